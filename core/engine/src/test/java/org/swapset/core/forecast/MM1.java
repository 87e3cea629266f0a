package org.swapset.core.forecast;

import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import org.swapset.core.engine.Simulation;
import org.swapset.core.metrics.Metric;
import org.swapset.core.metrics.MetricsRegistry;
import org.swapset.core.metrics.RunResult;
import org.swapset.core.metrics.Tally;
import org.swapset.core.metrics.TimeWeighted;
import org.swapset.core.random.StreamFactory;
import org.swapset.core.scenario.ControlProgram;
import org.swapset.core.scenario.RunControl;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.Storage;
import org.swapset.core.scenario.Workload;
import org.swapset.core.vm.SimulationModel;
import org.swapset.spi.RandomStream;

/**
 * Test fixture: an M/M/1 queue on the real engine, as a {@link ModelBuilder}. Poisson arrivals at rate lambda, one
 * FIFO server with exponential service at rate mu, arrivals and services from their own named streams. Its theory
 * is known exactly (utilisation rho = lambda/mu, mean response 1/(mu - lambda), response exponential with rate
 * mu - lambda, mean number in system rho/(1 - rho)), so forecasts can be checked against it.
 */
final class MM1 implements ModelBuilder {

    final double lambda;
    final double mu;

    MM1(double lambda, double mu) {
        this.lambda = lambda;
        this.mu = mu;
    }

    /** A scenario that only carries a name and run control; the M/M/1 builder reads nothing else. */
    static Scenario scenario(String name, long seed, double warmUp, double duration, int replications) {
        return new Scenario("(test)", name, "M/M/1 test queue", null, new Storage(1L << 24, 0, 0, 0),
                new ControlProgram(0, 0, 0, 0), List.of(), List.of(), null, List.of(new Workload("queue", null)),
                new RunControl(seed, warmUp, duration, replications), Optional.empty());
    }

    @Override
    public SimulationModel build(Scenario scenario, StreamFactory streams) {
        return new Model(scenario.run(), streams);
    }

    private final class Model implements SimulationModel {
        private final RunControl control;
        private final int replication;
        private final RandomStream arrivals;
        private final RandomStream services;
        private final Simulation sim = new Simulation();
        private final TimeWeighted busy = new TimeWeighted(0.0);
        private final TimeWeighted inSystem = new TimeWeighted(0.0);
        private final Tally response = new Tally();
        private final MetricsRegistry metrics = new MetricsRegistry();
        /** Arrival times of the customers in the system, a ring buffer: no allocation per customer. */
        private double[] waiting = new double[1024];
        private int head;
        private int count;
        private long completions;
        private final int arrive;
        private final int depart;

        Model(RunControl control, StreamFactory streams) {
            this.control = control;
            this.replication = streams.replication();
            this.arrivals = streams.stream("arrivals");
            this.services = streams.stream("services");
            arrive = sim.register("arrival", (target, arg) -> arrival());
            depart = sim.register("departure", (target, arg) -> departure());
            sim.onWarmUpEnd(() -> {
                busy.reset(sim.now());
                inSystem.reset(sim.now());
                response.reset();
                completions = 0;
            });
            metrics.gauge(new Metric("response.mean", "Mean response time", "s"), response::mean);
            metrics.gauge(new Metric("response.p95", "95th percentile response time", "s"),
                    () -> response.percentile(0.95));
            metrics.gauge(new Metric("server.utilisation", "Server utilisation", ""), () -> busy.mean(sim.now()));
            metrics.gauge(new Metric("system.mean", "Mean customers in system", "customers"),
                    () -> inSystem.mean(sim.now()));
            metrics.gauge(new Metric("throughput", "Throughput", "/s"),
                    () -> completions / control.durationSeconds());
        }

        @Override
        public RunResult run(BooleanSupplier cancelled) {
            sim.after(arrivals.exponential(1 / lambda), arrive, 0, 0);
            sim.run(control.warmUpSeconds(), control.durationSeconds(), cancelled);
            return metrics.snapshot(replication, control.durationSeconds(), sim.eventsHandled());
        }

        private void arrival() {
            double now = sim.now();
            if (count == waiting.length) {
                double[] bigger = new double[waiting.length * 2];
                for (int i = 0; i < count; i++) {
                    bigger[i] = waiting[(head + i) % waiting.length];
                }
                waiting = bigger;
                head = 0;
            }
            waiting[(head + count) % waiting.length] = now;
            count++;
            inSystem.add(now, 1);
            if (count == 1) {
                busy.set(now, 1);
                sim.after(services.exponential(1 / mu), depart, 0, 0);
            }
            sim.after(arrivals.exponential(1 / lambda), arrive, 0, 0);
        }

        private void departure() {
            double now = sim.now();
            response.add(now - waiting[head]);
            head = (head + 1) % waiting.length;
            count--;
            completions++;
            inSystem.add(now, -1);
            if (count > 0) {
                sim.after(services.exponential(1 / mu), depart, 0, 0);
            } else {
                busy.set(now, 0);
            }
        }
    }
}
