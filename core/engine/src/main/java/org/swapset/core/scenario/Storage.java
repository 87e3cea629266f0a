package org.swapset.core.scenario;

/**
 * Real and expanded storage, in bytes.
 *
 * @param realBytes           real (main, central) storage
 * @param expandedBytes       expanded storage, zero when there is none
 * @param lockedBytes         real storage made unavailable by CP LOCK or V=R
 * @param controlProgramBytes real storage CP keeps for its nucleus and control blocks: not pageable, below 2 GB
 * @param minidiskCacheBytes  real storage held by the minidisk cache: not pageable, above 2 GB when storage goes
 *                            beyond it
 */
public record Storage(long realBytes, long expandedBytes, long lockedBytes, long controlProgramBytes,
                      long minidiskCacheBytes) {

    /** The 2 GB line, in bytes: below it CP can address a page directly. */
    public static final long TWO_GB = 2L << 30;

    /** Bytes in a page and in a frame. */
    public static final int PAGE_BYTES = 4096;

    public Storage {
        if (realBytes <= 0) {
            throw new IllegalArgumentException("real storage must be positive, was " + realBytes + " bytes");
        }
        if (expandedBytes < 0 || lockedBytes < 0 || controlProgramBytes < 0 || minidiskCacheBytes < 0) {
            throw new IllegalArgumentException("storage sizes must not be negative");
        }
        if (lockedBytes + controlProgramBytes + minidiskCacheBytes >= realBytes) {
            throw new IllegalArgumentException("locked (" + lockedBytes + " B), control program ("
                    + controlProgramBytes + " B) and minidisk cache (" + minidiskCacheBytes
                    + " B) leave no pageable real storage out of " + realBytes + " B");
        }
        if (realBytes > TWO_GB && lockedBytes + controlProgramBytes >= TWO_GB) {
            throw new IllegalArgumentException("locked (" + lockedBytes + " B) plus control program ("
                    + controlProgramBytes + " B) fill all of the storage below the 2 GB line");
        }
        if (realBytes > TWO_GB && minidiskCacheBytes > realBytes - TWO_GB) {
            throw new IllegalArgumentException("the minidisk cache (" + minidiskCacheBytes
                    + " B) is larger than the storage above the 2 GB line (" + (realBytes - TWO_GB) + " B)");
        }
    }

    /** Without a minidisk cache. */
    public Storage(long realBytes, long expandedBytes, long lockedBytes, long controlProgramBytes) {
        this(realBytes, expandedBytes, lockedBytes, controlProgramBytes, 0);
    }

    /** Frames below the 2 GB line: all of them on a machine of 2 GB or less. */
    public int framesBelowLine() {
        return (int) (Math.min(realBytes, TWO_GB) / PAGE_BYTES);
    }

    /** Expanded storage in 4 KB blocks. */
    public int expandedBlocks() {
        return (int) (expandedBytes / PAGE_BYTES);
    }

    public int realFrames() {
        return (int) (realBytes / PAGE_BYTES);
    }

    /** Frames the control program can page into: the dynamic paging area. */
    public int pageableFrames() {
        return (int) ((realBytes - lockedBytes - controlProgramBytes - minidiskCacheBytes) / PAGE_BYTES);
    }
}
