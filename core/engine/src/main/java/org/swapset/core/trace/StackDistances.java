package org.swapset.core.trace;

/**
 * One-pass analyses of a reference trace.
 *
 * <p><b>LRU stack distances</b> (Mattson, Gecsei, Slutz and Traiger, "Evaluation techniques for storage
 * hierarchies", IBM Systems Journal 9(2), 1970): LRU is a stack algorithm, so a reference faults with c frames exactly
 * when its stack distance — one more than the number of distinct pages referenced since the last reference to the
 * same page — exceeds c. One pass computes every distance, with a Fenwick tree over time stamps marking each page's
 * latest reference, renumbered when the stamps run out, in O(n log d) for d distinct pages; the whole
 * faults-against-frames curve follows.
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

    /**
     * Computes the LRU stack distance of every reference. Each page's latest reference is marked in a Fenwick tree
     * over time stamps; the distance is the number of marks after the page's own, plus one. Only the latest
     * reference of each page is marked, so when the stamps run out the marks are renumbered 0, 1, 2... in order
     * and the tree rebuilt: it stays about four times the distinct pages (small enough to stay in cache) instead of
     * growing with the trace, and the renumbering costs O(1) a reference amortised.
     */
    public static StackDistances lru(ReferenceTrace trace) {
        int n = trace.length();
        int[] pages = trace.pageArray();
        int distinct = trace.distinctPages();
        int stamps = (int) Math.min(1L << 30, Math.max(64L, Long.highestOneBit(Math.max(1, distinct)) << 2)); // >= 2d
        int[] tree = new int[stamps + 1];
        int[] pageAt = new int[stamps];      // the page stamped s, if its stamp is still s
        int[] stampOf = new int[distinct];   // each page's latest stamp, or -1
        java.util.Arrays.fill(stampOf, -1);
        int clock = 0;                       // the next stamp
        int marked = 0;                      // pages seen so far = marks in the tree
        int[] distance = new int[n];
        long[] histogram = new long[distinct + 1];
        long cold = 0;
        for (int i = 0; i < n; i++) {
            if (clock == stamps) {
                clock = renumber(tree, pageAt, stampOf);
            }
            int p = pages[i];
            int previous = stampOf[p];
            if (previous < 0) {
                distance[i] = INFINITE;
                cold++;
                marked++;
            } else {
                // Distinct pages referenced since 'previous': the marks after it (its own is counted in the sum).
                int d = marked - sum(tree, previous) + 1;
                distance[i] = d;
                histogram[d]++;
                add(tree, previous, -1);
            }
            add(tree, clock, 1);
            pageAt[clock] = p;
            stampOf[p] = clock++;
        }
        return new StackDistances(distance, histogram, cold);
    }

    /**
     * Gives the marked pages the stamps 0, 1, 2... in the order of their stamps and rebuilds the tree for them.
     *
     * @return the next free stamp (the number of marked pages)
     */
    private static int renumber(int[] tree, int[] pageAt, int[] stampOf) {
        int next = 0;
        for (int s = 0; s < pageAt.length; s++) {
            int p = pageAt[s];
            if (stampOf[p] == s) {
                stampOf[p] = next;
                pageAt[next++] = p;
            }
        }
        // Marks at 0..next-1: node k covers positions (k - lowbit(k), k], one-based.
        for (int k = 1; k < tree.length; k++) {
            int low = k - (k & -k);
            tree[k] = Math.max(0, Math.min(k, next) - low);
        }
        return next;
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

    private static void add(int[] tree, int position, int delta) {
        for (int i = position + 1; i < tree.length; i += i & -i) {
            tree[i] += delta;
        }
    }

    /** Sum of marks at positions 0..position. */
    private static int sum(int[] tree, int position) {
        int s = 0;
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
