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
 * <p>Four things keep the hot path short. Times are stored as {@code long} keys whose signed order is the order of
 * the doubles, so a comparison is one integer compare. The keys sit in their own array, which the comparisons scan,
 * while each slot's sequence number and payload sit side by side in another, so moving an event touches one cache
 * line there and the sequence numbers are read only to break ties. Slots past the end of the heap hold the largest
 * key, so a node's four children are read without bounds logic. And a pop leaves a hole at the root instead of
 * sifting the last event down at once: if the next call schedules an event (the usual case: a handler reschedules
 * what it just handled), the new event fills the hole and sinks into place, so one sift does the work of two; any
 * other call fills the hole with the last event first.
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

    /** The heap's time keys, kept apart so that the four children of a node share a cache line or two. */
    private long[] keys;
    /** Per slot, the sequence number at {@code 2i} and the payload at {@code 2i + 1}: one cache line per move. */
    private long[] entries;
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
        entries = new long[2 * capacity];
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
        poppedPayload = entries[1];
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
            siftDown(0, key, entries[2 * last], entries[2 * last + 1]);
        }
    }

    private void grow() {
        int oldLength = keys.length;
        int capacity = (oldLength - PADDING) * 2 + PADDING;
        keys = Arrays.copyOf(keys, capacity);
        Arrays.fill(keys, oldLength, capacity, EMPTY);
        entries = Arrays.copyOf(entries, 2 * capacity);
    }

    private void siftUp(int index, long key, long sequence, long payload) {
        long[] k = keys;
        long[] e = entries;
        int i = index;
        while (i > 0) {
            int parent = (i - 1) >>> 2;
            long pk = k[parent];
            if (key > pk || (key == pk && sequence > e[2 * parent])) {
                break;
            }
            k[i] = pk;
            e[2 * i] = e[2 * parent];
            e[2 * i + 1] = e[2 * parent + 1];
            i = parent;
        }
        k[i] = key;
        e[2 * i] = sequence;
        e[2 * i + 1] = payload;
    }

    private void siftDown(int index, long key, long sequence, long payload) {
        long[] k = keys;
        long[] e = entries;
        int n = size;
        int i = index;
        while (true) {
            int c = (i << 2) + 1;
            if (c >= n) {
                break;
            }
            // Slots at and past n hold EMPTY, above every real key, so all four children can be read. Equal keys
            // are rare, so the sequence numbers are read only to break a tie.
            int a = c;
            long ka = k[c];
            long k1 = k[c + 1];
            if (k1 < ka || (k1 == ka && e[2 * (c + 1)] < e[2 * c])) {
                a = c + 1;
                ka = k1;
            }
            int b = c + 2;
            long kb = k[b];
            long k3 = k[c + 3];
            if (k3 < kb || (k3 == kb && e[2 * (c + 3)] < e[2 * b])) {
                b = c + 3;
                kb = k3;
            }
            if (kb < ka || (kb == ka && e[2 * b] < e[2 * a])) {
                a = b;
                ka = kb;
            }
            if (key < ka || (key == ka && sequence < e[2 * a])) {
                break;
            }
            k[i] = ka;
            e[2 * i] = e[2 * a];
            e[2 * i + 1] = e[2 * a + 1];
            i = a;
        }
        k[i] = key;
        e[2 * i] = sequence;
        e[2 * i + 1] = payload;
    }
}
