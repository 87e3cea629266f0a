package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Sizes in the window read in the largest binary unit that divides them. */
class ScenarioSummaryTest {

    @Test
    void sizesUseTheLargestUnitThatDividesThem() {
        assertEquals("0 B", ScenarioSummary.size(0));
        assertEquals("16 MiB", ScenarioSummary.size(16L << 20));
        assertEquals("1536 KiB", ScenarioSummary.size(1536L << 10));
        assertEquals("4097 B", ScenarioSummary.size(4097));
    }
}
