package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.swapset.e2e.Forecasts.mean;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.Forecaster;
import org.swapset.core.forecast.ProgressListener;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.RunControl;
import org.swapset.core.scenario.ScenarioException;
import org.swapset.core.scenario.ScenarioLoader;
import org.swapset.core.vm.VmModelBuilder;

/**
 * The file-access seed's scenarios through the engine, as {@code swapset run} forecasts them: the workload's fault
 * counts reach the forecast as {@code workload.file.*} metrics, and the engine sees the process's work. Shortened
 * runs: no warm-up, 25 s (two experiments 10 s apart), one replication.
 */
class LinuxFileAccessTest {

    private static PluginRegistry registry;

    @BeforeAll
    static void load() {
        registry = PluginHost.load(Optional.empty());
    }

    private static Forecast run(String file) throws ScenarioException {
        Path path = Path.of(System.getProperty("swapset.root"), "scenarios", file);
        return new Forecaster(new VmModelBuilder()).run(ScenarioLoader.load(path, registry)
                .withRun(new RunControl(3, 0, 25, 1)), 1, ProgressListener.NONE, () -> false);
    }

    @Test
    void randomColdIsWithin20PercentOfThePublishedDiskAndTotalFaultsAndTheEngineWaitsForEachDiskRead()
            throws ScenarioException {
        Forecast f = run("linux-file-random-cold.yaml");
        double disk = mean(f, "workload.file.faults.disk");
        assertEquals(6198, disk, 0.2 * 6198);
        assertEquals(17_497, mean(f, "workload.file.faults.all"), 0.2 * 17_497);
        assertTrue(mean(f, "workload.file.faults.disk.n") >= 1, "at least one experiment finished");
        // One virtual I/O per segment: every disk fault ends one, and the engine counts them.
        double ios = mean(f, "io.virtualRate") * 25;
        assertTrue(ios >= disk, () -> ios + " virtual I/Os for " + disk + " disk faults per experiment");
    }

    @Test
    void sequentialTakesExactlyOneDiskFault() throws ScenarioException {
        Forecast f = run("linux-file-sequential.yaml");
        assertEquals(1.0, mean(f, "workload.file.faults.disk"));
        assertEquals(11_299.0, mean(f, "workload.file.faults.long"));
    }

    @Test
    void aWarmCacheTakesNoDiskFault() throws ScenarioException {
        Forecast f = run("linux-file-random-warm.yaml");
        assertEquals(0.0, mean(f, "workload.file.faults.disk"));
        assertTrue(mean(f, "workload.file.faults.long") > 0);
    }
}
