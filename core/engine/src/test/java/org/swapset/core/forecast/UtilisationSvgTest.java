package org.swapset.core.forecast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swapset.core.metrics.Metric;

/** The HTML report's utilisation bars: every utilisation, and the paging space's peak where there is paging space. */
class UtilisationSvgTest {

    private static MetricForecast metric(String id, String label, String unit, double value) {
        double[] values = {value, value};
        return new MetricForecast(new Metric(id, label, unit), Statistics.estimate(values), values);
    }

    private static Forecast forecast(double slots) {
        return new Forecast("s", 1, 2, 0, 60, List.of(
                metric("cpu.utilisation", "Processor utilisation", "%", 80),
                metric("paging.demandReads", "Demand page reads", "/s", 120),
                metric("paging.slots", "Paging space: page slots on the paging and swap devices", "slots", slots),
                metric("paging.spacePeak", "Paging space in use, peak (% of slots)", "%", 72),
                metric("devices[0].utilisation", "Device utilisation, 2 x ibm-2305-2 on ch1", "%", 60)));
    }

    @Test
    void thePagingSpacesPeakIsABarOnlyWhereThereIsPagingSpace() {
        // After the processor and the devices, whatever order the model registered them in.
        assertEquals(List.of("cpu.utilisation", "devices[0].utilisation", "paging.spacePeak"),
                forecast(2304).utilisations().stream().map(m -> m.metric().id()).toList());
        String svg = UtilisationSvg.render(forecast(2304));
        assertTrue(svg.contains(">Paging space in use, peak (% of slots)</text>"), svg);
        assertTrue(svg.contains(">72%</text>"), svg);
        assertFalse(svg.contains("Demand page reads"), "a rate is no bar");

        assertEquals(List.of("cpu.utilisation", "devices[0].utilisation"),
                forecast(0).utilisations().stream().map(m -> m.metric().id()).toList());
        assertFalse(UtilisationSvg.render(forecast(0)).contains("Paging space"), "no paging space, no bar for it");
    }
}
