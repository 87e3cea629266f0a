package org.swapset.app.desktop.failing;

import org.swapset.spi.policy.FrameView;
import org.swapset.spi.policy.ReplacementPolicy;

/** A third-party replacement policy with a bug: it throws the first time it is asked for a victim. */
final class Failing implements ReplacementPolicy {

    @Override
    public int selectVictims(FrameView frames, int wanted, int[] out) {
        throw new IllegalStateException("victim index out of range: -1");
    }
}
