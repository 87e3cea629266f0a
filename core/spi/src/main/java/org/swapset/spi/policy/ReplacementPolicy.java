package org.swapset.spi.policy;

import java.util.Set;

/**
 * Chooses frames to free when the free list runs low (after the flush list is exhausted). The engine writes a
 * chosen frame's page out first if it is changed, and counts it as a page steal if its owner is in queue.
 *
 * <p>Contract, checked by the conformance kit: {@link #selectVictims} returns at most {@code wanted} distinct frames,
 * each {@link FrameView#isReclaimable reclaimable} when chosen; it may return fewer only when no reclaimable frame
 * is left; it never allocates on the hot path.
 */
public interface ReplacementPolicy {

    /**
     * Chooses up to {@code wanted} frames to free.
     *
     * @param frames the frame table
     * @param wanted how many frames the engine needs (at least 1)
     * @param out    where to write the chosen frame numbers; at least {@code wanted} long
     * @return how many frames were written to {@code out}
     */
    int selectVictims(FrameView frames, int wanted, int[] out);

    /**
     * A page was placed in this frame (by a page-in or a first reference), or a frame this policy chose came back into
     * use because its page was referenced while being written out.
     */
    default void pageLoaded(int frame) {
    }

    /** The page in this frame was referenced; called only with {@link Capability#REFERENCE_HOOK}. */
    default void pageReferenced(int frame) {
    }

    /** The frame was freed by some other means than this policy (flush list, swap-out, user logoff). */
    default void frameReleased(int frame) {
    }

    /** What this policy asks of the engine; none by default. */
    default Set<Capability> capabilities() {
        return Set.of();
    }

    /** Frames examined by the policy so far (a scan's "pages scanned"), for the core-scan rate metric. */
    default long framesExamined() {
        return 0;
    }
}
