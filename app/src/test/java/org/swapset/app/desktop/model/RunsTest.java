package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The user counts the window suggests and spreads for curves are round, increasing and never below one user. */
class RunsTest {

    @Test
    void theSuggestedSweepRunsFromAboutHalfToTwiceTheUsersInRoundSteps() {
        assertEquals("150..650/50", Runs.sweepAround(310));
        assertEquals("10..40/5", Runs.sweepAround(20));
        assertEquals("1..2/1", Runs.sweepAround(1));
        assertEquals("1000..4000/500", Runs.sweepAround(2000));
    }

    @Test
    void aSpreadIsEvenAndHasNoRepeats() {
        assertEquals(List.of(155, 233, 310, 388, 465), Runs.spread(155, 465, 5));
        assertEquals(List.of(1, 2), Runs.spread(1, 2, 5));
    }

    @Test
    void aChartTitleUsesTheLabelUpToItsExplanation() {
        assertEquals("Q1 seconds", Charts.headline("Q1 seconds: mean time from transaction start to Q1 drop"));
        assertEquals("Mean response time", Charts.headline("Mean response time"));
    }
}
