package org.swapset.app.desktop.model;

import java.util.ArrayList;
import java.util.List;
import org.swapset.core.forecast.Estimate;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.ForecastReport;
import org.swapset.core.forecast.HtmlReport;

/**
 * A figure of the dashboard: label, mean with unit, and the 95% interval.
 *
 * @param id       the metric id
 * @param label    the metric's label
 * @param value    "2.35 s", the mean to no finer a place than its interval's ({@link ForecastReport#mean})
 * @param interval "± 0.12 (2.23 to 2.47)", the ends to the mean's place
 */
public record KeyFigure(String id, String label, String value, String interval) {

    /** The key figures of a forecast, those of the HTML report, in its order. */
    public static List<KeyFigure> of(Forecast f) {
        List<KeyFigure> figures = new ArrayList<>();
        for (var m : HtmlReport.keyFigures(f)) {
            Estimate e = m.estimate();
            String unit = m.metric().unit().isEmpty() ? "" : " " + m.metric().unit();
            String interval = Double.isNaN(e.halfWidth()) ? "one replication: no interval"
                    : "± " + ForecastReport.significant(e.halfWidth(), 2) + " (" + ForecastReport.mean(
                    HtmlReport.lower(m), e.halfWidth(), 4) + " to " + ForecastReport.mean(HtmlReport.upper(m),
                    e.halfWidth(), 4) + ")";
            figures.add(new KeyFigure(m.metric().id(), m.metric().label(), ForecastReport.mean(e.mean(),
                    e.halfWidth(), 4) + unit, interval));
        }
        return figures;
    }
}
