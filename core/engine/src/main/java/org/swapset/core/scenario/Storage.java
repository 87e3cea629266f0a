package org.swapset.core.scenario;

/**
 * Real and expanded storage, in bytes.
 *
 * @param realBytes           real (main, central) storage
 * @param expandedBytes       expanded storage, zero when there is none
 * @param lockedBytes         real storage made unavailable by CP LOCK or V=R
 * @param controlProgramBytes real storage CP keeps for its nucleus and control blocks: not pageable
 */
public record Storage(long realBytes, long expandedBytes, long lockedBytes, long controlProgramBytes) {

    /** Bytes in a page and in a frame. */
    public static final int PAGE_BYTES = 4096;

    public Storage {
        if (realBytes <= 0) {
            throw new IllegalArgumentException("real storage must be positive, was " + realBytes + " bytes");
        }
        if (expandedBytes < 0 || lockedBytes < 0 || controlProgramBytes < 0) {
            throw new IllegalArgumentException("storage sizes must not be negative");
        }
        if (lockedBytes + controlProgramBytes >= realBytes) {
            throw new IllegalArgumentException("locked (" + lockedBytes + " B) plus control program ("
                    + controlProgramBytes + " B) leave no pageable real storage out of " + realBytes + " B");
        }
    }

    public int realFrames() {
        return (int) (realBytes / PAGE_BYTES);
    }

    /** Frames the control program can page into: the dynamic paging area. */
    public int pageableFrames() {
        return (int) ((realBytes - lockedBytes - controlProgramBytes) / PAGE_BYTES);
    }
}
