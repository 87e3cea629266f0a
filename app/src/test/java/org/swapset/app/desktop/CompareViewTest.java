package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The comparison's frozen metric column gives way in a narrow pane: at the smallest window the Compare tab's table
 * pane is about 350 px wide, and a 250 px metric column with its 55 px unit left 45 px for the figures (one column
 * cut to "Bas..."). It takes at most two fifths of the pane with the unit, never under 100 px, and 250 px where
 * there is room.
 */
class CompareViewTest {

    @Test
    void theMetricColumnTakesAtMostTwoFifthsOfItsPane() {
        assertEquals(CompareView.METRIC_WIDTH, CompareView.metricWidth(1000), 1e-9, "room: most labels whole");
        assertEquals(0.4 * 600 - 55, CompareView.metricWidth(600), 1e-9);
        assertEquals(100, CompareView.metricWidth(350), 1e-9, "the smallest window: the names still read");
        assertEquals(100, CompareView.metricWidth(0), 1e-9, "before the pane is laid out");
    }
}
