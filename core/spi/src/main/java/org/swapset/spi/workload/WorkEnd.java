package org.swapset.spi.workload;

/** How the work a {@link GuestBehaviour} described in a {@link TransactionPlan} came to an end. */
public enum WorkEnd {
    /** Every reference, I/O and instruction of the plan was done. */
    COMPLETED,
    /** The plan's {@link TransactionPlan#endBy deadline} passed first (a guest's timer tick ended the time slice). */
    DEADLINE,
    /**
     * A reference faulted and CP told the guest so asynchronously (PFAULT, PAGEX): the guest set the work aside and
     * runs other work while CP brings the page in ({@link GuestBehaviour#pageFaultPending}).
     */
    FAULT_PENDING
}
