package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.core.engine.CancelledException;
import org.swapset.core.forecast.CapacitySearch;
import org.swapset.core.forecast.Estimate;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.MetricForecast;
import org.swapset.core.metrics.Metric;
import org.swapset.core.scenario.ScenarioDocument;
import org.swapset.core.scenario.ScenarioException;

/**
 * A sweep or capacity search cancelled, or stopped by a failure, after some of its forecasts keeps what it finished:
 * the points forecast, marked partial with how far it got, the counts not run listed with why. The cancellation is
 * the flag going up once a given number of replications has finished, so the tests wait for no time.
 */
class PartialRunsTest {

    /** The small scenario's replications per forecast. */
    private static final int REPLICATIONS = 3;

    @TempDir
    Path temp;

    private final Runs runs = new Runs(TestFiles.registry(), 2);

    /** A job's control whose cancel flag goes up once {@code replications} replications have finished. */
    private static Jobs.Control cancelAfter(int replications) {
        AtomicInteger finished = new AtomicInteger();
        return new Jobs.Control() {
            @Override
            public void note(String text) {
            }

            @Override
            public void progress(long done, long total) {
                finished.incrementAndGet();
            }

            @Override
            public boolean getAsBoolean() {
                return finished.get() >= replications;
            }
        };
    }

    private ScenarioDocument small() throws Exception {
        Path file = temp.resolve("small.yaml");
        return ScenarioDocument.read(java.nio.file.Files.exists(file) ? file : TestFiles.small(temp, "small.yaml"));
    }

    @Test
    void aSweepCancelledAfterTwoCountsKeepsTheirPoints() throws Exception {
        Jobs.Partial p = assertThrows(Jobs.Partial.class, () -> runs.sweep(small(), 0, "response.mean",
                List.of(10, 20, 30, 40)).run(cancelAfter(2 * REPLICATIONS)));
        assertTrue(p.getCause() instanceof CancelledException, String.valueOf(p.getCause()));
        assertEquals("cancelled after 2 of 4 user counts", p.getMessage());
        Curve kept = (Curve) p.kept();
        assertEquals(List.of(10, 20), kept.points().stream().map(Curve.Point::users).toList());
        assertEquals(Map.of(30, "not run: cancelled", 40, "not run: cancelled"), kept.missing());
        assertEquals("the sweep was cancelled after 2 of 4 user counts", kept.partial());
        assertEquals(List.of(10, 20, 30, 40), kept.rows().stream().map(Curve.Row::users).toList());
        assertNull(kept.rows().get(2).estimate());
    }

    @Test
    void aSweepStoppedByAFailureKeepsWhatCameBeforeAndSaysWhereAndWhy() throws Exception {
        // Two million users is more than the loader takes: the count fails when the sweep reaches it.
        Jobs.Partial p = assertThrows(Jobs.Partial.class, () -> runs.sweep(small(), 0, "response.mean",
                List.of(10, 2_000_000, 20)).run(cancelAfter(Integer.MAX_VALUE)));
        assertTrue(p.getCause() instanceof ScenarioException, String.valueOf(p.getCause()));
        assertEquals("stopped by a failure at 2000000 users, after 1 of 3 user counts", p.getMessage());
        Curve kept = (Curve) p.kept();
        assertEquals(List.of(10), kept.points().stream().map(Curve.Point::users).toList());
        assertTrue(kept.missing().get(2_000_000).startsWith("failed: ") && kept.missing().get(2_000_000)
                .contains("users"), kept.missing().toString());
        assertEquals("not run: the sweep stopped at 2000000 users", kept.missing().get(20));
        assertEquals("the sweep was stopped by a failure at 2000000 users, after 1 of 3 user counts",
                kept.partial());
    }

    @Test
    void aSweepStoppedAtItsFirstCountHasNothingToKeep() throws Exception {
        assertThrows(ScenarioException.class, () -> runs.sweep(small(), 0, "response.mean",
                List.of(2_000_000, 10)).run(cancelAfter(Integer.MAX_VALUE)));
        assertThrows(CancelledException.class, () -> runs.sweep(small(), 0, "response.mean",
                List.of(10, 20)).run(cancelAfter(0)));
    }

    @Test
    void aCapacitySearchCancelledAfterTwoForecastsKeepsItsCurveWithNoAnswer() throws Exception {
        CapacitySearch.Target target = CapacitySearch.Target.parse("response.mean<=1.5s");
        Jobs.Partial p = assertThrows(Jobs.Partial.class, () -> runs.capacityWithCurve(small(), 0, target, 200)
                .run(cancelAfter(2 * REPLICATIONS)));
        assertEquals("cancelled after 2 forecasts", p.getMessage());
        Runs.Capacity kept = (Runs.Capacity) p.kept();
        assertNull(kept.result(), "no answer");
        assertEquals(2, kept.curve().points().size());
        assertTrue(kept.curve().partial().startsWith("the capacity search was cancelled after 2 forecasts, before "
                + "its answer; so far "), kept.curve().partial());
    }

    @Test
    void aStoppedSearchSaysHowFarItHadBracketedItsAnswer() {
        CapacitySearch.Target target = CapacitySearch.Target.parse("response.mean<=1.5s");
        TreeMap<Integer, String> none = new TreeMap<>();
        assertEquals("; so far 40 users met response.mean<=1.5s and 80 did not",
                Runs.soFar(seen(20, 0.8, 40, 1.2, 80, 2.0), none, target));
        TreeMap<Integer, String> failed = new TreeMap<>(Map.of(60, "failed: plugin x threw"));
        assertEquals("; so far 40 users met response.mean<=1.5s and 60 did not",
                Runs.soFar(seen(20, 0.8, 40, 1.2, 80, 2.0), failed, target), "a failed count does not meet it");
        assertEquals("; so far 80 users met response.mean<=1.5s",
                Runs.soFar(seen(20, 0.8, 40, 1.2, 80, 1.4), none, target));
        assertEquals("; so far 10 users did not meet response.mean<=1.5s",
                Runs.soFar(seen(10, 1.7, 20, 2.0), none, target));
        assertEquals("; so far 40 users met response.mean<=1.5s and 80 did not", Runs.soFar(seen("ms", 20, 800,
                40, 1200, 80, 2000), none, target), "the target in the metric's unit");
        assertEquals("", Runs.soFar(seen(20, Double.NaN), none, target), "n/a: nothing met or missed");
    }

    /** Forecasts of response.mean, in seconds, at user counts: users, mean, users, mean... */
    private static TreeMap<Integer, Forecast> seen(double... usersAndMeans) {
        return seen("s", usersAndMeans);
    }

    private static TreeMap<Integer, Forecast> seen(String unit, double... usersAndMeans) {
        TreeMap<Integer, Forecast> seen = new TreeMap<>();
        for (int i = 0; i < usersAndMeans.length; i += 2) {
            MetricForecast m = new MetricForecast(new Metric("response.mean", "Mean response", unit),
                    new Estimate(usersAndMeans[i + 1], 0.1, 0.1, 3), new double[] {usersAndMeans[i + 1]});
            seen.put((int) usersAndMeans[i], new Forecast("s", 1, 3, 30, 120, List.of(m)));
        }
        return seen;
    }

    @Test
    void aComparisonStoppedInItsCurvesKeepsNothingAndSaysItWasCancelled() throws Exception {
        // The base's forecast and two points of its curve, then the cancel: the comparison keeps nothing.
        assertThrows(CancelledException.class, () -> runs.compare(small(), List.of(small()), "response.mean",
                List.of(10, 20, 30)).run(cancelAfter(3 * REPLICATIONS)));
    }

    @Test
    void aFinishedCurveIsNotPartial() throws Exception {
        Curve curve = runs.sweep(small(), 0, "response.mean", List.of(10, 20)).run(cancelAfter(Integer.MAX_VALUE));
        assertFalse(curve.isPartial());
        assertEquals("", curve.partial());
    }

    /** A job's control that records each forecast's start and end, its cancel flag up once {@code ends} ended. */
    private static Jobs.Control recording(List<String> events, int ends) {
        return new Jobs.Control() {
            @Override
            public void note(String text) {
            }

            @Override
            public void nextForecast() {
                events.add("start");
            }

            @Override
            public void progress(long done, long total) {
                if (total > 0 && done >= total) {
                    events.add("end");
                }
            }

            @Override
            public boolean getAsBoolean() {
                return events.stream().filter("end"::equals).count() >= ends;
            }
        };
    }

    @Test
    void eachForecastOfAComparisonOrASearchIsMarkedAsItStarts() throws Exception {
        // So that a forecast stopped part-way is not taken for the start of the next (JobsTest, TimeLeftTest).
        List<String> compared = new java.util.concurrent.CopyOnWriteArrayList<>();
        runs.compare(small(), List.of(small()), "response.mean", List.of(10, 20)).run(recording(compared,
                Integer.MAX_VALUE));
        assertEquals(List.of("start", "end", "start", "end", "start", "end", "start", "end", "start", "end", "start",
                "end"), compared, "the base, its curve's two points, the variant, its curve's two points");

        List<String> searched = new java.util.concurrent.CopyOnWriteArrayList<>();
        assertThrows(Jobs.Partial.class, () -> runs.capacityWithCurve(small(), 0,
                CapacitySearch.Target.parse("response.mean<=1.5s"), 200).run(recording(searched, 2)));
        assertEquals(List.of("start", "end", "start", "end"), searched.subList(0, 4), searched.toString());
    }
    @Test
    void aComparisonSaysWhereEachOfItsForecastsStandsInTheWhole() throws Exception {
        // The base, its curve's two points, the variant, its curve's two points: six steps, so the bar and time left
        // are the comparison's.
        List<String> places = new java.util.concurrent.CopyOnWriteArrayList<>();
        List<String> notes = new java.util.concurrent.CopyOnWriteArrayList<>();
        List<String> subjects = new java.util.concurrent.CopyOnWriteArrayList<>();
        runs.compare(small(), List.of(small()), "response.mean", List.of(10, 20)).run(new Jobs.Control() {
            @Override
            public void note(String text) {
                notes.add(text);
            }

            @Override
            public void subject(String name) {
                subjects.add(name);
            }

            @Override
            public void nextForecast(int before, int total, boolean bounded) {
                places.add(before + "/" + total + (bounded ? " at most" : ""));
            }

            @Override
            public void progress(long done, long total) {
            }

            @Override
            public boolean getAsBoolean() {
                return false;
            }
        });
        assertEquals(List.of("0/6 at most", "1/6 at most", "2/6 at most", "3/6 at most", "4/6 at most",
                "5/6 at most"), places);
        // Each scenario's name goes last on the status line (the subject), not before the progress (a note).
        assertEquals(List.of(), notes);
        assertEquals(List.of("desktop small", "desktop small"), subjects);
    }
    @Test
    void theCountsAScenarioDoesNotTakeAreFoundBeforeAnyForecast() throws Exception {
        assertEquals(java.util.Map.of(2_000_000, "'2000000' is out of range: users must be between 1 user and "
                + "1000000 users"), runs.refusedUsers(small(), 0, List.of(10, 2_000_000, 20)));
        assertTrue(runs.refusedUsers(small(), 0, List.of(10, 20)).isEmpty());
    }

    /**
     * The desktop's sweep checks its counts in the job, off the UI thread: one the scenario does not take ends it
     * before any forecast, naming the count and why; cancelled during the check, it ends at once; passed, the check's
     * note is cleared and the counts are forecast.
     */
    @Test
    void aCheckedSweepRefusesItsCountsInTheJobBeforeAnyForecast() throws Exception {
        List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
        Jobs.Control watching = new Jobs.Control() {
            @Override
            public void note(String text) {
                seen.add("note '" + text + "'");
            }

            @Override
            public void progress(long done, long total) {
                seen.add("progress");
            }

            @Override
            public boolean getAsBoolean() {
                return false;
            }
        };
        Runs.RefusedUsersException refused = assertThrows(Runs.RefusedUsersException.class, () -> runs.checkedSweep(
                small(), 0, "response.mean", List.of(10, 2_000_000, 20)).run(watching));
        assertEquals(java.util.Map.of(2_000_000, "'2000000' is out of range: users must be between 1 user and "
                + "1000000 users"), refused.refused());
        assertEquals(List.of(), seen, "no forecast made");
        assertThrows(CancelledException.class, () -> runs.checkedSweep(small(), 0, "response.mean",
                List.of(10, 2_000_000)).run(cancelAfter(0)));

        Curve curve = runs.checkedSweep(small(), 0, "response.mean", List.of(10)).run(watching);
        assertEquals(List.of(10), curve.points().stream().map(Curve.Point::users).toList());
        assertEquals("note ''", seen.get(0), "the check's note cleared before the forecasts: " + seen);
    }

    /**
     * The check reports how many counts it has checked, from none to all, so the bar shows how far it has got (it was
     * indeterminate for the seconds thousands of counts take); then the forecasts start from an unknown share, as a
     * sweep's always have, and report their own progress. A refused count is reported checked too: the check goes
     * on to find every count the scenario does not take.
     */
    @Test
    void aCheckedSweepReportsTheCountsCheckedThenTheForecastsOwnProgress() throws Exception {
        List<String> seen = new java.util.concurrent.CopyOnWriteArrayList<>();
        Jobs.Control watching = new Jobs.Control() {
            @Override
            public void preparing(long done, long total) {
                seen.add(done + "/" + total);
            }

            @Override
            public void nextForecast() {
                seen.add("next forecast");
            }

            @Override
            public void note(String text) {
                seen.add("note '" + text + "'");
            }

            @Override
            public void progress(long done, long total) {
                if (!seen.get(seen.size() - 1).equals("progress")) {
                    seen.add("progress");
                }
            }

            @Override
            public boolean getAsBoolean() {
                return false;
            }
        };
        runs.checkedSweep(small(), 0, "response.mean", List.of(10, 20, 30)).run(watching);
        assertEquals(List.of("0/3", "1/3", "2/3", "3/3", "next forecast", "note ''", "progress"), seen);

        seen.clear();
        assertThrows(Runs.RefusedUsersException.class, () -> runs.checkedSweep(small(), 0, "response.mean",
                List.of(10, 2_000_000, 20, 30)).run(watching));
        assertEquals(List.of("0/4", "1/4", "2/4", "3/4", "4/4"), seen, "checked to the end, nothing forecast");
    }
}
