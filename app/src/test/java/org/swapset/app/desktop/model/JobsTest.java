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

    @Test
    void progressShowsElapsedAndRemainingTime() throws Exception {
        CountDownLatch reported = new CountDownLatch(1);
        CountDownLatch carryOn = new CountDownLatch(1);
        Ending<String> ending = new Ending<>();
        assertTrue(jobs.start("Forecast", c -> {
            now.set(10_000_000_000L); // ten seconds in
            c.progress(1, 3);
            reported.countDown();
            carryOn.await();
            return "ok";
        }, ending));
        reported.await();
        assertTrue(jobs.isRunning());
        assertFalse(jobs.start("Another", c -> "no", new Ending<>()), "one job at a time");
        assertEquals("Forecast: 33% · 0:10 elapsed · about 0:20 left", jobs.statusProperty().get());
        assertEquals(1 / 3.0, jobs.progressProperty().get(), 1e-12);
        carryOn.countDown();
        assertEquals("done ok", ending.await());
        assertFalse(jobs.isRunning());
        assertEquals("Forecast: done in 0:10", jobs.statusProperty().get());
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
    void clockTimesReadAsMinutesAndSeconds() {
        assertEquals("0:00", Jobs.clock(0.2));
        assertEquals("1:05", Jobs.clock(65));
        assertEquals("1:00:01", Jobs.clock(3601));
    }
}
