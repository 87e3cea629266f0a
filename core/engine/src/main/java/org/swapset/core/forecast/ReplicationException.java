package org.swapset.core.forecast;

import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * A replication failed: names the scenario and the replication, and carries what went wrong as its cause. When the
 * failure was thrown in plugin code, the plugin is named too: its id, family, jar and where the scenario chose it.
 * Thrown by the {@link Forecaster} after every replication has run, it also says how many of them failed and which
 * (the other replications' failures are attached as suppressed exceptions).
 */
public final class ReplicationException extends RuntimeException {

    private final String scenario;
    private final int replication;
    private final PluginBlame plugin;
    private final List<Integer> failed;
    private final int total;

    public ReplicationException(String scenario, int replication, Throwable cause) {
        this(scenario, replication, cause, null);
    }

    /** A failure traced to a plugin ({@code plugin} may be null when it was not), the only one of its forecast. */
    public ReplicationException(String scenario, int replication, Throwable cause, PluginBlame plugin) {
        this(scenario, replication, cause, plugin, List.of(replication), 1, 0);
    }

    /**
     * A failure in a forecast of {@code total} replications, of which those in {@code failed} (ascending,
     * {@code replication} first) failed and {@code completed} succeeded.
     */
    public ReplicationException(String scenario, int replication, Throwable cause, PluginBlame plugin,
                                List<Integer> failed, int total, int completed) {
        super("replication " + replication + " of scenario '" + scenario + "' failed"
                + (plugin == null ? "" : " in " + plugin.describe()) + ": " + describe(cause)
                + tally(failed, total, completed), cause);
        this.scenario = scenario;
        this.replication = replication;
        this.plugin = plugin;
        this.failed = List.copyOf(failed);
        this.total = total;
    }

    /** The scenario's name. */
    public String scenario() {
        return scenario;
    }

    /** The replication number, from 0 (the lowest-numbered that failed). */
    public int replication() {
        return replication;
    }

    /** The plugin the failure was thrown in, when it was thrown in one. */
    public Optional<PluginBlame> plugin() {
        return Optional.ofNullable(plugin);
    }

    /** Every replication of the forecast that failed, in ascending order. */
    public List<Integer> failedReplications() {
        return failed;
    }

    /** The replications the forecast had. */
    public int replications() {
        return total;
    }

    /** What went wrong, without the scenario and replication: {@code IllegalStateException: message}. */
    public String reason() {
        return describe(getCause());
    }

    private static String tally(List<Integer> failed, int total, int completed) {
        if (total <= 1) {
            return "";
        }
        if (failed.size() >= total) {
            return "; all " + total + " replications failed";
        }
        String which = failed.stream().limit(12).map(String::valueOf).collect(Collectors.joining(", "))
                + (failed.size() > 12 ? ", ..." : "");
        return "; " + failed.size() + " of " + total + " replications failed (" + (failed.size() == 1 ? "replication "
                : "replications ") + which + "), " + completed + " completed";
    }

    private static String describe(Throwable cause) {
        String message = cause.getMessage();
        return message == null ? cause.getClass().getName() : cause.getClass().getSimpleName() + ": " + message;
    }
}
