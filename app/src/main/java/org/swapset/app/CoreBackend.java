package org.swapset.app;

import java.nio.file.Path;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.Forecaster;
import org.swapset.core.forecast.ProgressListener;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioException;
import org.swapset.core.scenario.ScenarioLoader;
import org.swapset.core.vm.VmModelBuilder;

/** The real core: {@link ScenarioLoader} and a {@link Forecaster} over the VM model (the reports are Backend's). */
public final class CoreBackend implements Backend {

    @Override
    public Scenario load(Path file, PluginRegistry registry) throws ScenarioException {
        return ScenarioLoader.load(file, registry);
    }

    @Override
    public Forecast forecast(Scenario scenario, int threads, ProgressListener progress, BooleanSupplier cancelled) {
        return new Forecaster(new VmModelBuilder()).run(scenario, threads, progress, cancelled);
    }

    @Override
    public Forecast forecast(Scenario scenario, int threads, ProgressListener progress, BooleanSupplier cancelled,
                             Duration timeLimit) {
        return new Forecaster(new VmModelBuilder()).run(scenario, threads, progress, cancelled, timeLimit);
    }
}
