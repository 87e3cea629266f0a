package org.swapset.core.forecast;

/** Told as replications finish, from whichever thread finished one; implementations must be thread-safe. */
@FunctionalInterface
public interface ProgressListener {

    ProgressListener NONE = (done, total) -> { };

    /** {@code done} of {@code total} units of work are finished. */
    void progress(long done, long total);
}
