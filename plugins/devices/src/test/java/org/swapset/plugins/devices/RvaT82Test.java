package org.swapset.plugins.devices;

import org.swapset.kit.KitParameters;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.swapset.spi.RandomStream;
import org.swapset.spi.hardware.IoTiming;
import org.swapset.spi.hardware.PagingDevice;

/** The RVA T82: every write is a cache write; reads miss to the array's 10 ms with the estimated hit ratio. */
class RvaT82Test {

    private final PagingDevice rva =
            new RvaT82Factory().create(KitParameters.defaults(new RvaT82Factory().parameters()));

    @Test
    void writesCompleteInCache() {
        IoTiming t = new IoTiming();
        RandomStream random = new RandomStream(1);
        for (int i = 0; i < 1000; i++) {
            rva.plan(1, 0, true, true, random, t);
            assertTrue(t.cacheHit());
            // FACTS 1.5 row "MSR 9392 (RAMAC) on 3990-3/6; 9393": a fast write takes 6 ms, start to end.
            assertEquals(0.006, t.overhead() + t.positioning() + t.transfer(), 1e-12);
        }
    }

    @Test
    void aReadCostsTheHitRatioMixOfCacheAndArray() {
        IoTiming t = new IoTiming();
        RandomStream random = new RandomStream(2);
        double sum = 0;
        int n = 200_000;
        for (int i = 0; i < n; i++) {
            rva.plan(1, 0, false, true, random, t);
            sum += t.positioning();
        }
        // 0.2 x 1.5 ms + 0.8 x 10 ms (the back end drawn uniformly around its mean).
        assertEquals(0.0083, sum / n, 0.0001);
    }
}
