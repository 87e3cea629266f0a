package org.swapset.core.metrics;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What one replication measured: a value for each metric, in the order the model reported them.
 *
 * @param replication      the replication number
 * @param simulatedSeconds the measured interval's length
 * @param events           events handled, warm-up included
 * @param metrics          the metrics, in report order
 * @param values           a value per metric id (NaN when it could not be measured, e.g. no transactions)
 * @param halves           for some metrics (by id), their values over each half of the measured interval: what the
 *                         forecast checks the run's steady state with; empty when the model does not measure them
 */
public record RunResult(int replication, double simulatedSeconds, long events, List<Metric> metrics,
                        Map<String, Double> values, Map<String, Halves> halves) {
    public RunResult {
        metrics = List.copyOf(metrics);
        values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        halves = Collections.unmodifiableMap(new LinkedHashMap<>(halves));
        for (Metric m : metrics) {
            if (!values.containsKey(m.id())) {
                throw new IllegalArgumentException("no value for metric " + m.id());
            }
        }
    }

    /** A result with no metric measured by halves. */
    public RunResult(int replication, double simulatedSeconds, long events, List<Metric> metrics,
                     Map<String, Double> values) {
        this(replication, simulatedSeconds, events, metrics, values, Map.of());
    }

    /** This result with these metrics measured by halves. */
    public RunResult withHalves(Map<String, Halves> byMetric) {
        return new RunResult(replication, simulatedSeconds, events, metrics, values, byMetric);
    }

    public double value(String metricId) {
        Double v = values.get(metricId);
        if (v == null) {
            throw new IllegalArgumentException("no metric '" + metricId + "'; known: " + values.keySet());
        }
        return v;
    }
}
