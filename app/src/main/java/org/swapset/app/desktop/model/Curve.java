package org.swapset.app.desktop.model;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
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
 * @param points   by increasing users; counts with no forecast are left out
 * @param missing  the user counts with no forecast, with why, by increasing users: {@code "failed: <message>"}
 *                 when the forecast failed (a plugin threw, with its id, jar and scenario path in the message;
 *                 memory or time ran out), {@code "cannot run: <reason>"} when the model cannot run that many users,
 *                 {@code "not run: <why>"} when the job stopped before it, {@link #NO_TRANSACTIONS} when its forecast
 *                 has no value of the metric because no transaction ended
 * @param partial  empty for a finished curve; for one whose job was cancelled or failed part-way, how it stopped
 *                 ("the sweep was cancelled after 7 of its 10 user counts"), for the chart, the table and exports
 */
public record Curve(String scenario, String metric, String label, String unit, List<Point> points,
                    SortedMap<Integer, String> missing, String partial) {

    public Curve {
        points = List.copyOf(points);
        missing = Collections.unmodifiableSortedMap(new TreeMap<>(missing));
        partial = partial == null ? "" : partial;
    }

    /** A finished curve. */
    public Curve(String scenario, String metric, String label, String unit, List<Point> points,
                 SortedMap<Integer, String> missing) {
        this(scenario, metric, label, unit, points, missing, "");
    }

    /** A finished curve with a point at every user count. */
    public Curve(String scenario, String metric, String label, String unit, List<Point> points) {
        this(scenario, metric, label, unit, points, new TreeMap<>());
    }

    /** This curve under another name: a comparison's chart names its curves Base, V1, V2 as its table does. */
    public Curve named(String name) {
        return new Curve(name, metric, label, unit, points, missing, partial);
    }

    /** Why a count has no point though it has a forecast: no transaction ended in its measured interval. */
    public static final String NO_TRANSACTIONS = "no transaction ended in the measured interval";

    /** This curve with these user counts lacking a forecast, with why (see {@code missing}), added to its own. */
    public Curve withMissing(SortedMap<Integer, String> counts) {
        SortedMap<Integer, String> all = new TreeMap<>(missing);
        all.putAll(counts);
        return new Curve(scenario, metric, label, unit, points, all, partial);
    }

    /** Whether the job stopped before the curve was finished. */
    public boolean isPartial() {
        return !partial.isEmpty();
    }

    /**
     * The curve of {@code metric} through forecasts made at several user counts; counts whose forecast lacks the
     * metric are left out, and the label and unit come from the forecasts (the id stands in when none has it).
     *
     * @param scenario the scenario's name
     */
    public static Curve of(String scenario, String metric, SortedMap<Integer, Forecast> forecasts) {
        List<Point> points = new java.util.ArrayList<>();
        SortedMap<Integer, String> missing = new TreeMap<>();
        String label = metric;
        String unit = "";
        for (var e : forecasts.entrySet()) {
            var m = e.getValue().metric(metric);
            if (m.isPresent()) {
                label = m.get().metric().label();
                unit = m.get().metric().unit();
                if (Double.isNaN(m.get().estimate().mean()) && e.getValue().noTransactions().isPresent()) {
                    // Nothing to draw, and the chart says why rather than passing for a narrower sweep.
                    missing.put(e.getKey(), NO_TRANSACTIONS);
                } else {
                    points.add(new Point(e.getKey(), m.get().estimate()));
                }
            }
        }
        return new Curve(scenario, metric, label, unit, points, missing);
    }

    /**
     * The user counts with no forecast, grouped by why, each reason once with its counts in increasing order, the
     * reasons in the order of their first count: a search past the paging space gives one line, not one a count.
     */
    public Map<String, List<Integer>> missingByReason() {
        Map<String, List<Integer>> byReason = new LinkedHashMap<>();
        missing.forEach((users, why) -> byReason.computeIfAbsent(why, w -> new ArrayList<>()).add(users));
        byReason.replaceAll((why, counts) -> List.copyOf(counts));
        return Collections.unmodifiableMap(byReason);
    }

    /** Every user count of the curve, forecast or not, by increasing users: the rows of its table. */
    public List<Row> rows() {
        SortedMap<Integer, Row> rows = new TreeMap<>();
        points.forEach(p -> rows.put(p.users(), new Row(p.users(), p.estimate(), "")));
        missing.forEach((users, why) -> rows.putIfAbsent(users, new Row(users, null, why)));
        return List.copyOf(rows.values());
    }

    /**
     * One user count of the curve.
     *
     * @param estimate the metric there, or null when there is no forecast
     * @param missing  why there is none, or empty
     */
    public record Row(int users, Estimate estimate, String missing) {
    }

    /**
     * User counts as people list them: "388", "388 and 465", "150, 388 and 465"; a run of at least {@link #RUN}
     * counts in equal steps as its ends and step, "74 to 5000 (step 1)", so that the counts a cancelled sweep of
     * thousands did not run are a line above the chart, not a page that pushes it off the screen.
     */
    public static String counts(List<Integer> users) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < users.size(); ) {
            int end = runEnd(users, i);
            if (end - i + 1 >= RUN) {
                parts.add(users.get(i) + " to " + users.get(end) + " (step " + (users.get(i + 1) - users.get(i))
                        + ")");
                i = end + 1;
            } else {
                parts.add(users.get(i).toString());
                i++;
            }
        }
        return org.swapset.core.scenario.Units.listed(parts);
    }

    /** The fewest counts in equal steps that {@link #counts} writes as a range: fewer are listed as they are. */
    static final int RUN = 5;

    /** The index of the last count of the run in equal (rising) steps that starts at {@code from}. */
    private static int runEnd(List<Integer> users, int from) {
        if (from + 1 >= users.size() || users.get(from + 1) <= users.get(from)) {
            return from;
        }
        int step = users.get(from + 1) - users.get(from);
        int end = from + 1;
        while (end + 1 < users.size() && users.get(end + 1) - users.get(end) == step) {
            end++;
        }
        return end;
    }

    /** The metric at one user count. */
    public record Point(int users, Estimate estimate) {
    }
}
