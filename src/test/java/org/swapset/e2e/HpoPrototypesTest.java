package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
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
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioException;
import org.swapset.core.scenario.ScenarioLoader;
import org.swapset.core.vm.VmModelBuilder;

/**
 * The HPO paging prototypes (Tetzlaff et al. 1987, "Prototype experiments") against the base system, with the
 * workload as calibrated on the base. Shortened runs (3 min warm-up, 10 min, 2 replications) with one seed.
 */
class HpoPrototypesTest {

    private static PluginRegistry registry;

    @BeforeAll
    static void load() {
        registry = PluginHost.load(Optional.empty());
    }

    private static Forecast run(String file) throws IOException, ScenarioException {
        Path path = Path.of(System.getProperty("swapset.root"), "scenarios", file);
        Scenario scenario = ScenarioLoader.parse(Files.readString(path), file, false, registry)
                .withRun(new RunControl(11, 180, 600, 2));
        return new Forecaster(new VmModelBuilder()).run(scenario, 2, ProgressListener.NONE, () -> false);
    }

    private static double mean(Forecast f, String metric) {
        return f.metric(metric).orElseThrow().estimate().mean();
    }

    @Test
    void roundTurkeyAloneReducesPagingStartIos() throws IOException, ScenarioException {
        Forecast base = run("hpo-3081d-base.yaml");
        Forecast turkey = run("hpo-3081d-round-turkey.yaml");

        // It writes unchanged pages too, so it pages out more, yet issues fewer start-I/Os: page-outs go out blocked.
        assertTrue(mean(turkey, "paging.pageOuts") > mean(base, "paging.pageOuts"));
        assertTrue(mean(turkey, "paging.startIoRate") < 0.95 * mean(base, "paging.startIoRate"),
                () -> "start-I/Os " + mean(turkey, "paging.startIoRate") + " vs " + mean(base, "paging.startIoRate"));
        assertTrue(mean(turkey, "paging.pagesPerStartIo") > 1.3, () -> "pages per start-I/O "
                + mean(turkey, "paging.pagesPerStartIo"));
    }
}
