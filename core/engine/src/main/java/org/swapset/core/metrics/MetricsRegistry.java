package org.swapset.core.metrics;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.function.DoubleSupplier;

/**
 * The metrics a model reports, each a named, unit-bearing {@link Metric} with a supplier that reads its value from
 * the model's counters, {@link TimeWeighted}s and {@link Tally}s. A model registers its gauges once, in the order a
 * report should show them, and calls {@link #snapshot} at the end of the run to freeze every value into a
 * {@link RunResult}; reporters then work over the metrics without knowing what they measure.
 *
 * <p>Belongs to one model and one thread, like the simulation.
 */
public final class MetricsRegistry {

    private final List<Metric> metrics = new ArrayList<>();
    private final List<DoubleSupplier> suppliers = new ArrayList<>();
    private final Set<String> ids = new HashSet<>();

    /**
     * Adds a metric, reported after those registered before it.
     *
     * @throws IllegalArgumentException if a metric with the same id is already registered
     */
    public void gauge(Metric metric, DoubleSupplier value) {
        Objects.requireNonNull(metric, "metric");
        Objects.requireNonNull(value, "value");
        if (!ids.add(metric.id())) {
            throw new IllegalArgumentException("metric '" + metric.id() + "' is registered twice");
        }
        metrics.add(metric);
        suppliers.add(value);
    }

    /** The registered metrics, in report order. */
    public List<Metric> metrics() {
        return List.copyOf(metrics);
    }

    /**
     * Evaluates every gauge, in report order, into an immutable result.
     *
     * @param replication      the replication number
     * @param simulatedSeconds the measured interval's length
     * @param events           events handled, warm-up included
     */
    public RunResult snapshot(int replication, double simulatedSeconds, long events) {
        Map<String, Double> values = new LinkedHashMap<>();
        for (int i = 0; i < metrics.size(); i++) {
            values.put(metrics.get(i).id(), suppliers.get(i).getAsDouble());
        }
        return new RunResult(replication, simulatedSeconds, events, metrics, values);
    }
}
