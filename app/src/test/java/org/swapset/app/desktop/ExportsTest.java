package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.data.category.DefaultCategoryDataset;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Charts exported one file per chart, named beside the name chosen: the chooser asks only about the name typed, so
 * the chart files that exist already are named in a question of their own and kept unless the user says to replace.
 */
class ExportsTest {

    @TempDir
    Path temp;

    private static JFreeChart chart(String title) {
        DefaultCategoryDataset data = new DefaultCategoryDataset();
        data.addValue(1, "busy", "CPU");
        return ChartFactory.createBarChart(title, "", "%", data);
    }

    @Test
    void existingChartFilesAreNamedAndReplacedOnlyWhenTheUserSaysSo() throws Exception {
        FakeDialogs dialogs = new FakeDialogs();
        dialogs.save = temp.resolve("charts.png");
        List<String> said = new ArrayList<>();
        Exports exports = new Exports(dialogs, () -> temp.resolve("scenario"), said::add);
        List<JFreeChart> charts = List.of(chart("Utilisation"), chart("Paging rates"));
        Path utilisation = temp.resolve("charts-utilisation.png");
        Path paging = temp.resolve("charts-paging-rates.png");
        Files.writeString(utilisation, "mine");

        dialogs.replaceFiles = false;
        exports.charts(charts, "png");
        assertEquals(List.of("replace [charts-utilisation.png]"), dialogs.asked, "the existing file named");
        assertEquals("mine", Files.readString(utilisation), "kept");
        assertFalse(Files.exists(paging), "nothing written");
        assertEquals(List.of("Charts not exported: the files exist and were kept"), said);

        dialogs.replaceFiles = true;
        exports.charts(charts, "png");
        assertEquals(2, dialogs.asked.size());
        assertTrue(Files.size(utilisation) > 100 && Files.exists(paging), "both written");

        dialogs.asked.clear();
        dialogs.save = temp.resolve("other.png");
        exports.charts(charts, "png");
        assertEquals(List.of(), dialogs.asked, "no question when no file exists");
        assertTrue(Files.exists(temp.resolve("other-utilisation.png")));
        assertTrue(dialogs.errors.isEmpty(), dialogs.errors.toString());
    }

    @Test
    void theReplaceQuestionNamesTheFilesAndTheirFolder() {
        assertEquals("a.png exists already in " + temp.toAbsolutePath() + ". Replace it?",
                FxDialogs.replaceFilesText(List.of(temp.resolve("a.png"))));
        assertEquals("a.png, b.png and c.png exist already in " + temp.toAbsolutePath() + ". Replace them?",
                FxDialogs.replaceFilesText(List.of(temp.resolve("a.png"), temp.resolve("b.png"),
                        temp.resolve("c.png"))));
    }

    /** Nothing yet is an information; anything else going wrong while making the export is an error, said as one. */
    @Test
    void onlyNothingYetIsAnInformationAndAFailureIsAnError() {
        FakeDialogs dialogs = new FakeDialogs();
        Exports exports = new Exports(dialogs, () -> temp.resolve("scenario"), s -> { });
        exports.text("Export", "html", () -> {
            throw new org.swapset.app.desktop.model.NothingYetException("run a forecast first");
        });
        assertEquals(List.of("Nothing to export yet: Run a forecast first."), dialogs.infos);
        exports.text("Export", "html", () -> {
            throw new IllegalStateException("the chart could not be drawn");
        });
        assertEquals(List.of("Could not make the HTML export: the chart could not be drawn"), dialogs.errors);
        assertEquals(1, dialogs.infos.size(), "not an information");
    }
}
