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
 * @param settling        for the metrics the model measures by halves (the mean response time and the transaction
 *                        rate), whether they settled: see {@link Settling}; empty when it does not
 */
public record Forecast(String scenario, long seed, int replications, double warmUpSeconds, double durationSeconds,
                       List<MetricForecast> metrics, List<Settling> settling) {
    public Forecast {
        metrics = List.copyOf(metrics);
        settling = List.copyOf(settling);
    }

    /** A forecast with no metric checked for settling. */
    public Forecast(String scenario, long seed, int replications, double warmUpSeconds, double durationSeconds,
                    List<MetricForecast> metrics) {
        this(scenario, seed, replications, warmUpSeconds, durationSeconds, metrics, List.of());
    }

    /** What the planner is warned of: a line for each metric that had not settled (see {@link Settling}). */
    public List<String> warnings() {
        return settling.stream().filter(Settling::drifting).map(s -> s.warning(warmUpSeconds)).toList();
    }

    public Optional<MetricForecast> metric(String id) {
        return metrics.stream().filter(m -> m.metric().id().equals(id)).findFirst();
    }
}
