package org.swapset.core.forecast;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.function.BooleanSupplier;
import org.swapset.core.engine.CancelledException;
import org.swapset.core.metrics.Halves;
import org.swapset.core.metrics.Metric;
import org.swapset.core.metrics.RunResult;
import org.swapset.core.random.StreamFactory;
import org.swapset.core.scenario.RunControl;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.vm.SimulationModel;

/**
 * Runs a scenario's replications and turns them into a {@link Forecast}. Replication {@code r} is built from
 * {@code new StreamFactory(seed, r)} and so is a pure function of the scenario, the seed and {@code r}; results are
 * stored by replication number, so the forecast is the same whatever the number of threads and whichever thread
 * ran which replication.
 *
 * <p>Replications run on worker threads (daemons, named {@code swapset-replication-N}) that take replications in
 * increasing order as they free up, while the caller's thread watches them. When the caller cancels or the forecast
 * passes its time limit, the others are asked to stop through their cancellation flag and no new one starts; the
 * {@link CancelledException} or a {@link TimeLimitException} is thrown from {@link #run}.
 *
 * <p>A replication that fails does not stop the others: every replication runs to completion, and then the forecast
 * fails with a {@link ReplicationException} for the lowest-numbered failure (naming the plugin it was thrown in, if
 * any) that says how many of the replications failed and which (the other failures are attached as suppressed
 * exceptions). A forecast is never made from the replications that survived: a failure that strikes some replications
 * and not others is rarely independent of what they measure (the heavy ones fill the paging space, reach the rare
 * path a plugin gets wrong), so the survivors' interval would be biased toward the runs that avoided it; replication
 * {@code i} of a comparison's base and variants would no longer pair; and a forecast with fewer replications than the
 * scenario asks for would look like a complete one. How many failed tells a failure on every path from a rare one.
 *
 * <p>A replication that does not stop within {@link #GRACE} of being asked is stuck in code that never returns to
 * the engine, which can only be a plugin's: its thread's stack names the plugin, the thread is stopped (with the
 * JDK's {@code Thread.stop} where the JDK still has it; on JDKs without it the daemon thread is abandoned) and the
 * forecast ends without waiting for it.
 */
public final class Forecaster {

    /** How long a replication asked to stop may take before it is declared stuck. */
    public static final Duration GRACE = Duration.ofSeconds(2);

    private static final long POLL_NANOS = 20_000_000L;

    private final ModelBuilder builder;

    public Forecaster(ModelBuilder builder) {
        this.builder = Objects.requireNonNull(builder, "builder");
    }

    /** {@link #run(Scenario, int, ProgressListener, BooleanSupplier, Duration)} with no time limit. */
    public Forecast run(Scenario scenario, int threads, ProgressListener progress, BooleanSupplier cancelled) {
        return run(scenario, threads, progress, cancelled, null);
    }

    /**
     * Runs every replication of the scenario.
     *
     * @param threads   worker threads, at least 1
     * @param progress  told after each replication, as (replications done, replications in all)
     * @param cancelled polled during the runs; when it turns true the forecast ends with {@link CancelledException}
     * @param timeLimit the longest the whole forecast may take (wall clock), or null for no limit
     * @throws ReplicationException if a replication failed, after every replication has run (the lowest-numbered
     *                              failure, saying how many failed)
     * @throws CancelledException   if cancelled
     * @throws TimeLimitException   if the time limit passed first
     */
    public Forecast run(Scenario scenario, int threads, ProgressListener progress, BooleanSupplier cancelled,
                        Duration timeLimit) {
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(progress, "progress");
        Objects.requireNonNull(cancelled, "cancelled");
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, was " + threads);
        }
        if (timeLimit != null && (timeLimit.isNegative() || timeLimit.isZero())) {
            throw new IllegalArgumentException("the time limit must be positive, was " + timeLimit);
        }
        RunControl control = scenario.run();
        Batch batch = new Batch(scenario, progress, cancelled);
        int workers = Math.min(threads, control.replications());
        List<String> stuck;
        try {
            stuck = watch(batch, workers, timeLimit);
        } finally {
            batch.end();
        }
        // The deadline may pass as the last replication completes (the watcher saw it a moment late): every
        // replication done is a forecast, not a time-out "with 1 of 1 replications done".
        if (batch.timedOut && batch.completed.get() < batch.results.length) {
            throw new TimeLimitException(scenario.name(), timeLimit, (int) batch.completed.get(),
                    batch.results.length, stuck);
        }
        batch.rethrow();
        for (int r = 0; r < batch.results.length; r++) {
            if (batch.results[r] == null) {
                if (batch.stop.get()) {
                    // Stopped before this replication started, with no failure recorded: a cancellation.
                    throw new CancelledException(0.0);
                }
                throw new IllegalStateException("replication " + (r + 1) + " of " + scenario.name()
                        + " ended with neither a result nor a failure");
            }
        }
        return assemble(scenario, batch.results);
    }

    /**
     * Starts the workers and waits for them, stopping them on cancellation or at the time limit; returns one line
     * per replication that was stuck and had to be stopped.
     */
    private static List<String> watch(Batch batch, int workers, Duration timeLimit) {
        Worker[] pool = new Worker[workers];
        for (int w = 0; w < workers; w++) {
            try {
                pool[w] = new Worker(batch);
                pool[w].thread.start();
            } catch (RuntimeException | Error e) {
                // No thread to be had (out of native threads): the workers started stop at their next poll.
                batch.stop.set(true);
                throw e;
            }
        }
        long deadline = timeLimit == null ? Long.MAX_VALUE : System.nanoTime() + timeLimit.toNanos();
        long stoppedAt = 0;
        try {
            while (true) {
                Worker alive = null;
                for (Worker w : pool) {
                    if (w.thread.isAlive()) {
                        alive = w;
                        break;
                    }
                }
                if (alive == null) {
                    return List.of();
                }
                long now = System.nanoTime();
                if (!batch.stop.get()) {
                    if (batch.cancelled.getAsBoolean()) {
                        batch.stop.set(true);
                    } else if (now - deadline >= 0) {
                        batch.timedOut = true;
                        batch.stop.set(true);
                    }
                }
                if (batch.stop.get()) {
                    if (stoppedAt == 0) {
                        stoppedAt = now;
                    } else if (now - stoppedAt > GRACE.toNanos()) {
                        break;
                    }
                }
                alive.thread.join(POLL_NANOS / 1_000_000);
            }
        } catch (InterruptedException e) {
            batch.stop.set(true);
            Thread.currentThread().interrupt();
            throw new CancelledException(0.0);
        }
        List<String> stuck = new ArrayList<>();
        for (Worker w : pool) {
            int r = w.replication;
            if (!w.thread.isAlive() || r < 0) {
                continue;
            }
            StackTraceElement[] stack = w.thread.getStackTrace();
            Optional<PluginBlame> blame = PluginBlame.of(stack, batch.scenario);
            String where = blame.map(b -> "stuck in " + b.describe() + " at " + b.where())
                    .orElseGet(() -> "stuck at " + (stack.length > 0 ? stack[0] : "an unknown place"));
            String line = "replication " + r + " did not return when asked to stop: " + where;
            stuck.add(line);
            batch.fail(r, new IllegalStateException(line));
            stopThread(w.thread);
        }
        return stuck;
    }

    /**
     * Stops a thread stuck in plugin code. {@code Thread.stop} is the only way to take a CPU back from a loop that
     * never looks at a flag; it is safe enough here because the thread's state is one replication's model, which
     * nothing reads again. Called reflectively: on JDKs that no longer support it the thread is left, a daemon.
     */
    private static void stopThread(Thread thread) {
        try {
            Thread.class.getMethod("stop").invoke(thread);
        } catch (ReflectiveOperationException | RuntimeException e) {
            // Not supported by this JDK: the daemon thread is abandoned and dies with the process.
        }
    }

    private static Forecast assemble(Scenario scenario, RunResult[] results) {
        RunControl control = scenario.run();
        List<Metric> metrics = results[0].metrics();
        for (int r = 1; r < results.length; r++) {
            if (!results[r].metrics().equals(metrics)) {
                throw new IllegalStateException("replication " + r + " of scenario '" + scenario.name()
                        + "' reported metrics " + ids(results[r].metrics()) + " but replication 0 reported "
                        + ids(metrics));
            }
        }
        List<MetricForecast> forecasts = new ArrayList<>(metrics.size());
        for (Metric metric : metrics) {
            double[] values = new double[results.length];
            for (int r = 0; r < results.length; r++) {
                values[r] = results[r].value(metric.id());
            }
            forecasts.add(new MetricForecast(metric, Statistics.estimate(values), values));
        }
        return new Forecast(scenario.name(), control.seed(), control.replications(), control.warmUpSeconds(),
                control.durationSeconds(), forecasts, settling(metrics, results));
    }

    /** For each metric every replication measured by halves, the second half against the first, paired. */
    private static List<Settling> settling(List<Metric> metrics, RunResult[] results) {
        List<Settling> out = new ArrayList<>();
        for (Metric metric : metrics) {
            double[] first = new double[results.length];
            double[] second = new double[results.length];
            boolean all = true;
            for (int r = 0; r < results.length && all; r++) {
                Halves h = results[r].halves().get(metric.id());
                all = h != null;
                if (all) {
                    first[r] = h.first();
                    second[r] = h.second();
                }
            }
            if (all) {
                out.add(new Settling(metric.id(), metric.label(), metric.unit(), Statistics.estimate(first),
                        Statistics.estimateDifference(second, first)));
            }
        }
        return out;
    }

    private static List<String> ids(List<Metric> metrics) {
        return metrics.stream().map(Metric::id).toList();
    }

    /** The shared state of one forecast: which replication is next, the results, the failures. */
    private final class Batch {
        final Scenario scenario;
        final ProgressListener progress;
        final BooleanSupplier cancelled;
        final RunResult[] results;
        final Throwable[] failures;
        final AtomicInteger next = new AtomicInteger();
        /** Replications finished, whether they succeeded or failed (for progress). */
        final AtomicLong done = new AtomicLong();
        /** Replications that succeeded. */
        final AtomicLong completed = new AtomicLong();
        final AtomicBoolean stop = new AtomicBoolean();
        /**
         * How far each replication has got (0 to 1, as double bits), written by the replication's own thread when
         * its model polls, read by whichever thread reports: no model is read from another thread.
         */
        final AtomicLongArray fractions;
        final AtomicLong lastPartial = new AtomicLong(System.nanoTime());
        volatile boolean timedOut;
        /**
         * Set, under {@code done}'s lock, as the forecast returns: a worker left running (stopped at the time limit,
         * and reporting on its way out) tells the caller's listener nothing after that; a report already being made
         * is finished first.
         */
        private boolean ended;

        void end() {
            synchronized (done) {
                ended = true;
            }
        }

        Batch(Scenario scenario, ProgressListener progress, BooleanSupplier cancelled) {
            this.scenario = scenario;
            this.progress = progress;
            this.cancelled = cancelled;
            int replications = scenario.run().replications();
            this.results = new RunResult[replications];
            this.failures = new Throwable[replications];
            this.fractions = new AtomicLongArray(replications);
        }

        /**
         * What replication {@code r}'s model polls: the caller's flag, the time limit or a replication stuck past its
         * grace; on the way it notes how far the model has got and, at most four times a second (the models poll
         * every few thousand events), reports the work done so far.
         */
        BooleanSupplier pollFor(int r, SimulationModel model) {
            return () -> {
                double f = model.fractionDone();
                if (f >= 0 && f <= 1) {
                    fractions.set(r, Double.doubleToRawLongBits(f));
                }
                reportPartial();
                return stop.get() || cancelled.getAsBoolean();
            };
        }

        private void reportPartial() {
            long now = System.nanoTime();
            long last = lastPartial.get();
            if (now - last < 250_000_000L || !lastPartial.compareAndSet(last, now)) {
                return;
            }
            double sum = 0;
            for (int r = 0; r < fractions.length(); r++) {
                sum += Double.longBitsToDouble(fractions.get(r));
            }
            synchronized (done) {
                if (ended) {
                    return;
                }
                try {
                    progress.partial(sum, results.length);
                } catch (RuntimeException e) {
                    // Progress is for show: a listener that fails must not fail the replication that reported it.
                }
            }
        }

        /** Runs replications until none is left or the batch is stopped. */
        void work(Worker worker) {
            int total = results.length;
            while (!stop.get()) {
                int r = next.getAndIncrement();
                if (r >= total) {
                    return;
                }
                worker.replication = r;
                if (cancelled.getAsBoolean()) {
                    fail(r, new CancelledException(0.0));
                    return;
                }
                try {
                    SimulationModel model = builder.build(scenario, new StreamFactory(scenario.run().seed(), r));
                    RunResult result = model.run(pollFor(r, model));
                    if (result == null) {
                        throw new IllegalStateException("the model returned no result");
                    }
                    results[r] = result;
                    completed.incrementAndGet();
                } catch (CancelledException e) {
                    fail(r, e);
                    return;
                } catch (RuntimeException | Error e) {
                    // Recorded; the other replications go on (see the class comment).
                    record(r, e);
                } finally {
                    worker.replication = -1;
                    fractions.set(r, Double.doubleToRawLongBits(1.0)); // done, whether it succeeded or failed
                }
                // Counted and told in one step, so that a listener never hears 5 of 5 and then 4 of 5.
                synchronized (done) {
                    long finished = done.incrementAndGet();
                    if (ended) {
                        return;
                    }
                    try {
                        progress.progress(finished, total);
                    } catch (RuntimeException e) {
                        // For show, as partial(): a listener that fails must not end this worker or the forecast.
                    }
                }
            }
        }

        /** Records a replication's failure (the first one recorded for it stands) and stops the others. */
        void fail(int replication, Throwable failure) {
            record(replication, failure);
            stop.set(true);
        }

        /** Records a replication's failure (the first one recorded for it stands). */
        void record(int replication, Throwable failure) {
            synchronized (failures) {
                if (failures[replication] == null) {
                    failures[replication] = failure;
                }
            }
        }

        /**
         * Throws the lowest-numbered real failure, saying how many replications failed and with the others
         * suppressed; else a cancellation; else nothing.
         */
        void rethrow() {
            CancelledException cancellation = null;
            List<Integer> failed = new ArrayList<>();
            synchronized (failures) {
                for (int r = 0; r < failures.length; r++) {
                    Throwable failure = failures[r];
                    if (failure instanceof CancelledException c) {
                        if (cancellation == null) {
                            cancellation = c;
                        }
                    } else if (failure != null) {
                        failed.add(r);
                    }
                }
            }
            if (!failed.isEmpty()) {
                int first = failed.get(0);
                Throwable failure = failures[first];
                ReplicationException e = new ReplicationException(scenario.name(), first, failure,
                        PluginBlame.of(failure, scenario).orElse(null), failed, results.length,
                        (int) completed.get());
                for (int r : failed.subList(1, failed.size())) {
                    if (failures[r] != failure) {
                        e.addSuppressed(failures[r]);
                    }
                }
                throw e;
            }
            if (cancellation != null) {
                throw cancellation;
            }
        }
    }

    /** One worker thread and the replication it is running (-1 between replications). */
    private static final class Worker {
        private static final AtomicInteger COUNT = new AtomicInteger();
        final Thread thread;
        volatile int replication = -1;

        Worker(Batch batch) {
            thread = new Thread(() -> batch.work(this), "swapset-replication-" + COUNT.incrementAndGet());
            thread.setDaemon(true);
        }
    }
}
