package org.swapset.core.forecast;

import org.apache.commons.math3.distribution.TDistribution;

/**
 * Confidence intervals over replications. Each replication gives one independent value of a metric; the interval
 * is the mean plus or minus Student's t quantile (0.975, n - 1 degrees of freedom) times the standard error, the
 * textbook 95% interval for independent, roughly normal replication means.
 */
public final class Statistics {

    /** The confidence level of every interval. */
    public static final double CONFIDENCE = 0.95;

    /**
     * A standard deviation at most this fraction of the mean is rounding: replications of a simulation that differ
     * by less than a billionth of their mean differ by how their sums were added up, not by what they measured.
     */
    static final double ROUNDING = 1e-9;

    private Statistics() {
    }

    /**
     * Mean, sample standard deviation and 95% half-width of the values. NaN values (replications that could not
     * measure the metric) are left out; with fewer than two values left the half-width and deviation are NaN, and
     * with none the mean is NaN too.
     */
    public static Estimate estimate(double[] values) {
        int n = 0;
        double sum = 0.0;
        for (double v : values) {
            if (!Double.isNaN(v)) {
                n++;
                sum += v;
            }
        }
        if (n == 0) {
            return new Estimate(Double.NaN, Double.NaN, Double.NaN, 0);
        }
        double mean = sum / n;
        if (n == 1) {
            return new Estimate(mean, Double.NaN, Double.NaN, 1);
        }
        // Two passes: the squared deviations from the final mean are better conditioned than a running sum.
        double squares = 0.0;
        for (double v : values) {
            if (!Double.isNaN(v)) {
                double d = v - mean;
                squares += d * d;
            }
        }
        double sd = Math.sqrt(squares / (n - 1));
        if (sd <= ROUNDING * Math.abs(mean)) {
            // Replications that agree but for the last bits of their sums (a run's length, a share of a fixed
            // count): floating-point rounding, not a spread, and shown as none rather than as ± 5.4e-12.
            sd = 0;
        }
        double halfWidth = tQuantile(n - 1) * sd / Math.sqrt(n);
        return new Estimate(mean, halfWidth, sd, n);
    }

    /**
     * The estimate of the paired differences {@code a[i] - b[i]}: the right interval for comparing two
     * configurations run with the same seeds (common random numbers), which is much narrower than the difference of
     * two independent intervals when the runs are positively correlated. A pair with a NaN on either side is left
     * out.
     *
     * @throws IllegalArgumentException if the arrays differ in length
     */
    public static Estimate estimateDifference(double[] a, double[] b) {
        if (a.length != b.length) {
            throw new IllegalArgumentException("paired comparison needs as many values on each side: " + a.length
                    + " and " + b.length);
        }
        double[] differences = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            differences[i] = a[i] - b[i];
        }
        return estimate(differences);
    }

    /** Student's t quantile for a two-sided 95% interval with the given degrees of freedom. */
    public static double tQuantile(int degreesOfFreedom) {
        return tQuantile(degreesOfFreedom, CONFIDENCE);
    }

    /** Student's t quantile for a two-sided interval of the given confidence (0.99) and degrees of freedom. */
    public static double tQuantile(int degreesOfFreedom, double confidence) {
        if (degreesOfFreedom < 1) {
            throw new IllegalArgumentException("degrees of freedom must be at least 1, was " + degreesOfFreedom);
        }
        // No random generator: the distribution is only used for its quantile function.
        return new TDistribution(null, degreesOfFreedom).inverseCumulativeProbability(0.5 + confidence / 2);
    }
}
