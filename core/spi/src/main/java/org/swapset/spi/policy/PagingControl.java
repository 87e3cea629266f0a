package org.swapset.spi.policy;

/**
 * What a {@link SwapPolicy} may ask the control program's paging subsystem to do. Operations act on one user's
 * pages, named by virtual page number ({@code 0 .. addressSpacePages(user)-1}); the engine does the bookkeeping
 * (frame states, free and flush lists, slots, page-outs and page-ins, metrics).
 *
 * <p>The swapping operations follow Tetzlaff et al. 1987 ("Prepage prototype"): at queue-drop a policy
 * {@linkplain #trim trims} the pages it does not need to the flush list and {@linkplain #logicallySwap logically swaps}
 * the working set (the frames stay in storage, the page tables are invalidated); at queue-add it
 * {@linkplain #logicalSwapIn returns them}; when frames run short it {@linkplain #swapOut writes a swap set} of a
 * logically swapped user's pages in one go. A swap set lives on its device until it is read back: a page fault on any
 * of its pages (a swap fault) or a policy's {@linkplain #swapIn prepaging} reads the whole set, and its slots are
 * then given up.
 */
public interface PagingControl {

    /** Frames the user holds now (in use, logically swapped, on the flush list or on their way in or out). */
    int residentFrames(int user);

    /** The size of the user's address space in pages. */
    int addressSpacePages(int user);

    /** Frames of real storage, numbered {@code 0 .. frameCount()-1}. */
    int frameCount();

    /** Resets the reference bits of all the user's resident pages. */
    void resetReferenceBits(int user);

    /** Puts all the user's resident, unlocked pages on the flush list (the first source of free frames). */
    void flush(int user);

    /** Puts the user's resident pages whose reference bit is off on the flush list; returns how many. */
    int trimUnreferenced(int user);

    // --- swapping ------------------------------------------------------------------------------------------------

    /**
     * The user's pages in use in storage (not logically swapped, not on the flush list, not on their way in or
     * out), in ascending virtual page order, written to {@code into} (at least {@link #addressSpacePages} long).
     *
     * @return how many were written
     */
    int pagesInUse(int user, int[] into);

    /** Whether the user's page, which must be in use, has been referenced since its reference bit was last reset. */
    boolean isReferenced(int user, int page);

    /**
     * Puts one page in use on the flush list (trimming). A prepaged page that was never referenced is counted as a
     * prepage error.
     */
    void trim(int user, int page);

    /**
     * Logically swaps one page in use: it stays in its frame with its reference bit reset, but the user's page tables
     * no longer map it; it is not the replacement policy's to take. {@link #logicalSwapIn} gives it back,
     * {@link #swapOut} writes it.
     */
    void logicallySwap(int user, int page);

    /** The user's logically swapped pages in ascending virtual page order, written to {@code into}; how many. */
    int logicallySwappedPages(int user, int[] into);

    /** Returns every logically swapped page of the user to use, reference bits off; how many. */
    int logicalSwapIn(int user);

    /**
     * Physical swap-out: writes {@code count} logically swapped pages of the user, {@code pages[0..count-1]}, as one
     * swap set: on a device whose role is {@code swap}, in consecutive slots allocated together, when there is one
     * with room; otherwise on the page-out devices through the page-out device selector and slot allocator. Every
     * page is written, changed or not; its frame is freed when the write completes.
     *
     * @return the swap set's id, or -1 when no device has room (nothing is written then)
     */
    int swapOut(int user, int[] pages, int count);

    /**
     * The user's swap sets on paging devices, ordered by their lowest virtual page, written to {@code into}
     * (at least {@link #addressSpacePages} long); how many.
     */
    int swapSets(int user, int[] into);

    /**
     * Prepages a swap set: reads all its pages not in storage into free frames (as many as the free list gives) with
     * their reference bits off, and gives up its slots when the reads complete. The user does not wait unless it
     * faults on one of them.
     *
     * @return how many pages are being read
     */
    int swapIn(int swapSet);

    /**
     * The user's swap sets read since its transaction began, whether by a swap fault or prepaged: with the swap
     * fault an interactive user takes when it becomes ready, before its queue-add, one at least. What a policy that
     * prepages a fixed number of sets at queue-add counts against its number. Since SPI 1.4; 0 by default.
     */
    default int swapSetsReadThisTransaction(int user) {
        return 0;
    }

    /**
     * The periodic garbage-collector scan: examines {@code count} frames from {@code fromFrame} (wrapping at the end
     * of storage); a page in use whose owner is out of queue (so neither logically swapped nor trimmed: obtained
     * without a queue-add) loses its reference bit if set, and is put on the flush list if not.
     *
     * @return how many pages it put on the flush list
     */
    int collectGarbage(int fromFrame, int count);
}
