package org.swapset.app;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import org.swapset.core.forecast.CapacitySearch;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.ReplicationException;
import org.swapset.core.forecast.TimeLimitException;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioDocument;
import org.swapset.core.scenario.ScenarioException;
import org.swapset.core.scenario.ScenarioLoader;
import org.swapset.core.scenario.Workload;

/**
 * The simulated search for supportable users, as {@code swapset capacity} runs it: one workload's {@code users}
 * is set in the scenario document, the document is checked again, and the forecast at that count decides whether
 * the target is met. A count whose forecast fails in a plugin (or runs out of memory or time) is logged with the
 * plugin's id, jar and scenario path, counted as not meeting the target and listed in the result's failed points;
 * one the model itself cannot run (the paging space is full) is a limit of the system, not a failure. The command
 * line and the desktop application both call this, so for the same file, seed and replications they give the same
 * answer.
 *
 * @param registry   the loaded plugins
 * @param adjust     applied to every scenario before it runs (seed and replications overrides)
 * @param forecaster runs one scenario (with whatever threads, progress and cancellation the caller has)
 * @param log        told one line per user count tried
 */
public record CapacityRun(PluginRegistry registry, UnaryOperator<Scenario> adjust,
                          Function<Scenario, Forecast> forecaster, Consumer<String> log) {

    /**
     * What a forecast that failed at one user count says, as the search (and the desktop's users sweeps) take it:
     * {@linkplain CapacitySearch.Outcome#broken broken}, with the message on one line (the plugin's id, jar and
     * scenario path in it), when anything but the model's own limit stopped it (a plugin failed, memory or the time
     * limit ran out, an engine fault), since that says nothing about the system; {@linkplain CapacitySearch.Outcome#failed failed}, with the model's own reason, only when the
     * model cannot run this many users (its paging space is full).
     */
    public static CapacitySearch.Outcome outcomeOf(RuntimeException e) {
        if (e instanceof ReplicationException r && r.plugin().isEmpty()) {
            // Only the model's own limit is an answer about the system; any other failure (an engine fault, a
            // plugin the blame missed) says nothing about it and must not pass for one.
            for (Throwable t = r.getCause(); t != null; t = t.getCause()) {
                if (t instanceof org.swapset.core.vm.PagingSpaceFullException full) {
                    return CapacitySearch.Outcome.failed(full.getMessage());
                }
            }
        }
        return CapacitySearch.Outcome.broken(Messages.oneLine(e));
    }

    /**
     * Why a forecast did not come, as {@code compare} and {@code validate} say it beside the scenario: "cannot run:
     * paging space is full: ..." when the model cannot run it (as {@code run} and {@code sweep} say), else the
     * failure on one line (a plugin's id, jar and scenario path in it).
     */
    public static String reason(RuntimeException e) {
        CapacitySearch.Outcome o = outcomeOf(e);
        return o.broken() ? o.failure() : "cannot run: " + o.failure();
    }

    /** An outcome that has no forecast, as the logs and the desktop list it: "failed: …" or "cannot run: …". */
    public static String describe(CapacitySearch.Outcome o) {
        return (o.broken() ? "failed: " : "cannot run: ") + o.failure();
    }

    /**
     * A value as a log line shows it: four significant digits as {@code %.4g} writes them (0.8407, 1.020), and every
     * digit of a larger whole part (25060, not 2.506e+04), so that a value just over or under a target of that size
     * can be told from it.
     */
    static String logged(double x) {
        String g = String.format(java.util.Locale.ROOT, "%.4g", x);
        // %.4g turns to an exponent from 10^4, and rounds 9999.7 up to 1.000e+04: those are written whole.
        return Double.isFinite(x) && Math.abs(x) >= 1 && g.contains("e")
                ? org.swapset.core.forecast.ForecastReport.value(x, 4) : g;
    }

    /** A log line's head: "1 user: ", "20 users: ". */
    private static String usersAt(int n) {
        return n + (n == 1 ? " user: " : " users: ");
    }

    /** The search limit when none is given: sixteen times the scenario's users, and at least 16. */
    public static int defaultMaxUsers(int users) {
        return Math.max(16 * users, 16);
    }

    /**
     * The users of workload {@code index} as the scenario has them.
     *
     * @throws BadInputException when its model has no integer parameter {@code users} (a plugin's workload may count
     *                           its users otherwise, or not at all), saying what varies users and what to do instead
     */
    public static int users(Scenario scenario, int index) {
        return usersIfAny(scenario, index).orElseThrow(() -> new BadInputException(noUsers(scenario, index,
                "Varying users (capacity, report, the desktop's supportable users, sweep and curves)")));
    }

    /**
     * The users of workload {@code index}, when its model declares an integer parameter {@code users} (every bundled
     * workload does); empty when it does not.
     */
    public static java.util.OptionalInt usersIfAny(Scenario scenario, int index) {
        org.swapset.core.scenario.PluginSelection model = scenario.workloads().get(index).model();
        boolean declared = model.factory().parameters().stream()
                .anyMatch(d -> d.name().equals("users") && d.type() == org.swapset.spi.ParameterType.INTEGER);
        return declared ? java.util.OptionalInt.of((int) model.parameters().integer("users"))
                : java.util.OptionalInt.empty();
    }

    private static String noUsers(Scenario scenario, int index, String how) {
        Workload w = scenario.workloads().get(index);
        return how + " varies the users of workload '" + w.name() + "', but its model (" + w.model().id() + ") has no "
                + "integer parameter 'users' to vary; choose a workload that has one (--workload), or vary one of its "
                + "own parameters with swapset sweep --vary workloads[" + index + "].PARAMETER=...";
    }

    /**
     * Refuses to vary the users of a workload whose model has no {@code users} parameter, or whose users each have
     * their own guest disks in {@code guestDevices}: a different number of users needs a different list of disks,
     * which a search cannot make up.
     *
     * @param how     what varies them, for the message ("capacity")
     * @param instead what to do instead, for the message
     * @throws BadInputException naming the workload, the disks and what to do instead
     */
    public static void checkUsersCanVary(Scenario scenario, int index, String how, String instead) {
        if (usersIfAny(scenario, index).isEmpty()) {
            throw new BadInputException(noUsers(scenario, index, how));
        }
        String name = scenario.workloads().get(index).name();
        int disks = scenario.guestDevices().stream().filter(g -> g.workload().equals(name))
                .mapToInt(org.swapset.core.scenario.GuestDeviceGroup::count).sum();
        if (disks > 0) {
            throw new BadInputException(how + " varies the users of workload '" + name + "', but its users have "
                    + disks + (disks == 1 ? " guest disk" : " guest disks") + " of their own in guestDevices, which "
                    + "a different number of users would not match; " + instead);
        }
    }

    /**
     * The index of the workload named {@code name} ({@code --workload}), or 0 for the first when it is null.
     *
     * @throws BadInputException when the scenario has no such workload, naming those it has
     */
    public static int workloadIndex(Scenario scenario, String name) {
        List<Workload> workloads = scenario.workloads();
        if (name == null) {
            return 0;
        }
        for (int i = 0; i < workloads.size(); i++) {
            if (workloads.get(i).name().equals(name)) {
                return i;
            }
        }
        throw new BadInputException("--workload " + name + ": no such workload; the scenario has "
                + String.join(", ", workloads.stream().map(Workload::name).toList()));
    }

    /**
     * Searches for the largest user count of workload {@code index} that meets {@code goal}, from the scenario's
     * users up to {@code maxUsers}. The search sets the users in {@code document} as it goes (so messages keep the
     * file's line numbers); callers that keep editing the document pass a copy.
     *
     * @throws BadInputException when the scenario is invalid or the target names a metric the forecast lacks
     */
    public CapacitySearch.Result search(ScenarioDocument document, int index, CapacitySearch.Target goal,
                                        int maxUsers) {
        String usersPath = "workloads[" + index + "].users";
        int users;
        try {
            users = users(ScenarioLoader.bind(document, registry), index);
        } catch (ScenarioException e) {
            throw new BadInputException(e);
        }
        CapacitySearch search = new CapacitySearch(n -> {
            try {
                document.set(usersPath, Integer.toString(n));
                Forecast f = forecaster.apply(adjust.apply(ScenarioLoader.bind(document, registry)));
                f.metric(goal.metric()).ifPresent(m -> log.accept(Double.isNaN(m.estimate().mean())
                        ? usersAt(n) + goal.metric() + " = n/a" + (f.noTransactions().isPresent()
                        ? " (no transaction ended)" : "")
                        : usersAt(n) + goal.metric() + " = " + logged(m.estimate().mean())));
                return CapacitySearch.Outcome.of(f);
            } catch (ScenarioException e) {
                throw new BadInputException(e.getMessage());
            } catch (ReplicationException | TimeLimitException e) {
                CapacitySearch.Outcome o = outcomeOf(e);
                log.accept(usersAt(n) + describe(o));
                return o;
            }
        });
        try {
            return search.search(goal, users, maxUsers);
        } catch (IllegalArgumentException e) {
            throw new BadInputException(e.getMessage());
        }
    }
}
