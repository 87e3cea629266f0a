package org.swapset.plugins.policies;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.swapset.core.trace.ReferenceTrace;
import org.swapset.core.trace.StackDistances;
import org.swapset.core.trace.TraceReplay;

class StackDistancesTest {

    @Test
    void distancesOfASmallString() {
        StackDistances d = StackDistances.lru(ReferenceTrace.of(1, 2, 1, 3, 2, 2, 1));
        int inf = StackDistances.INFINITE;
        int[] expected = {inf, inf, 2, inf, 3, 1, 3};
        for (int i = 0; i < expected.length; i++) {
            assertEquals(expected[i], d.distance(i), "reference " + i);
        }
        assertArrayEquals(new long[] {6, 5, 3}, d.curve(3)); // 1, 2, 3 frames
    }

    @Test
    void theOnePassCurveEqualsReplayingEachSizeOnAMillionReferences() {
        SplittableRandom random = new SplittableRandom(8);
        long[] pages = new long[1_000_000];
        for (int i = 0; i < pages.length; i++) {
            pages[i] = random.nextInt(10) < 9 ? (i / 10_000) * 50 + random.nextInt(300) : random.nextInt(20_000);
        }
        ReferenceTrace trace = ReferenceTrace.of(pages);
        long[] curve = StackDistances.lru(trace).curve(1024);
        for (int frames = 1; frames <= 1024; frames *= 2) {
            assertEquals(TraceReplay.faults(new Lru(), frames, trace), curve[frames - 1], frames + " frames");
        }
    }

    @Test
    void theOptOnePassCurveEqualsReplayingEachSize() {
        assertArrayEquals(new long[] {12, 9, 7, 6, 5}, StackDistances.opt(ReferenceTrace.of(1, 2, 3, 4, 1, 2, 5, 1, 2,
                3, 4, 5)).curve(5)); // Belady's string: OPT 7 faults on 3 frames, 6 on 4
        SplittableRandom random = new SplittableRandom(9);
        long[] pages = new long[1_000_000];
        for (int i = 0; i < pages.length; i++) {
            pages[i] = random.nextInt(10) < 9 ? (i / 10_000) * 20 + random.nextInt(100) : random.nextInt(3_000);
        }
        ReferenceTrace trace = ReferenceTrace.of(pages);
        long[] curve = StackDistances.opt(trace).curve(64);
        for (int frames = 1; frames <= 64; frames *= 2) {
            assertEquals(TraceReplay.faults(new Opt(), frames, trace), curve[frames - 1], frames + " frames");
        }
    }

    @Test
    void workingSetFaultsAndMeanSize() {
        // 1 2 1 3 with tau = 2: faults at 1, 2, 3 (1 is back within the window); window sizes after each reference:
        // {1}, {1,2}, {2,1}, {1,3} -> 1, 2, 2, 2: mean 7/4.
        double[] ws = StackDistances.workingSet(ReferenceTrace.of(1, 2, 1, 3), 2);
        assertEquals(3.0, ws[0]);
        assertEquals(7.0 / 4, ws[1], 1e-12);
        // A window as long as the trace is "never forget": faults = distinct pages.
        assertEquals(3.0, StackDistances.workingSet(ReferenceTrace.of(1, 2, 1, 3), 100)[0]);
    }
}
