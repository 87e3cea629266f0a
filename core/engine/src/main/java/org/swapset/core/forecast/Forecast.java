package org.swapset.core.forecast;

import java.util.List;
import java.util.Optional;

/**
 * What a scenario forecasts: every metric with its confidence interval, and how it was run.
 *
 * @param scenario        the scenario's name
 * @param seed            the seed used
 * @param replications    how many replications
 * @param warmUpSeconds   simulated warm-up per replication
 * @param durationSeconds simulated measured interval per replication
 * @param metrics         the metrics, in report order
 */
public record Forecast(String scenario, long seed, int replications, double warmUpSeconds, double durationSeconds,
                       List<MetricForecast> metrics) {
    public Forecast {
        metrics = List.copyOf(metrics);
    }

    public Optional<MetricForecast> metric(String id) {
        return metrics.stream().filter(m -> m.metric().id().equals(id)).findFirst();
    }
}
