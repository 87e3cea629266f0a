package org.swapset.core.forecast;

/** Told as replications finish, from whichever thread finished one; implementations must be thread-safe. */
@FunctionalInterface
public interface ProgressListener {

    ProgressListener NONE = (done, total) -> { };

    /** {@code done} of {@code total} units of work are finished. */
    void progress(long done, long total);

    /**
     * Progress within the replications still running: {@code done} replications' worth of work of {@code total},
     * counting the part of each running one already simulated; reported a few times a second during a forecast.
     * Ignored by default.
     */
    default void partial(double done, long total) {
    }
}
