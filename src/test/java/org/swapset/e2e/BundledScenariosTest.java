package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.Forecaster;
import org.swapset.core.forecast.ProgressListener;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.DeviceGroup;
import org.swapset.core.scenario.RunControl;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioException;
import org.swapset.core.scenario.ScenarioLoader;
import org.swapset.core.scenario.Workload;
import org.swapset.core.vm.VmModelBuilder;
import org.swapset.spi.hardware.DeviceGeometry;
import org.swapset.spi.hardware.PagingDeviceFactory;
import org.swapset.spi.workload.WorkloadFactory;
import org.swapset.spi.workload.WorkloadModel;

/** Every scenario shipped in {@code scenarios/} loads, fits its paging space, and runs. */
class BundledScenariosTest {

    private static PluginRegistry registry;

    @BeforeAll
    static void load() {
        registry = PluginHost.load(Optional.empty());
    }

    static Stream<Path> scenarios() throws IOException {
        List<Path> files;
        try (Stream<Path> s = Files.list(Path.of(System.getProperty("swapset.root"), "scenarios"))) {
            files = s.filter(p -> p.toString().endsWith(".yaml")).sorted().toList();
        }
        return files.stream();
    }

    @ParameterizedTest
    @MethodSource("scenarios")
    void loadsFitsItsPagingSpaceAndRuns(Path file) throws ScenarioException {
        Scenario scenario = ScenarioLoader.load(file, registry);

        // Every page a user touches keeps a slot, so the address spaces must fit the paging devices, or a long enough
        // run ends with "paging space is full". Pages a workload gives back after each transaction (a CMS command's
        // transient storage) hold slots only while it runs (only if stolen then): persistentPages() leaves them out.
        long slots = 0;
        for (DeviceGroup g : scenario.pagingDevices()) {
            DeviceGeometry geometry = g.device().as(PagingDeviceFactory.class).create(g.device().parameters())
                    .geometry();
            slots += (long) g.count() * geometry.cylinders() * geometry.pagesPerCylinder();
        }
        long pages = 0;
        for (Workload w : scenario.workloads()) {
            WorkloadModel model = w.model().as(WorkloadFactory.class).create(w.model().parameters());
            pages += (long) model.users() * model.persistentPages();
        }
        long footprint = pages;
        long capacity = slots;
        assertTrue(footprint <= capacity, () -> file.getFileName() + ": " + footprint + " pages of address space, "
                + capacity + " paging slots");

        Forecast f = new Forecaster(new VmModelBuilder()).run(scenario.withRun(new RunControl(1, 30, 60, 1)), 1,
                ProgressListener.NONE, () -> false);
        assertTrue(f.metric("throughput").orElseThrow().estimate().mean() > 0, file.getFileName().toString());
    }
}
