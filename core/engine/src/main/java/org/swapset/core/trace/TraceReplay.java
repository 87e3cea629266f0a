package org.swapset.core.trace;

import java.util.Arrays;
import org.swapset.spi.policy.Capability;
import org.swapset.spi.policy.FutureFrameView;
import org.swapset.spi.policy.ReplacementPolicy;

/**
 * Replays a reference trace through a replacement policy on a given number of frames, pure demand paging: a
 * reference to a resident page sets its frame's reference bit (and change bit on a write) and, for a policy with
 * {@link Capability#REFERENCE_HOOK}, calls {@link ReplacementPolicy#pageReferenced}; a reference to a page not
 * resident is a fault, served from a free frame while there is one, else from the frame the policy chooses; the
 * loaded page's reference bit is set (the faulting reference is a reference). A policy with
 * {@link Capability#FUTURE_KNOWLEDGE} sees each frame's next reference.
 */
public final class TraceReplay {

    private TraceReplay() {
    }

    /** Faults of the policy on the trace with the given frames. */
    public static long faults(ReplacementPolicy policy, int frameCount, ReferenceTrace trace) {
        if (frameCount < 1) {
            throw new IllegalArgumentException("frames must be at least 1, was " + frameCount);
        }
        boolean hook = policy.capabilities().contains(Capability.REFERENCE_HOOK);
        boolean future = policy.capabilities().contains(Capability.FUTURE_KNOWLEDGE);
        Frames frames = new Frames(frameCount, trace.distinctPages(), future ? trace.nextUses() : null);
        int[] victim = new int[1];
        long faults = 0;
        int used = 0;
        for (int i = 0, n = trace.length(); i < n; i++) {
            int page = trace.page(i);
            boolean write = trace.isWrite(i);
            int f = frames.frameOf[page];
            if (f >= 0) {
                frames.reference(f, write, i);
                if (hook) {
                    policy.pageReferenced(f);
                }
                continue;
            }
            faults++;
            if (used < frameCount) {
                f = used++;
            } else {
                if (policy.selectVictims(frames, 1, victim) != 1 || !frames.isReclaimable(victim[0])) {
                    throw new IllegalStateException("replacement policy freed no reclaimable frame from a full table");
                }
                f = victim[0];
                frames.frameOf[frames.pageIn[f]] = -1;
            }
            frames.pageIn[f] = page;
            frames.frameOf[page] = f;
            frames.bits[f] = 0;
            frames.reference(f, write, i);
            policy.pageLoaded(f);
        }
        return faults;
    }

    /** The replay's frame table. */
    private static final class Frames implements FutureFrameView {
        final int[] pageIn;
        final int[] frameOf;
        final byte[] bits;
        final long[] nextUse;       // per reference position, or null
        final long[] frameNext;     // per frame: the next reference of its page

        Frames(int frames, int pages, long[] nextUse) {
            pageIn = new int[frames];
            Arrays.fill(pageIn, -1);
            frameOf = new int[pages];
            Arrays.fill(frameOf, -1);
            bits = new byte[frames];
            this.nextUse = nextUse;
            frameNext = new long[frames];
        }

        void reference(int f, boolean write, int i) {
            bits[f] |= write ? 3 : 1;
            if (nextUse != null) {
                frameNext[f] = nextUse[i];
            }
        }

        @Override
        public int frameCount() {
            return pageIn.length;
        }

        @Override
        public boolean isReclaimable(int frame) {
            return pageIn[frame] >= 0;
        }

        @Override
        public boolean isReferenced(int frame) {
            return (bits[frame] & 1) != 0;
        }

        @Override
        public void clearReferenced(int frame) {
            bits[frame] &= ~1;
        }

        @Override
        public boolean isChanged(int frame) {
            return (bits[frame] & 2) != 0;
        }

        @Override
        public int owner(int frame) {
            return pageIn[frame] >= 0 ? 0 : -1;
        }

        @Override
        public boolean isOwnerInQueue(int frame) {
            return pageIn[frame] >= 0;
        }

        @Override
        public long nextReference(int frame) {
            if (nextUse == null) {
                throw new IllegalStateException("this policy did not ask for future knowledge");
            }
            return frameNext[frame];
        }
    }
}
