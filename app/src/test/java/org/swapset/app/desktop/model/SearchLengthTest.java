package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.swapset.core.forecast.CapacitySearch;
import org.swapset.core.forecast.Estimate;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.MetricForecast;
import org.swapset.core.metrics.Metric;

/**
 * A capacity search's length from the outcomes of its forecasts so far: the count it forecasts next, and its total,
 * "about" while bracketing and "at most" once bracketed, checked against the search itself.
 */
class SearchLengthTest {

    /** Outcomes: users, met (1) or not (0), users, met... */
    private static Map<Integer, Boolean> met(int... usersAndMet) {
        Map<Integer, Boolean> m = new TreeMap<>();
        for (int i = 0; i < usersAndMet.length; i += 2) {
            m.put(usersAndMet[i], usersAndMet[i + 1] == 1);
        }
        return m;
    }

    @Test
    void bisectingASpanTakesCeilLog2OfItForecasts() {
        assertEquals(List.of(0, 0, 1, 2, 2, 3, 3, 3, 3, 4), java.util.stream.IntStream.range(0, 10)
                .map(SearchLength::bisection).boxed().toList());
        assertEquals(9, SearchLength.bisection(320));
    }

    @Test
    void bracketingUpEstimatesTheNextDoublingClosesTheBracket() {
        // 20 users, limit 320. Before anything: the larger of a doubling (then bisecting 20) and a halving (then 10).
        assertEquals(new SearchLength(0, 20, 7, false), SearchLength.of(20, 320, met()));
        assertEquals(new SearchLength(1, 40, 7, false), SearchLength.of(20, 320, met(20, 1)),
                "40 next; if it does not meet the target, bisecting 20..40 takes 5");
        assertEquals(new SearchLength(2, 80, 9, false), SearchLength.of(20, 320, met(20, 1, 40, 1)),
                "the bracket did not close at 40: the estimate grows");
        // 80 does not meet it: bracketed, and the estimate made at 80 is now a bound.
        assertEquals(new SearchLength(3, 60, 9, true), SearchLength.of(20, 320, met(20, 1, 40, 1, 80, 0)));
    }

    @Test
    void bracketingDownHalvesAndIsBoundedFromTheStart() {
        // 20 does not meet it: 10 next. Halving on to 1 costs no more than bisecting from any halving, so at most 6.
        assertEquals(new SearchLength(1, 10, 6, true), SearchLength.of(20, 320, met(20, 0)));
        assertEquals(new SearchLength(2, 5, 6, true), SearchLength.of(20, 320, met(20, 0, 10, 0)));
        assertEquals(new SearchLength(3, 7, 6, true), SearchLength.of(20, 320, met(20, 0, 10, 0, 5, 1)),
                "bracketed 5..10: at most 3 more (7, 8, 9)");
        assertEquals(new SearchLength(5, 0, 5, true), SearchLength.of(20, 320, met(20, 0, 10, 0, 5, 0, 2, 0, 1, 0)),
                "not even one user: ended");
    }

    @Test
    void bisectionIsBoundedAndTheBoundShrinksWithTheSpan() {
        assertEquals(new SearchLength(2, 30, 7, true), SearchLength.of(20, 320, met(20, 1, 40, 0)));
        assertEquals(new SearchLength(3, 35, 7, true), SearchLength.of(20, 320, met(20, 1, 40, 0, 30, 1)));
        assertEquals(new SearchLength(3, 25, 7, true), SearchLength.of(20, 320, met(20, 1, 40, 0, 30, 0)));
        assertEquals(new SearchLength(4, 0, 4, true), SearchLength.of(4, 64, met(4, 1, 8, 0, 6, 1, 7, 0)),
                "6 meets and 7 does not: ended");
    }

    @Test
    void aSearchThatReachesItsLimitIsBoundedOnceTheNextDoublingIsTheLimit() {
        assertEquals(new SearchLength(1, 40, 7, true), SearchLength.of(20, 50, met(20, 1)),
                "40 and bisecting 20..40, or 40, 50 and bisecting 40..50: at most 7 either way");
        assertEquals(new SearchLength(2, 50, 7, true), SearchLength.of(20, 50, met(20, 1, 40, 1)));
        assertEquals(new SearchLength(3, 0, 3, true), SearchLength.of(20, 50, met(20, 1, 40, 1, 50, 1)),
                "the limit meets the target: ended");
        assertEquals(new SearchLength(0, 20, 1 + 1 + SearchLength.bisection(10), true),
                SearchLength.of(20, 20, met()), "the limit is the scenario's users: that one, or halving");
    }

    @Test
    void aFailedForecastCountsAsNotMeetingTheTarget() {
        // The search job's outcomes: 20 users met response.mean<=1s, 40 failed (a plugin threw), so bracketed.
        CapacitySearch.Target target = CapacitySearch.Target.parse("response.mean<=1s");
        TreeMap<Integer, Forecast> seen = new TreeMap<>(Map.of(20, forecast(0.5)));
        TreeMap<Integer, String> failed = new TreeMap<>(Map.of(40, "failed: plugin x threw"));
        Map<Integer, Boolean> outcomes = Runs.outcomes(seen, failed, target);
        assertEquals(met(20, 1, 40, 0), outcomes);
        assertEquals(new SearchLength(2, 30, 7, true), SearchLength.of(20, 320, outcomes));
        seen.put(10, forecast(Double.NaN));
        assertEquals(null, Runs.outcomes(seen, failed, target), "n/a: no outcome, and the job shows no place");
    }

    /** A forecast of response.mean at {@code mean} seconds. */
    private static Forecast forecast(double mean) {
        MetricForecast m = new MetricForecast(new Metric("response.mean", "Mean response", "s"),
                new Estimate(mean, 0.1, 0.1, 3), new double[] {mean});
        return new Forecast("s", 1, 3, 30, 120, List.of(m));
    }

    @Test
    void theSearchGoesWhereTheLengthSaysAndNeverPastItsBound() {
        CapacitySearch.Target target = CapacitySearch.Target.parse("response.mean<=1s");
        Random random = new Random(7);
        for (int trial = 0; trial < 3000; trial++) {
            int users = 1 + random.nextInt(trial % 3 == 0 ? 5 : 400);
            int max = users + random.nextInt(trial % 2 == 0 ? 16 * users : 3 * users + 1);
            int capacity = random.nextInt(max + 2);      // the metric worsens past it...
            double noise = random.nextDouble() * 0.3;     // ...but some outcomes come out the other way
            double broken = random.nextDouble() * 0.2;    // and some forecasts fail
            Map<Integer, Boolean> outcomes = new TreeMap<>();
            List<SearchLength> lengths = new ArrayList<>();
            String at = "users " + users + ", max " + max + ", capacity " + capacity + ", trial " + trial;
            new CapacitySearch(n -> {
                SearchLength l = SearchLength.of(users, max, outcomes);
                assertEquals(n, l.next(), "the count forecast next: " + at + ", " + outcomes);
                lengths.add(l);
                if (outcomes.containsValue(true) && outcomes.containsValue(false)) {
                    assertTrue(l.bounded(), "bisecting: a bound, " + at + ", " + outcomes);
                }
                double r = random.nextDouble();
                boolean meets = r < noise ? random.nextBoolean() : n <= capacity;
                if (random.nextDouble() < broken) {
                    outcomes.put(n, false);
                    return CapacitySearch.Outcome.broken("a plugin threw");
                }
                outcomes.put(n, meets);
                return CapacitySearch.Outcome.of(forecast(meets ? 0.5 : 2));
            }).search(target, users, max);
            int made = outcomes.size();
            SearchLength end = SearchLength.of(users, max, outcomes);
            assertTrue(end.ended(), "the length says the search ended: " + at + ", " + outcomes);
            assertEquals(made, end.total(), at);
            for (SearchLength l : lengths) {
                assertTrue(l.total() >= l.done() + 1, at + ": " + l);
                if (l.bounded()) {
                    assertTrue(made <= l.total(), "never past a bound: " + at + ", " + l + ", made " + made);
                }
            }
            for (int i = 0; i < lengths.size(); i++) {
                for (int j = i + 1; lengths.get(i).bounded() && j < lengths.size(); j++) {
                    assertTrue(lengths.get(j).total() <= lengths.get(i).total(),
                            "nothing later says more than a bound: " + at + ", " + lengths);
                }
            }
        }
    }
}
