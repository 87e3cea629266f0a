package org.swapset.plugins.policies;

import java.util.Arrays;
import java.util.Set;
import org.swapset.spi.policy.Capability;
import org.swapset.spi.policy.FrameView;
import org.swapset.spi.policy.ReplacementPolicy;

/**
 * The textbook CLOCK (second chance) with its own use bits: a hand sweeps the frames in order; a frame whose use bit
 * is set has it cleared and is passed over, the first frame with it clear is taken, and the hand stops just past it.
 * A reference sets the frame's use bit ({@link Capability#REFERENCE_HOOK}). The two textbook variants differ in a
 * newly loaded page: with {@code newPageReferenced} its use bit starts set (the load counts as the reference, as
 * on hardware that sets the bit when the faulting instruction runs again), without it the bit starts clear (the page
 * has no second chance until referenced again).
 *
 * <p>In a simulation every reference after the load goes through the hook, so the variants differ only in replays,
 * where the faulting reference is the load itself.
 */
final class Clock implements ReplacementPolicy {

    private final boolean newPageReferenced;
    private boolean[] use = new boolean[0];
    private int hand;
    private long examined;

    Clock(boolean newPageReferenced) {
        this.newPageReferenced = newPageReferenced;
    }

    @Override
    public Set<Capability> capabilities() {
        return Set.of(Capability.REFERENCE_HOOK);
    }

    @Override
    public void pageLoaded(int frame) {
        ensure(frame);
        use[frame] = newPageReferenced;
    }

    @Override
    public void pageReferenced(int frame) {
        ensure(frame);
        use[frame] = true;
    }

    @Override
    public void frameReleased(int frame) {
        if (frame < use.length) {
            use[frame] = false;
        }
    }

    @Override
    public int selectVictims(FrameView frames, int wanted, int[] out) {
        int n = frames.frameCount();
        ensure(n - 1);
        int found = 0;
        for (long step = 0, budget = 2L * n; found < wanted && step < budget; step++) {
            int f = hand;
            hand = f + 1 == n ? 0 : f + 1;
            examined++;
            if (!frames.isReclaimable(f)) {
                continue;
            }
            if (use[f]) {
                use[f] = false;
            } else if (!alreadyChosen(out, found, f)) {
                out[found++] = f;
            }
        }
        return found;
    }

    private static boolean alreadyChosen(int[] out, int found, int frame) {
        for (int i = 0; i < found; i++) {
            if (out[i] == frame) {
                return true;
            }
        }
        return false;
    }

    private void ensure(int frame) {
        if (frame >= use.length) {
            use = Arrays.copyOf(use, Math.max(frame + 1, use.length * 2));
        }
    }

    @Override
    public long framesExamined() {
        return examined;
    }
}
