package org.swapset.plugins.workloads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.IntStream;
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
        double virtual;
        double cp;
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
        public double virtualSeconds() {
            return virtual;
        }

        @Override
        public double cpSeconds() {
            return cp;
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
        final Map<String, List<Double>> measured = new TreeMap<>();
        double asyncFaults;
        double from = Double.NaN;

        @Override
        public Counter counter(String id, String label, String unit) {
            return id.equals("guest.asyncFaults") ? a -> asyncFaults += a : a -> { };
        }

        @Override
        public Observations observations(String id, String label, String unit) {
            if (id.startsWith("measured.")) {
                List<Double> values = new ArrayList<>();
                measured.put(id, values);
                return values::add;
            }
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
        // The slice is over (a page fault held it 0.1 ms past its last tick): the burner, for a slice of its own,
        // which ends at the sixth timer interrupt after its dispatch, short by the part of a tick already gone.
        plan.now = 0.0601;
        g.nextTransaction(plan);
        assertEquals(LinuxGuest.BURNER, plan.transactionClass);
        assertEquals(0.120, plan.deadline, 1e-12);
        g.workEnded(10, WorkEnd.DEADLINE);
        // Dispatched at an interrupt, the thrasher has six whole ticks again.
        plan.now = 0.120;
        g.nextTransaction(plan);
        assertEquals(LinuxGuest.THRASHER, plan.transactionClass);
        assertEquals(0.180, plan.deadline, 1e-12);
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
        assertEquals(0.060, burnerEnd, 1e-12, "a whole slice: to the sixth timer interrupt after its dispatch");
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

    // --- the measurement protocol (measurement: cpint) ---------------------------------------------------------------

    /** A guest with the protocol: 16 buffer pages (512-527), the burner's page 528, cpint's pages 529-532. */
    private static LinuxGuest protocolModel(String... more) {
        List<String> settings = new ArrayList<>(List.of("thrasherBuffer", "64KiB", "kernelTouches", "0",
                "measurement", "cpint", "experiments", "2", "experimentLength", "1s", "cpintPages", "4",
                "cpintInstructions", "400000", "freeInstructions", "150", "switchInstructions", "0"));
        settings.addAll(List.of(more));
        return model(settings.toArray(new String[0]));
    }

    @Test
    void withoutTheProtocolNothingChanges() {
        LinuxGuest m = model();
        Meters meters = new Meters();
        m.measure(meters);
        assertEquals(List.of("thrasher", "burner"), m.transactionClasses());
        assertTrue(m.steadyState(), "the programs run through the measured interval");
        assertTrue(meters.measured.isEmpty(), "no measured.* observations without the protocol");
        assertEquals(0.0, m.newGuest(0, random()).thinkTime());
        LinuxGuest p = protocolModel();
        p.measure(meters);
        assertEquals(List.of("thrasher", "burner", "cpint"), p.transactionClasses());
        assertFalse(p.steadyState(), "the programs exit inside the run: not compared by halves");
        assertEquals(List.of("measured.cpSeconds", "measured.duration", "measured.virtualFraction",
                "measured.virtualSeconds"), List.copyOf(meters.measured.keySet()));
    }

    @Test
    void cpintsPagesMustFitTheGuestToo() {
        model("storage", "128MiB", "thrasherBuffer", "96MiB", "measurement", "cpint", "cpintPages", "7679");
        ParameterException e = assertThrows(ParameterException.class, () -> model("storage", "128MiB",
                "thrasherBuffer", "96MiB", "measurement", "cpint", "cpintPages", "7680"));
        assertEquals("storage", e.parameter());
        assertTrue(e.getMessage().contains("cpintPages (7680)"), e.getMessage());
    }

    /**
     * The whole protocol, unassisted: cpint's pages and CPU at each QUERY TIME, the window between them, the burner's
     * exit, the thrasher freeing each buffer page once in order, the guest idle at the end.
     */
    @Test
    void theProtocolMeasuresBetweenTwoQueryTimesWhileTheThrasherFreesItsBuffers() {
        LinuxGuest m = protocolModel();
        Meters meters = new Meters();
        m.measure(meters);
        GuestBehaviour g = m.newGuest(0, random());
        Recorder plan = new Recorder();
        g.nextTransaction(plan);                 // warm-up: the thrasher allocates its 16 pages; no cpint yet
        assertEquals(LinuxGuest.THRASHER, plan.transactionClass);
        g.workEnded(plan.pages.size(), WorkEnd.COMPLETED);
        assertEquals(0.0, g.thinkTime());

        meters.from = 0.5;                       // the warm-up ends: the experiments start, cpint is started
        plan.now = 0.5;
        g.nextTransaction(plan);                 // the thrasher's slice is over: the burner's turn
        assertEquals(LinuxGuest.BURNER, plan.transactionClass);
        assertEquals(0.56, plan.deadline, 1e-12);
        g.workEnded(5, WorkEnd.DEADLINE);
        plan.now = 0.56;
        plan.virtual = 10;
        plan.cp = 1;
        g.nextTransaction(plan);                 // then cpint, for a slice of its own
        assertEquals(LinuxGuest.CPINT, plan.transactionClass);
        assertEquals(List.of(529, 530, 531, 532), plan.pages, "cpint's pages, in order");
        assertTrue(plan.writes.stream().allMatch(w -> w));
        assertEquals(400_000, plan.instructions, 1e-6, "cpintInstructions over its pages");
        g.workEnded(2, WorkEnd.DEADLINE);        // two pages done when its slice ends
        plan.now = 0.621;
        g.nextTransaction(plan);
        assertEquals(LinuxGuest.THRASHER, plan.transactionClass);
        g.workEnded(3, WorkEnd.DEADLINE);
        plan.now = 0.682;
        g.nextTransaction(plan);
        assertEquals(LinuxGuest.BURNER, plan.transactionClass);
        g.workEnded(3, WorkEnd.DEADLINE);
        plan.now = 0.743;
        g.nextTransaction(plan);                 // cpint resumes where it stopped
        assertEquals(LinuxGuest.CPINT, plan.transactionClass);
        assertEquals(List.of(531, 532), plan.pages);
        assertEquals(200_000, plan.instructions, 1e-6);
        g.workEnded(2, WorkEnd.COMPLETED);
        assertEquals(0.0, g.thinkTime(), "the QUERY TIME follows at once");
        plan.now = 0.75;
        plan.virtual = 10.2;
        plan.cp = 1.01;
        g.nextTransaction(plan);                 // the first CP QUERY TIME: the window opens here
        assertEquals(LinuxGuest.CPINT, plan.transactionClass);
        assertEquals(List.of(), plan.pages);
        g.workEnded(0, WorkEnd.COMPLETED);
        plan.now = 0.76;
        g.nextTransaction(plan);                 // cpint is done: the programs again
        assertEquals(LinuxGuest.THRASHER, plan.transactionClass);
        g.workEnded(10, WorkEnd.DEADLINE);

        // The programs run two experiments of 1 s from 0.5: their works end by 2.5 at the latest.
        plan.now = 2.47;
        g.nextTransaction(plan);
        assertEquals(2.5, plan.deadline, 1e-12, "the programs stop at the end of their last experiment");
        int running = plan.transactionClass;
        g.workEnded(running == LinuxGuest.THRASHER ? 4 : 2, WorkEnd.DEADLINE);
        plan.now = 2.5;
        plan.virtual = 11.95;
        g.nextTransaction(plan);                 // over: the burner has exited; thrasher and cpint take turns
        assertEquals(2, meters.thrasher.size(), "two experiments, no more");
        plan.virtual = 12.0;                     // the clocks the second QUERY TIME will read
        plan.cp = 1.31;
        List<Integer> freed = new ArrayList<>();
        List<Integer> cpint = new ArrayList<>();
        boolean burnerRan = false;
        double t = 2.5;
        for (int work = 0; work < 20 && !(freed.size() == 16 && meters.measured.get("measured.duration").size() == 1);
                work++) {
            switch (plan.transactionClass) {
                case LinuxGuest.THRASHER -> {
                    assertTrue(plan.writes.stream().allMatch(w -> w), "free() stores into each buffer page");
                    assertEquals(150.0 * plan.pages.size(), plan.instructions, 1e-6);
                    int n = Math.min(3, plan.pages.size()); // three buffers freed per slice
                    freed.addAll(plan.pages.subList(0, n));
                    g.workEnded(n, n == plan.pages.size() ? WorkEnd.COMPLETED : WorkEnd.DEADLINE);
                }
                case LinuxGuest.CPINT -> {
                    cpint.addAll(plan.pages.subList(0, Math.min(1, plan.pages.size())));
                    g.workEnded(Math.min(1, plan.pages.size()), plan.pages.size() <= 1 ? WorkEnd.COMPLETED
                            : WorkEnd.DEADLINE);
                }
                default -> {
                    burnerRan = true;
                    g.workEnded(plan.pages.size(), WorkEnd.COMPLETED);
                }
            }
            t += 0.06;
            plan.now = t;
            if (g.thinkTime() > 0) {
                break;
            }
            g.nextTransaction(plan);
        }
        assertFalse(burnerRan, "the burner exited at the end of its experiments");
        assertEquals(IntStream.range(512, 528).boxed().toList(), freed, "each buffer page once, in order");
        assertEquals(List.of(529, 530, 531, 532), cpint, "the second cpint references its pages again");
        assertEquals(1, meters.measured.get("measured.duration").size());
        double t2 = meters.measured.get("measured.duration").get(0) + 0.75;
        assertTrue(t2 > 2.5, "the second QUERY TIME follows the programs' end: " + t2);
        assertEquals(12.0 - 10.2, meters.measured.get("measured.virtualSeconds").get(0), 1e-12);
        assertEquals(1.31 - 1.01, meters.measured.get("measured.cpSeconds").get(0), 1e-12);
        assertEquals((12.0 - 10.2) / (t2 - 0.75), meters.measured.get("measured.virtualFraction").get(0), 1e-12);
        assertEquals(LinuxGuest.IDLE, g.thinkTime(), "nothing left to run: the guest idles");
        g.measurementEnded(1000);
        assertEquals(2, meters.thrasher.size(), "still two experiments");
        assertEquals(2, meters.burner.size());
    }

    @Test
    void withTheProtocolOverButAPageOutstandingTheGuestWaitsForThatPage() {
        LinuxGuest m = protocolModel("pageFaultAssist", "pfault", "burners", "0");
        Meters meters = new Meters();
        m.measure(meters);
        GuestBehaviour g = m.newGuest(0, random());
        Recorder plan = new Recorder();
        g.nextTransaction(plan);                 // allocation
        g.workEnded(plan.pages.size(), WorkEnd.COMPLETED);
        meters.from = 0.0;
        plan.now = 2.0;                          // the programs' experiments are over at once
        // The first cpint runs first (it was started when the experiments began).
        for (int i = 0; i < 4 && meters.measured.get("measured.duration").isEmpty(); i++) {
            g.nextTransaction(plan);
            if (plan.transactionClass == LinuxGuest.CPINT && !plan.pages.isEmpty()) {
                g.workEnded(plan.pages.size(), WorkEnd.COMPLETED);
            } else if (plan.transactionClass == LinuxGuest.CPINT) {
                g.workEnded(0, WorkEnd.COMPLETED);
                break;
            } else {
                g.workEnded(0, WorkEnd.DEADLINE);
            }
        }
        // The thrasher frees; its first page faults asynchronously and cpint (the second run) is ready.
        plan.now = 2.1;
        g.nextTransaction(plan);
        if (plan.transactionClass == LinuxGuest.CPINT) {
            g.workEnded(0, WorkEnd.DEADLINE);    // the round robin may give cpint its slice first
            plan.now = 2.2;
            g.nextTransaction(plan);
        }
        assertEquals(LinuxGuest.THRASHER, plan.transactionClass);
        int faulted = plan.pages.get(0);
        assertEquals(512, faulted);
        g.workEnded(0, WorkEnd.FAULT_PENDING);
        assertTrue(g.pageFaultPending(faulted), "cpint is ready");
        g.nextTransaction(plan);
        assertEquals(LinuxGuest.CPINT, plan.transactionClass);
        assertEquals(4, plan.pages.size());
        g.workEnded(4, WorkEnd.COMPLETED);
        g.nextTransaction(plan);                 // the second QUERY TIME
        assertEquals(List.of(), plan.pages);
        g.workEnded(0, WorkEnd.COMPLETED);
        assertEquals(1, meters.measured.get("measured.duration").size());
        // Nothing is ready, the thrasher waits for its page: the guest waits for it too, and counts nothing.
        assertEquals(0.0, g.thinkTime());
        g.nextTransaction(plan);
        assertEquals(LinuxGuest.THRASHER, plan.transactionClass);
        assertEquals(List.of(faulted), plan.pages);
        assertEquals(0.0, plan.instructions);
        g.pageFaultResolved(faulted);
        g.workEnded(1, WorkEnd.COMPLETED);
        g.nextTransaction(plan);
        assertEquals(LinuxGuest.THRASHER, plan.transactionClass);
        assertEquals(faulted, plan.pages.get(0), "the thrasher does the faulted page itself");
    }
}
