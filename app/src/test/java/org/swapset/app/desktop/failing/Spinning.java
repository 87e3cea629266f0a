package org.swapset.app.desktop.failing;

import org.swapset.spi.policy.FrameView;
import org.swapset.spi.policy.ReplacementPolicy;

/**
 * A third-party replacement policy with a worse bug: the first time it is asked for a victim it never returns, and
 * never looks at a flag. Written as {@code BrokenPluginTest}'s spinning policy is: a plain loop the JVM can stop at
 * a safepoint ({@code Thread.stop}, which the forecaster uses on JDK 17), or that dies with the process as a daemon.
 */
final class Spinning implements ReplacementPolicy {

    long turns;

    @Override
    public int selectVictims(FrameView frames, int wanted, int[] out) {
        while (true) {
            turns++;
        }
    }
}
