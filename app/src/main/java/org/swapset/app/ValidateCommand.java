package org.swapset.app;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.Validation;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code swapset validate FILE...}: forecasts each scenario that carries {@code published:} figures and prints, per
 * figure, the published value, the forecast with its 95% confidence interval and the relative error. Exit status 0
 * when every figure is within its tolerance, {@value #OUTSIDE_TOLERANCE} when one is not.
 */
@Command(name = "validate", description = "Forecast scenarios with published figures and compare (exit 3 when a "
        + "figure is outside its tolerance).")
final class ValidateCommand implements Callable<Integer> {

    /** The exit status when a figure is outside its tolerance. */
    static final int OUTSIDE_TOLERANCE = 3;

    private final Context context;

    @Mixin
    CommonOptions common;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Scenario files with a published: block.")
    List<Path> files;

    @Option(names = "--seed", paramLabel = "N", description = "Override the scenarios' seed.")
    Long seed;

    @Option(names = "--replications", paramLabel = "N", description = "Override the number of replications.")
    Integer replications;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads (default: available processors).")
    Integer threads;

    ValidateCommand(Context context) {
        this.context = context;
    }

    @Override
    public Integer call() throws Exception {
        if (replications != null && replications < 1) {
            throw new BadInputException("--replications must be at least 1, was " + replications);
        }
        if (threads != null && threads < 1) {
            throw new BadInputException("--threads must be at least 1, was " + threads);
        }
        PluginRegistry registry = common.registry(context);
        int workers = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        int validated = 0;
        boolean allPass = true;
        for (Path file : files) {
            Scenario scenario = Scenarios.load(context, Optional.of(file), registry);
            if (scenario.published().isEmpty()) {
                context.err().println(file + ": no published: figures, skipped");
                continue;
            }
            if (seed != null) {
                scenario = scenario.withRun(scenario.run().withSeed(seed));
            }
            if (replications != null) {
                scenario = scenario.withRun(scenario.run().withReplications(replications));
            }
            Forecast forecast;
            try (Progress progress = new Progress(context.err())) {
                forecast = context.backend().forecast(scenario, workers, progress, context.cancelled());
            }
            Validation validation = Validation.of(forecast, scenario.published().get());
            context.out().print(validation.table());
            context.out().flush();
            allPass &= validation.passes();
            validated++;
        }
        if (validated == 0) {
            throw new BadInputException("none of the files has a published: block to validate against");
        }
        return allPass ? 0 : OUTSIDE_TOLERANCE;
    }
}
