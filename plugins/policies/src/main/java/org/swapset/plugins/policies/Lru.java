package org.swapset.plugins.policies;

import java.util.Arrays;
import java.util.Set;
import org.swapset.spi.policy.Capability;
import org.swapset.spi.policy.FrameView;
import org.swapset.spi.policy.ReplacementPolicy;

/**
 * Least recently used, exactly: the frame whose page was referenced (or loaded) longest ago goes first. Keeps a
 * doubly linked list of frames in recency order through two int arrays, so a reference and a choice are O(1); it
 * needs a call on every reference ({@link Capability#REFERENCE_HOOK}).
 */
final class Lru implements ReplacementPolicy {

    private static final int NONE = -1;

    private int[] prev = new int[0];
    private int[] next = new int[0];
    private boolean[] listed = new boolean[0];
    private int oldest = NONE;
    private int newest = NONE;
    private long examined;

    @Override
    public Set<Capability> capabilities() {
        return Set.of(Capability.REFERENCE_HOOK);
    }

    @Override
    public void pageLoaded(int frame) {
        touch(frame);
    }

    @Override
    public void pageReferenced(int frame) {
        touch(frame);
    }

    @Override
    public void frameReleased(int frame) {
        if (frame < listed.length && listed[frame]) {
            unlink(frame);
        }
    }

    @Override
    public int selectVictims(FrameView frames, int wanted, int[] out) {
        int found = 0;
        for (int f = oldest; f != NONE && found < wanted; ) {
            int newer = next[f];
            examined++;
            if (frames.isReclaimable(f)) {
                unlink(f);
                out[found++] = f;
            }
            f = newer;
        }
        return found;
    }

    @Override
    public long framesExamined() {
        return examined;
    }

    private void touch(int frame) {
        if (frame >= listed.length) {
            int n = Math.max(frame + 1, listed.length * 2);
            prev = Arrays.copyOf(prev, n);
            next = Arrays.copyOf(next, n);
            listed = Arrays.copyOf(listed, n);
        }
        if (listed[frame]) {
            if (frame == newest) {
                return;
            }
            unlink(frame);
        }
        prev[frame] = newest;
        next[frame] = NONE;
        if (newest == NONE) {
            oldest = frame;
        } else {
            next[newest] = frame;
        }
        newest = frame;
        listed[frame] = true;
    }

    private void unlink(int frame) {
        int p = prev[frame];
        int n = next[frame];
        if (p == NONE) {
            oldest = n;
        } else {
            next[p] = n;
        }
        if (n == NONE) {
            newest = p;
        } else {
            prev[n] = p;
        }
        listed[frame] = false;
    }
}
