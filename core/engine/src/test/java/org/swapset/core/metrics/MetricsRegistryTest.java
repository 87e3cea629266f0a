package org.swapset.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The registry keeps metrics in registration order, rejects duplicate ids and reads every gauge at the snapshot. */
class MetricsRegistryTest {

    private static final Metric RESPONSE = new Metric("response.mean", "Mean response time", "s");
    private static final Metric UTILISATION = new Metric("cpu.utilisation", "Processor utilisation", "%");

    @Test
    void snapshotReadsEveryGaugeInRegistrationOrder() {
        MetricsRegistry registry = new MetricsRegistry();
        double[] response = {1.0};
        registry.gauge(RESPONSE, () -> response[0]);
        registry.gauge(UTILISATION, () -> 42.0);
        response[0] = 2.5;
        RunResult result = registry.snapshot(3, 100.0, 12345L);
        assertEquals(List.of(RESPONSE, UTILISATION), result.metrics());
        assertEquals(List.of("response.mean", "cpu.utilisation"), List.copyOf(result.values().keySet()));
        assertEquals(2.5, result.value("response.mean"));
        assertEquals(42.0, result.value("cpu.utilisation"));
        assertEquals(3, result.replication());
        assertEquals(100.0, result.simulatedSeconds());
        assertEquals(12345L, result.events());
    }

    @Test
    void aSecondMetricWithTheSameIdIsRejected() {
        MetricsRegistry registry = new MetricsRegistry();
        registry.gauge(RESPONSE, () -> 1.0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> registry.gauge(new Metric("response.mean", "Other", "ms"), () -> 2.0));
        assertTrue(e.getMessage().contains("response.mean"), e.getMessage());
        assertEquals(1, registry.metrics().size());
    }

    @Test
    void anUnmeasurableGaugeIsReportedAsNaN() {
        MetricsRegistry registry = new MetricsRegistry();
        Tally empty = new Tally();
        registry.gauge(RESPONSE, empty::mean);
        assertTrue(Double.isNaN(registry.snapshot(0, 1.0, 0).value("response.mean")));
    }
}
