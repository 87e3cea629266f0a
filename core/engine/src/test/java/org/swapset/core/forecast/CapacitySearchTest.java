package org.swapset.core.forecast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.IntFunction;
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

    /** A search that reaches its limit still within the target says so: the answer is a floor, not a capacity. */
    @Test
    void aSearchStoppedAtItsLimitSaysTheCapacityMayBeHigher() {
        CapacitySearch.Result result = new CapacitySearch(CapacitySearchTest::linear)
                .search(CapacitySearch.Target.parse("cpu.utilisation<=100%"), 20, 320);
        assertEquals(320, result.users());
        assertTrue(result.stoppedAtLimit());
        assertTrue(result.report().contains("Search limit       320 users, reached with the target still met: the "
                + "capacity may be higher\n"), result.report());
        assertTrue(result.limitNote().startsWith("The search stopped at its limit, 320 users"), result.limitNote());

        CapacitySearch.Result found = new CapacitySearch(CapacitySearchTest::linear)
                .search(CapacitySearch.Target.parse("response.mean<=1s"), 40, 1000);
        assertFalse(found.stoppedAtLimit());
        assertFalse(found.report().contains("Search limit"), found.report());
        assertEquals("", found.limitNote());
    }

    @Test
    void theBottleneckIsGivenToTheDigitsOfTheFigureAboveIt() {
        // "at 90%" under cpu.utilisation = 89.973: the two lines of one answer should read alike.
        double[] reps = {89.972, 89.974};
        Forecast f = new Forecast("s", 1, 2, 0, 60, List.of(new MetricForecast(new Metric("cpu.utilisation",
                "Processor utilisation", "%"), Statistics.estimate(reps), reps)));
        assertEquals("Processor utilisation at 89.97%", CapacitySearch.bottleneck(f));
    }

    @Test
    void searchesDownwardsWhenTheScenarioMissesTheTarget() {
        CapacitySearch.Result result = new CapacitySearch(CapacitySearchTest::linear)
                .search(CapacitySearch.Target.parse("response.mean <= 250ms"), 400, 1000);
        assertEquals(25, result.users());
        assertEquals(-375, result.spareUsers());
    }

    /**
     * A target no count meets, not even one user: the answer is 0 and the report says why in words, not "0 (95%: 0
     * to 0)"; a >= target on a metric that grows with users (met only under load) is told what >= suits.
     */
    @Test
    void aTargetNotEvenOneUserMeetsIsSaidSo() {
        CapacitySearch search = new CapacitySearch(CapacitySearchTest::linear);
        CapacitySearch.Result atLeast = search.search(CapacitySearch.Target.parse("response.mean>=1s"), 40, 1000);
        assertEquals(0, atLeast.users());
        assertTrue(atLeast.report().contains("Supportable users  0   (not even 1 user meets the target; a >= target "
                + "suits a metric that falls as users are added"), atLeast.report());
        CapacitySearch.Result atMost = search.search(CapacitySearch.Target.parse("response.mean<=1ms"), 40, 1000);
        assertEquals(0, atMost.users());
        assertTrue(atMost.report().contains("Supportable users  0   (not even 1 user meets the target)\n"),
                atMost.report());
    }

    /** A system that cannot carry even one user is not said to miss the target: the target is not what stops it. */
    @Test
    void aSystemThatCannotRunOneUserIsNotSaidToMissTheTarget() {
        CapacitySearch search = new CapacitySearch(n -> CapacitySearch.Outcome.failed("paging space is full"));
        CapacitySearch.Result result = search.search(CapacitySearch.Target.parse("response.mean<=1s"), 40, 1000);
        assertEquals(0, result.users());
        assertTrue(result.cannotRun().containsKey(1), result.cannotRun().toString());
        assertTrue(result.report().contains("Supportable users  0   (the model cannot run even 1 user; see below)\n"),
                result.report());
        assertTrue(result.report().contains("Cannot run at      1, "), result.report());
    }

    @Test
    void aCountThatCannotRunBoundsTheCapacityAndSaysWhy() {
        CapacitySearch search = new CapacitySearch(n -> n > 70 ? CapacitySearch.Outcome.failed("paging space is full")
                : linear(n));
        CapacitySearch.Result result = search.search(CapacitySearch.Target.parse("response.mean<=1s"), 40, 1000);
        assertEquals(70, result.users());
        assertTrue(result.bottleneck().contains("paging space is full"), result.bottleneck());
        // 70 is surely within and 71 cannot run: "70 to 70" alone would pass for a certainty, where the wall is
        // where these replications' draws filled the paging space.
        assertTrue(result.upperEndIsAWall());
        assertEquals("70 to 70, from the points searched: the upper end is where the model could not run 71 users "
                + "with these replications' draws, which other seeds or replications may move", result.interval());
        assertTrue(result.report().contains("(95%: " + result.interval() + ")\n"), result.report());
        // A bound that is a forecast surely outside the target is no wall.
        CapacitySearch.Result statistical = new CapacitySearch(CapacitySearchTest::linear)
                .search(CapacitySearch.Target.parse("response.mean<=1s"), 40, 1000);
        assertFalse(statistical.upperEndIsAWall());
        assertFalse(statistical.interval().contains("draws"), statistical.interval());
    }

    /** The answer as JSON: the users, the interval with its wall, the counts the model cannot run. */
    @Test
    void theJsonHasTheAnswerItsIntervalAndTheCountsThatCannotRun() throws Exception {
        CapacitySearch search = new CapacitySearch(n -> n > 70 ? CapacitySearch.Outcome.failed("paging space is full")
                : linear(n));
        CapacitySearch.Result result = search.search(CapacitySearch.Target.parse("response.mean<=1s"), 40, 1000);
        com.fasterxml.jackson.databind.JsonNode root = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(result.json());
        assertEquals("search", root.at("/method").asText());
        assertEquals("response.mean<=1s", root.at("/target").asText());
        assertEquals(70, root.at("/users").asInt());
        assertEquals(70, root.at("/interval/low").asInt());
        assertEquals(70, root.at("/interval/high").asInt());
        assertTrue(root.at("/interval/upperEndIsAWall").asBoolean());
        assertEquals(40, root.at("/scenarioUsers").asInt());
        assertEquals(30, root.at("/spareUsers").asInt());
        assertEquals(0.7, root.at("/atCapacity/mean").asDouble(), 1e-12);
        assertEquals("s", root.at("/atCapacity/unit").asText());
        assertTrue(root.at("/pagingSpaceNearlyFull").isNull());
        assertEquals("paging space is full", root.at("/cannotRun/71").asText());
        assertEquals(0, root.at("/failedPoints").size());
        assertFalse(root.at("/stoppedAtLimit").asBoolean());
        assertEquals(1000, root.at("/searchLimit").asInt());
        // No count surely outside: no upper end.
        CapacitySearch.Result open = new CapacitySearch(CapacitySearchTest::linear)
                .search(CapacitySearch.Target.parse("response.mean<=100s"), 40, 80);
        assertTrue(new com.fasterxml.jackson.databind.ObjectMapper().readTree(open.json()).at("/interval/high")
                .isNull());
    }

    @Test
    void aCountWhoseForecastFailedIsCountedAsMissingTheTargetAndListedNotTakenForTheModelsLimit() {
        CapacitySearch search = new CapacitySearch(n -> n == 80 ? CapacitySearch.Outcome.broken("plugin 'x' threw")
                : linear(n));
        CapacitySearch.Result result = search.search(CapacitySearch.Target.parse("response.mean<=1s"), 40, 1000);
        assertEquals(java.util.Map.of(80, "plugin 'x' threw"), result.failedPoints());
        assertTrue(result.users() >= 40 && result.users() < 80, "capacity " + result.users());
        // Its answer is unknown, so it bounds nothing: no count searched is surely outside the target.
        assertEquals(CapacitySearch.Result.UNBOUNDED, result.highUsers());
        assertTrue(result.bottleneck().startsWith("Processor utilisation"), result.bottleneck());
        assertTrue(result.report().contains("Failed points      1 (counted as not meeting the target, so the capacity "
                + "may be higher than found):\n  80 users: plugin 'x' threw\n"), result.report());
    }

    /** One metric, {@code id} in {@code unit}, at {@code value} with replications spread by ±{@code spread}. */
    private static CapacitySearch.Outcome single(String id, String unit, double value, double spread) {
        double[] reps = {value - spread, value, value + spread};
        return CapacitySearch.Outcome.of(new Forecast("single", 1, 3, 0, 60, List.of(
                new MetricForecast(new Metric(id, id, unit), Statistics.estimate(reps), reps))));
    }

    /**
     * Past some count no transaction ends (a system thrashing to a standstill): its response is n/a, and that count
     * misses the target; it was answered "this scenario does not produce it" as if the metric never existed.
     */
    @Test
    void aCountAtWhichNoTransactionEndsMissesTheTarget() {
        IntFunction<CapacitySearch.Outcome> collapsing = n -> {
            if (n < 470) {
                return linear(n);
            }
            double[] nan = {Double.NaN, Double.NaN, Double.NaN};
            double[] zero = {0, 0, 0};
            return CapacitySearch.Outcome.of(new Forecast("collapsing", 1, 3, 0, 60, List.of(
                    new MetricForecast(new Metric("response.mean", "Mean response time", "s"),
                            Statistics.estimate(nan), nan),
                    new MetricForecast(new Metric("throughput", "Transaction rate", "/s"), Statistics.estimate(zero),
                            zero))));
        };
        CapacitySearch.Result result = new CapacitySearch(collapsing)
                .search(CapacitySearch.Target.parse("response.mean<=10s"), 50, 1000);
        assertEquals(469, result.users());
        // None ended at any count: the run is too short to say anything, not a capacity of 0.
        IntFunction<CapacitySearch.Outcome> tooShort = n -> collapsing.apply(n + 1000);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new CapacitySearch(tooShort)
                .search(CapacitySearch.Target.parse("response.mean<=10s"), 50, 1000));
        assertTrue(e.getMessage().startsWith("no transaction ended at any user count searched ("), e.getMessage());
    }

    @Test
    void bisectsDownToOneUser() {
        java.util.Set<Integer> visited = new java.util.TreeSet<>();
        CapacitySearch.Result result = new CapacitySearch(n -> {
            visited.add(n);
            return linear(n);
        }).search(CapacitySearch.Target.parse("response.mean<=3.33s"), 40, 1000);
        assertEquals(333, result.users());
        assertTrue(visited.contains(334), "the next count up was forecast: " + visited);
    }

    @Test
    void aDurationIsComparedInTheMetricsOwnUnit() {
        // paging.readTime in ms: 0.3 ms a user, so 60 ms at 200 users.
        IntFunction<CapacitySearch.Outcome> readTime = n -> single("paging.readTime", "ms", 0.3 * n, 0.1);
        assertEquals(200, new CapacitySearch(readTime)
                .search(CapacitySearch.Target.parse("paging.readTime<=60ms"), 40, 1000).users());
        assertEquals(200, new CapacitySearch(readTime)
                .search(CapacitySearch.Target.parse("paging.readTime<=0.06s"), 40, 1000).users());
        // A plain number is taken in the metric's unit.
        assertEquals(200, new CapacitySearch(readTime)
                .search(CapacitySearch.Target.parse("paging.readTime<=60"), 40, 1000).users());
    }

    @Test
    void aDurationOrPercentageOnAMetricOfAnotherUnitIsRefused() {
        IntFunction<CapacitySearch.Outcome> rate = n -> single("throughput", "/s", 0.1 * n, 0.1);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> new CapacitySearch(rate)
                .search(CapacitySearch.Target.parse("throughput>=2s"), 40, 1000));
        assertTrue(e.getMessage().contains("a duration, but throughput is in '/s'"), e.getMessage());
        e = assertThrows(IllegalArgumentException.class, () -> new CapacitySearch(rate)
                .search(CapacitySearch.Target.parse("throughput>=20%"), 40, 1000));
        assertTrue(e.getMessage().contains("a percentage, but throughput is in '/s'"), e.getMessage());
    }

    @Test
    void aPercentageTargetMeetsAMetricInPercent() {
        IntFunction<CapacitySearch.Outcome> busy = n -> single("cpu.utilisation", "%", 0.5 * n, 1);
        CapacitySearch.Target target = CapacitySearch.Target.parse("cpu.utilisation <= 80%");
        assertEquals(new CapacitySearch.Target("cpu.utilisation", true, 80, "%"), target);
        assertEquals("cpu.utilisation<=80%", target.toString());
        assertEquals(160, new CapacitySearch(busy).search(target, 40, 1000).users());
    }

    @Test
    void theIntervalHasNoUpperEndWhenNoCountSearchedIsSurelyOutsideTheTarget() {
        // Replications spread by ±50 s: no count's interval lies wholly on either side of 1 s.
        CapacitySearch.Result result = new CapacitySearch(n -> single("response.mean", "s", 0.01 * n, 50))
                .search(CapacitySearch.Target.parse("response.mean<=1s"), 40, 1000);
        assertEquals(100, result.users());
        assertEquals(CapacitySearch.Result.UNBOUNDED, result.highUsers());
        assertEquals(0, result.lowUsers());
        assertTrue(result.report().contains("(95%: not bounded by the points searched, none being surely within or "
                + "outside the target"), result.report());
    }

    @Test
    void aPlainFractionOnAShareInPercentIsAskedToSayWhichItMeans() {
        // cpu.utilisation<=0.9 had answered "0 users": it read as 0.9 %, where 90 % was likely meant.
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> CapacitySearch.Target.parse("cpu.utilisation<=0.9").valueIn("%"));
        assertTrue(e.getMessage().contains("cpu.utilisation is in %, and 0.9 could be a fraction (90 %) or 0.9 %; "
                + "write cpu.utilisation<=90% or cpu.utilisation<=0.9%"), e.getMessage());
        assertEquals(0.9, CapacitySearch.Target.parse("cpu.utilisation<=0.9%").valueIn("%"));
        assertEquals(90, CapacitySearch.Target.parse("cpu.utilisation<=90").valueIn("%"));
        assertEquals(0.9, CapacitySearch.Target.parse("paging.faults<=0.9").valueIn("/s"), "not a share: as written");
    }

    @Test
    void theIntervalHasNoLowerEndWhenNoCountSearchedIsSurelyWithinTheTarget() {
        // Tight above the target, spread by ±0.5 s below it: the search, starting at 100 users and going up, finds
        // no count surely within 1 s, and says so rather than "0 to ...".
        CapacitySearch.Result result = new CapacitySearch(n -> single("response.mean", "s", 0.01 * n,
                n <= 100 ? 0.5 : 0.0001)).search(CapacitySearch.Target.parse("response.mean<=1s"), 100, 1000);
        assertEquals(100, result.users());
        assertEquals(0, result.lowUsers());
        assertEquals(100, result.highUsers());
        assertTrue(result.report().contains("(95%: at most 100, no count searched being surely within the target"),
                result.report());
    }

    @Test
    void aTargetOnAMetricTheScenarioNeverProducesIsRefusedNotAnsweredZero() {
        CapacitySearch search = new CapacitySearch(n -> single("q1.seconds", "s", Double.NaN, 0));
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> search.search(CapacitySearch.Target.parse("q1.seconds<=1s"), 2, 100));
        assertTrue(e.getMessage().contains("has no value for 'q1.seconds' (n/a): this scenario does not produce it"),
                e.getMessage());
    }

    @Test
    void parsesTargets() {
        assertEquals(new CapacitySearch.Target("q1.seconds", true, 1.0, "s"),
                CapacitySearch.Target.parse("q1.seconds<=1s"));
        assertEquals("q1.seconds<=1s", CapacitySearch.Target.parse("q1.seconds<=1s").toString());
        assertEquals(new CapacitySearch.Target("throughput", false, 15.0),
                CapacitySearch.Target.parse("throughput >= 15"));
        assertEquals(0.5, CapacitySearch.Target.parse("response.p90<=500ms").value(), 1e-12);
        assertEquals("paging.readTime<=30ms", CapacitySearch.Target.parse("paging.readTime<=30ms").toString(),
                "said as written, not as 0.03s beside a figure in ms");
        assertEquals("paging.readTime<=30ms", CapacitySearch.Target.parse("paging.readTime<=0.03s").toString());
        assertTrue(CapacitySearch.Target.parse("q1.seconds<=1").sameAs(CapacitySearch.Target.parse("q1.seconds<=1s"),
                "s"), "one target, written two ways");
        assertTrue(CapacitySearch.Target.parse("paging.readTime<=30").sameAs(
                CapacitySearch.Target.parse("paging.readTime<=30ms"), "ms"));
        assertFalse(CapacitySearch.Target.parse("q1.seconds<=1s").sameAs(CapacitySearch.Target.parse(
                "q1.seconds>=1s"), "s"));
        assertThrows(IllegalArgumentException.class, () -> CapacitySearch.Target.parse("response.mean<1s"));
        assertThrows(IllegalArgumentException.class, () -> CapacitySearch.Target.parse("response.mean<=fast"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> CapacitySearch.Target.parse(
                "response.mean<=1e400")).getMessage().contains("not a finite number"));
        assertTrue(assertThrows(IllegalArgumentException.class, () -> CapacitySearch.Target.parse(
                "cpu.utilisation<=180%")).getMessage().contains("more than 100%"));
    }
}
