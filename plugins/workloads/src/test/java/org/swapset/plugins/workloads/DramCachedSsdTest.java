package org.swapset.plugins.workloads;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The SSD's DRAM cache warms: flash once per block, DRAM after, and the oldest blocks leave a full cache. */
class DramCachedSsdTest {

    private static final double COMMAND = 25e-6;
    private static final double FLASH = 150e-6;
    private static final double TRANSFER = 25e-6;

    private static double read(DramCachedSsd ssd, int... pages) {
        return ssd.read(pages, pages.length);
    }

    @Test
    void aPageFromFlashCostsAbout200UsAndItsBlockNeighbourFromDramAbout50() {
        DramCachedSsd ssd = new DramCachedSsd(100, 2, 1000, COMMAND, FLASH, TRANSFER);
        assertEquals(200e-6, read(ssd, 10), 1e-12);
        assertEquals(50e-6, read(ssd, 11), 1e-12, "page 11 shares page 10's 8 KB block");
        assertEquals(200e-6, read(ssd, 12), 1e-12);
    }

    @Test
    void aColdReadAroundBatchOf32PagesCostsNearlyAMillisecond() {
        DramCachedSsd ssd = new DramCachedSsd(100, 2, 1000, COMMAND, FLASH, TRANSFER);
        int[] batch = new int[32];
        for (int i = 0; i < 32; i++) {
            batch[i] = i;
        }
        assertEquals(975e-6, ssd.read(batch, 32), 1e-12);
    }

    @Test
    void aFullCacheEvictsItsOldestBlockAndAResetEmptiesIt() {
        DramCachedSsd ssd = new DramCachedSsd(100, 1, 2, COMMAND, FLASH, TRANSFER);
        read(ssd, 0);
        read(ssd, 1);
        read(ssd, 2);                                   // evicts block 0
        assertEquals(50e-6, read(ssd, 1), 1e-12);
        assertEquals(200e-6, read(ssd, 0), 1e-12);
        ssd.reset();
        assertEquals(200e-6, read(ssd, 2), 1e-12);
    }
}
