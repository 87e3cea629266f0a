package org.swapset.core.forecast;

/**
 * Whether a metric settled: its value over the second half of the measured interval against the first, paired over
 * the replications. In the steady state the two halves differ only by chance; a run whose warm-up is too short, or
 * whose storage is still filling, drifts from one half to the next, and its forecast is biased toward where it
 * started. A planner is told when the drift is both significant at {@link #CONFIDENCE} (the interval of the
 * difference excludes 0) and large ({@link #LARGE}, relative to the first half), as Welch's graphical method would
 * show by eye. The bar is high on purpose: a warning is for a run that plainly had not settled (the 10,800-user z/VM
 * system without its warm-up: response +74 %, 99 % interval ± 1 %), not for the chance difference between halves of
 * a saturated system's response (the 3081D paging to six 3380s at 310 users on seed 1: −16 % ± 12 % at 95 %, +4 %
 * and −10 % on seeds 2 and 3), which at 95 % and 5 % would be flagged in about one bundled scenario in ten.
 *
 * @param metricId   the metric's id
 * @param label      the metric's label
 * @param unit       its unit
 * @param firstHalf  its value over the first half of the measured interval, over the replications
 * @param difference the second half's value less the first's, paired by replication
 */
public record Settling(String metricId, String label, String unit, Estimate firstHalf, Estimate difference) {

    /** The relative drift, between the halves, below which a significant one is not reported. */
    public static final double LARGE = 0.10;

    /** The confidence at which a drift must be significant to be reported. */
    public static final double CONFIDENCE = 0.99;

    /** The drift relative to the first half's value (NaN when that is 0 or unknown). */
    public double relativeDrift() {
        return firstHalf.mean() == 0 ? Double.NaN : difference.mean() / Math.abs(firstHalf.mean());
    }

    /** Whether the metric was still moving: a significant drift of at least {@link #LARGE} between the halves. */
    public boolean drifting() {
        return Math.abs(difference.mean()) > halfWidth() && Math.abs(relativeDrift()) >= LARGE;
    }

    /** Half the width of the difference's interval at {@link #CONFIDENCE}; NaN with fewer than two replications. */
    public double halfWidth() {
        int n = difference.n();
        return n < 2 || Double.isNaN(difference.halfWidth()) ? Double.NaN : difference.halfWidth()
                * Statistics.tQuantile(n - 1, CONFIDENCE) / Statistics.tQuantile(n - 1);
    }

    /**
     * What a drifting metric tells the planner: "Mean response time rose 74 % (99 % interval ± 1 %) from the first
     * half of the measured interval to the second (0.0519 to 0.0902 s): the run had not settled; lengthen the warm-up
     * (0 s) and check with a longer duration".
     */
    public String warning(double warmUpSeconds) {
        double first = firstHalf.mean();
        double second = first + difference.mean();
        return label + (difference.mean() > 0 ? " rose " : " fell ") + percent(Math.abs(relativeDrift())) + " (99 % "
                + "interval ± " + percent(halfWidth() / Math.abs(first)) + ") from the first half of the measured "
                + "interval to the second (" + ForecastReport.significant(first, 3) + " to "
                + ForecastReport.significant(second, 3) + (unit.isEmpty() ? "" : " " + unit)
                + "): the run had not settled; lengthen the warm-up (" + ForecastReport.significant(warmUpSeconds, 4)
                + " s) and check with a longer duration";
    }

    private static String percent(double fraction) {
        return Math.round(fraction * 100) + " %";
    }
}
