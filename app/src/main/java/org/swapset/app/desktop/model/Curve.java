package org.swapset.app.desktop.model;

import java.util.List;
import org.swapset.core.forecast.Estimate;
import org.swapset.core.forecast.Forecast;

/**
 * One metric of a scenario forecast at several user counts: a response-time-against-users curve with its 95%
 * intervals.
 *
 * @param scenario the scenario's name
 * @param metric   the metric's id
 * @param label    how people read it
 * @param unit     its unit
 * @param points   by increasing users; counts the model could not run are left out
 */
public record Curve(String scenario, String metric, String label, String unit, List<Point> points) {

    public Curve {
        points = List.copyOf(points);
    }

    /**
     * The curve of {@code metric} through forecasts made at several user counts; counts whose forecast lacks the
     * metric are left out, and the label and unit come from the forecasts (the id stands in when none has it).
     *
     * @param scenario the scenario's name
     */
    public static Curve of(String scenario, String metric, java.util.SortedMap<Integer, Forecast> forecasts) {
        List<Point> points = new java.util.ArrayList<>();
        String label = metric;
        String unit = "";
        for (var e : forecasts.entrySet()) {
            var m = e.getValue().metric(metric);
            if (m.isPresent()) {
                label = m.get().metric().label();
                unit = m.get().metric().unit();
                points.add(new Point(e.getKey(), m.get().estimate()));
            }
        }
        return new Curve(scenario, metric, label, unit, points);
    }

    /** The metric at one user count. */
    public record Point(int users, Estimate estimate) {
    }
}
