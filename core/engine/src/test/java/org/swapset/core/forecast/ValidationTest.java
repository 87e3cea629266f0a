package org.swapset.core.forecast;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The validation table: a verdict per figure, and an interval only where replications give one. */
class ValidationTest {

    @Test
    void aFigureFromOneReplicationHasNoIntervalAndSaysSo() {
        Validation v = new Validation("s", "paper", List.of(
                new Validation.Row("Q1 seconds", "q1.seconds", "s", 0.78, new Estimate(0.80, Double.NaN, Double.NaN, 1),
                        0.15),
                new Validation.Row("Paging SIO rate", "paging.startIoRate", "/s", 240, new Estimate(394, 2.7, 2.2, 5),
                        0.15)));
        String table = v.table();
        assertTrue(table.contains("0.8000 ± n/a"), table);
        assertFalse(table.contains("NaN"), table);
        assertTrue(table.contains("394.0 ± 2.7 /s"), table);
        assertTrue(table.contains("0.8000 ± n/a s "), "each figure with its unit: " + table);
        assertTrue(table.contains("+2.6%") && table.contains("ok"), table);
        assertTrue(table.contains("+64.2%") && table.contains("OUTSIDE"), table);
        assertTrue(table.contains("1 of 2 figures outside tolerance"), table);
    }

    @Test
    void countsAreWrittenWholeNotWithAnExponent() {
        // A count of faults published exactly: %.4g would write both 1.130e+04.
        Validation v = new Validation("s", "paper", List.of(
                new Validation.Row("Long faults", "workload.file.faults.long", "", 11299, new Estimate(11301, 123.4, 80,
                        3), 0.2)));
        String table = v.table();
        assertTrue(table.contains(" 11299 ") && table.contains("11301 ± 123"), table);
        assertFalse(table.contains("e+0"), table);
    }

    @Test
    void aFigureTheScenarioNeverProducesIsNotANumberAndSaysSoInWords() {
        // A swap read time where nothing is swapped: n/a, as run, sweep and compare write it, not "NaN".
        Validation v = new Validation("s", "paper", List.of(new Validation.Row("Swap read", "swap.readTime", "ms", 10,
                new Estimate(Double.NaN, Double.NaN, Double.NaN, 2), 0.15)));
        String table = v.table();
        assertFalse(table.contains("NaN"), table);
        assertTrue(table.contains(" n/a "), table);
    }

    /** A percentage written as a fraction is suspected only where reading it as a percentage would fit. */
    @Test
    void aFractionIsSuspectedOnlyWhereItsPercentageWouldBeWithinTolerance() {
        Estimate busy = new Estimate(26, 1, 1, 3);
        assertTrue(new Validation.Row("CPU", "cpu.utilisation", "%", 0.26, busy, 0.15).looksLikeAFraction());
        assertFalse(new Validation.Row("CPU", "cpu.utilisation", "%", 0.5, busy, 0.15).looksLikeAFraction(),
                "50 % would be outside too: not a slip of the unit");
        assertFalse(new Validation.Row("CPU", "cpu.utilisation", "%", 26, busy, 0.15).looksLikeAFraction(), "fits");
        assertFalse(new Validation.Row("Rate", "throughput", "/s", 0.26, busy, 0.15).looksLikeAFraction(),
                "not in %");
        assertFalse(new Validation.Row("CPU", "cpu.utilisation", "%", 0.26, null, 0.15).looksLikeAFraction(),
                "no forecast");
    }
}
