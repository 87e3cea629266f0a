package org.swapset.spi.workload;

/**
 * Where a {@link GuestBehaviour} writes its next transaction. The engine owns and reuses one instance per user; the
 * engine spreads the references evenly over the transaction's CPU time, in the order they are added.
 */
public interface TransactionPlan {

    /**
     * Starts describing a transaction.
     *
     * @param transactionClass index into {@link WorkloadModel#transactionClasses()}
     * @param instructions     virtual CPU the transaction needs, in instructions (the processor model turns them into
     *                         seconds, so one workload runs unchanged on a 4341 and a 3081)
     */
    void begin(int transactionClass, double instructions);

    /** The transaction references a page of the user's address space; {@code write} sets the change bit. */
    void reference(int page, boolean write);

    /**
     * A reference the control program makes to the user's page on the user's behalf (an I/O buffer, an IUCV
     * parameter list): on z/VM the page must then be in a frame below the 2 GB line, and one above it is moved
     * below first. The default treats it as an ordinary reference.
     */
    default void cpReference(int page, boolean write) {
        reference(page, write);
    }

    /** The transaction issues this many virtual (non-paging) I/Os, spread over its CPU time. */
    void virtualIo(int count, double secondsEach);

    /** The simulated time now, in seconds, for a guest that schedules its own work by a clock (a timer tick). */
    default double now() {
        return 0;
    }

    /**
     * Ends the work at the first step (reference or I/O) reached at or after simulated time {@code time}, even with
     * references left: the guest's timer interrupt ending a process's time slice, whatever page waits the slice
     * contained. The guest hears how many references were done through {@link GuestBehaviour#workEnded}. Without a
     * call the work runs to its end.
     */
    default void endBy(double time) {
    }
}
