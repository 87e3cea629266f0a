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
     * What the model's own sizes say of its paging space, before any forecast: every page of a user's address space
     * has at most one slot (VM keeps a resident page's slot; a page read with its swap set gives its slot up), and a
     * changed page written out again takes its new slot a moment before its old one is freed, so a paging space of
     * more slots than the virtual storage has pages cannot fill; one of exactly as many can, at such a moment. A
     * smaller one may or may not: that turns on how many pages the users touch and keep (a command's storage given
     * back at its end holds no slot), which only a forecast tells. Empty for a model without paging devices.
     */
    static Optional<String> pagingSpace(Forecast probe) {
        Optional<Double> slots = probe.metric("paging.slots").map(m -> m.estimate().mean());
        Optional<Double> virtual = probe.metric("storage.virtual").map(m -> m.estimate().mean());
        if (slots.isEmpty() || virtual.isEmpty() || !(slots.get() > 0)) {
            return Optional.empty();
        }
        long s = Math.round(slots.get());
        long v = Math.round(virtual.get());
        String sizes = "paging space: " + count(s) + " slots for " + count(v) + " pages of virtual storage";
        if (v < s) {
            return Optional.of(sizes + ": every page has room, so it cannot fill");
        }
        return Optional.of(sizes + ": it may fill, as pages are touched and kept; a forecast's paging.spacePeak "
                + "says how full it ran, and a run that fills it stops with 'paging space is full'");
    }

    private static String count(long n) {
        return String.format(java.util.Locale.ROOT, "%,d", n);
    }
}
