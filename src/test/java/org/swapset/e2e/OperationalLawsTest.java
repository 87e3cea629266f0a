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
