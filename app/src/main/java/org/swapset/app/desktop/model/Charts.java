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
     * horizontal line when there is one. A curve whose job stopped part-way is said to be partial under the title,
     * in the window and in the files exported.
     */
    public static JFreeChart curves(List<Curve> curves, OptionalDouble target) {
        YIntervalSeriesCollection data = new YIntervalSeriesCollection();
        for (Curve c : curves) {
            YIntervalSeries series = new YIntervalSeries(c.scenario());
            for (Curve.Point p : c.points()) {
                Estimate e = p.estimate();
                double hw = Double.isNaN(e.halfWidth()) ? 0 : e.halfWidth();
                // The band kept within what the metric can be, as the key figures' intervals are: from 0 (a time,
                // a rate), and to 100 for a share in %.
                double upper = e.mean() + hw;
                series.add(p.users(), e.mean(), Math.max(0, e.mean() - hw), c.unit().equals("%") ? Math.min(100,
                        upper) : upper);
            }
            data.addSeries(series);
        }
        Curve first = curves.isEmpty() ? null : curves.get(0);
        String yLabel = first == null ? "" : first.metric() + (first.unit().isEmpty() ? "" : " (" + first.unit() + ")");
        JFreeChart chart = ChartFactory.createXYLineChart(first == null ? "No curve yet" : headline(first.label())
                + " against users", "Users", yLabel, data, PlotOrientation.VERTICAL, curves.size() > 1, true, false);
        addNotes(chart, notes(curves));
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

    /**
     * Paging rates by kind: demand reads, page-outs, steals and reclaims, and the flush list's and the swap policy's
     * kinds where the scenario has them (not zero in every replication).
     */
    public static JFreeChart pagingRates(Forecast f) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (MetricForecast m : f.metrics()) {
            String id = m.metric().id();
            String kind = PAGING_KINDS.get(id);
            if (kind == null && id.startsWith("swap.") && m.metric().unit().equals("/s")) {
                // "Swap faults (faults on a page in a swap set)": the name, so the axis shows it whole.
                String label = m.metric().label();
                int bracket = label.indexOf(" (");
                kind = bracket > 0 ? label.substring(0, bracket) : label;
            }
            boolean optional = id.startsWith("swap.") || id.equals("paging.flushed");
            if (kind != null && !(optional && none(m))) {
                data.addValue(m.estimate().mean(), "rate", kind);
            }
        }
        JFreeChart chart = ChartFactory.createBarChart("Paging rates by kind", null, "per second", data,
                PlotOrientation.HORIZONTAL, false, true, false);
        return style(bars(chart, COLOURS[0]));
    }

    /** Whether a metric is zero in every replication: the scenario does not have what it counts. */
    private static boolean none(MetricForecast m) {
        for (double v : m.replications()) {
            if (v != 0) {
                return false;
            }
        }
        return true;
    }

    /** Processor (virtual and CP), each device group's and channel's utilisation, and the paging space's peak. */
    public static JFreeChart utilisation(Forecast f) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (MetricForecast m : f.utilisations()) {
            data.addValue(m.estimate().mean(), "utilisation", shortLabel(m.metric().label()));
        }
        JFreeChart chart = ChartFactory.createBarChart("Utilisation", null, "%", data, PlotOrientation.HORIZONTAL,
                false, true, false);
        CategoryPlot plot = chart.getCategoryPlot();
        plot.getRangeAxis().setRange(0, 100);
        return style(bars(chart, COLOURS[2]));
    }

    /**
     * The kinds of paging traffic that add up to the total paging rate, stacked: pages read on demand, read with
     * their swap sets, written out one by one, written in swap sets, and migrated from expanded storage.
     */
    private static final java.util.Map<String, String> PAGING_TRAFFIC = orderedMap(
            "paging.demandReads", "Demand page reads", "paging.swapReads", "Swap-ins (pages read in swap sets)",
            "paging.pageOuts", "Page-outs", "paging.swapWrites", "Swap-outs (pages written in swap sets)",
            "xstore.migrations", "Migrations (expanded storage to DASD)");

    /**
     * What the curves lack, to be said on a chart itself (how a curve stopped; the counts asked for and not drawn,
     * which the model cannot run or whose forecast failed), so that an exported chart does not pass for a sweep over
     * a narrower range. A note true of every curve is said once, without their names.
     */
    public static List<String> notes(List<Curve> curves) {
        java.util.Map<String, List<String>> notes = new java.util.LinkedHashMap<>();
        for (Curve c : curves) {
            if (c.isPartial()) {
                notes.computeIfAbsent("Partial: " + c.partial(), k -> new java.util.ArrayList<>()).add(c.scenario());
            }
            java.util.Map<String, List<Integer>> undrawn = new java.util.TreeMap<>();
            c.missing().forEach((users, why) -> {
                String kind = why.startsWith("cannot run") ? "cannot run" : why.startsWith("failed") ? "failed"
                        : why.equals(Curve.NO_TRANSACTIONS) ? why : null;
                if (kind != null) {
                    undrawn.computeIfAbsent(kind, k -> new java.util.ArrayList<>()).add(users);
                }
            });
            undrawn.forEach((kind, users) -> notes.computeIfAbsent((kind.equals(Curve.NO_TRANSACTIONS)
                    ? "No value at " : "No forecast at ") + Curve.counts(users) + " users: " + kind,
                    k -> new java.util.ArrayList<>()).add(c.scenario()));
        }
        List<String> texts = new java.util.ArrayList<>();
        notes.forEach((note, names) -> texts.add(names.size() == curves.size() ? note
                : String.join(", ", names) + ": " + note));
        return texts;
    }

    /**
     * Says under the chart's title, before any note, what the chart shows ("NAME — forecast at 310 users; seed 1, 5
     * replications of 20 min"), in plain grey: a chart exported and pasted into a report still says which run it is.
     */
    public static void addSubtitle(JFreeChart chart, String text) {
        org.jfree.chart.title.TextTitle title = new org.jfree.chart.title.TextTitle(text,
                new Font(Font.SANS_SERIF, Font.PLAIN, 11));
        title.setPaint(new Color(0x555555));
        chart.addSubtitle(0, title);
    }

    /**
     * The width in pixels under which a chart on screen is {@link #narrow}: a chart beside a table in the window's
     * smallest size.
     */
    public static final double NARROW = 320;

    /**
     * The chart made to read in a narrow space ({@link #NARROW}; the window's, never a file's): its title shortened
     * to what it shows ("Q1 seconds", the axis says against users) in a smaller font, and the notes under it left
     * out, which there wrapped onto several lines over the axis and left the plot a sliver; the window says them
     * beside it. The legend stays.
     */
    public static JFreeChart narrow(JFreeChart chart) {
        if (chart.getTitle() != null) {
            String title = chart.getTitle().getText();
            int against = title.indexOf(" against ");
            if (against > 0) {
                chart.setTitle(title.substring(0, against));
            }
            chart.getTitle().setFont(new Font(Font.SANS_SERIF, Font.BOLD, 12));
        }
        for (int i = chart.getSubtitleCount() - 1; i >= 0; i--) {
            if (chart.getSubtitle(i) instanceof org.jfree.chart.title.TextTitle note) {
                chart.removeSubtitle(note);
            }
        }
        return chart;
    }

    /** Says each note under the chart's title, in the warning colour. */
    public static void addNotes(JFreeChart chart, List<String> notes) {
        for (String text : notes) {
            org.jfree.chart.title.TextTitle title = new org.jfree.chart.title.TextTitle(text,
                    new Font(Font.SANS_SERIF, Font.BOLD, 12));
            title.setPaint(new Color(0xb00020));
            chart.addSubtitle(title);
        }
    }

    /**
     * Paging rates against users, stacked by kind (demand page reads, swap-ins, page-outs, swap-outs), one bar per
     * user count: the height of a bar is the total paging rate. Kinds that are zero at every count are left out.
     */
    public static JFreeChart pagingAgainstUsers(java.util.SortedMap<Integer, Forecast> points) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        for (var kind : PAGING_TRAFFIC.entrySet()) {
            boolean any = kind.getKey().equals("paging.demandReads");
            for (Forecast f : points.values()) {
                any |= f.metric(kind.getKey()).map(m -> m.estimate().mean() > 0).orElse(false);
            }
            if (!any) {
                continue;
            }
            for (var p : points.entrySet()) {
                p.getValue().metric(kind.getKey()).ifPresent(m -> data.addValue(m.estimate().mean(), kind.getValue(),
                        p.getKey()));
            }
        }
        JFreeChart chart = ChartFactory.createStackedBarChart("Paging rates by kind against users", "Users",
                "pages per second", data, PlotOrientation.VERTICAL, true, true, false);
        BarRenderer r = (BarRenderer) chart.getCategoryPlot().getRenderer();
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        for (int i = 0; i < data.getRowCount(); i++) {
            r.setSeriesPaint(i, COLOURS[i % COLOURS.length]);
        }
        return style(chart);
    }

    /**
     * Utilisation against users: the processor and each paging-device group, one line each from 0 to 100%, so the
     * resource that saturates first stands out; and the paging space at its peak, which at 100% is a wall (the model
     * cannot run past it).
     */
    public static JFreeChart utilisationAgainstUsers(java.util.SortedMap<Integer, Forecast> points) {
        java.util.Map<String, String> resources = new java.util.LinkedHashMap<>();
        resources.put("cpu.utilisation", "Processor");
        for (Forecast f : points.values()) {
            for (MetricForecast m : f.metrics()) {
                String id = m.metric().id();
                if (id.startsWith("devices[") && id.endsWith("].utilisation")) {
                    resources.putIfAbsent(id, shortLabel(m.metric().label()));
                }
            }
        }
        if (points.values().stream().anyMatch(f -> f.pagingSpace().isPresent())) {
            resources.put("paging.spacePeak", "Paging space, peak");
        }
        org.jfree.data.xy.XYSeriesCollection data = new org.jfree.data.xy.XYSeriesCollection();
        for (var r : resources.entrySet()) {
            org.jfree.data.xy.XYSeries series = new org.jfree.data.xy.XYSeries(r.getValue());
            for (var p : points.entrySet()) {
                p.getValue().metric(r.getKey()).ifPresent(m -> series.add(p.getKey().doubleValue(),
                        m.estimate().mean()));
            }
            data.addSeries(series);
        }
        JFreeChart chart = ChartFactory.createXYLineChart("Utilisation against users", "Users", "%", data,
                PlotOrientation.VERTICAL, true, true, false);
        XYPlot plot = chart.getXYPlot();
        org.jfree.chart.renderer.xy.XYLineAndShapeRenderer renderer =
                new org.jfree.chart.renderer.xy.XYLineAndShapeRenderer(true, true);
        for (int i = 0; i < data.getSeriesCount(); i++) {
            renderer.setSeriesPaint(i, COLOURS[(i + 2) % COLOURS.length]);
            renderer.setSeriesStroke(i, new BasicStroke(2f));
        }
        plot.setRenderer(renderer);
        plot.getRangeAxis().setRange(0, 100);
        ((NumberAxis) plot.getDomainAxis()).setStandardTickUnits(NumberAxis.createIntegerTickUnits());
        return style(chart);
    }

    private static java.util.Map<String, String> orderedMap(String... keysAndValues) {
        java.util.Map<String, String> map = new java.util.LinkedHashMap<>();
        for (int i = 0; i < keysAndValues.length; i += 2) {
            map.put(keysAndValues[i], keysAndValues[i + 1]);
        }
        return java.util.Collections.unmodifiableMap(map);
    }

    /** A label up to its explanation: "Q1 seconds" of "Q1 seconds: mean time from ...". */
    static String headline(String label) {
        int colon = label.indexOf(':');
        return colon > 0 ? label.substring(0, colon) : label;
    }

    /**
     * A utilisation's label as the chart's axis shows it: "Device utilisation, 2 x ibm-2305-2 on ch1" as "ch1: 2 x
     * ibm-2305-2", the part that tells device groups apart first, so that a label cut short in a narrow chart still
     * says which it is; "Mean utilisation of the paging devices" as "Paging devices, mean", which a chart in the
     * window's smallest size shows whole; "Paging space in use, peak (% of slots)" as "Paging space, peak".
     */
    static String shortLabel(String label) {
        String s = label.replace(" utilisation", "").replace("Device, ", "").replace("utilisation, ", "")
                .replace("Mean of the paging devices", "Paging devices, mean")
                .replace("Paging space in use, peak (% of slots)", "Paging space, peak");
        java.util.regex.Matcher group = java.util.regex.Pattern.compile("(\\d+ x .+) on (\\S+)").matcher(s);
        return group.matches() ? group.group(2) + ": " + group.group(1) : s;
    }

    private static JFreeChart bars(JFreeChart chart, Color colour) {
        BarRenderer r = (BarRenderer) chart.getCategoryPlot().getRenderer();
        r.setBarPainter(new StandardBarPainter());
        r.setShadowVisible(false);
        r.setSeriesPaint(0, colour);
        r.setMaximumBarWidth(0.12);
        // Labels may take up to nearly half the chart's width before they are cut.
        chart.getCategoryPlot().getDomainAxis().setMaximumCategoryLabelWidthRatio(0.45f);
        return chart;
    }

    private static JFreeChart style(JFreeChart chart) {
        chart.setBackgroundPaint(Color.WHITE);
        chart.getTitle().setFont(new Font(Font.SANS_SERIF, Font.BOLD, 14));
        chart.getPlot().setBackgroundPaint(new Color(0xf8f8f8));
        return chart;
    }
}
