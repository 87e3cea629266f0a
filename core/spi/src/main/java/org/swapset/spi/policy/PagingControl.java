package org.swapset.spi.policy;

/**
 * What a {@link SwapPolicy} may ask the control program's paging subsystem to do. Operations act on one user's
 * resident pages; the engine does the bookkeeping (frame states, free and flush lists, page-outs, metrics).
 */
public interface PagingControl {

    /** Frames the user holds now. */
    int residentFrames(int user);

    /** Resets the reference bits of all the user's resident pages. */
    void resetReferenceBits(int user);

    /** Puts all the user's resident, unlocked pages on the flush list (the first source of free frames). */
    void flush(int user);

    /** Puts the user's resident pages whose reference bit is off on the flush list; returns how many. */
    int trimUnreferenced(int user);
}
