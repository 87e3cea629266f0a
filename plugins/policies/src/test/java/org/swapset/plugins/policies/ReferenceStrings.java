package org.swapset.plugins.policies;

import java.util.Arrays;
import org.swapset.spi.policy.ReplacementPolicy;

/** Replays a reference string on a few frames with a replacement policy and counts the faults (pure demand paging). */
final class ReferenceStrings {

    private ReferenceStrings() {
    }

    static int faults(ReplacementPolicy policy, int frameCount, int... pages) {
        ArrayFrames frames = new ArrayFrames(frameCount);
        int[] pageIn = new int[frameCount];
        Arrays.fill(pageIn, -1);
        int[] out = new int[1];
        int faults = 0;
        int used = 0;
        for (int page : pages) {
            int frame = indexOf(pageIn, page);
            if (frame >= 0) {
                frames.referenced[frame] = true;
                continue;
            }
            faults++;
            if (used < frameCount) {
                frame = used++;
            } else {
                if (policy.selectVictims(frames, 1, out) != 1) {
                    throw new AssertionError("the policy freed nothing from a full table");
                }
                frame = out[0];
            }
            pageIn[frame] = page;
            frames.referenced[frame] = true;
            policy.pageLoaded(frame);
        }
        return faults;
    }

    private static int indexOf(int[] pageIn, int page) {
        for (int f = 0; f < pageIn.length; f++) {
            if (pageIn[f] == page) {
                return f;
            }
        }
        return -1;
    }
}
