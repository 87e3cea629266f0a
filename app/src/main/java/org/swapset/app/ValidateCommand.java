package org.swapset.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import java.util.concurrent.Callable;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.ForecastReport;
import org.swapset.core.forecast.ReplicationException;
import org.swapset.core.forecast.TimeLimitException;
import org.swapset.core.forecast.Validation;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code swapset validate FILE...}: forecasts each scenario that carries {@code published:} figures and prints, per
 * figure, the published value, the forecast with its 95% confidence interval and the relative error. A scenario whose
 * forecast fails (a plugin throws, the time limit passes) is reported, on standard output in its place and on
 * standard error with the plugin's id, jar and scenario path, and the other scenarios are still validated. Exit status
 * 0 when every figure is within its tolerance, {@value #OUTSIDE_TOLERANCE} when one is not, {@value Main#CANNOT_RUN}
 * when the model cannot run a scenario (and none failed otherwise), 1 when a forecast failed.
 */
@Command(name = "validate", description = "Forecast scenarios with published figures and compare (exit 3 when a "
        + "figure is outside its tolerance, 4 when the model cannot run a scenario, 1 when a forecast failed).")
final class ValidateCommand implements Callable<Integer> {

    /** The exit status when a figure is outside its tolerance. */
    static final int OUTSIDE_TOLERANCE = 3;

    private final Context context;

    @Mixin
    CommonOptions common;

    @Mixin
    RunOverrides overrides;

    @Parameters(arity = "0..*", paramLabel = "FILE|DIR", description = "Scenario files or folders; default "
            + "./scenarios. Those without a published: block are skipped.")
    List<Path> files;

    @Option(names = "--json", paramLabel = "FILE", description = "Also write the comparison as JSON.")
    Path json;

    ValidateCommand(Context context) {
        this.context = context;
    }

    @Override
    public Integer call() throws Exception {
        overrides.check(1);
        PluginRegistry registry = common.registry(context);
        int workers = overrides.workers();
        List<Validation> validations = new ArrayList<>();
        List<String> validatedFiles = new ArrayList<>(); // beside each validation, in the JSON
        boolean allPass = true;
        int cannotRun = 0; // forecasts the model could not run (paging space full), of the failed
        List<Path> named = files == null ? List.of() : files;
        List<Path> paths = scenarioFiles();
        List<String> unknownMetrics = new ArrayList<>();
        List<String> skipped = new ArrayList<>(); // files of a folder with nothing to validate, told once at the end
        OutputPaths.reading(paths).file("--json", json).check();
        List<Scenario> loaded = Scenarios.loadAll(context, paths, registry);
        refuseUnknownMetrics(paths, loaded);
        for (int k = 0; k < paths.size(); k++) {
            Path file = paths.get(k);
            Scenario scenario = loaded.get(k);
            if (scenario.published().isEmpty() || scenario.published().get().figures().isEmpty()) {
                // A published: block with no figures (figures: [], or the desktop form's last one removed) has
                // nothing to compare: "every figure within tolerance" would vouch for nothing.
                if (named.contains(file)) {
                    context.err().println(file + ": no published: figures, skipped");
                } else {
                    skipped.add(file.getFileName().toString());
                }
                continue;
            }
            scenario = overrides.apply(scenario);
            Validation validation;
            try (Progress progress = new Progress(context.err())) {
                Forecast forecast = context.backend().forecast(scenario, workers, progress, context.cancelled(),
                        common.timeLimit());
                validation = Validation.of(forecast, scenario.published().get());
                Messages.warnings(context, forecast);
                fractionHints(file, validation);
                unknownMetrics.addAll(MetricProbe.unknownPublished(file, forecast,
                        scenario.published().get().figures()));
            } catch (ReplicationException | TimeLimitException e) {
                boolean broken = CapacityRun.outcomeOf(e).broken();
                String reason = CapacityRun.reason(e);
                validation = broken ? Validation.failed(scenario.name(), scenario.published().get(), reason)
                        : Validation.cannotRun(scenario.name(), scenario.published().get(), reason);
                if (!broken) {
                    cannotRun++; // its failure says "cannot run: ..." already
                }
                context.err().println("swapset: scenario " + file + (broken ? " failed: " : " ")
                        + validation.failure().replaceAll("\\s*\\R\\s*", " "));
                if (common.verbose) {
                    e.printStackTrace(context.err());
                }
                context.err().flush();
            }
            context.out().print(validation.table());
            context.out().flush();
            allPass &= validation.passes();
            validations.add(validation);
            validatedFiles.add(file.toString());
        }
        if (!skipped.isEmpty()) {
            context.err().println("swapset: " + skipped.size() + (skipped.size() == 1 ? " file" : " files")
                    + " with no published: figures skipped: " + String.join(", ", skipped.subList(0,
                    Math.min(8, skipped.size()))) + (skipped.size() > 8 ? " and " + (skipped.size() - 8) + " more"
                    : ""));
            context.err().flush();
        }
        if (!unknownMetrics.isEmpty()) {
            // The probes before the forecasts found none (refuseUnknownMetrics); a scenario whose probe could not
            // run is checked on its forecast, reported once all the files have run, as bad input.
            BadInputException refusal = MetricProbe.refusal(context, unknownMetrics, "");
            if (json != null) {
                AtomicFiles.write(json, Validation.json(validations, validatedFiles));
            }
            throw refusal;
        }
        if (validations.isEmpty()) {
            throw new BadInputException("none of the files has published: figures to validate against");
        }
        if (json != null) {
            AtomicFiles.write(json, Validation.json(validations, validatedFiles));
        }
        long failed = validations.stream().filter(Validation::failed).count();
        long outside = validations.stream().filter(v -> !v.failed() && !v.passes()).count();
        if (outside > 0) {
            // Said once at the end, so a folder's long output need not be read through for its verdict.
            context.err().println("swapset: " + outside + " of " + validations.size() + " scenarios "
                    + (outside == 1 ? "has" : "have") + " figures outside their tolerance");
            context.err().flush();
        }
        if (failed > 0) {
            long validated = validations.size() - failed;
            boolean onlyCannotRun = failed == cannotRun;
            String ofAll = failed + " of " + validations.size() + " scenarios";
            context.err().println("swapset: " + (onlyCannotRun ? "the model cannot run " + ofAll
                    : ofAll + (cannotRun == 0 ? " failed" : " failed or cannot run")) + "; "
                    + validated + (validated == 1 ? " was" : " were") + " validated");
            context.err().flush();
            return onlyCannotRun ? Main.CANNOT_RUN : 1;
        }
        return allPass ? 0 : OUTSIDE_TOLERANCE;
    }

    /**
     * Each published figure's metric checked on a probe of its scenario (a millisecond of simulated time) before
     * anything is forecast, so that a misspelt id is bad input in a second, as a bad value is, not after the hours
     * the forecasts take. A scenario whose probe cannot run is left to its forecast, which says why.
     */
    private void refuseUnknownMetrics(List<Path> paths, List<Scenario> loaded) {
        List<String> unknown = new ArrayList<>();
        for (int k = 0; k < paths.size(); k++) {
            Scenario scenario = loaded.get(k);
            if (scenario.published().isEmpty() || scenario.published().get().figures().isEmpty()) {
                continue;
            }
            List<Forecast> probe = MetricProbe.probe(context, List.of(scenario), common.timeLimit());
            if (!probe.isEmpty()) {
                unknown.addAll(MetricProbe.unknownPublished(paths.get(k), probe.get(0),
                        scenario.published().get().figures()));
            }
        }
        if (!unknown.isEmpty()) {
            throw MetricProbe.refusal(context, unknown, "; nothing was forecast");
        }
    }

    /**
     * A published figure that reads as a fraction of a metric in percent (0.26 for 26 %) is pointed at, at its line,
     * as {@code capacity} points at such a target: the table's +9800 % says only that something is wrong.
     */
    private void fractionHints(Path file, Validation validation) {
        for (int i = 0; i < validation.rows().size(); i++) {
            Validation.Row row = validation.rows().get(i);
            if (row.looksLikeAFraction()) {
                String value = ForecastReport.significant(row.published(), 6);
                String percent = ForecastReport.significant(row.published() * 100, 6);
                context.err().println("swapset: " + MetricProbe.located(file, "published.figures[" + i + "].value",
                        value + " for " + row.metric() + ", a metric in %, reads as " + value + " %; as a fraction ("
                        + percent + " %) it would be within tolerance: write " + percent + " if that is meant",
                        List.of()));
            }
        }
        context.err().flush();
    }

    /** The files named, with folders expanded to their .yaml, .yml and .json files in name order. */
    private List<Path> scenarioFiles() throws IOException {
        boolean none = files == null || files.isEmpty();
        List<Path> named = none ? List.of(Path.of("scenarios")) : files;
        if (none && !Files.isDirectory(named.get(0))) {
            throw new BadInputException("no scenarios folder in " + Path.of("").toAbsolutePath() + ": name scenario "
                    + "files or folders (validate FILE|DIR...), or run it where ./scenarios is (the project's root)");
        }
        List<Path> result = new ArrayList<>();
        for (Path p : named) {
            if (Files.isDirectory(p)) {
                try (Stream<Path> s = Files.list(p)) {
                    s.filter(f -> f.toString().matches(".*\\.(ya?ml|json)$")).sorted().forEach(result::add);
                }
            } else {
                result.add(p); // a missing one is reported when the files are loaded, with every other bad one
            }
        }
        if (result.isEmpty()) {
            throw new BadInputException("no scenario files (.yaml, .yml, .json) in " + String.join(", ",
                    named.stream().map(Path::toString).toList()));
        }
        return result;
    }
}
