package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalDouble;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * A job of several forecasts that says how many it makes shows its place, the whole job's share done and its time
 * left: the running forecast's, and the mean of those finished for each to come. The clock is a counter.
 */
class ForecastStepsTest {

    private final AtomicLong now = new AtomicLong(5_000_000_000_000L);
    private final ForecastSteps steps = new ForecastSteps(now::get);

    private void at(double seconds) {
        now.set(5_000_000_000_000L + Math.round(seconds * 1e9));
    }

    private static OptionalDouble left(double seconds) {
        return OptionalDouble.of(seconds);
    }

    @Test
    void thePlaceSaysWhetherTheTotalIsAnEstimateOrABound() {
        assertFalse(steps.active());
        steps.next(3, 9, false);
        assertTrue(steps.active());
        assertEquals("forecast 4 of about 9", steps.label());
        steps.next(4, 9, true);
        assertEquals("forecast 5 of at most 9", steps.label());
        steps.next(8, 9, true);
        assertEquals("forecast 9 of 9", steps.label(), "the last by the bound");
        steps.next(9, 10, false);
        assertEquals("forecast 10 of about 10", steps.label());
        steps.restart();
        assertFalse(steps.active());
    }

    @Test
    void theShareIsOfTheWholeJobAndNeverGoesBackWithinAForecast() {
        steps.next(0, 4, false);
        assertEquals(-1, steps.fraction(-1), "not known before the first forecast reports");
        assertEquals(0.125, steps.fraction(0.5), 1e-12);
        assertEquals(0.25, steps.fraction(1), 1e-12);
        steps.next(1, 4, false);
        assertEquals(0.25, steps.fraction(-1), 1e-12, "the forecasts before, until this one reports");
        assertEquals(0.3125, steps.fraction(0.25), 1e-12);
        steps.next(2, 6, true); // the search did not bracket where estimated: the total grew
        assertEquals(2 / 6.0, steps.fraction(-1), 1e-12);
        assertEquals(2.5 / 6, steps.fraction(0.5), 1e-12);
    }

    @Test
    void theTimeLeftIsTheRunningForecastsAndTheMeanOfThoseFinishedForEachToCome() {
        at(0);
        steps.next(0, 4, false);
        at(10);
        assertEquals(OptionalDouble.empty(), steps.seconds(0.2, OptionalDouble.empty()), "nothing to go on yet");
        // No forecast finished: each to come takes as long as this one will, 10 s in and 30 s left.
        assertEquals(30 + 3 * 40, steps.seconds(0.25, left(30)).getAsDouble(), 1e-9);
        at(40);
        assertEquals(3 * 40, steps.seconds(1, OptionalDouble.empty()).getAsDouble(), 1e-9, "this one done");
        at(50);
        steps.next(1, 4, false); // the first took 50 s, its start-up after its last report included
        at(52);
        assertEquals(48 + 2 * 50, steps.seconds(-1, OptionalDouble.empty()).getAsDouble(), 1e-9,
                "not reported yet: the mean less its time so far");
        assertEquals(20 + 2 * 50, steps.seconds(0.6, left(20)).getAsDouble(), 1e-9);
        at(62);
        steps.next(2, 4, true); // 12 s: the mean of 50 and 12 is 31
        at(70);
        assertEquals(10 + 31, steps.seconds(0.4, left(10)).getAsDouble(), 1e-9);
        at(100);
        assertEquals(31, steps.seconds(-1, OptionalDouble.empty()).getAsDouble(), 1e-9,
                "past the mean and still not reported: none left for it, the mean for the last");
        steps.next(3, 4, true);
        at(101);
        assertEquals(3, steps.seconds(0.9, left(3)).getAsDouble(), 1e-9, "the last: its own time left");
    }

    @Test
    void aRestartForgetsTheTimesOfTheLastJob() {
        at(0);
        steps.next(0, 3, false);
        at(100);
        steps.next(1, 3, false);
        steps.restart();
        at(101);
        steps.next(0, 3, false);
        at(102);
        assertEquals(OptionalDouble.empty(), steps.seconds(-1, OptionalDouble.empty()));
        assertEquals(1 + 2 * 2, steps.seconds(0.5, left(1)).getAsDouble(), 1e-9);
    }
}
