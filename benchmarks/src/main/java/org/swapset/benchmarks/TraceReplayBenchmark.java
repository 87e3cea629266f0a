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
import org.swapset.core.plugin.ParameterValues;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Units;
import org.swapset.core.trace.ReferenceTrace;
import org.swapset.core.trace.TraceReplay;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.PluginFamily;
import org.swapset.spi.policy.ReplacementPolicyFactory;

/**
 * References per second through {@link TraceReplay} for a replacement policy, on an in-memory trace of {@value #REFS}
 * references over 4,096 pages replayed on 1,024 frames (everything fits in the processor's cache). One invocation
 * replays the whole trace, so the score, with {@code @OperationsPerInvocation}, is references per second. The target
 * is 100 million per second for LRU, FIFO and CLOCK. {@code replay} is what {@code swapset trace} runs (the
 * bundled textbook policies on loops of their own), {@code replayThroughPlugin} the generic replay with a call
 * through the policy interface per reference (how a third-party policy is replayed).
 *
 * <pre>
 * mvn -B -o -q -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar TraceReplay -f 1 -wi 3 -i 5
 * </pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Benchmark)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class TraceReplayBenchmark {

    private static final int REFS = 4_000_000;

    @Param({"fifo", "lru", "clock"})
    public String policy;

    private ReferenceTrace trace;
    private ReplacementPolicyFactory factory;
    private ParameterValues parameters;

    @Setup(Level.Trial)
    public void load() {
        SplittableRandom random = new SplittableRandom(42);
        long[] pages = new long[REFS];
        for (int i = 0; i < REFS; i++) {
            pages[i] = random.nextInt(10) < 9 ? (i / 20_000) * 8 + random.nextInt(800) : random.nextInt(4_096);
        }
        trace = ReferenceTrace.of(pages);
        PluginRegistry registry = PluginHost.load(java.util.Optional.empty());
        factory = registry.find(PluginFamily.REPLACEMENT_POLICY, policy, ReplacementPolicyFactory.class).orElseThrow();
        java.util.Map<String, ParameterDescriptor> descriptors = new java.util.LinkedHashMap<>();
        java.util.Map<String, Object> values = new java.util.HashMap<>();
        for (ParameterDescriptor d : factory.parameters()) {
            descriptors.put(d.name(), d);
            values.put(d.name(), Units.parse(d.type(), d.defaultValue()));
        }
        parameters = new ParameterValues("benchmark", descriptors, values, java.util.Map.of());
    }

    /** As {@code swapset trace} replays: the bundled textbook policies on their own loops. */
    @Benchmark
    @OperationsPerInvocation(REFS)
    public long replay() {
        return TraceReplay.faults(factory, parameters, 1024, trace);
    }

    /** Through the plugin's interface, a call per reference, as a third-party policy is replayed. */
    @Benchmark
    @OperationsPerInvocation(REFS)
    public long replayThroughPlugin() {
        return TraceReplay.faults(factory.create(parameters), 1024, trace);
    }
}
