package org.swapset.core.scenario;

/**
 * The control program's costs and real-storage management settings. Costs are in instructions, charged as CP CPU
 * time at the processor's speed.
 *
 * @param faultInstructions     handling one page fault (finding the page, getting a frame, bookkeeping)
 * @param startIoInstructions   building and starting one paging start-I/O
 * @param interruptInstructions handling one I/O interrupt
 * @param dispatchInstructions  one dispatch of a user onto a processor
 * @param freeListReserve       the free list is kept at the multiprogramming level plus this (VM/SP: 1)
 * @param flushListOrder        which end of the flush list frames are taken from
 * @param writeUnchangedPages   write a page out before its frame is reused even when it is unchanged and has a slot
 * @param asyncFaultInstructions the extra CP work of a page fault resolved asynchronously for a guest that enabled
 *                              PFAULT or PAGEX: presenting the initial and the completion interrupt to the guest
 *                              (its own redispatch is the guest's virtual CPU) [EST]
 * @param replenishBatch        when the free list falls below its minimum it is refilled to the minimum plus this
 *                              less one, so this many frames are freed (and their page-outs issued) together
 *                              (VM/SP: 1, one frame at a time)
 * @param ccwTranslation        guest DASD I/O: fast or full CCW translation, its costs, and the minidisk cache
 * @param chainReadsWithWrites  a paging start-I/O chains every request queued for its cylinder, page-ins and page-outs
 *                              together, in slot order ("VM combines the paging requests into a single SIO if the
 *                              queued requests are directed to the same paging cylinder", Tetzlaff et al. 1987,
 *                              "Background"); false keeps reads and writes in separate start-I/Os
 * @param reclaimFlushedPages   a fault on a page whose frame is still on the flush list takes the frame back without
 *                              I/O; false: flushing (and a swap policy's trimming) pages the user's pages out, as VM/SP
 *                              does ("At the next queue-drop any remaining unreferenced pages are paged out"), so a
 *                              fault on one reads it back, after its write if it had changed
 */
public record ControlProgram(double faultInstructions, double startIoInstructions, double interruptInstructions,
                             double dispatchInstructions, int freeListReserve, FlushListOrder flushListOrder,
                             boolean writeUnchangedPages, int replenishBatch, PageSteal pageSteal,
                             double pageMoveInstructions, int belowLineReserve, double expandedPageInstructions,
                             double asyncFaultInstructions, CcwTranslation ccwTranslation,
                             boolean chainReadsWithWrites, boolean reclaimFlushedPages) {

    /**
     * What happens to a changed page stolen from below the 2 GB line (the steal selection is the same in both;
     * "Improved Utilization of Large Real Storage", z/VM 4.3.0 performance report).
     */
    public enum PageSteal {
        /** z/VM 4.2: paged out, to expanded storage if there is room, else to DASD. */
        ZVM42,
        /**
         * z/VM 4.3: when expanded storage is absent or full and a frame above the line is free, copied to that frame;
         * otherwise as 4.2.
         */
        ZVM43
    }

    /** The order frames leave the flush list. */
    public enum FlushListOrder {
        /** First in, first out: the frames of the user dropped longest ago go first (VM/SP). */
        FIFO,
        /** Last in, first out: the most recently flushed frames go first. */
        LIFO
    }

    public ControlProgram {
        if (faultInstructions < 0 || startIoInstructions < 0 || interruptInstructions < 0 || dispatchInstructions < 0) {
            throw new IllegalArgumentException("control-program costs must not be negative");
        }
        if (freeListReserve < 1) {
            throw new IllegalArgumentException("freeListReserve must be at least 1");
        }
        if (replenishBatch < 1) {
            throw new IllegalArgumentException("replenishBatch must be at least 1");
        }
        if (flushListOrder == null) {
            throw new IllegalArgumentException("flushListOrder is required");
        }
        if (pageSteal == null) {
            throw new IllegalArgumentException("pageSteal is required");
        }
        if (pageMoveInstructions < 0 || expandedPageInstructions < 0 || asyncFaultInstructions < 0) {
            throw new IllegalArgumentException("control-program costs must not be negative");
        }
        if (belowLineReserve < 1) {
            throw new IllegalArgumentException("belowLineReserve must be at least 1");
        }
        if (ccwTranslation == null) {
            throw new IllegalArgumentException("ccwTranslation is required");
        }
    }

    /** All the costs and options, reads and writes chained apart, flushed pages paged out. */
    public ControlProgram(double faultInstructions, double startIoInstructions, double interruptInstructions,
                          double dispatchInstructions, int freeListReserve, FlushListOrder flushListOrder,
                          boolean writeUnchangedPages, int replenishBatch, PageSteal pageSteal,
                          double pageMoveInstructions, int belowLineReserve, double expandedPageInstructions,
                          double asyncFaultInstructions, CcwTranslation ccwTranslation) {
        this(faultInstructions, startIoInstructions, interruptInstructions, dispatchInstructions, freeListReserve,
                flushListOrder, writeUnchangedPages, replenishBatch, pageSteal, pageMoveInstructions,
                belowLineReserve, expandedPageInstructions, asyncFaultInstructions, ccwTranslation, false, false);
    }

    /** All the costs and options but guest DASD I/O's, which take {@link CcwTranslation#DEFAULT}. */
    public ControlProgram(double faultInstructions, double startIoInstructions, double interruptInstructions,
                          double dispatchInstructions, int freeListReserve, FlushListOrder flushListOrder,
                          boolean writeUnchangedPages, int replenishBatch, PageSteal pageSteal,
                          double pageMoveInstructions, int belowLineReserve, double expandedPageInstructions,
                          double asyncFaultInstructions) {
        this(faultInstructions, startIoInstructions, interruptInstructions, dispatchInstructions, freeListReserve,
                flushListOrder, writeUnchangedPages, replenishBatch, pageSteal, pageMoveInstructions,
                belowLineReserve, expandedPageInstructions, asyncFaultInstructions, CcwTranslation.DEFAULT);
    }

    /** VM/SP storage management with the given costs and options, and z/VM 4.2's defaults for the 2 GB line. */
    public ControlProgram(double faultInstructions, double startIoInstructions, double interruptInstructions,
                          double dispatchInstructions, int freeListReserve, FlushListOrder flushListOrder,
                          boolean writeUnchangedPages, int replenishBatch) {
        this(faultInstructions, startIoInstructions, interruptInstructions, dispatchInstructions, freeListReserve,
                flushListOrder, writeUnchangedPages, replenishBatch, PageSteal.ZVM42, DEFAULT_MOVE_INSTRUCTIONS,
                DEFAULT_BELOW_LINE_RESERVE, DEFAULT_EXPANDED_INSTRUCTIONS, DEFAULT_ASYNC_FAULT_INSTRUCTIONS);
    }

    /** CP instructions to move or copy a page between two frames [EST]. */
    public static final double DEFAULT_MOVE_INSTRUCTIONS = 1500;
    /** Free frames kept below the 2 GB line for pages CP must reference there [EST]. */
    public static final int DEFAULT_BELOW_LINE_RESERVE = 64;
    /** CP instructions to move a page between real and expanded storage [EST]. */
    public static final double DEFAULT_EXPANDED_INSTRUCTIONS = 2500;

    /**
     * CP instructions to present a PFAULT/PAGEX fault to the guest, initial and completion interrupt together [EST: no
     * published figure; two simulated program interruptions of a few thousand instructions each].
     */
    public static final double DEFAULT_ASYNC_FAULT_INSTRUCTIONS = 6000;

    /** Costs only, with VM/SP's storage management (reserve 1, FIFO flush list, unchanged pages not written). */
    public ControlProgram(double faultInstructions, double startIoInstructions, double interruptInstructions,
                          double dispatchInstructions) {
        this(faultInstructions, startIoInstructions, interruptInstructions, dispatchInstructions, 1,
                FlushListOrder.FIFO, false, 1);
    }
}
