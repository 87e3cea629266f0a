package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swapset.app.desktop.model.Runs;
import org.swapset.core.forecast.Comparison;
import org.swapset.core.forecast.Forecast;

/**
 * The comparison's frozen metric column gives way in a narrow pane: at the smallest window the Compare tab's table
 * pane is about 350 px wide, and a 250 px metric column with its 55 px unit left 45 px for the figures (one column
 * cut to "Bas..."). It takes at most two fifths of the pane with the unit, never under 100 px, and 250 px where
 * there is room.
 */
class CompareViewTest {

    @Test
    void theMetricColumnTakesAtMostTwoFifthsOfItsPane() {
        assertEquals(CompareView.METRIC_WIDTH, CompareView.metricWidth(1000), 1e-9, "room: most labels whole");
        assertEquals(0.4 * 600 - 55, CompareView.metricWidth(600), 1e-9);
        assertEquals(100, CompareView.metricWidth(350), 1e-9, "the smallest window: the names still read");
        assertEquals(100, CompareView.metricWidth(0), 1e-9, "before the pane is laid out");
    }

    /** A variant the model cannot run is said so, as the command line says it, not as a failure. */
    @Test
    void aVariantTheModelCannotRunIsSaidSoNotFailed() {
        Forecast base = new Forecast("base", 7, 3, 60, 600, List.of());
        Runs.Compared cannot = new Runs.Compared(new Comparison(base, List.of(), List.of(new Comparison.Failure(0,
                "more users", "paging space is full", true))), List.of());
        assertEquals("1 of 1 variants cannot run; the base and the other 0 were compared.\n"
                + "Variant 1 more users cannot run: paging space is full", CompareView.failures(cannot));
        Runs.Compared both = new Runs.Compared(new Comparison(base, List.of(), List.of(
                new Comparison.Failure(0, "more users", "paging space is full", true),
                new Comparison.Failure(1, "broken", "plugin 'x' threw"))), List.of());
        assertEquals("2 of 2 variants failed or cannot run; the base and the other 0 were compared.\n"
                + "Variant 1 more users cannot run: paging space is full\n"
                + "Variant 2 broken failed: plugin 'x' threw", CompareView.failures(both));
    }

    /**
     * A reason for counts missing from several curves is said once, naming the curves as the table's columns do
     * (Base, V1), not once per scenario; another names its own.
     */
    @Test
    void aReasonSharedBySeveralCurvesIsSaidOnceNamingThem() {
        java.util.TreeMap<Integer, String> full = new java.util.TreeMap<>(java.util.Map.of(
                388, "cannot run: paging space is full", 465, "cannot run: paging space is full"));
        var points = List.of(new org.swapset.app.desktop.model.Curve.Point(300,
                org.swapset.core.forecast.Statistics.estimate(new double[] {0.8, 0.9, 1.0})));
        Forecast base = new Forecast("HPO base, 16 MB", 7, 3, 60, 600, List.of());
        Forecast v1 = new Forecast("HPO base, 16 MB (variant 1)", 7, 3, 60, 600, List.of());
        Forecast v2 = new Forecast("HPO base, 24 MB (variant 2)", 7, 3, 60, 600, List.of());
        Runs.Compared compared = new Runs.Compared(new Comparison(base, List.of(v1, v2)), List.of(
                new org.swapset.app.desktop.model.Curve(base.scenario(), "q1.seconds", "Q1 seconds", "s", points, full),
                new org.swapset.app.desktop.model.Curve(v1.scenario(), "q1.seconds", "Q1 seconds", "s", points, full),
                new org.swapset.app.desktop.model.Curve(v2.scenario(), "q1.seconds", "Q1 seconds", "s", points,
                        new java.util.TreeMap<>(full.tailMap(400)))));
        String text = CompareView.failures(compared);
        assertEquals(List.of("Base and V1: no forecast at 388 and 465 users: cannot run: paging space is full",
                "V2: no forecast at 465 users: cannot run: paging space is full"), List.of(text.split("\n")), text);
    }

    /**
     * The table's means stop at their own 95% interval's place, as the Results tab's cards do: no digits the
     * replications cannot tell apart; counts keep their whole digits; a metric with no value is n/a.
     */
    @Test
    void theTablesMeansStopAtTheirIntervalsPlace() {
        org.swapset.core.forecast.Estimate e = new org.swapset.core.forecast.Estimate(0.670853, 0.0771, 0.05, 3);
        assertEquals("0.671", CompareView.shown(e));
        assertEquals("11299", CompareView.shown(new org.swapset.core.forecast.Estimate(11299.4, 130, 80, 3)));
        assertEquals("0.67085", CompareView.shown(new org.swapset.core.forecast.Estimate(0.670853, Double.NaN,
                Double.NaN, 1)), "one replication: no interval, five digits");
        assertEquals("n/a", CompareView.shown(new org.swapset.core.forecast.Estimate(Double.NaN, Double.NaN,
                Double.NaN, 3)));
    }
}
