package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.OptionalInt;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.title.TextTitle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.swapset.app.desktop.model.ResultsModel;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.MetricForecast;
import org.swapset.core.forecast.Statistics;
import org.swapset.core.metrics.Metric;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The Results tab draws a forecast's utilisation and paging charts once when the forecast comes, and again only when
 * it goes out of date or back up to date: not first for the last forecast under the new caption, then for the new.
 */
@ExtendWith(ApplicationExtension.class)
class ResultsViewTest {

    private final ResultsModel model = new ResultsModel();
    private ResultsView view;

    @Start
    void start(Stage stage) {
        view = new ResultsView(model);
        stage.setScene(new Scene(new javafx.scene.layout.StackPane(view.root()), 800, 600));
        stage.show();
    }

    private static Forecast forecast(String name, double q1) {
        double[] q = {q1 - 0.1, q1, q1 + 0.1};
        double[] cpu = {90, 91, 92};
        return new Forecast(name, 7, 3, 60, 600, List.of(
                new MetricForecast(new Metric("q1.seconds", "Q1 seconds", "s"), Statistics.estimate(q), q),
                new MetricForecast(new Metric("cpu.utilisation", "Processor utilisation", "%"),
                        Statistics.estimate(cpu), cpu)));
    }

    /** The utilisation and paging charts: the last two the tab shows (the curve's, when drawn, comes first). */
    private java.util.stream.Stream<JFreeChart> forecastCharts() {
        List<JFreeChart> charts = view.charts();
        return charts.subList(charts.size() - 2, charts.size()).stream();
    }

    private static boolean saysOutOfDate(JFreeChart chart) {
        return chart.getSubtitles().stream().anyMatch(t -> t instanceof TextTitle tt
                && tt.getText().startsWith("Out of date"));
    }

    @Test
    void theChartsAreDrawnOnceAForecastAndOnceAChangeOfDate(FxRobot robot) {
        robot.interact(() -> {
            model.showForecast(null, OptionalInt.of(310), forecast("First", 0.9), "form A", "form A");
            assertEquals(1, view.chartsDrawn(), "the first forecast");

            model.formIs("form B");
            assertEquals(2, view.chartsDrawn(), "out of date");
            assertTrue(forecastCharts().allMatch(ResultsViewTest::saysOutOfDate));
            model.formIs("form C");
            assertEquals(2, view.chartsDrawn(), "still out of date: nothing to draw again");
            model.formIs("form A");
            assertEquals(3, view.chartsDrawn(), "the edit undone");
            assertTrue(forecastCharts().noneMatch(ResultsViewTest::saysOutOfDate));

            model.formIs("form B");
            assertEquals(4, view.chartsDrawn());
            // A run of the edited form: its forecast drawn once, up to date, under its own caption.
            model.showForecast(null, OptionalInt.of(200), forecast("Second", 0.5));
            assertEquals(5, view.chartsDrawn(), "the next forecast, once");
            assertTrue(forecastCharts().noneMatch(ResultsViewTest::saysOutOfDate));
            assertTrue(forecastCharts().allMatch(c -> c.getSubtitles().stream().anyMatch(t ->
                    t instanceof TextTitle tt && tt.getText().startsWith("Second — forecast at 200 users"))),
                    "the new caption under each title");

            // A forecast that ends after an edit made while it ran: drawn once, saying it is out of date.
            model.showForecast(null, OptionalInt.of(200), forecast("Third", 0.6), "form D", "form E");
            assertEquals(6, view.chartsDrawn(), "once, out of date from the start");
            assertTrue(forecastCharts().allMatch(ResultsViewTest::saysOutOfDate));
            model.formIs("form D");
            assertEquals(7, view.chartsDrawn(), "the edit undone");
            assertTrue(forecastCharts().noneMatch(ResultsViewTest::saysOutOfDate));
        });
    }
}
