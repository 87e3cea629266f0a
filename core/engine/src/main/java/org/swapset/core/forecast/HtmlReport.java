package org.swapset.core.forecast;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A forecast, or a comparison of forecasts, as one self-contained HTML page: inline CSS, a utilisation chart drawn
 * as inline SVG, no scripts and no links to anything outside the file, so it can be mailed or archived as is. Every
 * piece of text that comes from a scenario (names, labels, units, sources) is escaped.
 *
 * <p>Like {@link ForecastReport}, the page is a pure function of its inputs: no dates, no host names.
 */
public final class HtmlReport {

    /**
     * The forecast's key figures, in {@link #KEY_METRICS} order: those it has with a value (a figure the scenario
     * does not produce, Q1 seconds of a Linux guest, is n/a and gets no card), for this report and the desktop's.
     */
    public static List<MetricForecast> keyFigures(Forecast forecast) {
        return KEY_METRICS.stream().flatMap(id -> forecast.metric(id).stream())
                .filter(m -> !Double.isNaN(m.estimate().mean())).toList();
    }

    /** The metrics shown as key figures, in this order, when the forecast has them. */
    public static final List<String> KEY_METRICS = List.of("response.mean", "response.p90", "throughput",
            "q1.seconds", "trivial.response", "cpu.utilisation", "paging.demandReads", "paging.pageWait");

    private static final String CSS = """
            body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;margin:2em auto;max-width:60em;color:#222}
            h1{font-size:1.5em;margin-bottom:.2em}h2{font-size:1.15em;margin-top:1.6em;border-bottom:1px solid #ccc}
            .run{color:#666;font-size:.9em}
            .figures{display:flex;flex-wrap:wrap;gap:.8em}
            .figure{border:1px solid #ddd;border-radius:6px;padding:.5em .8em;min-width:11em}
            .figure .label{font-size:.8em;color:#555}.figure .value{font-size:1.3em;font-weight:600}
            .figure .ci{font-size:.8em;color:#555}
            .bottleneck{background:#fff4e0;border-left:4px solid #e69500;padding:.5em .8em}
            .warning{background:#fde8ec;border-left:4px solid #b00020;padding:.5em .8em}
            table{border-collapse:collapse;font-size:.9em}th,td{padding:.2em .6em;border-bottom:1px solid #eee}
            th{text-align:left;background:#f5f5f5}td.n{text-align:right;font-variant-numeric:tabular-nums}
            .bad{color:#b00020;font-weight:600}.ok{color:#1b7f3b}.ns{color:#888}.changes{color:#444;font-size:.9em}
            figure.chart{margin:1em 0}figure.chart svg,figure.chart img{width:100%;height:auto;max-width:900px}
            """;

    private HtmlReport() {
    }

    /**
     * A part of a page under its own heading, such as a chart.
     *
     * @param heading the heading, as text (it is escaped)
     * @param html    the body, HTML that is already safe to include and loads nothing from elsewhere (an inline
     *                {@code <svg>} element, an {@code <img>} with a {@code data:} URI)
     */
    public record Section(String heading, String html) {
    }

    /**
     * The page of one forecast: key figures with their 95% intervals, the bottleneck, a utilisation chart, the
     * published-versus-forecast table when there is a validation, and every metric.
     *
     * @param forecast   the forecast
     * @param validation the forecast set against the scenario's published figures, when it has any
     */
    public static String forecast(Forecast forecast, Optional<Validation> validation) {
        return forecast(forecast, validation, "", List.of(utilisation(forecast)));
    }

    /** The forecast's utilisation chart, inline SVG, as the page of {@link #forecast(Forecast, Optional)} has it. */
    public static Section utilisation(Forecast forecast) {
        return new Section("Utilisation", UtilisationSvg.render(forecast));
    }

    /**
     * The page of one forecast with sections of the caller's (charts) after the key figures and the bottleneck: then
     * the published-versus-forecast table when there is a validation, and every metric with its 95% interval.
     *
     * @param forecast   the forecast the figures and tables show
     * @param validation the forecast set against the scenario's published figures, when it has any
     * @param note       a paragraph (text, escaped) under the run line saying what the page shows; empty for none
     * @param sections   the sections, in order
     */
    public static String forecast(Forecast forecast, Optional<Validation> validation, String note,
                                  List<Section> sections) {
        StringBuilder out = new StringBuilder();
        head(out, "Swapset forecast: " + forecast.scenario());
        out.append("<h1>").append(escape(forecast.scenario())).append("</h1>\n");
        runLine(out, forecast);
        if (!note.isEmpty()) {
            out.append("<p>").append(escape(note)).append("</p>\n");
        }
        forecast.notices().forEach(n -> warning(out, n.kind(), n.text()));
        out.append("<h2>Key figures (95% confidence intervals)</h2>\n<div class=\"figures\">\n");
        keyFigures(forecast).forEach(m -> figure(out, m));
        out.append("</div>\n");
        out.append("<p class=\"bottleneck\"><b>Bottleneck:</b> ").append(escape(CapacitySearch.bottleneck(forecast)))
                .append("</p>\n");
        for (Section section : sections) {
            out.append("<h2>").append(escape(section.heading())).append("</h2>\n").append(section.html());
        }
        validation.ifPresent(v -> published(out, v));
        out.append("<h2>All metrics</h2>\n<table>\n<tr><th>Metric</th><th>Mean</th><th>± 95%</th>")
                .append("<th>95% interval</th><th>Unit</th><th>Id</th></tr>\n");
        for (MetricForecast m : forecast.metrics()) {
            Estimate e = m.estimate();
            out.append("<tr><td>").append(escape(m.metric().label())).append("</td><td class=\"n\">")
                    .append(ForecastReport.value(e.mean(), 5)).append("</td><td class=\"n\">")
                    .append(number(e.halfWidth(), 2)).append("</td><td class=\"n\">")
                    .append(Double.isNaN(e.halfWidth()) ? "-"
                            : ForecastReport.value(lower(m), 4) + " to " + ForecastReport.value(upper(m), 4))
                    .append("</td><td>").append(escape(m.metric().unit())).append("</td><td><code>")
                    .append(escape(m.metric().id())).append("</code></td></tr>\n");
        }
        out.append("</table>\n");
        return tail(out);
    }

    /** A warning paragraph: its kind in bold ("Not settled:"), then the text, escaped. */
    private static void warning(StringBuilder out, String kind, String text) {
        out.append("<p class=\"warning\"><b>").append(escape(kind)).append(":</b> ").append(escape(text))
                .append("</p>\n");
    }

    /**
     * The page of a comparison: the base and each variant, then per metric the means side by side with each
     * variant's ratio to the base and the paired difference with its 95% interval; differences that are not
     * significant are greyed and marked {@code ~}. A variant whose forecast failed is listed, with its number, as
     * FAILED with its error (one the model cannot run, as "cannot run" with why), and has no columns; the others
     * keep their numbers.
     */
    public static String comparison(Comparison comparison) {
        return comparison(comparison, "");
    }

    /**
     * The comparison page with a warning under the run line ({@code outOfDate}, text, escaped), when the scenarios
     * compared have changed since; empty for none.
     */
    public static String comparison(Comparison comparison, String outOfDate) {
        return comparison(comparison, outOfDate, List.of());
    }

    /**
     * The comparison page, each variant named with what it changes in the base ({@code changes}, per variant as
     * given, from 0: {@link org.swapset.core.scenario.ScenarioChanges#between}), so that the page says what was
     * compared; a variant past the list's end is named alone.
     */
    public static String comparison(Comparison comparison, String outOfDate, List<List<String>> changes) {
        return comparison(comparison, outOfDate, changes, List.of());
    }

    /** The comparison page with sections of the caller's (a chart of curves) after its table. */
    public static String comparison(Comparison comparison, String outOfDate, List<List<String>> changes,
                                    List<Section> sections) {
        StringBuilder out = new StringBuilder();
        Forecast base = comparison.base();
        head(out, "Swapset comparison: " + base.scenario());
        out.append("<h1>Comparison with ").append(escape(base.scenario())).append("</h1>\n");
        runLine(out, base);
        if (!outOfDate.isEmpty()) {
            warning(out, "Out of date", outOfDate);
        }
        for (String w : comparison.warnings()) { // "Not settled: V1 (NAME): ...": its kind before the first colon
            int colon = w.indexOf(':');
            warning(out, w.substring(0, colon), w.substring(colon + 1).strip());
        }
        out.append("<p>Common random numbers: every variant ran with the base's seed and replications. "
                + "~ marks a difference whose 95% interval contains zero (not significant).</p>\n<ol>\n");
        out.append("<li value=\"0\"><b>Base</b>: ").append(escape(base.scenario())).append("</li>\n");
        int ran = 0; // every variant in the order given, so the list numbers them as the table's columns do
        for (Comparison.Failure f : comparison.failures()) {
            for (; ran < comparison.variants().size() && comparison.number(ran) <= f.position(); ran++) {
                variantItem(out, comparison, ran, changes);
            }
            out.append("<li>").append(escape(f.scenario())).append(" <span class=\"bad\">")
                    .append(f.cannotRun() ? "cannot run" : "FAILED").append("</span>: ").append(escape(f.error()));
            changes(out, changes, f.position());
            out.append("</li>\n");
        }
        for (; ran < comparison.variants().size(); ran++) {
            variantItem(out, comparison, ran, changes);
        }
        out.append("</ol>\n<table>\n<tr><th>Metric</th><th>Unit</th><th>Base</th>");
        for (int v = 0; v < comparison.variants().size(); v++) {
            out.append("<th>V").append(comparison.number(v)).append("</th><th>Ratio</th><th>Difference ± 95%</th>");
        }
        out.append("</tr>\n");
        for (MetricForecast m : base.metrics()) {
            out.append("<tr><td>").append(escape(m.metric().label())).append("</td><td>")
                    .append(escape(m.metric().unit())).append("</td><td class=\"n\">")
                    .append(ForecastReport.value(m.estimate().mean(), 5)).append("</td>");
            for (int v = 0; v < comparison.variants().size(); v++) {
                Optional<Comparison.Cell> cell = comparison.cell(m.metric().id(), v);
                if (cell.isEmpty()) {
                    out.append("<td>-</td><td>-</td><td>-</td>");
                    continue;
                }
                Comparison.Cell c = cell.get();
                String cls = c.significant() ? "n" : "n ns";
                out.append("<td class=\"n\">").append(ForecastReport.value(c.variant().mean(), 5)).append("</td>")
                        .append("<td class=\"").append(cls).append("\">")
                        .append(Double.isNaN(c.ratio()) ? "-" : String.format(Locale.ROOT, "%.3f", c.ratio()))
                        .append("</td><td class=\"").append(cls).append("\">")
                        .append(ForecastReport.difference(c.difference().mean(), c.difference().halfWidth()))
                        .append(c.mark())
                        .append("</td>");
            }
            out.append("</tr>\n");
        }
        comparison.variantOnly().forEach((metric, forecasts) -> {
            out.append("<tr><td>").append(escape(metric.label())).append("</td><td>").append(escape(metric.unit()))
                    .append("</td><td>-</td>");
            for (MetricForecast f : forecasts) {
                out.append(f == null ? "<td>-</td>" : "<td class=\"n\">" + ForecastReport.value(f.estimate().mean(), 5)
                        + "</td>")
                        .append("<td>-</td><td>-</td>");
            }
            out.append("</tr>\n");
        });
        out.append("</table>\n");
        for (Section section : sections) {
            out.append("<h2>").append(escape(section.heading())).append("</h2>\n").append(section.html());
        }
        return tail(out);
    }

    /** The list item of the variant that ran at {@code ran}: its name, and its changes under it when known. */
    private static void variantItem(StringBuilder out, Comparison comparison, int ran, List<List<String>> changes) {
        int position = comparison.number(ran) - 1;
        out.append("<li>").append(escape(comparison.variants().get(ran).scenario()));
        changes(out, changes, position);
        out.append("</li>\n");
    }

    /** What the variant at {@code position} (from 0, as given) changes in the base, under its name, when known. */
    private static void changes(StringBuilder out, List<List<String>> changes, int position) {
        if (position < changes.size()) {
            out.append("<br><span class=\"changes\">Changes: ")
                    .append(escape(org.swapset.core.scenario.ScenarioChanges.summary(changes.get(position), 20)))
                    .append("</span>");
        }
    }

    private static void published(StringBuilder out, Validation v) {
        out.append("<h2>Published and forecast</h2>\n<p>Published in: ").append(escape(v.source())).append("</p>\n");
        out.append("<table>\n<tr><th>Figure</th><th>Published</th><th>Forecast (95% CI)</th><th>Error</th>")
                .append("<th>Allowed</th><th></th></tr>\n");
        for (Validation.Row r : v.rows()) {
            String forecast = r.forecast() == null ? "(no such metric)"
                    : ForecastReport.value(r.forecast().mean(), 4) + " ± " + number(r.forecast().halfWidth(), 2);
            String error = Double.isNaN(r.relativeError()) ? "-"
                    : String.format(Locale.ROOT, "%+.1f%%", 100 * r.relativeError());
            out.append("<tr><td>").append(escape(r.label())).append("</td><td class=\"n\">")
                    .append(ForecastReport.value(r.published(), 4)).append("</td><td class=\"n\">").append(forecast)
                    .append("</td><td class=\"n\">").append(error).append("</td><td class=\"n\">")
                    .append(String.format(Locale.ROOT, "%.0f%%", 100 * r.tolerance())).append("</td>")
                    .append(r.passes() ? "<td class=\"ok\">ok</td>" : "<td class=\"bad\">outside</td>")
                    .append("</tr>\n");
        }
        out.append("</table>\n");
    }

    private static void figure(StringBuilder out, MetricForecast m) {
        Estimate e = m.estimate();
        String unit = m.metric().unit().isEmpty() ? "" : " " + escape(m.metric().unit());
        out.append("<div class=\"figure\"><div class=\"label\">").append(escape(m.metric().label()))
                .append("</div><div class=\"value\">").append(ForecastReport.value(e.mean(), 4)).append(unit)
                .append("</div><div class=\"ci\">± ").append(number(e.halfWidth(), 2)).append(" (")
                .append(ForecastReport.value(lower(m), 4)).append(" to ").append(ForecastReport.value(upper(m), 4))
                .append(")</div></div>\n");
    }

    /**
     * The interval's lower end as shown: no forecast metric is negative (times, rates, counts, shares), so a t
     * interval reaching below zero is shown from 0.
     */
    public static double lower(MetricForecast m) {
        return Math.max(0, m.estimate().lower());
    }

    /**
     * The interval's upper end as shown: a share in % (a utilisation, page wait) is at most 100; a metric in % whose
     * mean is above 100 (a plugin's ratio) is not a share, and is shown as computed.
     */
    public static double upper(MetricForecast m) {
        double upper = m.estimate().upper();
        return m.metric().unit().equals("%") && m.estimate().mean() <= 100 ? Math.min(100, upper) : upper;
    }

    private static void runLine(StringBuilder out, Forecast f) {
        out.append("<p class=\"run\">seed ").append(f.seed()).append(" · ").append(f.replications())
                .append(" replications · warm-up ").append(number(f.warmUpSeconds(), 5)).append(" s · duration ")
                .append(number(f.durationSeconds(), 5)).append(" s</p>\n");
    }

    private static void head(StringBuilder out, String title) {
        out.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
                .append(escape(title)).append("</title>\n<style>\n").append(CSS).append("</style>\n</head>\n<body>\n");
    }

    private static String tail(StringBuilder out) {
        return out.append("<p class=\"run\">Made by Swapset.</p>\n</body>\n</html>\n").toString();
    }

    /** A number as the text reports show it ({@link ForecastReport#significant}); never needs escaping. */
    static String number(double x, int digits) {
        return ForecastReport.significant(x, digits);
    }

    /** Text made safe for HTML element content and double-quoted attribute values. */
    public static String escape(String text) {
        StringBuilder sb = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '&' -> sb.append("&amp;");
                case '<' -> sb.append("&lt;");
                case '>' -> sb.append("&gt;");
                case '"' -> sb.append("&quot;");
                case '\'' -> sb.append("&#39;");
                default -> sb.append(c);
            }
        }
        return sb.toString();
    }
}
