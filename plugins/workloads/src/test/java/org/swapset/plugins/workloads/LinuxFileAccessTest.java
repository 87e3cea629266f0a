package org.swapset.plugins.workloads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.swapset.kit.KitParameters;
import org.swapset.spi.RandomStream;

/**
 * The file-access seed's runs on the model itself (no engine): a 11,300-page file, one access per byte, the default
 * (base-calibrated) parameters. Random with a cold cache within 20% of the published disk and total fault counts,
 * sequential with exactly one disk fault, a warm cache with none; the stride runs touch every page once.
 */
class LinuxFileAccessTest {

    private static final int PAGES = 11_300;

    /** One experiment of the factory's workload with these parameters; returns its page cache. */
    private static FilePageCache run(long seed, String... parameters) {
        LinuxFileAccessFactory factory = new LinuxFileAccessFactory();
        LinuxFileAccess model = (LinuxFileAccess) factory.create(KitParameters.with(factory.parameters(), parameters));
        FileAccessProcess process = model.newProcess(new RandomStream(seed));
        process.start(model.warm());
        while (!process.finished()) {
            process.nextSegment();
        }
        return process.cache();
    }

    private static long disk(FilePageCache c) {
        return c.count(FilePageCache.DISK);
    }

    private static long all(FilePageCache c) {
        return c.count(FilePageCache.DISK) + c.count(FilePageCache.SHORT) + c.count(FilePageCache.LONG);
    }

    @Test
    void randomWithAColdCacheIsWithin20PercentOfThePublishedDiskAndTotalFaults() {
        double disk = 0;
        double all = 0;
        int runs = 4;
        for (int seed = 1; seed <= runs; seed++) {
            FilePageCache c = run(seed, "pattern", "random");
            assertEquals(c.count(FilePageCache.DISK), c.count(FilePageCache.SHORT), "a short fault after each disk");
            assertEquals(PAGES, c.count(FilePageCache.DISK) + c.count(FilePageCache.LONG), "every page mapped once");
            disk += disk(c);
            all += all(c);
        }
        disk /= runs;
        all /= runs;
        assertEquals(6198, disk, 0.2 * 6198, "disk faults");
        assertEquals(17_497, all, 0.2 * 17_497, "all faults");
    }

    @Test
    void sequentialAccessTakesExactlyOneDiskFault() {
        FilePageCache c = run(1, "pattern", "sequential");
        assertEquals(1, disk(c));
        assertEquals(1, c.count(FilePageCache.SHORT));
        assertEquals(PAGES - 1, c.count(FilePageCache.LONG));
        assertEquals(975e-6, c.time(FilePageCache.DISK), 1e-9, "the first fault reads a cold 32-page window");
    }

    @Test
    void aWarmCacheHasNoDiskFaults() {
        FilePageCache c = run(1, "pattern", "random", "cache", "warm");
        assertEquals(0, disk(c));
        assertEquals(PAGES, c.count(FilePageCache.LONG), "each page is mapped by one minor fault");
    }

    @Test
    void aOnePageStrideKeepsBehindReadaheadLikeASequentialRun() {
        FilePageCache c = run(1, "pattern", "stride", "stridePages", "1");
        assertEquals(1, disk(c));
        assertEquals(PAGES - 1, c.count(FilePageCache.LONG));
    }

    @Test
    void a64PageStrideOutrunsReadAroundOnItsFirstSweepButReadaheadFillsTheGapsLater() {
        FilePageCache c = run(1, "pattern", "stride", "stridePages", "64");
        assertEquals(PAGES, disk(c) + c.count(FilePageCache.LONG), "every page mapped once");
        int firstSweep = (PAGES + 63) / 64;
        assertTrue(disk(c) >= firstSweep, disk(c) + " disk faults: every page of the first sweep misses");
        assertTrue(disk(c) < 6198 / 4, disk(c) + " disk faults: far fewer than random access");
    }

    @Test
    void noReadaheadMakesEveryPageADiskFault() {
        FilePageCache c = run(1, "pattern", "sequential", "readAhead", "0B");
        assertEquals(PAGES, disk(c));
        assertEquals(0, c.count(FilePageCache.LONG));
    }
}
