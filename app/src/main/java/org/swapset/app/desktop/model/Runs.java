package org.swapset.app.desktop.model;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.swapset.app.CapacityRun;
import org.swapset.app.Messages;
import org.swapset.app.CoreBackend;
import org.swapset.core.forecast.CapacitySearch;
import org.swapset.core.forecast.Comparison;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.MetricForecast;
import org.swapset.core.forecast.ProgressListener;
import org.swapset.core.forecast.ReplicationException;
import org.swapset.core.forecast.TimeLimitException;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioDocument;
import org.swapset.core.scenario.ScenarioException;
import org.swapset.core.scenario.ScenarioLoader;

/**
 * The jobs the window runs, each calling the same core code as the matching command: {@code run} forecasts through
 * {@link CoreBackend}, capacity searches through {@link CapacityRun} (so the answer equals {@code swapset capacity}
 * for the same file and seed), and comparisons with the base's run control (common random numbers) as
 * {@code swapset compare} does. Jobs work on copies of documents, so editing can go on while they run. Each
 * forecast has the time limit of {@link #withTimeLimit}, if any, as {@code --time-limit} gives the commands.
 */
public final class Runs {

    private final PluginRegistry registry;
    private final int threads;
    private final Duration timeLimit;
    private final CoreBackend core = new CoreBackend();

    /** @param threads worker threads for the replications of one forecast */
    public Runs(PluginRegistry registry, int threads) {
        this(registry, threads, null);
    }

    private Runs(PluginRegistry registry, int threads, Duration timeLimit) {
        if (timeLimit != null && (timeLimit.isNegative() || timeLimit.isZero())) {
            throw new IllegalArgumentException("the time limit must be positive, was " + timeLimit);
        }
        this.registry = registry;
        this.threads = threads;
        this.timeLimit = timeLimit;
    }

    /**
     * These runs with every forecast they make (a run, each user count of a capacity search or sweep, each variant
     * of a comparison and each point of its curves) stopped after {@code limit} of wall-clock time, as the command
     * line's {@code --time-limit} stops them: the forecast fails with a {@link TimeLimitException} that names the
     * limit and any plugin stuck in a loop (whose thread is stopped), and is reported like any other failed
     * forecast. A null limit means none.
     */
    public Runs withTimeLimit(Duration limit) {
        return java.util.Objects.equals(limit, timeLimit) ? this : new Runs(registry, threads, limit);
    }

    /** The limit on each forecast, or null for none. */
    public Duration timeLimit() {
        return timeLimit;
    }

    /** Forecasts a checked scenario. */
    public Jobs.Job<Forecast> forecast(Scenario scenario) {
        return c -> core.forecast(scenario, threads, c, c, timeLimit);
    }

    /** Searches for the supportable users of workload {@code index} at {@code target}, up to {@code maxUsers}. */
    public Jobs.Job<CapacitySearch.Result> capacity(ScenarioDocument document, int index,
                                                    CapacitySearch.Target target, int maxUsers) {
        Jobs.Job<Capacity> job = capacityWithCurve(document, index, target, maxUsers);
        return c -> job.run(c).result();
    }

    /**
     * The capacity search, with the curve of the target's metric through the user counts it visited.
     *
     * @param result the answer, as {@code swapset capacity} gives it
     * @param curve  the target metric at every user count the search forecast, and the counts it tried that have
     *               no forecast, with why
     */
    public record Capacity(CapacitySearch.Result result, Curve curve) {
    }

    /**
     * {@link #capacity}, also keeping the forecasts the search made as a curve. A search cancelled or failed after
     * some forecasts ends with {@link Jobs.Partial}: no answer, and the curve so far, marked partial with how far the
     * search had bracketed the answer and listing the counts whose forecast failed. Each forecast starts with its
     * place in the search ({@link Jobs.Control#nextForecast(int, int, boolean)}, from {@link SearchLength}), so the
     * window shows the whole search's progress and time left.
     */
    public Jobs.Job<Capacity> capacityWithCurve(ScenarioDocument document, int index, CapacitySearch.Target target,
                                                int maxUsers) {
        ScenarioDocument copy = Documents.copy(document);
        return c -> {
            java.util.TreeMap<Integer, Forecast> seen = new java.util.TreeMap<>();
            java.util.TreeMap<Integer, String> failed = new java.util.TreeMap<>();
            int[] scenarioUsers = {0};
            CapacitySearch.Result result;
            try {
                result = new CapacityRun(registry, s -> s, s -> {
                    try {
                        int n = CapacityRun.users(s, index);
                        if (seen.isEmpty() && failed.isEmpty()) {
                            scenarioUsers[0] = n; // the search starts at the scenario's users
                        }
                        nextForecast(c, n, scenarioUsers[0], maxUsers, seen, failed, target);
                        Forecast f = core.forecast(s, threads, c, c, timeLimit);
                        seen.put(n, f);
                        return f;
                    } catch (ReplicationException | TimeLimitException e) {
                        if (!c.getAsBoolean()) {
                            failed.put(CapacityRun.users(s, index), CapacityRun.describe(CapacityRun.outcomeOf(e)));
                        }
                        throw e; // the search takes it as not meeting the target, as swapset capacity does
                    }
                }, line -> c.note("last " + line)).search(copy, index, target, maxUsers);
            } catch (RuntimeException e) {
                Curve drawn = Curve.of(name(seen), target.metric(), seen);
                if (failed.isEmpty() && drawn.points().stream().allMatch(p -> Double.isNaN(p.estimate().mean()))) {
                    throw e; // nothing to show: stopped at the first forecast, or the target's metric is n/a
                }
                int forecasts = seen.size() + failed.size();
                boolean cancelled = cancelled(c, e);
                String how = (cancelled ? "cancelled" : "stopped by a failure") + " after " + forecasts
                        + (forecasts == 1 ? " forecast" : " forecasts");
                Curve kept = new Curve(drawn.scenario(), drawn.metric(), drawn.label(), drawn.unit(), drawn.points(),
                        failed, "the capacity search was " + how + ", before its answer" + soFar(seen, failed, target));
                throw new Jobs.Partial(new Capacity(null, kept), how, cancelled, e);
            }
            return new Capacity(result, searched(name(seen), target.metric(), seen, failed));
        };
    }

    /**
     * A finished search's curve: the target's metric at every count it forecast, and the counts it tried without a
     * forecast ("cannot run: ..." where the paging space filled, "failed: ..." otherwise), so the chart says where it
     * stops ("No forecast at 346 users: cannot run"), as a sweep's does, rather than ending at the last point.
     */
    static Curve searched(String name, String metric, java.util.SortedMap<Integer, Forecast> seen,
                          java.util.SortedMap<Integer, String> failed) {
        return Curve.of(name, metric, seen).withMissing(failed);
    }

    /**
     * Marks the start of a search's forecast at {@code users}, with its place in the search when the forecasts so
     * far tell it ({@link SearchLength}), and without when they do not (a metric with no value, or a search that is
     * not where the estimate expects it to be, which it would then misstate).
     */
    private static void nextForecast(Jobs.Control c, int users, int scenarioUsers, int maxUsers,
                                     java.util.SortedMap<Integer, Forecast> seen,
                                     java.util.SortedMap<Integer, String> failed, CapacitySearch.Target target) {
        java.util.Map<Integer, Boolean> met = outcomes(seen, failed, target);
        SearchLength length = met == null || scenarioUsers < 1 || maxUsers < scenarioUsers ? null
                : SearchLength.of(scenarioUsers, maxUsers, met);
        if (length == null || length.next() != users) {
            c.nextForecast();
        } else {
            c.nextForecast(length.done(), length.total(), length.bounded());
        }
    }

    /**
     * Whether each count a search forecast met the target, a failed one not, as the search takes them; null when a
     * forecast cannot say (no value for the metric, or not in the target's unit).
     */
    static java.util.Map<Integer, Boolean> outcomes(java.util.SortedMap<Integer, Forecast> seen,
                                                    java.util.SortedMap<Integer, String> failed,
                                                    CapacitySearch.Target target) {
        java.util.Map<Integer, Boolean> met = new java.util.TreeMap<>();
        failed.keySet().forEach(n -> met.put(n, false));
        for (var e : seen.entrySet()) {
            Boolean m = met(e.getValue(), target);
            if (m == null) {
                return null;
            }
            met.put(e.getKey(), m);
        }
        return met;
    }

    /** Whether a forecast meets a target, as the search judges it; null when it cannot say (no value, or unit). */
    private static Boolean met(Forecast forecast, CapacitySearch.Target target) {
        var m = forecast.metric(target.metric());
        if (m.isEmpty() || Double.isNaN(m.get().estimate().mean())) {
            return null; // n/a: the scenario does not produce the metric, and the search says so
        }
        try {
            return target.met(m.get().estimate().mean(), m.get().metric().unit());
        } catch (IllegalArgumentException x) {
            return null;
        }
    }

    private static String name(java.util.SortedMap<Integer, Forecast> seen) {
        return seen.isEmpty() ? "" : seen.get(seen.firstKey()).scenario();
    }

    /**
     * How far a stopped search had bracketed its answer: "; so far 40 users met q1.seconds<=1s and 80 did not",
     * a count whose forecast failed counting as not meeting it, as in the search.
     */
    static String soFar(java.util.SortedMap<Integer, Forecast> seen, java.util.SortedMap<Integer, String> failed,
                        CapacitySearch.Target target) {
        int met = 0;
        java.util.TreeSet<Integer> notMet = new java.util.TreeSet<>(failed.keySet());
        for (var e : seen.entrySet()) {
            Boolean m = met(e.getValue(), target);
            if (m == null) {
                return ""; // n/a: the scenario does not produce the metric, and the search said so
            }
            if (m) {
                met = Math.max(met, e.getKey());
            } else {
                notMet.add(e.getKey());
            }
        }
        String t = target.toString();
        if (met == 0) {
            return notMet.isEmpty() ? "" : "; so far " + notMet.first() + " users did not meet " + t;
        }
        Integer above = notMet.higher(met);
        return "; so far " + met + " users met " + t + (above == null ? "" : " and " + above + " did not");
    }

    /**
     * The forecast of {@code metric} at each user count of workload {@code index}. A count whose forecast fails (a
     * plugin throws, or the model cannot run that many users) has no point and is listed in the curve's
     * {@linkplain Curve#missing missing} counts with why; the other counts are forecast. A sweep cancelled, or
     * stopped by any other failure (a count the scenario refuses), after its first count ends with
     * {@link Jobs.Partial} and the curve of the counts it finished, {@linkplain Curve#partial marked partial}.
     */
    public Jobs.Job<Curve> sweep(ScenarioDocument document, int index, String metric, List<Integer> users) {
        ScenarioDocument copy = Documents.copy(document);
        return c -> curve(copy, index, metric, users, x -> x, c, c, null);
    }

    /**
     * {@link #sweep}, its user counts all checked first ({@link #refusedUsers}) as {@code swapset sweep} checks its
     * points: a count the scenario does not take ends the job with {@link RefusedUsersException} before any forecast.
     * The check is the job's, off the UI thread: the loader binds the scenario at each count, and a sweep of thousands
     * of counts takes seconds to check, during which the window stays responsive, the job can be cancelled, and the
     * counts checked so far are reported ({@link Jobs.Control#preparing}) so that the bar shows how far it has got.
     */
    public Jobs.Job<Curve> checkedSweep(ScenarioDocument document, int index, String metric, List<Integer> users) {
        ScenarioDocument copy = Documents.copy(document);
        Jobs.Job<Curve> sweep = sweep(copy, index, metric, users);
        return c -> {
            java.util.SortedMap<Integer, String> refused = refusedUsers(copy, index, users, c,
                    checked -> c.preparing(checked, users.size()));
            if (!refused.isEmpty()) {
                throw new RefusedUsersException(refused);
            }
            // The forecasts start: the bar is unknown until the first reports, not left full from the check, and the
            // check's note ("checking 5000 user counts…") no longer holds.
            c.nextForecast();
            c.note("");
            return sweep.run(c);
        };
    }

    /** A sweep refused before its first forecast: these user counts, each with why, are not taken by the scenario. */
    public static final class RefusedUsersException extends Exception {
        private final transient java.util.SortedMap<Integer, String> refused;

        public RefusedUsersException(java.util.SortedMap<Integer, String> refused) {
            super("the scenario does not take " + Curve.counts(List.copyOf(refused.keySet())) + " users");
            this.refused = java.util.Collections.unmodifiableSortedMap(new java.util.TreeMap<>(refused));
        }

        /** The counts refused, by increasing users, each with the loader's reason. */
        public java.util.SortedMap<Integer, String> refused() {
            return refused;
        }
    }

    /**
     * The user counts of workload {@code index} the scenario does not take, each with the loader's reason (too many
     * users, tables too large for the heap), so a sweep can be refused before its first forecast, as {@code swapset
     * sweep} refuses it, rather than stopped when it reaches the count.
     */
    public java.util.SortedMap<Integer, String> refusedUsers(ScenarioDocument document, int index,
                                                            List<Integer> users) {
        return refusedUsers(document, index, users, () -> false, checked -> { });
    }

    /**
     * {@link #refusedUsers(ScenarioDocument, int, List)}, stopping with a CancelledException once cancelled, and
     * telling {@code checked} how many counts have been checked: 0 at the start, then after each.
     */
    private java.util.SortedMap<Integer, String> refusedUsers(ScenarioDocument document, int index,
                                                             List<Integer> users,
                                                             java.util.function.BooleanSupplier cancelled,
                                                             java.util.function.IntConsumer checked) {
        ScenarioDocument copy = Documents.copy(document);
        String path = "workloads[" + index + "].users";
        java.util.SortedMap<Integer, String> refused = new java.util.TreeMap<>();
        checked.accept(0);
        for (int i = 0; i < users.size(); i++) {
            int n = users.get(i);
            if (cancelled.getAsBoolean()) {
                throw new org.swapset.core.engine.CancelledException(0);
            }
            try {
                copy.set(path, Integer.toString(n));
                ScenarioLoader.bind(copy, registry);
            } catch (ScenarioException e) {
                refused.put(n, e.path().equals(path) ? e.problem() : e.getMessage());
            } catch (IllegalArgumentException e) {
                refused.put(n, e.getMessage());
            }
            checked.accept(i + 1);
        }
        return refused;
    }

    /**
     * The base and variants forecast with the base's run control, and when {@code users} is not empty each one's
     * curve of {@code metric} over those user counts, for one chart. As {@code swapset compare}: a variant whose
     * forecast fails (a plugin throws, memory runs out) is listed among the comparison's failures with its message
     * (the plugin's id, jar and scenario path) and has no curve, and the base and the other variants are compared;
     * when the base fails there is nothing to compare against and the job fails with {@link BaseFailedException}.
     */
    public Jobs.Job<Compared> compare(ScenarioDocument base, List<ScenarioDocument> variants, String metric,
                                      List<Integer> users) {
        List<ScenarioDocument> docs = new ArrayList<>();
        docs.add(Documents.copy(base));
        variants.forEach(v -> docs.add(Documents.copy(v)));
        return c -> {
            Scenario baseScenario = ScenarioLoader.bind(docs.get(0), registry);
            Forecast baseForecast = null;
            List<Forecast> forecasts = new ArrayList<>();
            List<Comparison.Failure> failures = new ArrayList<>();
            List<Curve> curves = new ArrayList<>();
            // Each scenario's forecast and each point of its curve are the job's steps, so the bar and the time left
            // are the whole comparison's: "forecast 3 of at most 8" (at most, since a variant that fails has no
            // curve).
            int per = 1 + users.size();
            int steps = docs.size() * per;
            for (int i = 0; i < docs.size(); i++) {
                Scenario s = ScenarioLoader.bind(docs.get(i), registry).withRun(baseScenario.run());
                c.subject(s.name()); // last on the status line, after the progress and times
                try {
                    c.nextForecast(i * per, steps, true);
                    Forecast f = core.forecast(s, threads, c, c, timeLimit);
                    if (i == 0) {
                        baseForecast = f;
                    } else {
                        forecasts.add(f);
                    }
                } catch (ReplicationException | TimeLimitException e) {
                    if (c.getAsBoolean()) {
                        throw e; // cancelled: the job says so
                    }
                    if (i == 0) {
                        throw new BaseFailedException(s.name(), e);
                    }
                    var outcome = org.swapset.app.CapacityRun.outcomeOf(e);
                    failures.add(new Comparison.Failure(i - 1, s.name(), outcome.failure(), !outcome.broken()));
                    continue;
                }
                if (!users.isEmpty()) {
                    // Each curve with the base's run control (seed, replications, warm-up, duration), as the table.
                    try {
                        int first = i * per + 1;
                        curves.add(curve(docs.get(i), 0, metric, users, x -> x.withRun(baseScenario.run()), c, c,
                                point -> c.nextForecast(first + point, steps, true)));
                    } catch (Jobs.Partial p) {
                        throw p.failure(); // a comparison keeps nothing of a stopped curve
                    }
                }
            }
            List<List<String>> changes = docs.subList(1, docs.size()).stream()
                    .map(v -> org.swapset.core.scenario.ScenarioChanges.between(docs.get(0), v)).toList();
            return new Compared(new Comparison(baseForecast, forecasts, failures), curves, null, changes);
        };
    }

    /**
     * A comparison and the curves of the compared scenarios.
     *
     * @param comparison base and variants, the failed variants among its failures
     * @param curves     one per scenario that ran, base first; empty when no curve was asked for
     * @param target     the target the curves are read against (its line on their chart), or null
     * @param changes    what each variant, as given, changed in the base when compared
     *                   ({@link org.swapset.core.scenario.ScenarioChanges#between}); empty when not known
     */
    public record Compared(Comparison comparison, List<Curve> curves, CapacitySearch.Target target,
                           List<List<String>> changes) {

        public Compared {
            changes = List.copyOf(changes);
        }

        /** A comparison with no target to draw, nor the variants' changes. */
        public Compared(Comparison comparison, List<Curve> curves) {
            this(comparison, curves, null, List.of());
        }

        /** This comparison with the target its curves are to be read against (the tool bar's when it was made). */
        public Compared withTarget(CapacitySearch.Target t) {
            return new Compared(comparison, curves, t, changes);
        }

        /** The target in the curves' unit, when it is on their metric: the chart's target line, as the Results'. */
        public java.util.OptionalDouble targetValue() {
            if (target == null || curves.isEmpty() || !curves.get(0).metric().equals(target.metric())) {
                return java.util.OptionalDouble.empty();
            }
            try {
                return java.util.OptionalDouble.of(target.valueIn(curves.get(0).unit()));
            } catch (IllegalArgumentException e) {
                return java.util.OptionalDouble.empty();
            }
        }
    }

    /**
     * The base of a comparison failed, so there is nothing to compare against: "the base NAME failed: MESSAGE",
     * with the forecast's failure (which names the plugin) as the cause.
     */
    public static final class BaseFailedException extends RuntimeException {

        BaseFailedException(String scenario, RuntimeException cause) {
            // "the base NAME cannot run: paging space is full ..." when the model cannot run it, as run says
            super("the base " + scenario + " " + org.swapset.app.CapacityRun.describe(
                    org.swapset.app.CapacityRun.outcomeOf(cause)), cause);
        }
    }

    /**
     * The curve of {@code metric} over {@code users}. A count whose forecast fails is left out and listed with why,
     * and the others go on; when the job is cancelled, or anything else fails, after at least one count, it ends
     * with {@link Jobs.Partial} and the curve of the counts finished, the rest listed as not run.
     *
     * @param pointStarts null for a curve that is the whole job (its progress the share of all its points), or told
     *                    the index of each point as its forecast starts, for a curve whose points are steps of a
     *                    larger job (its progress each point's own share)
     */
    private Curve curve(ScenarioDocument document, int index, String metric, List<Integer> users,
                        java.util.function.UnaryOperator<Scenario> adjust, ProgressListener progress,
                        java.util.function.BooleanSupplier cancelled, java.util.function.IntConsumer pointStarts)
            throws ScenarioException, Jobs.Partial {
        List<Curve.Point> points = new ArrayList<>();
        java.util.SortedMap<Integer, String> missing = new java.util.TreeMap<>();
        String label = metric;
        String unit = "";
        String name = ScenarioLoader.bind(document, registry).name();
        for (int i = 0; i < users.size(); i++) {
            int n = users.get(i);
            try {
                document.set("workloads[" + index + "].users", Integer.toString(n));
                Scenario s = adjust.apply(ScenarioLoader.bind(document, registry));
                int point = i;
                Forecast f;
                try {
                    // A curve of its own (a sweep) reports the share of all its points; one whose points are steps of
                    // a larger job (a comparison's) marks each point's start and reports the point's own share.
                    long counts = pointStarts == null ? users.size() : 1;
                    long before = pointStarts == null ? point : 0;
                    if (pointStarts != null) {
                        pointStarts.accept(point);
                    }
                    f = core.forecast(s, threads, new ProgressListener() {
                        @Override
                        public void progress(long d, long t) {
                            progress.progress(before * t + d, counts * t);
                        }

                        @Override
                        public void partial(double d, long t) {
                            progress.partial(before * t + d, counts * t);
                        }
                    }, cancelled, timeLimit);
                } catch (ReplicationException | TimeLimitException e) {
                    if (cancelled.getAsBoolean()) {
                        throw e;
                    }
                    // A plugin failed, or the model cannot run this many users: no point here, and the others go on.
                    CapacitySearch.Outcome o = CapacityRun.outcomeOf(e);
                    missing.put(n, CapacityRun.describe(o));
                    continue;
                }
                MetricForecast m = f.metric(metric).orElseThrow(() -> new IllegalArgumentException("the forecast "
                        + "has no metric '" + metric + "'"));
                label = m.metric().label();
                unit = m.metric().unit();
                points.add(new Curve.Point(n, m.estimate()));
            } catch (RuntimeException | ScenarioException e) {
                if (i == 0) {
                    throw e;
                }
                boolean stop = cancelled(cancelled, e);
                String how = (stop ? "cancelled" : "stopped by a failure at " + n + " users,") + " after " + i
                        + " of " + users.size() + " user counts";
                missing.put(n, stop ? "not run: cancelled" : "failed: " + Messages.oneLine(e));
                for (int later : users.subList(i + 1, users.size())) {
                    missing.put(later, stop ? "not run: cancelled" : "not run: the sweep stopped at " + n + " users");
                }
                throw new Jobs.Partial(new Curve(name, metric, label, unit, points, missing, "the sweep was " + how),
                        how, stop, e);
            }
        }
        return new Curve(name, metric, label, unit, points, missing);
    }

    /** Whether a job's failure is its cancellation: the flag is up, or the forecast said it was cancelled. */
    private static boolean cancelled(java.util.function.BooleanSupplier flag, Exception e) {
        return flag.getAsBoolean() || e instanceof org.swapset.core.engine.CancelledException;
    }

    /**
     * A users sweep around a scenario's users, as the users field suggests it: from about half to about twice as
     * many, in steps of 1, 2 or 5 times a power of ten, about seven to a dozen points ({@code 150..650/50} for 310).
     */
    public static String sweepAround(int users) {
        double raw = Math.max(1, 1.5 * users / 6);
        double power = Math.pow(10, Math.floor(Math.log10(raw)));
        int step = (int) (raw / power >= 5 ? 5 * power : raw / power >= 2 ? 2 * power : power);
        int from = Math.max(step, users / 2 / step * step);
        int to = (2 * users + step - 1) / step * step;
        return from + ".." + to + "/" + step;
    }

    /** {@code count} user counts evenly spaced from {@code from} to {@code to}, each at least 1, no repeats. */
    public static List<Integer> spread(int from, int to, int count) {
        List<Integer> users = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int n = Math.max(1, (int) Math.round(from + (double) (to - from) * i / Math.max(1, count - 1)));
            if (users.isEmpty() || users.get(users.size() - 1) != n) {
                users.add(n);
            }
        }
        return users;
    }
}
