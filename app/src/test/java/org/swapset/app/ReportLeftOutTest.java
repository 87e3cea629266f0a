package org.swapset.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.swapset.app.desktop.model.Curve;

/** What {@code swapset report} says its users curve leaves out: each reason once, a long run of counts as a range. */
class ReportLeftOutTest {

    @Test
    void aLongRunOfCountsLeftOutReadsAsARangeAndAShortListAsItIs() {
        TreeMap<Integer, String> missing = new TreeMap<>();
        java.util.stream.IntStream.rangeClosed(74, 5000).forEach(n -> missing.put(n, "not run: cancelled"));
        missing.put(40, "failed: plugin x threw");
        Curve curve = new Curve("base", "q1.seconds", "Q1 seconds", "s", List.of(), missing);
        assertEquals(" Not charted: 40 users: failed: plugin x threw. 74 to 5000 (step 1) users: not run: cancelled.",
                ReportCommand.leftOutNote(curve));

        TreeMap<Integer, String> few = new TreeMap<>();
        List.of(150, 388, 465).forEach(n -> few.put(n, "cannot run: paging space is full"));
        assertEquals(" Not charted: 150, 388 and 465 users: cannot run: paging space is full.",
                ReportCommand.leftOutNote(new Curve("base", "q1.seconds", "Q1 seconds", "s", List.of(), few)));
    }
}
