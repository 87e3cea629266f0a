package org.swapset.plugins.policies;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class FifoTest {

    private static final int[] BELADY = {1, 2, 3, 4, 1, 2, 5, 1, 2, 3, 4, 5};

    @Test
    void showsBeladysAnomaly() {
        // Belady, Nelson and Shedler 1969: FIFO faults 9 times with 3 frames and 10 times with 4.
        assertEquals(9, ReferenceStrings.faults(new Fifo(), 3, BELADY));
        assertEquals(10, ReferenceStrings.faults(new Fifo(), 4, BELADY));
    }

    @Test
    void ignoresReferenceBits() {
        // Page 1 is referenced over and over, yet it was loaded first, so it goes first and faults again.
        assertEquals(5, ReferenceStrings.faults(new Fifo(), 3, 1, 2, 3, 1, 1, 1, 4, 1));
    }

    @Test
    void skipsFramesInTransitAndForgetsReleasedOnes() {
        Fifo fifo = new Fifo();
        ArrayFrames frames = new ArrayFrames(4);
        for (int f = 0; f < 4; f++) {
            fifo.pageLoaded(f);
        }
        frames.reclaimable[0] = false; // being written out
        fifo.frameReleased(1);          // freed by the flush list
        int[] out = new int[2];
        assertEquals(2, fifo.selectVictims(frames, 2, out));
        assertArrayEquals(new int[] {2, 3}, out);
        frames.reclaimable[0] = true;
        assertEquals(1, fifo.selectVictims(frames, 2, out));
        assertEquals(0, out[0]);
    }
}
