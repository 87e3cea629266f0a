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
    private final Supplier<String> baseName;

    /** @param baseName the file name to suggest, without extension */
    Exports(Dialogs dialogs, Supplier<String> baseName) {
        this.dialogs = dialogs;
        this.baseName = baseName;
    }

    /** Writes the text {@code content} gives (which throws IllegalStateException when there is nothing yet). */
    void text(String title, String extension, Supplier<String> content) {
        String text;
        try {
            text = content.get();
        } catch (IllegalStateException e) {
            dialogs.error(title, e.getMessage());
            return;
        }
        dialogs.chooseSave(title, baseName.get() + "." + extension, extension).ifPresent(p -> {
            try {
                AtomicFiles.write(p, text);
            } catch (IOException | RuntimeException e) {
                dialogs.error("Could not write " + p.getFileName(), String.valueOf(e.getMessage()));
            }
        });
    }

    /** Writes every chart, one file each, as PNG or SVG. */
    void charts(List<JFreeChart> charts, String extension) {
        dialogs.chooseSave("Export charts (one file per chart)", baseName.get() + "." + extension, extension)
                .ifPresent(p -> {
                    try {
                        charts(charts, p);
                    } catch (IOException | RuntimeException e) {
                        dialogs.error("Could not write the charts", String.valueOf(e.getMessage()));
                    }
                });
    }

    /** Writes each chart to {@code NAME-1.EXT}, {@code NAME-2.EXT}... beside {@code file}, by its extension. */
    static List<Path> charts(List<JFreeChart> charts, Path file) throws IOException {
        String name = file.getFileName().toString();
        int dot = name.lastIndexOf('.');
        String stem = dot < 0 ? name : name.substring(0, dot);
        String ext = dot < 0 ? ".png" : name.substring(dot);
        List<Path> written = new ArrayList<>();
        for (int i = 0; i < charts.size(); i++) {
            Path out = file.resolveSibling(stem + "-" + (i + 1) + ext);
            ChartFiles.write(charts.get(i), out, 900, 540);
            written.add(out);
        }
        return written;
    }
}
