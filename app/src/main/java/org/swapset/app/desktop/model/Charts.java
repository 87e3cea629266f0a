package org.swapset.app.desktop.model;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.util.List;
import java.util.OptionalDouble;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.CategoryPlot;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.category.BarRenderer;
import org.jfree.chart.renderer.category.StandardBarPainter;
import org.jfree.chart.renderer.xy.DeviationRenderer;
import org.jfree.chart.ui.RectangleAnchor;
import org.jfree.chart.ui.TextAnchor;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.YIntervalSeries;
import org.jfree.data.xy.YIntervalSeriesCollection;
import org.swapset.core.forecast.Estimate;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.MetricForecast;

/**
 * The charts of a forecast, built with JFreeChart and nothing of JavaFX, so they render the same in the window,
 * to PNG and to SVG, and can be checked without a display.
 */
public final class Charts {

    /** Series colours, base first. */
    private static final Color[] COLOURS = {new Color(0x4a7ebb), new Color(0xd9534f), new Color(0x2e8b57),
        new Color(0x8e44ad), new Color(0xe69500)};

    /** The paging metrics drawn as kinds, with their short names. */
    private static final java.util.Map<String, String> PAGING_KINDS = java.util.Map.of(
            "paging.demandReads", "Demand reads", "paging.pageOuts", "Page-outs", "paging.steals", "Steals",
            "paging.flushed", "From flush list", "paging.reclaims", "Reclaims");

    private Charts() {
    }

    /**
     * A metric against users, one line per curve with its 95% interval as a shaded band, and the target as a
     * horizontal line when there is one.
     */
    public static JFreeChart curves(List<Curve> curves, OptionalDouble target) {
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        for (Curve c : curves) {
            YIntervalSeries series = new YIntervalSeries(c.scenario());
            for (Curve.Point p : c.points()) {
                Estimate e = p.estimate();
                double hw = Double.isNaN(e.halfWidth()) ? 0 : e.halfWidth();
                series.add(p.users(), e.mean(), e.mean() - hw, e.mean() + hw);
            }
            data.addSeries(series);
        }
        Curve first = curves.isEmpty() ? null : curves.get(0);
        String yLabel = first == null ? "" : first.metric() + (first.unit().isEmpty() ? "" : " (" + first.unit() + ")");
        JFreeChart chart = ChartFactory.createXYLineChart(first == null ? "No curve yet" : headline(first.label())
                + " against users", "Users", yLabel, data, PlotOrientation.VERTICAL, curves.size() > 1, true, false);
        XYPlot plot = chart.getXYPlot();
        DeviationRenderer renderer = new DeviationRenderer(true, true);
        for (int i = 0; i < curves.size(); i++) {
            Color c = COLOURS[i % COLOURS.length];
            renderer.setSeriesPaint(i, c);
            renderer.setSeriesFillPaint(i, c);
            renderer.setSeriesStroke(i, new BasicStroke(2f));
        }
        renderer.setAlpha(0.2f);
        plot.setRenderer(renderer);
        ((NumberAxis) plot.getDomainAxis()).setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        target.ifPresent(t -> {
            ValueMarker marker = new ValueMarker(t, new Color(0xb00020), new BasicStroke(1.5f, BasicStroke.CAP_BUTT,
                    BasicStroke.JOIN_MITER, 10f, new float[] {6f, 4f}, 0f));
            marker.setLabel("target " + t);
            marker.setLabelAnchor(RectangleAnchor.TOP_LEFT);
            marker.setLabelTextAnchor(TextAnchor.BOTTOM_LEFT);
            plot.addRangeMarker(marker);
            NumberAxis range = (NumberAxis) plot.getRangeAxis();
            if (range.getUpperBound() < t * 1.1) {
                range.setUpperBound(t * 1.15); // the target is always in sight
            }
            if (range.getLowerBound() > 0) {
                range.setLowerBound(0);
            }
        });
        return style(chart);
    }

    /** Paging rates by kind: demand page reads, page-outs, steals, swap traffic: whichever the forecast has. */
    public static JFreeChart pagingRates(Forecast f) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (MetricForecast m : f.metrics()) {
            String id = m.metric().id();
            String kind = PAGING_KINDS.get(id);
            if (kind == null && id.startsWith("swap.") && m.metric().unit().equals("/s")) {
                kind = m.metric().label();
            }
            if (kind != null) {
                data.addValue(m.estimate().mean(), "rate", kind);
            }
        }
        JFreeChart chart = ChartFactory.createBarChart("Paging rates by kind", null, "per second", data,
                PlotOrientation.HORIZONTAL, false, true, false);
        return style(bars(chart, COLOURS[0]));
    }

    /** Processor (virtual and CP) and each device group's and channel's utilisation. */
    public static JFreeChart utilisation(Forecast f) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (MetricForecast m : f.metrics()) {
            String id = m.metric().id();
            if (id.equals("cpu.virtual") || id.equals("cpu.cp") || id.endsWith(".utilisation")) {
                data.addValue(m.estimate().mean(), "utilisation", shortLabel(m.metric().label()));
            }
        }
        JFreeChart chart = ChartFactory.createBarChart("Utilisation", null, "%", data, PlotOrientation.HORIZONTAL,
                false, true, false);
        CategoryPlot plot = chart.getCategoryPlot();
        plot.getRangeAxis().setRange(0, 100);
        return style(bars(chart, COLOURS[2]));
    }

    /** A label up to its explanation: "Q1 seconds" of "Q1 seconds: mean time from ...". */
    static String headline(String label) {
        int colon = label.indexOf(':');
        return colon > 0 ? label.substring(0, colon) : label;
    }

    private static String shortLabel(String label) {
        return label.replace(" utilisation", "").replace("Device, ", "").replace("utilisation, ", "");
    }

    private static JFreeChart bars(JFreeChart chart, Color colour) {
        BarRenderer r = (BarRenderer) chart.getCategoryPlot().getRenderer();
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        r.setSeriesPaint(0, colour);
        r.setMaximumBarWidth(0.12);
        return chart;
    }

    private static JFreeChart style(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        chart.getTitle().setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
        chart.getPlot().setBackgroundPaint(new Color(0xf8f8f8));
        return chart;
    }
}
