package org.swapset.app.desktop.model;

import java.util.OptionalDouble;
import java.util.function.LongSupplier;

/**
 * Where a job of several forecasts stands when it says, as each starts, how many it makes in all (a capacity search,
 * from {@link SearchLength}): "forecast 4 of about 9", the share of the whole job done, and the time left of the
 * whole job.
 *
 * <ul>
 *   <li>The share done is (forecasts before + the running one's share) / total. Both counts are fixed while a
 *   forecast runs, so it never goes back within one; it can go back as the next starts if the total grew.</li>
 *   <li>The time left is the running forecast's (from {@link TimeLeft}) plus, for each forecast still to come, the
 *   mean wall time of those finished in this job (start-up and any stopped part-way included); before one has
 *   finished, the running one's own elapsed time plus its time left. When the running forecast has no estimate of
 *   its own (it has not reported yet), its time left is the mean less its elapsed time, or none before one has
 *   finished.</li>
 * </ul>
 *
 * Thread-safe; the clock is given, so tests need no timing.
 */
public final class ForecastSteps {

    private final LongSupplier nanoTime;
    private int before = -1;
    private int total;
    private boolean bounded;
    private long started;
    private int finished;
    private long finishedNanos;

    /** @param nanoTime the clock, as {@link System#nanoTime} */
    public ForecastSteps(LongSupplier nanoTime) {
        this.nanoTime = nanoTime;
    }

    /** Forgets everything, for a new job or one that does not say how many forecasts it makes. */
    public synchronized void restart() {
        before = -1;
        finished = 0;
        finishedNanos = 0;
    }

    /**
     * A forecast starts, the one before it (if any) having ended.
     *
     * @param before  the job's forecasts before this one
     * @param total   the job's forecasts in all, this one included
     * @param bounded whether {@code total} is a bound (at most) rather than an estimate (about)
     */
    public synchronized void next(int before, int total, boolean bounded) {
        if (before < 0 || total < before + 1) {
            throw new IllegalArgumentException("forecast " + (before + 1) + " of " + total);
        }
        long now = nanoTime.getAsLong();
        if (this.before >= 0) {
            finished++;
            finishedNanos += now - started;
        }
        this.before = before;
        this.total = total;
        this.bounded = bounded;
        started = now;
    }

    /** Whether the job has said how many forecasts it makes. */
    public synchronized boolean active() {
        return before >= 0;
    }

    /**
     * "forecast 4 of about 9" (an estimate), "forecast 4 of at most 9" (a bound), or "forecast 9 of 9" (the last,
     * by the bound).
     */
    public synchronized String label() {
        int k = before + 1;
        return "forecast " + k + " of " + (!bounded ? "about " : k == total ? "" : "at most ") + total;
    }

    /**
     * The share of the job done, 0 to 1, given the running forecast's share; when that is not known (negative), the
     * forecasts before it, or not known (-1) for the first.
     */
    public synchronized double fraction(double share) {
        if (share < 0) {
            return before <= 0 ? -1 : (double) before / total;
        }
        return (before + Math.min(1, share)) / total;
    }

    /**
     * The seconds the job has left, given the running forecast's share (negative when not known) and its own time
     * left, if any; empty while there is nothing to go on.
     */
    public synchronized OptionalDouble seconds(double share, OptionalDouble forecastLeft) {
        if (before < 0) {
            return OptionalDouble.empty();
        }
        double in = (nanoTime.getAsLong() - started) / 1e9;
        double mean = finished == 0 ? Double.NaN : finishedNanos / 1e9 / finished;
        double current;
        if (share >= 1) {
            current = 0;
        } else if (share >= 0 && forecastLeft.isPresent()) {
            current = forecastLeft.getAsDouble();
        } else if (finished > 0) {
            current = Math.max(0, mean - in);
        } else {
            return OptionalDouble.empty();
        }
        double each = finished > 0 ? mean : in + current;
        return OptionalDouble.of(current + (total - before - 1) * each);
    }
}
