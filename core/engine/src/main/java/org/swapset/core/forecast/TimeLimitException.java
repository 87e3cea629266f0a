package org.swapset.core.forecast;

import java.time.Duration;
import java.util.List;

/**
 * A forecast ran past its time limit and was stopped. Names the scenario, the limit, how many replications finished,
 * and each replication that did not return when asked to stop, with the plugin (id, jar, scenario path) and the
 * frame it was stuck in.
 */
public final class TimeLimitException extends RuntimeException {

    private final Duration limit;
    private final List<String> stuck;

    /**
     * @param scenario the scenario's name
     * @param limit    the limit
     * @param done     replications that finished
     * @param total    replications in all
     * @param stuck    one line per replication that never returned
     */
    public TimeLimitException(String scenario, Duration limit, int done, int total, List<String> stuck) {
        super("scenario '" + scenario + "' passed its time limit of " + format(limit) + " with " + done + " of "
                + total + " replications done" + (stuck.isEmpty() ? "" : "; " + String.join("; ", stuck)));
        this.limit = limit;
        this.stuck = List.copyOf(stuck);
    }

    public Duration limit() {
        return limit;
    }

    /** The replications that never returned, one line each. */
    public List<String> stuck() {
        return stuck;
    }

    static String format(Duration d) {
        if (d.toMillis() % 60_000 == 0 && d.toMinutes() > 0) {
            return d.toMinutes() + "min";
        }
        if (d.toMillis() % 1000 == 0) {
            return d.toSeconds() + "s";
        }
        return d.toMillis() + "ms";
    }
}
