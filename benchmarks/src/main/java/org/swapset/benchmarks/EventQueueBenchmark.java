package org.swapset.benchmarks;

import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.swapset.core.engine.EventQueue;

/**
 * Throughput of the event queue in the classic "hold" model: the queue is pre-filled with {@code size} events, and
 * each operation pops the earliest event and schedules one at its time plus an exponential increment, so the queue
 * stays at its size. One operation is one schedule plus one dispatch. The increments are drawn once, in the setup,
 * from a seeded generator, so the measured operation does no random-number work.
 *
 * <p>Target: at least 20 million operations per second at each size on the project's 2-core machine.
 *
 * <p>History, in short. The list calendar queue (sorted bucket lists, events interleaved in one array, width from
 * the median gap, adapted factor) reached 23.7 M, 20.5 M and 13-16 M (sizes 64, 1,024, 16,384) on a 2 GHz Xeon VM,
 * after a radix heap (10-12 M) and a 4-ary heap (5-8 M). Tried on it and not kept: buckets of one 64-byte block
 * holding their first three events inline (14.8-16.2 M at 16,384), the head event held in its bucket with far events
 * parked and inserted in batches (15.5-16.3 M), and a smaller table of increments (the 512 KB table is not what held
 * 16,384 back). What cost at 16,384 were the insert's dependent random loads: a profile of that queue on the 2-core
 * AMD EPYC VM (perf, cpu-clock samples on the JIT code) put about 30% of the time on the bucket's head, the head
 * node's time, the list walk and the head's day.
 *
 * <p>2026-11-24, unsorted buckets of 128-byte chunks with 8-byte headers and a sorted bottom for the day being
 * popped (see {@link EventQueue}): one header read and two stores per schedule, days of about eight events gathered
 * and sorted by rank without branches. On the 2-core AMD EPYC VM, shared with another engineer's simulations (load
 * 2-3), three rounds alternating the list calendar's jar and this one, {@code -f 1 -wi 3 -w 2 -i 5 -r 2}: 34.2-37.0 M
 * (64), 32.7-33.6 M (1,024), 29.9-31.7 M (16,384), against the list calendar's 29.4-30.5 M, 24.6-24.8 M,
 * 19.5-21.7 M; {@code -prof gc}: about 10<sup>-4</sup> B/op, no collections. Run with
 * <pre>
 * mvn -B -o -q -pl benchmarks -am package -DskipTests
 * java -jar benchmarks/target/benchmarks.jar EventQueue -f 1 -wi 3 -w 2 -i 5 -r 2
 * </pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@State(Scope.Thread)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class EventQueueBenchmark {

    /** Increments cycle through this many pre-drawn values; a power of two so the index is a mask. */
    private static final int INCREMENTS = 1 << 16;

    @Param({"64", "1024", "16384"})
    public int size;

    private EventQueue queue;
    private double[] increments;
    private int next;

    @Setup(Level.Trial)
    public void fill() {
        SplittableRandom random = new SplittableRandom(20_261_122L);
        increments = new double[INCREMENTS];
        for (int i = 0; i < INCREMENTS; i++) {
            increments[i] = -Math.log(1.0 - random.nextDouble());
        }
        queue = new EventQueue(size);
        for (int i = 0; i < size; i++) {
            queue.add(increments[i], 0, i, i);
        }
        next = size;
    }

    /** Pops the earliest event and schedules its successor. */
    @Benchmark
    public void hold(Blackhole sink) {
        EventQueue q = queue;
        q.pop();
        double time = q.time();
        int target = q.target();
        sink.consume(target);
        q.add(time + increments[next++ & (INCREMENTS - 1)], 0, target, q.arg());
    }
}
