package org.swapset.core.forecast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A metric is reported as not settled only when its drift between the halves of the measured interval is both
 * significant at 99 % over the replications and at least 10 % of its first half's value.
 */
class SettlingTest {

    private static Settling settling(double[] first, double[] second) {
        return new Settling("response.mean", "Mean response time", "s", Statistics.estimate(first),
                Statistics.estimateDifference(second, first));
    }

    @Test
    void aLargeSignificantDriftIsReportedWithWhatToDo() {
        Settling s = settling(new double[] {1.00, 1.02, 0.98, 1.01, 0.99}, new double[] {1.20, 1.21, 1.19, 1.22, 1.18});
        assertTrue(s.drifting());
        assertEquals(0.2, s.relativeDrift(), 1e-9);
        assertEquals("Mean response time rose 20 % (99 % interval ± 2 %) from the first half of the measured "
                + "interval to the second (1 to 1.2 s): the run had not settled; lengthen the warm-up (300 s) and check with a longer "
                + "duration", s.warning(300));
    }

    @Test
    void aDriftWithinTheNoiseOrTooSmallToMatterIsNot() {
        assertFalse(settling(new double[] {1.0, 1.5, 0.7, 1.2, 0.9}, new double[] {1.3, 1.1, 1.0, 1.6, 0.8})
                .drifting(), "not significant");
        assertFalse(settling(new double[] {1.00, 1.00, 1.00, 1.00}, new double[] {1.08, 1.081, 1.079, 1.08})
                .drifting(), "significant, but 8 %");
        // The 3081D at 310 users, seed 1, by replication: -16 % +- 12 % at 95 %, a chance difference, not at 99 %.
        assertFalse(settling(new double[] {3.3, 3.9, 3.2, 3.6, 3.5}, new double[] {2.9, 2.8, 3.1, 2.7, 3.2})
                .drifting(), "significant at 95 % only");
        assertFalse(settling(new double[] {1.0}, new double[] {2.0}).drifting(), "one replication: no interval");
    }

    @Test
    void aForecastWarnsOfEachMetricThatHadNotSettled() {
        Settling drifting = settling(new double[] {10, 10.1, 9.9}, new double[] {8, 8.1, 7.9});
        Settling settled = new Settling("throughput", "Transaction rate", "/s", Statistics.estimate(new double[] {
            5, 5, 5}), Statistics.estimate(new double[] {0.01, -0.01, 0}));
        Forecast f = new Forecast("s", 1, 3, 60, 600, List.of(), List.of(drifting, settled));
        assertEquals(1, f.warnings().size());
        assertTrue(f.warnings().get(0).startsWith("Mean response time fell 20 %"), f.warnings().get(0));
        assertTrue(f.warnings().get(0).contains("lengthen the warm-up (60 s)"), f.warnings().get(0));
    }
}
