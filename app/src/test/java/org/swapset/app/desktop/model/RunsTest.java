package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The user counts the window suggests and spreads for curves are round, increasing and never below one user. */
class RunsTest {

    @Test
    void theSuggestedSweepRunsFromAboutHalfToTwiceTheUsersInRoundSteps() {
        assertEquals("150..650/50", Runs.sweepAround(310));
        assertEquals("10..40/5", Runs.sweepAround(20));
        assertEquals("1..2/1", Runs.sweepAround(1));
        assertEquals("1000..4000/500", Runs.sweepAround(2000));
    }

    @Test
    void aSpreadIsEvenAndHasNoRepeats() {
        assertEquals(List.of(155, 233, 310, 388, 465), Runs.spread(155, 465, 5));
        assertEquals(List.of(1, 2), Runs.spread(1, 2, 5));
    }

    /**
     * A finished capacity search's curve keeps the counts it tried without a forecast, so its chart says, in red under
     * the title as a sweep's does, where the paging space filled, rather than ending at the last point drawn.
     */
    @Test
    void aSearchsCurveSaysWhereThePagingSpaceFilled() {
        java.util.TreeMap<Integer, org.swapset.core.forecast.Forecast> seen = new java.util.TreeMap<>();
        for (int users : List.of(310, 345)) {
            double[] q1 = {0.98, 0.99, 1.0};
            seen.put(users, new org.swapset.core.forecast.Forecast("Base", 7, 3, 60, 600, List.of(
                    new org.swapset.core.forecast.MetricForecast(new org.swapset.core.metrics.Metric("q1.seconds",
                            "Q1 seconds", "s"), org.swapset.core.forecast.Statistics.estimate(q1), q1))));
        }
        java.util.TreeMap<Integer, String> tried = new java.util.TreeMap<>(java.util.Map.of(
                346, "cannot run: paging space is full: 2,304 slots"));
        Curve curve = Runs.searched("Base", "q1.seconds", seen, tried);
        assertEquals(List.of(310, 345), curve.points().stream().map(Curve.Point::users).toList());
        assertEquals(List.of("No forecast at 346 users: cannot run"), Charts.notes(List.of(curve)));
        org.jfree.chart.JFreeChart chart = Charts.curves(List.of(curve), java.util.OptionalDouble.of(1));
        assertEquals("No forecast at 346 users: cannot run", ((org.jfree.chart.title.TextTitle) chart.getSubtitle(
                chart.getSubtitleCount() - 1)).getText(), "said on the chart, as a sweep's is");
    }

    @Test
    void aChartTitleUsesTheLabelUpToItsExplanation() {
        assertEquals("Q1 seconds", Charts.headline("Q1 seconds: mean time from transaction start to Q1 drop"));
        assertEquals("Mean response time", Charts.headline("Mean response time"));
    }
}
