package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.swapset.e2e.Forecasts.mean;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.Forecaster;
import org.swapset.core.forecast.MeanValueAnalysis;
import org.swapset.core.forecast.MeanValueAnalysis.Centre;
import org.swapset.core.forecast.ProgressListener;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioException;
import org.swapset.core.scenario.ScenarioLoader;
import org.swapset.core.vm.VmModelBuilder;

/**
 * The VM model obeys the operational laws (FACTS.md section 4, Jain ch. 33) on a storage-rich system, where nothing
 * but the workload's own description sets the CPU demand: the utilisation law U = X D for virtual CPU, Little's law
 * for users in the system, and the response-time law R = N / X - Z.
 */
class OperationalLawsTest {

    private static final String SCENARIO = """
            name: storage rich
            processor: { type: ibm-3081k }
            storage: { real: 32MiB }
            channels: [ { name: ch1 } ]
            pagingDevices: [ { type: ibm-3380, count: 2, channel: ch1 } ]
            workloads:
              - type: cms-interactive
                name: cms
                users: 200
                thinkTime: 10s
                addressSpace: 128KiB
                workingSet: 20
                nonTrivialExtraPages: 10
                trivialFraction: 0.8
                trivialInstructions: 200000
                nonTrivialInstructions: 2000000
                trivialIos: 3
                nonTrivialIos: 10
                ioTime: 20ms
            run: { seed: 3, warmUp: 2min, duration: 10min, replications: 3 }
            """;

    @Test
    void utilisationLittleAndResponseTimeLawsHold() throws ScenarioException {
        Scenario scenario = ScenarioLoader.parse(SCENARIO, "storage-rich.yaml", false,
                PluginHost.load(Optional.empty()));
        Forecast f = new Forecaster(new VmModelBuilder()).run(scenario, 2, ProgressListener.NONE, () -> false);

        double x = mean(f, "throughput");
        double cpus = 2; // a 3081K is dyadic
        double mips = 7.0; // per CPU (ProcessorFigures.IBM_3081K)
        double demand = (0.8 * 200_000 + 0.2 * 2_000_000) / (mips * 1e6); // mean virtual CPU seconds per transaction
        double virtual = mean(f, "cpu.virtual") / 100 * cpus;
        assertEquals(x * demand, virtual, 0.06 * virtual, "U = X D for virtual CPU");
        assertTrue(mean(f, "cpu.cp") > 0 && mean(f, "cpu.cp") < mean(f, "cpu.virtual"), "CP time is charged apart");

        double r = mean(f, "response.mean");
        // N / X = R + Z; the sampled think times' mean wanders by about 1% around Z over these runs.
        assertEquals(200 / x, r + 10, 0.02 * (r + 10), "R = N / X - Z");
        assertEquals(x * r, mean(f, "users.inQueue") + mean(f, "users.eligible"), 0.1 * x * r + 0.2,
                "Little's law: users in the system");
    }

    /**
     * A page fault's read starts once CP has handled the fault: one user, one read a transaction (everything flushed
     * at queue-drop) from a 3380 with no seek, CP's fault handling made long (50 ms on a 1-MIPS processor). The
     * response is the user's processor burst, then the fault's handling, then the read, in turn: 20 + 50 + 10.7 ms
     * (1 ms control unit, 8.3 ms latency on average, 1.37 ms transfer). The read started at the fault, under the CP
     * time, gave 70 ms (found by a statistical review against exact values).
     */
    @Test
    void aFaultsReadStartsAfterCpHasHandledTheFault() throws ScenarioException {
        String one = """
                name: one user, 50 ms of CP a fault, one 3380 read a transaction
                processor: { type: ibm-4341-2, mipsPerCpu: 1.0 }
                storage: { real: 4MiB }
                controlProgram: { faultInstructions: 50000, startIoInstructions: 0, interruptInstructions: 0,
                                  dispatchInstructions: 0 }
                channels: [ { name: ch1 } ]
                pagingDevices: [ { type: ibm-3380, count: 1, channel: ch1, cylinders: 1 } ]
                policies:
                  scheduler: { type: vm-sp, q1Slice: 1h, q2Slice: 1h, dispatchSlice: 10ms }
                  swap: { type: demand-paging, flush: always }
                workloads:
                  - { type: cms-interactive, name: cms, users: 1, thinkTime: 5s, addressSpace: 64KiB, workingSet: 1,
                      drift: 0, trivialFraction: 1, trivialTouch: 1, trivialInstructions: 20000,
                      nonTrivialExtraPages: 0, referencesPerPage: 1, writeFraction: 0, trivialIos: 0, nonTrivialIos: 0 }
                run: { seed: 1, warmUp: 100s, duration: 2000s, replications: 3 }
                """;
        Scenario scenario = ScenarioLoader.parse(one, "one-user.yaml", false, PluginHost.load(Optional.empty()));
        Forecast f = new Forecaster(new VmModelBuilder()).run(scenario, 2, ProgressListener.NONE, () -> false);
        assertEquals(1.0, mean(f, "paging.readsPerTransaction"), 0.01, "one read a transaction");
        double read = mean(f, "paging.ioTime") / 1000;
        double cpu = 20_000 / 1e6;
        assertEquals(cpu + 0.050 + read, mean(f, "response.mean"), 0.02 * (cpu + 0.050 + read),
                "the burst, the fault's handling and the read in turn");
    }

    /**
     * Each page fault is counted, and CP charged for it, once: with demand paging and nothing prepaged, every fault
     * is a demand read, a first reference or a reclaim. A user that faults on its own flushed page while the page's
     * write is under way waits for the write and then reads the page back: one fault, one read. It was counted (and
     * charged) again when the reference was retried after the write, 11 % of all faults on the 3081D flush
     * scenarios (found by an operational-law audit of the bundled scenarios).
     */
    @Test
    void aFaultOnAFlushedPageBeingWrittenIsCountedOnce() throws ScenarioException {
        String flushing = """
                name: flushing always, storage short
                processor: { type: ibm-4341-2 }
                storage: { real: 2MiB }
                channels: [ { name: ch1 } ]
                pagingDevices: [ { type: ibm-3350, count: 2, channel: ch1 } ]
                policies:
                  swap: { type: demand-paging, flush: always }
                workloads:
                  - { type: cms-interactive, name: cms, users: 40, thinkTime: 10s, addressSpace: 128KiB,
                      workingSet: 20, nonTrivialExtraPages: 10, trivialFraction: 0.8, trivialInstructions: 100000,
                      nonTrivialInstructions: 1000000, trivialIos: 3, nonTrivialIos: 10, ioTime: 20ms,
                      writeFraction: 0.3 }
                run: { seed: 1, warmUp: 1min, duration: 5min, replications: 2 }
                """;
        Scenario scenario = ScenarioLoader.parse(flushing, "flushing.yaml", false, PluginHost.load(Optional.empty()));
        Forecast f = new Forecaster(new VmModelBuilder()).run(scenario, 2, ProgressListener.NONE, () -> false);
        double faults = mean(f, "paging.faults");
        double parts = mean(f, "paging.demandReads") + mean(f, "paging.newPages") + mean(f, "paging.reclaims");
        assertTrue(mean(f, "paging.pageOuts") > 1, "flushed pages are written: the case arises");
        assertEquals(parts, faults, 0.005 * faults, "faults = demand reads + first references + reclaims");
    }

    @Test
    void meanValueAnalysisAgreesWithTheSimulationWithoutPaging() throws ScenarioException {
        Scenario scenario = ScenarioLoader.parse(SCENARIO, "storage-rich.yaml", false,
                PluginHost.load(Optional.empty()));
        Forecast f = new Forecaster(new VmModelBuilder()).run(scenario.withRun(scenario.run().withReplications(4)), 2,
                ProgressListener.NONE, () -> false);
        assertEquals(0.0, mean(f, "paging.demandReads"), "storage rich: no paging");

        // Demands: the virtual CPU from the workload's description, CP's from the simulation (it depends on how
        // often users are dispatched), the virtual I/O as a delay.
        double x = mean(f, "throughput");
        double virtualCpu = (0.8 * 200_000 + 0.2 * 2_000_000) / 7e6;
        double cpCpu = mean(f, "cpu.cp") / 100 * 2 / x;
        double ios = 0.8 * 3 + 0.2 * 10;
        MeanValueAnalysis mva = new MeanValueAnalysis(List.of(new Centre("CPU", virtualCpu + cpCpu, 2, false),
                Centre.delay("virtual I/O", ios * 0.020)), 10);
        MeanValueAnalysis.Point p = mva.solve(200).get(199);

        var r = f.metric("response.mean").orElseThrow().estimate();
        assertEquals(r.mean(), p.response(), r.halfWidth() + 0.1 * r.mean(), "MVA response at 200 users");
        var throughput = f.metric("throughput").orElseThrow().estimate();
        assertEquals(throughput.mean(), p.throughput(), throughput.halfWidth() + 0.02 * throughput.mean());
    }
}
