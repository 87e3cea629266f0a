package org.swapset.plugins.policies;

import org.swapset.spi.policy.FrameView;

/** A frame table in plain arrays for policy tests. */
final class ArrayFrames implements FrameView {
    final boolean[] reclaimable;
    final boolean[] referenced;

    ArrayFrames(int n) {
        reclaimable = new boolean[n];
        referenced = new boolean[n];
        java.util.Arrays.fill(reclaimable, true);
    }

    @Override public int frameCount() { return reclaimable.length; }
    @Override public boolean isReclaimable(int f) { return reclaimable[f]; }
    @Override public boolean isReferenced(int f) { return referenced[f]; }
    @Override public void clearReferenced(int f) { referenced[f] = false; }
    @Override public boolean isChanged(int f) { return false; }
    @Override public int owner(int f) { return 0; }
    @Override public boolean isOwnerInQueue(int f) { return false; }
}
