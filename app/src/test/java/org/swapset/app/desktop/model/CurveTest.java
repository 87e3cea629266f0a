package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The user counts a curve has no forecast for, as the desktop lists them: once per reason. */
class CurveTest {

    @Test
    void missingCountsAreGroupedByReasonInTheOrderOfTheirFirstCount() {
        TreeMap<Integer, String> missing = new TreeMap<>();
        missing.put(465, "cannot run: paging space is full");
        missing.put(150, "failed: plugin x threw");
        missing.put(388, "cannot run: paging space is full");
        missing.put(620, "cannot run: paging space is full");
        Curve curve = new Curve("base", "q1.seconds", "Q1 seconds", "s", List.of(), missing);

        assertEquals(Map.of("failed: plugin x threw", List.of(150),
                "cannot run: paging space is full", List.of(388, 465, 620)), curve.missingByReason());
        assertEquals(List.of("failed: plugin x threw", "cannot run: paging space is full"),
                List.copyOf(curve.missingByReason().keySet()));
        assertEquals(Map.of(), new Curve("base", "q1.seconds", "Q1 seconds", "s", List.of()).missingByReason());
    }

    /**
     * A count whose forecast has no value of the metric because no transaction ended is not drawn (NaN), and the
     * chart says why under its title, so that the curve does not pass for a sweep over fewer counts.
     */
    @Test
    void aCountWhereNoTransactionEndedIsNotDrawnAndTheChartSaysWhy() {
        TreeMap<Integer, org.swapset.core.forecast.Forecast> forecasts = new TreeMap<>();
        forecasts.put(50, forecast(1.9, 2.2));
        forecasts.put(200_000, forecast(Double.NaN, 0));
        Curve curve = Curve.of("base", "response.mean", forecasts);
        assertEquals(List.of(50), curve.points().stream().map(Curve.Point::users).toList());
        assertEquals(Map.of(200_000, Curve.NO_TRANSACTIONS), curve.missing());
        assertEquals(List.of("No value at 200000 users: no transaction ended in the measured interval"),
                Charts.notes(List.of(curve)));
    }

    private static org.swapset.core.forecast.Forecast forecast(double response, double throughput) {
        double[] r = {response, response};
        double[] x = {throughput, throughput};
        return new org.swapset.core.forecast.Forecast("base", 1, 2, 10, 40, List.of(
                new org.swapset.core.forecast.MetricForecast(new org.swapset.core.metrics.Metric("response.mean",
                        "Mean response time", "s"), org.swapset.core.forecast.Statistics.estimate(r), r),
                new org.swapset.core.forecast.MetricForecast(new org.swapset.core.metrics.Metric("throughput",
                        "Transaction rate", "/s"), org.swapset.core.forecast.Statistics.estimate(x), x)));
    }

    @Test
    void countsReadAsAList() {
        assertEquals("", Curve.counts(List.of()));
        assertEquals("388", Curve.counts(List.of(388)));
        assertEquals("388 and 465", Curve.counts(List.of(388, 465)));
        assertEquals("150, 388 and 465", Curve.counts(List.of(150, 388, 465)));
        assertEquals("400, 450 and 500", Curve.counts(List.of(400, 450, 500)), "a short run is listed as it is");
        assertEquals("10, 20, 30 and 40", Curve.counts(List.of(10, 20, 30, 40)));
    }

    /**
     * A sweep of 1..5000/1 cancelled at 74 users lists the 4927 counts it did not run as one range, not a page of
     * numbers that pushes the chart off the screen; the CLI's report, which lists them the same way, too.
     */
    @Test
    void aLongRunOfCountsInEqualStepsReadsAsARange() {
        List<Integer> notRun = java.util.stream.IntStream.rangeClosed(74, 5000).boxed().toList();
        assertEquals("74 to 5000 (step 1)", Curve.counts(notRun));
        assertEquals("100 to 500 (step 100)", Curve.counts(List.of(100, 200, 300, 400, 500)));
        assertEquals("12, 74 to 5000 (step 1) and 6000", Curve.counts(java.util.stream.Stream.of(List.of(12), notRun,
                List.of(6000)).flatMap(List::stream).toList()));
        assertEquals("10, 20 and 30 to 34 (step 1)", Curve.counts(List.of(10, 20, 30, 31, 32, 33, 34)),
                "each count in one place; runs are taken from the left, as they come");

        TreeMap<Integer, String> missing = new TreeMap<>();
        notRun.forEach(n -> missing.put(n, "not run: cancelled"));
        missing.put(40, "failed: plugin x threw");
        Curve curve = new Curve("base", "q1.seconds", "Q1 seconds", "s", List.of(), missing,
                "the sweep was cancelled after 74 of 5000 user counts");
        assertEquals(Map.of("failed: plugin x threw", List.of(40), "not run: cancelled", notRun),
                curve.missingByReason());
        assertEquals(List.of("Partial: the sweep was cancelled after 74 of 5000 user counts",
                "No forecast at 40 users: failed"), Charts.notes(List.of(curve)));
    }
}
