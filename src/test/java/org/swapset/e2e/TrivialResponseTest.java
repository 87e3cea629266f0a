package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.swapset.e2e.Forecasts.mean;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioLoader;
import org.swapset.spi.Parameters;
import org.swapset.spi.RandomStream;
import org.swapset.spi.workload.GuestBehaviour;
import org.swapset.spi.workload.TransactionPlan;
import org.swapset.spi.workload.WorkloadFactory;
import org.swapset.spi.workload.WorkloadModel;

/**
 * VMMAP's trivial response ({@code trivial.response}): the response of the transactions that end in Q1, never asking
 * for Q2. Two kinds of interactive command take turns, a short one well inside the Q1 slice and a long one that
 * outruns it and goes on to Q2; the trivial figures must be exactly the short ones', whatever the workload calls them.
 */
class TrivialResponseTest {

    /** Interactive commands, short and long in turn; the workload's own classes name them. */
    static final class ShortAndLong implements WorkloadFactory {
        @Override public String id() { return "test-short-and-long"; }
        @Override public String description() { return "test: a short and a long interactive command in turn"; }

        @Override
        public WorkloadModel create(Parameters parameters) {
            return new WorkloadModel() {
                @Override public int users() { return 20; }
                @Override public int addressSpacePages() { return 16; }
                @Override public List<String> transactionClasses() { return List.of("short", "long"); }

                @Override
                public GuestBehaviour newGuest(int index, RandomStream random) {
                    return new GuestBehaviour() {
                        private boolean longNext = index % 2 == 1;

                        @Override public double thinkTime() { return random.exponential(5); }

                        @Override
                        public void nextTransaction(TransactionPlan plan) {
                            // At 5 MIPS a CPU: 2 ms and 0.4 s, against a Q1 slice of 50 ms.
                            plan.begin(longNext ? 1 : 0, longNext ? 2_000_000 : 10_000);
                            for (int p = 0; p < 8; p++) {
                                plan.reference(p, p == 0);
                            }
                            longNext = !longNext;
                        }
                    };
                }
            };
        }
    }

    private static Forecast run() throws Exception {
        String yaml = """
                name: trivial response
                processor: { type: ibm-3081d }
                storage: { real: 2MiB, controlProgram: 512KiB }
                channels: [ { name: ch1 } ]
                pagingDevices:
                  - { type: ibm-2305-2, count: 1, channel: ch1 }
                policies:
                  replacement: { type: core-table-scan }
                  scheduler: { type: vm-sp, q1Slice: 50ms, q2Slice: 400ms }
                workloads:
                  - { type: test-short-and-long, name: mix }
                run: { seed: 5, warmUp: 30s, duration: 300s, replications: 2 }
                """;
        Scenario scenario = ScenarioLoader.parse(yaml, "trivial.yaml", false,
                Forecasts.registryWith(new ShortAndLong()));
        return Forecasts.run(scenario, 2);
    }

    @Test
    void trivialTransactionsAreThoseThatEndInQ1() throws Exception {
        Forecast f = run();
        double trivialRate = mean(f, "trivial.throughput");
        assertTrue(trivialRate > 1, "short commands run: " + trivialRate);
        assertEquals(mean(f, "class.mix.short.throughput"), trivialRate, 1e-12);
        assertEquals(mean(f, "class.mix.short.response"), mean(f, "trivial.response"), 1e-12);
        // The long commands did go on to Q2, and are what lifts the mean response above the trivial one.
        assertTrue(mean(f, "q2.dropRate") > 0, "long commands reach Q2");
        assertTrue(mean(f, "response.mean") > 2 * mean(f, "trivial.response"),
                "mean " + mean(f, "response.mean") + " against trivial " + mean(f, "trivial.response"));
    }
}
