package org.swapset.app;

import java.nio.file.Path;
import java.util.List;
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

    @Mixin
    RunOverrides overrides;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "The scenario file.")
    Path file;

    @Option(names = "--json", paramLabel = "FILE", description = "Also write the forecast as JSON.")
    Path json;

    @Option(names = "--csv", paramLabel = "FILE", description = "Also write the forecast as CSV.")
    Path csv;

    @Option(names = "--html", paramLabel = "FILE", description = "Also write a self-contained HTML report.")
    Path html;




    RunCommand(Context context) {
        this.context = context;
    }

    @Override
    public Integer call() throws Exception {
        overrides.check(1);
        OutputPaths.reading(file == null ? List.of() : List.of(file)).file("--json", json).file("--csv", csv)
                .file("--html", html).check();
        Scenario scenario = overrides.apply(Scenarios.load(context, Optional.ofNullable(file),
                common.registry(context)));
        int workers = overrides.workers();
        Forecast forecast;
        try (Progress progress = new Progress(context.err())) {
            forecast = context.backend().forecast(scenario, workers, progress, context.cancelled(),
                    common.timeLimit());
        } catch (RuntimeException e) {
            throw CannotRunException.named(file != null ? file.toString() : "the bundled default scenario", e);
        }
        // All the outputs or none: a disk that fills half-way leaves every file as it was.
        java.util.LinkedHashMap<java.nio.file.Path, String> outputs = new java.util.LinkedHashMap<>();
        if (json != null) {
            outputs.put(json, context.backend().json(forecast));
        }
        if (csv != null) {
            outputs.put(csv, context.backend().csv(forecast));
        }
        if (html != null) {
            Forecast f = forecast;
            outputs.put(html, HtmlReport.forecast(f, scenario.published().map(p -> Validation.of(f, p))));
        }
        AtomicFiles.writeAll(outputs);
        context.out().print(context.backend().table(forecast));
        context.out().flush();
        Messages.warnings(context, forecast);
        return 0;
    }
}
