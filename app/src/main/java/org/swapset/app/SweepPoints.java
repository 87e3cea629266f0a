package org.swapset.app;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.swapset.core.engine.CancelledException;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.Sweep;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioDocument;
import org.swapset.core.scenario.ScenarioException;
import org.swapset.core.scenario.ScenarioLoader;

/**
 * The points of a sweep made into scenarios and forecast, as {@code sweep} and {@code report} do it: each point's
 * values are set in the scenario document, which the loader checks again (so a bad value is reported with the file's
 * line), every point keeps the file's seed and replications (common random numbers), and the points run in parallel
 * across the worker threads, each forecast on one thread, with one progress bar for them all.
 */
final class SweepPoints {

    private SweepPoints() {
    }

    /**
     * The scenario at every point of the sweep, in point order, with the command line's overrides applied.
     *
     * @param option the option that gave the values ({@code --vary}, {@code --users}), for messages
     * @throws BadInputException when a value does not fit its path or the scenario it makes is invalid
     */
    static List<Scenario> scenarios(Sweep sweep, ScenarioDocument document, PluginRegistry registry,
                                    RunOverrides overrides, String option) {
        // The file as it is, first: its own mistakes are the file's, reported at their lines, not the option's.
        try {
            ScenarioLoader.bind(document, registry);
        } catch (ScenarioException e) {
            throw new BadInputException(e);
        }
        List<Scenario> scenarios = new ArrayList<>();
        List<String> added = new ArrayList<>(); // paths the file does not have: the sweep adds them
        for (Sweep.Axis axis : sweep.axes()) {
            if (document.node(axis.path()).isEmpty()) {
                added.add(axis.path());
            }
        }
        for (List<String> point : sweep.points()) {
            for (int a = 0; a < point.size(); a++) {
                try {
                    document.set(sweep.axes().get(a).path(), point.get(a));
                } catch (IllegalArgumentException e) {
                    throw new BadInputException(option + " " + e.getMessage());
                }
            }
            Scenario s;
            try {
                s = ScenarioLoader.bind(document, registry);
            } catch (ScenarioException e) {
                for (int a = 0; a < point.size(); a++) {
                    String path = sweep.axes().get(a).path();
                    if (e.path().equals(path) || e.path().startsWith(path + ".") || e.path().startsWith(path + "[")) {
                        // The value or the path the command line gave is wrong, not the file: say so, by the option.
                        throw new BadInputException(option + " " + path + "=" + point.get(a) + ": " + e.problem()
                                + hint(e, path, document));
                    }
                }
                if (!added.isEmpty()) {
                    // What the sweep added broke the scenario elsewhere (a section the file leaves to its default
                    // has no type to hang a parameter on, a list item with nothing but the varied key).
                    String path = added.get(0);
                    throw new BadInputException(option + " " + path + "=" + point.get(sweep.axes().stream()
                            .map(Sweep.Axis::path).toList().indexOf(path)) + ": " + document.source()
                            + " has no " + path + ", and adding it leaves " + e.path() + " invalid: " + e.problem()
                            + (e.path().endsWith(".type") ? " (to vary a parameter of a section the file leaves to "
                            + "its default, write the section with its type in the file)" : ""));
                }
                throw new BadInputException(e.getMessage() + " (at sweep point " + String.join(", ", point) + ")");
            }
            scenarios.add(overrides.apply(s));
        }
        return scenarios;
    }

    /**
     * A point without a forecast, as {@code capacity} takes it: the model cannot run it (the paging space is full:
     * a limit of the system, not a failure), or the forecast failed (a plugin threw, memory or the time limit ran
     * out).
     */
    static org.swapset.core.forecast.CapacitySearch.Outcome outcomeOf(Throwable failure) {
        return failure instanceof RuntimeException r ? CapacityRun.outcomeOf(r)
                : org.swapset.core.forecast.CapacitySearch.Outcome.broken(Messages.oneLine(failure));
    }

    /** What the table says in place of each point's figures: nothing, {@code failed} or {@code cannot run}. */
    static List<String> missingWords(List<Sweep.Outcome> outcomes) {
        return outcomes.stream().map(o -> o.failure() == null ? "" : outcomeOf(o.failure()).broken() ? "failed"
                : "cannot run").toList();
    }

    /**
     * The loader's "did you mean", and the file's own paths that end as the given one does ({@code users} →
     * {@code workloads[0].users}): a path given without the sections above it.
     */
    private static String hint(ScenarioException e, String path, ScenarioDocument document) {
        List<String> near = new ArrayList<>(e.suggestions());
        if (e.problem().startsWith("unknown key ") || e.problem().startsWith("unknown parameter ")) {
            // The path is wrong, not its value (a bad id was told its valid ones): the file's paths that end so.
            String last = path.substring(Math.max(path.lastIndexOf('.'), path.lastIndexOf(']')) + 1);
            List<String> paths = new ArrayList<>();
            leafPaths(document.root(), "", paths);
            paths.stream().filter(p -> !p.equals(path) && !near.contains(p) && p.endsWith("." + last))
                    .limit(3).forEach(near::add);
        }
        return near.isEmpty() ? "" : " (did you mean " + String.join(" or ", near.stream().map(p -> "'" + p + "'")
                .toList()) + "?)";
    }

    private static void leafPaths(ScenarioDocument.Node node, String at, List<String> out) {
        if (node instanceof ScenarioDocument.MapNode m) {
            m.entries().forEach((k, v) -> leafPaths(v, at.isEmpty() ? k : at + "." + k, out));
        } else if (node instanceof ScenarioDocument.ListNode l) {
            for (int i = 0; i < l.items().size(); i++) {
                leafPaths(l.items().get(i), at + "[" + i + "]", out);
            }
        } else {
            out.add(at);
        }
    }

    /**
     * Runs the points on a pool, each forecast on one thread, in point order in the result. A point that fails (a
     * plugin throws, runs out of memory or passes the time limit) is recorded and the others go on; cancellation
     * stops them all.
     *
     * @param limit the time limit of each forecast, or null
     */
    static List<Sweep.Outcome> run(Context context, List<Scenario> scenarios, int workers, Duration limit)
            throws InterruptedException {
        long total = scenarios.stream().mapToLong(s -> s.run().replications()).sum();
        AtomicLong done = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(Math.max(1, Math.min(workers, scenarios.size())), r -> {
            Thread t = new Thread(r, "swapset-sweep");
            t.setDaemon(true);
            return t;
        });
        try (Progress progress = new Progress(context.err())) {
            List<Future<Forecast>> futures = new ArrayList<>();
            for (Scenario s : scenarios) {
                futures.add(pool.submit(() -> context.backend().forecast(s, 1,
                        (d, t) -> progress.progress(done.incrementAndGet(), total), context.cancelled(), limit)));
            }
            List<Sweep.Outcome> outcomes = new ArrayList<>();
            for (Future<Forecast> f : futures) {
                try {
                    outcomes.add(new Sweep.Outcome(f.get(), null));
                } catch (ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof CancelledException c && context.cancelled().getAsBoolean()) {
                        throw c;
                    }
                    outcomes.add(new Sweep.Outcome(null, cause));
                }
            }
            return outcomes;
        } finally {
            pool.shutdownNow();
        }
    }
}
