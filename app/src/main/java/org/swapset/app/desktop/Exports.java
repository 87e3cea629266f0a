package org.swapset.app.desktop;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;
import org.jfree.chart.JFreeChart;
import org.swapset.app.AtomicFiles;
import org.swapset.app.desktop.model.ChartFiles;

/**
 * The Export menu's work: asks where, then writes text (CSV, JSON, HTML) or charts (PNG, SVG) atomically; a
 * failure is an error dialog, never the end of the application.
 */
final class Exports {

    private final Dialogs dialogs;
    private final Supplier<Path> baseName;
    private final java.util.function.Consumer<String> said;

    /**
     * @param baseName the file to suggest, without extension: in the scenario file's folder when it has one, so the
     *                 chooser opens there
     * @param said     told what was written ("Wrote FILE"), for the status line
     */
    Exports(Dialogs dialogs, Supplier<Path> baseName, java.util.function.Consumer<String> said) {
        this.dialogs = dialogs;
        this.baseName = baseName;
        this.said = said;
    }

    /** Writes the text {@code content} gives (which throws NothingYetException when there is nothing yet). */
    void text(String title, String extension, Supplier<String> content) {
        text(title, extension, "", content);
    }

    /**
     * As {@link #text(String, String, Supplier)}, suggesting the base name with {@code suffix} ("-comparison"), so
     * that two kinds of page written for one scenario do not take the same name.
     */
    void text(String title, String extension, String suffix, Supplier<String> content) {
        String text;
        try {
            text = content.get();
        } catch (org.swapset.app.desktop.model.NothingYetException e) {
            // Nothing made yet to export ("run a forecast first"): no failure, said as an information.
            dialogs.info("Nothing to export yet", sentence(e.getMessage()));
            return;
        } catch (RuntimeException e) {
            // Making it failed (a chart that could not be drawn): an error, with what it said.
            dialogs.error("Could not make the " + extension.toUpperCase(java.util.Locale.ROOT) + " export",
                    String.valueOf(e.getMessage()));
            return;
        }
        dialogs.chooseSave(title, suggested(suffix + "." + extension), extension).ifPresent(p -> {
            try {
                AtomicFiles.write(p, text);
                said.accept("Wrote " + p);
            } catch (IOException | RuntimeException e) {
                dialogs.error("Could not write " + p.getFileName(), String.valueOf(e.getMessage()));
            }
        });
    }

    /**
     * Writes every chart, one file each, as PNG or SVG. The chooser can only ask about the name typed, which is not
     * a file written ({@code charts.png} gives {@code charts-utilisation.png}...): the chart files that exist already
     * are named in a question of their own, and nothing is written unless the user says to replace them.
     */
    void charts(List<JFreeChart> charts, String extension) {
        dialogs.chooseSave("Export charts (one file per chart)", suggested("." + extension), extension)
                .ifPresent(p -> {
                    List<Path> existing = files(charts, p).keySet().stream().filter(java.nio.file.Files::exists)
                            .toList();
                    if (!existing.isEmpty() && !dialogs.replaceFiles(existing)) {
                        said.accept("Charts not exported: the files exist and were kept");
                        return;
                    }
                    try {
                        List<Path> written = charts(charts, p);
                        said.accept(written.isEmpty() ? "No chart has anything drawn yet: nothing written"
                                : "Wrote " + written.size() + (written.size() == 1 ? " chart: " : " charts: ")
                                + written.stream().map(w -> w.getFileName().toString())
                                .collect(java.util.stream.Collectors.joining(", ")) + " in " + p.toAbsolutePath()
                                .getParent());
                    } catch (IOException | RuntimeException e) {
                        dialogs.error("Could not write the charts", String.valueOf(e.getMessage()));
                    }
                });
    }

    /** A model's message ("run a forecast first") as a sentence for a dialog: "Run a forecast first." */
    static String sentence(String message) {
        String m = String.valueOf(message).strip();
        if (m.isEmpty()) {
            return m;
        }
        m = Character.toUpperCase(m.charAt(0)) + m.substring(1);
        return m.matches(".*[.!?]$") ? m : m + ".";
    }

    /** The base name with {@code ending} after it, in the base's folder if it has one. */
    private Path suggested(String ending) {
        Path base = baseName.get();
        return base.resolveSibling(base.getFileName() + ending);
    }

    /**
     * Writes each chart that has something drawn to {@code NAME-TITLE.EXT} beside {@code file} ("charts-utilisation
     * .png", by the chart's title), by its extension; a placeholder with nothing drawn ("No curve yet") is left out.
     */
    static List<Path> charts(List<JFreeChart> charts, Path file) throws IOException {
        List<Path> written = new ArrayList<>();
        for (var chart : files(charts, file).entrySet()) {
            ChartFiles.write(chart.getValue(), chart.getKey(), 900, 540);
            written.add(chart.getKey());
        }
        return written;
    }

    /**
     * The file each chart with something drawn goes to, {@code NAME-TITLE.EXT} beside {@code file}, in the charts'
     * order: what {@link #charts(List, Path)} writes, so that the files it would replace can be asked about first.
     */
    static java.util.Map<Path, JFreeChart> files(List<JFreeChart> charts, Path file) {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String stem = dot < 0 ? name : name.substring(0, dot);
        String ext = dot < 0 ? ".png" : name.substring(dot);
        java.util.Map<Path, JFreeChart> files = new java.util.LinkedHashMap<>();
        java.util.Set<String> used = new java.util.HashSet<>();
        for (JFreeChart chart : charts) {
            if (empty(chart)) {
                continue;
            }
            String title = chart.getTitle() == null ? "" : chart.getTitle().getText();
            String slug = title.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9]+", "-")
                    .replaceAll("^-|-$", "");
            slug = slug.isEmpty() ? "chart" : slug.substring(0, Math.min(60, slug.length())).replaceAll("-$", "");
            String unique = slug;
            for (int k = 2; !used.add(unique); k++) {
                unique = slug + "-" + k;
            }
            files.put(file.resolveSibling(stem + "-" + unique + ext), chart);
        }
        return files;
    }

    /** A chart with no data drawn: an XY plot whose datasets have no items (the curve before there is one). */
    private static boolean empty(JFreeChart chart) {
        if (!(chart.getPlot() instanceof org.jfree.chart.plot.XYPlot xy)) {
            return false;
        }
        for (int d = 0; d < xy.getDatasetCount(); d++) {
            var data = xy.getDataset(d);
            if (data != null) {
                for (int sr = 0; sr < data.getSeriesCount(); sr++) {
                    if (data.getItemCount(sr) > 0) {
                        return false;
                    }
                }
            }
        }
        return true;
    }
}
