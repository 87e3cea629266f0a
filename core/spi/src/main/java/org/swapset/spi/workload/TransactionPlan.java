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

    /**
     * The transaction gives this page of the user's address space back to the control program when it completes:
     * CMS releases the storage a command used when the command ends (DIAGNOSE X'10', with the CMS default SET
     * RELPAGE ON). The page's frame and paging slot are freed and its contents are gone, so its next reference is a
     * first reference (a cleared frame, no read). Pages given back this way take no slot between transactions. A page
     * caught on its way in or out at that instant is left as it is. Only a transaction that runs to its end releases;
     * work ended early (a guest's timer, an asynchronous fault) does not. The default, for a host that does not free
     * pages, ignores it. Since SPI 1.3.
     */
    default void releaseAtEnd(int page) {
    }

    /** The transaction issues this many virtual (non-paging) I/Os, spread over its CPU time. */
    void virtualIo(int count, double secondsEach);

    /**
     * The transaction issues a start-subchannel to one of the user's own disks (a guest DASD I/O: a DEDICATEd volume or
     * a minidisk, never a paging device): a channel program of {@code ccws} CCWs moving {@code blocks} 4 KB blocks,
     * the blocks {@code firstBlock} to {@code firstBlock + blocks - 1} of the disk. CP translates the channel program
     * (fast or full CCW translation, per CCW and per start-subchannel), serves a read from the minidisk cache when it
     * may, else starts the I/O on the disk's device, and the virtual machine waits until it completes. The I/O steps
     * are spread over the transaction's CPU time like {@link #virtualIo}'s, start-subchannels first, in the order
     * described. The default, for a host without guest disks, counts it as one virtual I/O taking no time. Since SPI
     * 1.2.
     *
     * @param disk       which of the user's disks, {@code 0 .. WorkloadModel.guestDisks() - 1}
     * @param firstBlock the first 4 KB block moved, from 0
     * @param blocks     4 KB blocks moved (one data CCW each in a Linux ECKD channel program), at least 1
     * @param ccws       CCWs in the channel program, data and control (Define Extent, Locate Record), at least 1
     * @param write      true for a write, false for a read
     */
    default void startSubchannel(int disk, int firstBlock, int blocks, int ccws, boolean write) {
        virtualIo(1, 0);
    }

    /**
     * The CP processor time charged so far to this virtual machine, in seconds: its dispatches, page faults and I/O
     * (CCW translation, interrupts, minidisk cache), what CP QUERY TIME shows as its CP time. Paging I/O CP does for
     * the system as a whole (page-outs, moves between storage levels) is nobody's. 0 on a host that does not keep it.
     * Since SPI 1.2.
     */
    default double cpSeconds() {
        return 0;
    }

    /**
     * The virtual processor time this virtual machine has used so far, in seconds (CP QUERY TIME's virtual time). 0 on
     * a host that does not keep it. Since SPI 1.2.
     */
    default double virtualSeconds() {
        return 0;
    }

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
