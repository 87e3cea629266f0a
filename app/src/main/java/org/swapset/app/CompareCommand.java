package org.swapset.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import org.swapset.core.forecast.CapacitySearch;
import org.swapset.core.forecast.Comparison;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.HtmlReport;
import org.swapset.core.forecast.ReplicationException;
import org.swapset.core.forecast.TimeLimitException;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.Units;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code swapset compare BASE VARIANT...}: runs the base and each variant with common random numbers (every
 * variant takes the base's run control: seed, warm-up, duration, replications) and prints each metric side by side
 * with the ratio to the base and the paired-difference confidence interval. A variant whose forecast fails (a plugin
 * throws, the time limit passes) is marked with its error and the others are compared (exit status 1); when the base
 * fails there is nothing to compare against, and the command says why and exits with 1.
 */
@Command(name = "compare", description = "Compare variants with a base scenario, with common random numbers.")
final class CompareCommand implements Callable<Integer> {

    private final Context context;

    @Mixin
    CommonOptions common;

    @Mixin
    RunOverrides overrides;

    @Parameters(index = "0", paramLabel = "BASE", description = "The base scenario.")
    Path base;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "VARIANT", description = "Variant scenarios.")
    List<Path> variants;

    @Option(names = "--html", paramLabel = "FILE", description = "Also write the comparison as a self-contained "
            + "HTML report.")
    Path html;

    @Option(names = "--json", paramLabel = "FILE", description = "Also write the comparison as JSON: each variant's "
            + "outcome and changes, and per metric the means, ratios and paired differences with their intervals.")
    Path json;

    CompareCommand(Context context) {
        this.context = context;
    }

    @Override
    public Integer call() throws Exception {
        overrides.check(2);
        List<Path> inputs = new ArrayList<>(variants);
        inputs.add(0, base);
        OutputPaths.reading(inputs).file("--html", html).file("--json", json).check();
        PluginRegistry registry = common.registry(context);
        List<Scenario> loaded = Scenarios.loadAll(context, inputs, registry);
        // What each variant changes in the base, named beside it in the table and the page: read from the files as
        // written, which loaded just now.
        org.swapset.core.scenario.ScenarioDocument baseText = org.swapset.core.scenario.ScenarioDocument.read(base);
        List<List<String>> changes = new ArrayList<>();
        for (Path v : variants) {
            changes.add(org.swapset.core.scenario.ScenarioChanges.between(baseText,
                    org.swapset.core.scenario.ScenarioDocument.read(v)));
        }
        Scenario baseScenario = overrides.applyForInterval(loaded.get(0), "compare"); // the variants run as the base
        List<Scenario> variantScenarios = new ArrayList<>();
        for (int v = 0; v < variants.size(); v++) {
            Path file = variants.get(v);
            Scenario variant = loaded.get(v + 1);
            // Told when its own file's run control differs from the base file's (the command line's overrides,
            // --replications say, apply to both alike and are no news).
            if (!variant.run().equals(loaded.get(0).run())) {
                context.err().println(file + ": run with the base's run control (" + describe(baseScenario)
                        + ") for common random numbers");
            }
            variantScenarios.add(variant.withRun(baseScenario.run()));
        }
        int workers = overrides.workers();
        Forecast baseForecast;
        try {
            baseForecast = forecast(baseScenario, workers);
        } catch (ReplicationException | TimeLimitException e) {
            // Nothing to compare against: say why, once, and stop.
            CapacitySearch.Outcome outcome = CapacityRun.outcomeOf(e);
            if (json != null) {
                // Nothing was compared: said in the file too, so that an older comparison is not read for this one.
                List<String> names = new ArrayList<>(List.of(baseScenario.name()));
                variantScenarios.forEach(v -> names.add(v.name()));
                AtomicFiles.write(json, Comparison.baseFailedJson(inputs.stream().map(Path::toString).toList(), names,
                        !outcome.broken(), outcome.failure(), changes));
            }
            fail("the base " + base + " " + CapacityRun.describe(outcome), e);
            return outcome.broken() ? 1 : Main.CANNOT_RUN; // the system's limit, as run says it, or a failure
        }
        List<Forecast> variantForecasts = new ArrayList<>();
        List<Comparison.Failure> failures = new ArrayList<>();
        for (int i = 0; i < variantScenarios.size(); i++) {
            Scenario variant = variantScenarios.get(i);
            try {
                variantForecasts.add(forecast(variant, workers));
            } catch (ReplicationException | TimeLimitException e) {
                CapacitySearch.Outcome outcome = CapacityRun.outcomeOf(e); // "cannot run: ..." as run and sweep say
                failures.add(new Comparison.Failure(i, variant.name(), outcome.failure(), !outcome.broken()));
                fail("variant " + (i + 1) + " " + variants.get(i) + " " + CapacityRun.describe(outcome), e);
            }
        }
        Comparison comparison = new Comparison(baseForecast, variantForecasts, failures);
        // All the outputs or none, as run writes them.
        java.util.LinkedHashMap<Path, String> outputs = new java.util.LinkedHashMap<>();
        if (html != null) {
            outputs.put(html, HtmlReport.comparison(comparison, "", changes));
        }
        if (json != null) {
            outputs.put(json, comparison.json(inputs.stream().map(Path::toString).toList(), changes));
        }
        AtomicFiles.writeAll(outputs);
        context.out().print(comparison.table(changes));
        context.out().flush();
        if (!failures.isEmpty()) {
            // A variant the model cannot run (its paging space is full) is an answer about that variant, as a user
            // count is to sweep and capacity; one whose forecast failed is not, and fails the command.
            long failed = failures.stream().filter(f -> !f.cannotRun()).count();
            long cannot = failures.size() - failed;
            context.err().println("swapset: " + (failed > 0 ? failed + " of " + variantScenarios.size()
                    + " variants failed" + (cannot > 0 ? " and " + cannot + " cannot run" : "")
                    : cannot + " of " + variantScenarios.size() + " variants cannot run")
                    + (variantScenarios.size() == failures.size() ? "; only the base was forecast"
                    : "; the base and the other " + (variantScenarios.size() - failures.size()) + " were compared"));
            context.err().flush();
            return failed > 0 ? 1 : 0;
        }
        return 0;
    }

    private void fail(String message, Exception e) {
        context.err().println("swapset: " + Messages.oneLine(message));
        if (common.verbose) {
            e.printStackTrace(context.err());
        }
        context.err().flush();
    }

    private Forecast forecast(Scenario scenario, int workers) {
        Forecast f;
        try (Progress progress = new Progress(context.err())) {
            f = context.backend().forecast(scenario, workers, progress, context.cancelled(), common.timeLimit());
        }
        Messages.warnings(context, f);
        return f;
    }

    private static String describe(Scenario s) {
        return "seed " + s.run().seed() + ", warm-up " + Units.formatDuration(s.run().warmUpSeconds())
                + ", duration " + Units.formatDuration(s.run().durationSeconds()) + ", " + s.run().replications()
                + (s.run().replications() == 1 ? " replication" : " replications");
    }
}
