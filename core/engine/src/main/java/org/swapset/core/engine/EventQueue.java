package org.swapset.core.engine;

import java.util.Arrays;

/**
 * A priority queue of events held in primitive arrays: an implicit 4-ary min-heap ordered by (time, sequence).
 * Scheduling and popping allocate nothing once the arrays have grown to the run's peak size.
 *
 * <p>An event is a time plus a 64-bit payload packing its type (8 bits), target (24 bits) and argument (32 bits).
 * After {@link #pop()} the popped event is read with {@link #time()}, {@link #type()}, {@link #target()} and
 * {@link #arg()}.
 *
 * <p>Three things keep the hot path short. Times are stored as {@code long} keys whose signed order is the order of
 * the doubles, so a comparison is one integer compare that the compiler can turn into a conditional move. Slots past
 * the end of the heap hold the largest key, so a node's four children are read without bounds logic. And a pop
 * leaves a hole at the root instead of sifting the last event down at once: if the next call schedules an event
 * (the usual case: a handler reschedules what it just handled), the new event fills the hole and sinks into place,
 * so one sift does the work of two; any other call fills the hole with the last event first.
 */
public final class EventQueue {

    /** Most event types a simulation can register. */
    public static final int MAX_TYPES = 1 << 8;
    /** Most distinct targets (users, devices...) an event can address. */
    public static final int MAX_TARGETS = 1 << 24;

    /** Key of an unused slot: above the key of every time, +infinity included. */
    private static final long EMPTY = Long.MAX_VALUE;
    /** Unused slots after the last so that the four children of any node can be read unconditionally. */
    private static final int PADDING = 4;

    private long[] keys;
    private long[] sequences;
    private long[] payloads;
    /** Slots in use, the hole included. */
    private int size;
    /** Whether slot 0 is an empty hole left by {@link #pop()}. */
    private boolean hole;
    private long nextSequence;

    private double poppedTime;
    private long poppedPayload;

    public EventQueue() {
        this(1024);
    }

    public EventQueue(int initialCapacity) {
        int capacity = Math.max(16, initialCapacity) + PADDING;
        keys = new long[capacity];
        sequences = new long[capacity];
        payloads = new long[capacity];
        Arrays.fill(keys, EMPTY);
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
     * @throws IllegalArgumentException if type or target is out of range or time is NaN
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
        long payload = pack(type, target, arg);
        if (hole) {
            hole = false;
            siftDown(0, key(time), nextSequence++, payload);
            return;
        }
        if (size + PADDING == keys.length) {
            grow();
        }
        siftUp(size++, key(time), nextSequence++, payload);
    }

    public boolean isEmpty() {
        return size() == 0;
    }

    public int size() {
        return hole ? size - 1 : size;
    }

    /** Time of the earliest event, or +infinity when empty. */
    public double peekTime() {
        if (hole) {
            fillHole();
        }
        return size == 0 ? Double.POSITIVE_INFINITY : time(keys[0]);
    }

    /** Removes the earliest event; read it with {@link #time()} and friends. */
    public void pop() {
        if (hole) {
            fillHole();
        }
        if (size == 0) {
            throw new IllegalStateException("pop from an empty event queue");
        }
        poppedTime = time(keys[0]);
        poppedPayload = payloads[0];
        hole = true;
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

    /** Drops every event and restarts the sequence numbers. */
    public void clear() {
        Arrays.fill(keys, 0, size, EMPTY);
        size = 0;
        hole = false;
        nextSequence = 0;
    }

    /** Moves the last event into the hole at the root and sinks it into place. */
    private void fillHole() {
        hole = false;
        int last = --size;
        long key = keys[last];
        keys[last] = EMPTY;
        if (last > 0) {
            siftDown(0, key, sequences[last], payloads[last]);
        }
    }

    private void grow() {
        int oldLength = keys.length;
        int capacity = (oldLength - PADDING) * 2 + PADDING;
        keys = Arrays.copyOf(keys, capacity);
        Arrays.fill(keys, oldLength, capacity, EMPTY);
        sequences = Arrays.copyOf(sequences, capacity);
        payloads = Arrays.copyOf(payloads, capacity);
    }

    private void siftUp(int index, long key, long sequence, long payload) {
        long[] k = keys;
        long[] s = sequences;
        long[] p = payloads;
        int i = index;
        while (i > 0) {
            int parent = (i - 1) >>> 2;
            long pk = k[parent];
            if (key > pk || (key == pk && sequence > s[parent])) {
                break;
            }
            k[i] = pk;
            s[i] = s[parent];
            p[i] = p[parent];
            i = parent;
        }
        k[i] = key;
        s[i] = sequence;
        p[i] = payload;
    }

    private void siftDown(int index, long key, long sequence, long payload) {
        long[] k = keys;
        long[] s = sequences;
        long[] p = payloads;
        int n = size;
        int i = index;
        while (true) {
            int c = (i << 2) + 1;
            if (c >= n) {
                break;
            }
            // Slots at and past n hold EMPTY, above every real key, so all four children can be read.
            int a = c;
            long ka = k[c];
            long k1 = k[c + 1];
            if (k1 < ka || (k1 == ka && s[c + 1] < s[a])) {
                a = c + 1;
                ka = k1;
            }
            int b = c + 2;
            long kb = k[b];
            long k3 = k[c + 3];
            if (k3 < kb || (k3 == kb && s[c + 3] < s[b])) {
                b = c + 3;
                kb = k3;
            }
            if (kb < ka || (kb == ka && s[b] < s[a])) {
                a = b;
                ka = kb;
            }
            if (key < ka || (key == ka && sequence < s[a])) {
                break;
            }
            k[i] = ka;
            s[i] = s[a];
            p[i] = p[a];
            i = a;
        }
        k[i] = key;
        s[i] = sequence;
        p[i] = payload;
    }
}
