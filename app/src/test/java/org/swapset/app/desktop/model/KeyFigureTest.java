package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.MetricForecast;
import org.swapset.core.forecast.Statistics;
import org.swapset.core.metrics.Metric;

/** The dashboard's cards: one per key figure the scenario produces, with its interval when it has one. */
class KeyFigureTest {

    private static MetricForecast metric(String id, String unit, double... values) {
        return new MetricForecast(new Metric(id, id, unit), Statistics.estimate(values), values);
    }

    @Test
    void aFigureTheScenarioDoesNotProduceGetsNoCardAndOneReplicationSaysItHasNoInterval() {
        Forecast f = new Forecast("linux", 1, 1, 0, 60, List.of(metric("response.mean", "s", 0.5),
                metric("q1.seconds", "s", Double.NaN)));
        List<KeyFigure> cards = KeyFigure.of(f);
        assertEquals(List.of("response.mean"), cards.stream().map(KeyFigure::id).toList());
        assertEquals("one replication: no interval", cards.get(0).interval());
    }
}
