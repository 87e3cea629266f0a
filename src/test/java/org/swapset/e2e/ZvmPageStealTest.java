package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.swapset.e2e.Forecasts.mean;

import java.io.IOException;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.scenario.RunControl;
import org.swapset.core.scenario.ScenarioException;

/**
 * z/VM 4.3's page steal against 4.2's on the 2064-1C8 with 10,800 CMS1 users ("Improved Utilization of Large Real
 * Storage"), with the workload as fitted on 4.2, and the seed's three conditions: take away any one and the two
 * levels forecast the same. Shortened runs (90 s warm-up, 150 s, one replication, the same seed for both levels).
 */
class ZvmPageStealTest {

    private static Forecast run(String file, UnaryOperator<String> edit) throws IOException, ScenarioException {
        return Forecasts.run(Forecasts.bundled(file, edit).withRun(new RunControl(5, 90, 150, 1)), 1);
    }

    private static void assertSame(Forecast a, Forecast b, String metric, double tolerance) {
        double x = mean(a, metric);
        double y = mean(b, metric);
        assertEquals(x, y, tolerance * Math.max(Math.abs(x), 1e-9), metric + ": 4.2 " + x + ", 4.3 " + y);
    }

    /**
     * The two levels forecast the same, and not because nothing happens: pages move below the line (the 2 GB line is
     * in play) at the same rate on both.
     */
    private static void assertLevelsAgree(Forecast v42, Forecast v43) {
        assertTrue(mean(v42, "paging.movesBelow2G") > 0, () -> "moves below the line " + mean(v42,
                "paging.movesBelow2G"));
        assertSame(v42, v43, "paging.movesBelow2G", 0.1);
        assertSame(v42, v43, "paging.dasdPagesPerTransaction", 0.1);
        assertSame(v42, v43, "throughput", 0.02);
    }

    @Test
    void zvm43CopiesStolenPagesAboveTheLineAndPagesLess() throws IOException, ScenarioException {
        Forecast v42 = run("zvm42-cms1-10800.yaml", s -> s);
        Forecast v43 = run("zvm43-cms1-10800.yaml", s -> s);
        assertEquals(0.0, mean(v42, "paging.copiedAbove2G"));
        assertTrue(mean(v43, "paging.copiedAbove2G") > 100, () -> "copies " + mean(v43, "paging.copiedAbove2G"));
        assertTrue(mean(v43, "paging.dasdPagesPerTransaction") < 0.8 * mean(v42, "paging.dasdPagesPerTransaction"),
                () -> "DASD pages/tx: 4.2 " + mean(v42, "paging.dasdPagesPerTransaction") + ", 4.3 "
                        + mean(v43, "paging.dasdPagesPerTransaction"));
        assertTrue(mean(v43, "devices.utilisation") < 0.8 * mean(v42, "devices.utilisation"),
                () -> "page volume busy: 4.2 " + mean(v42, "devices.utilisation") + ", 4.3 "
                        + mean(v43, "devices.utilisation"));
        assertTrue(mean(v43, "throughput") >= mean(v42, "throughput"),
                () -> "Tx/s: 4.2 " + mean(v42, "throughput") + ", 4.3 " + mean(v43, "throughput"));
        // The steal selection is the same: pages still move below the line at about the same rate.
        assertSame(v42, v43, "paging.movesBelow2G", 0.15);
    }

    @Test
    void withExpandedStorageBothLevelsForecastTheSame() throws IOException, ScenarioException {
        Forecast v42 = run("zvm42-cms1-10800-xstore.yaml", s -> s);
        Forecast v43 = run("zvm43-cms1-10800-xstore.yaml", s -> s);
        assertTrue(mean(v42, "xstore.pageOuts") > 0);
        assertSame(v42, v43, "xstore.pageOuts", 0.1);
        assertEquals(0.0, mean(v43, "paging.copiedAbove2G"), "4.3 copies nothing while expanded storage takes pages");
        assertLevelsAgree(v42, v43);
    }

    /** While storage fills, CP's pages move below the line on both levels alike. */
    @Test
    void withEnoughFramesBelowTheLineBothLevelsForecastTheSame() throws IOException, ScenarioException {
        Forecast v42 = run("zvm42-cms1-10800-unlocked.yaml", s -> s);
        Forecast v43 = run("zvm43-cms1-10800-unlocked.yaml", s -> s);
        assertEquals(0.0, mean(v43, "paging.copiedAbove2G"), "4.3 copies nothing when the frames below the line suffice");
        assertLevelsAgree(v42, v43);
    }

    /**
     * At the steady state with nothing locked, CP's pages have all found frames below the line ("all their
     * requirements for page frames below the 2G line would have fit"): 4.2 steals nothing there and pages nothing to
     * DASD, where with the LOCK it moves about 1,100 pages a second. The users' buffer pages stay put; when they
     * drifted with the working set, 4.2 still paged 1.76 pages a transaction to DASD here.
     */
    @Test
    void withEnoughFramesBelowTheLineNothingIsStolenThereAtTheSteadyState() throws IOException, ScenarioException {
        RunControl steady = new RunControl(5, 420, 120, 1);
        Forecast v42 = Forecasts.run(Forecasts.bundled("zvm42-cms1-10800-unlocked.yaml", s -> s).withRun(steady), 1);
        Forecast v43 = Forecasts.run(Forecasts.bundled("zvm43-cms1-10800-unlocked.yaml", s -> s).withRun(steady), 1);
        for (Forecast f : new Forecast[] {v42, v43}) {
            assertEquals(0.0, mean(f, "paging.stealsBelow2G"), "steals below the line");
            assertEquals(0.0, mean(f, "paging.dasdPagesPerTransaction"), "DASD pages per transaction");
            assertTrue(mean(f, "paging.movesBelow2G") < 50, () -> "moves below the line "
                    + mean(f, "paging.movesBelow2G"));
        }
        assertEquals(0.0, mean(v43, "paging.copiedAbove2G"));
        assertSame(v42, v43, "throughput", 0.02);
        assertSame(v42, v43, "response.mean", 0.05);
    }

    @Test
    void withNoFreeFramesAboveTheLineBothLevelsForecastTheSame() throws IOException, ScenarioException {
        // 12,600 users fill the storage above the line: nowhere to copy a stolen page.
        UnaryOperator<String> moreUsers = s -> s.replace("    users: 10800               # published",
                "    users: 12600");
        Forecast v42 = run("zvm42-cms1-10800.yaml", moreUsers);
        Forecast v43 = run("zvm43-cms1-10800.yaml", moreUsers);
        // 4.3 still copies when a frame above the line is free for a moment, but each copy takes a frame that
        // another steal must give back: the DASD paging is the same.
        assertTrue(mean(v42, "paging.dasdPagesPerTransaction") > 0, "with 12,600 users the pages go to DASD");
        assertLevelsAgree(v42, v43);
    }
}
