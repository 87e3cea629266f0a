package org.swapset.core.forecast;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import org.swapset.core.engine.CancelledException;
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
 * <p>With several threads, a fixed pool takes replications in increasing order as threads free up. When a
 * replication fails or the caller cancels, the other running replications are asked to stop through their
 * cancellation flag, no new one starts, and the failure (as a {@link ReplicationException}) or the
 * {@link CancelledException} is thrown from {@link #run}.
 */
public final class Forecaster {

    private final ModelBuilder builder;

    public Forecaster(ModelBuilder builder) {
        this.builder = Objects.requireNonNull(builder, "builder");
    }

    /**
     * Runs every replication of the scenario.
     *
     * @param threads   worker threads, at least 1; 1 runs everything on the caller's thread
     * @param progress  told after each replication, as (replications done, replications in all)
     * @param cancelled polled during the runs; when it turns true the forecast ends with {@link CancelledException}
     * @throws ReplicationException if a replication fails (the lowest-numbered failure among those that ran)
     * @throws CancelledException   if cancelled
     */
    public Forecast run(Scenario scenario, int threads, ProgressListener progress, BooleanSupplier cancelled) {
        Objects.requireNonNull(scenario, "scenario");
        Objects.requireNonNull(progress, "progress");
        Objects.requireNonNull(cancelled, "cancelled");
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, was " + threads);
        }
        RunControl control = scenario.run();
        Batch batch = new Batch(scenario, progress, cancelled);
        int workers = Math.min(threads, control.replications());
        if (workers == 1) {
            batch.work();
        } else {
            runOnPool(batch, workers);
        }
        batch.rethrow();
        return assemble(scenario, batch.results);
    }

    private static void runOnPool(Batch batch, int workers) {
        ExecutorService pool = Executors.newFixedThreadPool(workers, new WorkerThreads());
        try {
            List<Future<?>> futures = new ArrayList<>(workers);
            for (int w = 0; w < workers; w++) {
                futures.add(pool.submit(batch::work));
            }
            for (Future<?> future : futures) {
                try {
                    future.get();
                } catch (InterruptedException e) {
                    batch.stop.set(true);
                    Thread.currentThread().interrupt();
                    throw new CancelledException(0.0);
                } catch (ExecutionException e) {
                    // Batch.work records every failure itself; reaching here means a bug in the batch, not a model.
                    throw new IllegalStateException("replication worker failed", e.getCause());
                }
            }
        } finally {
            pool.shutdownNow();
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
                control.durationSeconds(), forecasts);
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
        final AtomicLong done = new AtomicLong();
        final AtomicBoolean stop = new AtomicBoolean();
        /** What each model polls: the caller's flag, or another replication having failed. */
        final BooleanSupplier stopOrCancelled;

        Batch(Scenario scenario, ProgressListener progress, BooleanSupplier cancelled) {
            this.scenario = scenario;
            this.progress = progress;
            this.cancelled = cancelled;
            int replications = scenario.run().replications();
            this.results = new RunResult[replications];
            this.failures = new Throwable[replications];
            this.stopOrCancelled = () -> stop.get() || cancelled.getAsBoolean();
        }

        /** Runs replications until none is left or the batch is stopped. */
        void work() {
            int total = results.length;
            while (!stop.get()) {
                int r = next.getAndIncrement();
                if (r >= total) {
                    return;
                }
                if (cancelled.getAsBoolean()) {
                    fail(r, new CancelledException(0.0));
                    return;
                }
                try {
                    SimulationModel model = builder.build(scenario, new StreamFactory(scenario.run().seed(), r));
                    RunResult result = model.run(stopOrCancelled);
                    if (result == null) {
                        throw new IllegalStateException("the model returned no result");
                    }
                    results[r] = result;
                } catch (RuntimeException | Error e) {
                    fail(r, e);
                    return;
                }
                progress.progress(done.incrementAndGet(), total);
            }
        }

        private void fail(int replication, Throwable failure) {
            synchronized (failures) {
                failures[replication] = failure;
            }
            stop.set(true);
        }

        /** Throws the lowest-numbered real failure, else a cancellation, else nothing. */
        void rethrow() {
            CancelledException cancellation = null;
            synchronized (failures) {
                for (int r = 0; r < failures.length; r++) {
                    Throwable failure = failures[r];
                    if (failure instanceof CancelledException c) {
                        if (cancellation == null) {
                            cancellation = c;
                        }
                    } else if (failure != null) {
                        throw new ReplicationException(scenario.name(), r, failure);
                    }
                }
            }
            if (cancellation != null) {
                throw cancellation;
            }
        }
    }

    /** Daemon threads with readable names, so a stuck run shows up clearly in a thread dump. */
    private static final class WorkerThreads implements ThreadFactory {
        private final AtomicInteger count = new AtomicInteger();

        @Override
        public Thread newThread(Runnable task) {
            Thread thread = new Thread(task, "swapset-replication-" + count.incrementAndGet());
            thread.setDaemon(true);
            return thread;
        }
    }
}
