package org.swapset.plugins.policies;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

/** The core table scan's hand: order, reference-bit resetting, resumption, and frames it must skip. */
class CoreTableScanTest {

    private final CoreTableScan scan = new CoreTableScan();

    @Test
    void takesTheFirstUnreferencedFramesInHandOrderAndResetsTheBitsItPasses() {
        ArrayFrames frames = new ArrayFrames(6);
        frames.referenced[0] = true;
        frames.referenced[2] = true;
        int[] out = new int[2];
        assertEquals(2, scan.selectVictims(frames, 2, out));
        assertArrayEquals(new int[] {1, 3}, out);
        assertFalse(frames.referenced[0]);
        assertFalse(frames.referenced[2]);
        assertEquals(4, scan.hand());
    }

    @Test
    void resumesWhereItStoppedAndWrapsRoundTheTable() {
        ArrayFrames frames = new ArrayFrames(4);
        int[] out = new int[1];
        scan.selectVictims(frames, 1, out);
        scan.selectVictims(frames, 1, out);
        scan.selectVictims(frames, 1, out);
        scan.selectVictims(frames, 1, out);
        assertEquals(3, out[0]);
        scan.selectVictims(frames, 1, out);
        assertEquals(0, out[0], "the hand wraps to frame 0");
    }

    @Test
    void aReferencedFrameSurvivesOnePassAndIsTakenOnTheNext() {
        ArrayFrames frames = new ArrayFrames(3);
        Arrays.fill(frames.referenced, true);
        int[] out = new int[1];
        assertEquals(1, scan.selectVictims(frames, 1, out));
        assertEquals(0, out[0], "after a full turn resetting bits, the hand takes frame 0");
        assertEquals(4, scan.framesExamined(), "three frames reset, then frame 0 taken");
    }

    @Test
    void neverTakesAnUnreclaimableFrameAndGivesUpWhenThereIsNone() {
        ArrayFrames frames = new ArrayFrames(4);
        Arrays.fill(frames.reclaimable, false);
        frames.reclaimable[2] = true;
        int[] out = new int[3];
        assertEquals(1, scan.selectVictims(frames, 3, out));
        assertEquals(2, out[0]);
    }
}
