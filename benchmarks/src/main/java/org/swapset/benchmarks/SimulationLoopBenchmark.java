package org.swapset.benchmarks;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.swapset.core.engine.Simulation;

/**
 * Events per second through {@link Simulation#runUntil}: {@code entities} entities each hold one pending event,
 * and a trivial handler reschedules its entity after a pre-drawn exponential delay. Each benchmark invocation runs
 * exactly {@value #BATCH} events (the handler stops the loop when the batch is done), so the reported throughput is
 * in events per second, loop overhead, handler dispatch and the cancellation check included.
 *
 * <p>Run with
 * <pre>
 * mvn -B -o -q -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar SimulationLoop -f 1 -wi 3 -w 2 -i 5 -r 2
 * </pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class SimulationLoopBenchmark {

    /** Events per benchmark invocation. */
    static final int BATCH = 1 << 16;
    private static final int DELAYS = 1 << 16;

    @Param({"1024"})
    public int entities;

    private Simulation simulation;
    private double[] delays;
    private int type;
    private int next;
    private int remaining;
    private long checksum;

    @Setup(Level.Trial)
    public void build() {
        SplittableRandom random = new SplittableRandom(20_261_122L);
        delays = new double[DELAYS];
        for (int i = 0; i < DELAYS; i++) {
            delays[i] = -Math.log(1.0 - random.nextDouble());
        }
        simulation = new Simulation();
        type = simulation.register("hold", this::handle);
        for (int e = 0; e < entities; e++) {
            simulation.after(delays[e], type, e, 0);
        }
        next = entities;
    }

    private void handle(int target, int arg) {
        checksum += target;
        simulation.after(delays[next++ & (DELAYS - 1)], type, target, arg + 1);
        if (--remaining == 0) {
            simulation.stop();
        }
    }

    /** Runs one batch of events; the returned checksum keeps the handler's work observable. */
    @Benchmark
    @OperationsPerInvocation(BATCH)
    public long events() {
        remaining = BATCH;
        simulation.runUntil(Double.POSITIVE_INFINITY, () -> false);
        return checksum;
    }
}
