package org.swapset.core.forecast;

import java.util.Optional;

/**
 * A replication failed: names the scenario and the replication, and carries what went wrong as its cause. When the
 * failure was thrown in plugin code, the plugin is named too: its id, family, jar and where the scenario chose it.
 */
public final class ReplicationException extends RuntimeException {

    private final String scenario;
    private final int replication;
    private final PluginBlame plugin;

    public ReplicationException(String scenario, int replication, Throwable cause) {
        this(scenario, replication, cause, null);
    }

    /** A failure traced to a plugin ({@code plugin} may be null when it was not). */
    public ReplicationException(String scenario, int replication, Throwable cause, PluginBlame plugin) {
        super("replication " + replication + " of scenario '" + scenario + "' failed"
                + (plugin == null ? "" : " in " + plugin.describe()) + ": " + describe(cause), cause);
        this.scenario = scenario;
        this.replication = replication;
        this.plugin = plugin;
    }

    /** The scenario's name. */
    public String scenario() {
        return scenario;
    }

    /** The replication number, from 0. */
    public int replication() {
        return replication;
    }

    /** The plugin the failure was thrown in, when it was thrown in one. */
    public Optional<PluginBlame> plugin() {
        return Optional.ofNullable(plugin);
    }

    private static String describe(Throwable cause) {
        String message = cause.getMessage();
        return message == null ? cause.getClass().getName() : cause.getClass().getSimpleName() + ": " + message;
    }
}
