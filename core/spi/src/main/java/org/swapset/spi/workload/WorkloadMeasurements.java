package org.swapset.spi.workload;

/**
 * Where a workload reports measurements of its own, beside the engine's: a thrasher's score per experiment, page
 * faults by kind and their cost, megabytes written. The engine creates one per workload and run, discards what was
 * recorded during the warm-up, and reports each measurement as a metric {@code workload.NAME.ID} (NAME the workload's
 * name in the scenario), with a 95% confidence interval over replications like every other metric.
 *
 * <p>Register measurements in {@link WorkloadModel#measure}, before any guest exists; record into them from the
 * simulation thread only.
 */
public interface WorkloadMeasurements {

    /**
     * A quantity summed over the measured interval (references done, faults, bytes). Reported as its total
     * ({@code ID}) and its rate per simulated second ({@code ID.rate}).
     *
     * @param id    a short identifier, letters, digits, dots and dashes ({@code thrasher.references})
     * @param label what it is, for reports ({@code Thrasher references})
     * @param unit  its unit, or "" for a plain count
     */
    Counter counter(String id, String label, String unit);

    /**
     * A series of observations (one per experiment, per fault). Reported as their count ({@code ID.n}), mean
     * ({@code ID}) and standard deviation ({@code ID.sd}), as the seed reports give N/mean/sd.
     */
    Observations observations(String id, String label, String unit);

    /**
     * When the measured interval began (the end of the warm-up), in simulated seconds, or NaN while the warm-up
     * lasts: what is recorded from then on is reported. A guest that records one observation per experiment starts
     * its experiments' clock there.
     */
    double measuredFrom();

    /** A quantity summed over the measured interval. */
    interface Counter {
        /** Adds {@code amount} (may be fractional; must be finite). */
        void add(double amount);
    }

    /** A series of observations. */
    interface Observations {
        /** Records one observation (must be finite). */
        void add(double value);
    }
}
