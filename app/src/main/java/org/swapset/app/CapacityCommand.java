package org.swapset.app;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.swapset.core.forecast.CapacitySearch;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.ForecastReport;
import org.swapset.core.forecast.MeanValueAnalysis;
import org.swapset.core.forecast.MeanValueAnalysis.Centre;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.DeviceGroup;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioDocument;
import org.swapset.spi.hardware.ProcessorFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code swapset capacity FILE --target "q1.seconds<=1s"}: the number of users the configuration supports at a
 * target, by forecasts at the user counts a bracketing search visits; with {@code --analytic}, by exact mean value
 * analysis from the service demands measured in one forecast at the scenario's users.
 */
@Command(name = "capacity", description = "Supportable users at a target, e.g. --target \"q1.seconds<=1s\".")
final class CapacityCommand extends ScenarioFileCommand {


    @Option(names = "--target", required = true, paramLabel = "METRIC<=VALUE",
            description = "Any metric id with <= or >= and a value, units allowed: q1.seconds<=1s, "
                    + "trivial.response<=1s, response.p90<=2s, class.cms.trivial.response<=500ms.")
    String target;

    @Mixin
    WorkloadOption workload;

    @Option(names = "--max-users", paramLabel = "N", description = "Search no further (default: 16 x the scenario's).")
    Integer maxUsers;

    @Option(names = "--analytic", description = "Mean value analysis from the demands of one forecast at the "
            + "scenario's users (target on response.mean only): instant, approximate where paging changes with load.")
    boolean analytic;

    @Option(names = "--json", paramLabel = "FILE", description = "Also write the answer as JSON: the users, their "
            + "interval, the bottleneck and the counts the model cannot run.")
    Path json;




    CapacityCommand(Context context) {
        super(context);
    }

    @Override
    public Integer call() throws Exception {
        CapacitySearch.Target goal;
        try {
            goal = CapacitySearch.Target.parse(target);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--target: " + e.getMessage());
        }
        Scenarios.requireFile(file);
        OutputPaths.reading(List.of(file)).file("--json", json).check();
        PluginRegistry registry = common.registry(context);
        ScenarioDocument document = ScenarioDocument.read(file);
        Scenario scenario = context.backend().load(file, registry);
        int index = workload.index(scenario);
        CapacityRun.checkUsersCanVary(scenario, index, "capacity",
                "vary another workload (--workload), or write one scenario per user count");
        String usersPath = "workloads[" + index + "].users";
        int users = CapacityRun.users(scenario, index);
        int limit = maxUsers != null ? maxUsers : CapacityRun.defaultMaxUsers(users);
        if (limit < users) {
            throw new BadInputException("--max-users " + limit + " is below the scenario's " + users + " users");
        }
        if (analytic && scenario.workloads().size() > 1) {
            // MVA here is one class of users: the varied workload's users against the whole system's throughput,
            // its paging space grown as if every page were theirs. With several workloads that answer would be
            // wrong in both, so none is given.
            throw new BadInputException("--analytic solves one workload's users (a single-class network); this "
                    + "scenario has " + scenario.workloads().size() + " ("
                    + String.join(", ", scenario.workloads().stream().map(w -> w.name()).toList())
                    + "): run capacity without --analytic, which forecasts each count");
        }
        int workers = overrides.workers();
        MetricProbe.checkTarget("--target", goal, MetricProbe.probe(context, List.of(withRun(scenario)),
                common.timeLimit()));
        if (scenario.workloads().size() > 1) {
            // Which workload's users the answer counts: with several, not the reader's to guess.
            context.out().println("Workload           " + scenario.workloads().get(index).name() + " (" + usersPath
                    + "; the other workloads keep their users" + (workload.workload != null ? ")"
                    : "; --workload NAME chooses another)"));
        }
        if (analytic) {
            return analytic(goal, withRun(scenario), users, limit, workers);
        }
        CapacitySearch.Result result;
        try {
            result = new CapacityRun(registry, this::withRun, s -> forecast(s, workers),
                    line -> context.err().println("  " + line)).search(document, index, goal, limit);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--target " + goal + ": " + e.getMessage());
        }
        if (json != null) {
            AtomicFiles.write(json, result.json());
        }
        context.out().print(result.report());
        context.out().flush();
        if (result.atCapacity() != null) {
            // The answer's own forecast, as run would warn of it: a paging space nearly full there means the answer
            // stands a few users from a wall.
            Messages.warnings(context, result.atCapacity(), "at " + result.users() + " users (the answer)");
        }
        if (result.stoppedAtLimit()) {
            context.err().println("swapset: the search stopped at its limit of " + result.searchLimit() + " users ("
                    + (maxUsers != null ? "--max-users" : "16 times the scenario's, as --max-users is not given")
                    + "); give a larger --max-users to search further");
            context.err().flush();
        }
        if (!result.failedPoints().isEmpty()) {
            context.err().println("swapset: the forecast failed at " + result.failedPoints().size() + " user "
                    + (result.failedPoints().size() == 1 ? "count" : "counts") + " ("
                    + String.join(", ", result.failedPoints().keySet().stream().map(String::valueOf).toList())
                    + "); the search went on around them");
            context.err().flush();
        }
        return result.failedPoints().isEmpty() ? 0 : 1;
    }

    /**
     * A device of a group as a queue of its own, named as the forecast's device metrics name the group ("2 x ibm-3350
     * on ch1"): "ibm-3350 on ch1 (1 of 2)", or "ibm-3350 on ch1" alone.
     */
    static String actuator(String device, String channel, int index, int count) {
        return device + " on " + channel + (count > 1 ? " (" + (index + 1) + " of " + count + ")" : "");
    }

    private int analytic(CapacitySearch.Target goal, Scenario scenario, int users, int limit, int workers)
            throws IOException {
        if (!goal.metric().equals("response.mean") || !goal.atMost()) {
            throw new BadInputException("--analytic answers targets on response.mean<=VALUE only, not " + goal);
        }
        Forecast f = forecast(scenario, workers);
        double x = mean(f, "throughput");
        double r = mean(f, "response.mean");
        // The response-time law gives the think time the workload really had (at least 0: a run's noise may put
        // users / x a hair under r where users hardly think).
        double think = Math.max(0, users / x - r);
        int cpus = scenario.processor().as(ProcessorFactory.class).create(scenario.processor().parameters()).cpus();
        List<Centre> centres = new ArrayList<>();
        centres.add(new Centre("processors", mean(f, "cpu.utilisation") / 100 * cpus / x, cpus, false));
        for (int g = 0; g < scenario.pagingDevices().size(); g++) {
            DeviceGroup group = scenario.pagingDevices().get(g);
            double demand = mean(f, "devices[" + g + "].utilisation") / 100 / x;
            for (int i = 0; i < group.count(); i++) {
                centres.add(Centre.queue(actuator(group.device().id(), group.channel(), i, group.count()), demand));
            }
        }
        centres.add(Centre.delay("virtual I/O", mean(f, "io.virtualSecondsPerTransaction")));
        MeanValueAnalysis mva = new MeanValueAnalysis(centres, think);
        List<MeanValueAnalysis.Point> curve = mva.solve(limit);
        int capacity = 0;
        for (MeanValueAnalysis.Point p : curve) {
            if (p.response() <= goal.valueIn("s")) {
                capacity = p.users();
            }
        }
        // MVA has no paging space: a network of queues carries any number of users. The measured count's peak,
        // grown in proportion to users (the simulations grow it faster: fewer frames a user leaves more of each
        // user's pages on the devices), says about where it would be full; the answer is held below that.
        double peak = f.pagingSpace().map(Forecast.PagingSpace::peak).orElse(Double.NaN);
        int full = peak > 0 ? (int) Math.min(Integer.MAX_VALUE, Math.ceil(users * 100 / peak)) : 0;
        boolean held = full > 0 && capacity >= full;
        if (held) {
            capacity = full - 1;
        }
        boolean atLimit = !held && capacity >= limit; // the curve was solved up to the limit only
        double analyticR = curve.get(users - 1).response();
        if (json != null) {
            AtomicFiles.write(json, analyticJson(goal, users, capacity, mva, r, analyticR, held ? full : 0, limit,
                    atLimit));
        }
        var out = context.out();
        out.printf(Locale.ROOT, "Target %s (mean value analysis; demands measured at %s)%n", goal, count(users));
        // Held where a proportional paging space would be full: an upper bound, since it grows faster than users.
        out.printf(Locale.ROOT, "Supportable users  %d%s%n", capacity, held ? "   (at most: held below where the "
                + "paging space would fill if it grew in proportion to users; it may fill well before, see Paging "
                + "space)" : "");
        if (atLimit) {
            out.printf(Locale.ROOT, "Search limit       %d users, reached with the target still met: the capacity "
                    + "may be higher%n", limit);
        }
        out.printf(Locale.ROOT, "Scenario users     %d   spare %+d   growth factor %.2f%n", users, capacity - users,
                (double) capacity / users);
        out.printf(Locale.ROOT, "Bottleneck         %s (D = %.4g s per server); knee of the bounds at %.0f users%n",
                mva.bottleneck().name(), mva.maxDemand(), mva.kneeUsers());
        out.printf(Locale.ROOT, "Simulated at %s: R = %.4g s; MVA: R = %.4g s%n", count(users), r, analyticR);
        if (held || full > 0 && capacity * peak / users >= Forecast.PAGING_SPACE_WARNING) {
            out.printf(Locale.ROOT, "Paging space       not in the analytic model: at %s it peaked at %s %% of "
                    + "its %,d slots, so it is full at about %d users if it grows in proportion to users (sooner "
                    + "if faster, as fewer frames a user leave more pages on the devices)%s; capacity without "
                    + "--analytic finds where it fills%n", count(users), ForecastReport.significant(peak, 3),
                    f.pagingSpace().orElseThrow().slots(), full, held ? ", and the answer is held below that"
                    : ", and at the answer it would peak at about " + ForecastReport.significant(capacity * peak
                    / users, 3) + " %");
        }
        // Every answer says what it rests on: the demands of one count, held fixed over all the others.
        String paging = f.metric("paging.demandReads").map(m -> String.format(Locale.ROOT, " (demand page reads "
                + "%s/s at %s)", ForecastReport.value(m.estimate().mean(), 3), count(users))).orElse("");
        out.printf(Locale.ROOT, "Method             the demands measured at %s, held fixed at every count: "
                + "approximate where they change with load, as paging does%s; capacity without --analytic "
                + "forecasts each count%n", count(users), paging);
        out.flush();
        double halfWidth = f.metric("response.mean").map(m -> m.estimate().halfWidth()).orElse(Double.NaN);
        if (Math.abs(analyticR - r) > Math.max(Double.isNaN(halfWidth) ? 0 : halfWidth, 0.1 * r)) {
            // Where the model's own queues are not the product-form network MVA solves (paging that changes with
            // load, devices with several exposures), say so rather than let the two answers pass for one.
            context.err().printf(Locale.ROOT, "swapset: note: at %s the analytic response (%.4g s) is outside "
                    + "the simulation's (%.4g ± %.2g s): the analytic answer is approximate here; run capacity "
                    + "without --analytic for the simulated one%n", count(users), analyticR, r, halfWidth);
            context.err().flush();
        }
        return 0;
    }

    /** "1 user", "310 users". */
    private static String count(int users) {
        return users + (users == 1 ? " user" : " users");
    }

    /**
     * The analytic answer as JSON: {@code method} "mva", {@code target}, {@code users}, {@code scenarioUsers}, {@code
     * spareUsers}, {@code growthFactor}, {@code bottleneck} (the centre of the largest demand) and {@code
     * bottleneckDemand} (its seconds per server), {@code kneeUsers}, the responses {@code simulatedResponse} and
     * {@code analyticResponse} at the scenario's users, {@code heldBelowPagingSpaceAt} (the count at which the
     * measured paging space, grown in proportion to users, would be full, when the answer was held below it; else
     * null: an upper bound, since it grows faster than users), {@code stoppedAtLimit} and {@code searchLimit}.
     */
    private static String analyticJson(CapacitySearch.Target goal, int users, int capacity, MeanValueAnalysis mva,
                                       double simulatedR, double analyticR, int heldBelow, int limit,
                                       boolean atLimit) {
        return ForecastReport.jsonText(json -> {
            json.writeStartObject();
            json.writeStringField("method", "mva");
            json.writeStringField("target", goal.toString());
            json.writeNumberField("users", capacity);
            json.writeNumberField("scenarioUsers", users);
            json.writeNumberField("spareUsers", capacity - users);
            json.writeNumberField("growthFactor", (double) capacity / users);
            json.writeStringField("bottleneck", mva.bottleneck().name());
            json.writeNumberField("bottleneckDemand", mva.maxDemand());
            json.writeNumberField("kneeUsers", mva.kneeUsers());
            json.writeNumberField("simulatedResponse", simulatedR);
            json.writeNumberField("analyticResponse", analyticR);
            if (heldBelow > 0) {
                json.writeNumberField("heldBelowPagingSpaceAt", heldBelow);
            } else {
                json.writeNullField("heldBelowPagingSpaceAt");
            }
            json.writeBooleanField("stoppedAtLimit", atLimit);
            json.writeNumberField("searchLimit", limit);
            json.writeEndObject();
        });
    }

    private Scenario withRun(Scenario s) {
        overrides.check(2);
        return overrides.applyForInterval(s, "capacity");
    }

    private Forecast forecast(Scenario scenario, int workers) {
        try (Progress progress = new Progress(context.err())) {
            return context.backend().forecast(scenario, workers, progress, context.cancelled(),
                    common.timeLimit());
        }
    }

    private static double mean(Forecast f, String metric) {
        return f.metric(metric).orElseThrow(() -> new IllegalStateException("the forecast lacks " + metric))
                .estimate().mean();
    }
}
