package org.swapset.app.desktop.model;

import java.util.List;
import org.swapset.core.forecast.Estimate;

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

    /** The metric at one user count. */
    public record Point(int users, Estimate estimate) {
    }
}
