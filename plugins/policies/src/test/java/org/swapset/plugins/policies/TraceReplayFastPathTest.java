package org.swapset.plugins.policies;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.swapset.core.plugin.ParameterValues;
import org.swapset.core.trace.ReferenceTrace;
import org.swapset.core.trace.TraceReplay;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.policy.ReplacementPolicyFactory;

/**
 * The replay loops of the bundled FIFO, LRU and CLOCK (both variants) give exactly the faults of replaying the
 * plugins themselves, on random traces with drifting working sets, on frame counts from one to more than the pages
 * referenced (and either side of CLOCK's 64-frame words); and the factory entry point that the {@code trace}
 * command calls takes them.
 */
class TraceReplayFastPathTest {

    private static final int[] FRAMES = {1, 2, 3, 7, 16, 63, 64, 65, 128, 200, 1000};

    private static ReferenceTrace randomTrace(SplittableRandom random, int length, int spread) {
        long[] refs = new long[length];
        for (int i = 0; i < length; i++) {
            refs[i] = random.nextInt(5) == 0 ? random.nextInt(spread) : (i / 300) * 7 + random.nextInt(40);
        }
        return ReferenceTrace.of(refs);
    }

    @Test
    void theLoopsGiveThePluginsFaultsOnRandomTraces() {
        SplittableRandom random = new SplittableRandom(2024);
        for (int trial = 0; trial < 12; trial++) {
            ReferenceTrace trace = randomTrace(random, 20_000, 50 + 100 * trial);
            for (int frames : FRAMES) {
                String where = "trial " + trial + ", " + frames + " frames";
                assertEquals(TraceReplay.faults(new Fifo(), frames, trace), TraceReplay.fifo(frames, trace),
                        "fifo, " + where);
                assertEquals(TraceReplay.faults(new Lru(), frames, trace), TraceReplay.lru(frames, trace),
                        "lru, " + where);
                assertEquals(TraceReplay.faults(new Clock(true), frames, trace), TraceReplay.clock(frames, trace,
                        true), "clock, " + where);
                assertEquals(TraceReplay.faults(new Clock(false), frames, trace), TraceReplay.clock(frames, trace,
                        false), "clock without the new page's bit, " + where);
            }
        }
    }

    @Test
    void theLoopsGiveTheTextbookCounts() {
        ReferenceTrace silberschatz = ReferenceTrace.of(7, 0, 1, 2, 0, 3, 0, 4, 2, 3, 0, 3, 2, 1, 2, 0, 1, 7, 0, 1);
        ReferenceTrace belady = ReferenceTrace.of(1, 2, 3, 4, 1, 2, 5, 1, 2, 3, 4, 5);
        assertEquals(15, TraceReplay.fifo(3, silberschatz));
        assertEquals(12, TraceReplay.lru(3, silberschatz));
        assertEquals(9, TraceReplay.fifo(3, belady));
        assertEquals(10, TraceReplay.fifo(4, belady));
        assertEquals(10, TraceReplay.lru(3, belady));
        assertEquals(8, TraceReplay.lru(4, belady));
        assertEquals(0, TraceReplay.lru(3, ReferenceTrace.of()));
    }

    @Test
    void theFactoryEntryPointTakesTheLoopsForTheTextbookPoliciesAndThePluginForTheOthers() {
        SplittableRandom random = new SplittableRandom(77);
        ReferenceTrace trace = randomTrace(random, 30_000, 500);
        for (int frames : FRAMES) {
            String where = frames + " frames";
            assertEquals(TraceReplay.fifo(frames, trace),
                    TraceReplay.faults(new FifoFactory(), parameters(new FifoFactory(), "true"), frames, trace),
                    "fifo, " + where);
            ReplacementPolicyFactory lru = new SimplePolicyFactories.LruFactory();
            assertEquals(TraceReplay.lru(frames, trace), TraceReplay.faults(lru, parameters(lru, "true"), frames,
                    trace), "lru, " + where);
            ReplacementPolicyFactory clock = new SimplePolicyFactories.ClockFactory();
            for (boolean newPageReferenced : new boolean[] {true, false}) {
                assertEquals(TraceReplay.clock(frames, trace, newPageReferenced),
                        TraceReplay.faults(clock, parameters(clock, String.valueOf(newPageReferenced)), frames,
                                trace), "clock, newPageReferenced " + newPageReferenced + ", " + where);
            }
            // Policies without a loop of their own are replayed through the plugin.
            for (ReplacementPolicyFactory other : List.of(new SimplePolicyFactories.OptFactory(),
                    new CoreTableScanFactory())) {
                ParameterValues parameters = parameters(other, "true");
                assertEquals(TraceReplay.faults(other.create(parameters), frames, trace),
                        TraceReplay.faults(other, parameters, frames, trace), other.id() + ", " + where);
            }
        }
    }

    @Test
    void theEntryPointDoesNotCreateTheBundledTextbookPolicies() {
        // A factory of Swapset's own class loader with the id "fifo" whose plugin cannot be created: the entry point
        // must answer from the FIFO loop without creating it (the fast path is taken, not merely equal).
        ReplacementPolicyFactory fifo = new FifoFactory();
        ReplacementPolicyFactory uncreatable = new ReplacementPolicyFactory() {
            @Override
            public org.swapset.spi.policy.ReplacementPolicy create(org.swapset.spi.Parameters parameters) {
                throw new AssertionError("the fifo plugin was created: the replay loop was not used");
            }

            @Override
            public String id() {
                return fifo.id();
            }

            @Override
            public String description() {
                return fifo.description();
            }

            @Override
            public List<ParameterDescriptor> parameters() {
                return fifo.parameters();
            }
        };
        ReferenceTrace trace = ReferenceTrace.of(1, 2, 3, 4, 1, 2, 5, 1, 2, 3, 4, 5);
        assertEquals(9, TraceReplay.faults(uncreatable, parameters(fifo, "true"), 3, trace));
    }

    private static ParameterValues parameters(ReplacementPolicyFactory factory, String newPageReferenced) {
        Map<String, ParameterDescriptor> descriptors = new java.util.LinkedHashMap<>();
        Map<String, Object> values = new java.util.HashMap<>();
        for (ParameterDescriptor d : factory.parameters()) {
            descriptors.put(d.name(), d);
            String text = d.name().equals("newPageReferenced") ? newPageReferenced : d.defaultValue();
            values.put(d.name(), org.swapset.core.scenario.Units.parse(d.type(), text));
        }
        return new ParameterValues("test", descriptors, values, Map.of());
    }
}
