package org.swapset.plugins.workloads;

import java.util.Arrays;

/**
 * The SSD holding the file, with a DRAM cache that warms as the file is read. The device reads flash in blocks of
 * {@code blockPages} pages and keeps the blocks it has read in a DRAM cache of {@code cacheBlocks} blocks (oldest
 * out first). A read request of {@code n} pages costs a command time, plus one flash access when any of its blocks is
 * not in the DRAM cache, plus {@code n} page transfers:
 *
 * <pre>  t = command + (any block missed ? flash : 0) + n × transfer</pre>
 *
 * So a cold read of one page costs command + flash + transfer and a read of a page whose block an earlier read
 * brought in costs command + transfer; as a run goes on, more of the file's blocks are in DRAM and the cheap case
 * becomes the common one. That is the behaviour the file-access seed reports (about 1000 µs for the first read-around
 * batches, then single-page reads alternating between about 200 and about 50 µs, 50 µs increasingly often) and the
 * explanation it offers (the controller keeps the file in its DRAM cache). FACTS has no rows for this device: every
 * figure is an estimate [EST] calibrated on that base run (see the factory).
 *
 * <p>The file's pages are the device's first logical blocks, block-aligned. State is primitive arrays: a flag per
 * block of the file and a ring of the cached blocks in arrival order.
 */
final class DramCachedSsd {

    private final double command;
    private final double flash;
    private final double transfer;
    private final int blockPages;
    private final boolean[] inDram;
    private final int[] ring;       // cached blocks, oldest at head
    private int head;
    private int count;

    /**
     * @param filePages   pages of the file on the device
     * @param blockPages  pages per flash block (the unit read into DRAM)
     * @param cacheBlocks blocks the DRAM cache holds
     * @param command     seconds per request
     * @param flash       seconds added when a request must read flash
     * @param transfer    seconds per page moved to the host
     */
    DramCachedSsd(int filePages, int blockPages, long cacheBlocks, double command, double flash, double transfer) {
        if (filePages < 1 || blockPages < 1 || cacheBlocks < 1) {
            throw new IllegalArgumentException("SSD: file pages " + filePages + ", block pages " + blockPages
                    + ", cache blocks " + cacheBlocks + " must all be positive");
        }
        this.command = command;
        this.flash = flash;
        this.transfer = transfer;
        this.blockPages = blockPages;
        int fileBlocks = (filePages + blockPages - 1) / blockPages;
        this.inDram = new boolean[fileBlocks];
        // A cache at least as big as the file never evicts one of its blocks.
        this.ring = new int[(int) Math.min(cacheBlocks, fileBlocks)];
    }

    /** Empties the DRAM cache (the device was power-cycled with the host). */
    void reset() {
        Arrays.fill(inDram, false);
        head = 0;
        count = 0;
    }

    /**
     * Reads {@code pages} pages given in {@code list[0..pages)} (one request; the kernel plugs the pages of one
     * readahead call together) and returns its service time in seconds.
     */
    double read(int[] list, int pages) {
        boolean miss = false;
        for (int i = 0; i < pages; i++) {
            int block = list[i] / blockPages;
            if (!inDram[block]) {
                miss = true;
                admit(block);
            }
        }
        return command + (miss ? flash : 0) + pages * transfer;
    }

    private void admit(int block) {
        if (count == ring.length) {
            inDram[ring[head]] = false;
            ring[head] = block;
            head = (head + 1) % ring.length;
        } else {
            ring[(head + count++) % ring.length] = block;
        }
        inDram[block] = true;
    }
}
