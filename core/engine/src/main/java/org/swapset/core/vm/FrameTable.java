package org.swapset.core.vm;

import org.swapset.spi.policy.FrameView;

/**
 * Real storage as a table of frames in primitive arrays: each frame's state, owner, virtual page and its reference
 * and change bits, plus the free list. A replacement policy sees it through {@link FrameView}.
 *
 * <p>Frame states: {@link #FREE} (on the free list), {@link #IN_USE} (holds a user's page), {@link #LOCKED} (not
 * pageable: CP LOCK, V=R, CP's own storage), {@link #PAGE_IN} (being read into), {@link #PAGE_OUT} (its page is being
 * written out; a reference to it reclaims the page), {@link #FLUSH} (on the flush list: still holds its page, which a
 * reference reclaims, but is the first source of free frames), {@link #LOGICAL} (logically swapped: holds the page of a
 * user out of queue, unmapped, left to the swap policy).
 *
 * <p>The flush list is a doubly linked list through two int arrays, so a reclaimed frame leaves it in O(1) and frames
 * can be taken from either end (FIFO or LIFO).
 */
final class FrameTable implements FrameView {

    static final byte FREE = 0;
    static final byte IN_USE = 1;
    static final byte LOCKED = 2;
    static final byte PAGE_IN = 3;
    static final byte PAGE_OUT = 4;
    static final byte FLUSH = 5;
    static final byte LOGICAL = 6;
    private static final int NONE = -1;

    private static final byte REFERENCED = 1;
    private static final byte CHANGED = 2;
    private static final byte RECLAIMED = 4;
    private static final byte PREPAGED = 8;

    private final byte[] state;
    private final byte[] bits;
    private final int[] owner;
    private final int[] page;
    private final boolean[] ownerInQueue;

    private final int[] freeList;
    private int freeCount;
    private int inUse;

    private final int[] flushPrev;
    private final int[] flushNext;
    private int flushHead = NONE;
    private int flushTail = NONE;
    private int flushCount;

    /**
     * @param frames       real storage in frames
     * @param locked       how many of them are not pageable (the last ones)
     * @param ownerInQueue the model's array saying whether each user is in queue (read, never written, here)
     */
    FrameTable(int frames, int locked, boolean[] ownerInQueue) {
        if (locked >= frames) {
            throw new IllegalArgumentException(locked + " locked frames leave nothing pageable out of " + frames);
        }
        state = new byte[frames];
        bits = new byte[frames];
        owner = new int[frames];
        page = new int[frames];
        this.ownerInQueue = ownerInQueue;
        freeList = new int[frames];
        flushPrev = new int[frames];
        flushNext = new int[frames];
        for (int f = frames - 1; f >= 0; f--) {
            owner[f] = -1;
            page[f] = -1;
            if (f >= frames - locked) {
                state[f] = LOCKED;
            } else {
                freeList[freeCount++] = f;
            }
        }
    }

    // --- FrameView -------------------------------------------------------------------------------------------------

    @Override
    public int frameCount() {
        return state.length;
    }

    @Override
    public boolean isReclaimable(int frame) {
        return state[frame] == IN_USE;
    }

    @Override
    public boolean isReferenced(int frame) {
        return (bits[frame] & REFERENCED) != 0;
    }

    @Override
    public void clearReferenced(int frame) {
        bits[frame] &= ~REFERENCED;
    }

    @Override
    public boolean isChanged(int frame) {
        return (bits[frame] & CHANGED) != 0;
    }

    @Override
    public int owner(int frame) {
        return owner[frame];
    }

    @Override
    public boolean isOwnerInQueue(int frame) {
        int o = owner[frame];
        return o >= 0 && ownerInQueue[o];
    }

    // --- the model's operations ------------------------------------------------------------------------------------

    byte state(int frame) {
        return state[frame];
    }

    int page(int frame) {
        return page[frame];
    }

    int freeCount() {
        return freeCount;
    }

    /** Frames holding a user's page (in use, or on their way in or out). */
    int inUse() {
        return inUse;
    }

    /** Takes a frame off the free list, or returns -1 when it is empty. */
    int takeFree() {
        return freeCount == 0 ? -1 : freeList[--freeCount];
    }

    /** Assigns a frame just taken off the free list to a user's page, in the given state. */
    void assign(int frame, int user, int virtualPage, byte newState) {
        owner[frame] = user;
        page[frame] = virtualPage;
        state[frame] = newState;
        bits[frame] = 0;
        inUse++;
    }

    /** Returns a frame to the free list. */
    void release(int frame) {
        owner[frame] = -1;
        page[frame] = -1;
        state[frame] = FREE;
        bits[frame] = 0;
        inUse--;
        freeList[freeCount++] = frame;
    }

    // --- the flush list --------------------------------------------------------------------------------------------

    int flushCount() {
        return flushCount;
    }

    /** Puts an in-use frame at the tail of the flush list. */
    void flush(int frame) {
        if (state[frame] != IN_USE) {
            throw new IllegalStateException("frame " + frame + " in state " + state[frame] + " cannot be flushed");
        }
        state[frame] = FLUSH;
        flushPrev[frame] = flushTail;
        flushNext[frame] = NONE;
        if (flushTail == NONE) {
            flushHead = frame;
        } else {
            flushNext[flushTail] = frame;
        }
        flushTail = frame;
        flushCount++;
    }

    /** Takes a frame off the flush list (state back to in use), because its page was referenced. */
    void unflush(int frame) {
        unlink(frame);
        state[frame] = IN_USE;
    }

    /**
     * Removes the oldest (or, with {@code newest}, the most recent) frame from the flush list and returns it, still
     * holding its page and in state {@link #IN_USE}, for the caller to free; -1 when the list is empty.
     */
    int takeFlushed(boolean newest) {
        int frame = newest ? flushTail : flushHead;
        if (frame != NONE) {
            unlink(frame);
            state[frame] = IN_USE;
        }
        return frame;
    }

    private void unlink(int frame) {
        int p = flushPrev[frame];
        int n = flushNext[frame];
        if (p == NONE) {
            flushHead = n;
        } else {
            flushNext[p] = n;
        }
        if (n == NONE) {
            flushTail = p;
        } else {
            flushPrev[n] = p;
        }
        flushCount--;
    }

    void setState(int frame, byte newState) {
        state[frame] = newState;
    }

    /** The hardware sets the reference bit, and the change bit on a store. */
    void reference(int frame, boolean write) {
        bits[frame] |= write ? (byte) (REFERENCED | CHANGED) : REFERENCED;
    }

    void clearChanged(int frame) {
        bits[frame] &= ~CHANGED;
    }

    void markReclaimed(int frame) {
        bits[frame] |= RECLAIMED;
    }

    boolean isReclaimed(int frame) {
        return (bits[frame] & RECLAIMED) != 0;
    }

    void clearReclaimed(int frame) {
        bits[frame] &= ~RECLAIMED;
    }

    /** Marks a frame read by prepaging (a swap-in), until {@link #clearPrepaged}. */
    void markPrepaged(int frame) {
        bits[frame] |= PREPAGED;
    }

    boolean isPrepaged(int frame) {
        return (bits[frame] & PREPAGED) != 0;
    }

    void clearPrepaged(int frame) {
        bits[frame] &= ~PREPAGED;
    }
}
