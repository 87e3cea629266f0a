package org.swapset.core.scenario;

/**
 * How to run a scenario.
 *
 * @param seed            the seed every random stream is derived from
 * @param warmUpSeconds   simulated time discarded at the start of each replication
 * @param durationSeconds simulated time measured after the warm-up
 * @param replications    independent replications, for confidence intervals (at least 2 for an interval)
 */
public record RunControl(long seed, double warmUpSeconds, double durationSeconds, int replications) {
    public RunControl {
        if (!(warmUpSeconds >= 0) || !(durationSeconds > 0) || Double.isInfinite(warmUpSeconds + durationSeconds)) {
            throw new IllegalArgumentException("warm-up must be >= 0 and duration > 0, finite");
        }
        if (replications < 1) {
            throw new IllegalArgumentException("replications must be at least 1, was " + replications);
        }
    }

    public RunControl withSeed(long newSeed) {
        return new RunControl(newSeed, warmUpSeconds, durationSeconds, replications);
    }

    public RunControl withReplications(int n) {
        return new RunControl(seed, warmUpSeconds, durationSeconds, n);
    }
}
