package org.swapset.e2e;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.swapset.core.forecast.Forecaster;
import org.swapset.core.forecast.ProgressListener;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioException;
import org.swapset.core.scenario.ScenarioLoader;
import org.swapset.core.vm.VmModelBuilder;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.PluginFamily;

import org.swapset.core.forecast.Forecast;

/** Loading bundled scenarios, running them and reading their forecasts in tests. */
final class Forecasts {

    private static PluginRegistry registry;

    private Forecasts() {
    }

    /** The bundled plugins, loaded once for all tests of the JVM. */
    static synchronized PluginRegistry registry() {
        if (registry == null) {
            registry = PluginHost.load(Optional.empty());
        }
        return registry;
    }

    /** The bundled plugins and the given test factories, in one registry. */
    static PluginRegistry registryWith(PluginFactory... extra) {
        List<PluginFactory> all = new ArrayList<>();
        for (PluginFamily family : PluginFamily.values()) {
            all.addAll(registry().factories(family).values());
        }
        all.addAll(List.of(extra));
        return PluginRegistry.of(all.toArray(new PluginFactory[0]));
    }

    /** A scenario of the repository's scenarios folder, its text edited first (an edit may return it unchanged). */
    static Scenario bundled(String file, UnaryOperator<String> edit) throws IOException, ScenarioException {
        Path path = Path.of(System.getProperty("swapset.root"), "scenarios", file);
        return ScenarioLoader.parse(edit.apply(Files.readString(path)), file, false, registry());
    }

    /** The scenario's forecast, its replications on {@code threads} threads. */
    static Forecast run(Scenario scenario, int threads) {
        return new Forecaster(new VmModelBuilder()).run(scenario, threads, ProgressListener.NONE, () -> false);
    }

    /** The mean over replications of a metric the forecast must have. */
    static double mean(Forecast f, String metric) {
        return f.metric(metric).orElseThrow(() -> new AssertionError("no metric " + metric)).estimate().mean();
    }
}
