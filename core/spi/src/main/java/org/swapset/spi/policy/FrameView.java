package org.swapset.spi.policy;

/**
 * Real storage as a replacement policy sees it: frames numbered {@code 0 .. frameCount()-1} with their reference
 * and change bits. Reads and bit resets are cheap array accesses; a policy may call them in a tight loop.
 */
public interface FrameView {

    int frameCount();

    /**
     * True when the frame holds a pageable page that may be taken now: in use by a user, not locked, not already on
     * its way out or in.
     */
    boolean isReclaimable(int frame);

    /** The hardware reference bit. */
    boolean isReferenced(int frame);

    /** Resets the reference bit (what a scan hand does as it passes). */
    void clearReferenced(int frame);

    /** The change bit: the page differs from its copy on the paging device. */
    boolean isChanged(int frame);

    /** The user owning the page in this frame, or -1. */
    int owner(int frame);

    /** Whether the owner is in the multiprogramming set now (taking its frame is a page steal). */
    boolean isOwnerInQueue(int frame);
}
