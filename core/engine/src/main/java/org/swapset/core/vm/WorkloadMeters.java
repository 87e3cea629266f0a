package org.swapset.core.vm;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.DoubleSupplier;
import java.util.regex.Pattern;
import org.swapset.core.metrics.Metric;
import org.swapset.core.metrics.MetricsRegistry;
import org.swapset.core.metrics.Tally;
import org.swapset.spi.workload.WorkloadMeasurements;

/**
 * One workload's own measurements ({@link WorkloadMeasurements}) for one run: counters and observation series that
 * the workload records into, reset at the end of the warm-up, reported as {@code workload.NAME.ID} metrics.
 */
final class WorkloadMeters implements WorkloadMeasurements {

    private static final Pattern ID = Pattern.compile("[A-Za-z][A-Za-z0-9.-]*");

    private final String workload;
    private final Set<String> ids = new HashSet<>();
    private final List<Sum> counters = new ArrayList<>();
    private final List<Series> series = new ArrayList<>();
    private boolean closed;
    private double measuredFrom = Double.NaN;

    WorkloadMeters(String workload) {
        this.workload = workload;
    }

    @Override
    public Counter counter(String id, String label, String unit) {
        Sum c = new Sum(check(id), label, unit == null ? "" : unit);
        counters.add(c);
        return c;
    }

    @Override
    public Observations observations(String id, String label, String unit) {
        Series s = new Series(check(id), label, unit == null ? "" : unit);
        series.add(s);
        return s;
    }

    private String check(String id) {
        if (closed) {
            throw new IllegalStateException("workload '" + workload + "' registered measurement '" + id
                    + "' after its guests were created; register in WorkloadModel.measure");
        }
        if (id == null || !ID.matcher(id).matches()) {
            throw new IllegalArgumentException("workload '" + workload + "': measurement id '" + id
                    + "' must start with a letter and hold only letters, digits, dots and dashes");
        }
        if (!ids.add(id)) {
            throw new IllegalArgumentException("workload '" + workload + "' registered measurement '" + id + "' twice");
        }
        return id;
    }

    /** No more registrations: the guests exist. */
    void close() {
        closed = true;
    }

    @Override
    public double measuredFrom() {
        return measuredFrom;
    }

    /** Forgets what was recorded during the warm-up: the measured interval begins {@code now}. */
    void reset(double now) {
        measuredFrom = now;
        counters.forEach(c -> c.total = 0);
        series.forEach(s -> s.tally.reset());
    }

    /** Registers every measurement as metrics, the rate of a counter over {@code elapsed} seconds. */
    void register(MetricsRegistry metrics, DoubleSupplier elapsed) {
        String prefix = "workload." + workload + ".";
        String of = ", " + workload;
        for (Sum c : counters) {
            metrics.gauge(new Metric(prefix + c.id, c.label + of, c.unit), () -> c.total);
            metrics.gauge(new Metric(prefix + c.id + ".rate", c.label + " per second" + of,
                    c.unit.isEmpty() ? "/s" : c.unit + "/s"), () -> c.total / elapsed.getAsDouble());
        }
        for (Series s : series) {
            metrics.gauge(new Metric(prefix + s.id, s.label + of, s.unit), s.tally::mean);
            metrics.gauge(new Metric(prefix + s.id + ".sd", s.label + ", standard deviation" + of, s.unit),
                    () -> Math.sqrt(s.tally.variance()));
            metrics.gauge(new Metric(prefix + s.id + ".n", s.label + ", observations" + of, ""),
                    () -> s.tally.count());
        }
    }


    private static final class Sum implements Counter {
        final String id;
        final String label;
        final String unit;
        double total;

        Sum(String id, String label, String unit) {
            this.id = id;
            this.label = label;
            this.unit = unit;
        }

        @Override
        public void add(double amount) {
            if (!Double.isFinite(amount)) {
                throw new IllegalArgumentException("counter '" + id + "': amount must be finite, was " + amount);
            }
            total += amount;
        }
    }

    private static final class Series implements Observations {
        final String id;
        final String label;
        final String unit;
        final Tally tally = new Tally(false);

        Series(String id, String label, String unit) {
            this.id = id;
            this.label = label;
            this.unit = unit;
        }

        @Override
        public void add(double value) {
            if (!Double.isFinite(value)) {
                throw new IllegalArgumentException("observations '" + id + "': value must be finite, was " + value);
            }
            tally.add(value);
        }
    }
}
