package org.swapset.core.engine;

import java.util.Arrays;

/**
 * A priority queue of events held in primitive arrays, ordered by (time, sequence): earliest first, and events at
 * one instant in the order they were scheduled. Scheduling and popping allocate nothing once the arrays have grown
 * to the run's peak size.
 *
 * <p>An event is a time plus a 64-bit payload packing its type (8 bits), target (24 bits) and argument (32 bits).
 * After {@link #pop()} the popped event is read with {@link #time()}, {@link #type()}, {@link #target()} and
 * {@link #arg()}.
 *
 * <p>It is a radix heap with 4-bit digits, which relies on what a simulation guarantees anyway: no event is
 * scheduled before the last one popped. Times are stored as {@code long} keys whose signed order is the order of
 * the doubles. Bucket 0 holds the events at the time of the last popped event; any other event lives in the bucket
 * for (the highest 4-bit digit in which its key differs from the last popped key, its own value of that digit), and
 * buckets are numbered so that a lower bucket holds only smaller keys. Scheduling appends to a bucket, a
 * constant-time step with no comparisons. When bucket 0 runs dry, the lowest non-empty bucket (found from a bit
 * mask) is scanned for its smallest key, which becomes the new "last" key, and its events are spread over lower
 * buckets; an event moves down at most 16 times in its life and in practice a few times. The events that land in bucket 0 share one time and are
 * sorted by sequence number, after which bucket 0 is a FIFO: an event scheduled at exactly the current time has a
 * higher sequence number than any event already there. {@link #peekTime} only looks for the smallest key and
 * remembers it until the next pop, so peeking ahead never stops an earlier event from being scheduled. Compared with a binary or 4-ary heap this replaces
 * unpredictable comparisons along a chain of dependent loads with sequential appends and scans.
 */
public final class EventQueue {

    /** Most event types a simulation can register. */
    public static final int MAX_TYPES = 1 << 8;
    /** Most distinct targets (users, devices...) an event can address. */
    public static final int MAX_TARGETS = 1 << 24;

    /** Longs per stored event: key, sequence, payload. */
    private static final int STRIDE = 3;
    /** Bits per digit. */
    private static final int DIGIT = 4;
    private static final int DIGIT_VALUES = 1 << DIGIT;
    /** Bucket 0, then a bucket per (digit position, digit value). */
    private static final int BUCKETS = 1 + (64 / DIGIT) * DIGIT_VALUES;

    /** Per bucket, its events as (key, sequence, payload) triples. */
    private final long[][] buckets = new long[BUCKETS][];
    /** Per bucket, how many events it holds (for bucket 0, including those before {@link #head}; 0 once all popped). */
    private final int[] counts = new int[BUCKETS];
    /** Bit {@code (b - 1) % 64} of word {@code (b - 1) / 64} is set when bucket {@code b} (from 1) is not empty. */
    private final long[] occupied = new long[(BUCKETS - 1) / 64];
    /** Events of bucket 0 before this index have been popped. */
    private int head;
    /** Key of the last popped event; no event before it can be scheduled. */
    private long lastKey = Long.MIN_VALUE;
    private int size;
    private long nextSequence;
    /**
     * The smallest pending key while bucket 0 is empty, once {@link #peekTime} has looked for it. Peeking must not
     * spread a bucket: that would move {@link #lastKey} past the clock, and an event scheduled between the clock and
     * the peeked time would then be refused.
     */
    private long minKey;
    private boolean minKnown;

    private double poppedTime;
    private long poppedPayload;

    public EventQueue() {
        this(1024);
    }

    /** @param initialCapacity how many events the first buckets hold before growing */
    public EventQueue(int initialCapacity) {
        int capacity = STRIDE * Math.max(16, Math.min(initialCapacity, 1 << 20));
        for (int b = 0; b < BUCKETS; b++) {
            // Events spread over many buckets, so each starts at a fraction of the total and grows on demand.
            buckets[b] = new long[Math.max(STRIDE * 8, capacity / 32)];
        }
    }

    /** Packs type, target and argument into a payload; see the class comment for the field widths. */
    static long pack(int type, int target, int arg) {
        return ((long) type << 56) | ((long) target << 32) | (arg & 0xFFFF_FFFFL);
    }

    /** A key whose signed order is the order of the (non-NaN) times; -0.0 and 0.0 get the same key. */
    static long key(double time) {
        long bits = Double.doubleToRawLongBits(time + 0.0);
        return bits ^ ((bits >> 63) & Long.MAX_VALUE);
    }

    /** The time a key was made from. */
    static double time(long key) {
        return Double.longBitsToDouble(key ^ ((key >> 63) & Long.MAX_VALUE));
    }

    /**
     * Adds an event. The caller (the {@link Simulation}) has checked that {@code time} is not in the past.
     *
     * @throws IllegalArgumentException if type or target is out of range, time is NaN, or time is before the last
     *                                  popped event
     */
    public void add(double time, int type, int target, int arg) {
        if (type < 0 || type >= MAX_TYPES) {
            throw new IllegalArgumentException("event type " + type + " outside 0.." + (MAX_TYPES - 1));
        }
        if (target < 0 || target >= MAX_TARGETS) {
            throw new IllegalArgumentException("event target " + target + " outside 0.." + (MAX_TARGETS - 1));
        }
        if (Double.isNaN(time)) {
            throw new IllegalArgumentException("event time is NaN (type " + type + ", target " + target + ")");
        }
        long key = key(time);
        if (key < lastKey) {
            throw new IllegalArgumentException("event at t=" + time + " s (type " + type + ", target " + target
                    + ") is before the last popped event at t=" + time(lastKey) + " s");
        }
        append(bucketOf(key), key, nextSequence++, pack(type, target, arg));
        size++;
        if (key < minKey) {
            minKey = key;
        }
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
        if (counts[0] != 0) {
            return time(lastKey);
        }
        if (!minKnown) {
            minKey = smallestKey(lowestOccupied());
            minKnown = true;
        }
        return time(minKey);
    }

    /** Removes the earliest event; read it with {@link #time()} and friends. */
    public void pop() {
        if (size == 0) {
            throw new IllegalStateException("pop from an empty event queue");
        }
        if (counts[0] == 0) {
            refill();
        }
        long[] zero = buckets[0];
        int at = STRIDE * head++;
        poppedTime = time(zero[at]);
        poppedPayload = zero[at + 2];
        size--;
        minKnown = false;
        if (head == counts[0]) {
            // Restart bucket 0 so that a long run of events at one instant does not keep growing it.
            head = 0;
            counts[0] = 0;
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

    /** Drops every event and restarts the sequence numbers and the clock. */
    public void clear() {
        Arrays.fill(counts, 0);
        Arrays.fill(occupied, 0);
        head = 0;
        lastKey = Long.MIN_VALUE;
        minKnown = false;
        size = 0;
        nextSequence = 0;
    }

    /**
     * The bucket for a key not below the last popped key: 0 for that key, else the bucket of the highest digit in
     * which they differ and of the key's value of that digit.
     */
    private int bucketOf(long key) {
        long differ = key ^ lastKey;
        if (differ == 0) {
            return 0;
        }
        int position = (63 - Long.numberOfLeadingZeros(differ)) / DIGIT;
        // Digits are read from the key with its sign bit flipped, whose unsigned order is the keys' signed order.
        int digit = (int) ((key ^ Long.MIN_VALUE) >>> (position * DIGIT)) & (DIGIT_VALUES - 1);
        return 1 + position * DIGIT_VALUES + digit;
    }

    private int lowestOccupied() {
        for (int w = 0; ; w++) {
            long word = occupied[w];
            if (word != 0) {
                return 1 + 64 * w + Long.numberOfTrailingZeros(word);
            }
        }
    }

    private void append(int bucket, long key, long sequence, long payload) {
        long[] events = buckets[bucket];
        int at = STRIDE * counts[bucket];
        if (at == events.length) {
            events = Arrays.copyOf(events, 2 * events.length);
            buckets[bucket] = events;
        }
        events[at] = key;
        events[at + 1] = sequence;
        events[at + 2] = payload;
        counts[bucket]++;
        if (bucket != 0) {
            occupied[(bucket - 1) >>> 6] |= 1L << (bucket - 1);
        }
    }

    /**
     * Called with bucket 0 used up and at least one event left: spreads the lowest non-empty bucket over the lower
     * ones around its smallest key, which lands in bucket 0.
     */
    private void refill() {
        int source = lowestOccupied();
        long[] events = buckets[source];
        int end = STRIDE * counts[source];
        // The smallest pending key is in the lowest non-empty bucket: keys there share more high bits with lastKey.
        lastKey = minKnown ? minKey : smallestKey(source);
        counts[source] = 0;
        occupied[(source - 1) >>> 6] &= ~(1L << (source - 1));
        // Every event of the source bucket goes to a strictly lower bucket, so appending cannot touch the source.
        for (int at = 0; at < end; at += STRIDE) {
            long key = events[at];
            append(bucketOf(key), key, events[at + 1], events[at + 2]);
        }
        sortBucketZeroBySequence();
    }

    private long smallestKey(int bucket) {
        long[] events = buckets[bucket];
        int end = STRIDE * counts[bucket];
        long min = Long.MAX_VALUE;
        for (int at = 0; at < end; at += STRIDE) {
            min = Math.min(min, events[at]);
        }
        return min;
    }

    /** Insertion sort: bucket 0 holds the events of one instant, usually just one. */
    private void sortBucketZeroBySequence() {
        long[] zero = buckets[0];
        int n = counts[0];
        for (int i = 1; i < n; i++) {
            long sequence = zero[STRIDE * i + 1];
            long payload = zero[STRIDE * i + 2];
            int j = i - 1;
            while (j >= 0 && zero[STRIDE * j + 1] > sequence) {
                zero[STRIDE * (j + 1) + 1] = zero[STRIDE * j + 1];
                zero[STRIDE * (j + 1) + 2] = zero[STRIDE * j + 2];
                j--;
            }
            zero[STRIDE * (j + 1) + 1] = sequence;
            zero[STRIDE * (j + 1) + 2] = payload;
        }
    }
}
