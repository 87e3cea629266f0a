package org.swapset.core.metrics;

import java.util.Arrays;

/**
 * Observations of a quantity (response times, fault service times): count, mean and variance by Welford's
 * one-pass update, minimum and maximum, and exact percentiles over the stored observations.
 *
 * <p>Percentiles use linear interpolation between closest ranks (the "type 7" definition, the default of R and
 * NumPy): with the {@code n} observations sorted as {@code x[0..n-1]}, the {@code p} percentile for {@code p} in
 * [0, 1] is {@code x[h] + (h - floor(h)) * (x[floor(h) + 1] - x[floor(h)])} at {@code h = (n - 1) p}. So p = 0 is the
 * minimum, p = 1 the maximum and p = 0.5 the usual median.
 *
 * <p>Observations are kept in a {@code double[]} that doubles when full, so {@link #add} allocates nothing once it
 * has grown to the run's peak count; a tally made with {@code storeObservations = false} keeps only the moments
 * and cannot give percentiles.
 */
public final class Tally {

    private final boolean store;
    private double[] values;
    private boolean sorted = true;
    private long count;
    private double mean;
    private double m2;
    private double min = Double.NaN;
    private double max = Double.NaN;

    /** A tally that stores its observations, so it can give percentiles. */
    public Tally() {
        this(true);
    }

    /** A tally that stores its observations only if asked to. */
    public Tally(boolean storeObservations) {
        this.store = storeObservations;
        this.values = storeObservations ? new double[64] : new double[0];
    }

    /**
     * Records one observation.
     *
     * @throws IllegalArgumentException if it is NaN (an observation is always a number; a missing one is not added)
     */
    public void add(double x) {
        if (Double.isNaN(x)) {
            throw new IllegalArgumentException("NaN observation");
        }
        if (store) {
            if (count == values.length) {
                if (count >= Integer.MAX_VALUE - 8) {
                    throw new IllegalStateException("more than " + count + " stored observations");
                }
                values = Arrays.copyOf(values, (int) Math.min(Integer.MAX_VALUE - 8L, 2L * values.length));
            }
            values[(int) count] = x;
            sorted = false;
        }
        count++;
        double delta = x - mean;
        mean += delta / count;
        m2 += delta * (x - mean);
        if (count == 1) {
            min = x;
            max = x;
        } else if (x < min) {
            min = x;
        } else if (x > max) {
            max = x;
        }
    }

    public long count() {
        return count;
    }

    /** The mean, or NaN with no observations. */
    public double mean() {
        return count == 0 ? Double.NaN : mean;
    }

    /** The sample variance (divisor n - 1), or NaN with fewer than two observations. */
    public double variance() {
        return count < 2 ? Double.NaN : m2 / (count - 1);
    }

    /** The smallest observation, or NaN with none. */
    public double min() {
        return min;
    }

    /** The largest observation, or NaN with none. */
    public double max() {
        return max;
    }

    /**
     * The {@code p} percentile by linear interpolation (see the class comment), or NaN with no observations. Sorts
     * the stored observations in place the first time it is called after an {@link #add}.
     *
     * @param p between 0 and 1 ({@code 0.95} for the 95th percentile)
     * @throws IllegalStateException    if the tally does not store its observations
     * @throws IllegalArgumentException if p is outside [0, 1]
     */
    public double percentile(double p) {
        if (!store) {
            throw new IllegalStateException("this tally does not store observations, so it has no percentiles");
        }
        if (!(p >= 0.0 && p <= 1.0)) {
            throw new IllegalArgumentException("percentile must be between 0 and 1, was " + p);
        }
        int n = (int) count;
        if (n == 0) {
            return Double.NaN;
        }
        if (!sorted) {
            Arrays.sort(values, 0, n);
            sorted = true;
        }
        double h = (n - 1) * p;
        int lo = (int) Math.floor(h);
        if (lo >= n - 1) {
            return values[n - 1];
        }
        return values[lo] + (h - lo) * (values[lo + 1] - values[lo]);
    }

    /** Forgets every observation (typically at the end of the warm-up); keeps the storage already grown. */
    public void reset() {
        count = 0;
        mean = 0.0;
        m2 = 0.0;
        min = Double.NaN;
        max = Double.NaN;
        sorted = true;
    }
}
