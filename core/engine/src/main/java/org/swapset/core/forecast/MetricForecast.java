package org.swapset.core.forecast;

import org.swapset.core.metrics.Metric;

/**
 * One metric's forecast.
 *
 * @param metric       what it is
 * @param estimate     mean and confidence interval over replications
 * @param replications the value from each replication, in replication order
 */
public record MetricForecast(Metric metric, Estimate estimate, double[] replications) {
    public MetricForecast {
        replications = replications.clone();
    }

    @Override
    public double[] replications() {
        return replications.clone();
    }
}
