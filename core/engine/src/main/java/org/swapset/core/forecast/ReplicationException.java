package org.swapset.core.forecast;

/** A replication failed: names the scenario and the replication, and carries what went wrong as its cause. */
public final class ReplicationException extends RuntimeException {

    private final String scenario;
    private final int replication;

    public ReplicationException(String scenario, int replication, Throwable cause) {
        super("replication " + replication + " of scenario '" + scenario + "' failed: " + describe(cause), cause);
        this.scenario = scenario;
        this.replication = replication;
    }

    /** The scenario's name. */
    public String scenario() {
        return scenario;
    }

    /** The replication number, from 0. */
    public int replication() {
        return replication;
    }

    private static String describe(Throwable cause) {
        String message = cause.getMessage();
        return message == null ? cause.getClass().getName() : cause.getClass().getSimpleName() + ": " + message;
    }
}
