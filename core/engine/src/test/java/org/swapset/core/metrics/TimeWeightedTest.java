package org.swapset.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** A time-weighted level averages a step function over simulated time, as computed by hand. */
class TimeWeightedTest {

    @Test
    void meanOfAHandComputedStepFunction() {
        // Level 0 on [0,2), 3 on [2,5), 1 on [5,6), 4 on [6,10): area 0 + 9 + 1 + 16 = 26 over 10 s.
        TimeWeighted level = new TimeWeighted(0.0);
        level.set(2.0, 3.0);
        level.add(5.0, -2.0);
        level.set(6.0, 4.0);
        assertEquals(2.6, level.mean(10.0), 1e-12);
        assertEquals(4.0, level.level());
        assertEquals(4.0, level.max());
        // Up to t=6 only: area 10 over 6 s.
        TimeWeighted early = new TimeWeighted(0.0);
        early.set(2.0, 3.0);
        early.set(5.0, 1.0);
        assertEquals(10.0 / 6.0, early.mean(6.0), 1e-12);
    }

    @Test
    void resetRestartsTheAverageAndTheMaximumButKeepsTheLevel() {
        TimeWeighted level = new TimeWeighted(0.0);
        level.set(1.0, 10.0);
        level.set(4.0, 2.0);
        level.reset(5.0);
        assertEquals(2.0, level.level());
        assertEquals(2.0, level.max());
        // 2 on [5,7), 6 on [7,9): area 4 + 12 over 4 s.
        level.set(7.0, 6.0);
        assertEquals(4.0, level.mean(9.0), 1e-12);
        assertEquals(6.0, level.max());
    }

    @Test
    void withNoElapsedTimeTheMeanIsTheCurrentLevel() {
        TimeWeighted level = new TimeWeighted(3.0, 5.0);
        assertEquals(5.0, level.mean(3.0));
    }

    @Test
    void severalChangesAtOneInstantCountOnlyTheLastLevel() {
        TimeWeighted level = new TimeWeighted(0.0);
        level.set(1.0, 100.0);
        level.set(1.0, 1.0);
        assertEquals(0.5, level.mean(2.0), 1e-12);
    }

    @Test
    void timeGoingBackwardsIsRejectedWithBothTimes() {
        TimeWeighted level = new TimeWeighted(0.0);
        level.set(5.0, 1.0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> level.set(4.0, 2.0));
        assertEquals("time went backwards: t=4.0 s after a change at t=5.0 s", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> level.mean(4.0));
    }
}
