package com.example.wsclock;

import java.util.Arrays;
import org.swapset.spi.policy.FrameView;
import org.swapset.spi.policy.ReplacementPolicy;

/**
 * WSClock (R. W. Carr and J. L. Hennessy, "WSCLOCK - a simple and effective algorithm for virtual memory
 * management", SOSP 1981): one clock hand over all frames, as in the core table scan, but a frame whose reference bit
 * is off is taken only if its page has left the working set - not seen referenced for {@code tau} units of virtual
 * time - and old unchanged pages are taken before old changed ones, which cost a write.
 *
 * <p>Virtual time here is the count of page loads the policy has seen, which needs no call per reference. The hand
 * records the time at which it last found each frame referenced (or the frame was loaded). When one revolution finds
 * too few old pages, the old changed pages it passed are taken next, and if still short, any frame whose reference
 * bit is off, as a plain clock would (the working sets are larger than storage: the system thrashes, and WSClock
 * degrades to CLOCK rather than failing to free a frame).
 *
 * <p>No allocation after the arrays have grown to the frame table's size; one instance per run.
 */
final class WsClock implements ReplacementPolicy {

    private final long tau;
    private final boolean preferClean;
    private long[] lastUse = new long[0];
    private int[] oldChanged = new int[0];
    private long loads;
    private int hand;
    private long examined;

    WsClock(long tau, boolean preferClean) {
        this.tau = tau;
        this.preferClean = preferClean;
    }

    @Override
    public void pageLoaded(int frame) {
        ensure(frame + 1);
        lastUse[frame] = ++loads;
    }

    @Override
    public int selectVictims(FrameView frames, int wanted, int[] out) {
        int n = frames.frameCount();
        ensure(n);
        int found = 0;
        int changed = 0;
        // One revolution: reset reference bits (stamping the frame as in use now), take old clean pages.
        for (int step = 0; step < n && found < wanted; step++) {
            int f = advance(n);
            if (!frames.isReclaimable(f)) {
                continue;
            }
            if (frames.isReferenced(f)) {
                frames.clearReferenced(f);
                lastUse[f] = loads;
                continue;
            }
            if (loads - lastUse[f] < tau) {
                continue; // still in its working set
            }
            if (preferClean && frames.isChanged(f)) {
                oldChanged[changed++] = f; // worth taking only if no clean old page will do
                continue;
            }
            out[found++] = f;
        }
        // Old changed pages, in the order the hand passed them.
        for (int i = 0; i < changed && found < wanted; i++) {
            out[found++] = oldChanged[i];
        }
        // Nothing old enough is left: behave as CLOCK. The first lap clears bits, the second finds any frame.
        for (long step = 0, budget = 2L * n; found < wanted && step < budget; step++) {
            int f = advance(n);
            if (!frames.isReclaimable(f)) {
                continue;
            }
            if (frames.isReferenced(f)) {
                frames.clearReferenced(f);
                lastUse[f] = loads;
            } else if (!chosen(out, found, f)) {
                out[found++] = f;
            }
        }
        return found;
    }

    private int advance(int n) {
        int f = hand;
        hand = f + 1 >= n ? 0 : f + 1;
        examined++;
        return f;
    }

    private static boolean chosen(int[] out, int found, int frame) {
        for (int i = 0; i < found; i++) {
            if (out[i] == frame) {
                return true;
            }
        }
        return false;
    }

    private void ensure(int frames) {
        if (frames > lastUse.length) {
            int size = Math.max(frames, lastUse.length * 2);
            lastUse = Arrays.copyOf(lastUse, size);
            oldChanged = new int[size];
        }
    }

    @Override
    public long framesExamined() {
        return examined;
    }
}
