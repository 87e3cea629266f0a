package org.swapset.core.forecast;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
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
        CountDownLatch entered = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        AtomicReference<String> call = new AtomicReference<>();
        ProgressListener listener = (done, total) -> {
            call.set(done + " of " + total + " on " + Thread.currentThread().getName());
            entered.countDown();
            try {
                release.await(10, TimeUnit.SECONDS); // held here until the test has seen run() return
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
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
        boolean late = entered.await(5, TimeUnit.SECONDS);
        release.countDown();
        assertFalse(late, "a worker of the ended forecast is inside the caller's listener after run() returned: "
                + call.get());
    }
}
