package org.swapset.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.swapset.core.forecast.Comparison;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.HtmlReport;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code swapset compare BASE VARIANT...}: runs the base and each variant with common random numbers (every
 * variant takes the base's run control: seed, warm-up, duration, replications) and prints each metric side by side
 * with the ratio to the base and the paired-difference confidence interval.
 */
@Command(name = "compare", description = "Compare variants with a base scenario, with common random numbers.")
final class CompareCommand implements Callable<Integer> {

    private final Context context;

    @Mixin
    CommonOptions common;

    @Parameters(index = "0", paramLabel = "BASE", description = "The base scenario.")
    Path base;

    @Parameters(index = "1..*", arity = "1..*", paramLabel = "VARIANT", description = "Variant scenarios.")
    List<Path> variants;

    @Option(names = "--html", paramLabel = "FILE", description = "Also write the comparison as a self-contained "
            + "HTML report.")
    Path html;

    @Option(names = "--seed", paramLabel = "N", description = "Override the base's seed.")
    Long seed;

    @Option(names = "--replications", paramLabel = "N", description = "Override the base's replications.")
    Integer replications;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads (default: available processors).")
    Integer threads;

    CompareCommand(Context context) {
        this.context = context;
    }

    @Override
    public Integer call() throws Exception {
        if (replications != null && replications < 2) {
            throw new BadInputException("--replications must be at least 2 for a confidence interval, was "
                    + replications);
        }
        if (threads != null && threads < 1) {
            throw new BadInputException("--threads must be at least 1, was " + threads);
        }
        PluginRegistry registry = common.registry(context);
        Scenario baseScenario = Scenarios.load(context, Optional.of(base), registry);
        if (seed != null) {
            baseScenario = baseScenario.withRun(baseScenario.run().withSeed(seed));
        }
        if (replications != null) {
            baseScenario = baseScenario.withRun(baseScenario.run().withReplications(replications));
        }
        List<Scenario> variantScenarios = new ArrayList<>();
        for (Path file : variants) {
            Scenario variant = Scenarios.load(context, Optional.of(file), registry);
            if (!variant.run().equals(baseScenario.run())) {
                context.err().println(file + ": run with the base's run control (" + describe(baseScenario)
                        + ") for common random numbers");
            }
            variantScenarios.add(variant.withRun(baseScenario.run()));
        }
        int workers = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        Forecast baseForecast = forecast(baseScenario, workers);
        List<Forecast> variantForecasts = new ArrayList<>();
        for (Scenario variant : variantScenarios) {
            variantForecasts.add(forecast(variant, workers));
        }
        Comparison comparison = new Comparison(baseForecast, variantForecasts);
        if (html != null) {
            AtomicFiles.write(html, HtmlReport.comparison(comparison));
        }
        context.out().print(comparison.table());
        context.out().flush();
        return 0;
    }

    private Forecast forecast(Scenario scenario, int workers) {
        try (Progress progress = new Progress(context.err())) {
            return context.backend().forecast(scenario, workers, progress, context.cancelled(),
                    common.timeLimit());
        }
    }

    private static String describe(Scenario s) {
        return "seed " + s.run().seed() + ", warm-up " + s.run().warmUpSeconds() + " s, duration "
                + s.run().durationSeconds() + " s, " + s.run().replications() + " replications";
    }
}
