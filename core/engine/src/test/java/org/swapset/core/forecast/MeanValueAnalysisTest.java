package org.swapset.core.forecast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swapset.core.forecast.MeanValueAnalysis.Centre;

class MeanValueAnalysisTest {

    @Test
    void twoCentresByHand() {
        // D1 = 0.2, D2 = 0.1, Z = 1.
        // n = 1: R1 = 0.2, R2 = 0.1, X = 1 / 1.3, Q1 = 0.2 / 1.3, Q2 = 0.1 / 1.3.
        // n = 2: R1 = 0.2 (1 + 0.2/1.3), R2 = 0.1 (1 + 0.1/1.3), X = 2 / (1 + R1 + R2).
        MeanValueAnalysis mva = new MeanValueAnalysis(List.of(Centre.queue("a", 0.2), Centre.queue("b", 0.1)), 1.0);
        List<MeanValueAnalysis.Point> points = mva.solve(2);

        assertEquals(1 / 1.3, points.get(0).throughput(), 1e-12);
        assertEquals(0.3, points.get(0).response(), 1e-12);
        double r1 = 0.2 * (1 + 0.2 / 1.3);
        double r2 = 0.1 * (1 + 0.1 / 1.3);
        assertEquals(2 / (1 + r1 + r2), points.get(1).throughput(), 1e-12);
        assertEquals(r1 + r2, points.get(1).response(), 1e-12);
        assertEquals(points.get(1).throughput() * r1, points.get(1).queue()[0], 1e-12);
    }

    @Test
    void oneQueueWithNoThinkTimeIsAlwaysBusy() {
        MeanValueAnalysis mva = new MeanValueAnalysis(List.of(Centre.queue("cpu", 0.5)), 0);
        for (MeanValueAnalysis.Point p : mva.solve(10)) {
            assertEquals(2.0, p.throughput(), 1e-12);
            assertEquals(0.5 * p.users(), p.response(), 1e-12);
        }
    }

    @Test
    void approachesTheAsymptoticBoundsAndNeverCrossesThem() {
        MeanValueAnalysis mva = new MeanValueAnalysis(List.of(Centre.queue("cpu", 0.05), Centre.queue("disk", 0.03),
                Centre.delay("virtual I/O", 0.2)), 10);
        assertEquals(0.28, mva.totalDemand(), 1e-12);
        assertEquals(0.05, mva.maxDemand(), 1e-12);
        assertEquals("cpu", mva.bottleneck().name());
        assertEquals((0.28 + 10) / 0.05, mva.kneeUsers(), 1e-9);
        for (MeanValueAnalysis.Point p : mva.solve(600)) {
            assertTrue(p.throughput() <= mva.throughputBound(p.users()) + 1e-9);
            assertTrue(p.response() >= mva.responseBound(p.users()) - 1e-9);
        }
        MeanValueAnalysis.Point heavy = mva.solve(600).get(599);
        assertEquals(20.0, heavy.throughput(), 0.01); // 1 / D_max
        assertEquals(600 / 20.0 - 10, heavy.response(), 0.05);
    }

    @Test
    void aMultiServerCentreIsExactAtBothEnds() {
        // Two processors, 0.4 s each transaction: alone, R = D; saturated, X = m / D.
        MeanValueAnalysis mva = new MeanValueAnalysis(List.of(new Centre("cpu", 0.4, 2, false)), 0);
        List<MeanValueAnalysis.Point> points = mva.solve(50);
        assertEquals(0.4, points.get(0).response(), 1e-12);
        assertEquals(5.0, points.get(49).throughput(), 1e-6);
        assertEquals(0.2, mva.maxDemand(), 1e-12);
    }

    @Test
    void rejectsNonsense() {
        assertThrows(IllegalArgumentException.class, () -> Centre.queue("x", -1));
        assertThrows(IllegalArgumentException.class, () -> new MeanValueAnalysis(List.of(), 1));
        assertThrows(IllegalArgumentException.class,
                () -> new MeanValueAnalysis(List.of(Centre.queue("x", 1)), 1).solve(0));
    }
}
