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

    // A frame's bits, in the byte it shares with its state (STATE_MASK).
    private static final int STATE_MASK = 7;
    private static final byte REFERENCED = 8;
    private static final byte CHANGED = 16;
    private static final byte RECLAIMED = 32;
    private static final byte PREPAGED = 64;
    private static final byte VICTIM = -128; // (byte) 0x80

    // Each frame's state (the low three bits) and its bits in one byte: a reference checks the one and sets the other
    // in one cache line, and with 2,097,152 frames the table is 2 MB, half of what a byte for each took (a run's
    // references land on random frames, so the smaller table stays in the processor's cache more of the time).
    private final byte[] stateAndBits;
    private final int frames;
    // Each frame's owner and virtual page side by side, owner at 2f and page at 2f + 1: freeing or stealing a frame
    // reads both, one cache miss instead of two.
    private final int[] ownerAndPage;
    private final boolean[] ownerInQueue;

    private final int belowLine;      // frames [0, belowLine) are below the 2 GB line
    private final int[] freeBelow;    // free frames below the line, a stack
    private int freeBelowCount;
    private final int[] freeAbove;    // free frames above it
    private int freeAboveCount;
    private int inUse;
    private int logical;              // frames in state LOGICAL

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
        this(frames, frames, locked, 0, ownerInQueue);
    }

    /**
     * Real storage with a 2 GB line: frames {@code [0, belowLine)} are below it. The {@code lockedBelow} highest
     * frames below the line and the {@code lockedAbove} last frames are not pageable (CP's own storage, CP LOCK and
     * V=R below the line; the minidisk cache above it).
     */
    FrameTable(int frames, int belowLine, int lockedBelow, int lockedAbove, boolean[] ownerInQueue) {
        if (belowLine < 1 || belowLine > frames) {
            throw new IllegalArgumentException("the 2 GB line must fall within storage: " + belowLine + " of "
                    + frames + " frames");
        }
        if (lockedBelow < 0 || lockedAbove < 0 || lockedBelow > belowLine || lockedAbove > frames - belowLine) {
            throw new IllegalArgumentException(lockedBelow + " frames locked below the line and " + lockedAbove
                    + " above do not fit " + belowLine + " below and " + (frames - belowLine) + " above");
        }
        if (lockedBelow + lockedAbove >= frames) {
            throw new IllegalArgumentException((lockedBelow + lockedAbove)
                    + " locked frames leave nothing pageable out of " + frames);
        }
        this.frames = frames;
        stateAndBits = new byte[frames];
        ownerAndPage = new int[2 * frames];
        this.ownerInQueue = ownerInQueue;
        this.belowLine = belowLine;
        freeBelow = new int[belowLine];
        freeAbove = new int[frames - belowLine];
        flushPrev = new int[frames];
        flushNext = new int[frames];
        for (int f = frames - 1; f >= 0; f--) {
            ownerAndPage[f << 1] = -1;
            ownerAndPage[(f << 1) + 1] = -1;
            boolean locked = f < belowLine ? f >= belowLine - lockedBelow : f >= frames - lockedAbove;
            if (locked) {
                stateAndBits[f] = LOCKED;
            } else if (f < belowLine) {
                freeBelow[freeBelowCount++] = f;
            } else {
                freeAbove[freeAboveCount++] = f;
            }
        }
    }

    // --- FrameView -------------------------------------------------------------------------------------------------

    @Override
    public int frameCount() {
        return frames;
    }

    @Override
    public boolean isReclaimable(int frame) {
        return state(frame) == IN_USE;
    }

    @Override
    public boolean isReferenced(int frame) {
        return (stateAndBits[frame] & REFERENCED) != 0;
    }

    @Override
    public void clearReferenced(int frame) {
        stateAndBits[frame] &= ~REFERENCED;
    }

    @Override
    public boolean isChanged(int frame) {
        return (stateAndBits[frame] & CHANGED) != 0;
    }

    @Override
    public int owner(int frame) {
        return ownerAndPage[frame << 1];
    }

    @Override
    public boolean isOwnerInQueue(int frame) {
        int o = ownerAndPage[frame << 1];
        return o >= 0 && ownerInQueue[o];
    }

    // --- the model's operations ------------------------------------------------------------------------------------

    byte state(int frame) {
        return (byte) (stateAndBits[frame] & STATE_MASK);
    }

    int page(int frame) {
        return ownerAndPage[(frame << 1) + 1];
    }

    int freeCount() {
        return freeBelowCount + freeAboveCount;
    }

    int freeBelowCount() {
        return freeBelowCount;
    }

    int freeAboveCount() {
        return freeAboveCount;
    }

    /** Frames below the 2 GB line: {@code [0, belowLine())}. */
    int belowLine() {
        return belowLine;
    }

    boolean isBelowLine(int frame) {
        return frame < belowLine;
    }

    /** Frames holding a user's page (in use, or on their way in or out). */
    int inUse() {
        return inUse;
    }

    /**
     * Takes a frame off the free list, or returns -1 when it is empty: one above the 2 GB line when there is one
     * (user pages go above, keeping the frames below for what CP must reference there).
     */
    int takeFree() {
        if (freeAboveCount > 0) {
            return freeAbove[--freeAboveCount];
        }
        return freeBelowCount == 0 ? -1 : freeBelow[--freeBelowCount];
    }

    /** Takes a free frame below the 2 GB line, or -1. */
    int takeFreeBelow() {
        return freeBelowCount == 0 ? -1 : freeBelow[--freeBelowCount];
    }

    /** Takes a free frame above the 2 GB line, or -1. */
    int takeFreeAbove() {
        return freeAboveCount == 0 ? -1 : freeAbove[--freeAboveCount];
    }

    /** Assigns a frame just taken off the free list to a user's page, in the given state. */
    void assign(int frame, int user, int virtualPage, byte newState) {
        ownerAndPage[frame << 1] = user;
        ownerAndPage[(frame << 1) + 1] = virtualPage;
        stateAndBits[frame] = newState; // its bits cleared
        inUse++;
        if (newState == LOGICAL) {
            logical++;
        }
    }

    /** Returns a frame to the free list. */
    void release(int frame) {
        ownerAndPage[frame << 1] = -1;
        ownerAndPage[(frame << 1) + 1] = -1;
        if (state(frame) == LOGICAL) {
            logical--;
        }
        stateAndBits[frame] = FREE; // its bits cleared
        inUse--;
        if (frame < belowLine) {
            freeBelow[freeBelowCount++] = frame;
        } else {
            freeAbove[freeAboveCount++] = frame;
        }
    }

    /**
     * Moves the page in {@code from} (in use) to {@code to} (just taken off a free list), with its reference and
     * change bits; {@code from} goes back to its free list.
     */
    void move(int from, int to) {
        ownerAndPage[to << 1] = ownerAndPage[from << 1];
        ownerAndPage[(to << 1) + 1] = ownerAndPage[(from << 1) + 1];
        stateAndBits[to] = stateAndBits[from]; // state and bits
        inUse++;
        if (state(to) == LOGICAL) {
            logical++; // release(from) takes it off again
        }
        release(from);
    }

    // --- the flush list --------------------------------------------------------------------------------------------

    int flushCount() {
        return flushCount;
    }

    /** Puts an in-use frame at the tail of the flush list. */
    void flush(int frame) {
        if (state(frame) != IN_USE) {
            throw new IllegalStateException("frame " + frame + " in state " + state(frame) + " cannot be flushed");
        }
        setStateKeepingBits(frame, FLUSH);
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
        setStateKeepingBits(frame, IN_USE);
    }

    /**
     * Removes the oldest (or, with {@code newest}, the most recent) frame from the flush list and returns it, still
     * holding its page and in state {@link #IN_USE}, for the caller to free; -1 when the list is empty.
     */
    int takeFlushed(boolean newest) {
        int frame = newest ? flushTail : flushHead;
        if (frame != NONE) {
            unlink(frame);
            setStateKeepingBits(frame, IN_USE);
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
        logical += (newState == LOGICAL ? 1 : 0) - (state(frame) == LOGICAL ? 1 : 0);
        setStateKeepingBits(frame, newState);
    }

    /** Sets the frame's state, leaving its bits as they are. */
    private void setStateKeepingBits(int frame, byte newState) {
        stateAndBits[frame] = (byte) (stateAndBits[frame] & ~STATE_MASK | newState);
    }

    /** Frames logically swapped: pages of users out of queue kept in storage (the interactive buffer). */
    int logicalCount() {
        return logical;
    }

    /**
     * A reference done ahead ({@code VmSystem.runAhead}): when the frame is in use, and below the 2 GB line if CP
     * makes the reference, sets its bits as {@link #reference} does and returns true; else changes nothing and
     * returns false.
     */
    boolean referenceIfUsable(int frame, boolean write, boolean cp) {
        byte[] sb = stateAndBits;
        byte b = sb[frame];
        if ((b & STATE_MASK) != IN_USE || cp && frame >= belowLine) {
            return false;
        }
        sb[frame] = (byte) (b | (write ? REFERENCED | CHANGED : REFERENCED));
        return true;
    }

    /** The hardware sets the reference bit, and the change bit on a store. */
    void reference(int frame, boolean write) {
        stateAndBits[frame] |= write ? (byte) (REFERENCED | CHANGED) : REFERENCED;
    }

    void clearChanged(int frame) {
        stateAndBits[frame] &= ~CHANGED;
    }

    void markReclaimed(int frame) {
        stateAndBits[frame] |= RECLAIMED;
    }

    boolean isReclaimed(int frame) {
        return (stateAndBits[frame] & RECLAIMED) != 0;
    }

    void clearReclaimed(int frame) {
        stateAndBits[frame] &= ~RECLAIMED;
    }

    /** Marks a frame read by prepaging (a swap-in), until {@link #clearPrepaged}. */
    void markPrepaged(int frame) {
        stateAndBits[frame] |= PREPAGED;
    }

    boolean isPrepaged(int frame) {
        return (stateAndBits[frame] & PREPAGED) != 0;
    }

    void clearPrepaged(int frame) {
        stateAndBits[frame] &= ~PREPAGED;
    }

    /** Marks a frame the replacement policy chose: it no longer tracks it (cleared when the frame is freed). */
    void markVictim(int frame) {
        stateAndBits[frame] |= VICTIM;
    }

    boolean isVictim(int frame) {
        return (stateAndBits[frame] & VICTIM) != 0;
    }

    void clearVictim(int frame) {
        stateAndBits[frame] &= ~VICTIM;
    }
}
