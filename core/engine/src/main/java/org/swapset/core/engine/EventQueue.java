package org.swapset.core.engine;

import java.util.Arrays;

/**
 * A priority queue of events held in primitive arrays: an implicit 4-ary min-heap ordered by (time, sequence).
 * Scheduling and popping allocate nothing once the arrays have grown to the run's peak size.
 *
 * <p>An event is a time plus a 64-bit payload packing its type (8 bits), target (24 bits) and argument (32 bits).
 * After {@link #pop()} the popped event is read with {@link #time()}, {@link #type()}, {@link #target()} and
 * {@link #arg()}.
 */
public final class EventQueue {

    /** Most event types a simulation can register. */
    public static final int MAX_TYPES = 1 << 8;
    /** Most distinct targets (users, devices...) an event can address. */
    public static final int MAX_TARGETS = 1 << 24;

    private double[] times;
    private long[] sequences;
    private long[] payloads;
    private int size;
    private long nextSequence;

    private double poppedTime;
    private long poppedPayload;

    public EventQueue() {
        this(1024);
    }

    public EventQueue(int initialCapacity) {
        int capacity = Math.max(16, initialCapacity);
        times = new double[capacity];
        sequences = new long[capacity];
        payloads = new long[capacity];
    }

    /** Packs type, target and argument into a payload; see the class comment for the field widths. */
    static long pack(int type, int target, int arg) {
        return ((long) type << 56) | ((long) target << 32) | (arg & 0xFFFF_FFFFL);
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
        if (size == times.length) {
            grow();
        }
        siftUp(size++, time, nextSequence++, pack(type, target, arg));
    }

    public boolean isEmpty() {
        return size == 0;
    }

    public int size() {
        return size;
    }

    /** Time of the earliest event, or +infinity when empty. */
    public double peekTime() {
        return size == 0 ? Double.POSITIVE_INFINITY : times[0];
    }

    /** Removes the earliest event; read it with {@link #time()} and friends. */
    public void pop() {
        if (size == 0) {
            throw new IllegalStateException("pop from an empty event queue");
        }
        poppedTime = times[0];
        poppedPayload = payloads[0];
        int last = --size;
        if (last > 0) {
            siftDown(0, times[last], sequences[last], payloads[last]);
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

    /** Drops every event and restarts the sequence numbers. */
    public void clear() {
        size = 0;
        nextSequence = 0;
    }

    private void grow() {
        int capacity = times.length * 2;
        times = Arrays.copyOf(times, capacity);
        sequences = Arrays.copyOf(sequences, capacity);
        payloads = Arrays.copyOf(payloads, capacity);
    }

    private static boolean before(double t1, long s1, double t2, long s2) {
        return t1 < t2 || (t1 == t2 && s1 < s2);
    }

    private void siftUp(int index, double time, long sequence, long payload) {
        int i = index;
        while (i > 0) {
            int parent = (i - 1) >>> 2;
            if (!before(time, sequence, times[parent], sequences[parent])) {
                break;
            }
            times[i] = times[parent];
            sequences[i] = sequences[parent];
            payloads[i] = payloads[parent];
            i = parent;
        }
        times[i] = time;
        sequences[i] = sequence;
        payloads[i] = payload;
    }

    private void siftDown(int index, double time, long sequence, long payload) {
        int i = index;
        int n = size;
        while (true) {
            int first = (i << 2) + 1;
            if (first >= n) {
                break;
            }
            int best = first;
            double bestTime = times[first];
            long bestSeq = sequences[first];
            int end = Math.min(first + 4, n);
            for (int c = first + 1; c < end; c++) {
                double ct = times[c];
                if (ct < bestTime || (ct == bestTime && sequences[c] < bestSeq)) {
                    best = c;
                    bestTime = ct;
                    bestSeq = sequences[c];
                }
            }
            if (!before(bestTime, bestSeq, time, sequence)) {
                break;
            }
            times[i] = bestTime;
            sequences[i] = bestSeq;
            payloads[i] = payloads[best];
            i = best;
        }
        times[i] = time;
        sequences[i] = sequence;
        payloads[i] = payload;
    }
}
