package org.swapset.plugins.devices;

import org.swapset.kit.KitParameters;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.swapset.spi.RandomStream;
import org.swapset.spi.hardware.IoTiming;
import org.swapset.spi.hardware.PagingDevice;
import org.swapset.spi.hardware.PagingDeviceFactory;

/**
 * The RAMAC-1 behind a 3990-6 hits its cache at the configured ratio, serves DASD-fast-write page-outs from cache,
 * never loses a revolution, and lands in the published hit and miss ranges; the SSD is a fixed latency plus transfer.
 */
class CachedArrayAndSsdTest {

    private static PagingDevice create(PagingDeviceFactory f, String... overrides) {
        return f.create(KitParameters.with(f.parameters(), overrides));
    }

    @Test
    void readsHitTheCacheAtTheConfiguredRatioAndHitsAndMissesLandInThePublishedRanges() {
        PagingDevice ramac = create(new CachedArrayFactory());
        RandomStream random = new RandomStream(5);
        IoTiming t = new IoTiming();
        int n = 100_000;
        int hits = 0;
        double hitTime = 0;
        double missTime = 0;
        for (int i = 0; i < n; i++) {
            ramac.plan(1, 0, false, true, random, t);
            assertEquals(0.0, t.rpsRetry());
            if (t.cacheHit()) {
                hits++;
                hitTime += t.uncontendedServiceTime();
            } else {
                missTime += t.uncontendedServiceTime();
            }
        }
        assertEquals(0.3, (double) hits / n, 0.01);
        double hit = hitTime / hits;
        double miss = missTime / (n - hits);
        assertTrue(hit >= 0.002 && hit <= 0.003, "FACTS 1.5: hit 2-3 ms, got " + hit);
        assertTrue(miss >= 0.015 && miss <= 0.025, "FACTS 1.5: miss 15-25 ms, got " + miss);
    }

    @Test
    void pageOutsCompleteInCacheWithDasdFastWriteAndGoToTheArrayWithout() {
        IoTiming t = new IoTiming();
        PagingDevice ramac = create(new CachedArrayFactory());
        ramac.plan(1, 0, true, false, new RandomStream(1), t);
        assertTrue(t.cacheHit());
        // FACTS 1.5 row "MSR 9392 (RAMAC) on 3990-3/6; 9393": a fast write takes 6 ms, start to end.
        assertEquals(0.006, t.overhead() + t.positioning() + t.transfer(), 1e-12);
        ramac.plan(4, 0, true, false, new RandomStream(1), t);
        assertEquals(0.006 + 3 * ramac.pageTransferTime(), t.overhead() + t.positioning() + t.transfer(), 1e-12,
                "each further page adds its transfer");
        create(new CachedArrayFactory(), "dasdFastWrite", "false").plan(4, 0, true, false, new RandomStream(1), t);
        assertFalse(t.cacheHit());
        assertTrue(t.positioning() >= 0.0125 && t.positioning() < 0.0375);
    }

    @Test
    void aPerfectCacheAlwaysHits() {
        PagingDevice ramac = create(new CachedArrayFactory(), "readHitRatio", "1.0");
        IoTiming t = new IoTiming();
        RandomStream random = new RandomStream(2);
        for (int i = 0; i < 1000; i++) {
            ramac.plan(8, 0, false, true, random, t);
            assertTrue(t.cacheHit());
        }
    }

    @Test
    void theSsdCostsItsLatencyPlusTransferAndNeverRetries() {
        PagingDevice ssd = create(new SolidStateFactory());
        IoTiming t = new IoTiming();
        ssd.plan(2, 0, false, false, new RandomStream(1), t);
        assertEquals(20e-6, t.overhead(), 1e-15);
        assertEquals(100e-6, t.positioning(), 1e-15);
        assertEquals(2 * 4096 / 100e6, t.transfer(), 1e-15);
        assertEquals(0.0, t.rpsRetry());
        assertEquals(262_144, ssd.geometry().capacityPages());
    }

    /** capacityPages was rounded down to whole 256-page tracks: 511 slots asked for gave 256, 1,000 gave 768. */
    @Test
    void theSsdHoldsExactlyTheSlotsAskedFor() {
        for (int pages : new int[] {256, 257, 511, 1000, 262_143, SolidState.MAX_CAPACITY_PAGES}) {
            PagingDevice ssd = create(new SolidStateFactory(), "capacityPages", Integer.toString(pages));
            assertEquals(pages, ssd.geometry().capacityPages(), pages + " slots asked for");
            assertEquals(1, ssd.geometry().cylinders(), "one cylinder: a start-I/O may chain any of its slots");
        }
    }
}
