package org.swapset.core.forecast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Confidence intervals use Student's t with n - 1 degrees of freedom, checked against tabulated quantiles. */
class StatisticsTest {

    @Test
    void oneToFiveHasHalfWidthTwoPointSevenSevenSixTimesTheStandardError() {
        Estimate e = Statistics.estimate(new double[] {1, 2, 3, 4, 5});
        double sd = Math.sqrt(2.5);
        assertEquals(3.0, e.mean(), 1e-15);
        assertEquals(sd, e.standardDeviation(), 1e-15);
        assertEquals(5, e.n());
        // t(0.975, 4) = 2.7764451 from the tables.
        assertEquals(2.7764451 * sd / Math.sqrt(5), e.halfWidth(), 1e-6);
        assertEquals(3.0 - e.halfWidth(), e.lower(), 1e-15);
        assertEquals(3.0 + e.halfWidth(), e.upper(), 1e-15);
    }

    @Test
    void replicationsThatDifferOnlyInTheirLastBitsHaveNoSpread() {
        // A share of a fixed count summed in a different order in each replication: rounding, shown as ± 0.
        Estimate e = Statistics.estimate(new double[] {92.0, Math.nextUp(92.0), Math.nextDown(92.0), 92.0});
        assertEquals(0.0, e.halfWidth());
        assertEquals(0.0, e.standardDeviation());
        // A real spread, however small beside the mean, is kept.
        assertTrue(Statistics.estimate(new double[] {92.0, 92.0 + 1e-6, 92.0 - 1e-6}).halfWidth() > 0);
    }

    @Test
    void tQuantilesMatchTheTables() {
        assertEquals(12.706205, Statistics.tQuantile(1), 1e-5);
        assertEquals(2.262157, Statistics.tQuantile(9), 1e-6);
        assertEquals(2.042272, Statistics.tQuantile(30), 1e-6);
        assertThrows(IllegalArgumentException.class, () -> Statistics.tQuantile(0));
    }

    @Test
    void nanValuesAreLeftOut() {
        Estimate e = Statistics.estimate(new double[] {Double.NaN, 1, 2, 3, 4, 5, Double.NaN});
        assertEquals(5, e.n());
        assertEquals(3.0, e.mean(), 1e-15);
        assertEquals(2.7764451 * Math.sqrt(2.5) / Math.sqrt(5), e.halfWidth(), 1e-6);
    }

    @Test
    void fewerThanTwoValuesGiveNoInterval() {
        Estimate one = Statistics.estimate(new double[] {4.0, Double.NaN});
        assertEquals(4.0, one.mean());
        assertEquals(1, one.n());
        assertTrue(Double.isNaN(one.halfWidth()));
        assertTrue(Double.isNaN(one.standardDeviation()));
        Estimate none = Statistics.estimate(new double[0]);
        assertEquals(0, none.n());
        assertTrue(Double.isNaN(none.mean()));
    }

    @Test
    void identicalValuesHaveAZeroWidthInterval() {
        Estimate e = Statistics.estimate(new double[] {0.5, 0.5, 0.5});
        assertEquals(0.0, e.halfWidth());
        assertEquals(0.5, e.mean());
    }

    @Test
    void pairedDifferencesCancelWhatBothSidesShare() {
        double[] a = {10, 20, 30, 40};
        double[] b = {9, 19.5, 29, 39.5};
        Estimate d = Statistics.estimateDifference(a, b);
        assertEquals(0.75, d.mean(), 1e-12);
        // Differences 1, 0.5, 1, 0.5: sd = sqrt(1/12), t(0.975, 3) = 3.1824463.
        assertEquals(3.1824463 * Math.sqrt(1.0 / 12) / 2, d.halfWidth(), 1e-6);
        assertTrue(d.halfWidth() < Statistics.estimate(a).halfWidth() / 10);
    }

    @Test
    void pairedDifferencesLeaveOutPairsWithANaNAndRejectUnequalLengths() {
        Estimate d = Statistics.estimateDifference(new double[] {1, Double.NaN, 3}, new double[] {0, 5, 1});
        assertEquals(2, d.n());
        assertEquals(1.5, d.mean(), 1e-15);
        assertThrows(IllegalArgumentException.class,
                () -> Statistics.estimateDifference(new double[2], new double[3]));
    }
}
