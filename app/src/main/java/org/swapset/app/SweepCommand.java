package org.swapset.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.Sweep;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.DidYouMean;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioDocument;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code swapset sweep FILE --vary PATH=SPEC...}: forecasts every point of the cartesian product of the varied
 * scenario paths, with common random numbers (every point runs with the file's seed and replications), points in
 * parallel across the worker threads; prints a table and writes tidy CSV (one row per point and metric). A point that
 * fails is reported on standard error with its values and cause (a plugin failure names the plugin, its jar and
 * where the scenario chose it); the other points complete and are printed, and the exit code is 1.
 */
@Command(name = "sweep", description = "Forecast a scenario over values of any of its paths, with common random "
        + "numbers.")
final class SweepCommand extends ScenarioFileCommand {

    private static final List<String> DEFAULT_METRICS = List.of("response.mean", "throughput", "cpu.utilisation",
            "paging.demandReads");


    @Option(names = "--vary", required = true, paramLabel = "PATH=SPEC",
            description = "A path and its values: workloads[0].users=100..400/20 or storage.real=4MiB,8MiB,16MiB "
                    + "(a range without /STEP steps by 1, for at most 50 values).")
    List<String> vary;

    @Option(names = "--metrics", split = ",", paramLabel = "ID,...", description = "Metrics for the table (default: "
            + "response.mean, throughput, cpu.utilisation, paging.demandReads).")
    List<String> metrics;

    @Option(names = "--csv", paramLabel = "FILE", description = "Write every metric of every point as tidy CSV.")
    Path csv;

    @Option(names = "--json", paramLabel = "FILE", description = "Write every metric of every point as JSON, each "
            + "point with its values and status.")
    Path json;




    SweepCommand(Context context) {
        super(context);
    }

    /**
     * A metric asked for with --metrics that no forecast of the sweep has (only a forecast knows its ids: devices,
     * channels and workloads name them), as a message with the closest id; empty when every one is known or no
     * point was forecast.
     */
    static java.util.Optional<String> unknownMetric(List<Forecast> forecasts, List<String> asked) {
        List<String> ids = forecasts.stream().filter(java.util.Objects::nonNull)
                .flatMap(f -> f.metrics().stream().map(m -> m.metric().id())).distinct().toList();
        if (ids.isEmpty()) {
            return java.util.Optional.empty();
        }
        for (String metric : asked) {
            if (!ids.contains(metric)) {
                return java.util.Optional.of("--metrics: no forecast has a metric '" + metric + "'"
                        + DidYouMean.hint(metric, ids) + DidYouMean.METRIC_IDS);
            }
        }
        return java.util.Optional.empty();
    }

    @Override
    public Integer call() throws Exception {
        Sweep sweep;
        try {
            List<Sweep.Axis> axes = new ArrayList<>();
            for (String v : vary) {
                axes.add(Sweep.Axis.parse(v));
            }
            sweep = new Sweep(axes);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
        Scenarios.requireFile(file);
        overrides.check(1);
        // An override would set every point's value of the axis alike: its rows would differ in name only.
        for (Sweep.Axis a : sweep.axes()) {
            String option = a.path().equals("run.seed") && overrides.seed != null ? "--seed"
                    : a.path().equals("run.replications") && overrides.replications != null ? "--replications"
                    : null;
            if (option != null) {
                throw new BadInputException("--vary " + a.path() + " and " + option + " both set it: every point "
                        + "would run with " + option + "'s value; give one of them");
            }
        }
        OutputPaths.reading(List.of(file)).file("--csv", csv).file("--json", json).check();
        PluginRegistry registry = common.registry(context);
        ScenarioDocument document = ScenarioDocument.read(file);
        List<Scenario> scenarios = SweepPoints.scenarios(sweep, document, registry, overrides, "--vary");
        int workers = overrides.workers();
        if (metrics != null && (metrics.isEmpty() || metrics.stream().anyMatch(String::isBlank))) {
            throw new BadInputException("--metrics: an empty metric id; give metric ids separated by commas, e.g. "
                    + "response.mean,throughput" + DidYouMean.METRIC_IDS);
        }
        if (metrics != null) {
            // A misspelt --metrics found before the sweep runs, not after hours of it: each point's model run for a
            // millisecond registers the same metrics as a full run does.
            // The first point's metrics nearly always settle it; the others are asked only if it lacks one.
            if (unknownMetric(MetricProbe.probe(context, scenarios.subList(0, 1), common.timeLimit()), metrics)
                    .isPresent()) {
                unknownMetric(MetricProbe.probe(context, scenarios, common.timeLimit()), metrics).ifPresent(m -> {
                    throw new BadInputException(m);
                });
            }
        }
        List<Sweep.Outcome> outcomes = SweepPoints.run(context, scenarios, workers, common.timeLimit());
        List<Forecast> forecasts = new ArrayList<>();
        outcomes.forEach(o -> forecasts.add(o.forecast()));
        List<String> shown = metrics != null ? metrics : DEFAULT_METRICS;
        unknownMetric(forecasts, shown).ifPresent(m -> {
            throw new BadInputException(m); // before any output: no table with a column of dashes, no CSV
        });
        List<List<String>> points = sweep.points();
        context.out().print(sweep.table(forecasts, shown, SweepPoints.missingWords(outcomes)));
        context.out().flush();
        // All the outputs or none, as run writes them.
        java.util.LinkedHashMap<Path, String> outputs = new java.util.LinkedHashMap<>();
        if (csv != null) {
            outputs.put(csv, sweep.csv(forecasts, SweepPoints.missingWords(outcomes)));
        }
        if (json != null) {
            outputs.put(json, sweep.json(forecasts, SweepPoints.missingWords(outcomes), outcomes.stream()
                    .map(o -> o.failure() == null ? "" : SweepPoints.outcomeOf(o.failure()).failure()).toList()));
        }
        AtomicFiles.writeAll(outputs);
        int failed = 0;
        for (int i = 0; i < outcomes.size(); i++) {
            Throwable failure = outcomes.get(i).failure();
            if (failure != null) {
                var o = SweepPoints.outcomeOf(failure);
                failed += o.broken() ? 1 : 0;
                // A point the modelled system cannot run is an answer (a limit of the system), not a failure.
                context.err().println("swapset: sweep point " + String.join(", ", points.get(i)) + " "
                        + CapacityRun.describe(o));
                if (common.verbose) {
                    failure.printStackTrace(context.err());
                }
            }
        }
        if (failed > 0) {
            context.err().println("swapset: " + failed + " of " + outcomes.size() + " sweep points failed; the other "
                    + (outcomes.size() - failed) + " completed");
            context.err().flush();
            return 1;
        }
        return 0;
    }
}
