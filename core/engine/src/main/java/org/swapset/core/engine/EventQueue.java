package org.swapset.core.engine;

import java.util.Arrays;

/**
 * A priority queue of events held in primitive arrays, ordered by time, and events at one instant in the order they
 * were scheduled (a total order: a run is exactly repeatable). Scheduling and popping allocate nothing once the arrays
 * have grown to the run's peak size.
 *
 * <p>An event is a time plus a 64-bit payload packing its type (8 bits), target (24 bits) and argument (32 bits).
 * After {@link #pop()} the popped event is read with {@link #time()}, {@link #type()}, {@link #target()} and
 * {@link #arg()}.
 *
 * <p>It is a calendar queue (R. Brown, "Calendar queues", CACM 31(10), 1988) whose buckets are not sorted, with a
 * sorted "bottom" for the day being popped, as in a ladder queue (W. T. Tang, R. S. M. Goh, I. L.-J. Thng, "Ladder
 * queue", ACM TOMACS 15(3), 2005). Time is cut into days of a fixed width, and an event of day {@code d} (a
 * {@code long}, so that the membership of a day is an exact integer test) waits in bucket {@code d mod B}, or in the
 * bottom once its day is being popped:
 * <ul>
 * <li>A bucket's events lie unsorted, in the order they were scheduled, in chunks of eight events (a time and a
 * payload each, 128 bytes) taken from one pooled array, with a free list. Each bucket has an 8-byte header: the least
 * day of its events (counted from a base day, so that it fits in an int) and its last chunk with the next free slot.
 * Scheduling is a header read, two stores and a header write, with no comparison and no walk: with thousands of
 * pending events the
 * random access to a sorted list's head and nodes (several dependent cache misses) was what a schedule cost.
 * <li>Popping takes the bottom's next event. When the bottom is empty, it steps day by day over the headers (read in
 * order) to the first bucket whose least day is that day, and gathers that day's events into the bottom; the bucket's
 * events of later years go back into it, in their order. A day of three to sixteen events is sorted by counting each
 * event's rank, comparing each pair once with no branch (the sign of the difference of two times), over a fixed
 * number of pairs, so that nothing is mispredicted; larger days by insertion and merging. Every sort is stable: the
 * events of one instant are in one bucket, in scheduling order, and stay in that order.
 * <li>An event scheduled for the day being popped (or earlier: after a peek) goes into the bottom, after every event
 * not later than it: appended when it is the latest, else moving the earlier events down into the slot a pop freed.
 * </ul>
 * A rebuild (the queue grew past two events per bucket or shrank below one per four buckets, the width was
 * re-estimated, or the days reached are far from the base) takes every event out, the bottom first, then bucket by
 * bucket in chunk order (the events of one instant are all in the bottom or all in one bucket, so they keep their
 * order), and puts them back. Times of plus or minus infinity fall on the largest and least days, further than an
 * int counts from the base: they are found, and counted from again, when nothing nearer is left.
 *
 * <p>The width is a factor times the median gap between the earliest 64 events (Brown's rule, with the median for
 * the mean so that far-off events do not widen the days the near ones share), re-estimated at each rebuild. The
 * factor starts at eight (about eight events a day, each day gathered and sorted at once) and adapts to the run:
 * every 4,096 operations, the work that shows days too wide (events moved to sort a day or to insert into the
 * bottom) is weighed against the work that shows them too narrow (a gathered day counts as 12 moves, an event of a
 * later year put back as 6, an empty day stepped over as 1); when the total passes one move per operation and one
 * kind is four times the other, the factor is halved or doubled. The hold benchmark stays at eight (at four with 64
 * events, where the sample is the whole queue). A simulation that mixes bursts of microseconds with think times of
 * seconds to a minute (10,800 CMS users on z/VM, 21 million queue operations) moved the factor 17 times and ended at
 * days of 0.8 ms: about eight events gathered per day and as many scheduled into the day being popped. Replaying its
 * operations took 340-365 ms against the sorted-list calendar's 392-423 ms (medians of 8 alternated replays, in each
 * of 4 runs).
 */
public final class EventQueue {

    /** Most event types a simulation can register. */
    public static final int MAX_TYPES = 1 << 8;
    /** Most distinct targets (users, devices...) an event can address. */
    public static final int MAX_TARGETS = 1 << 24;

    private static final int MIN_BUCKETS = 16;
    /** The buckets double past this many events per bucket and halve below an eighth of it. */
    private static final int PER_BUCKET = 2;
    private static final int NONE = -1;

    /** Operations between reviews of the recent cost of sorting, inserting, gathering and stepping. */
    private static final int COST_WINDOW = 1 << 12;
    /** Mean cost per operation (in moves of one event) above which the width is re-estimated. */
    private static final int COST_LIMIT = 8;
    /** Mean cost per operation above which the factor between gap and width may move. */
    private static final int ADAPT_LIMIT = 1;
    /** What gathering a day costs, and putting back an event of a later year, in moves of one event. */
    private static final int GATHER_COST = 12;
    private static final int LATER_COST = 6;
    /** Bounds of the factor between the median gap and the width. */
    private static final double MIN_FACTOR = 1.0 / 64;
    private static final double MAX_FACTOR = 256;
    /** How many of the earliest events the width is estimated from. */
    private static final int SAMPLE = 64;

    /** Days of up to this many events are sorted by rank, larger ones by insertion, in runs of INSERTION_RUN. */
    private static final int RANK_MAX = 16;
    private static final int INSERTION_RUN = 32;

    // Chunks: CHUNK events each, (time bits, payload) pairs, in one array; chunk c starts at c << CHUNK_LONGS_SHIFT.
    // Chunk 0 is never used, so that a bucket's chunk info is 0 only when the bucket is empty.
    private static final int CHUNK_SHIFT = 3;
    private static final int CHUNK = 1 << CHUNK_SHIFT;
    private static final int CHUNK_LONGS_SHIFT = CHUNK_SHIFT + 1;
    private long[] chunks;
    private int[] chunkNext;
    private int chunksUsed = 1;
    private int freeChunk = NONE;

    // Bucket headers, one long each: in the high half the least day of the bucket's events counted from base (FAR
    // when empty or further than an int counts), in the low half the bucket's last chunk shifted left by CHUNK_SHIFT
    // plus the next free slot in that chunk (0 when it is full). The first chunks beside.
    private static final int FAR = Integer.MAX_VALUE;
    private static final long EMPTY = (long) FAR << 32;
    /** Days from base stay below 2^REBASE_SHIFT (plus a year): past that a rebuild counts from the present again. */
    private static final int REBASE_SHIFT = 30;
    private long[] header;
    private int[] firstChunk;
    private int mask;
    private long base = Long.MIN_VALUE;
    private int growAbove;
    private int shrinkBelow;
    private double width = 1.0;
    private double perWidth = 1.0;

    // The bottom: every pending event whose day is at most bottomDay, sorted, in [bottomStart, bottomEnd). Every
    // event in the buckets is of a later day.
    private double[] bottomTime;
    private long[] bottomPayload;
    private int bottomStart;
    private int bottomEnd;
    private long bottomDay = Long.MIN_VALUE;

    // A day being gathered, before it is sorted into the bottom; its bucket's events of later years; ranks.
    private double[] dayTime;
    private long[] dayPayload;
    private long[] laterBits;
    private long[] laterPayload;
    private long[] laterDay;
    private final int[] rank = new int[RANK_MAX];

    private int size;
    private double lastPopped = Double.NEGATIVE_INFINITY;
    private long wideCost;     // signs of days too wide: events moved to sort days and to insert into the bottom
    private long narrowCost;   // signs of days too narrow: days gathered, later years' events put back, empty days
    private int operations;
    private double widthFactor = 8.0;

    private double poppedTime;
    private long poppedPayload;

    // Scratch for rebuilds and merges, grown to the run's peak.
    private long[] scratchTime = new long[0];
    private long[] scratchPayload = new long[0];
    private final double[] sample = new double[SAMPLE];
    private final double[] gaps = new double[SAMPLE];

    public EventQueue() {
        this(1024);
    }

    /** @param initialCapacity how many events fit before the arrays grow */
    public EventQueue(int initialCapacity) {
        int capacity = Math.max(16, initialCapacity);
        header = new long[MIN_BUCKETS];
        firstChunk = new int[MIN_BUCKETS];
        setBuckets(MIN_BUCKETS);
        int chunkCount = (capacity >> CHUNK_SHIFT) + MIN_BUCKETS + 2;
        chunks = new long[chunkCount << CHUNK_LONGS_SHIFT];
        chunkNext = new int[chunkCount];
        bottomTime = new double[64];
        bottomPayload = new long[64];
        dayTime = new double[64];
        dayPayload = new long[64];
        laterBits = new long[64];
        laterPayload = new long[64];
        laterDay = new long[64];
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
        double t = time + 0.0; // -0.0 and 0.0 are one instant
        long payload = pack(type, target, arg);
        long day = day(t);
        if (day > bottomDay) {
            append(day, Double.doubleToRawLongBits(t), payload);
        } else {
            insertBottom(t, payload);
        }
        if (++size > growAbove) {
            rebuild((mask + 1) * 2);
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
        if (size == 0) {
            return Double.POSITIVE_INFINITY;
        }
        if (bottomStart == bottomEnd) {
            advance();
        }
        return bottomTime[bottomStart];
    }

    /** Removes the earliest event; read it with {@link #time()} and friends. */
    public void pop() {
        if (size == 0) {
            throw new IllegalStateException("pop from an empty event queue");
        }
        if (bottomStart == bottomEnd) {
            advance();
        }
        take();
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
        if (bottomStart == bottomEnd) {
            advance();
        }
        if (!(bottomTime[bottomStart] <= end)) {
            return false;
        }
        take();
        return true;
    }

    /** Takes the bottom's first event. */
    private void take() {
        int i = bottomStart;
        poppedTime = bottomTime[i];
        poppedPayload = bottomPayload[i];
        lastPopped = poppedTime;
        if (++i == bottomEnd) {
            bottomStart = 0;
            bottomEnd = 0;
        } else {
            bottomStart = i;
        }
        if (--size < shrinkBelow) {
            rebuild((mask + 1) / 2);
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
        Arrays.fill(header, 0, mask + 1, EMPTY);
        chunksUsed = 1;
        freeChunk = NONE;
        bottomStart = 0;
        bottomEnd = 0;
        bottomDay = Long.MIN_VALUE;
        base = Long.MIN_VALUE;
        size = 0;
        lastPopped = Double.NEGATIVE_INFINITY;
    }

    // --- the calendar ----------------------------------------------------------------------------------------------

    /** The day a time falls on: monotone in time (the cast saturates at the infinities). */
    private long day(double time) {
        return (long) Math.floor(time * perWidth);
    }

    /** Makes the calendar {@code buckets} empty buckets, keeping larger arrays from before. */
    private void setBuckets(int buckets) {
        if (header.length < buckets) {
            header = new long[buckets];
            firstChunk = new int[buckets];
        }
        Arrays.fill(header, 0, buckets, EMPTY);
        mask = buckets - 1;
        growAbove = buckets * PER_BUCKET;
        shrinkBelow = buckets > MIN_BUCKETS ? buckets * PER_BUCKET / 8 : 0;
    }

    /** Appends an event to the bucket of its day, a day after the bottom's. */
    private void append(long day, long timeBits, long payload) {
        int b = (int) day & mask;
        long h = header[b];
        long fromBase = day - base; // positive (day > bottomDay >= base) when read unsigned
        int relative = (fromBase >>> 31) == 0 ? (int) fromBase : FAR;
        int info = (int) h;
        int slot = info & (CHUNK - 1);
        int chunk = slot == 0 ? newChunk(b, info) : info >>> CHUNK_SHIFT;
        int at = (chunk << CHUNK_LONGS_SHIFT) + (slot << 1);
        chunks[at] = timeBits;
        chunks[at + 1] = payload;
        int least = Math.min((int) (h >>> 32), relative);
        header[b] = ((long) least << 32) | (((chunk << CHUNK_SHIFT) | ((slot + 1) & (CHUNK - 1))) & 0xFFFF_FFFFL);
    }

    /** A chunk for bucket b, empty (info 0) or with a full last chunk, linked after its last chunk. */
    private int newChunk(int b, int info) {
        int chunk = freeChunk;
        if (chunk != NONE) {
            freeChunk = chunkNext[chunk];
        } else {
            chunk = chunksUsed;
            if (chunk == chunkNext.length) {
                chunkNext = Arrays.copyOf(chunkNext, chunk * 2);
                chunks = Arrays.copyOf(chunks, chunks.length * 2);
            }
            chunksUsed++;
        }
        if (info == 0) {
            firstChunk[b] = chunk;
        } else {
            chunkNext[info >>> CHUNK_SHIFT] = chunk;
        }
        return chunk;
    }

    /**
     * Fills the empty bottom with the events of the earliest day in the buckets: steps day by day for one year; if
     * the year is empty, finds the bucket with the least day directly.
     */
    private void advance() {
        if (((bottomDay - base) >>> REBASE_SHIFT) != 0) {
            rebuild(mask + 1);
            if (bottomStart != bottomEnd) {
                return;
            }
        }
        long[] h = header;
        int m = mask;
        long day = bottomDay + 1; // there are events in the buckets, each of a day after bottomDay
        int relative = (int) (day - base);
        for (int steps = 0; steps <= m; steps++, day++, relative++) {
            if ((int) (h[(int) day & m] >>> 32) == relative) {
                narrowCost += steps;
                gather((int) day & m, day);
                return;
            }
        }
        narrowCost += m + 1;
        int best = NONE;
        int least = FAR;
        for (int b = 0; b <= m; b++) {
            int r = (int) (h[b] >>> 32);
            if (r < least) {
                least = r;
                best = b;
            }
        }
        if (best == NONE) {
            // Every event is further from base than an int counts (infinite times among them): count again from the
            // earliest, which the rebuild puts a day after the bottom's (or into the bottom, for the least day).
            rebuild(mask + 1);
            if (bottomStart == bottomEnd) {
                advance();
            }
            return;
        }
        gather(best, base + least);
    }

    /**
     * Moves the events of {@code day} from bucket {@code b} into the empty bottom, sorted; the bucket's events of
     * later years are appended to it again, in their order.
     */
    private void gather(int b, long day) {
        bottomDay = day;
        int info = (int) header[b];
        int last = info >>> CHUNK_SHIFT;
        int lastFill = ((info - 1) & (CHUNK - 1)) + 1; // the next free slot is 0 when the last chunk is full
        int first = firstChunk[b];
        long[] c = chunks;
        double[] dt = dayTime;
        long[] dp = dayPayload;
        long[] lb = laterBits;
        long[] lp = laterPayload;
        long[] ld = laterDay;
        double pw = perWidth;
        int n = 0;
        int later = 0;
        for (int chunk = first; ; chunk = chunkNext[chunk]) {
            if (n + CHUNK > dt.length) {
                growDay(n + CHUNK);
                dt = dayTime;
                dp = dayPayload;
            }
            if (later + CHUNK > lb.length) {
                growLater(later + CHUNK);
                lb = laterBits;
                lp = laterPayload;
                ld = laterDay;
            }
            boolean isLast = chunk == last;
            int at = chunk << CHUNK_LONGS_SHIFT;
            int end = at + ((isLast ? lastFill : CHUNK) << 1);
            for (; at < end; at += 2) {
                long bits = c[at];
                long payload = c[at + 1];
                double t = Double.longBitsToDouble(bits);
                long d = (long) Math.floor(t * pw);
                // Written to both places and counted in one, with no branch to mispredict.
                dt[n] = t;
                dp[n] = payload;
                lb[later] = bits;
                lp[later] = payload;
                ld[later] = d;
                long ahead = d - day; // 0, or a later year (unsigned)
                int today = (int) ((ahead | -ahead) >>> 63) ^ 1;
                n += today;
                later += 1 - today;
            }
            if (isLast) {
                break;
            }
        }
        chunkNext[last] = freeChunk; // every chunk of the bucket back to the free list
        freeChunk = first;
        header[b] = EMPTY;
        for (int k = 0; k < later; k++) {
            append(ld[k], lb[k], lp[k]);
        }
        narrowCost += GATHER_COST + LATER_COST * later;
        bottomStart = 0;
        bottomEnd = n;
        if (n <= 2) {
            double t0 = dt[0];
            if (n == 2 && dt[1] < t0) {
                bottomTime[0] = dt[1];
                bottomPayload[0] = dp[1];
                bottomTime[1] = t0;
                bottomPayload[1] = dp[0];
            } else {
                bottomTime[0] = t0;
                bottomPayload[0] = dp[0];
                if (n == 2) {
                    bottomTime[1] = dt[1];
                    bottomPayload[1] = dp[1];
                }
            }
        } else if (n <= RANK_MAX && day != Long.MAX_VALUE && day != Long.MIN_VALUE) {
            // (only the two saturated days can hold infinite times, which sortByRank cannot compare)
            sortByRank(n);
        } else {
            dayTime = bottomTime;
            dayPayload = bottomPayload;
            bottomTime = dt;
            bottomPayload = dp;
            sortBottom(n);
        }
    }

    private void growDay(int atLeast) {
        int length = Math.max(atLeast, dayTime.length * 2);
        dayTime = Arrays.copyOf(dayTime, length);
        dayPayload = Arrays.copyOf(dayPayload, length);
    }

    private void growLater(int atLeast) {
        int length = Math.max(atLeast, laterBits.length * 2);
        laterBits = Arrays.copyOf(laterBits, length);
        laterPayload = Arrays.copyOf(laterPayload, length);
        laterDay = Arrays.copyOf(laterDay, length);
    }

    private void growBottom(int atLeast) {
        int length = Math.max(atLeast, bottomTime.length * 2);
        bottomTime = Arrays.copyOf(bottomTime, length);
        bottomPayload = Arrays.copyOf(bottomPayload, length);
    }

    /**
     * Sorts the gathered day[0, n) (3 to RANK_MAX events, finite times) into bottom[0, n), stably: an event's place is
     * the number of events before it in time plus those at the same instant gathered before it. Each pair is compared
     * once with no branch (the sign bit of the difference of two finite times, -0.0 never among them, tells which is
     * earlier), over a fixed number of pairs (the day padded with Double.MAX_VALUE, which ranks after the day's
     * events), so that nothing is mispredicted however the day's events came in.
     */
    private void sortByRank(int n) {
        double[] dt = dayTime;
        int padded = (n + 3) & ~3;
        for (int i = n; i < padded; i++) {
            dt[i] = Double.MAX_VALUE;
        }
        int[] r = rank;
        wideCost += padded == 4 ? ranks(dt, r, 4) : padded == 8 ? ranks(dt, r, 8)
                : padded == 12 ? ranks(dt, r, 12) : ranks(dt, r, RANK_MAX);
        long[] dp = dayPayload;
        double[] bt = bottomTime;
        long[] bp = bottomPayload;
        for (int i = 0; i < n; i++) {
            int at = r[i];
            bt[at] = dt[i];
            bp[at] = dp[i];
        }
    }

    /** The ranks of dt[0, size) into r; returns the number of pairs out of order (what insertion would move). */
    private static int ranks(double[] dt, int[] r, int size) {
        for (int i = 0; i < size; i++) {
            r[i] = 0;
        }
        int inversions = 0;
        for (int i = 1; i < size; i++) {
            double t = dt[i];
            int notBefore = 0;
            for (int j = 0; j < i; j++) {
                int before = (int) (Double.doubleToRawLongBits(t - dt[j]) >>> 63); // event i before event j
                r[j] += before;
                notBefore += 1 - before;
            }
            r[i] += notBefore;
            inversions += i - notBefore;
        }
        return inversions;
    }

    /** Sorts bottom[0, n) by time, stably: insertion in runs of INSERTION_RUN, then merges through the scratch. */
    private void sortBottom(int n) {
        double[] bt = bottomTime;
        long[] bp = bottomPayload;
        long moves = 0;
        for (int lo = 0; lo < n; lo += INSERTION_RUN) {
            int hi = Math.min(n, lo + INSERTION_RUN);
            for (int i = lo + 1; i < hi; i++) {
                double t = bt[i];
                if (t < bt[i - 1]) {
                    long p = bp[i];
                    int j = i - 1;
                    do {
                        bt[j + 1] = bt[j];
                        bp[j + 1] = bp[j];
                        j--;
                    } while (j >= lo && t < bt[j]);
                    moves += i - 1 - j;
                    bt[j + 1] = t;
                    bp[j + 1] = p;
                }
            }
        }
        if (n > INSERTION_RUN) {
            ensureScratch(n);
        }
        long[] st = scratchTime;
        long[] sp = scratchPayload;
        for (int run = INSERTION_RUN; run < n; run *= 2) {
            for (int lo = 0; lo + run < n; lo += 2 * run) {
                int mid = lo + run;
                int hi = Math.min(n, mid + run);
                if (!(bt[mid] < bt[mid - 1])) {
                    continue; // already in order
                }
                for (int i = lo; i < mid; i++) {
                    st[i] = Double.doubleToRawLongBits(bt[i]);
                    sp[i] = bp[i];
                }
                int i = lo;
                int j = mid;
                int k = lo;
                while (i < mid && j < hi) {
                    double left = Double.longBitsToDouble(st[i]);
                    if (bt[j] < left) {
                        bt[k] = bt[j];
                        bp[k++] = bp[j++];
                    } else {
                        bt[k] = left;
                        bp[k++] = sp[i++];
                    }
                }
                while (i < mid) {
                    bt[k] = Double.longBitsToDouble(st[i]);
                    bp[k++] = sp[i++];
                }
                moves += hi - lo;
            }
        }
        wideCost += moves;
    }

    /** Inserts an event of the bottom's day (or earlier) after every bottom event not later than it. */
    private void insertBottom(double t, long payload) {
        int start = bottomStart;
        int end = bottomEnd;
        double[] bt = bottomTime;
        long[] bp = bottomPayload;
        if (end == start || !(t < bt[end - 1])) {
            if (end == bt.length) {
                insertBottomSearched(t, payload);
                return;
            }
            bt[end] = t; // after the bottom's last event
            bp[end] = payload;
            bottomEnd = end + 1;
            return;
        }
        if (start == 0 || end - start > INSERTION_RUN) {
            insertBottomSearched(t, payload);
            return;
        }
        // Before the last event, and a slot free before the first (a pop freed it): from the front, the events not
        // later than it move down one (a handler's events mostly go near the front, just after the present).
        int j = start;
        while (!(t < bt[j])) {
            bt[j - 1] = bt[j];
            bp[j - 1] = bp[j];
            j++;
        }
        bt[j - 1] = t;
        bp[j - 1] = payload;
        bottomStart = start - 1;
        wideCost += j - start;
    }

    /** Inserts into a long or full bottom: a binary search, then the shorter side moves by one. */
    private void insertBottomSearched(double t, long payload) {
        int lo = bottomStart;
        int hi = bottomEnd;
        double[] bt = bottomTime;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (t < bt[mid]) {
                hi = mid;
            } else {
                lo = mid + 1;
            }
        }
        int at = lo;
        int start = bottomStart;
        if (start > 0 && (at - start <= bottomEnd - at || bottomEnd == bt.length)) {
            System.arraycopy(bt, start, bt, start - 1, at - start);
            System.arraycopy(bottomPayload, start, bottomPayload, start - 1, at - start);
            wideCost += at - start;
            bottomStart = start - 1;
            bt[at - 1] = t;
            bottomPayload[at - 1] = payload;
            return;
        }
        if (bottomEnd == bt.length) {
            growBottom(bt.length + 1);
            bt = bottomTime;
        }
        System.arraycopy(bt, at, bt, at + 1, bottomEnd - at);
        System.arraycopy(bottomPayload, at, bottomPayload, at + 1, bottomEnd - at);
        wideCost += bottomEnd - at;
        bt[at] = t;
        bottomPayload[at] = payload;
        bottomEnd++;
    }

    /** Every {@link #COST_WINDOW} operations: adapt the factor, and re-estimate the width if it has become costly. */
    private void reviewCost() {
        long total = wideCost + narrowCost;
        boolean rebuild = total > (long) COST_LIMIT * COST_WINDOW;
        if (total > (long) ADAPT_LIMIT * COST_WINDOW && size > 1) {
            // Move the factor only when one kind of cost dominates by far, so that the width settles instead of
            // swinging.
            if (wideCost > 4 * narrowCost && widthFactor > MIN_FACTOR) {
                widthFactor /= 2;
                rebuild = true;
            } else if (narrowCost > 4 * wideCost && widthFactor < MAX_FACTOR) {
                widthFactor *= 2;
                rebuild = true;
            }
        }
        operations = 0;
        wideCost = 0;
        narrowCost = 0;
        if (rebuild && size > 1) {
            rebuild(mask + 1);
        }
    }

    private void ensureScratch(int n) {
        if (scratchTime.length < n) {
            int length = Math.max(n, scratchTime.length * 2);
            scratchTime = new long[length];
            scratchPayload = new long[length];
        }
    }

    /**
     * Rebuilds the calendar with {@code buckets} buckets and a width from the gaps between the earliest events
     * (Brown's rule, below), ignoring gaps of zero; days are counted from the earliest event's again.
     */
    private void rebuild(int buckets) {
        buckets = Math.max(MIN_BUCKETS, buckets);
        int n = size;
        ensureScratch(n);
        long[] st = scratchTime;
        long[] sp = scratchPayload;
        // Every event in an order that keeps events at one instant in their order: the bottom, then bucket by
        // bucket in chunk order (the events of one instant are all in the bottom or all in one bucket).
        int k = 0;
        int sampled = 0;
        for (int i = bottomStart; i < bottomEnd; i++) {
            st[k] = Double.doubleToRawLongBits(bottomTime[i]);
            sp[k++] = bottomPayload[i];
            sampled = sampleAdd(bottomTime[i], sampled);
        }
        for (int b = 0; b <= mask; b++) {
            int info = (int) header[b];
            if (info == 0) {
                continue;
            }
            int last = info >>> CHUNK_SHIFT;
            int lastFill = ((info - 1) & (CHUNK - 1)) + 1;
            for (int chunk = firstChunk[b]; ; chunk = chunkNext[chunk]) {
                int at = chunk << CHUNK_LONGS_SHIFT;
                int end = at + ((chunk == last ? lastFill : CHUNK) << 1);
                for (; at < end; at += 2) {
                    st[k] = chunks[at];
                    sp[k++] = chunks[at + 1];
                    sampled = sampleAdd(Double.longBitsToDouble(chunks[at]), sampled);
                }
                if (chunk == last) {
                    break;
                }
            }
        }
        // The width: a factor (eight to start with, then adapted by reviewCost) times the median gap between the
        // earliest events. Brown used the mean (recomputed without the large gaps); the median is as good for one
        // cluster of events and robust when a simulation mixes many near events (processor bursts, I/O) with a tail
        // of far ones (think times), where any mean is pulled wide.
        int gapCount = 0;
        for (int i = 1; i < sampled; i++) {
            double gap = sample[i] - sample[i - 1];
            if (gap > 0 && !Double.isInfinite(gap)) {
                gaps[gapCount++] = gap;
            }
        }
        if (gapCount > 0) {
            Arrays.sort(gaps, 0, gapCount);
            double estimate = widthFactor * gaps[gapCount / 2];
            // Only a width whose days are finite and positive both ways: an infinite one (gaps near Double.MAX_VALUE)
            // would put every time, infinite ones too, on day 0 or NaN; a subnormal one would make perWidth infinite.
            if (estimate < Double.POSITIVE_INFINITY && 1.0 / estimate < Double.POSITIVE_INFINITY) {
                width = estimate;
                perWidth = 1.0 / estimate;
            }
        }
        setBuckets(buckets);
        chunksUsed = 1;
        freeChunk = NONE;
        int chunkCount = (n >> CHUNK_SHIFT) + buckets + 2;
        if (chunkNext.length < chunkCount) {
            chunkNext = new int[chunkCount];
            chunks = new long[chunkCount << CHUNK_LONGS_SHIFT];
        }
        bottomStart = 0;
        bottomEnd = 0;
        long earliest = n == 0 ? Long.MIN_VALUE : day(sample[0]);
        bottomDay = earliest == Long.MIN_VALUE ? Long.MIN_VALUE : earliest - 1;
        base = bottomDay;
        for (int i = 0; i < k; i++) {
            double t = Double.longBitsToDouble(st[i]);
            long d = day(t);
            if (d > bottomDay) {
                append(d, st[i], sp[i]);
            } else {
                // Events of the least day there is (times of -infinity or near): appended in order, sorted below.
                if (bottomEnd == bottomTime.length) {
                    growBottom(bottomEnd + 1);
                }
                bottomTime[bottomEnd] = t;
                bottomPayload[bottomEnd++] = sp[i];
            }
        }
        sortBottom(bottomEnd); // the scratch arrays are free again for merging
        wideCost = 0;
        narrowCost = 0;
    }

    /** Adds a time to the sorted sample of the earliest times seen so far; returns the sample's new length. */
    private int sampleAdd(double t, int sampled) {
        double[] s = sample;
        if (sampled == SAMPLE) {
            if (!(t < s[SAMPLE - 1])) {
                return sampled;
            }
            sampled--;
        }
        int j = sampled - 1;
        while (j >= 0 && t < s[j]) {
            s[j + 1] = s[j];
            j--;
        }
        s[j + 1] = t;
        return sampled + 1;
    }
}
