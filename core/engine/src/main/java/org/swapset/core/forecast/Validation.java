package org.swapset.core.forecast;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.swapset.core.scenario.Published;
import org.swapset.core.scenario.PublishedFigure;

/**
 * A forecast set against the figures its scenario says were measured: per figure the published value, the forecast
 * with its 95% confidence interval, the relative error and whether it is within the figure's tolerance.
 *
 * @param scenario the scenario's name
 * @param source   where the figures were published
 * @param rows     one per published figure, in the scenario's order
 * @param failure   why the scenario could not be forecast (a plugin failed, the time limit passed, the model cannot
 *                  run it), or null when it was; a failed validation has no forecasts and does not pass
 * @param cannotRun whether the failure is the model's own limit (its paging space filled: "cannot run: ..."), an
 *                  answer about the system rather than a failure of the forecast
 */
public record Validation(String scenario, String source, List<Row> rows, String failure, boolean cannotRun) {

    public Validation {
        rows = List.copyOf(rows);
        if (cannotRun && failure == null) {
            throw new IllegalArgumentException("a scenario the model cannot run needs the reason");
        }
    }

    /** A validation whose forecast was made. */
    public Validation(String scenario, String source, List<Row> rows) {
        this(scenario, source, rows, null, false);
    }

    /** A validation whose forecast was made ({@code failure} null) or failed. */
    public Validation(String scenario, String source, List<Row> rows, String failure) {
        this(scenario, source, rows, failure, false);
    }

    /** What became of the forecast, as the JSON says it: "validated", "failed" or "cannot run". */
    public String outcome() {
        return failure == null ? "validated" : cannotRun ? "cannot run" : "failed";
    }

    /**
     * One figure.
     *
     * @param label     how the source names it
     * @param metric    the forecast metric it is compared with
     * @param unit      the metric's unit ("" for a plain number, or when the forecast has no such metric)
     * @param published the published value
     * @param forecast  the forecast, or null when the model does not produce that metric
     * @param tolerance the relative error allowed
     */
    public record Row(String label, String metric, String unit, double published, Estimate forecast,
                      double tolerance) {

        /** (forecast - published) / published; NaN without a forecast. */
        public double relativeError() {
            if (forecast == null) {
                return Double.NaN;
            }
            return published == 0 ? forecast.mean() - published : (forecast.mean() - published) / Math.abs(published);
        }

        /** Within tolerance. A metric the model does not produce fails. */
        public boolean passes() {
            double e = relativeError();
            return !Double.isNaN(e) && Math.abs(e) <= tolerance + 1e-12;
        }

        /**
         * Whether the published value looks written as a fraction of a metric in percent: at most 1, outside its
         * tolerance, and within it read as a percentage (0.26 for a processor 26 % busy).
         */
        public boolean looksLikeAFraction() {
            return unit.equals("%") && published != 0 && Math.abs(published) <= 1 && forecast != null && !passes()
                    && new Row(label, metric, unit, published * 100, forecast, tolerance).passes();
        }
    }

    /** Compares a forecast with the published figures. */
    public static Validation of(Forecast forecast, Published published) {
        List<Row> rows = new ArrayList<>();
        for (PublishedFigure figure : published.figures()) {
            Optional<MetricForecast> m = forecast.metric(figure.metric());
            rows.add(new Row(figure.label().isEmpty() ? figure.metric() : figure.label(), figure.metric(),
                    m.map(x -> x.metric().unit()).orElse(""), figure.value(), m.map(MetricForecast::estimate)
                    .orElse(null), published.toleranceOf(figure)));
        }
        return new Validation(forecast.scenario(), published.source(), rows);
    }

    /**
     * A scenario whose forecast failed: every published figure without a forecast, and the failure (for a plugin, the
     * message names it: its id, jar and where the scenario chose it).
     */
    public static Validation failed(String scenario, Published published, String failure) {
        return failed(scenario, published, failure, false);
    }

    /**
     * A scenario the model cannot run ({@code why}: "cannot run: paging space is full: ..."): every published figure
     * without a forecast, as for a failure, but said as the system's limit it is.
     */
    public static Validation cannotRun(String scenario, Published published, String why) {
        return failed(scenario, published, why, true);
    }

    private static Validation failed(String scenario, Published published, String failure, boolean cannotRun) {
        List<Row> rows = new ArrayList<>();
        for (PublishedFigure figure : published.figures()) {
            rows.add(new Row(figure.label().isEmpty() ? figure.metric() : figure.label(), figure.metric(), "",
                    figure.value(), null, published.toleranceOf(figure)));
        }
        return new Validation(scenario, published.source(), rows, java.util.Objects.requireNonNull(failure),
                cannotRun);
    }

    /** Whether the forecast failed. */
    public boolean failed() {
        return failure != null;
    }

    /** Whether every figure is within its tolerance (never, when the forecast failed). */
    public boolean passes() {
        return failure == null && rows.stream().allMatch(Row::passes);
    }

    /** A text table: figure, published, forecast ± half-width, unit, error, tolerance, verdict. */
    public String table() {
        StringBuilder out = new StringBuilder();
        out.append(scenario).append('\n').append("  published in: ").append(source).append('\n');
        if (failure != null) {
            out.append(cannotRun ? "  " : "  forecast failed: ").append(failure.replaceAll("\\s*\\R\\s*", " "))
                    .append('\n');
            return out.toString();
        }
        int labelWidth = Math.max(6, rows.stream().mapToInt(r -> r.label().length()).max().orElse(6));
        int unitWidth = Math.max(4, rows.stream().mapToInt(r -> r.unit().length()).max().orElse(4));
        out.append(String.format(Locale.ROOT, "  %-" + labelWidth + "s %12s %24s %-" + unitWidth + "s %9s %7s  %s%n",
                "figure", "published", "forecast (95% CI)", "unit", "error", "allowed", "").stripTrailing())
                .append('\n');
        for (Row r : rows) {
            String forecast = r.forecast() == null ? "(no such metric)"
                    : Double.isNaN(r.forecast().mean()) ? "n/a" // the scenario never produces it (no swap reads)
                    : Double.isNaN(r.forecast().halfWidth())
                    ? g(r.forecast().mean(), 4) + " ± n/a" // one replication: no interval
                    : g(r.forecast().mean(), 4) + " ± " + g(r.forecast().halfWidth(), 2);
            String error = Double.isNaN(r.relativeError()) ? "-"
                    : String.format(Locale.ROOT, "%+.1f%%", 100 * r.relativeError());
            out.append(String.format(Locale.ROOT, "  %-" + labelWidth + "s %12s %24s %-" + unitWidth + "s %9s %6.0f%%  "
                    + "%s%n", r.label(), g(r.published(), 4), forecast, r.unit(), error, 100 * r.tolerance(),
                    r.forecast() == null ? "NO METRIC" : r.passes() ? "ok" : "OUTSIDE"));
        }
        // A figure naming no metric is a mistake in the file, not a miss of the forecast: counted apart.
        long unnamed = rows.stream().filter(r -> r.forecast() == null).count();
        long failing = rows.stream().filter(r -> r.forecast() != null && !r.passes()).count();
        String verdict = failing == 0 ? "every figure compared is within tolerance"
                : failing + " of " + (rows.size() - unnamed) + " figures compared are outside tolerance";
        if (unnamed == 0) {
            verdict = failing == 0 ? "every figure within tolerance"
                    : failing + " of " + rows.size() + " figures outside tolerance";
        } else {
            verdict += "; " + unnamed + (unnamed == 1 ? " figure names" : " figures name")
                    + " a metric the forecast does not have";
        }
        out.append("  ").append(verdict).append('\n');
        return out.toString();
    }

    /** Validations as JSON: per scenario its source and per figure published, forecast, interval, error, verdict. */
    public static String json(List<Validation> validations) {
        return json(validations, List.of());
    }

    /**
     * The validations as JSON, each with the file it was read from ({@code files}, in the same order; a validation
     * past the list's end has none): two files may give their scenarios one name. Each says its {@code outcome}
     * ({@link #outcome}: "validated", "failed" or "cannot run", with the {@code failure} beside the last two). A
     * figure with no forecast has {@code "forecast": null}: its metric is not one the forecast has, or (outcome not
     * "validated") there was no forecast; a value that is not a number is the string {@code "NaN"}.
     */
    public static String json(List<Validation> validations, List<String> files) {
        return ForecastReport.jsonText(json -> {
            json.writeStartObject();
            json.writeBooleanField("pass", validations.stream().allMatch(Validation::passes));
            json.writeArrayFieldStart("scenarios");
            for (int i = 0; i < validations.size(); i++) {
                Validation v = validations.get(i);
                json.writeStartObject();
                if (i < files.size()) {
                    json.writeStringField("file", files.get(i));
                }
                json.writeStringField("scenario", v.scenario());
                json.writeStringField("source", v.source());
                json.writeBooleanField("pass", v.passes());
                json.writeStringField("outcome", v.outcome());
                if (v.failed()) {
                    json.writeStringField("failure", v.failure());
                }
                json.writeArrayFieldStart("figures");
                for (Row r : v.rows()) {
                    json.writeStartObject();
                    json.writeStringField("label", r.label());
                    json.writeStringField("metric", r.metric());
                    json.writeStringField("unit", r.unit());
                    json.writeNumberField("published", r.published());
                    if (r.forecast() != null) {
                        json.writeNumberField("forecast", r.forecast().mean());
                        json.writeNumberField("halfWidth", r.forecast().halfWidth());
                        json.writeNumberField("relativeError", r.relativeError());
                    } else {
                        json.writeNullField("forecast");
                    }
                    json.writeNumberField("tolerance", r.tolerance());
                    json.writeBooleanField("pass", r.passes());
                    json.writeEndObject();
                }
                json.writeEndArray();
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        });
    }

    /**
     * {@code %.DIGITSg}, as the table has always written figures (720.0, 0.3600), but without its switch to an
     * exponent from 10^DIGITS: a count of 11,299 is written whole, not as 1.130e+04.
     */
    private static String g(double x, int digits) {
        if (Double.isNaN(x)) {
            return "n/a";
        }
        return Double.isFinite(x) && Math.abs(x) >= Math.pow(10, digits) - 0.5 && Math.abs(x) < 1e9
                ? ForecastReport.value(x, digits) : String.format(Locale.ROOT, "%." + digits + "g", x);
    }
}
