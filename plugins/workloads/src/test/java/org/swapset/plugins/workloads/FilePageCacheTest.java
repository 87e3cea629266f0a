package org.swapset.plugins.workloads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The fault handler on tiny files: which faults are disk, short and long, what read-around, the async marker and the
 * mmap miss counter read, and what each fault costs.
 */
class FilePageCacheTest {

    private static final double MAP = 1e-6;
    private static final double ASYNC = 100e-6;

    /** An SSD where every request costs 1 ms plus 0.1 ms per page (no flash penalty: cost = pages only). */
    private static DramCachedSsd ssd(int pages) {
        return new DramCachedSsd(pages, 1, 1 << 20, 1e-3, 0, 1e-4);
    }

    private static FilePageCache cache(int pages, int raPages, FilePageCache.Advice advice) {
        FilePageCache c = new FilePageCache(pages, raPages, advice, MAP, ASYNC, ssd(pages));
        c.reset(false);
        return c;
    }

    /** Touches a page as the process does: a fault only when it is not mapped. */
    private static int touch(FilePageCache c, int page) {
        return c.mapped(page) ? -1 : c.fault(page);
    }

    @Test
    void withoutReadaheadEveryPageIsADiskFaultFollowedByAShortOne() {
        FilePageCache c = cache(4, 0, FilePageCache.Advice.NORMAL);
        for (int p = 0; p < 4; p++) {
            assertEquals(FilePageCache.DISK, touch(c, p));
            assertEquals(-1, touch(c, p), "a mapped page does not fault again");
        }
        assertEquals(4, c.count(FilePageCache.DISK));
        assertEquals(4, c.count(FilePageCache.SHORT));
        assertEquals(0, c.count(FilePageCache.LONG));
        assertEquals(4 * 1.1e-3, c.time(FilePageCache.DISK), 1e-12, "each disk fault reads one page");
        assertEquals(4 * MAP, c.time(FilePageCache.SHORT), 1e-15);
    }

    @Test
    void readAroundBringsNeighboursInSoTheirFaultsAreLongAndTheMarkerStartsTheNextWindow() {
        FilePageCache c = cache(8, 4, FilePageCache.Advice.NORMAL);
        // Page 0: read-around [max(0, 0 - 2), +4) = pages 0-3, async size 1, so PG_readahead on page 3.
        assertEquals(FilePageCache.DISK, touch(c, 0));
        assertEquals(4, c.readLogSize());
        assertEquals(1e-3 + 4e-4, c.time(FilePageCache.DISK), 1e-12, "one request of four pages");
        for (int p = 1; p < 3; p++) {
            assertEquals(FilePageCache.LONG, touch(c, p));
        }
        assertFalse(c.cached(4));
        // Page 3 carries the marker: the expected index, so the window moves on to 4-7 (size 4 = max).
        assertEquals(FilePageCache.LONG, touch(c, 3));
        assertTrue(c.cached(4) && c.cached(7));
        assertEquals(1, c.asyncWindows());
        for (int p = 4; p < 8; p++) {
            assertEquals(FilePageCache.LONG, touch(c, p));
        }
        assertEquals(1, c.count(FilePageCache.DISK));
        assertEquals(1, c.count(FilePageCache.SHORT));
        assertEquals(7, c.count(FilePageCache.LONG));
        assertEquals(7 * MAP + ASYNC, c.time(FilePageCache.LONG), 1e-12,
                "long faults map; the one at the marker also starts a window (the one at page 4 finds nothing to "
                        + "read past the end of the file)");
    }

    @Test
    void aWarmCacheHasOnlyLongFaults() {
        FilePageCache c = new FilePageCache(16, 4, FilePageCache.Advice.NORMAL, MAP, ASYNC, ssd(16));
        c.reset(true);
        for (int p = 15; p >= 0; p--) {
            assertEquals(FilePageCache.LONG, touch(c, p));
        }
        assertEquals(0, c.count(FilePageCache.DISK));
        assertEquals(16, c.count(FilePageCache.LONG));
    }

    @Test
    void afterMmapLotsaMissMissesReadAroundStopsAndDiskFaultsReadTheirPageAlone() {
        int misses = FilePageCache.MMAP_LOTSAMISS;
        FilePageCache c = cache(10 * (misses + 10), 2, FilePageCache.Advice.NORMAL);
        for (int i = 0; i < misses; i++) {
            assertEquals(FilePageCache.DISK, touch(c, 10 * i + 5));
            assertEquals(2, c.readLogSize(), "miss " + (i + 1) + " reads around (2 pages)");
            c.clearReadLog();
        }
        for (int i = misses; i < misses + 10; i++) {
            assertEquals(FilePageCache.DISK, touch(c, 10 * i + 5));
            assertEquals(1, c.readLogSize(), "miss " + (i + 1) + " reads its page only");
            c.clearReadLog();
        }
        // Hits pay misses back: a hundred long faults bring the counter from 110 to 10, under the limit.
        for (int i = 0; i < 100; i++) {
            assertEquals(FilePageCache.LONG, touch(c, 10 * i + 4));
        }
        assertEquals(FilePageCache.DISK, touch(c, 10 * (misses + 5) + 8));
        assertEquals(2, c.readLogSize(), "under the limit again, so read-around is back");
    }

    @Test
    void madviseRandomReadsOnlyTheFaultingPage() {
        FilePageCache c = cache(64, 32, FilePageCache.Advice.RANDOM);
        touch(c, 10);
        assertEquals(1, c.readLogSize());
        assertFalse(c.cached(11));
    }

    @Test
    void madviseSequentialStartsTheInitialWindowAtTheStartOfTheFileAndReadsASmallRandomMissAsIs() {
        FilePageCache c = cache(256, 32, FilePageCache.Advice.SEQUENTIAL);
        touch(c, 0);
        // get_init_ra_size(32, 32) = 32; it would hit its own marker at once, so the next window is merged in
        // (limited to the maximum): 32 pages.
        assertEquals(32, c.readLogSize());
        c.clearReadLog();
        touch(c, 200);
        // No cached history before page 200: a standalone random read of the request (ra_pages), read as is.
        assertEquals(32, c.readLogSize());
        assertTrue(c.cached(231) && !c.cached(232));
    }
}
