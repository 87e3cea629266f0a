package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.OptionalDouble;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/**
 * The time left comes from the rate progress is seen to move at once it has been watched for a while, never from
 * the start-up before the first report, and follows a change of pace; the clock is a counter the test moves.
 */
class TimeLeftTest {

    private final AtomicLong now = new AtomicLong(1_000_000_000_000L); // any origin: only differences count
    private final TimeLeft left = new TimeLeft(now::get);

    private void at(double seconds, double share) {
        now.set(1_000_000_000_000L + Math.round(seconds * 1e9));
        left.observe(share);
    }

    private double seconds() {
        OptionalDouble s = left.seconds();
        assertTrue(s.isPresent(), "an estimate");
        return s.getAsDouble();
    }

    @Test
    void noEstimateUntilProgressHasBeenWatchedLongEnough() {
        assertEquals(OptionalDouble.empty(), left.seconds());
        at(0, -1);          // not known yet
        at(1, 0);           // started, nothing simulated
        assertEquals(OptionalDouble.empty(), left.seconds());
        at(3, 0.001);       // the first progress: the base
        at(4, 0.011);
        at(7.9, 0.05);
        assertEquals(OptionalDouble.empty(), left.seconds(), "4.9 s of progress watched: still estimating");
        at(8, 0.051);
        assertEquals(0.949 / 0.01, seconds(), 1e-6);
    }

    @Test
    void theStartUpBeforeTheFirstReportIsNotCountedAsSlowProgress() {
        // Ten seconds of loading and building, then 1 % a second: the time left is 1 % a second's, not the
        // 0.5 % a second that the elapsed time would make of it (which would say twice as long).
        at(10, 0.0001);
        for (int s = 11; s <= 20; s++) {
            at(s, 0.0001 + 0.01 * (s - 10));
        }
        assertEquals((1 - 0.1001) / 0.01, seconds(), 1e-6);
    }

    @Test
    void theFirstEstimateIsFromTheLaterHalfOfTheProgressWatchedNotTheSlowStart() {
        // Two seconds at half speed (the JVM compiling the simulation), then full speed: the first estimate, five
        // seconds in, is at full speed.
        at(0, 0.001);
        for (int half = 1; half <= 10; half++) {
            double s = half / 2.0;
            at(s, 0.001 + 0.005 * Math.min(s, 2) + 0.01 * Math.max(0, s - 2));
        }
        assertEquals((1 - 0.041) / 0.01, seconds(), 1e-6);
    }

    @Test
    void theRateFollowsAChangeOfPaceWithinAWindow() {
        // The first seconds run slowly (the JVM compiling the simulation), then at full speed; later the last
        // replication runs alone, at half the pace.
        double share = 0.001;
        at(0, share);
        for (int s = 1; s <= 5; s++) {
            share += 0.002;
            at(s, share);
        }
        for (int s = 6; s <= 40; s++) {
            share += 0.01;
            at(s, share);
        }
        assertEquals((1 - share) / 0.01, seconds(), 1e-6, "the slow start has left the window");
        for (int s = 41; s <= 61; s++) {
            share += 0.005;
            at(s, share);
        }
        assertEquals((1 - share) / 0.005, seconds(), 1e-6, "the window is at the new pace");
    }

    @Test
    void theEstimateCountsDownBetweenReportsAndGivesUpWhenNoneComeForAWindow() {
        for (int s = 0; s <= 10; s++) {
            at(s, 0.02 * s + 0.001);
        }
        double then = seconds();
        now.addAndGet(3_000_000_000L);
        assertEquals(then - 3, seconds(), 1e-6);
        now.addAndGet(TimeLeft.WINDOW_NANOS);
        assertEquals(OptionalDouble.empty(), left.seconds(), "nothing reported for a whole window: stuck, or idle");
    }

    @Test
    void progressThatDoesNotMoveGivesNoEstimate() {
        for (int s = 0; s <= 30; s++) {
            at(s, 0.25);
        }
        assertEquals(OptionalDouble.empty(), left.seconds());
    }

    @Test
    void eachForecastOfASearchReportsFromZeroAndTheRateRunsOnAcrossThem() {
        for (int s = 0; s <= 10; s++) {
            at(s, Math.min(1, 0.1 * s + 0.001));
        }
        assertEquals(OptionalDouble.empty(), left.seconds(), "the forecast is done");
        at(10.5, 0.05);  // the next forecast, from 0
        at(12, 0.2);
        assertEquals(0.8 / 0.1, seconds(), 0.05, "the time left of the forecast running, at the rate seen so far");
    }

    @Test
    void aForecastMarkedAsStartingCountsFromZeroThoughItsFirstReportIsAboveWhereTheLastStopped() {
        for (int s = 1; s <= 10; s++) {
            at(s, 0.02 * s);  // a slow forecast, stopped at 20 % (its time limit)
        }
        left.nextForecast();
        at(11, 0.25);         // a quick one: 25 % of it in its first second, more than the 20 % before
        at(12, 0.5);
        at(13, 0.75);
        // From 0.14 at 7 s to 0.2 + 0.75 at 13 s; 25 % left of the forecast running.
        assertEquals(0.25 / (0.81 / 6), seconds(), 0.01);
    }

    @Test
    void aForecastJustStartedHasNoTimeLeftUntilItReports() {
        for (int s = 0; s <= 10; s++) {
            at(s, Math.min(1, 0.1 * s + 0.001));
        }
        left.nextForecast();
        now.set(1_000_000_000_000L + 10_500_000_000L);
        assertEquals(OptionalDouble.empty(), left.seconds(), "its share is not known yet");
        at(11, 0.1);
        assertEquals(0.9 / 0.1, seconds(), 0.05);
    }

    @Test
    void aRestartForgetsTheLastJob() {
        for (int s = 0; s <= 10; s++) {
            at(s, 0.05 * s + 0.001);
        }
        seconds();
        left.restart();
        at(11, 0.01);
        at(12, 0.02);
        assertEquals(OptionalDouble.empty(), left.seconds());
    }
}
