package org.swapset.plugins.policies;

import java.util.Set;
import org.swapset.spi.policy.Capability;
import org.swapset.spi.policy.FrameView;
import org.swapset.spi.policy.FutureFrameView;
import org.swapset.spi.policy.ReplacementPolicy;

/**
 * Belady's optimal replacement (MIN/OPT): the frame whose page is next referenced furthest in the future goes first
 * (Belady 1966). It needs the future, so it runs only on a recorded trace ({@link Capability#FUTURE_KNOWLEDGE}); it
 * is the lower bound any real policy is measured against. Ties (pages never referenced again) go to the lowest
 * frame, so the result is deterministic.
 */
final class Opt implements ReplacementPolicy {

    private long examined;

    @Override
    public Set<Capability> capabilities() {
        return Set.of(Capability.FUTURE_KNOWLEDGE);
    }

    @Override
    public int selectVictims(FrameView frames, int wanted, int[] out) {
        if (!(frames instanceof FutureFrameView future)) {
            throw new IllegalStateException("opt needs the future: it can only replay a trace");
        }
        int found = 0;
        while (found < wanted) {
            int best = -1;
            long furthest = Long.MIN_VALUE;
            for (int f = 0; f < frames.frameCount(); f++) {
                examined++;
                if (!frames.isReclaimable(f) || alreadyChosen(out, found, f)) {
                    continue;
                }
                long next = future.nextReference(f);
                if (next > furthest) {
                    furthest = next;
                    best = f;
                }
            }
            if (best < 0) {
                break;
            }
            out[found++] = best;
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

    @Override
    public long framesExamined() {
        return examined;
    }
}
