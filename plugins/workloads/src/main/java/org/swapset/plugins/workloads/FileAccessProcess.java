package org.swapset.plugins.workloads;

import org.swapset.spi.RandomStream;

/**
 * A process that maps a file and touches it one byte at a time, {@code accesses} times, in a pattern, faulting
 * through a {@link FilePageCache}. The run is cut into <em>segments</em>: each ends just after a disk fault (or at the
 * end of the run), so a caller can hand the engine one piece of work per disk read.
 *
 * <p>Patterns (the seed's):
 * <ul>
 *   <li>{@code random}: each access at a uniformly random byte of the file;</li>
 *   <li>{@code sequential}: byte 0, 1, 2, … wrapping at the end of the file;</li>
 *   <li>{@code stride} of k pages: one byte per access, k pages apart. A sweep goes j, j + k, j + 2k, … to the end
 *       of the file; sweeps j = 0 … k − 1 make a pass that touches every page once, and the next pass touches the
 *       next byte of each page. So stride 1 page sweeps the file 4096 times in 45 million accesses ("we stride across
 *       the file 4096 times") and stride 64 pages needs 64 sweeps to touch every page once ("64 sweeps of page
 *       faults until the entire file is stored in memory").</li>
 * </ul>
 * The access loop is a tight loop over primitives: a mapped page costs one array load.
 */
final class FileAccessProcess {

    /** How the process walks the file. */
    enum Pattern { RANDOM, SEQUENTIAL, STRIDE }

    private final FilePageCache cache;
    private final Pattern pattern;
    private final int stridePages;
    private final int pages;
    private final long fileBytes;
    private final long accesses;
    private final RandomStream random;

    private long done;          // accesses done in this run
    private int offset;         // sequential: the byte of the next access
    private int page;           // stride: the page of the next access
    private int sweep;          // stride: the sweep (0 .. stridePages - 1) the next access is in

    /**
     * @param cache       the file's page cache and fault handler
     * @param fileBytes   the file's size in bytes
     * @param accesses    accesses in one run
     * @param pattern     the access pattern
     * @param stridePages pages between accesses for {@link Pattern#STRIDE}
     * @param random      draws the random pattern's offsets
     */
    FileAccessProcess(FilePageCache cache, long fileBytes, long accesses, Pattern pattern, int stridePages,
                      RandomStream random) {
        int filePages = (int) ((fileBytes + 4095) / 4096);
        if (fileBytes < 1 || fileBytes > Integer.MAX_VALUE || accesses < 1 || stridePages < 1
                || stridePages > filePages) {
            throw new IllegalArgumentException("file of " + fileBytes + " bytes, " + accesses + " accesses, stride "
                    + stridePages + " pages: need a file of at most 2 GB, an access and a stride within the file");
        }
        this.cache = cache;
        this.fileBytes = fileBytes;
        this.pages = filePages;
        this.accesses = accesses;
        this.pattern = pattern;
        this.stridePages = stridePages;
        this.random = random;
        this.done = accesses;
    }

    /** Starts a new run from the first access, with a cold or a warm page cache. */
    void start(boolean warm) {
        cache.reset(warm);
        done = 0;
        offset = 0;
        page = 0;
        sweep = 0;
    }

    /** True when every access of the run is done. */
    boolean finished() {
        return done == accesses;
    }

    /**
     * Runs on to just after the next disk fault, or to the end of the run.
     *
     * @return the accesses done in this segment
     */
    long nextSegment() {
        long segmentStart = done;
        cache.clearReadLog();
        switch (pattern) {
            case RANDOM -> runRandom();
            case SEQUENTIAL -> runSequential();
            case STRIDE -> runStride();
        }
        return done - segmentStart;
    }

    private void runRandom() {
        int bytes = (int) fileBytes;
        long i = done;
        try {
            while (i < accesses) {
                i++;
                if (touchEndsSegment(random.nextInt(bytes) >>> 12)) {
                    return;
                }
            }
        } finally {
            done = i;
        }
    }

    private void runSequential() {
        int bytes = (int) fileBytes;
        long i = done;
        int b = offset;
        try {
            while (i < accesses) {
                int p = b >>> 12;
                b = b + 1 == bytes ? 0 : b + 1;
                i++;
                if (touchEndsSegment(p)) {
                    return;
                }
            }
        } finally {
            done = i;
            offset = b;
        }
    }

    private void runStride() {
        long i = done;
        int p = page;
        int j = sweep;
        try {
            while (i < accesses) {
                int touched = p;
                p += stridePages;
                if (p >= pages) {
                    j = j + 1 == stridePages ? 0 : j + 1;
                    p = j;
                }
                i++;
                if (touchEndsSegment(touched)) {
                    return;
                }
            }
        } finally {
            done = i;
            page = p;
            sweep = j;
        }
    }

    /** One access to a page: a fault when it is not mapped. True when it was a disk fault, which ends a segment. */
    private boolean touchEndsSegment(int p) {
        return !cache.mapped(p) && cache.fault(p) == FilePageCache.DISK;
    }

    FilePageCache cache() {
        return cache;
    }
}
