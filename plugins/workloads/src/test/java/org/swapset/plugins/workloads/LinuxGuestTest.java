package org.swapset.plugins.workloads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swapset.kit.KitParameters;
import org.swapset.spi.ParameterException;
import org.swapset.spi.RandomStream;
import org.swapset.spi.workload.GuestBehaviour;
import org.swapset.spi.workload.TransactionPlan;
import org.swapset.spi.workload.WorkEnd;
import org.swapset.spi.workload.WorkloadMeasurements;

/** The Linux guest's scheduler, driven by hand: slices by the clock, round robin, asynchronous faults, scores. */
class LinuxGuestTest {

    /** A plan that records what the guest asked for, at a clock the test sets. */
    static final class Recorder implements TransactionPlan {
        double now;
        int transactionClass = -1;
        double instructions;
        double deadline = Double.NaN;
        final List<Integer> pages = new ArrayList<>();
        final List<Boolean> writes = new ArrayList<>();

        @Override
        public void begin(int transactionClass, double instructions) {
            this.transactionClass = transactionClass;
            this.instructions = instructions;
            pages.clear();
            writes.clear();
        }

        @Override
        public void reference(int page, boolean write) {
            pages.add(page);
            writes.add(write);
        }

        @Override
        public void virtualIo(int count, double secondsEach) {
        }

        @Override
        public double now() {
            return now;
        }

        @Override
        public void endBy(double time) {
            deadline = time;
        }
    }

    /** Measurements kept in lists; the warm-up lasts until the test sets {@code from}. */
    static final class Meters implements WorkloadMeasurements {
        final List<Double> thrasher = new ArrayList<>();
        final List<Double> burner = new ArrayList<>();
        double asyncFaults;
        double from = Double.NaN;

        @Override
        public Counter counter(String id, String label, String unit) {
            return id.equals("guest.asyncFaults") ? a -> asyncFaults += a : a -> { };
        }

        @Override
        public Observations observations(String id, String label, String unit) {
            return id.equals("thrasher.score") ? thrasher::add : burner::add;
        }

        @Override
        public double measuredFrom() {
            return from;
        }
    }

    private static LinuxGuest model(String... settings) {
        return new LinuxGuest(KitParameters.with(new LinuxGuestFactory().parameters(), settings));
    }

    private static RandomStream random() {
        return new RandomStream(42);
    }

    @Test
    void pagexIsRefusedForA64BitGuestNamingTheField() {
        ParameterException e = assertThrows(ParameterException.class,
                () -> model("addressing", "64-bit", "pageFaultAssist", "pagex"));
        assertEquals("pageFaultAssist", e.parameter());
        assertTrue(e.getMessage().startsWith("pagex is 31-bit only"), e.getMessage());
        model("addressing", "64-bit", "pageFaultAssist", "pfault");
        model("addressing", "31-bit", "pageFaultAssist", "pagex");
    }

    @Test
    void theProcessesMustFitTheGuest() {
        ParameterException e = assertThrows(ParameterException.class,
                () -> model("storage", "64MiB", "thrasherBuffer", "96MiB"));
        assertEquals("storage", e.parameter());
        assertTrue(e.getMessage().contains("storage holds 16384"), e.getMessage());
    }

    @Test
    void processesTakeTurnsInSlicesOfWallClockTicks() {
        LinuxGuest m = model("thrasherBuffer", "1MiB", "kernelTouches", "0");
        m.measure(new Meters());
        GuestBehaviour g = m.newGuest(0, random());
        Recorder plan = new Recorder();
        g.nextTransaction(plan);
        assertEquals(LinuxGuest.THRASHER, plan.transactionClass);
        assertEquals(0.060, plan.deadline, 1e-12, "six ticks of 10 ms");
        // The thrasher first touches its buffer in order, writing (allocating) each page.
        assertEquals(List.of(512, 513, 514), plan.pages.subList(0, 3));
        assertTrue(plan.writes.stream().allMatch(w -> w));
        g.workEnded(plan.pages.size(), WorkEnd.COMPLETED);
        // Still inside the slice: the thrasher goes on.
        plan.now = 0.030;
        g.nextTransaction(plan);
        assertEquals(LinuxGuest.THRASHER, plan.transactionClass);
        assertEquals(0.060, plan.deadline, 1e-12);
        g.workEnded(3, WorkEnd.DEADLINE);
        // The slice is over: the burner, for a slice of its own.
        plan.now = 0.0601;
        g.nextTransaction(plan);
        assertEquals(LinuxGuest.BURNER, plan.transactionClass);
        assertEquals(0.1201, plan.deadline, 1e-12);
        g.workEnded(10, WorkEnd.DEADLINE);
        plan.now = 0.1201;
        g.nextTransaction(plan);
        assertEquals(LinuxGuest.THRASHER, plan.transactionClass);
    }

    @Test
    void anAsynchronousFaultBlocksTheThrasherAndTheBurnerRunsItsWholeSlice() {
        LinuxGuest m = model("thrasherBuffer", "64KiB", "kernelTouches", "0", "pageFaultAssist", "pfault");
        Meters meters = new Meters();
        m.measure(meters);
        GuestBehaviour g = m.newGuest(0, random());
        assertTrue(g.asyncPageFaults());
        Recorder plan = new Recorder();
        g.nextTransaction(plan);                 // allocation: 16 pages
        g.workEnded(plan.pages.size(), WorkEnd.COMPLETED);
        plan.now = 0.001;
        g.nextTransaction(plan);                 // random references now
        List<Integer> planned = new ArrayList<>(plan.pages);
        int faulted = planned.get(5);
        g.workEnded(5, WorkEnd.FAULT_PENDING);
        assertTrue(g.pageFaultPending(faulted), "the burner is ready");
        assertEquals(1.0, meters.asyncFaults);
        g.nextTransaction(plan);
        assertEquals(LinuxGuest.BURNER, plan.transactionClass);
        double burnerEnd = plan.deadline;
        assertEquals(0.061, burnerEnd, 1e-12, "a whole slice from its dispatch");
        g.pageFaultResolved(faulted);            // the thrasher is ready but waits for the burner's slice
        g.workEnded(100, WorkEnd.DEADLINE);
        plan.now = burnerEnd;
        g.nextTransaction(plan);
        assertEquals(LinuxGuest.THRASHER, plan.transactionClass);
        assertEquals(faulted, plan.pages.get(0), "the faulted reference is done again first");
    }

    @Test
    void withNothingElseReadyTheGuestWaitsForTheCompletion() {
        LinuxGuest m = model("thrasherBuffer", "64KiB", "kernelTouches", "0", "burners", "0",
                "pageFaultAssist", "pfault");
        m.measure(new Meters());
        GuestBehaviour g = m.newGuest(0, random());
        Recorder plan = new Recorder();
        g.nextTransaction(plan);
        g.workEnded(plan.pages.size(), WorkEnd.COMPLETED);
        g.nextTransaction(plan);
        int faulted = plan.pages.get(0);
        g.workEnded(0, WorkEnd.FAULT_PENDING);
        assertFalse(g.pageFaultPending(faulted));
        g.pageFaultResolved(faulted);
        g.nextTransaction(plan);
        assertEquals(faulted, plan.pages.get(0));
    }

    @Test
    void scoresArePerExperiment() {
        LinuxGuest m = model("thrasherBuffer", "64KiB", "kernelTouches", "0", "experimentLength", "1s",
                "scoreInstructions", "50000", "loopInstructions", "50000");
        Meters meters = new Meters();
        m.measure(meters);
        GuestBehaviour g = m.newGuest(0, random());
        Recorder plan = new Recorder();
        g.nextTransaction(plan);                 // allocation is not scored
        g.workEnded(plan.pages.size(), WorkEnd.COMPLETED);
        plan.now = 0.01;
        g.nextTransaction(plan);
        g.workEnded(40, WorkEnd.DEADLINE);       // 40 random references
        plan.now = 0.07;
        g.nextTransaction(plan);
        assertEquals(LinuxGuest.BURNER, plan.transactionClass);
        g.workEnded(7, WorkEnd.DEADLINE);        // 7 loop passes of one score point each
        meters.from = 0.5;                       // the warm-up ended at 0.5
        plan.now = 1.2;
        g.nextTransaction(plan);
        // Measuring began at 0.5: the experiments run from there, and what was done before is not in them.
        assertEquals(List.of(), meters.thrasher);
        g.workEnded(10, WorkEnd.DEADLINE);
        g.measurementEnded(2.5);
        assertEquals(List.of(10.0, 0.0), meters.thrasher, "experiments [0.5, 1.5) and [1.5, 2.5)");
        assertEquals(List.of(0.0, 0.0), meters.burner);
    }
}
