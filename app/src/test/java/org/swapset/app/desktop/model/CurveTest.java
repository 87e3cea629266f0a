package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/** The user counts a curve has no forecast for, as the desktop lists them: once per reason. */
class CurveTest {

    @Test
    void missingCountsAreGroupedByReasonInTheOrderOfTheirFirstCount() {
        TreeMap<Integer, String> missing = new TreeMap<>();
        missing.put(465, "cannot run: paging space is full");
        missing.put(150, "failed: plugin x threw");
        missing.put(388, "cannot run: paging space is full");
        missing.put(620, "cannot run: paging space is full");
        Curve curve = new Curve("base", "q1.seconds", "Q1 seconds", "s", List.of(), missing);

        assertEquals(Map.of("failed: plugin x threw", List.of(150),
                "cannot run: paging space is full", List.of(388, 465, 620)), curve.missingByReason());
        assertEquals(List.of("failed: plugin x threw", "cannot run: paging space is full"),
                List.copyOf(curve.missingByReason().keySet()));
        assertEquals(Map.of(), new Curve("base", "q1.seconds", "Q1 seconds", "s", List.of()).missingByReason());
    }

    @Test
    void countsReadAsAList() {
        assertEquals("", Curve.counts(List.of()));
        assertEquals("388", Curve.counts(List.of(388)));
        assertEquals("388 and 465", Curve.counts(List.of(388, 465)));
        assertEquals("150, 388 and 465", Curve.counts(List.of(150, 388, 465)));
    }
}
