package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.swapset.e2e.Forecasts.mean;

import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.Forecaster;
import org.swapset.core.forecast.ProgressListener;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioLoader;
import org.swapset.core.vm.VmModelBuilder;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.Parameters;
import org.swapset.spi.RandomStream;
import org.swapset.spi.workload.GuestBehaviour;
import org.swapset.spi.workload.TransactionPlan;
import org.swapset.spi.workload.WorkloadFactory;
import org.swapset.spi.workload.WorkloadModel;

/**
 * Pages a transaction gives back when it ends ({@link TransactionPlan#releaseAtEnd}, CMS's DIAGNOSE X'10'), counted
 * exactly: one user whose every transaction writes pages 0..15 and gives back pages 8..15. The eight kept pages are
 * first references once and then stay in storage; the eight given back are first references in every transaction
 * (cleared frames, never read from a slot) and are freed when it ends.
 */
class PageReleaseTest {

    /** Writes pages 0..15 and gives back {@code released} of them, from page 8, when the transaction ends. */
    static final class WritesAndReleases implements WorkloadFactory {
        @Override public String id() { return "test-writes-and-releases"; }
        @Override public String description() { return "test: one user writing pages 0..15, releasing some"; }

        @Override
        public List<ParameterDescriptor> parameters() {
            return List.of(ParameterDescriptor.integer("released", 8, 0, 8, "pages", "Pages given back."));
        }

        @Override
        public WorkloadModel create(Parameters parameters) {
            int released = (int) parameters.integer("released");
            return new WorkloadModel() {
                @Override public int users() { return 1; }
                @Override public int addressSpacePages() { return 16; }
                @Override public List<String> transactionClasses() { return List.of("all"); }

                @Override
                public GuestBehaviour newGuest(int index, RandomStream random) {
                    return new GuestBehaviour() {
                        @Override public double thinkTime() { return 10; }

                        @Override
                        public void nextTransaction(TransactionPlan plan) {
                            plan.begin(0, 10_000);
                            for (int p = 0; p < 16; p++) {
                                plan.reference(p, true);
                            }
                            for (int p = 8; p < 8 + released; p++) {
                                plan.releaseAtEnd(p);
                            }
                        }
                    };
                }
            };
        }
    }

    private static PluginRegistry registry;

    @BeforeAll
    static void load() {
        registry = Forecasts.registryWith(new WritesAndReleases());
    }

    private static Forecast run(int released, String swap) throws Exception {
        String yaml = """
                name: page release
                processor: { type: ibm-3081d }
                storage: { real: 1MiB, controlProgram: 512KiB }
                channels: [ { name: ch1 } ]
                pagingDevices:
                  - { type: ibm-2305-2, count: 1, channel: ch1 }
                policies:
                  replacement: { type: core-table-scan }
                  pageOutDevice: { type: round-robin }
                  slotAllocator: { type: zigzag }
                  scheduler: { type: vm-sp }
                  swap: %s
                workloads:
                  - { type: test-writes-and-releases, name: one, released: %d }
                run: { seed: 5, warmUp: 60s, duration: 600s, replications: 1 }
                """.formatted(swap, released);
        Scenario scenario = ScenarioLoader.parse(yaml, "page-release.yaml", false, registry);
        return new Forecaster(new VmModelBuilder()).run(scenario, 1, ProgressListener.NONE, () -> false);
    }

    @Test
    void releasedPagesAreFreedAtTheEndAndClearedAgainInTheNextTransaction() throws Exception {
        Forecast f = run(8, "{ type: demand-paging }");
        double tx = mean(f, "throughput");
        assertTrue(tx > 0.05, "transactions run");
        assertEquals(8.0, mean(f, "paging.released") / tx, 1e-9);
        assertEquals(8.0, mean(f, "paging.newPages") / tx, 0.2, "the released pages are first references again");
        assertEquals(0.0, mean(f, "paging.demandReads"), 1e-9, "nothing is read back");
        assertEquals(0.0, mean(f, "paging.pageOuts"), 1e-9, "storage is plentiful: nothing is written either");
    }

    @Test
    void withoutReleaseThePagesStayAndAreFirstReferencesOnce() throws Exception {
        Forecast f = run(0, "{ type: demand-paging }");
        assertEquals(0.0, mean(f, "paging.released"), 1e-9);
        assertEquals(0.0, mean(f, "paging.newPages"), 1e-9, "all 16 were first referenced during the warm-up");
    }

    @Test
    void aSwappingPolicyNeverSeesThePagesGivenBack() throws Exception {
        // swap-sets logically swaps what the stay referenced: the released pages are gone before the queue-drop.
        Forecast f = run(8, "{ type: swap-sets }");
        double tx = mean(f, "throughput");
        assertEquals(8.0, mean(f, "paging.released") / tx, 1e-9);
        assertEquals(8.0, mean(f, "swap.logicalReturns") / tx, 0.2, "only the eight kept pages come back");
        assertEquals(0.0, mean(f, "paging.demandReads"), 1e-9);
    }
}
