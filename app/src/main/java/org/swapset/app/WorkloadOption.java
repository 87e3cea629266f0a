package org.swapset.app;

import org.swapset.core.scenario.Scenario;
import picocli.CommandLine.Option;

/** {@code --workload NAME}: the workload whose users a command varies ({@code capacity}, {@code report}). */
final class WorkloadOption {

    @Option(names = "--workload", paramLabel = "NAME", description = "The workload whose users vary (default: the "
            + "first).")
    String workload;

    /** The index of the named workload in the scenario, or 0 without {@code --workload}. */
    int index(Scenario scenario) {
        return CapacityRun.workloadIndex(scenario, workload);
    }
}
