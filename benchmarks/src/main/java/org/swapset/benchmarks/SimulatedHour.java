package org.swapset.benchmarks;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.swapset.core.metrics.RunResult;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.random.StreamFactory;
import org.swapset.core.scenario.RunControl;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioLoader;
import org.swapset.core.vm.VmModelBuilder;

/** One simulated hour of a bundled scenario, as the hour benchmarks run it: no warm-up, one replication. */
final class SimulatedHour {

    private final Scenario scenario;
    private long replication;

    /** The scenario in {@code -Dswapset.scenario=FILE}, else {@code defaultFile}, set to one hour. */
    SimulatedHour(String defaultFile) throws Exception {
        Path file = Path.of(System.getProperty("swapset.scenario", defaultFile));
        if (!Files.isRegularFile(file)) {
            throw new IllegalStateException(file.toAbsolutePath() + " not found: run from the repository root or set "
                    + "-Dswapset.scenario=FILE");
        }
        Scenario s = ScenarioLoader.load(file, PluginHost.load(Optional.empty()));
        scenario = s.withRun(new RunControl(s.run().seed(), 0, 3600, 1));
    }

    /** Runs the hour; each call a new replication, so nothing is reused from the one before. */
    RunResult run() {
        return new VmModelBuilder().build(scenario, new StreamFactory(scenario.run().seed(), (int) replication++))
                .run(() -> false);
    }
}
