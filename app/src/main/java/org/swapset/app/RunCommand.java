package org.swapset.app;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.HtmlReport;
import org.swapset.core.forecast.Validation;
import org.swapset.core.scenario.Scenario;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code swapset run [FILE]}: forecasts a scenario and prints the table; optionally writes JSON, CSV and HTML. */
@Command(name = "run", description = "Forecast a scenario (default: the bundled default scenario).")
final class RunCommand implements Callable<Integer> {

    private final Context context;

    @Mixin
    CommonOptions common;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "The scenario file.")
    Path file;

    @Option(names = "--json", paramLabel = "FILE", description = "Also write the forecast as JSON.")
    Path json;

    @Option(names = "--csv", paramLabel = "FILE", description = "Also write the forecast as CSV.")
    Path csv;

    @Option(names = "--html", paramLabel = "FILE", description = "Also write a self-contained HTML report.")
    Path html;

    @Option(names = "--seed", paramLabel = "N", description = "Override the scenario's seed.")
    Long seed;

    @Option(names = "--replications", paramLabel = "N", description = "Override the number of replications.")
    Integer replications;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads (default: available processors).")
    Integer threads;

    RunCommand(Context context) {
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
        Scenario scenario = Scenarios.load(context, Optional.ofNullable(file), common.registry(context));
        if (seed != null) {
            scenario = scenario.withRun(scenario.run().withSeed(seed));
        }
        if (replications != null) {
            scenario = scenario.withRun(scenario.run().withReplications(replications));
        }
        int workers = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        Forecast forecast;
        try (Progress progress = new Progress(context.err())) {
            forecast = context.backend().forecast(scenario, workers, progress, context.cancelled(),
                    common.timeLimit());
        }
        if (json != null) {
            AtomicFiles.write(json, context.backend().json(forecast));
        }
        if (csv != null) {
            AtomicFiles.write(csv, context.backend().csv(forecast));
        }
        if (html != null) {
            Forecast f = forecast;
            AtomicFiles.write(html, HtmlReport.forecast(f, scenario.published().map(p -> Validation.of(f, p))));
        }
        context.out().print(context.backend().table(forecast));
        context.out().flush();
        return 0;
    }
}
