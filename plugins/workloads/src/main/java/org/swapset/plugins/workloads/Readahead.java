package org.swapset.plugins.workloads;

/**
 * The window arithmetic of Linux on-demand readahead (mm/readahead.c; FACTS 5, rows "Initial window" and "Ramp-up").
 * Sizes are in pages; {@code max} is the file's {@code ra_pages} (read_ahead_kb / 4).
 */
final class Readahead {

    private Readahead() {
    }

    /**
     * {@code get_init_ra_size}: the first window of a sequential stream for a request of {@code request} pages. The
     * request is rounded up to a power of two; at most max/32 gives four times it, at most max/4 twice it, else max.
     * With max 32 pages: 1-2 pages give 16 KB, 3-4 give 32 KB, 5-8 give 64 KB, more give 128 KB (FACTS 5).
     */
    static int initialSize(int request, int max) {
        int r = roundUpPowerOfTwo(request);
        if (r <= max / 32) {
            return 4 * r;
        }
        if (r <= max / 4) {
            return 2 * r;
        }
        return max;
    }

    /** {@code get_next_ra_size}: the window after one of {@code current} pages: ×4 below max/16, ×2 to max/2, else max. */
    static int nextSize(int current, int max) {
        if (current < max / 16) {
            return 4 * current;
        }
        if (current <= max / 2) {
            return 2 * current;
        }
        return max;
    }

    private static int roundUpPowerOfTwo(int n) {
        return n <= 1 ? 1 : Integer.highestOneBit(n - 1) << 1;
    }
}
