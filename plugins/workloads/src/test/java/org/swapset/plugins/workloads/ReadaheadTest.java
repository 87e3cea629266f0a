package org.swapset.plugins.workloads;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The readahead window arithmetic gives FACTS 5's table for the default 32-page (128 KB) maximum. */
class ReadaheadTest {

    @ParameterizedTest(name = "a {0}-page request starts a {1} KB window")
    @CsvSource({"1, 16", "2, 16", "3, 32", "4, 32", "5, 64", "8, 64", "9, 128", "16, 128", "32, 128", "64, 128"})
    void theInitialWindowIsFactsTable(int request, int kilobytes) {
        assertEquals(kilobytes / 4, Readahead.initialSize(request, 32));
    }

    @ParameterizedTest(name = "after a {0}-page window comes a {1}-page one")
    @CsvSource({"1, 4", "2, 4", "4, 8", "8, 16", "16, 32", "17, 32", "32, 32"})
    void theWindowRampsUpFourfoldThenTwofoldToTheMaximum(int current, int next) {
        assertEquals(next, Readahead.nextSize(current, 32));
    }

    @ParameterizedTest(name = "max {0}: request {1} gives {2}, then {3}")
    @CsvSource({"256, 1, 4, 16", "256, 8, 32, 64", "256, 100, 256, 256", "4, 1, 2, 4"})
    void otherMaximaScaleTheSameRules(int max, int request, int initial, int next) {
        assertEquals(initial, Readahead.initialSize(request, max));
        assertEquals(next, Readahead.nextSize(initial, max));
    }
}
