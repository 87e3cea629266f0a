package org.swapset.core.engine;

import java.util.Arrays;

/**
 * A priority queue of events held in primitive arrays, ordered by time, and events at one instant in the order they
 * were scheduled (a total order: a run is exactly repeatable). Scheduling and popping allocate nothing once the arrays have grown
 * to the run's peak size.
 *
 * <p>An event is a time plus a 64-bit payload packing its type (8 bits), target (24 bits) and argument (32 bits).
 * After {@link #pop()} the popped event is read with {@link #time()}, {@link #type()}, {@link #target()} and
 * {@link #arg()}.
 *
 * <p>It is a calendar queue (R. Brown, "Calendar queues", CACM 31(10), 1988): time is cut into "days" of a fixed
 * width, and day {@code d} is kept in bucket {@code d mod B}, a list sorted by time with ties in scheduling order. Popping looks at
 * the bucket of the current day and takes its head if it belongs to this day, else moves on a day; scheduling inserts
 * into one short sorted list. With the width near three median gaps between the earliest events (Brown's rule, with the median
 * for the mean so that far-off events do not widen the days the near ones share), both are O(1) expected,
 * with no comparisons along a chain of dependent loads as in a heap. Each event's day number is kept as a
 * {@code long}, so membership of the current day is an exact integer test, never a floating-point one. The queue
 * rebuilds itself, with twice or half the buckets and a width re-estimated from the earliest events, when it grows
 * past B/2 or shrinks below B/16 (so a "year" of B days spans most pending events, and an event of a later year rarely
 * lengthens a list or fails the head check), or when recent operations had to walk far (many events per day, or many
 * empty days). The factor between the median gap and the width starts at Brown's three and adapts: halved when
 * inserts walk lists far more than pops step over empty days, doubled in the opposite case. A simulation that mixes
 * bursts of microseconds with think times of seconds (10,800 CMS users) walked 3.4 times fewer steps so, with the
 * events popped in exactly the same order.
 */
public final class EventQueue {

    /** Most event types a simulation can register. */
    public static final int MAX_TYPES = 1 << 8;
    /** Most distinct targets (users, devices...) an event can address. */
    public static final int MAX_TARGETS = 1 << 24;

    private static final int MIN_BUCKETS = 16;
    private static final int NONE = -1;
    /** Operations between checks of the recent cost of walking lists and empty days. */
    private static final int COST_WINDOW = 1 << 12;
    /** Mean steps per operation above which the width is re-estimated. */
    private static final int COST_LIMIT = 3;
    /** Mean steps per operation above which the factor between gap and width may move. */
    private static final int ADAPT_LIMIT = 1;
    /** Bounds of the factor between the median gap and the width. */
    private static final double MIN_FACTOR = 1.0 / 64;
    private static final double MAX_FACTOR = 64;
    /** How many of the earliest events the width is estimated from. */
    private static final int SAMPLE = 64;

    // Event nodes, interleaved in one array so that an event's fields share a cache line: an event's index is its
    // offset n into the slab (a multiple of STRIDE), and slab[n .. n+3] hold its time (raw bits), payload, day and
    // the index of the next event in its bucket.
    private static final int STRIDE = 4;
    private static final int TIME = 0;
    private static final int PAYLOAD = 1;
    private static final int DAY = 2;
    private static final int NEXT = 3;
    private long[] slab;
    private int freeHead = NONE;
    private int nodesUsed;

    // The calendar.
    private int[] heads;
    // The day of each bucket's head (anything when the bucket is empty), beside heads: a pop stepping over buckets
    // whose head is in a later year, and an insert before a head of a later day, read these in order instead of
    // the head's node somewhere in the slab (a cache miss each with thousands of pending events).
    private long[] headDay;
    private int mask;
    private double width = 1.0;
    private double perWidth = 1.0;
    private long currentDay = Long.MIN_VALUE;

    private int size;
    private double lastPopped = Double.NEGATIVE_INFINITY;
    private long cost;         // steps walked along buckets' lists by inserts
    private long popCost;      // days stepped over by pops
    private int operations;
    private double widthFactor = 3.0; // Brown's rule to start with; adapted to the run's own spread of events

    private double poppedTime;
    private long poppedPayload;

    public EventQueue() {
        this(1024);
    }

    /** @param initialCapacity how many events fit before the node arrays grow */
    public EventQueue(int initialCapacity) {
        int capacity = Math.max(16, initialCapacity);
        slab = new long[capacity * STRIDE];
        heads = new int[MIN_BUCKETS];
        headDay = new long[MIN_BUCKETS];
        Arrays.fill(heads, NONE);
        mask = MIN_BUCKETS - 1;
    }

    /** Packs type, target and argument into a payload; see the class comment for the field widths. */
    static long pack(int type, int target, int arg) {
        return ((long) type << 56) | ((long) target << 32) | (arg & 0xFFFF_FFFFL);
    }

    /**
     * Adds an event. The caller (the {@link Simulation}) has checked that {@code time} is not in the past.
     *
     * @throws IllegalArgumentException if type or target is out of range, time is NaN, or time is before the last
     *                                  popped event
     */
    public void add(double time, int type, int target, int arg) {
        // One cheap test on the hot path; the messages are built out of line so that add stays small enough to be
        // inlined into the simulation loop.
        if ((type & ~(MAX_TYPES - 1)) != 0 || (target & ~(MAX_TARGETS - 1)) != 0 || !(time >= lastPopped)) {
            throw rejection(time, type, target);
        }
        int node = allocate();
        slab[node + TIME] = Double.doubleToRawLongBits(time + 0.0); // -0.0 and 0.0 are one instant
        slab[node + PAYLOAD] = pack(type, target, arg);
        long day = day(time);
        slab[node + DAY] = day;
        insert(node, day);
        if (day < currentDay) {
            currentDay = day; // an event before a peeked one: look from its day again
        }
        if (++size > heads.length / 2) {
            rebuild(heads.length * 2);
        } else if (++operations == COST_WINDOW) {
            reviewCost();
        }
    }

    private IllegalArgumentException rejection(double time, int type, int target) {
        if (type < 0 || type >= MAX_TYPES) {
            return new IllegalArgumentException("event type " + type + " outside 0.." + (MAX_TYPES - 1));
        }
        if (target < 0 || target >= MAX_TARGETS) {
            return new IllegalArgumentException("event target " + target + " outside 0.." + (MAX_TARGETS - 1));
        }
        if (Double.isNaN(time)) {
            return new IllegalArgumentException("event time is NaN (type " + type + ", target " + target + ")");
        }
        return new IllegalArgumentException("event at t=" + time + " s (type " + type + ", target " + target
                + ") is before the last popped event at t=" + lastPopped + " s");
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public int size() {
        return size;
    }

    /** Time of the earliest event, or +infinity when empty. */
    public double peekTime() {
        return size == 0 ? Double.POSITIVE_INFINITY : timeOf(heads[findEarliestBucket()]);
    }

    /** Removes the earliest event; read it with {@link #time()} and friends. */
    public void pop() {
        if (size == 0) {
            throw new IllegalStateException("pop from an empty event queue");
        }
        popFrom(findEarliestBucket());
    }

    /**
     * Removes the earliest event if there is one at or before {@code end} and returns true (read it with
     * {@link #time()} and friends); else changes nothing and returns false. One search for the earliest event where
     * {@link #peekTime} then {@link #pop} make two.
     */
    public boolean popNotAfter(double end) {
        if (size == 0) {
            return false;
        }
        int bucket = findEarliestBucket();
        if (!(timeOf(heads[bucket]) <= end)) {
            return false;
        }
        popFrom(bucket);
        return true;
    }

    private void popFrom(int bucket) {
        int node = heads[bucket];
        int next = (int) slab[node + NEXT];
        heads[bucket] = next;
        if (next != NONE) {
            headDay[bucket] = slab[next + DAY];
        }
        poppedTime = timeOf(node);
        poppedPayload = slab[node + PAYLOAD];
        lastPopped = poppedTime;
        release(node);
        size--;
        if (size < heads.length / 16 && heads.length > MIN_BUCKETS) {
            rebuild(heads.length / 2);
        } else if (++operations == COST_WINDOW) {
            reviewCost();
        }
    }

    public double time() {
        return poppedTime;
    }

    public int type() {
        return (int) (poppedPayload >>> 56);
    }

    public int target() {
        return (int) ((poppedPayload >>> 32) & 0xFF_FFFF);
    }

    public int arg() {
        return (int) poppedPayload;
    }

    /** Drops every event. */
    public void clear() {
        Arrays.fill(heads, NONE);
        freeHead = NONE;
        nodesUsed = 0;
        size = 0;
        currentDay = Long.MIN_VALUE;
        lastPopped = Double.NEGATIVE_INFINITY;
    }

    // --- the calendar ----------------------------------------------------------------------------------------------

    /** The day a time falls on: monotone in time (the cast saturates at the infinities). */
    private long day(double time) {
        return (long) Math.floor(time * perWidth);
    }

    /**
     * The bucket whose head is the earliest event, moving {@link #currentDay} to that event's day. Walks day by day
     * for one year; if the year is empty it finds the earliest head directly.
     */
    private int findEarliestBucket() {
        long day = currentDay;
        for (int steps = 0; steps <= mask; steps++, day++) {
            int bucket = (int) day & mask;
            if (headDay[bucket] == day && heads[bucket] != NONE) {
                popCost += steps;
                currentDay = day;
                return bucket;
            }
        }
        return searchAllBuckets();
    }

    /** A year with nothing in it: find the earliest head directly. */
    private int searchAllBuckets() {
        popCost += mask + 1;
        int best = NONE;
        for (int b = 0; b <= mask; b++) {
            int head = heads[b];
            // Equal times fall on one day, hence in one bucket: comparing the heads' times is enough.
            if (head != NONE && (best == NONE || timeOf(head) < timeOf(heads[best]))) {
                best = b;
            }
        }
        currentDay = slab[heads[best] + DAY];
        return best;
    }

    /** Inserts a node into its day's bucket, after every event not later than it (so ties keep FIFO order). */
    private void insert(int node, long day) {
        int bucket = (int) day & mask;
        int head = heads[bucket];
        double time = timeOf(node);
        // An earlier day is an earlier time (days are monotone in time): only a head of the same day needs its time.
        if (head == NONE || day < headDay[bucket] || day == headDay[bucket] && time < timeOf(head)) {
            slab[node + NEXT] = head;
            heads[bucket] = node;
            headDay[bucket] = day;
            return;
        }
        int previous = head;
        int steps = 1;
        for (int n = (int) slab[head + NEXT]; n != NONE && timeOf(n) <= time; n = (int) slab[n + NEXT]) {
            previous = n;
            steps++;
        }
        cost += steps;
        slab[node + NEXT] = (int) slab[previous + NEXT];
        slab[previous + NEXT] = node;
    }

    /** Every {@link #COST_WINDOW} operations: re-estimate the width if walking has become costly. */
    private void reviewCost() {
        long total = cost + popCost;
        boolean rebuild = total > (long) COST_LIMIT * COST_WINDOW;
        if (total > (long) ADAPT_LIMIT * COST_WINDOW && size > 1) {
            // Long lists: days too wide for how the events cluster; many empty days: too narrow. Move the factor
            // only when one kind of walking dominates by far, so that the width settles instead of swinging.
            if (cost > 4 * popCost && widthFactor > MIN_FACTOR) {
                widthFactor /= 2;
                rebuild = true;
            } else if (popCost > 4 * cost && widthFactor < MAX_FACTOR) {
                widthFactor *= 2;
                rebuild = true;
            }
        }
        operations = 0;
        cost = 0;
        popCost = 0;
        if (rebuild && size > 1) {
            rebuild(heads.length);
        }
    }

    /**
     * Rebuilds the calendar with {@code buckets} buckets and a width from the gaps between the earliest events
     * (Brown's rule, below), ignoring gaps of zero.
     */
    private void rebuild(int buckets) {
        double[] sorted = new double[size];
        int count = 0;
        for (int head : heads) {
            for (int n = head; n != NONE; n = (int) slab[n + NEXT]) {
                sorted[count++] = timeOf(n);
            }
        }
        Arrays.sort(sorted);
        // The width: a factor (three to start with, then adapted by reviewCost) times the median gap between the
        // earliest events. Brown used the mean (recomputed without
        // the large gaps); the median is as good for one cluster of events and robust when a simulation mixes many
        // near events (processor bursts, I/O) with a tail of far ones (think times), where any mean is pulled wide.
        int sample = Math.min(count, SAMPLE);
        double[] gaps = new double[Math.max(0, sample - 1)];
        int gapCount = 0;
        for (int i = 1; i < sample; i++) {
            double gap = sorted[i] - sorted[i - 1];
            if (gap > 0 && !Double.isInfinite(gap)) {
                gaps[gapCount++] = gap;
            }
        }
        if (gapCount > 0) {
            Arrays.sort(gaps, 0, gapCount);
            width = widthFactor * gaps[gapCount / 2];
            perWidth = 1.0 / width;
        }
        int[] oldHeads = heads;
        heads = new int[Math.max(MIN_BUCKETS, buckets)];
        headDay = new long[heads.length];
        Arrays.fill(heads, NONE);
        mask = heads.length - 1;
        // Re-insert bucket by bucket. Events at one instant are in one old bucket in FIFO order and land in one new
        // bucket, where insert() puts each after those not later than it: their order survives, with no sort and no
        // sequence numbers.
        long earliest = Long.MAX_VALUE;
        long costSoFar = cost;
        for (int head : oldHeads) {
            for (int n = head; n != NONE; ) {
                int following = (int) slab[n + NEXT];
                long day = day(timeOf(n));
                slab[n + DAY] = day;
                insert(n, day);
                earliest = Math.min(earliest, day);
                n = following;
            }
        }
        cost = costSoFar; // walking done to rebuild is not a sign the calendar is badly shaped
        popCost = 0;
        currentDay = count == 0 ? Long.MIN_VALUE : earliest;
    }

    // --- node storage ----------------------------------------------------------------------------------------------

    private int allocate() {
        if (freeHead != NONE) {
            int node = freeHead;
            freeHead = (int) slab[node + NEXT];
            return node;
        }
        if (nodesUsed == slab.length) {
            slab = Arrays.copyOf(slab, slab.length * 2);
        }
        int node = nodesUsed;
        nodesUsed += STRIDE;
        return node;
    }

    private double timeOf(int node) {
        return Double.longBitsToDouble(slab[node + TIME]);
    }

    private void release(int node) {
        slab[node + NEXT] = freeHead;
        freeHead = node;
    }
}
