package org.swapset.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.swapset.core.metrics.RunResult;

/**
 * Seconds of computer time to simulate one hour of the z/VM 4.2 CMS1 system ({@code scenarios/zvm42-cms1-10800.yaml}:
 * 10,800 users, 8 GB = 2,097,152 frames with a 2 GB line, 16 RVA volumes), one replication on one thread, no
 * warm-up, in a JVM limited to 2 GB of heap ({@code -Xmx2g}: the run completing is the heap figure). The z/VM
 * issue's target is under 60 seconds.
 *
 * <p>Run from the repository root with
 * <pre>
 * mvn -B -o -q -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar ZvmCms1Hour
 * </pre>
 * ({@code -Dswapset.scenario=FILE} runs another scenario.) Measured 2026-11-22 on the project's shared 2-core VM
 * under load: 130 s (109-144 s). Measured 2026-11-23 (session 8) on the idle machine: warm-up iteration 55.7 s, then
 * 64.1, 66.1 and 64.9 s (65.0 s ± 17.9); from the command line the same hour took 67.2 s before that session's
 * changes and 63.2 s after, 58.5 s with {@code -XX:+UseTransparentHugePages}. Session 9 (2026-11-23, after the CMS
 * user's Bernoulli runs were drawn as geometric gaps), with transparent huge pages asked for as the launcher does on
 * Linux: warm-up iteration 53.5 s, then 54.9, 59.9 and 51.6 s (55.5 s). The fork asks for them too
 * ({@code -XX:+UseTransparentHugePages}; {@code -XX:+IgnoreUnrecognizedVMOptions} keeps the fork starting on a JVM
 * without the option). See the README's "Speed" section.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Benchmark)
@Fork(value = 1, jvmArgsAppend = {"-Xmx2g", "-XX:+IgnoreUnrecognizedVMOptions", "-XX:+UseTransparentHugePages"})
@Warmup(iterations = 1)
@Measurement(iterations = 3)
public class ZvmCms1HourBenchmark {

    private SimulatedHour hour;

    @Setup(Level.Trial)
    public void load() throws Exception {
        hour = new SimulatedHour("scenarios/zvm42-cms1-10800.yaml");
    }

    /** One simulated hour; each invocation a new replication. */
    @Benchmark
    public RunResult oneHour() {
        return hour.run();
    }
}
