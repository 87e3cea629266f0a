package org.swapset.app;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.scenario.Scenario;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code swapset check FILE}: reads and checks a scenario, then makes its model as a run would and runs it for a
 * millisecond of simulated time (one replication, no warm-up), so that a plugin that fails when it is made or started
 * (anything but a refused combination of values, which the loader reports at its line) is named now, with its blame,
 * rather than by the first run. A {@code published:} figure naming a metric the model does not have is bad input
 * too, at its line, as {@code validate} would find it.
 */
@Command(name = "check", description = "Load and validate a scenario file, and make its model as a run would "
        + "(a millisecond of simulated time), without forecasting.")
final class CheckCommand implements Callable<Integer> {

    private final Context context;

    @Mixin
    CommonOptions common;

    @Parameters(paramLabel = "FILE", description = "The scenario file.")
    Path file;

    CheckCommand(Context context) {
        this.context = context;
    }

    @Override
    public Integer call() throws Exception {
        Scenario scenario = Scenarios.load(context, Optional.of(file), common.registry(context));
        // A plugin's failure here is reported as a run's is (exit 1, the plugin, its jar and the scenario path).
        Forecast probe = MetricProbe.forecast(context, scenario, common.timeLimit());
        if (scenario.published().isPresent()) {
            List<String> unknown = MetricProbe.unknownPublished(file, probe, scenario.published().get().figures());
            if (!unknown.isEmpty()) {
                throw MetricProbe.refusal(context, unknown, "");
            }
        }
        context.out().println(file + ": ok (name: " + scenario.name() + ")");
        pagingSpace(probe).ifPresent(line -> context.out().println("  " + line));
        return 0;
    }

    /**
     * What the model's own sizes say of its paging space, before any forecast ({@link Forecast.PagingSpace#canFill}):
     * one of more slots than pages cannot fill; a smaller one may or may not, which turns on how many pages the users
     * touch and keep (a command's storage given back at its end holds no slot), and only a forecast tells. Empty for
     * a model without paging devices.
     */
    static Optional<String> pagingSpace(Forecast probe) {
        return probe.pagingSpace().map(p -> "paging space: " + p.sizes() + (p.canFill()
                ? ": it may fill, as pages are touched and kept; a forecast's paging.spacePeak says how full it ran, "
                + "and a run that fills it stops with 'paging space is full'"
                : ": every page has room, so it cannot fill"));
    }
}
