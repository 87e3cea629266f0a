package org.swapset.app.desktop.model;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.svg.SVGGraphics2D;
import org.jfree.svg.ViewBox;
import org.swapset.app.AtomicFiles;

/** Charts written to files: PNG through JFreeChart, SVG through JFreeSVG; each file replaced atomically. */
public final class ChartFiles {

    private ChartFiles() {
    }

    /** The chart as PNG bytes. */
    public static byte[] png(JFreeChart chart, int width, int height) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ChartUtils.writeChartAsPNG(out, chart, width, height);
        return out.toByteArray();
    }

    /** The chart as an SVG document. */
    public static String svg(JFreeChart chart, int width, int height) {
        return draw(chart, width, height, "chart").getSVGDocument();
    }

    /**
     * The chart as an {@code <svg>} element to place inside an HTML page: scaled by its view box to the width it is
     * given, its definitions (clip paths) named after {@code id} so that several charts on one page do not clash.
     */
    public static String svgElement(JFreeChart chart, int width, int height, String id) {
        return draw(chart, width, height, id).getSVGElement(id, false, new ViewBox(0, 0, width, height), null, null);
    }

    /** Draws the chart with definitions named after {@code prefix} (not a clock reading), so the output repeats. */
    private static SVGGraphics2D draw(JFreeChart chart, int width, int height, String prefix) {
        SVGGraphics2D g = new SVGGraphics2D(width, height);
        g.setDefsKeyPrefix(prefix + "-");
        chart.draw(g, new java.awt.Rectangle(width, height));
        return g;
    }

    /** Writes the chart as PNG or SVG, by the file's extension. */
    public static void write(JFreeChart chart, Path file, int width, int height) throws IOException {
        String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        if (name.endsWith(".svg")) {
            AtomicFiles.write(file, svg(chart, width, height));
        } else {
            AtomicFiles.write(file, png(chart, width, height));
        }
    }
}
