package org.swapset.plugins.policies;

import java.util.Arrays;
import org.swapset.spi.policy.FrameView;
import org.swapset.spi.policy.ReplacementPolicy;

/**
 * First in, first out: the frame whose page was loaded longest ago goes first, whatever its reference bit says.
 * The textbook policy that shows Belady's anomaly (more frames, more faults on some reference strings; Belady,
 * Nelson and Shedler, CACM 12(6), 1969), kept as a baseline for comparisons.
 *
 * <p>Loads are queued in a ring with a per-frame load stamp, so a frame freed by other means and loaded again is
 * not mistaken for its earlier load; nothing is allocated once the arrays have grown to the frame table's size.
 */
final class Fifo implements ReplacementPolicy {

    private int[] ringFrame = new int[64];
    private long[] ringStamp = new long[64];
    private int head;
    private int size;
    private long[] stamp = new long[64];
    private long loads;
    private long examined;

    @Override
    public void pageLoaded(int frame) {
        if (frame >= stamp.length) {
            stamp = Arrays.copyOf(stamp, Math.max(frame + 1, stamp.length * 2));
        }
        stamp[frame] = ++loads;
        push(frame, loads);
    }

    @Override
    public void frameReleased(int frame) {
        if (frame < stamp.length) {
            stamp[frame] = 0; // its queued load is stale now
        }
    }

    @Override
    public int selectVictims(FrameView frames, int wanted, int[] out) {
        int found = 0;
        for (int budget = size; found < wanted && budget > 0; budget--) {
            int frame = ringFrame[head];
            long loadStamp = ringStamp[head];
            head = (head + 1) % ringFrame.length;
            size--;
            examined++;
            if (frame >= stamp.length || stamp[frame] != loadStamp) {
                continue; // freed since, or loaded again later
            }
            if (frames.isReclaimable(frame)) {
                stamp[frame] = 0;
                out[found++] = frame;
            } else {
                push(frame, loadStamp); // in transit: keep it, at the back
            }
        }
        return found;
    }

    @Override
    public long framesExamined() {
        return examined;
    }

    private void push(int frame, long loadStamp) {
        if (size == ringFrame.length) {
            int[] frames = new int[size * 2];
            long[] stamps = new long[size * 2];
            for (int i = 0; i < size; i++) {
                frames[i] = ringFrame[(head + i) % ringFrame.length];
                stamps[i] = ringStamp[(head + i) % ringFrame.length];
            }
            ringFrame = frames;
            ringStamp = stamps;
            head = 0;
        }
        int tail = (head + size) % ringFrame.length;
        ringFrame[tail] = frame;
        ringStamp[tail] = loadStamp;
        size++;
    }
}
