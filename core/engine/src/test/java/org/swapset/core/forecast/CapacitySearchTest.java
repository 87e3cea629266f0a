package org.swapset.core.forecast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swapset.core.metrics.Metric;

class CapacitySearchTest {

    /** A forecast whose response grows linearly with users: r = 0.01 n, with replications spread by ±0.02. */
    private static CapacitySearch.Outcome linear(int users) {
        double r = 0.01 * users;
        double[] reps = {r - 0.02, r, r + 0.02};
        return CapacitySearch.Outcome.of(new Forecast("linear", 1, 3, 0, 60, List.of(
                new MetricForecast(new Metric("response.mean", "Mean response time", "s"), Statistics.estimate(reps),
                        reps),
                new MetricForecast(new Metric("cpu.utilisation", "Processor utilisation", "%"),
                        Statistics.estimate(new double[] {50, 50, 50}), new double[] {50, 50, 50}))));
    }

    @Test
    void findsTheLargestUserCountThatMeetsTheTarget() {
        CapacitySearch search = new CapacitySearch(CapacitySearchTest::linear);
        CapacitySearch.Result result = search.search(CapacitySearch.Target.parse("response.mean<=1s"), 40, 1000);

        assertEquals(100, result.users());
        assertEquals(60, result.spareUsers());
        assertEquals(2.5, result.growthFactor(), 1e-12);
        assertTrue(result.lowUsers() <= 100 && result.highUsers() >= 100);
        assertTrue(result.bottleneck().startsWith("Processor utilisation"), result.bottleneck());
    }

    @Test
    void searchesDownwardsWhenTheScenarioMissesTheTarget() {
        CapacitySearch.Result result = new CapacitySearch(CapacitySearchTest::linear)
                .search(CapacitySearch.Target.parse("response.mean <= 250ms"), 400, 1000);
        assertEquals(25, result.users());
        assertEquals(-375, result.spareUsers());
    }

    @Test
    void aCountThatCannotRunBoundsTheCapacityAndSaysWhy() {
        CapacitySearch search = new CapacitySearch(n -> n > 70 ? CapacitySearch.Outcome.failed("paging space is full")
                : linear(n));
        CapacitySearch.Result result = search.search(CapacitySearch.Target.parse("response.mean<=1s"), 40, 1000);
        assertEquals(70, result.users());
        assertTrue(result.bottleneck().contains("paging space is full"), result.bottleneck());
    }

    @Test
    void aCountWhoseForecastFailedIsCountedAsMissingTheTargetAndListedNotTakenForTheModelsLimit() {
        CapacitySearch search = new CapacitySearch(n -> n == 80 ? CapacitySearch.Outcome.broken("plugin 'x' threw")
                : linear(n));
        CapacitySearch.Result result = search.search(CapacitySearch.Target.parse("response.mean<=1s"), 40, 1000);
        assertEquals(java.util.Map.of(80, "plugin 'x' threw"), result.failedPoints());
        assertTrue(result.users() >= 40 && result.users() < 80, "capacity " + result.users());
        assertTrue(result.bottleneck().startsWith("Processor utilisation"), result.bottleneck());
        assertTrue(result.report().contains("Failed points      1 (counted as not meeting the target, so the capacity "
                + "may be higher than found):\n  80 users: plugin 'x' threw\n"), result.report());
    }

    @Test
    void parsesTargets() {
        assertEquals(new CapacitySearch.Target("q1.seconds", true, 1.0), CapacitySearch.Target.parse("q1.seconds<=1s"));
        assertEquals(new CapacitySearch.Target("throughput", false, 15.0),
                CapacitySearch.Target.parse("throughput >= 15"));
        assertEquals(0.5, CapacitySearch.Target.parse("response.p90<=500ms").value(), 1e-12);
        assertThrows(IllegalArgumentException.class, () -> CapacitySearch.Target.parse("response.mean<1s"));
        assertThrows(IllegalArgumentException.class, () -> CapacitySearch.Target.parse("response.mean<=fast"));
    }
}
