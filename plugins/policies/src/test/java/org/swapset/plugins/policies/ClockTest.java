package org.swapset.plugins.policies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.swapset.core.trace.ReferenceTrace;
import org.swapset.core.trace.TraceReplay;

/** The CLOCK plugin against a plain textbook implementation, in both variants. */
class ClockTest {

    /** Second chance as the textbooks write it: frames in a circle, a use bit each, a hand. */
    private static long textbook(long[] refs, int frames, boolean newPageReferenced) {
        long[] page = new long[frames];
        java.util.Arrays.fill(page, -1);
        boolean[] use = new boolean[frames];
        int hand = 0;
        int loaded = 0;
        long faults = 0;
        for (long p : refs) {
            int f = -1;
            for (int i = 0; i < frames; i++) {
                if (page[i] == p) {
                    f = i;
                }
            }
            if (f >= 0) {
                use[f] = true;
                continue;
            }
            faults++;
            if (loaded < frames) {
                f = loaded++;
            } else {
                while (use[hand]) {
                    use[hand] = false;
                    hand = (hand + 1) % frames;
                }
                f = hand;
                hand = (hand + 1) % frames;
            }
            page[f] = p;
            use[f] = newPageReferenced;
        }
        return faults;
    }

    @Test
    void bothVariantsMatchTheTextbookOnRandomTraces() {
        SplittableRandom random = new SplittableRandom(12);
        for (int trial = 0; trial < 20; trial++) {
            long[] refs = new long[3000];
            for (int i = 0; i < refs.length; i++) {
                refs[i] = random.nextInt(4) == 0 ? random.nextInt(60) : (i / 200) * 5 + random.nextInt(12);
            }
            ReferenceTrace trace = ReferenceTrace.of(refs);
            for (int frames : new int[] {3, 7, 16}) {
                assertEquals(textbook(refs, frames, true), TraceReplay.faults(new Clock(true), frames, trace));
                assertEquals(textbook(refs, frames, false), TraceReplay.faults(new Clock(false), frames, trace));
            }
        }
    }

    @Test
    void theVariantsDiffer() {
        SplittableRandom random = new SplittableRandom(5);
        long[] refs = new long[2000];
        for (int i = 0; i < refs.length; i++) {
            refs[i] = random.nextInt(3) == 0 ? random.nextInt(40) : (i / 100) * 4 + random.nextInt(10);
        }
        ReferenceTrace trace = ReferenceTrace.of(refs);
        assertNotEquals(TraceReplay.faults(new Clock(true), 8, trace), TraceReplay.faults(new Clock(false), 8, trace));
    }
}
