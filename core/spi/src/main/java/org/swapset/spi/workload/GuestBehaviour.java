package org.swapset.spi.workload;

/**
 * One user's behaviour. Called from the simulation thread only; may keep state (a drifting working set, a guest
 * operating system's run queue).
 *
 * <p>An interactive user only needs {@link #thinkTime} and {@link #nextTransaction}. A guest that runs an operating
 * system of its own (Linux with processes) also hears how each piece of work ended ({@link #workEnded}) and, if it
 * takes CP's asynchronous page-fault notification (PFAULT or PAGEX), when a fault is pending and when it is resolved.
 */
public interface GuestBehaviour {

    /** Seconds the user thinks before the next transaction. */
    double thinkTime();

    /** Describes the next transaction into {@code plan} (call {@link TransactionPlan#begin} first). */
    void nextTransaction(TransactionPlan plan);

    /**
     * How the work last described by {@link #nextTransaction} ended. Called before the next think time is asked for.
     *
     * @param referencesDone how many of its references were done (all of them when {@link WorkEnd#COMPLETED}); the
     *                       one that faulted, when {@link WorkEnd#FAULT_PENDING}, is not among them
     * @param end            why it ended
     */
    default void workEnded(int referencesDone, WorkEnd end) {
    }

    /**
     * Whether CP may resolve this guest's page faults asynchronously (the guest enabled PFAULT or PAGEX): a fault that
     * needs a page read ends the current work with {@link WorkEnd#FAULT_PENDING} instead of putting the whole virtual
     * machine in page wait. Asked once, when the guest is created.
     */
    default boolean asyncPageFaults() {
        return false;
    }

    /**
     * CP tells the guest that a page of its current work is being read in (the PFAULT/PAGEX initial interrupt). Called
     * after {@link #workEnded} with {@link WorkEnd#FAULT_PENDING}.
     *
     * @param page the page being read
     * @return true when the guest has other work to run meanwhile (the engine asks for it at once, with no think
     *         time); false when it has none and waits, enabled, for the completion
     */
    default boolean pageFaultPending(int page) {
        return false;
    }

    /**
     * The page CP was reading for an asynchronous fault is in (the completion interrupt): the work that waited for it
     * may run again.
     */
    default void pageFaultResolved(int page) {
    }

    /**
     * The measured interval is over, at simulated time {@code now}: a guest that reports per experiment records the
     * one ending now. Called once per run, after the last event.
     */
    default void measurementEnded(double now) {
    }
}
