package org.swapset.core.forecast;

/**
 * A figure estimated over replications.
 *
 * @param mean              the mean over replications
 * @param halfWidth         half the width of the 95% confidence interval (Student's t on n-1 degrees of freedom);
 *                          NaN with fewer than two replications
 * @param standardDeviation the sample standard deviation over replications; NaN with fewer than two
 * @param n                 the number of replications that measured it (NaN values are left out)
 */
public record Estimate(double mean, double halfWidth, double standardDeviation, int n) {

    public double lower() {
        return mean - halfWidth;
    }

    public double upper() {
        return mean + halfWidth;
    }
}
