package org.swapset.core.forecast;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The experiment table says why a figure is n/a rather than leaving the reader to guess. */
class ExperimentReportTest {

    @Test
    void aRunThatEndedBeforeItsMeasurementIsNamedUnderTheTable() {
        ExperimentReport.Run done = new ExperimentReport.Run("31C81X0", 606, 589.56, 0.52, List.of(), true);
        ExperimentReport.Run cut = new ExperimentReport.Run("short", Double.NaN, Double.NaN, Double.NaN, List.of(),
                true);
        String table = ExperimentReport.table(List.of(done, cut));
        assertTrue(table.lines().anyMatch(l -> l.startsWith("short") && l.contains("n/a")), table);
        assertTrue(table.contains("n/a: short ended before the measurement was complete; lengthen run.duration"),
                table);
        assertFalse(ExperimentReport.table(List.of(done)).contains("ended before"));
    }
}
