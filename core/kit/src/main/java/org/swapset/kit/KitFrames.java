package org.swapset.kit;

import java.util.Arrays;
import org.swapset.spi.policy.FutureFrameView;

/**
 * A frame table as the engine keeps it, small enough to reason about in a test: each frame is free, locked (CP's own
 * or V=R storage), in use by a user (the only reclaimable state), on the flush list, or in transit (chosen and being
 * written out). Reference and change bits behave as the hardware's: a load clears both, a reference sets the
 * reference bit, a write sets the change bit. It also answers {@link #nextReference} for policies that need the
 * future, from values the driver sets.
 *
 * <p>It does not call the policy: {@link ReplacementPolicyConformance} does, in the order the engine does.
 */
public final class KitFrames implements FutureFrameView {

    /** The state of a frame. */
    public enum State { FREE, LOCKED, IN_USE, FLUSH, TRANSIT }

    private final State[] state;
    private final boolean[] referenced;
    private final boolean[] changed;
    private final int[] owner;
    private final boolean[] ownerInQueue;
    private final long[] next;

    /** {@code frames} frames, all free; users 0..users-1 own pages, none in queue. */
    public KitFrames(int frames, int users) {
        state = new State[frames];
        Arrays.fill(state, State.FREE);
        referenced = new boolean[frames];
        changed = new boolean[frames];
        owner = new int[frames];
        Arrays.fill(owner, -1);
        ownerInQueue = new boolean[Math.max(1, users)];
        next = new long[frames];
        Arrays.fill(next, Long.MAX_VALUE);
    }

    @Override
    public int frameCount() {
        return state.length;
    }

    @Override
    public boolean isReclaimable(int frame) {
        return state[frame] == State.IN_USE;
    }

    @Override
    public boolean isReferenced(int frame) {
        return referenced[frame];
    }

    @Override
    public void clearReferenced(int frame) {
        referenced[frame] = false;
    }

    @Override
    public boolean isChanged(int frame) {
        return changed[frame];
    }

    @Override
    public int owner(int frame) {
        return owner[frame];
    }

    @Override
    public boolean isOwnerInQueue(int frame) {
        return owner[frame] >= 0 && ownerInQueue[owner[frame]];
    }

    @Override
    public long nextReference(int frame) {
        return next[frame];
    }

    public State state(int frame) {
        return state[frame];
    }

    /** Reclaimable frames now. */
    public int reclaimableCount() {
        int n = 0;
        for (State s : state) {
            if (s == State.IN_USE) {
                n++;
            }
        }
        return n;
    }

    /** The first frame in a state at or after {@code from} (wrapping), or -1. */
    public int find(State wanted, int from) {
        int n = state.length;
        for (int i = 0; i < n; i++) {
            int f = (from + i) % n;
            if (state[f] == wanted) {
                return f;
            }
        }
        return -1;
    }

    /** A page of {@code user} is placed in a free frame: in use, bits clear. */
    public void load(int frame, int user, long nextUse) {
        require(frame, State.FREE);
        state[frame] = State.IN_USE;
        owner[frame] = user;
        referenced[frame] = false;
        changed[frame] = false;
        next[frame] = nextUse;
    }

    /** A page of {@code user} is placed in a free frame, its next use unknown. */
    public void load(int frame, int user) {
        load(frame, user, Long.MAX_VALUE);
    }

    /** The page in the frame is referenced (written when {@code write}), its next use unknown. */
    public void reference(int frame, boolean write) {
        reference(frame, write, Long.MAX_VALUE);
    }

    /** The page in the frame is referenced (written when {@code write}). */
    public void reference(int frame, boolean write, long nextUse) {
        require(frame, State.IN_USE);
        referenced[frame] = true;
        changed[frame] |= write;
        next[frame] = nextUse;
    }

    public void lock(int frame) {
        require(frame, State.FREE);
        state[frame] = State.LOCKED;
    }

    /** An in-use frame goes on the flush list (no longer reclaimable by the policy). */
    public void flush(int frame) {
        require(frame, State.IN_USE);
        state[frame] = State.FLUSH;
    }

    /** A flushed frame's page is referenced again before the frame is reused: back in use, no reload. */
    public void unflush(int frame) {
        require(frame, State.FLUSH);
        state[frame] = State.IN_USE;
        referenced[frame] = true;
    }

    /** A frame the policy chose starts its page-out. */
    public void startPageOut(int frame) {
        require(frame, State.IN_USE);
        state[frame] = State.TRANSIT;
    }

    /** The frame is free again. */
    public void free(int frame) {
        if (state[frame] == State.FREE || state[frame] == State.LOCKED) {
            throw new IllegalStateException("frame " + frame + " is " + state[frame]);
        }
        state[frame] = State.FREE;
        owner[frame] = -1;
        referenced[frame] = false;
        changed[frame] = false;
        next[frame] = Long.MAX_VALUE;
    }

    public void setInQueue(int user, boolean inQueue) {
        ownerInQueue[user] = inQueue;
    }

    private void require(int frame, State expected) {
        if (state[frame] != expected) {
            throw new IllegalStateException("frame " + frame + " is " + state[frame] + ", not " + expected);
        }
    }
}
