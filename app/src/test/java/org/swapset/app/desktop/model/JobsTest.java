package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.swapset.core.engine.CancelledException;

/**
 * Jobs run off the calling thread, report progress with elapsed and remaining time from the clock they are given,
 * stop when cancelled, and hand failures back instead of ending the application.
 */
class JobsTest {

    private final ExecutorService background = Executors.newSingleThreadExecutor();
    private final AtomicLong now = new AtomicLong();
    private final Jobs jobs = new Jobs(background, Runnable::run, now::get);

    @AfterEach
    void stop() {
        background.shutdownNow();
    }

    /** Records how a job ended. */
    private static final class Ending<T> implements Jobs.Outcome<T> {
        final CompletableFuture<String> how = new CompletableFuture<>();

        @Override
        public void done(T result) {
            how.complete("done " + result);
        }

        @Override
        public void failed(Throwable failure) {
            how.complete("failed " + failure.getMessage());
        }

        @Override
        public void cancelled() {
            how.complete("cancelled");
        }

        String await() throws Exception {
            return how.get(60, TimeUnit.SECONDS);
        }
    }

    /**
     * A job held where its work calls {@link #pause}, once it has reported: the test reads the status line meanwhile,
     * then lets it end with {@link #finish}.
     */
    private static final class Held {
        private final CountDownLatch reported = new CountDownLatch(1);
        private final CountDownLatch carryOn = new CountDownLatch(1);
        final Ending<String> ending = new Ending<>();

        /** In the job's work: says it has reported, waits to be let go, and ends with "ok". */
        String pause() throws InterruptedException {
            reported.countDown();
            carryOn.await();
            return "ok";
        }

        void awaitReport() throws InterruptedException {
            reported.await();
        }

        /** Lets the job end, and says how it ended. */
        String finish() throws Exception {
            carryOn.countDown();
            return ending.await();
        }
    }

    /** In a job's work: 2 % done (a tenth of 5 s, reported at 2 s from the start), then held. */
    private String firstReportAndPause(Jobs.Control c, Held held) throws InterruptedException {
        now.set(2_000_000_000L);
        c.partial(0.1, 5);
        jobs.refresh();
        return held.pause();
    }

    /**
     * The scenario's name goes last on the status line, after the progress, times and outcome: a long name first hid
     * them in a narrow window, where the line is clipped at its end.
     */
    @Test
    void theSubjectIsSaidLastAfterTheProgressAndTheOutcome() throws Exception {
        String name = "3081D, 16 MB, 310 CMS users on six 2305s, with a long name";
        Held held = new Held();
        assertTrue(jobs.start("Forecast", "", name, c -> firstReportAndPause(c, held), held.ending));
        held.awaitReport();
        assertEquals("Forecast: 2% · 0:02 elapsed · estimating time left… · " + name, jobs.statusProperty().get());
        assertEquals("done ok", held.finish());
        assertEquals("Forecast: done in 0:02 · " + name, jobs.statusProperty().get());
    }

    @Test
    void progressShowsElapsedAndRemainingTime() throws Exception {
        Held held = new Held();
        CompletableFuture<String> first = new CompletableFuture<>();
        assertTrue(jobs.start("Forecast", c -> {
            now.set(2_000_000_000L);  // two seconds of start-up, then the first progress
            c.partial(0.1, 5);
            jobs.refresh();
            first.complete(jobs.statusProperty().get());
            now.set(7_000_000_000L);  // five seconds later, 10 % more: 2 % a second
            c.partial(0.6, 5);
            jobs.refresh();
            return held.pause();
        }, held.ending));
        held.awaitReport();
        assertTrue(jobs.isRunning());
        assertFalse(jobs.start("Another", c -> "no", new Ending<>()), "one job at a time");
        assertEquals("Forecast: 2% · 0:02 elapsed · estimating time left…", first.get(),
                "no estimate from a first report that the start-up dominates");
        // 88 % left at 2 % a second; the elapsed time, start-up and all, would have made it 0:51.
        assertEquals("Forecast: 12% · 0:07 elapsed · about 0:44 left", jobs.statusProperty().get());
        assertEquals(0.12, jobs.progressProperty().get(), 1e-12);
        assertEquals("done ok", held.finish());
        assertFalse(jobs.isRunning());
        assertEquals("Forecast: done in 0:07", jobs.statusProperty().get());
    }

    @Test
    void progressWithinAForecastNeverGoesBackAndEachForecastOfASearchCountsFromItsStart() throws Exception {
        java.util.List<Double> shown = new java.util.concurrent.CopyOnWriteArrayList<>();
        Ending<String> ending = new Ending<>();
        assertTrue(jobs.start("Supportable users", c -> {
            Runnable look = () -> {
                jobs.refresh();
                shown.add(jobs.progressProperty().get());
            };
            c.partial(1.8, 5);  // 36 % of the first forecast, its replications running
            look.run();
            c.progress(1, 5);   // one of them done: 20 %, behind what the running ones said
            look.run();
            c.partial(1.5, 5);  // stale: computed on another thread before the last report
            look.run();
            c.progress(5, 5);   // the first forecast done
            look.run();
            c.partial(0.5, 5);  // the next forecast's first report: 10 % of it, not ignored behind the 100 %
            look.run();
            c.progress(1, 5);
            look.run();
            return "ok";
        }, ending));
        assertEquals("done ok", ending.await());
        assertEquals(java.util.List.of(0.36, 0.36, 0.36, 1.0, 0.1, 0.2), shown.stream()
                .map(d -> Math.round(d * 100) / 100.0).toList());
    }

    @Test
    void aForecastStoppedPartWayIsFollowedByTheNextFromItsStartInTheBarAndTheTimeLeft() throws Exception {
        java.util.List<String> shown = new java.util.concurrent.CopyOnWriteArrayList<>();
        Ending<String> ending = new Ending<>();
        assertTrue(jobs.start("Compare", c -> {
            Runnable look = () -> {
                jobs.refresh();
                shown.add(jobs.statusProperty().get());
            };
            c.nextForecast();
            now.set(1_000_000_000L);
            c.partial(0.5, 5);   // 10 % of the base
            now.set(11_000_000_000L);
            c.partial(2.0, 5);   // 40 %: 3 % a second
            look.run();
            // The variant's forecast stops there (its time limit, a plugin failing), none of its replications done.
            c.nextForecast();    // the next variant's forecast starts
            now.set(12_000_000_000L);
            c.partial(0.25, 5);  // 5 % of it: shown, not taken as stale behind the stopped one's 40 %
            look.run();
            now.set(14_000_000_000L);
            c.partial(0.65, 5);
            look.run();
            return "ok";
        }, ending));
        assertEquals("done ok", ending.await());
        // The stopped forecast's 40 % stays done in the rate (0.1 to 0.4 + 0.13 in 13 s); the time left is the
        // running forecast's own 87 % at that rate.
        assertEquals(java.util.List.of("Compare: 40% · 0:11 elapsed · about 0:20 left",
                "Compare: 5% · 0:12 elapsed · about 0:30 left", "Compare: 13% · 0:14 elapsed · about 0:26 left"),
                shown);
    }

    /**
     * A job of several scenarios (a comparison) names the one it is forecasting last on the status line, as a run
     * does, after its place, progress and times: in the middle it pushed them off a narrow window.
     */
    @Test
    void theScenarioAJobIsForecastingNowIsSaidLast() throws Exception {
        String name = "3081D, 16 MB, 310 CMS users";
        Held held = new Held();
        assertTrue(jobs.start("Compare", c -> {
            c.subject(name);
            c.nextForecast(3, 12, true);
            return firstReportAndPause(c, held);
        }, held.ending));
        held.awaitReport();
        String status = jobs.statusProperty().get();
        assertTrue(status.startsWith("Compare: forecast 4 of at most 12 · "), status);
        assertTrue(status.endsWith(" elapsed · estimating time left… · " + name), status);
        assertEquals("done ok", held.finish());
        assertEquals("Compare: done in 0:02", jobs.statusProperty().get(), "the job's, not its last scenario's");
    }

    @Test
    void aSearchThatSaysHowManyForecastsItMakesShowsItsPlaceAndTheWholeSearchsProgressAndTimeLeft() throws Exception {
        java.util.List<String> shown = new java.util.concurrent.CopyOnWriteArrayList<>();
        java.util.List<Double> bar = new java.util.concurrent.CopyOnWriteArrayList<>();
        Ending<String> ending = new Ending<>();
        assertTrue(jobs.start("Supportable users", c -> {
            Runnable look = () -> {
                jobs.refresh();
                shown.add(jobs.statusProperty().get());
                bar.add(jobs.progressProperty().get());
            };
            c.nextForecast(0, 4, false);
            look.run();
            now.set(1_000_000_000L);
            c.partial(0.5, 5);   // 10 % of the first forecast
            now.set(11_000_000_000L);
            c.partial(2.0, 5);   // 40 %: 3 % a second, so 20 s left of it, 31 s for it in all
            look.run();
            now.set(30_000_000_000L);
            c.progress(5, 5);    // the first forecast done, in 30 s
            look.run();
            c.note("20 users: response.mean = 0.5");
            now.set(31_000_000_000L);
            c.nextForecast(1, 4, true);
            look.run();
            now.set(33_000_000_000L);
            c.partial(1.0, 5);   // 20 % of the second
            look.run();
            return "ok";
        }, ending));
        assertEquals("done ok", ending.await());
        assertEquals(java.util.List.of(
                "Supportable users: forecast 1 of about 4 · 0:00 elapsed · estimating time left…",
                // 20 s left of this one, and 3 more at the 31 s this one takes.
                "Supportable users: forecast 1 of about 4 · 10% · 0:11 elapsed · about 1:53 left",
                "Supportable users: forecast 1 of about 4 · 25% · 0:30 elapsed · about 1:30 left",
                // Not reported yet: the 31 s the first took for this one and each of the 2 after it.
                "Supportable users: forecast 2 of at most 4 · 20 users: response.mean = 0.5 · 25% · 0:31 elapsed · "
                        + "about 1:33 left",
                // 80 % of this one left at the rate seen (0.4 to 1.2 forecasts in 22 s): 22 s, then 2 of 31 s.
                "Supportable users: forecast 2 of at most 4 · 20 users: response.mean = 0.5 · 30% · 0:33 elapsed · "
                        + "about 1:24 left"), shown);
        assertEquals(java.util.List.of(-1.0, 0.1, 0.25, 0.25, 0.3), bar.stream()
                .map(d -> Math.round(d * 1000) / 1000.0).toList());
    }

    /**
     * The work before a job's forecasts (a sweep's check of its user counts) is shown on the bar as it goes, in the
     * bar's first share, the forecasts filling the rest; it is not taken into the time left, which is the forecasts'
     * rate and waits, as ever, for 5 s of their progress.
     */
    @Test
    void theWorkBeforeTheForecastsIsShownOnTheBarButNotTakenIntoTheTimeLeft() throws Exception {
        java.util.List<String> shown = new java.util.concurrent.CopyOnWriteArrayList<>();
        java.util.List<Double> bar = new java.util.concurrent.CopyOnWriteArrayList<>();
        jobs.progressProperty().addListener((o, was, now) -> bar.add(now.doubleValue()));
        Ending<String> ending = new Ending<>();
        assertTrue(jobs.start("Sweep users", "checking 4 user counts…", c -> {
            Runnable look = () -> {
                jobs.refresh();
                shown.add(jobs.statusProperty().get());
            };
            c.preparing(0, 4);
            now.set(1_000_000_000L);
            c.preparing(1, 4);
            c.preparing(2, 4);
            look.run();
            now.set(3_000_000_000L);
            c.preparing(4, 4);
            c.nextForecast();    // the sweep's forecasts start
            c.note("");
            look.run();
            now.set(4_000_000_000L);
            c.partial(0.5, 5);   // 10 % of the sweep
            now.set(6_000_000_000L);
            c.partial(1.0, 5);   // 20 %: watched for 2 s only, the check's 3 s before it left out
            look.run();
            now.set(9_000_000_000L);
            c.partial(1.5, 5);   // 30 %: 5 s watched, 10 % in the last 3 s: 70 % left in 21 s
            look.run();
            return "ok";
        }, ending));
        assertEquals("done ok", ending.await());
        // The check fills the bar's first 5 %, the forecasts the rest: the bar never goes back, and the status line
        // says the bar's share.
        assertEquals(java.util.List.of(
                "Sweep users: checking 4 user counts… · 3% · 0:01 elapsed · estimating time left…",
                "Sweep users: 5% · 0:03 elapsed · estimating time left…",
                "Sweep users: 24% · 0:06 elapsed · estimating time left…",
                "Sweep users: 34% · 0:09 elapsed · about 0:21 left"), shown);
        assertEquals(java.util.List.of(-1.0, 0.0, 0.0125, 0.025, 0.05, 0.24, 0.335, 0.0), bar.stream()
                .map(d -> Math.round(d * 10000) / 10000.0).toList(), "the check's share of 5 %, then the forecasts'");
    }

    @Test
    void aForecastThatDoesNotSayItsPlaceIsShownOnItsOwn() throws Exception {
        java.util.List<String> shown = new java.util.concurrent.CopyOnWriteArrayList<>();
        Ending<String> ending = new Ending<>();
        assertTrue(jobs.start("Supportable users", c -> {
            c.nextForecast(0, 4, false);
            c.progress(5, 5);
            c.nextForecast(); // a forecast the job cannot place
            c.progress(1, 5);
            jobs.refresh();
            shown.add(jobs.statusProperty().get());
            return "ok";
        }, ending));
        assertEquals("done ok", ending.await());
        assertEquals(java.util.List.of("Supportable users: 20% · 0:00 elapsed · estimating time left…"), shown);
    }

    @Test
    void cancellingStopsAJobThatWatchesTheFlag() throws Exception {
        CountDownLatch started = new CountDownLatch(1);
        Ending<String> ending = new Ending<>();
        jobs.start("Long run", c -> {
            started.countDown();
            while (!c.getAsBoolean()) {
                Thread.onSpinWait();
            }
            throw new CancelledException(12.0);
        }, ending);
        started.await();
        jobs.cancel();
        assertEquals("cancelled", ending.await());
        assertEquals("Long run: cancelled", jobs.statusProperty().get());
    }

    @Test
    void aFailureIsHandedBackAndTheNextJobRuns() throws Exception {
        Ending<String> failing = new Ending<>();
        jobs.start("Broken", c -> {
            throw new IllegalStateException("the plugin broke");
        }, failing);
        assertEquals("failed the plugin broke", failing.await());
        Ending<String> next = new Ending<>();
        assertTrue(jobs.start("Next", c -> "fine", next));
        assertEquals("done fine", next.await());
    }

    @Test
    void aJobStoppedPartWayHandsBackWhatItFinished() throws Exception {
        java.util.List<String> how = new java.util.concurrent.CopyOnWriteArrayList<>();
        CountDownLatch ended = new CountDownLatch(2);
        Jobs.Outcome<String> keeping = new Jobs.Outcome<>() {
            @Override
            public void done(String result) {
                how.add("done");
            }

            @Override
            public void failed(Throwable failure) {
                how.add("failed");
            }

            @Override
            public void stopped(String kept, Throwable failure) {
                how.add(kept + " / " + (failure == null ? "cancelled" : failure.getMessage()));
                ended.countDown();
            }
        };
        jobs.start("Sweep users", c -> {
            throw new Jobs.Partial("2 points", "cancelled after 2 of 3 user counts", true,
                    new CancelledException(0.0));
        }, keeping);
        awaitIdle();
        assertEquals("Sweep users: cancelled after 2 of 3 user counts", jobs.statusProperty().get());
        jobs.start("Sweep users", c -> {
            throw new Jobs.Partial("2 points", "stopped by a failure at 30 users, after 2 of 3 user counts", false,
                    new IllegalStateException("no metric 'q1.seconds'"));
        }, keeping);
        assertTrue(ended.await(60, TimeUnit.SECONDS));
        assertEquals(java.util.List.of("2 points / cancelled", "2 points / no metric 'q1.seconds'"), how);
        awaitIdle();
        assertEquals("Sweep users: stopped by a failure at 30 users, after 2 of 3 user counts",
                jobs.statusProperty().get());

        // An outcome with no use for a part takes it as the cancellation or failure it is.
        Ending<String> cancelled = new Ending<>();
        jobs.start("Sweep users", c -> {
            throw new Jobs.Partial("2 points", "cancelled after 2 of 3 user counts", true,
                    new CancelledException(0.0));
        }, cancelled);
        assertEquals("cancelled", cancelled.await());
        awaitIdle();
        Ending<String> failed = new Ending<>();
        jobs.start("Sweep users", c -> {
            throw new Jobs.Partial("2 points", "stopped", false, new IllegalStateException("broke"));
        }, failed);
        assertEquals("failed broke", failed.await());
    }

    /** Waits for the job's ending to reach the UI (here the background thread itself). */
    private void awaitIdle() throws Exception {
        background.submit(() -> { }).get(60, TimeUnit.SECONDS);
    }

    @Test
    void clockTimesReadAsMinutesAndSeconds() {
        assertEquals("0:00", Jobs.clock(0.2));
        assertEquals("1:05", Jobs.clock(65));
        assertEquals("1:00:01", Jobs.clock(3601));
    }

    @Test
    void aFinishedJobsControlDoesNotMoveTheNextJobsProgress() {
        java.util.ArrayDeque<Runnable> queued = new java.util.ArrayDeque<>();
        Jobs held = new Jobs(queued::add, Runnable::run, new AtomicLong()::get);
        java.util.concurrent.atomic.AtomicReference<Jobs.Control> first =
                new java.util.concurrent.atomic.AtomicReference<>();
        Jobs.Outcome<String> ignore = new Jobs.Outcome<>() {
            @Override
            public void done(String result) {
            }

            @Override
            public void failed(Throwable failure) {
            }
        };
        assertTrue(held.start("Forecast A", c -> {
            first.set(c);
            return "a";
        }, ignore));
        queued.poll().run(); // A runs and ends
        assertTrue(held.start("Forecast B", c -> "b", ignore)); // B is queued: running, nothing reported yet
        held.refresh();
        assertEquals(-1, held.progressProperty().get(), "B has reported nothing");

        // A replication thread of A, stopped at its time limit, reports on its way out.
        first.get().progress(3, 3);
        held.refresh();
        assertEquals(-1, held.progressProperty().get(), "B's bar shows A's late report: "
                + held.statusProperty().get());
    }
}
