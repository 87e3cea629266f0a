package org.swapset.core.forecast;

import java.util.List;
import java.util.Locale;

/**
 * A horizontal bar chart of a forecast's utilisations (processor, each device group, each channel) as an inline SVG
 * element: one bar per resource from 0 to 100%, with its 95% interval drawn as a whisker. Small enough to write by
 * hand, which keeps the HTML report free of any charting dependency.
 */
final class UtilisationSvg {

    private static final int LABEL_WIDTH = 320;
    private static final int BAR_WIDTH = 360;
    private static final int ROW = 22;

    private UtilisationSvg() {
    }

    /** The chart, or a short paragraph when the forecast has no utilisation metrics. */
    static String render(Forecast f) {
        List<MetricForecast> bars = f.utilisations();
        if (bars.isEmpty()) {
            return "<p>(no utilisation metrics)</p>\n";
        }
        int width = LABEL_WIDTH + BAR_WIDTH + 60;
        int height = ROW * bars.size() + 24;
        StringBuilder svg = new StringBuilder();
        svg.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\" "
                + "viewBox=\"0 0 %d %d\" role=\"img\" aria-label=\"Utilisation\" font-size=\"12\" "
                + "font-family=\"sans-serif\">\n", width, height, width, height));
        for (int pct = 0; pct <= 100; pct += 25) {
            double x = LABEL_WIDTH + BAR_WIDTH * pct / 100.0;
            svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"0\" x2=\"%.1f\" y2=\"%d\" stroke=\"#ddd\"/>"
                    + "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" fill=\"#666\">%d%%</text>\n", x, x,
                    height - 20, x, height - 6, pct));
        }
        for (int i = 0; i < bars.size(); i++) {
            MetricForecast m = bars.get(i);
            Estimate e = m.estimate();
            double y = i * ROW + 3;
            double w = BAR_WIDTH * clamp(e.mean()) / 100;
            svg.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>",
                    LABEL_WIDTH - 8, y + 13, HtmlReport.escape(m.metric().label())));
            svg.append(String.format(Locale.ROOT, "<rect x=\"%d\" y=\"%.1f\" width=\"%.1f\" height=\"16\" "
                    + "fill=\"%s\"><title>%s %s%%</title></rect>", LABEL_WIDTH, y, w,
                    e.mean() >= 90 ? "#d9534f" : "#4a7ebb", HtmlReport.escape(m.metric().label()),
                    HtmlReport.number(e.mean(), 4)));
            if (!Double.isNaN(e.halfWidth())) {
                double lo = LABEL_WIDTH + BAR_WIDTH * clamp(e.lower()) / 100;
                double hi = LABEL_WIDTH + BAR_WIDTH * clamp(e.upper()) / 100;
                svg.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" "
                        + "stroke=\"#222\"/>", lo, y + 8, hi, y + 8));
            }
            svg.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%.1f\">%s%%</text>\n",
                    LABEL_WIDTH + w + 6, y + 13, HtmlReport.number(e.mean(), 3)));
        }
        return svg.append("</svg>\n").toString();
    }

    private static double clamp(double pct) {
        return Double.isNaN(pct) ? 0 : Math.max(0, Math.min(100, pct));
    }
}
