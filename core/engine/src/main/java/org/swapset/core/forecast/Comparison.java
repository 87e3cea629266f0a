package org.swapset.core.forecast;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A base forecast and variants run with common random numbers (the same seed and replications, so replication i of
 * every scenario draws the same random streams): per metric the means side by side, each variant's ratio to the
 * base, and the 95% interval of the paired differences (variant - base, replication by replication). A difference
 * whose interval contains zero is not significant.
 *
 * <p>A variant whose forecast failed (a plugin threw, the time limit passed) has no forecast: it is listed among the
 * {@code failures} with its position among the variants as given, and the table keeps the others' numbers.
 *
 * @param base     the base forecast
 * @param variants the forecasts of the variants that ran, in the order given
 * @param failures the variants that failed, in the order given
 */
public record Comparison(Forecast base, List<Forecast> variants, List<Failure> failures) {

    /** A comparison in which every variant ran. */
    public Comparison(Forecast base, List<Forecast> variants) {
        this(base, variants, List.of());
    }

    /**
     * A variant with no forecast: its forecast failed, or the model cannot run it.
     *
     * @param position  its index among all the variants, as given (from 0)
     * @param scenario  its name (or file)
     * @param error     what went wrong, as one line (for a plugin: its id, jar and where the scenario chose it), or
     *                  why the model cannot run it
     * @param cannotRun whether the model cannot run it (its paging space is full): a limit of the system modelled,
     *                  an answer about the variant, not a failure
     */
    public record Failure(int position, String scenario, String error, boolean cannotRun) {

        /** A variant whose forecast failed. */
        public Failure(int position, String scenario, String error) {
            this(position, scenario, error, false);
        }

        /** As said beside the variant: "cannot run: REASON", or the error. */
        public String said() {
            return cannotRun ? "cannot run: " + error : error;
        }
    }

    public Comparison {
        variants = List.copyOf(variants);
        failures = List.copyOf(failures);
        for (int i = 0; i < failures.size(); i++) {
            int p = failures.get(i).position();
            if (p < 0 || p >= variants.size() + failures.size() || i > 0 && p <= failures.get(i - 1).position()) {
                throw new IllegalArgumentException("failed variants' positions must ascend within the "
                        + (variants.size() + failures.size()) + " variants, was " + p);
            }
        }
        for (Forecast v : variants) {
            if (v.replications() != base.replications() || v.seed() != base.seed()) {
                throw new IllegalArgumentException("variant '" + v.scenario() + "' was run with seed " + v.seed()
                        + " and " + v.replications() + " replications, the base with seed " + base.seed() + " and "
                        + base.replications() + ": a paired comparison needs the same");
            }
        }
    }

    /** One variant's metric against the base's. */
    public record Cell(Estimate variant, double ratio, Estimate difference) {

        /** Whether the paired interval excludes zero. */
        public boolean significant() {
            return !Double.isNaN(difference.halfWidth()) && Math.abs(difference.mean()) > difference.halfWidth();
        }

        /**
         * The mark a difference that is not significant bears beside it, {@code " ~"}; none for a significant one,
         * nor for a metric with no value (its difference is n/a, nothing to mark).
         */
        public String mark() {
            return significant() || Double.isNaN(difference.mean()) ? "" : " ~";
        }
    }

    /**
     * What the planner is warned of, forecast by forecast ({@link Forecast#notices}), each line starting with its
     * kind: "Not settled: V1 (NAME): Transaction rate fell 20 % ...", "No transactions: Base (NAME): ...", "Paging
     * space nearly full: V1 (NAME): ...". Empty when every forecast settled, ended transactions and kept its paging
     * space clear of full.
     */
    public List<String> warnings() {
        List<String> out = new ArrayList<>();
        warnings(out, "Base", base);
        for (int v = 0; v < variants.size(); v++) {
            warnings(out, "V" + number(v), variants.get(v));
        }
        return out;
    }

    private static void warnings(List<String> out, String which, Forecast f) {
        f.notices().forEach(n -> out.add(n.kind() + ": " + which + " (" + f.scenario() + "): " + n.text()));
    }

    /** The number (from 1, as given) of the variant that ran at index {@code variant} of {@link #variants}. */
    public int number(int variant) {
        int number = variant;
        for (Failure f : failures) { // failures are in order: each at or before this variant's place shifts it
            if (f.position() <= number) {
                number++;
            }
        }
        return number + 1;
    }

    /**
     * The cell of one of the base's metrics and a variant, empty when the variant lacks the metric. A metric is paired
     * with the variant's of the same label, the n-th of that label with the n-th: per-group ids ({@code devices[0]})
     * name different hardware when the variant's devices differ, and their labels say which ("Device utilisation,
     * 2 x ibm-3350 on ch2" is the same group whether it is the base's second or the variant's first).
     */
    public Optional<Cell> cell(String metricId, int variant) {
        Optional<MetricForecast> b = base.metric(metricId);
        Optional<MetricForecast> v = b.flatMap(m -> paired(m, base, variants.get(variant)));
        if (v.isEmpty()) {
            return Optional.empty();
        }
        double baseMean = b.get().estimate().mean();
        double variantMean = v.get().estimate().mean();
        // No ratio to a base of zero, even when the variant's is zero too (shown as "-"): "1.000" would claim a
        // comparison of two quantities that are both absent, such as the eligible list of two systems that have none.
        double ratio = baseMean == 0 ? Double.NaN : variantMean / baseMean;
        Estimate difference = Statistics.estimateDifference(v.get().replications(), b.get().replications());
        return Optional.of(new Cell(v.get().estimate(), ratio, difference));
    }

    /**
     * The variants' metrics the base has not (no metric of the base pairs with them, see {@link #cell}: a variant's
     * own devices and channels), in the order they first appear, one row per label and occurrence, each with its
     * forecast in every variant that has it (null where one has not).
     */
    public java.util.LinkedHashMap<org.swapset.core.metrics.Metric, List<MetricForecast>> variantOnly() {
        java.util.LinkedHashMap<String, org.swapset.core.metrics.Metric> rows = new java.util.LinkedHashMap<>();
        java.util.Map<String, List<MetricForecast>> byKey = new java.util.HashMap<>();
        java.util.Set<String> inBase = new java.util.HashSet<>(keys(base).values());
        for (int v = 0; v < variants.size(); v++) {
            Map<MetricForecast, String> keys = keys(variants.get(v));
            for (MetricForecast m : variants.get(v).metrics()) {
                String key = keys.get(m);
                if (!inBase.contains(key)) {
                    rows.putIfAbsent(key, m.metric());
                    byKey.computeIfAbsent(key, k -> new ArrayList<>(java.util.Collections.nCopies(variants.size(),
                            (MetricForecast) null))).set(v, m);
                }
            }
        }
        java.util.LinkedHashMap<org.swapset.core.metrics.Metric, List<MetricForecast>> only =
                new java.util.LinkedHashMap<>();
        rows.forEach((key, metric) -> only.put(metric, byKey.get(key)));
        return only;
    }

    /** The variant's metric that pairs with the base's {@code m}: the same label, the same occurrence of it. */
    private static Optional<MetricForecast> paired(MetricForecast m, Forecast base, Forecast variant) {
        String key = keys(base).get(m);
        return keys(variant).entrySet().stream().filter(e -> e.getValue().equals(key)).map(Map.Entry::getKey)
                .findFirst();
    }

    /** Each metric's pairing key: its label, and how many metrics of the forecast had that label before it. */
    private static Map<MetricForecast, String> keys(Forecast f) {
        Map<MetricForecast, String> keys = new java.util.IdentityHashMap<>();
        Map<String, Integer> seen = new java.util.HashMap<>();
        for (MetricForecast m : f.metrics()) {
            int n = seen.merge(m.metric().label(), 1, Integer::sum) - 1;
            keys.put(m, m.metric().label() + "\u0000" + n);
        }
        return keys;
    }

    /**
     * The comparison as JSON, for programs (a CI job that fails a change when a variant is significantly worse):
     * {@code base} (its {@code file}, {@code scenario}, {@code outcome} "forecast", {@code seed}, {@code
     * replications}; {@link #baseFailedJson} when it has no forecast); {@code variants} in the
     * order given, each with its {@code number} (from 1), {@code file}, {@code scenario}, {@code outcome}
     * ("compared", "failed" or "cannot run", with the {@code failure} beside the last two) and {@code changes} (what it
     * changes in the base); {@code warnings} ({@link #warnings}); and per metric of the base {@code id, label, unit},
     * the base's {@code mean, halfWidth}, and per variant compared its {@code number, mean, halfWidth, ratio,
     * difference, differenceHalfWidth, significant} (a variant without the metric has {@code "mean": null}). The
     * variants' own metrics (a device group the base has not) follow in {@code variantOnly}, each variant's {@code
     * mean} and {@code halfWidth}. Doubles as {@link ForecastReport#json} writes them ({@code "NaN"} for none).
     *
     * @param files   the base's file and then each variant's, as given
     * @param changes per variant as given, what it changes in the base
     *                ({@link org.swapset.core.scenario.ScenarioChanges#between})
     */
    public String json(List<String> files, List<List<String>> changes) {
        return ForecastReport.jsonText(json -> {
            json.writeStartObject();
            json.writeObjectFieldStart("base");
            if (!files.isEmpty()) {
                json.writeStringField("file", files.get(0));
            }
            json.writeStringField("scenario", base.scenario());
            json.writeStringField("outcome", "forecast");
            json.writeNumberField("seed", base.seed());
            json.writeNumberField("replications", base.replications());
            json.writeEndObject();
            json.writeArrayFieldStart("variants");
            int total = variants.size() + failures.size();
            for (int p = 0; p < total; p++) {
                int position = p;
                json.writeStartObject();
                json.writeNumberField("number", position + 1);
                if (position + 1 < files.size()) {
                    json.writeStringField("file", files.get(position + 1));
                }
                Optional<Failure> failure = failureAt(position);
                json.writeStringField("scenario", failure.map(Failure::scenario)
                        .orElseGet(() -> variants.get(ranAt(position)).scenario()));
                json.writeStringField("outcome", failure.map(f -> f.cannotRun() ? "cannot run" : "failed")
                        .orElse("compared"));
                if (failure.isPresent()) {
                    json.writeStringField("failure", failure.get().error());
                }
                if (position < changes.size()) {
                    json.writeArrayFieldStart("changes");
                    for (String change : changes.get(position)) {
                        json.writeString(change);
                    }
                    json.writeEndArray();
                }
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeArrayFieldStart("warnings");
            for (String w : warnings()) {
                json.writeString(w);
            }
            json.writeEndArray();
            json.writeArrayFieldStart("metrics");
            for (MetricForecast m : base.metrics()) {
                json.writeStartObject();
                json.writeStringField("id", m.metric().id());
                json.writeStringField("label", m.metric().label());
                json.writeStringField("unit", m.metric().unit());
                json.writeNumberField("mean", m.estimate().mean());
                json.writeNumberField("halfWidth", m.estimate().halfWidth());
                json.writeArrayFieldStart("variants");
                for (int v = 0; v < variants.size(); v++) {
                    json.writeStartObject();
                    json.writeNumberField("number", number(v));
                    Optional<Cell> cell = cell(m.metric().id(), v);
                    if (cell.isEmpty()) {
                        json.writeNullField("mean");
                    } else {
                        Cell c = cell.get();
                        json.writeNumberField("mean", c.variant().mean());
                        json.writeNumberField("halfWidth", c.variant().halfWidth());
                        json.writeNumberField("ratio", c.ratio());
                        json.writeNumberField("difference", c.difference().mean());
                        json.writeNumberField("differenceHalfWidth", c.difference().halfWidth());
                        json.writeBooleanField("significant", c.significant());
                    }
                    json.writeEndObject();
                }
                json.writeEndArray();
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeArrayFieldStart("variantOnly");
            for (Map.Entry<org.swapset.core.metrics.Metric, List<MetricForecast>> e : variantOnly().entrySet()) {
                json.writeStartObject();
                json.writeStringField("id", e.getKey().id());
                json.writeStringField("label", e.getKey().label());
                json.writeStringField("unit", e.getKey().unit());
                json.writeArrayFieldStart("variants");
                for (int v = 0; v < variants.size(); v++) {
                    MetricForecast f = e.getValue().get(v);
                    if (f != null) {
                        json.writeStartObject();
                        json.writeNumberField("number", number(v));
                        json.writeNumberField("mean", f.estimate().mean());
                        json.writeNumberField("halfWidth", f.estimate().halfWidth());
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
     * The JSON of a comparison whose base has no forecast (it failed, or the model cannot run it): nothing was
     * compared, and a program reading the file must not take an older comparison for this one. The base's {@code
     * outcome} ("failed" or "cannot run") and {@code failure}, each variant as given with {@code outcome} "not run"
     * and its {@code changes}, and no metrics.
     *
     * @param files     the base's file and then each variant's
     * @param scenarios the base's scenario name and then each variant's
     */
    public static String baseFailedJson(List<String> files, List<String> scenarios, boolean cannotRun,
                                        String failure, List<List<String>> changes) {
        return ForecastReport.jsonText(json -> {
            json.writeStartObject();
            json.writeObjectFieldStart("base");
            json.writeStringField("file", files.get(0));
            json.writeStringField("scenario", scenarios.get(0));
            json.writeStringField("outcome", cannotRun ? "cannot run" : "failed");
            json.writeStringField("failure", failure);
            json.writeEndObject();
            json.writeArrayFieldStart("variants");
            for (int v = 1; v < files.size(); v++) {
                json.writeStartObject();
                json.writeNumberField("number", v);
                json.writeStringField("file", files.get(v));
                json.writeStringField("scenario", scenarios.get(v));
                json.writeStringField("outcome", "not run");
                if (v - 1 < changes.size()) {
                    json.writeArrayFieldStart("changes");
                    for (String change : changes.get(v - 1)) {
                        json.writeString(change);
                    }
                    json.writeEndArray();
                }
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeArrayFieldStart("warnings");
            json.writeEndArray();
            json.writeArrayFieldStart("metrics");
            json.writeEndArray();
            json.writeArrayFieldStart("variantOnly");
            json.writeEndArray();
            json.writeEndObject();
        });
    }

    /** The failure of the variant at {@code position} (from 0, as given), if it failed or cannot run. */
    private Optional<Failure> failureAt(int position) {
        return failures.stream().filter(f -> f.position() == position).findFirst();
    }

    /** The index in {@link #variants} of the variant at {@code position} (from 0, as given), which ran. */
    private int ranAt(int position) {
        int failedBefore = (int) failures.stream().filter(f -> f.position() < position).count();
        return position - failedBefore;
    }

    /**
     * A text table: metric, base mean, then for each variant its mean, ratio to the base and paired difference
     * ± half-width, with {@code ~} after a difference that is not significant. A failed variant is listed with its
     * error and has no columns.
     */
    public String table() {
        return table(List.of());
    }

    /**
     * The text table with, under each variant's name, what it changes in the base ({@code changes}, per variant as
     * given, from 0: {@link org.swapset.core.scenario.ScenarioChanges#between}); a variant past the list's end is
     * named alone.
     */
    public String table(List<List<String>> changes) {
        StringBuilder out = new StringBuilder();
        out.append("Base ").append(base.scenario()).append("   seed ").append(base.seed()).append("   replications ")
                .append(base.replications()).append("   (common random numbers; ~ = not significant at 95%)\n");
        int ran = 0;
        int failed = 0;
        while (ran < variants.size() || failed < failures.size()) {
            if (failed < failures.size() && (failures.get(failed).position() == ran + failed
                    || ran == variants.size())) {
                Failure f = failures.get(failed++);
                out.append("Variant ").append(f.position() + 1).append(' ').append(f.scenario())
                        .append(f.cannotRun() ? "   " : "   FAILED: ").append(f.said()).append('\n');
                if (f.position() < changes.size()) { // what it changes matters most where it could not run
                    out.append("  changes: ").append(org.swapset.core.scenario.ScenarioChanges.summary(
                            changes.get(f.position()), 8)).append('\n');
                }
            } else {
                out.append("Variant ").append(number(ran)).append(' ').append(variants.get(ran).scenario())
                        .append('\n');
                int position = number(ran) - 1;
                if (position < changes.size()) {
                    out.append("  changes: ").append(org.swapset.core.scenario.ScenarioChanges.summary(
                            changes.get(position), 8)).append('\n');
                }
                ran++;
            }
        }
        List<String[]> rows = new ArrayList<>();
        List<String> header = new ArrayList<>(List.of("Metric", "Base"));
        for (int v = 0; v < variants.size(); v++) {
            header.add("V" + number(v));
            header.add("Ratio");
            header.add("Difference ± 95%");
        }
        header.add("Unit");
        rows.add(header.toArray(new String[0]));
        for (MetricForecast m : base.metrics()) {
            List<String> row = new ArrayList<>();
            row.add(m.metric().label());
            row.add(ForecastReport.value(m.estimate().mean(), 5));
            for (int v = 0; v < variants.size(); v++) {
                Optional<Cell> cell = cell(m.metric().id(), v);
                if (cell.isEmpty()) {
                    row.add("-");
                    row.add("-");
                    row.add("-");
                    continue;
                }
                Cell c = cell.get();
                row.add(ForecastReport.value(c.variant().mean(), 5));
                row.add(Double.isNaN(c.ratio()) ? "-" : String.format(java.util.Locale.ROOT, "%.3f", c.ratio()));
                row.add(ForecastReport.difference(c.difference().mean(), c.difference().halfWidth())
                        + (c.mark().isEmpty() ? "  " : c.mark()));
            }
            row.add(m.metric().unit());
            rows.add(row.toArray(new String[0]));
        }
        // What only variants have (their own devices and channels): their means, nothing to pair with.
        variantOnly().forEach((metric, forecasts) -> {
            List<String> row = new ArrayList<>(List.of(metric.label(), "-"));
            for (MetricForecast f : forecasts) {
                row.add(f == null ? "-" : ForecastReport.value(f.estimate().mean(), 5));
                row.add("-");
                row.add("-");
            }
            row.add(metric.unit());
            rows.add(row.toArray(new String[0]));
        });
        int columns = rows.get(0).length;
        int[] widths = new int[columns];
        for (String[] row : rows) {
            for (int c = 0; c < columns; c++) {
                widths[c] = Math.max(widths[c], row[c].length());
            }
        }
        for (String[] row : rows) {
            StringBuilder line = new StringBuilder(ForecastReport.padRight(row[0], widths[0]));
            for (int c = 1; c < columns - 1; c++) {
                line.append("  ").append(ForecastReport.padLeft(row[c], widths[c]));
            }
            line.append("  ").append(row[columns - 1]);
            out.append(line.toString().stripTrailing()).append('\n');
        }
        return out.toString();
    }
}
