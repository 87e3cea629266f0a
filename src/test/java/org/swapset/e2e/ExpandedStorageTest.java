package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.swapset.e2e.Forecasts.mean;

import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.Forecaster;
import org.swapset.core.forecast.ProgressListener;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioLoader;
import org.swapset.core.vm.VmModelBuilder;

/**
 * Expanded storage as a paging level, on a small overcommitted machine (600 CMS users of 140 pages, 84,000 pages on
 * about 61,000 frames): page-outs go to expanded storage first, faults come back from it without I/O, and when it
 * fills its oldest pages migrate to DASD. Without it the same system pages to DASD only.
 */
class ExpandedStorageTest {

    private static PluginRegistry registry;

    @BeforeAll
    static void load() {
        registry = PluginHost.load(Optional.empty());
    }

    private static Forecast run(String expanded) throws Exception {
        String yaml = """
                name: expanded storage
                processor: { type: ibm-2064-109 }
                storage: { real: 256MiB, controlProgram: 16MiB, expanded: %s }
                channels: [ { name: chp1 }, { name: chp2 } ]
                pagingDevices:
                  - { type: ibm-3390-3, count: 2, channel: chp1 }
                  - { type: ibm-3390-3, count: 2, channel: chp2 }
                policies:
                  replacement: { type: core-table-scan }
                  pageOutDevice: { type: round-robin }
                  slotAllocator: { type: moving-cursor }
                workloads:
                  - type: cms-interactive
                    name: cms
                    users: 600
                    thinkTime: 14s
                    addressSpace: 560KiB
                    workingSet: 110
                    nonTrivialExtraPages: 30
                    trivialInstructions: 800000
                    nonTrivialInstructions: 4000000
                run: { seed: 7, warmUp: 60s, duration: 120s, replications: 1 }
                """.formatted(expanded);
        Scenario scenario = ScenarioLoader.parse(yaml, "expanded-storage.yaml", false, registry);
        return new Forecaster(new VmModelBuilder()).run(scenario, 1, ProgressListener.NONE, () -> false);
    }

    @Test
    void pagesGoToExpandedStorageFirstAndMigrateToDasdWhenItFills() throws Exception {
        Forecast small = run("32MiB"); // 8,192 blocks: fills, so migration runs
        assertTrue(mean(small, "xstore.pageOuts") > 0);
        assertTrue(mean(small, "xstore.pageIns") > 0, "faults served from expanded storage");
        assertTrue(mean(small, "xstore.migrations") > 0, "expanded storage filled and migrated");
        assertTrue(mean(small, "paging.demandReads") > 0, "migrated pages come back from DASD");
        // The total paging rate is what the paging DASD moves, migrations written there included: a planner sizing
        // the DASD from it must not miss them (the start-I/Os' pages say the same, from the devices' side).
        double dasdPages = mean(small, "paging.startIoRate") * mean(small, "paging.pagesPerStartIo");
        assertEquals(dasdPages, mean(small, "paging.totalRate"), 0.1 * dasdPages);

        // Migration keeps expanded storage between 7/8 and 15/16 full: it starts above 15/16 and stops at 7/8,
        // counting the pages already on their way to DASD. It used to start another batch at every page-out while
        // the last batch's writes were under way, and drained it (to 53 % here), losing its page-ins.
        double used = mean(small, "xstore.used");
        assertTrue(used > 85 && used <= 94, () -> "expanded storage in use: " + used + " %");

        Forecast large = run("1GiB"); // room for every page that leaves real storage: no DASD paging at all
        assertTrue(mean(large, "xstore.pageIns") > mean(small, "xstore.pageIns"));
        assertEquals(0.0, mean(large, "xstore.migrations"));
        assertEquals(0.0, mean(large, "paging.demandReads"));
        assertEquals(0.0, mean(large, "paging.movesBelow2G"), "a machine within 2 GB moves nothing");

        Forecast none = run("0B");
        assertEquals(0.0, mean(none, "xstore.pageOuts"));
        assertEquals(0.0, mean(none, "xstore.used"));
        // Per transaction: both systems keep their DASD as busy as it goes (page wait near 100 %), so the rate of
        // DASD reads is the devices' and only the share of page-ins that needs one tells the two apart.
        double noneReads = mean(none, "paging.demandReads") / mean(none, "throughput");
        double smallReads = mean(small, "paging.demandReads") / mean(small, "throughput");
        assertTrue(noneReads > smallReads, () -> "without expanded storage every page-in is a DASD read: "
                + noneReads + " a transaction against " + smallReads);
    }
}
