package org.swapset.core.trace;

/**
 * One-pass analyses of a reference trace.
 *
 * <p><b>LRU stack distances</b> (Mattson, Gecsei, Slutz and Traiger, "Evaluation techniques for storage
 * hierarchies", IBM Systems Journal 9(2), 1970): LRU is a stack algorithm, so a reference faults with c frames exactly
 * when its stack distance — one more than the number of distinct pages referenced since the last reference to the
 * same page — exceeds c. One pass computes every distance, with a Fenwick tree over reference positions marking each
 * page's latest reference, in O(n log n); the whole faults-against-frames curve follows.
 *
 * <p><b>OPT stack distances</b> (the same paper): OPT is a stack algorithm too, with the priority of a page its next
 * reference, sooner first. On a reference the page goes to the top; going down from the old top to the page's old
 * position, the page carried down and the one met swap when the one met is needed later, so each position keeps the
 * page of higher priority. O(n d) for mean distance d.
 *
 * <p><b>Working set</b> WS(τ) (Denning 1968; FACTS.md "Working set"): with the window τ counted in references, a
 * reference faults when its page was not referenced in the previous τ references; the mean working-set size is the
 * mean over positions of the distinct pages in the window, computed from each reference's gap to the next reference
 * of its page (Denning and Schwartz 1972).
 */
public final class StackDistances {

    /** Stack distance of a first reference: it faults whatever the frames. */
    public static final int INFINITE = Integer.MAX_VALUE;

    private final int[] distance;
    private final long[] histogram; // histogram[d] = references with distance d (1..distinct); [0] unused
    private final long coldMisses;

    private StackDistances(int[] distance, long[] histogram, long coldMisses) {
        this.distance = distance;
        this.histogram = histogram;
        this.coldMisses = coldMisses;
    }

    /** Computes the LRU stack distance of every reference. */
    public static StackDistances lru(ReferenceTrace trace) {
        int n = trace.length();
        int[] distance = new int[n];
        long[] tree = new long[n + 1];
        int[] last = new int[trace.distinctPages()];
        java.util.Arrays.fill(last, -1);
        long[] histogram = new long[trace.distinctPages() + 1];
        long cold = 0;
        for (int i = 0; i < n; i++) {
            int p = trace.page(i);
            int previous = last[p];
            if (previous < 0) {
                distance[i] = INFINITE;
                cold++;
            } else {
                // Distinct pages referenced after 'previous': the marks in (previous, i).
                int d = (int) (sum(tree, i - 1) - sum(tree, previous)) + 1;
                distance[i] = d;
                histogram[d]++;
                add(tree, previous, -1);
            }
            add(tree, i, 1);
            last[p] = i;
        }
        return new StackDistances(distance, histogram, cold);
    }

    /** Computes the OPT stack distance of every reference. */
    public static StackDistances opt(ReferenceTrace trace) {
        int n = trace.length();
        long[] next = trace.nextUses();
        long[] nextOfPage = new long[trace.distinctPages()]; // the next reference of each page, as of now
        int[] stack = new int[trace.distinctPages()];
        int depth = 0;
        int[] position = new int[trace.distinctPages()];
        java.util.Arrays.fill(position, -1);
        int[] distance = new int[n];
        long[] histogram = new long[trace.distinctPages() + 1];
        long cold = 0;
        for (int i = 0; i < n; i++) {
            int x = trace.page(i);
            int at = position[x]; // 0-based, or -1
            int end;
            if (at < 0) {
                distance[i] = INFINITE;
                cold++;
                end = depth++; // x will sink the carried page to a new bottom slot
            } else {
                distance[i] = at + 1;
                histogram[at + 1]++;
                end = at;
            }
            nextOfPage[x] = next[i];
            if (end == 0) {
                stack[0] = x;
                position[x] = 0;
                continue;
            }
            int carry = stack[0];
            stack[0] = x;
            position[x] = 0;
            for (int k = 1; k < end; k++) {
                int met = stack[k];
                if (nextOfPage[met] > nextOfPage[carry]) { // met is needed later: it goes on down
                    stack[k] = carry;
                    position[carry] = k;
                    carry = met;
                }
            }
            stack[end] = carry;
            position[carry] = end;
        }
        return new StackDistances(distance, histogram, cold);
    }

    private static void add(long[] tree, int position, long delta) {
        for (int i = position + 1; i < tree.length; i += i & -i) {
            tree[i] += delta;
        }
    }

    /** Sum of marks at positions 0..position. */
    private static long sum(long[] tree, int position) {
        long s = 0;
        for (int i = position + 1; i > 0; i -= i & -i) {
            s += tree[i];
        }
        return s;
    }

    /** The stack distance of reference i, or {@link #INFINITE}. */
    public int distance(int i) {
        return distance[i];
    }

    /** LRU's faults with the given frames: first references plus references whose distance exceeds the frames. */
    public long faults(int frames) {
        long faults = coldMisses;
        for (int d = frames + 1; d < histogram.length; d++) {
            faults += histogram[d];
        }
        return faults;
    }

    /** LRU's faults for every frame count 1..maxFrames (index c-1 holds c frames). */
    public long[] curve(int maxFrames) {
        long[] faults = new long[maxFrames];
        long beyond = coldMisses;
        for (int d = histogram.length - 1; d > maxFrames; d--) {
            beyond += histogram[d];
        }
        for (int c = maxFrames; c >= 1; c--) {
            faults[c - 1] = beyond;
            if (c < histogram.length) {
                beyond += histogram[c];
            }
        }
        return faults;
    }

    /**
     * Working-set faults and mean size for a window of {@code tau} references.
     *
     * @return {faults, mean working-set size}
     */
    public static double[] workingSet(ReferenceTrace trace, int tau) {
        if (tau < 1) {
            throw new IllegalArgumentException("the window must be at least one reference, was " + tau);
        }
        int n = trace.length();
        int[] last = new int[trace.distinctPages()];
        java.util.Arrays.fill(last, -1);
        long faults = 0;
        long residence = 0; // sum over references of the positions their page stays in the window after them
        for (int i = 0; i < n; i++) {
            int p = trace.page(i);
            int previous = last[p];
            if (previous < 0 || i - previous > tau) {
                faults++;
            }
            if (previous >= 0) {
                residence += Math.min(tau, i - previous);
            }
            last[p] = i;
        }
        for (int p = 0; p < last.length; p++) {
            if (last[p] >= 0) {
                residence += Math.min(tau, n - last[p]);
            }
        }
        return new double[] {faults, n == 0 ? 0 : (double) residence / n};
    }
}
