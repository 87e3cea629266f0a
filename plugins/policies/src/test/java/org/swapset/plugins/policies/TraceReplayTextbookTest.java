package org.swapset.plugins.policies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.swapset.core.trace.ReferenceTrace;
import org.swapset.core.trace.TraceReplay;

/** Trace replay through the bundled policies gives the textbook fault counts. */
class TraceReplayTextbookTest {

    /** Silberschatz, Galvin and Gagne, "Operating System Concepts", the reference string of the page-replacement chapter. */
    private static final ReferenceTrace SILBERSCHATZ = ReferenceTrace.of(7, 0, 1, 2, 0, 3, 0, 4, 2, 3, 0, 3, 2, 1, 2,
            0, 1, 7, 0, 1);
    /** Belady, Nelson and Shedler 1969. */
    private static final ReferenceTrace BELADY = ReferenceTrace.of(1, 2, 3, 4, 1, 2, 5, 1, 2, 3, 4, 5);

    @Test
    void fifoLruAndOptOnTheTextbookString() {
        assertEquals(15, TraceReplay.faults(new Fifo(), 3, SILBERSCHATZ));
        assertEquals(12, TraceReplay.faults(new Lru(), 3, SILBERSCHATZ));
        assertEquals(9, TraceReplay.faults(new Opt(), 3, SILBERSCHATZ));
    }

    @Test
    void beladysAnomalyForFifoButNotForTheStackAlgorithms() {
        assertEquals(9, TraceReplay.faults(new Fifo(), 3, BELADY));
        assertEquals(10, TraceReplay.faults(new Fifo(), 4, BELADY));
        assertEquals(10, TraceReplay.faults(new Lru(), 3, BELADY));
        assertEquals(8, TraceReplay.faults(new Lru(), 4, BELADY));
        assertEquals(7, TraceReplay.faults(new Opt(), 3, BELADY));
        assertEquals(6, TraceReplay.faults(new Opt(), 4, BELADY));
    }

    @Test
    void onARandomTraceOptIsBestAndLruNeverWorsensWithMoreFrames() {
        SplittableRandom random = new SplittableRandom(3);
        long[] pages = new long[20_000];
        for (int i = 0; i < pages.length; i++) {
            // A working set that drifts: mostly near the last page, sometimes far.
            pages[i] = random.nextInt(10) < 8 ? (i / 500) * 10 + random.nextInt(40) : random.nextInt(2_000);
        }
        ReferenceTrace trace = ReferenceTrace.of(pages);
        long previousLru = Long.MAX_VALUE;
        for (int frames : new int[] {8, 16, 32, 64, 128}) {
            long opt = TraceReplay.faults(new Opt(), frames, trace);
            long lru = TraceReplay.faults(new Lru(), frames, trace);
            long fifo = TraceReplay.faults(new Fifo(), frames, trace);
            long clock = TraceReplay.faults(new CoreTableScan(), frames, trace);
            assertTrue(opt <= lru && opt <= fifo && opt <= clock, frames + " frames");
            assertTrue(lru <= previousLru, "LRU is a stack algorithm: " + lru + " > " + previousLru);
            previousLru = lru;
        }
    }
}
