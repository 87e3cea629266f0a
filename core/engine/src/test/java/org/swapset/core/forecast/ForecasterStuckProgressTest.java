package org.swapset.core.forecast;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

/**
 * A replication stuck in plugin code is stopped at the time limit; its worker, unwinding, must not tell the listener
 * "1 of 1 replications done" after {@link Forecaster#run} has thrown {@link TimeLimitException} and returned to a
 * caller that has moved on to its next forecast.
 */
class ForecasterStuckProgressTest {

    @Test
    void noWorkerTalksToTheListenerOnceTheForecastHasEnded() throws Exception {
        AtomicBoolean returned = new AtomicBoolean();
        AtomicReference<String> late = new AtomicReference<>();
        // A report waits (up to 3 s) for run() to return, as a slow listener would: made after run() ended, it is
        // late; made while run() was ending, run() waits for it (and the report is not late).
        ProgressListener listener = (done, total) -> {
            long deadline = System.nanoTime() + 3_000_000_000L;
            while (!returned.get() && System.nanoTime() < deadline) {
                Thread.onSpinWait();
            }
            if (returned.get()) {
                late.set(done + " of " + total + " on " + Thread.currentThread().getName());
            }
        };
        ModelBuilder stuck = (scenario, streams) -> cancelled -> {
            for (;;) {
                Thread.onSpinWait(); // never polls: a plugin in a loop
            }
        };
        assertThrows(TimeLimitException.class, () -> new Forecaster(stuck).run(MM1.scenario("stuck", 1, 10, 100, 1),
                1, listener, () -> false, Duration.ofMillis(200)));
        // run() has returned: the forecast is over for its caller (the desktop moves to its next forecast or job).
        // A report already being made when it ended was finished before it returned; none may start now.
        returned.set(true);
        for (Thread t : Thread.getAllStackTraces().keySet()) {
            if (t.getName().startsWith("swapset-replication")) {
                t.join(5_000); // the stopped worker unwinds
            }
        }
        assertNull(late.get(), "a worker of the ended forecast told the listener after run() returned: " + late.get());
    }
}
