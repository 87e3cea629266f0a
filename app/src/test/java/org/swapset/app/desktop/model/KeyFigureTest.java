package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    /** A card's mean shows no digit finer than its interval's last: 0.671 s beside ± 0.077, not 0.6709 s. */
    @Test
    void aCardsMeanIsNoFinerThanItsInterval() {
        Forecast f = new Forecast("base", 1, 3, 0, 60, List.of(metric("q1.seconds", "s", 0.64, 0.6709, 0.7018)));
        KeyFigure card = KeyFigure.of(f).get(0);
        assertEquals("0.671 s", card.value());
        assertTrue(card.interval().startsWith("± 0.077 ("), card.interval());
        // Its ends to the same place: 3.59 ± 0.22 (3.37 to 3.81), not (3.366 to 3.814).
        Forecast g = new Forecast("base", 1, 3, 0, 60, List.of(metric("response.mean", "s", 3.5, 3.59, 3.68)));
        assertEquals("3.59 s", KeyFigure.of(g).get(0).value());
        assertEquals("± 0.22 (3.37 to 3.81)", KeyFigure.of(g).get(0).interval());
    }
}
