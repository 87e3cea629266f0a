package org.swapset.plugins.policies;

import org.swapset.spi.policy.FrameView;
import org.swapset.spi.policy.ReplacementPolicy;

/**
 * VM/SP's core table scan: a hand advances steadily through the frame table; a frame whose reference bit is on has it
 * reset and is passed over, a frame whose bit is off is taken. The scan stops as soon as it has what was asked for and
 * resumes at the next frame next time, so one trip round the table is the "scan period". It is the one-bit clock
 * approximation of global LRU (Tetzlaff et al. 1987, "Background": "The core table scan process has a pointer steadily
 * advancing through a map of main storage ...").
 */
final class CoreTableScan implements ReplacementPolicy {

    private int hand;
    private long examined;

    @Override
    public int selectVictims(FrameView frames, int wanted, int[] out) {
        int n = frames.frameCount();
        int found = 0;
        // Two full turns are enough: the first resets every reference bit it passes, so the second finds any
        // reclaimable frame. Stopping there keeps a table with nothing reclaimable from looping forever.
        for (long step = 0, budget = 2L * n; found < wanted && step < budget; step++) {
            int f = hand;
            hand = f + 1 == n ? 0 : f + 1;
            examined++;
            if (!frames.isReclaimable(f)) {
                continue;
            }
            if (frames.isReferenced(f)) {
                frames.clearReferenced(f);
            } else if (step < n || !alreadyChosen(out, found, f)) {
                // On the second lap a frame chosen on the first is still reclaimable: never hand it back twice.
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

    @Override
    public long framesExamined() {
        return examined;
    }

    /** The frame the hand will look at next (for tests). */
    int hand() {
        return hand;
    }
}
