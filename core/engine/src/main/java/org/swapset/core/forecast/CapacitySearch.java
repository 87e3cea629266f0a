package org.swapset.core.forecast;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.IntFunction;
import org.swapset.core.scenario.DidYouMean;
import org.swapset.core.scenario.Units;

/**
 * How many users a configuration supports at a target: the largest user count whose forecast meets the target
 * (any metric, e.g. {@code q1.seconds<=1s} or {@code class.cms.trivial.response<=0.5s} or {@code response.p90<=2s}),
 * found by bracketing and bisection over forecasts, each with the scenario's replications. The metric is assumed to
 * worsen as users are added (true of response times and utilisations in a closed system).
 *
 * <p>A user count the model cannot run at all (the paging devices run out of slots, say) does not meet the target;
 * the reason is kept and reported when it is what bounds the capacity. A user count whose forecast failed for another
 * reason (a plugin threw, the time limit passed) is {@linkplain Outcome#broken broken}: its answer is unknown, the
 * search goes on treating it as not meeting the target, and the result lists it, since the capacity found may then be
 * too low.
 *
 * <p>The search bisects down to one user: the count it returns meets the target and the next one up does not (or is
 * the search's limit). The user count's interval comes from the forecasts made on the way: its lower end is the
 * largest count whose 95% interval lies wholly within the target, its upper end the smallest count whose interval
 * lies wholly outside, less one, and unbounded ({@link Result#UNBOUNDED}) when no count searched lies wholly outside.
 * It is as fine as the points the search visited.
 */
public final class CapacitySearch {

    /**
     * A target on one metric: {@code metric<=value} or {@code metric>=value}. The value is a plain number in the
     * metric's own unit, a duration ({@code unit} "s", the value in seconds: {@code 1s}, {@code 500ms}), compared
     * with a metric in s or ms after conversion, or a percentage ({@code unit} "%": {@code 80%}), compared with a
     * metric in %.
     */
    public record Target(String metric, boolean atMost, double value, String unit) {

        public Target {
            if (!unit.isEmpty() && !unit.equals("s") && !unit.equals("%")) {
                throw new IllegalArgumentException("a target's unit is \"\", \"s\" or \"%\", not \"" + unit + "\"");
            }
        }

        /** A target that is a plain number in the metric's unit. */
        public Target(String metric, boolean atMost, double value) {
            this(metric, atMost, value, "");
        }

        /**
         * Parses {@code q1.seconds<=1s}, {@code response.p90 <= 2.5}, {@code throughput>=15},
         * {@code cpu.utilisation<=80%}.
         */
        public static Target parse(String text) {
            String t = text.strip();
            int at = t.indexOf("<=");
            boolean atMost = true;
            if (at < 0) {
                at = t.indexOf(">=");
                atMost = false;
            }
            if (at <= 0) {
                throw new IllegalArgumentException("target '" + text + "': expected METRIC<=VALUE or METRIC>=VALUE,"
                        + " e.g. q1.seconds<=1s");
            }
            String metric = t.substring(0, at).strip();
            String value = t.substring(at + 2).strip();
            if (value.startsWith("-")) {
                throw new IllegalArgumentException("target '" + text + "': '" + value + "' is negative; forecast "
                        + "metrics (times, rates, utilisations) are 0 or more");
            }
            Target parsed;
            try {
                if (value.endsWith("%")) {
                    parsed = new Target(metric, atMost, Double.parseDouble(value.substring(0, value.length() - 1)
                            .strip()), "%");
                } else if (!value.isEmpty() && Character.isLetter(value.charAt(value.length() - 1))) {
                    parsed = new Target(metric, atMost, Units.parseDuration(value), "s");
                } else {
                    parsed = new Target(metric, atMost, Double.parseDouble(value), "");
                }
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("target '" + text + "': '" + value + "' is not a number, a "
                        + "percentage or a duration (" + Units.DURATION_UNITS + ")");
            }
            if (!Double.isFinite(parsed.value())) {
                throw new IllegalArgumentException("target '" + text + "': '" + value + "' is not a finite number");
            }
            if (parsed.unit().equals("%") && parsed.value() > 100) {
                throw new IllegalArgumentException("target '" + text + "': " + value + " is more than 100%; a "
                        + "utilisation or a share is at most 100%");
            }
            return parsed;
        }

        /**
         * The target's value in a metric's unit: a duration converted to s or ms, a percentage as it is for a metric
         * in %, a plain number as it is.
         *
         * @throws IllegalArgumentException when the value's unit cannot be the metric's (a duration for a rate), or
         *                                  a plain number between 0 and 1 is given for a metric in % (ambiguous)
         */
        public double valueIn(String metricUnit) {
            switch (unit) {
                case "s":
                    if (metricUnit.equals("s")) {
                        return value;
                    }
                    if (metricUnit.equals("ms")) {
                        return value * 1000;
                    }
                    throw new IllegalArgumentException("target " + this + ": a duration, but " + metric + " is in "
                            + describe(metricUnit) + "; give a plain number in its unit");
                case "%":
                    if (metricUnit.equals("%")) {
                        return value;
                    }
                    throw new IllegalArgumentException("target " + this + ": a percentage, but " + metric + " is in "
                            + describe(metricUnit) + "; give a plain number in its unit");
                default:
                    if (metricUnit.equals("%") && value > 0 && value < 1) {
                        // 0.9 on a share in %: a fraction (90 %) or 0.9 %? Either reading is a plausible slip.
                        throw new IllegalArgumentException("target " + this + ": " + metric + " is in %, and "
                                + ForecastReport.significant(value, 6) + " could be a fraction ("
                                + ForecastReport.significant(100 * value, 6) + " %) or "
                                + ForecastReport.significant(value, 6) + " %; write " + metric
                                + (atMost ? "<=" : ">=") + ForecastReport.significant(100 * value, 6) + "% or "
                                + this + "%");
                    }
                    return value;
            }
        }

        private static String describe(String unit) {
            return unit.isEmpty() ? "no unit (a plain number)" : "'" + unit + "'";
        }

        /**
         * Whether two targets are the same for a metric in {@code metricUnit}, however written: {@code
         * q1.seconds<=1} and {@code q1.seconds<=1s}, {@code paging.readTime<=30} and {@code <=30ms} for one in ms.
         */
        public boolean sameAs(Target other, String metricUnit) {
            if (!metric.equals(other.metric) || atMost != other.atMost) {
                return false;
            }
            try {
                return valueIn(metricUnit) == other.valueIn(metricUnit);
            } catch (IllegalArgumentException e) {
                return equals(other);
            }
        }

        /**
         * Whether an observed value of the metric, in its unit, meets the target.
         *
         * @throws IllegalArgumentException when the target's unit cannot be the metric's
         */
        public boolean met(double observed, String metricUnit) {
            double v = valueIn(metricUnit);
            return atMost ? observed <= v : observed >= v;
        }

        /** As it would be written: {@code q1.seconds<=1s}; a duration under a second in ms ({@code <=30ms}). */
        @Override
        public String toString() {
            boolean ms = unit.equals("s") && value > 0 && value < 1;
            return metric + (atMost ? "<=" : ">=") + ForecastReport.significant(ms ? value * 1000 : value, 6)
                    + (ms ? "ms" : unit);
        }
    }

    /**
     * The answer.
     *
     * @param target        the target
     * @param scenarioUsers the users the scenario has
     * @param users         the largest count whose forecast meets the target (0 when even one user fails)
     * @param lowUsers      the largest count visited whose interval is wholly within the target, or 0 when none is
     * @param highUsers     the smallest count visited whose interval is wholly outside it, less one, or
     *                      {@link #UNBOUNDED} when no count visited lies wholly outside
     * @param atCapacity    the forecast at {@code users}, or null when it is 0
     * @param bottleneck    the busiest resource at capacity, with its utilisation
     * @param failedPoints  the user counts whose forecast failed (not a limit of the model), with why, by count
     * @param cannotRun     the user counts the model cannot run (a limit of the system modelled, such as a full
     *                      paging space), with why, by count
     * @param searchLimit   the most users the search would try, or 0 when not known
     */
    public record Result(Target target, int scenarioUsers, int users, int lowUsers, int highUsers,
                         Forecast atCapacity, String bottleneck, Map<Integer, String> failedPoints,
                         Map<Integer, String> cannotRun, int searchLimit) {

        /** {@code highUsers} when no count searched was surely outside the target. */
        public static final int UNBOUNDED = -1;

        public Result {
            failedPoints = java.util.Collections.unmodifiableMap(new TreeMap<>(failedPoints));
            cannotRun = java.util.Collections.unmodifiableMap(new TreeMap<>(cannotRun));
        }

        /** An answer whose search limit is not known. */
        public Result(Target target, int scenarioUsers, int users, int lowUsers, int highUsers, Forecast atCapacity,
                      String bottleneck, Map<Integer, String> failedPoints, Map<Integer, String> cannotRun) {
            this(target, scenarioUsers, users, lowUsers, highUsers, atCapacity, bottleneck, failedPoints, cannotRun,
                    0);
        }

        /**
         * Whether the search stopped at its limit with the target still met there: the capacity is at least
         * {@code users}, and may be well above it.
         */
        public boolean stoppedAtLimit() {
            return searchLimit > 0 && users >= searchLimit;
        }

        /** What {@link #stoppedAtLimit} means for the reader, as a sentence; empty when it did not stop there. */
        public String limitNote() {
            return stoppedAtLimit() ? "The search stopped at its limit, " + searchLimit + " users, with the target "
                    + "still met: the capacity may be higher." : "";
        }

        /** Users to spare: capacity less the scenario's users (negative when the scenario is over its target). */
        public int spareUsers() {
            return users - scenarioUsers;
        }

        /** Capacity over the scenario's users. */
        public double growthFactor() {
            return (double) users / scenarioUsers;
        }

        /**
         * The 95% interval as text: "280 to 290"; "280 upwards" when no count searched was surely outside; "at most
         * 290" when none was surely within (the search never went below the scenario's users, say: a lower end of 0
         * would say something of the system the search did not look at).
         */
        public String interval() {
            if (lowUsers == 0) {
                return highUsers == UNBOUNDED ? "not bounded by the points searched, none being surely within or "
                        + "outside the target" : "at most " + highUsers + ", no count searched being surely within "
                        + "the target" + wall();
            }
            return highUsers == UNBOUNDED ? lowUsers + " upwards, no count searched being surely outside the target"
                    : lowUsers + " to " + highUsers + (upperEndIsAWall() ? ", from the points searched" + wall() : "");
        }

        /** What a wall at the interval's upper end means, or "" when the end is a forecast outside the target. */
        private String wall() {
            return upperEndIsAWall() ? ": the upper end is where the model could not run " + (highUsers + 1)
                    + " users with these replications' draws, which other seeds or replications may move" : "";
        }

        /**
         * Whether the interval's upper end is set by the next count's not running at all (its paging space filled)
         * rather than by a forecast surely outside the target: a wall whose place depends on the replications'
         * draws (near it one replication of a count fills the paging space and another does not), so the interval,
         * however narrow, does not cover where another seed would put it.
         */
        public boolean upperEndIsAWall() {
            return highUsers != UNBOUNDED && cannotRun.containsKey(highUsers + 1);
        }

        /**
         * The answer as JSON, for programs: {@code method} "search", {@code target}, {@code users}, {@code interval}
         * ({@code low} and {@code high}, each null where the points searched set no such end, and {@code
         * upperEndIsAWall}), {@code scenarioUsers}, {@code spareUsers}, {@code growthFactor}, {@code atCapacity} (the
         * target's metric there: {@code metric, mean, halfWidth, unit}; null when no user meets the target), {@code
         * bottleneck}, {@code pagingSpaceNearlyFull} (the warning at the answer, or null), {@code cannotRun} and
         * {@code failedPoints} (why, by user count), {@code stoppedAtLimit} and {@code searchLimit}.
         */
        public String json() {
            return ForecastReport.jsonText(json -> {
                json.writeStartObject();
                json.writeStringField("method", "search");
                json.writeStringField("target", target.toString());
                json.writeNumberField("users", users);
                json.writeObjectFieldStart("interval");
                if (lowUsers > 0) {
                    json.writeNumberField("low", lowUsers);
                } else {
                    json.writeNullField("low");
                }
                if (highUsers != UNBOUNDED) {
                    json.writeNumberField("high", highUsers);
                } else {
                    json.writeNullField("high");
                }
                json.writeBooleanField("upperEndIsAWall", upperEndIsAWall());
                json.writeEndObject();
                json.writeNumberField("scenarioUsers", scenarioUsers);
                json.writeNumberField("spareUsers", spareUsers());
                json.writeNumberField("growthFactor", growthFactor());
                Optional<MetricForecast> at = atCapacity == null ? Optional.empty()
                        : atCapacity.metric(target.metric());
                if (at.isPresent()) {
                    json.writeObjectFieldStart("atCapacity");
                    json.writeStringField("metric", target.metric());
                    json.writeNumberField("mean", at.get().estimate().mean());
                    json.writeNumberField("halfWidth", at.get().estimate().halfWidth());
                    json.writeStringField("unit", at.get().metric().unit());
                    json.writeEndObject();
                } else {
                    json.writeNullField("atCapacity");
                }
                json.writeStringField("bottleneck", bottleneck);
                Optional<String> nearlyFull = atCapacity == null ? Optional.empty()
                        : atCapacity.pagingSpaceNearlyFull();
                if (nearlyFull.isPresent()) {
                    json.writeStringField("pagingSpaceNearlyFull", nearlyFull.get());
                } else {
                    json.writeNullField("pagingSpaceNearlyFull");
                }
                json.writeObjectFieldStart("cannotRun");
                for (Map.Entry<Integer, String> e : cannotRun.entrySet()) {
                    json.writeStringField(Integer.toString(e.getKey()), e.getValue());
                }
                json.writeEndObject();
                json.writeObjectFieldStart("failedPoints");
                for (Map.Entry<Integer, String> e : failedPoints.entrySet()) {
                    json.writeStringField(Integer.toString(e.getKey()), e.getValue());
                }
                json.writeEndObject();
                json.writeBooleanField("stoppedAtLimit", stoppedAtLimit());
                json.writeNumberField("searchLimit", searchLimit);
                json.writeEndObject();
            });
        }

        /** A text report. */
        public String report() {
            StringBuilder out = new StringBuilder();
            out.append("Target ").append(target).append('\n');
            if (users == 0 && cannotRun.containsKey(1)) {
                // The system modelled cannot carry one user at all (its paging space): no target is to blame.
                out.append("Supportable users  0   (the model cannot run even 1 user; see below)\n");
            } else if (users == 0) {
                // Not even one user meets it: most often a target the metric meets only under load (a rate or a
                // time that grows with users, asked to be at least a value).
                out.append("Supportable users  0   (not even 1 user meets the target"
                        + (target.atMost() ? "" : "; a >= target suits a metric that falls as users are added, as "
                        + "free storage does") + ")\n");
            } else {
                String interval = interval();
                // "not bounded by the points searched" says where it comes from already
                out.append(String.format(Locale.ROOT, "Supportable users  %d   (95%%: %s%s)%n", users, interval,
                        interval.contains("points searched") ? "" : ", from the points searched"));
            }
            if (stoppedAtLimit()) {
                out.append("Search limit       ").append(searchLimit).append(" users, reached with the target still "
                        + "met: the capacity may be higher\n");
            }
            out.append(String.format(Locale.ROOT, "Scenario users     %d   spare %+d   growth factor %.2f%n",
                    scenarioUsers, spareUsers(), growthFactor()));
            if (atCapacity != null) {
                atCapacity.metric(target.metric()).ifPresent(m -> out.append(String.format(Locale.ROOT,
                        "At capacity        %s = %s ± %s %s%n", target.metric(),
                        ForecastReport.value(m.estimate().mean(), 5),
                        ForecastReport.significant(m.estimate().halfWidth(), 2), m.metric().unit())));
                out.append("Bottleneck         ").append(bottleneck).append('\n');
            }
            if (!cannotRun.isEmpty()) {
                out.append("Cannot run at      ").append(String.join(", ", cannotRun.keySet().stream()
                        .map(String::valueOf).toList())).append(" users: ").append(cannotRun.values().iterator()
                        .next()).append('\n');
            }
            if (!failedPoints.isEmpty()) {
                out.append("Failed points      ").append(failedPoints.size()).append(" (counted as not meeting the "
                        + "target, so the capacity may be higher than found):\n");
                failedPoints.forEach((n, why) -> out.append("  ").append(n).append(" users: ").append(why)
                        .append('\n'));
            }
            return out.toString();
        }
    }

    /**
     * A forecast at one user count, or why there is none: the model cannot run that many users ({@code broken}
     * false), or the forecast failed for another reason ({@code broken} true: a plugin threw, the time limit passed).
     */
    public record Outcome(Forecast forecast, String failure, boolean broken) {
        public static Outcome of(Forecast forecast) {
            return new Outcome(forecast, null, false);
        }

        /** The model cannot run this many users (the paging space is full, say): a limit of the system modelled. */
        public static Outcome failed(String why) {
            return new Outcome(null, why, false);
        }

        /** The forecast failed for a reason that says nothing about the system: a plugin threw, the time ran out. */
        public static Outcome broken(String why) {
            return new Outcome(null, why, true);
        }
    }

    private final IntFunction<Outcome> forecastAt;
    private final Map<Integer, Outcome> visited = new TreeMap<>();

    /** @param forecastAt runs the scenario with the given number of users */
    public CapacitySearch(IntFunction<Outcome> forecastAt) {
        this.forecastAt = forecastAt;
    }

    /** Searches between 1 and {@code maxUsers}, starting from the scenario's users. */
    public Result search(Target target, int scenarioUsers, int maxUsers) {
        if (scenarioUsers < 1 || maxUsers < scenarioUsers) {
            throw new IllegalArgumentException("users must be between 1 and " + maxUsers + ", was " + scenarioUsers);
        }
        int lo;
        int hi;
        if (meets(target, scenarioUsers)) {
            lo = scenarioUsers;
            hi = Math.min(maxUsers, scenarioUsers * 2);
            while (hi > lo && meets(target, hi)) {
                lo = hi;
                hi = Math.min(maxUsers, hi * 2);
            }
            if (hi == lo) {
                return result(target, scenarioUsers, lo, maxUsers); // meets the target up to the search's limit
            }
        } else {
            hi = scenarioUsers;
            lo = scenarioUsers / 2;
            while (lo >= 1 && !meets(target, lo)) {
                hi = lo;
                lo = lo / 2;
            }
            if (lo < 1) {
                return result(target, scenarioUsers, 0, maxUsers);
            }
        }
        // Now lo meets the target and hi does not.
        while (hi - lo > 1) {
            int mid = lo + (hi - lo) / 2;
            if (meets(target, mid)) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return result(target, scenarioUsers, lo, maxUsers);
    }

    private boolean meets(Target target, int users) {
        Outcome o = visited.computeIfAbsent(users, forecastAt::apply);
        if (o.forecast() == null) {
            return false;
        }
        MetricForecast m = o.forecast().metric(target.metric()).orElseThrow(() -> new IllegalArgumentException(
                "the forecast has no metric '" + target.metric() + "'" + DidYouMean.hint(target.metric(),
                        o.forecast().metrics().stream().map(x -> x.metric().id()).toList()) + DidYouMean.METRIC_IDS));
        if (Double.isNaN(m.estimate().mean()) && o.forecast().noTransactions().isPresent()) {
            // No transaction ended at this count (the system held more work than it could finish): a response
            // target is missed, not a metric this scenario lacks.
            return false;
        }
        if (Double.isNaN(m.estimate().mean())) {
            // n/a: the scenario never produces it (Q1 seconds of a Linux guest): no user count meets or misses it.
            throw new IllegalArgumentException("the forecast at " + users + " users has no value for '"
                    + target.metric() + "' (n/a): this scenario does not produce it; choose a target on a metric it "
                    + "reports, such as response.mean or cpu.utilisation");
        }
        return target.met(m.estimate().mean(), m.metric().unit());
    }

    private Result result(Target target, int scenarioUsers, int users, int limit) {
        // A count where no transaction ended counts as a miss (the system past its capacity); but when none did at
        // any count, the run is too short for one to end, and the search says nothing about the system.
        Map<Integer, Forecast> ran = new TreeMap<>();
        visited.forEach((n, o) -> {
            if (o.forecast() != null) {
                ran.put(n, o.forecast());
            }
        });
        if (!ran.isEmpty() && ran.values().stream().allMatch(f -> f.noTransactions().isPresent())) {
            throw new IllegalArgumentException("no transaction ended at any user count searched ("
                    + ran.keySet().stream().map(String::valueOf).collect(java.util.stream.Collectors.joining(", "))
                    + "): " + ran.values().iterator().next().noTransactions().orElseThrow()
                    + "; no capacity can be read from them");
        }
        int low = 0;
        int high = Integer.MAX_VALUE;
        for (Map.Entry<Integer, Outcome> v : visited.entrySet()) {
            if (v.getValue().forecast() == null) {
                if (!v.getValue().broken()) {
                    high = Math.min(high, v.getKey() - 1); // the model cannot run that many: surely outside
                }
                continue;                                 // a broken forecast's answer is unknown: no bound
            }
            MetricForecast m = v.getValue().forecast().metric(target.metric()).orElseThrow();
            Estimate e = m.estimate();
            String unit = m.metric().unit();
            double hw = Double.isNaN(e.halfWidth()) ? 0 : e.halfWidth();
            boolean surelyMet = target.met(target.atMost() ? e.mean() + hw : e.mean() - hw, unit);
            boolean surelyNot = !target.met(target.atMost() ? e.mean() - hw : e.mean() + hw, unit);
            if (surelyMet) {
                low = Math.max(low, v.getKey());
            }
            if (surelyNot) {
                high = Math.min(high, v.getKey() - 1);
            }
        }
        low = Math.min(low, users);
        high = high == Integer.MAX_VALUE ? Result.UNBOUNDED : Math.max(high, users);
        Forecast at = users == 0 ? null : visited.get(users).forecast();
        String bottleneck = at == null ? "" : bottleneck(at);
        // When the next count the search tried could not run at all, that is what bounds the capacity.
        Map.Entry<Integer, Outcome> next = ((TreeMap<Integer, Outcome>) visited).higherEntry(users);
        if (next != null && next.getValue().forecast() == null && !next.getValue().broken()) {
            bottleneck = "at " + next.getKey() + " users the model cannot run: " + next.getValue().failure()
                    + (at == null ? "" : "; at capacity: " + bottleneck);
        }
        Map<Integer, String> failed = new TreeMap<>();
        Map<Integer, String> cannotRun = new TreeMap<>();
        visited.forEach((n, o) -> {
            if (o.broken()) {
                failed.put(n, o.failure());
            } else if (o.forecast() == null) {
                cannotRun.put(n, o.failure());
            }
        });
        return new Result(target, scenarioUsers, users, low, high, at, bottleneck, failed, cannotRun, limit);
    }

    /** The resource with the highest utilisation: the processors, a device group or a channel. */
    public static String bottleneck(Forecast f) {
        String best = null;
        double highest = -1;
        for (MetricForecast m : f.metrics()) {
            String id = m.metric().id();
            if (id.equals("cpu.utilisation") || id.endsWith(".utilisation") && !id.equals("cpu.virtual")) {
                double u = m.estimate().mean();
                if (u > highest) {
                    highest = u;
                    best = m.metric().label();
                }
            }
        }
        if (best == null) {
            return "(no utilisation metrics)";
        }
        String paging = f.metric("paging.demandReads").map(m -> ", demand page reads "
                + ForecastReport.value(m.estimate().mean(), 4) + "/s").orElse("");
        return best + " at " + ForecastReport.value(highest, 4) + "%" + paging;
    }

    /** The forecasts made, by user count (for reports and tests). */
    public List<Integer> visitedUsers() {
        return new ArrayList<>(visited.keySet());
    }

    /** The forecast made at a user count, if the search visited it and it ran. */
    public Optional<Forecast> visited(int users) {
        return Optional.ofNullable(visited.get(users)).map(Outcome::forecast);
    }
}
