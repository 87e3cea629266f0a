package org.swapset.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** A tally's moments follow the textbook formulas and its percentiles interpolate linearly between ranks. */
class TallyTest {

    @Test
    void momentsOfOneToFiveAreMeanThreeAndVarianceTwoAndAHalf() {
        Tally tally = new Tally();
        for (int x = 1; x <= 5; x++) {
            tally.add(x);
        }
        assertEquals(5, tally.count());
        assertEquals(3.0, tally.mean(), 1e-15);
        assertEquals(2.5, tally.variance(), 1e-15);
        assertEquals(1.0, tally.min());
        assertEquals(5.0, tally.max());
    }

    @Test
    void percentilesInterpolateLinearlyBetweenClosestRanks() {
        Tally tally = new Tally();
        // Added out of order: the percentile must sort.
        for (double x : new double[] {40, 10, 30, 20, 50}) {
            tally.add(x);
        }
        assertEquals(10.0, tally.percentile(0.0));
        assertEquals(30.0, tally.percentile(0.5));
        assertEquals(50.0, tally.percentile(1.0));
        // h = 4 * 0.9 = 3.6: 40 + 0.6 * (50 - 40)
        assertEquals(46.0, tally.percentile(0.9), 1e-12);
        // h = 4 * 0.1 = 0.4: 10 + 0.4 * (20 - 10)
        assertEquals(14.0, tally.percentile(0.1), 1e-12);
    }

    @Test
    void percentileSeesObservationsAddedAfterAnEarlierPercentile() {
        Tally tally = new Tally();
        tally.add(1);
        tally.add(2);
        assertEquals(1.5, tally.percentile(0.5), 1e-15);
        tally.add(0);
        assertEquals(1.0, tally.percentile(0.5), 1e-15);
    }

    @Test
    void storageGrowsPastItsInitialSize() {
        Tally tally = new Tally();
        for (int i = 999; i >= 0; i--) {
            tally.add(i);
        }
        assertEquals(1000, tally.count());
        assertEquals(499.5, tally.percentile(0.5), 1e-12);
        assertEquals(999.0, tally.percentile(1.0));
    }

    @Test
    void anEmptyTallyReportsNaNAndOneObservationHasNoVariance() {
        Tally tally = new Tally();
        assertTrue(Double.isNaN(tally.mean()));
        assertTrue(Double.isNaN(tally.min()));
        assertTrue(Double.isNaN(tally.percentile(0.5)));
        tally.add(7);
        assertEquals(7.0, tally.mean());
        assertTrue(Double.isNaN(tally.variance()));
    }

    @Test
    void resetForgetsEveryObservation() {
        Tally tally = new Tally();
        tally.add(100);
        tally.add(200);
        tally.reset();
        tally.add(3);
        tally.add(5);
        assertEquals(2, tally.count());
        assertEquals(4.0, tally.mean(), 1e-15);
        assertEquals(3.0, tally.min());
        assertEquals(5.0, tally.max());
        assertEquals(5.0, tally.percentile(1.0));
    }

    @Test
    void aTallyWithoutStorageHasMomentsButRefusesPercentiles() {
        Tally tally = new Tally(false);
        tally.add(2);
        tally.add(4);
        assertEquals(3.0, tally.mean(), 1e-15);
        assertThrows(IllegalStateException.class, () -> tally.percentile(0.5));
    }

    @Test
    void rejectsNaNObservationsAndPercentilesOutsideZeroToOne() {
        Tally tally = new Tally();
        assertThrows(IllegalArgumentException.class, () -> tally.add(Double.NaN));
        tally.add(1);
        assertThrows(IllegalArgumentException.class, () -> tally.percentile(1.5));
        assertThrows(IllegalArgumentException.class, () -> tally.percentile(-0.1));
    }
}
