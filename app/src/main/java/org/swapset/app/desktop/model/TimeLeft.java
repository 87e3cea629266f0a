package org.swapset.app.desktop.model;

import java.util.ArrayDeque;
import java.util.OptionalDouble;
import java.util.function.LongSupplier;

/**
 * The time left of a running job, from the rate its progress has been seen to move at. The progress a forecast
 * reports is simulated time over the time to simulate, summed over the replications running in parallel threads,
 * so the rate is simulated seconds per wall second across them all.
 *
 * <p>The first report of progress is the base: everything before it (loading, building the models) is start-up and
 * left out, and so is the time spent reaching it. No estimate is made until the progress has been watched for
 * {@link #SETTLE_NANOS} of wall time past that base and has moved; then the rate is measured over the later half of
 * the time watched, and at most the last {@link #WINDOW_NANOS}, so the slow first seconds of a run (the JVM
 * compiling the simulation) are never in it, and a change of pace (the last replications of a forecast running
 * alone, a heavier point of a sweep, the machine busy with something else) is followed.
 *
 * <p>A job of several forecasts (a capacity search, a comparison) reports each one's share from 0 again, and marks
 * where each starts ({@link #nextForecast}); a share lower than the last is taken for the next forecast's too. The
 * work before it is kept, so the rate runs on across forecasts, and the time left is that of the forecast running
 * (none from its start until it first reports); {@link ForecastSteps} makes the whole job's of it when the job says
 * how many forecasts it makes. Thread-safe; the clock is given, so tests need no timing.
 */
public final class TimeLeft {

    /** Wall time progress must be watched for, past its first report, before an estimate is made. */
    public static final long SETTLE_NANOS = 5_000_000_000L;

    /** The rate is the progress over at most about this much of the latest wall time. */
    public static final long WINDOW_NANOS = 20_000_000_000L;

    private final LongSupplier nanoTime;
    /** The observations in the window, oldest first. */
    private final ArrayDeque<Seen> seen = new ArrayDeque<>();
    private long base;
    private double offset;
    private double share = -1;

    /** @param nanoTime the clock, as {@link System#nanoTime} */
    public TimeLeft(LongSupplier nanoTime) {
        this.nanoTime = nanoTime;
    }

    /** Forgets everything seen, for a new job. */
    public synchronized void restart() {
        seen.clear();
        offset = 0;
        share = -1;
    }

    /**
     * The job's next forecast starts: its shares count from 0, and the work before it stays done, whether the last
     * forecast finished or stopped part-way, and even when the new one's first report is above where it stopped.
     */
    public synchronized void nextForecast() {
        if (share > 0) {
            offset += share;
        }
        share = -1;
    }

    /**
     * Notes the share done (0 to 1) of the job, or of its forecast running, at the clock's time now; a negative
     * share (not known yet) is ignored.
     */
    public synchronized void observe(double shareDone) {
        if (shareDone < 0) {
            return;
        }
        if (share >= 0 && shareDone < share) {
            offset += share; // the next forecast, counting from 0: the work before it stays done
        }
        share = shareDone;
        double work = offset + shareDone;
        long now = nanoTime.getAsLong();
        if (seen.isEmpty()) {
            if (work > 0) {
                base = now;
                seen.add(new Seen(now, work));
            }
            return;
        }
        seen.add(new Seen(now, work));
        // Keep one observation at or before the window's start, so the rate spans the whole window.
        while (seen.size() > 2 && now - secondOldest().nanos() >= WINDOW_NANOS) {
            seen.removeFirst();
        }
    }

    /**
     * The seconds left at the rate seen, counted down from the last observation; empty while estimating: before
     * progress has been watched long enough, when it has not moved, when the share is not known (a forecast that
     * has not reported since it started), or when no progress has been reported for a whole window.
     */
    public synchronized OptionalDouble seconds() {
        if (seen.size() < 2) {
            return OptionalDouble.empty();
        }
        Seen last = seen.getLast();
        // From the last observation at or before the later half of the time watched began (or the oldest kept).
        long from = last.nanos() - Math.min(WINDOW_NANOS, (last.nanos() - base) / 2);
        Seen first = seen.getFirst();
        for (Seen s : seen) {
            if (s.nanos() > from) {
                break;
            }
            first = s;
        }
        long now = nanoTime.getAsLong();
        double moved = last.work() - first.work();
        if (last.nanos() - base < SETTLE_NANOS || moved <= 0 || now - last.nanos() > WINDOW_NANOS || share >= 1
                || share < 0) {
            return OptionalDouble.empty();
        }
        double perSecond = moved / ((last.nanos() - first.nanos()) / 1e9);
        return OptionalDouble.of(Math.max(0, (1 - share) / perSecond - (now - last.nanos()) / 1e9));
    }

    private Seen secondOldest() {
        var it = seen.iterator();
        it.next();
        return it.next();
    }

    /** The work done by a time: each forecast done counts 1, the one running its share. */
    private record Seen(long nanos, double work) {
    }
}
