package org.swapset.core.forecast;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.util.DefaultIndenter;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.OptionalInt;
import org.swapset.core.metrics.Metric;

/**
 * A forecast as text for people (an aligned table), for programs (JSON) and for spreadsheets (tidy CSV). All three
 * are generic over the metrics, and all three are pure functions of the forecast: no wall-clock times, no host names,
 * nothing that differs between two runs of the same scenario and seed, so outputs can be compared byte for byte.
 * Numbers never depend on the default locale.
 */
public final class ForecastReport {

    /** Significant digits of a mean in the table. */
    private static final int MEAN_DIGITS = 5;
    /** Significant digits of a half-width in the table: more would claim a precision the interval does not have. */
    private static final int HALF_WIDTH_DIGITS = 2;

    private ForecastReport() {
    }

    /**
     * An aligned plain-text table: a header line saying how the forecast was run, then a row per metric (label,
     * mean, 95% half-width, unit), in report order, with a blank line between groups of metrics whose ids share
     * their first segment ({@code response.mean} and {@code response.p95} form the group {@code response}).
     */
    public static String table(Forecast f) {
        StringBuilder out = new StringBuilder();
        out.append("Scenario ").append(f.scenario())
                .append("   seed ").append(f.seed())
                .append("   replications ").append(f.replications())
                .append("   warm-up ").append(significant(f.warmUpSeconds(), MEAN_DIGITS)).append(" s")
                .append("   duration ").append(significant(f.durationSeconds(), MEAN_DIGITS)).append(" s")
                .append('\n');
        List<String[]> rows = new ArrayList<>();
        rows.add(new String[] {"Metric", "Mean", "± 95%", "Unit"});
        List<Boolean> groupStarts = new ArrayList<>();
        groupStarts.add(false);
        String group = null;
        for (MetricForecast m : f.metrics()) {
            String g = group(m.metric());
            groupStarts.add(group != null && !group.equals(g));
            group = g;
            Estimate e = m.estimate();
            rows.add(new String[] {m.metric().label(), value(e.mean(), MEAN_DIGITS),
                significant(e.halfWidth(), HALF_WIDTH_DIGITS), m.metric().unit()});
        }
        int[] widths = new int[4];
        for (String[] row : rows) {
            for (int c = 0; c < 4; c++) {
                widths[c] = Math.max(widths[c], row[c].length());
            }
        }
        for (int i = 0; i < rows.size(); i++) {
            if (groupStarts.get(i)) {
                out.append('\n');
            }
            String[] row = rows.get(i);
            StringBuilder line = new StringBuilder();
            line.append(padRight(row[0], widths[0])).append("  ")
                    .append(padLeft(row[1], widths[1])).append("  ")
                    .append(padLeft(row[2], widths[2])).append("  ")
                    .append(row[3]);
            out.append(line.toString().stripTrailing()).append('\n');
        }
        return out.toString();
    }

    /**
     * The forecast as JSON, keys in a fixed order: {@code scenario, seed, replications, warmUpSeconds,
     * durationSeconds, metrics, settling}, per metric {@code id, label, unit, mean, halfWidth, lower, upper, sd, n,
     * replications} (the value of each replication, in replication order), and per metric checked for settling
     * ({@link Settling}) {@code id, firstHalf, drift, driftHalfWidth, drifting} (the second half's value less the
     * first's, paired over replications, half its 99% interval, and whether that is a warning). Doubles are written as
     * the shortest decimal that reads back to the same double; NaN and infinities, which JSON has no number for, as
     * the strings {@code "NaN"}, {@code "Infinity"} and {@code "-Infinity"}. Lines end with {@code \n} on every
     * platform.
     */
    public static String json(Forecast f) {
        return jsonText(json -> {
            json.writeStartObject();
            json.writeStringField("scenario", f.scenario());
            json.writeNumberField("seed", f.seed());
            json.writeNumberField("replications", f.replications());
            json.writeNumberField("warmUpSeconds", f.warmUpSeconds());
            json.writeNumberField("durationSeconds", f.durationSeconds());
            json.writeArrayFieldStart("metrics");
            for (MetricForecast m : f.metrics()) {
                json.writeStartObject();
                metricFields(json, m);
                json.writeArrayFieldStart("replications");
                for (double v : m.replications()) {
                    json.writeNumber(v);
                }
                json.writeEndArray();
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeArrayFieldStart("settling");
            for (Settling s : f.settling()) {
                json.writeStartObject();
                json.writeStringField("id", s.metricId());
                json.writeNumberField("firstHalf", s.firstHalf().mean());
                json.writeNumberField("drift", s.difference().mean());
                json.writeNumberField("driftHalfWidth", s.halfWidth());
                json.writeBooleanField("drifting", s.drifting());
                json.writeEndObject();
            }
            json.writeEndArray();
            json.writeEndObject();
        });
    }

    /** What writes the content of one JSON document. */
    @FunctionalInterface
    public interface JsonBody {
        void write(JsonGenerator json) throws IOException;
    }

    /**
     * A JSON document as every JSON output of Swapset's is written: two-space indents, lines ending with {@code \n}
     * on every platform and after the last, NaN and infinities as the strings {@code "NaN"}, {@code "Infinity"} and
     * {@code "-Infinity"}.
     */
    public static String jsonText(JsonBody body) {
        StringWriter text = new StringWriter();
        DefaultIndenter indenter = new DefaultIndenter("  ", "\n");
        try (JsonGenerator json = new JsonFactory().createGenerator(text)) {
            json.setPrettyPrinter(new DefaultPrettyPrinter().withObjectIndenter(indenter).withArrayIndenter(indenter));
            body.write(json);
        } catch (IOException e) {
            throw new UncheckedIOException("writing JSON to a string", e);
        }
        return text + "\n";
    }

    /**
     * A metric's fields as every JSON output gives them, in the object the caller has opened: {@code id, label, unit,
     * mean, halfWidth, lower, upper, sd, n}.
     */
    static void metricFields(JsonGenerator json, MetricForecast m) throws IOException {
        Estimate e = m.estimate();
        json.writeStringField("id", m.metric().id());
        json.writeStringField("label", m.metric().label());
        json.writeStringField("unit", m.metric().unit());
        json.writeNumberField("mean", e.mean());
        json.writeNumberField("halfWidth", e.halfWidth());
        json.writeNumberField("lower", e.lower());
        json.writeNumberField("upper", e.upper());
        json.writeNumberField("sd", e.standardDeviation());
        json.writeNumberField("n", e.n());
    }

    /**
     * The forecast as tidy CSV, one row per metric under the header
     * {@code metric,label,unit,mean,halfWidth,lower,upper,sd,n}. Doubles are written as the shortest decimal that
     * reads back to the same double ({@code NaN} when unmeasured); text fields are quoted when they need to be
     * (RFC 4180). Lines end with {@code \n}.
     */
    public static String csv(Forecast f) {
        StringBuilder out = new StringBuilder("metric,label,unit,mean,halfWidth,lower,upper,sd,n\n");
        for (MetricForecast m : f.metrics()) {
            Estimate e = m.estimate();
            out.append(quote(m.metric().id())).append(',')
                    .append(quote(m.metric().label())).append(',')
                    .append(quote(m.metric().unit())).append(',')
                    .append(e.mean()).append(',')
                    .append(e.halfWidth()).append(',')
                    .append(e.lower()).append(',')
                    .append(e.upper()).append(',')
                    .append(e.standardDeviation()).append(',')
                    .append(e.n()).append('\n');
        }
        return out.toString();
    }

    /**
     * A forecast's mean or a published figure as {@link #significant} writes it, with at least {@code digits}
     * significant digits and every digit of its whole part, so that counts stay exact (11,299 and 11,301 faults are
     * not both "11300").
     */
    public static String value(double x, int digits) {
        double magnitude = Math.abs(x);
        if (Double.isFinite(x) && magnitude >= 1 && magnitude < 1e9) {
            int whole = (int) Math.log10(magnitude) + 1; // digits before the point
            return significant(x, Math.max(digits, whole));
        }
        return significant(x, digits);
    }

    /**
     * A mean shown beside its 95% half-width (the desktop's cards and tables): {@link #value value(mean, digits)},
     * but to no finer a place than the last digit of the half-width as {@link #significant significant(halfWidth, 2)}
     * shows it ({@code 0.671} beside {@code ± 0.077}, not {@code 0.6709}; {@code 99.95} beside {@code ± 0.15} as it
     * is), every digit of its whole part kept as {@code value} keeps it, so counts stay exact. Without an interval
     * (one replication) it is {@code value}; {@code n/a} for no value.
     */
    public static String mean(double mean, double halfWidth, int digits) {
        String plain = value(mean, digits);
        if (!Double.isFinite(mean) || !Double.isFinite(halfWidth) || halfWidth <= 0) {
            return plain;
        }
        String interval = significant(halfWidth, HALF_WIDTH_DIGITS);
        if (plain.contains("e") || interval.contains("e")) {
            return plain; // beyond plain notation: value's own digits
        }
        int place = Math.max(0, new BigDecimal(interval).scale()); // decimals the half-width shows
        if (new BigDecimal(plain).scale() <= place) {
            return plain;
        }
        return BigDecimal.valueOf(mean).setScale(place, java.math.RoundingMode.HALF_UP).toPlainString();
    }

    /**
     * A mean and its 95% half-width as the desktop's tables show them, {@code 0.671 ± 0.077} ({@link #mean}); a
     * metric with no value is {@code n/a} alone, with no interval to give.
     */
    public static String estimate(double mean, double halfWidth, int digits) {
        return Double.isNaN(mean) ? "n/a" : mean(mean, halfWidth, digits) + " ± " + significant(halfWidth,
                HALF_WIDTH_DIGITS);
    }

    /**
     * A paired difference as every comparison shows it: {@code 0.75 ± 0.87} ({@link #differenceMean}), the interval
     * to the same place as the mean ({@code -5.0 ± 5.0}, {@code 0.30 ± 0.10}), so the two read alike; {@code n/a}
     * alone where the metric has no value to differ (no interval to give).
     */
    public static String difference(double mean, double halfWidth) {
        if (Double.isNaN(mean)) {
            return "n/a";
        }
        String interval = significant(halfWidth, 2);
        OptionalInt place = resolution(mean, halfWidth);
        if (place.isPresent() && halfWidth >= 1e-4 && halfWidth < 1e9) {
            java.math.BigDecimal rounded = java.math.BigDecimal.valueOf(halfWidth)
                    .setScale(-place.getAsInt(), java.math.RoundingMode.HALF_UP);
            if (rounded.precision() <= 7) {
                interval = rounded.toPlainString();
            }
        }
        return differenceMean(mean, halfWidth) + " ± " + interval;
    }

    /**
     * A paired difference's mean as the comparisons print it: rounded to the resolution of its interval, the place of
     * the second significant digit of {@code halfWidth} ({@code -0.007 ± 0.043}, {@code 1230 ± 120}, {@code -5.0 ± 5.6}
     * with its zero), so a difference shows no digits its interval says are noise, and {@code 0} when it rounds to
     * nothing there (a scenario compared with itself differs by rounding: 2.961e-16 ± 0.055). Without an interval (one
     * replication, or none finite) it is {@link #value value(mean, 4)}.
     */
    public static String differenceMean(double mean, double halfWidth) {
        OptionalInt place = resolution(mean, halfWidth);
        if (place.isPresent()) {
            java.math.BigDecimal rounded = java.math.BigDecimal.valueOf(mean)
                    .setScale(-place.getAsInt(), java.math.RoundingMode.HALF_UP);
            if (rounded.signum() == 0) {
                return "0";
            }
            double r = Math.abs(rounded.doubleValue());
            if (r >= 1e-4 && r < 1e9 && rounded.precision() <= 7) {
                // Down to that place, trailing zeros kept: -5.0 ± 5.6 says its tenths, as -5 would not (beyond seven
                // digits, where an interval is far narrower than any reader needs, they are dropped).
                return rounded.toPlainString();
            }
            // its precision is its significant digits down to that place
            return significant(rounded.doubleValue(), Math.max(1, Math.min(15, rounded.precision())));
        }
        return value(mean, 4);
    }

    /**
     * The decimal place of the interval's second significant digit (-2 for 0.043), where a difference is rounded;
     * empty without an interval, or with one narrower than a double's own precision at the mean (differences
     * constant but for float jitter), which has no resolution to round to.
     */
    private static OptionalInt resolution(double mean, double halfWidth) {
        if (halfWidth > 0 && Double.isFinite(halfWidth) && Double.isFinite(mean)
                && halfWidth >= 1e-12 * Math.abs(mean) && halfWidth >= 1e-300) {
            return OptionalInt.of((int) Math.floor(Math.log10(halfWidth)) - 1);
        }
        return OptionalInt.empty();
    }

    /**
     * A number rounded to {@code digits} significant digits, trailing zeros dropped: plain notation between 0.0001
     * and a billion, scientific outside; {@code n/a} for NaN.
     */
    public static String significant(double x, int digits) {
        if (Double.isNaN(x)) {
            return "n/a";
        }
        if (Double.isInfinite(x)) {
            return x > 0 ? "inf" : "-inf";
        }
        if (x == 0.0) {
            return "0";
        }
        double magnitude = Math.abs(x);
        if (magnitude < 1e-4 || magnitude >= 1e9) {
            return String.format(Locale.ROOT, "%." + (digits - 1) + "e", x);
        }
        return new BigDecimal(x).round(new MathContext(digits)).stripTrailingZeros().toPlainString();
    }

    private static String group(Metric metric) {
        String id = metric.id();
        int dot = id.indexOf('.');
        return dot < 0 ? id : id.substring(0, dot);
    }

    private static String quote(String field) {
        if (field.indexOf(',') < 0 && field.indexOf('"') < 0 && field.indexOf('\n') < 0 && field.indexOf('\r') < 0) {
            return field;
        }
        return '"' + field.replace("\"", "\"\"") + '"';
    }

    static String padRight(String s, int width) {
        return s + " ".repeat(width - s.length());
    }

    static String padLeft(String s, int width) {
        return " ".repeat(width - s.length()) + s;
    }
}
