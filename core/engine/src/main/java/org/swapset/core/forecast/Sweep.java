package org.swapset.core.forecast;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The points of a parameter sweep: the cartesian product of axes, each a scenario path and the values it takes
 * ({@code workloads[0].users=100..400/20}, {@code storage.real=4MiB,8MiB,16MiB}), in order with the last axis varying
 * fastest. Values stay text, units and all, so the scenario loader checks them as it checks a file.
 *
 * @param axes the axes, in the order given
 */
public record Sweep(List<Axis> axes) {

    /** Most points one sweep may have. */
    public static final int MAX_POINTS = 10_000;

    /** The most values a range without a step ({@code FROM..TO}, step 1) may give. */
    public static final int DEFAULT_STEP_POINTS = 50;

    public Sweep {
        axes = List.copyOf(axes);
        if (axes.isEmpty()) {
            throw new IllegalArgumentException("a sweep needs at least one --vary");
        }
        java.util.Set<String> paths = new java.util.HashSet<>();
        for (Axis a : axes) {
            if (!paths.add(a.path())) {
                throw new IllegalArgumentException("--vary " + a.path() + " is given twice; give each path once, "
                        + "with all its values");
            }
        }
        long points = 1;
        for (Axis a : axes) {
            points *= a.values().size();
            if (points > MAX_POINTS) {
                throw new IllegalArgumentException("the sweep has more than " + MAX_POINTS + " points");
            }
        }
    }

    /**
     * One varied path and its values.
     *
     * @param path   a scenario path, as in error messages ({@code workloads[0].users})
     * @param values its values, as text
     */
    public record Axis(String path, List<String> values) {

        public Axis {
            values = List.copyOf(values);
            if (values.isEmpty()) {
                throw new IllegalArgumentException(path + ": no values");
            }
        }

        /**
         * A value {@link #parse} refuses: its message is the command line's ({@code --vary 'TEXT': REASON}), and
         * {@link #reason} the reason alone, for a caller that is not {@code --vary} (report's {@code --users}, the
         * desktop's Users field).
         */
        public static final class Refused extends IllegalArgumentException {
            private final String reason;

            Refused(String text, String reason, Throwable cause) {
                super("--vary '" + text + "': " + reason, cause);
                this.reason = reason;
            }

            public String reason() {
                return reason;
            }
        }

        /**
         * Parses {@code PATH=FROM..TO/STEP} (numbers without units; the step defaults to 1 for a range of at most
         * {@value Sweep#DEFAULT_STEP_POINTS} values) or
         * {@code PATH=V1,V2,...} (any values, units allowed).
         */
        public static Axis parse(String text) {
            int eq = text.indexOf('=');
            if (eq <= 0 || eq == text.length() - 1) {
                throw new Refused(text, "expected PATH=FROM..TO/STEP or PATH=V1,V2,..., e.g. "
                        + "workloads[0].users=100..400/20", null);
            }
            String path = text.substring(0, eq).strip();
            String spec = text.substring(eq + 1).strip();
            try {
                org.swapset.core.scenario.NodePath.parse(path);
            } catch (IllegalArgumentException e) {
                throw new Refused(text, e.getMessage(), e);
            }
            int dots = spec.indexOf("..");
            if (dots < 0) {
                List<String> values = new ArrayList<>();
                for (String v : spec.split(",")) {
                    if (!v.isBlank()) {
                        if (values.contains(v.strip())) {
                            // Two points alike would be forecast twice and tabled twice, as if two were asked.
                            throw new Refused(text, "'" + v.strip() + "' is given twice", null);
                        }
                        values.add(v.strip());
                    }
                }
                return new Axis(path, values);
            }
            int slash = spec.indexOf('/', dots);
            try {
                BigDecimal from = new BigDecimal(spec.substring(0, dots).strip());
                BigDecimal to = new BigDecimal((slash < 0 ? spec.substring(dots + 2) : spec.substring(dots + 2, slash))
                        .strip());
                BigDecimal step = slash < 0 ? BigDecimal.ONE : new BigDecimal(spec.substring(slash + 1).strip());
                if (step.signum() <= 0 || to.compareTo(from) < 0) {
                    throw new Refused(text, "the range must run upwards with a positive step", null);
                }
                List<String> values = new ArrayList<>();
                for (BigDecimal v = from; v.compareTo(to) <= 0; v = v.add(step)) {
                    values.add(v.stripTrailingZeros().toPlainString());
                    if (values.size() > MAX_POINTS) {
                        throw new Refused(text, "more than " + MAX_POINTS + " values", null);
                    }
                }
                if (slash < 0 && values.size() > DEFAULT_STEP_POINTS) {
                    // A step left out by mistake should not start hundreds of forecasts.
                    throw new Refused(text, values.size() + " values with the default step of 1; give the "
                            + "step, e.g. " + path + "=" + spec.strip() + "/"
                            + to.subtract(from).divide(BigDecimal.TEN, java.math.RoundingMode.UP)
                            .stripTrailingZeros().toPlainString(), null);
                }
                return new Axis(path, values);
            } catch (NumberFormatException e) {
                throw new Refused(text, "a range takes plain numbers (FROM..TO/STEP); list values with units "
                        + "instead, e.g. storage.real=4MiB,8MiB,16MiB", e);
            }
        }
    }

    /**
     * What became of one point: its forecast, or the failure that stopped it (a plugin that threw, ran out of memory
     * or passed the time limit). Exactly one is non-null.
     */
    public record Outcome(Forecast forecast, Throwable failure) {
        public Outcome {
            if ((forecast == null) == (failure == null)) {
                throw new IllegalArgumentException("an outcome is a forecast or a failure");
            }
        }
    }

    /** Every point: one value per axis, last axis fastest. */
    public List<List<String>> points() {
        List<List<String>> points = new ArrayList<>();
        points.add(List.of());
        for (Axis axis : axes) {
            List<List<String>> next = new ArrayList<>();
            for (List<String> p : points) {
                for (String v : axis.values()) {
                    List<String> q = new ArrayList<>(p);
                    q.add(v);
                    next.add(List.copyOf(q));
                }
            }
            points = next;
        }
        return points;
    }

    /** Tidy CSV: one row per point and metric, the axes' values first; a failed point (a null forecast) has none. */
    public String csv(List<Forecast> forecasts) {
        return csv(forecasts, java.util.Collections.nCopies(forecasts.size(), ""));
    }

    /**
     * As {@link #csv(List)}, with a last column {@code status}: {@code ok} on a forecast's rows, and a point without a
     * forecast given one row of its own, no metric and no figures, its word ({@code failed}, {@code cannot run}) as
     * its status, so that a reader of the file sees the point was tried; an empty word leaves it out.
     */
    public String csv(List<Forecast> forecasts, List<String> missing) {
        List<List<String>> points = points();
        StringBuilder out = new StringBuilder();
        for (Axis a : axes) {
            out.append(quote(a.path())).append(',');
        }
        out.append("metric,unit,mean,halfWidth,lower,upper,n,status\n");
        for (int i = 0; i < points.size(); i++) {
            if (forecasts.get(i) == null) {
                if (!missing.get(i).isEmpty()) {
                    for (String v : points.get(i)) {
                        out.append(quote(v)).append(',');
                    }
                    out.append(",,,,,,0,").append(quote(missing.get(i))).append('\n');
                }
                continue;
            }
            for (MetricForecast m : forecasts.get(i).metrics()) {
                for (String v : points.get(i)) {
                    out.append(quote(v)).append(',');
                }
                Estimate e = m.estimate();
                out.append(quote(m.metric().id())).append(',').append(quote(m.metric().unit())).append(',')
                        .append(e.mean()).append(',').append(e.halfWidth()).append(',').append(e.lower()).append(',')
                        .append(e.upper()).append(',').append(e.n()).append(",ok\n");
            }
        }
        return out.toString();
    }

    /**
     * The sweep as JSON, for programs: {@code axes} (the varied paths, in order) and {@code points} in the order run,
     * each with its {@code values} (path to value, as given), its {@code status} ({@code ok}, or the point's word:
     * {@code failed}, {@code cannot run}) with the {@code failure} beside a point that has none, and its {@code
     * metrics} ({@code id, label, unit, mean, halfWidth, lower, upper, sd, n}; none for a point without a
     * forecast).
     * Doubles as {@link ForecastReport#json} writes them.
     *
     * @param missing per point, its word when it has no forecast ("" when it has one)
     * @param why     per point without a forecast, why, on one line ("" when it has one)
     */
    public String json(List<Forecast> forecasts, List<String> missing, List<String> why) {
        List<List<String>> points = points();
        return ForecastReport.jsonText(json -> {
            json.writeStartObject();
            json.writeArrayFieldStart("axes");
            for (Axis a : axes) {
                json.writeString(a.path());
            }
            json.writeEndArray();
            json.writeArrayFieldStart("points");
            for (int i = 0; i < points.size(); i++) {
                json.writeStartObject();
                json.writeObjectFieldStart("values");
                for (int a = 0; a < axes.size(); a++) {
                    json.writeStringField(axes.get(a).path(), points.get(i).get(a));
                }
                json.writeEndObject();
                Forecast f = forecasts.get(i);
                json.writeStringField("status", f != null ? "ok" : missing.get(i).isEmpty() ? "failed"
                        : missing.get(i));
                if (f == null && i < why.size() && !why.get(i).isEmpty()) {
                    json.writeStringField("failure", why.get(i));
                }
                json.writeArrayFieldStart("metrics");
                if (f != null) {
                    for (MetricForecast m : f.metrics()) {
                        json.writeStartObject();
                        ForecastReport.metricFields(json, m);
                        json.writeEndObject();
                    }
                }
                json.writeEndArray();
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        });
    }

    /**
     * A text table: one line per point, the given metrics' means ± half-widths; a failed point (a null forecast) says
     * {@code failed} in each column.
     */
    public String table(List<Forecast> forecasts, List<String> metrics) {
        return table(forecasts, metrics, java.util.Collections.nCopies(forecasts.size(), "failed"));
    }

    /**
     * As {@link #table(List, List)}, a point without a forecast saying its own word in each column ({@code failed},
     * {@code cannot run}).
     */
    public String table(List<Forecast> forecasts, List<String> metrics, List<String> missing) {
        List<List<String>> points = points();
        List<String[]> rows = new ArrayList<>();
        List<String> header = new ArrayList<>();
        axes.forEach(a -> header.add(a.path()));
        for (String id : metrics) {
            String unit = forecasts.stream().filter(java.util.Objects::nonNull).findFirst()
                    .flatMap(f -> f.metric(id)).map(m -> m.metric().unit()).orElse("");
            header.add(unit.isEmpty() ? id : id + " (" + unit + ")");
        }
        rows.add(header.toArray(new String[0]));
        for (int i = 0; i < points.size(); i++) {
            List<String> row = new ArrayList<>(points.get(i));
            for (String id : metrics) {
                Forecast f = forecasts.get(i);
                row.add(f == null ? missing.get(i) : f.metric(id).map(m -> ForecastReport.value(m.estimate().mean(), 4)
                        + " ± " + ForecastReport.significant(m.estimate().halfWidth(), 2)).orElse("-"));
            }
            rows.add(row.toArray(new String[0]));
        }
        int[] widths = new int[header.size()];
        for (String[] r : rows) {
            for (int c = 0; c < r.length; c++) {
                widths[c] = Math.max(widths[c], r[c].length());
            }
        }
        StringBuilder out = new StringBuilder();
        for (String[] r : rows) {
            StringBuilder line = new StringBuilder();
            for (int c = 0; c < r.length; c++) {
                line.append(c == 0 ? "" : "  ").append(c < axes.size() ? ForecastReport.padRight(r[c], widths[c])
                        : ForecastReport.padLeft(r[c], widths[c]));
            }
            out.append(line.toString().stripTrailing()).append('\n');
        }
        // A point where no transaction ended has n/a response times: said once under the table, with why.
        List<String> idle = new ArrayList<>();
        for (int i = 0; i < points.size(); i++) {
            if (forecasts.get(i) != null && forecasts.get(i).noTransactions().isPresent()) {
                List<String> values = points.get(i);
                idle.add(java.util.stream.IntStream.range(0, axes.size()).mapToObj(a -> axes.get(a).path() + "="
                        + values.get(a)).collect(java.util.stream.Collectors.joining(" ")));
            }
        }
        if (!idle.isEmpty()) {
            out.append("n/a: no transaction ended in the measured interval at ").append(String.join(", ", idle))
                    .append(": more work than the system can finish, or a run too short for one to end\n");
        }
        return out.toString();
    }

    private static String quote(String field) {
        if (field.contains(",") || field.contains("\"") || field.contains("\n")) {
            return '"' + field.replace("\"", "\"\"") + '"';
        }
        return field;
    }

    @Override
    public String toString() {
        return String.format(Locale.ROOT, "%d axes, %d points", axes.size(), points().size());
    }
}
