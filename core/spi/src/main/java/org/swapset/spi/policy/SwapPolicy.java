package org.swapset.spi.policy;

/**
 * What happens to a user's pages across queue-stays. The scheduler gives the paging subsystem these hints, and a
 * swap policy turns them into actions through {@link PagingControl}: demand paging resets reference bits at
 * queue-drop (and, when flushing, puts the pages on the flush list); a swapping policy identifies the working set,
 * trims the rest and swaps.
 *
 * <p>Every hook has a do-nothing default, so a policy implements only what it uses.
 */
public interface SwapPolicy {

    /**
     * A user became ready with a new transaction; {@code interactive} when it arrived from the terminal. Called once
     * any swap fault of the transaction's first touch has been started (an interactive user's, before its
     * queue-add), so that {@link PagingControl#swapSetsReadThisTransaction} counts that set.
     */
    default void transactionStarted(int user, boolean interactive, PagingControl control) {
    }

    /** A user entered the multiprogramming set. */
    default void queueAdded(int user, SchedulerPolicy.Queue queue, boolean interactive, PagingControl control) {
    }

    /**
     * A user reached the end of its queue time slice. When that drops it from its queue, {@link #queueDropped}
     * follows at once, before any other hook, and the user then asks for Q2.
     */
    default void timeSliceEnded(int user, PagingControl control) {
    }

    /**
     * A user left the multiprogramming set, at the end of its transaction or involuntarily at the end of a slice.
     */
    default void queueDropped(int user, SchedulerPolicy.Queue queue, boolean interactive, PagingControl control) {
    }

    /** A user's transaction completed. */
    default void transactionEnded(int user, PagingControl control) {
    }

    /**
     * The free list is below its minimum and the flush list is empty: free what this policy can before the
     * replacement policy is asked, by putting frames on the flush list through {@link PagingControl} (the engine
     * takes them from there at once). Returns how many frames it put there; 0 leaves the work to the replacement
     * policy.
     */
    default int replenish(int wanted, PagingControl control) {
        return 0;
    }

    /**
     * Seconds between calls of {@link #periodic}, or 0 (the default) for none. Asked once, when the run starts.
     */
    default double periodSeconds() {
        return 0;
    }

    /** Called every {@link #periodSeconds} of simulated time (a garbage-collector scan, for instance). */
    default void periodic(PagingControl control) {
    }
}
