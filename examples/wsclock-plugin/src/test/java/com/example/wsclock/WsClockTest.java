package com.example.wsclock;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.swapset.kit.KitFrames;

/** What makes WSClock different from CLOCK: it spares working-set pages and takes old clean pages first. */
class WsClockTest {

    /** Four frames loaded in order, then {@code moreLoads} loads elsewhere to age them. */
    private static KitFrames fourFrames(WsClock policy, int moreLoads) {
        KitFrames frames = new KitFrames(8, 1);
        for (int f = 0; f < 4; f++) {
            frames.load(f, 0);
            policy.pageLoaded(f);
        }
        for (int i = 0; i < moreLoads; i++) {
            policy.pageLoaded(7); // frame 7 stays free in the table: only virtual time moves
        }
        return frames;
    }

    @Test
    void anOldCleanPageIsTakenBeforeAnOldChangedOne() {
        WsClock policy = new WsClock(10, true);
        KitFrames frames = fourFrames(policy, 20);
        frames.reference(0, true);
        frames.clearReferenced(0); // frame 0 changed, not referenced since
        int[] out = new int[1];
        assertEquals(1, policy.selectVictims(frames, 1, out));
        assertArrayEquals(new int[] {1}, out, "frame 0 is old but changed; frame 1 is old and clean");
    }

    @Test
    void aPageReferencedWithinTheWindowIsSparedWhileAnOldOneExists() {
        WsClock policy = new WsClock(10, true);
        KitFrames frames = fourFrames(policy, 20);
        frames.reference(0, false);
        frames.reference(1, false);
        int[] out = new int[1];
        assertEquals(1, policy.selectVictims(frames, 1, out));
        assertEquals(2, out[0], "frames 0 and 1 were referenced: their bits are reset and they join the working set");
        // Frames 0 and 1 were stamped just now: still inside the window, so the next victim is 3, not 0.
        assertEquals(1, policy.selectVictims(frames, 1, out));
        assertEquals(3, out[0]);
    }

    @Test
    void whenEveryPageIsInItsWorkingSetItFallsBackToAClock() {
        WsClock policy = new WsClock(1_000, true);
        KitFrames frames = fourFrames(policy, 0);
        int[] out = new int[2];
        assertEquals(2, policy.selectVictims(frames, 2, out), "nothing is old, but frames must still be freed");
        assertArrayEquals(new int[] {0, 1}, out);
    }
}
