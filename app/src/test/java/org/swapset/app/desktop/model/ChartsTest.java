package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.OptionalDouble;
import java.util.TreeMap;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.title.TextTitle;
import org.junit.jupiter.api.Test;
import org.swapset.core.forecast.Statistics;

/** A curve's chart says which user counts it was asked for and could not draw, so an export does not hide them. */
class ChartsTest {

    private static List<String> notes(JFreeChart chart) {
        return chart.getSubtitles().stream().filter(TextTitle.class::isInstance).map(t -> ((TextTitle) t).getText())
                .toList();
    }

    @Test
    void aDeviceGroupsLabelStartsWithWhatTellsItFromTheOthers() {
        // Cut short in a narrow chart, "2 x ibm-2305-2 on ch1" and "... on ch2" would read alike.
        assertEquals("ch1: 2 x ibm-2305-2", Charts.shortLabel("Device utilisation, 2 x ibm-2305-2 on ch1"));
        assertEquals("Channel, ch1", Charts.shortLabel("Channel utilisation, ch1"));
        assertEquals("Processor", Charts.shortLabel("Processor utilisation"));
        assertEquals("Paging devices, mean", Charts.shortLabel("Mean utilisation of the paging devices"));
    }

    private static org.swapset.core.forecast.MetricForecast metric(String id, String label, String unit,
                                                                     double... values) {
        return new org.swapset.core.forecast.MetricForecast(new org.swapset.core.metrics.Metric(id, label, unit),
                Statistics.estimate(values), values);
    }

    private static org.swapset.core.forecast.Forecast withPagingSpace(double slots, double peak) {
        return new org.swapset.core.forecast.Forecast("s", 1, 2, 0, 60, List.of(
                metric("cpu.utilisation", "Processor utilisation", "%", 80, 82),
                metric("paging.slots", "Paging space: page slots on the paging and swap devices", "slots", slots,
                        slots),
                metric("paging.spacePeak", "Paging space in use, peak (% of slots)", "%", peak, peak)));
    }

    /**
     * The paging rates by kind leave out the swap policy's and the flush list's kinds where the scenario has none of
     * them (zero in every replication: demand paging without flushing), rather than five empty rows; the demand
     * kinds stay even at zero, where no steals is the finding (the HPO prototype's).
     */
    @Test
    void thePagingRatesLeaveOutTheKindsTheScenarioDoesNotHave() {
        var demand = new org.swapset.core.forecast.Forecast("base", 1, 2, 0, 60, List.of(
                metric("paging.demandReads", "Demand page reads", "/s", 260, 262),
                metric("paging.pageOuts", "Page-out rate", "/s", 180, 182),
                metric("paging.steals", "Page steal rate", "/s", 0, 0),
                metric("paging.flushed", "Frames taken from the flush list", "/s", 0, 0),
                metric("paging.reclaims", "Pages reclaimed while being written", "/s", 0.5, 0.7),
                metric("swap.faults", "Swap faults (faults on a page in a swap set)", "/s", 0, 0),
                metric("swap.prepageErrors", "Prepage errors (prepaged pages unreferenced)", "/s", 0, 0)));
        assertEquals(List.of("Demand reads", "Page-outs", "Steals", "Reclaims"), kinds(demand));
        var swapping = new org.swapset.core.forecast.Forecast("prototype", 1, 2, 0, 60, List.of(
                metric("paging.demandReads", "Demand page reads", "/s", 66, 66),
                metric("paging.flushed", "Frames taken from the flush list", "/s", 75, 75),
                metric("swap.faults", "Swap faults (faults on a page in a swap set)", "/s", 27, 27),
                metric("swap.prepageErrors", "Prepage errors (prepaged pages unreferenced)", "/s", 0, 1)));
        assertEquals(List.of("Demand reads", "From flush list", "Swap faults", "Prepage errors"), kinds(swapping));
    }

    private static List<?> kinds(org.swapset.core.forecast.Forecast f) {
        return Charts.pagingRates(f).getCategoryPlot().getDataset().getColumnKeys();
    }

    @Test
    void theUtilisationChartsShowThePagingSpacesPeakWhereThereIsPagingSpace() {
        org.jfree.data.category.CategoryDataset bars = Charts.utilisation(withPagingSpace(2304, 72))
                .getCategoryPlot().getDataset();
        assertEquals(List.of("Processor", "Paging space, peak"), bars.getColumnKeys());
        assertEquals(72.0, bars.getValue(0, 1).doubleValue(), 1e-9);
        assertEquals(List.of("Processor"), Charts.utilisation(withPagingSpace(0, 0)).getCategoryPlot().getDataset()
                .getColumnKeys(), "no paging space, no bar for it");

        TreeMap<Integer, org.swapset.core.forecast.Forecast> points = new TreeMap<>();
        points.put(300, withPagingSpace(2304, 72));
        points.put(350, withPagingSpace(2304, 90));
        org.jfree.data.xy.XYDataset lines = Charts.utilisationAgainstUsers(points).getXYPlot().getDataset();
        assertEquals(2, lines.getSeriesCount());
        assertEquals("Paging space, peak", lines.getSeriesKey(1));
        assertEquals(90.0, lines.getYValue(1, 1), 1e-9);
    }

    @Test
    void countsTheModelCannotRunOrWhoseForecastFailedAreSaidOnTheChart() {
        TreeMap<Integer, String> missing = new TreeMap<>();
        missing.put(400, "cannot run: paging space is full: every slot of the paging devices is taken");
        missing.put(450, "cannot run: paging space is full: every slot of the paging devices is taken");
        missing.put(500, "failed: replication 0 failed in plugin 'x'");
        Curve curve = new Curve("base", "q1.seconds", "Q1 seconds", "s", List.of(
                new Curve.Point(300, Statistics.estimate(new double[] {0.8, 0.9, 1.0}))), missing);

        assertEquals(List.of("No forecast at 400 and 450 users: cannot run", "No forecast at 500 users: failed"),
                notes(Charts.curves(List.of(curve), OptionalDouble.of(1))));
        assertEquals(List.of(), notes(Charts.curves(List.of(new Curve("base", "q1.seconds", "Q1 seconds", "s",
                curve.points())), OptionalDouble.empty())), "nothing to say when every count is drawn");
    }

    @Test
    void aNoteTrueOfEveryComparedCurveIsSaidOnceAndAnotherNamesItsCurves() {
        TreeMap<Integer, String> full = new TreeMap<>();
        full.put(388, "cannot run: paging space is full");
        full.put(465, "cannot run: paging space is full");
        List<Curve.Point> points = List.of(new Curve.Point(300, Statistics.estimate(new double[] {0.8, 0.9, 1.0})));
        Curve base = new Curve("Base", "q1.seconds", "Q1 seconds", "s", points, full);
        Curve same = new Curve("V1", "q1.seconds", "Q1 seconds", "s", points, full);
        Curve other = new Curve("V2", "q1.seconds", "Q1 seconds", "s", points, new TreeMap<>(full.headMap(400)));
        Curve drawn = new Curve("V3", "q1.seconds", "Q1 seconds", "s", points);

        assertEquals(List.of("No forecast at 388 and 465 users: cannot run"),
                notes(Charts.curves(List.of(base, same), OptionalDouble.empty())));
        assertEquals(List.of("Base, V1: No forecast at 388 and 465 users: cannot run",
                        "V2: No forecast at 388 users: cannot run"),
                notes(Charts.curves(List.of(base, same, other, drawn), OptionalDouble.empty())));
    }

    @Test
    void aCurveRenamedKeepsItsPointsAndWhatItLacks() {
        TreeMap<Integer, String> missing = new TreeMap<>(java.util.Map.of(400, "cannot run: full"));
        Curve curve = new Curve("HPO 1.0 base, 3081D 16 MB, 310 users (variant 1)", "q1.seconds", "Q1 seconds", "s",
                List.of(new Curve.Point(300, Statistics.estimate(new double[] {0.8, 0.9, 1.0}))), missing, "stopped");
        Curve v1 = curve.named("V1");
        assertEquals("V1", v1.scenario());
        assertEquals(curve.points(), v1.points());
        assertEquals(curve.missing(), v1.missing());
        assertEquals("stopped", v1.partial());
    }

    @Test
    void theBandStaysWithinWhatTheMetricCanBe() {
        // Two replications 0.2 and 9.8 s apart: the t interval runs far below 0 s; a share near 100 % above it.
        Curve time = new Curve("base", "response.mean", "Mean response time", "s", List.of(new Curve.Point(20,
                Statistics.estimate(new double[] {0.2, 9.8}))));
        Curve share = new Curve("base", "cpu.utilisation", "Processor utilisation", "%", List.of(new Curve.Point(20,
                Statistics.estimate(new double[] {95, 99}))));
        var times = (org.jfree.data.xy.YIntervalSeriesCollection) Charts.curves(List.of(time), OptionalDouble.empty())
                .getXYPlot().getDataset();
        assertEquals(0, times.getStartYValue(0, 0), "not below 0 s");
        assertEquals(5.0, times.getYValue(0, 0), 1e-12);
        var shares = (org.jfree.data.xy.YIntervalSeriesCollection) Charts.curves(List.of(share),
                OptionalDouble.empty()).getXYPlot().getDataset();
        assertEquals(100, shares.getEndYValue(0, 0), "not above 100 %");
    }

    /**
     * A comparison's chart in a narrow space (beside the table in the smallest window) keeps a plot that reads: its
     * title shortened onto one line and its notes left out (the window says them beside it), where they took the
     * height and the plot was a sliver.
     */
    @Test
    void aNarrowChartKeepsItsPlotReadable() {
        TreeMap<Integer, String> full = new TreeMap<>(java.util.Map.of(388, "cannot run: paging space is full",
                465, "cannot run: paging space is full"));
        List<Curve.Point> points = List.of(new Curve.Point(300, Statistics.estimate(new double[] {0.8, 0.9, 1.0})),
                new Curve.Point(350, Statistics.estimate(new double[] {1.0, 1.1, 1.2})));
        List<Curve> curves = List.of(new Curve("Base", "q1.seconds", "Q1 seconds", "s", points, full),
                new Curve("V1", "q1.seconds", "Q1 seconds", "s", points, new TreeMap<>(full.tailMap(400))),
                new Curve("V2", "q1.seconds", "Q1 seconds", "s", points, new TreeMap<>(java.util.Map.of(150,
                        "failed: plugin 'x' threw"))));
        JFreeChart chart = Charts.narrow(Charts.curves(curves, OptionalDouble.of(1)));
        assertEquals("Q1 seconds", chart.getTitle().getText());
        assertEquals(List.of(), notes(chart), "said beside it, in the window");
        org.jfree.chart.ChartRenderingInfo info = new org.jfree.chart.ChartRenderingInfo();
        chart.createBufferedImage(240, 230, info);
        java.awt.geom.Rectangle2D plot = info.getPlotInfo().getDataArea();
        org.junit.jupiter.api.Assertions.assertTrue(plot.getWidth() >= 150 && plot.getHeight() >= 100,
                "a plot that reads: " + plot);
        assertEquals(3, notes(Charts.curves(curves, OptionalDouble.of(1))).size(), "the file's chart says them all");
    }
}
