package org.swapset.core.metrics;

/**
 * A level that holds between changes (a queue length, a busy flag, frames in use) and its average over simulated
 * time. The level is a step function: it holds its value from one {@link #set} to the next, so the average since
 * the last {@link #reset} is the area under the steps divided by the time elapsed.
 *
 * <p>Allocates nothing after construction; every call is a few arithmetic operations, cheap enough to make on every
 * event. Times must never go backwards: a call at a time before the previous one is a model bug and throws.
 */
public final class TimeWeighted {

    private double level;
    private double lastTime;
    private double startTime;
    private double area;
    private double max;

    /** A level of zero starting at {@code start} seconds. */
    public TimeWeighted(double start) {
        this(start, 0.0);
    }

    /** A level of {@code level} starting at {@code start} seconds. */
    public TimeWeighted(double start, double level) {
        if (!Double.isFinite(start)) {
            throw new IllegalArgumentException("start time must be finite, was " + start);
        }
        this.level = level;
        this.lastTime = start;
        this.startTime = start;
        this.max = level;
    }

    /**
     * Changes the level at {@code now}.
     *
     * @throws IllegalArgumentException if {@code now} is before the previous change or reset
     */
    public void set(double now, double newLevel) {
        advance(now);
        level = newLevel;
        if (newLevel > max) {
            max = newLevel;
        }
    }

    /** Changes the level by {@code delta} at {@code now}. */
    public void add(double now, double delta) {
        set(now, level + delta);
    }

    /** The current level. */
    public double level() {
        return level;
    }

    /**
     * The time average of the level from the last reset (or the start) to {@code now}, the current level counted up
     * to {@code now}. When no time has passed it is the current level, the only value observed.
     */
    public double mean(double now) {
        if (now < lastTime) {
            throw backwards(now);
        }
        double elapsed = now - startTime;
        if (elapsed <= 0) {
            return level;
        }
        return (area + level * (now - lastTime)) / elapsed;
    }

    /** The highest level since the last reset (or the start), including the level held at the reset. */
    public double max() {
        return max;
    }

    /**
     * Forgets the history (typically at the end of the warm-up): the average restarts from {@code now} and the
     * maximum from the current level, which is kept.
     */
    public void reset(double now) {
        advance(now);
        area = 0.0;
        startTime = now;
        max = level;
    }

    private void advance(double now) {
        if (now < lastTime) {
            throw backwards(now);
        }
        area += level * (now - lastTime);
        lastTime = now;
    }

    private IllegalArgumentException backwards(double now) {
        return new IllegalArgumentException("time went backwards: t=" + now + " s after a change at t=" + lastTime
                + " s");
    }
}
