package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.swapset.e2e.Forecasts.mean;

import java.io.IOException;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.swapset.core.forecast.ExperimentReport;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.scenario.RunControl;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioException;

/**
 * The PFAULT report's matrix ("64-bit Asynchronous Page Fault Service"): the bundled scenarios, each run as written
 * (seed, 60 s warm-up, 10 experiments of 60 s and the seed's measurement protocol: the guest's run duration and CPU
 * times are those between its two CP QUERY TIMEs) except the storage-rich one, which is shortened to one experiment
 * (it does not page, and 400 million references are its cost).
 */
class PfaultTest {

    private static Scenario scenario(String id, UnaryOperator<String> edit) throws IOException, ScenarioException {
        return Forecasts.bundled("pfault-" + id + ".yaml", edit);
    }

    private static Forecast run(Scenario scenario) {
        return Forecasts.run(scenario, 1);
    }

    private static Forecast run(String id) throws IOException, ScenarioException {
        return run(scenario(id, s -> s));
    }

    /** Virtual CPU over the run duration, both as the guest measured them between its two CP QUERY TIMEs. */
    private static double fraction(Forecast f) {
        return mean(f, "workload.linux.measured.virtualFraction");
    }

    private static double duration(Forecast f) {
        return mean(f, "workload.linux.measured.duration");
    }

    private static double burner(Forecast f) {
        return mean(f, "workload.linux.burner.score");
    }

    @Test
    void assistsLetTheGuestUseTheTimeItWaitedForFaults() throws IOException, ScenarioException {
        Forecast none = run("31C80X0");
        Forecast pagex = run("31C80X1");
        Forecast pfault = run("31C81X0");
        // Unassisted, the guest has a runnable process all the time but waits for each fault: the burner gets only
        // its own slices. The second CP QUERY TIME comes after the programs' 10 experiments, once cpint has faulted
        // its pages back in, slice by slice with the thrasher freeing its buffers (each fault holding the whole
        // guest): a tail of a few seconds.
        assertTrue(duration(none) > 600 && duration(none) < 620, () -> "unassisted run duration " + duration(none));
        // The burner's share: its slices begin where a fault of the thrasher's resolved, between two timer
        // interrupts, and end at an interrupt, so they are shorter than the thrasher's, which begin at one and run
        // on through the fault in progress at their last. 2,576 in the seed (+7 % with whole-tick slices).
        assertEquals(2576, burner(none), 0.05 * 2576, "unassisted burner score");
        assertEquals(266.05, mean(none, "workload.linux.measured.virtualSeconds"), 0.05 * 266.05,
                "unassisted virtual CPU (4:26.05)");
        // The seed's 4:26.05 over 11:54 is 0.373. The model's tail does not reach the seed's 114 s (README): it
        // misses by about +23 %. This bounds the known miss; a change that widens it fails.
        assertEquals(0.373, fraction(none), 0.25 * 0.373, "unassisted virtual CPU / run duration (known miss)");
        assertEquals(mean(none, "workload.linux.measured.virtualSeconds") / duration(none), fraction(none), 1e-9);
        // Assisted: 9:44.23 / 10:51 = 0.897 (PAGEX) and 9:49.56 / 10:06 = 0.973 (PFAULT) in the seed.
        assertEquals(0.897, fraction(pagex), 0.15 * 0.897, "PAGEX virtual CPU / run duration");
        assertEquals(0.973, fraction(pfault), 0.15 * 0.973, "PFAULT virtual CPU / run duration");
        for (Forecast f : List.of(pagex, pfault)) {
            assertTrue(duration(f) > 590 && duration(f) < 620, () -> "assisted run duration " + duration(f));
            assertTrue(mean(f, "paging.asyncFaults") > 5, () -> "async faults " + mean(f, "paging.asyncFaults"));
        }
        assertEquals(0.0, mean(none, "paging.asyncFaults"));
        // The burner-score ratio assisted / unassisted: 5672 / 2576 = 2.20 (PAGEX), 5652 / 2576 = 2.19 (PFAULT).
        assertEquals(2.20, burner(pagex) / burner(none), 0.25 * 2.20, "burner ratio, PAGEX");
        assertEquals(2.19, burner(pfault) / burner(none), 0.25 * 2.19, "burner ratio, PFAULT");
        // The thrasher gets less with an assist: one fault per burner slice instead of several per own slice.
        assertTrue(mean(pfault, "workload.linux.thrasher.score") < 0.5 * mean(none, "workload.linux.thrasher.score"));

        ExperimentReport.Run x = ExperimentReport.run("31C80X1", pagex);
        ExperimentReport.Run y = ExperimentReport.run("31C81X0", pfault);
        assertEquals(10, x.scores().get(0).n(), "ten experiments of 60 s");
        assertEquals(2, x.scores().size(), "the guest's own measurements are not scores");
        // The experiments table shows the guest's measurement, not the 12-minute measured interval's.
        for (var r : List.of(x, y, ExperimentReport.run("31C80X0", none))) {
            assertTrue(r.guestMeasured(), r.name());
            assertTrue(r.durationSeconds() < 620, () -> r.name() + ": " + r.durationSeconds());
        }
        assertEquals(duration(pagex), x.durationSeconds(), 1e-9);
        assertEquals(fraction(pagex), x.virtualFraction(), 1e-9);
        assertEquals(mean(pagex, "workload.linux.measured.cpSeconds"), x.cpSeconds(), 1e-12);
        List<ExperimentReport.TTestResult> tests = ExperimentReport.tTests(x, y);
        assertEquals(2, tests.size());
        for (ExperimentReport.TTestResult t : tests) {
            assertFalse(t.significant(), () -> "PAGEX vs PFAULT, " + t.score() + ": p = " + t.p());
        }
        List<ExperimentReport.TTestResult> versusNone = ExperimentReport.tTests(ExperimentReport.run("31C80X0", none),
                y);
        assertEquals(2, versusNone.size());
        assertTrue(versusNone.stream().allMatch(ExperimentReport.TTestResult::significant),
                "unassisted vs PFAULT differ significantly");
    }

    @Test
    void aStorageRichGuestUsesNearlyAllTheTimeAndTakesNoFaults() throws IOException, ScenarioException {
        for (String id : List.of("31R80X0", "31R81X0")) {
            Forecast f = run(scenario(id, s -> s.replace("measurement: cpint", "measurement: cpint\n    experiments: 1"))
                    .withRun(new RunControl(1, 60, 65, 1)));
            // One experiment of 60 s: the QUERY TIMEs bracket it, with no fault to wait for in cpint's tail.
            assertEquals(60.0, duration(f), 1.0, id);
            assertTrue(fraction(f) > 0.99, () -> id + ": virtual CPU fraction " + fraction(f));
            assertEquals(0.0, mean(f, "paging.demandReads"), id);
            assertEquals(0.0, mean(f, "paging.asyncFaults"), id);
            // Thrasher and burner share the virtual CPU: the base was fitted at 39.5 million and 2,901.
            assertEquals(2901, burner(f), 0.05 * 2901, id);
        }
    }

    @Test
    void aProtocolThatEndsInsideTheRunIsNotJudgedUnsettled() throws IOException, ScenarioException {
        // One experiment in a 120 s measured interval: the programs exit about half-way, so the second half is idle
        // by design. Compared by halves it would "fall 50 %" and be told to lengthen its warm-up.
        Scenario protocol = scenario("31R80X0", s -> s.replace("measurement: cpint", "measurement: cpint\n"
                + "    experiments: 1")).withRun(new RunControl(1, 60, 120, 2));
        Forecast f = Forecasts.run(protocol, 2);
        assertTrue(f.settling().isEmpty(), () -> "compared by halves: " + f.settling());
        assertTrue(f.warnings().isEmpty(), () -> String.join("; ", f.warnings()));
        // Without the protocol the programs run through the interval: a steady state, compared by halves.
        Forecast steady = Forecasts.run(scenario("31R80X0", s -> s.replace("measurement: cpint", "measurement: none"))
                .withRun(new RunControl(1, 60, 20, 2)), 2);
        assertFalse(steady.settling().isEmpty());
    }

    @Test
    void pagexIsThirtyOneBitOnly() {
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> scenario("64C81X0", s -> s.replace("pageFaultAssist: pfault", "pageFaultAssist: pagex")));
        assertTrue(e.getMessage().contains("pageFaultAssist") && e.getMessage().contains("31-bit only"),
                e.getMessage());
        assertTrue(e.getMessage().contains("pfault-64C81X0.yaml"), e.getMessage());
    }
}
