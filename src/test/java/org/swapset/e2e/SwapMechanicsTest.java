package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.swapset.e2e.Forecasts.mean;

import java.util.ArrayList;
import java.util.List;
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
import org.swapset.spi.policy.PagingControl;
import org.swapset.spi.policy.SchedulerPolicy;
import org.swapset.spi.policy.SwapPolicy;
import org.swapset.spi.policy.SwapPolicyFactory;
import org.swapset.spi.workload.GuestBehaviour;
import org.swapset.spi.workload.TransactionPlan;
import org.swapset.spi.workload.WorkloadFactory;
import org.swapset.spi.workload.WorkloadModel;

/**
 * The engine's swap mechanisms, counted exactly: one user whose every transaction references pages 0..15 once, and a
 * scripted swap policy that, at each queue-drop, logically swaps those pages and at once writes {@code sets} swap
 * sets of 8 of them. The next transaction then finds {@code 16 - 8 sets} pages retained (logical swap-in) and takes
 * one swap fault per set written, each reading its whole set in one start-I/O.
 */
class SwapMechanicsTest {

    private static final int PAGES = 16;

    /** Every transaction references pages 0..PAGES-1 in order, once each; constant think time. */
    static final class SixteenPages implements WorkloadFactory {
        @Override public String id() { return "test-sixteen-pages"; }
        @Override public String description() { return "test: one user referencing pages 0..15 per transaction"; }

        @Override
        public WorkloadModel create(Parameters parameters) {
            return new WorkloadModel() {
                @Override public int users() { return 1; }
                @Override public int addressSpacePages() { return 32; }
                @Override public List<String> transactionClasses() { return List.of("all"); }

                @Override
                public GuestBehaviour newGuest(int index, RandomStream random) {
                    return new GuestBehaviour() {
                        @Override public double thinkTime() { return 10; }

                        @Override
                        public void nextTransaction(TransactionPlan plan) {
                            plan.begin(0, 1000);
                            for (int p = 0; p < PAGES; p++) {
                                plan.reference(p, false);
                            }
                        }
                    };
                }
            };
        }
    }

    /** Logically swaps what the user referenced, then writes {@code sets} swap sets of 8 at once. */
    static final class Scripted implements SwapPolicyFactory {
        final List<Integer> swapOutIds = new ArrayList<>();
        /** When set, the policy prepages the user's other swap sets as it hears the user is ready. */
        boolean prepageWhenReady;
        /** {@code swapSetsReadThisTransaction} as each transactionStarted saw it. */
        final List<Integer> readWhenReady = new ArrayList<>();

        @Override public String id() { return "test-scripted-swap"; }
        @Override public String description() { return "test: swap out a fixed number of sets at every drop"; }

        @Override
        public List<ParameterDescriptor> parameters() {
            return List.of(ParameterDescriptor.integer("sets", 2, 0, 2, "swap sets", "Sets written at each drop."));
        }

        @Override
        public SwapPolicy create(Parameters parameters) {
            int sets = (int) parameters.integer("sets");
            return new SwapPolicy() {
                @Override
                public void queueDropped(int user, SchedulerPolicy.Queue queue, boolean interactive,
                                         PagingControl control) {
                    int[] pages = new int[control.addressSpacePages(user)];
                    int n = control.pagesInUse(user, pages);
                    for (int i = 0; i < n; i++) {
                        if (control.isReferenced(user, pages[i])) {
                            control.logicallySwap(user, pages[i]);
                        } else {
                            control.trim(user, pages[i]);
                        }
                    }
                    for (int s = 0; s < sets; s++) {
                        n = control.logicallySwappedPages(user, pages);
                        swapOutIds.add(control.swapOut(user, pages, Math.min(8, n)));
                    }
                }

                @Override
                public void transactionStarted(int user, boolean interactive, PagingControl control) {
                    readWhenReady.add(control.swapSetsReadThisTransaction(user));
                    if (prepageWhenReady) {
                        int[] ids = new int[control.addressSpacePages(user)];
                        for (int i = 0, n = control.swapSets(user, ids); i < n; i++) {
                            control.swapIn(ids[i]);
                        }
                    }
                }

                @Override
                public void queueAdded(int user, SchedulerPolicy.Queue queue, boolean interactive,
                                       PagingControl control) {
                    control.logicalSwapIn(user);
                }
            };
        }
    }

    private static Forecast run(int sets, Scripted policy) throws Exception {
        PluginRegistry registry = Forecasts.registryWith(new SixteenPages(), policy);
        String yaml = """
                name: swap mechanics
                processor: { type: ibm-3081d }
                storage: { real: 1MiB, controlProgram: 512KiB }
                channels: [ { name: ch1 }, { name: ch2 }, { name: ch3 } ]
                pagingDevices:
                  - { type: ibm-3380, count: 1, channel: ch1, role: swap }
                  - { type: ibm-3380, count: 1, channel: ch3, role: swap }
                  - { type: ibm-2305-2, count: 1, channel: ch2, role: paging }
                policies:
                  replacement: { type: core-table-scan }
                  pageOutDevice: { type: round-robin }
                  slotAllocator: { type: moving-cursor }
                  swap: { type: test-scripted-swap, sets: %d }
                workloads:
                  - { type: test-sixteen-pages, name: one }
                run: { seed: 3, warmUp: 60s, duration: 600s, replications: 1 }
                """.formatted(sets);
        Scenario scenario = ScenarioLoader.parse(yaml, "swap-mechanics.yaml", false, registry);
        return new Forecaster(new VmModelBuilder()).run(scenario, 1, ProgressListener.NONE, () -> false);
    }

    @Test
    void aFaultOnAPageInASwapSetReadsTheWholeSetInOneStartIo() throws Exception {
        Scripted policy = new Scripted();
        Forecast f = run(2, policy);
        double tx = mean(f, "throughput");
        assertTrue(tx > 0.05, "transactions run");
        assertTrue(policy.swapOutIds.stream().allMatch(id -> id >= 0), "every swap-out found room");
        // Per transaction: two swap faults, each reading a set of 8; no demand reads; no logical returns.
        assertEquals(2.0, mean(f, "swap.faults") / tx, 0.05);
        assertEquals(16.0, mean(f, "paging.swapReads") / tx, 0.5);
        assertEquals(0.0, mean(f, "paging.demandReads"), 1e-9);
        assertEquals(0.0, mean(f, "swap.logicalReturns"), 1e-9);
        // All paging I/O is whole sets, the two of a drop on the two swap devices in turn: 8 pages per start-I/O.
        assertEquals(8.0, mean(f, "paging.pagesPerStartIo"), 0.01);
        // Each set read back gives up its slots: a set at a time is all the swap device ever holds.
        assertEquals(0.0, mean(f, "paging.overflowPageOuts"), 1e-9);
    }

    @Test
    void aPartiallySwappedUserGetsItsRetainedPagesBackAndFaultsInTheRest() throws Exception {
        Forecast f = run(1, new Scripted());
        double tx = mean(f, "throughput");
        assertEquals(1.0, mean(f, "swap.faults") / tx, 0.05);
        assertEquals(8.0, mean(f, "paging.swapReads") / tx, 0.5);
        assertEquals(8.0, mean(f, "swap.logicalReturns") / tx, 0.5);
        assertEquals(0.0, mean(f, "paging.demandReads"), 1e-9);
        // The interactive buffer: the 8 retained pages, held while the user thinks (10 s between transactions).
        double thinking = 10 / (10 + mean(f, "response.mean"));
        assertEquals(8.0 * thinking, mean(f, "storage.logicallySwapped"), 0.05);
        assertEquals(0.0, mean(run(2, new Scripted()), "storage.logicallySwapped"), 1e-9);
    }

    @Test
    void thePagingSpaceInUseIsTheSwapSetsHeldWhileTheUserThinks() throws Exception {
        // Two sets of 8 written at each drop and read back (their slots freed) early in the next transaction: 16
        // slots in use from the drop to those reads, none else; 32 pages of virtual storage for 128 pageable frames.
        Forecast f = run(2, new Scripted());
        double slots = mean(f, "paging.slots");
        assertTrue(slots > 16, "two 3380s and a 2305: " + slots);
        assertEquals(16.0, mean(f, "paging.spacePeak") * slots / 100, 1e-6);
        double held = (10 + mean(f, "swap.readTime") / 1000) / (10 + mean(f, "response.mean"));
        assertEquals(16.0 * held, mean(f, "paging.spaceUsed") * slots / 100, 0.1);
        assertEquals(32.0, mean(f, "storage.virtual"), 1e-9);
        assertEquals(0.25, mean(f, "storage.overcommit"), 1e-9);
    }

    @Test
    void theSwapFaultOfAUserBecomingReadyIsTakenBeforeItsQueueAdd() throws Exception {
        // One set written at each drop: pages 0..7, the first the next transaction touches. Its read comes before the
        // queue-add, so it is in the response but not in the Q1 stay, and nobody in queue ever waits for a page.
        Forecast f = run(1, new Scripted());
        double readTime = mean(f, "swap.readTime") / 1000;
        assertTrue(readTime > 0.005, "a swap set read takes device time: " + readTime);
        assertEquals(readTime, mean(f, "response.mean") - mean(f, "q1.seconds"), 0.1 * readTime);
        assertEquals(0.0, mean(f, "paging.pageWait"), 1e-9);
    }

    @Test
    void aSetPrepagedAsTheUserBecomesReadyIsReadBesideTheSwapFault() throws Exception {
        // Two sets written at each drop, one on each swap device: pages 0..7 and 8..15. The first touch faults on the
        // first before the queue-add; the policy, told the user is ready, sees that set counted and prepages the
        // second at once, on the other device, so the two reads overlap ("the parallelism of swap paths").
        Scripted policy = new Scripted();
        policy.prepageWhenReady = true;
        Forecast f = run(2, policy);
        double tx = mean(f, "throughput");
        double readTime = mean(f, "swap.readTime") / 1000;
        assertTrue(policy.readWhenReady.size() > 10, "transactions run");
        assertTrue(policy.readWhenReady.stream().skip(1).allMatch(n -> n == 1),
                "the swap fault's set is counted before the policy hears of the transaction: " + policy.readWhenReady);
        assertEquals(1.0, mean(f, "swap.faults") / tx, 0.05);
        assertEquals(16.0, mean(f, "paging.swapReads") / tx, 0.5);
        // The response holds one set's read before the queue-add, not two one after the other.
        assertEquals(readTime, mean(f, "response.mean") - mean(f, "q1.seconds"), 0.1 * readTime);
        assertTrue(mean(f, "q1.seconds") < 0.5 * readTime,
                "the second set was read meanwhile: " + mean(f, "q1.seconds") + " s in Q1");
    }
}
