package org.swapset.app;

import java.nio.file.Path;
import java.time.Duration;
import java.util.function.BooleanSupplier;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.ForecastReport;
import org.swapset.core.forecast.ProgressListener;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioException;

/**
 * What the commands need from the core: read a scenario, forecast it, and render the forecast. The command line
 * uses {@link CoreBackend}; tests may pass their own.
 */
public interface Backend {

    /** Reads and checks a scenario file against the loaded plugins. */
    Scenario load(Path file, PluginRegistry registry) throws ScenarioException;

    /** Runs the scenario's replications on {@code threads} threads. */
    Forecast forecast(Scenario scenario, int threads, ProgressListener progress, BooleanSupplier cancelled);

    /**
     * Runs the scenario's replications, stopping them (and any plugin stuck in a loop) after {@code timeLimit}; a
     * null limit means none. By default the limit is not enforced: the core's backend enforces it.
     */
    default Forecast forecast(Scenario scenario, int threads, ProgressListener progress, BooleanSupplier cancelled,
                              Duration timeLimit) {
        return forecast(scenario, threads, progress, cancelled);
    }

    /** The forecast as a text table: by default the core's ({@link ForecastReport#table}). */
    default String table(Forecast forecast) {
        return ForecastReport.table(forecast);
    }

    /** The forecast as JSON: by default the core's ({@link ForecastReport#json}). */
    default String json(Forecast forecast) {
        return ForecastReport.json(forecast);
    }

    /** The forecast as CSV: by default the core's ({@link ForecastReport#csv}). */
    default String csv(Forecast forecast) {
        return ForecastReport.csv(forecast);
    }
}
