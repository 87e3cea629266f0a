package org.swapset.plugins.workloads;

import java.util.List;
import org.swapset.spi.ParameterException;
import org.swapset.spi.Parameters;
import org.swapset.spi.RandomStream;
import org.swapset.spi.workload.GuestBehaviour;
import org.swapset.spi.workload.TransactionPlan;
import org.swapset.spi.workload.WorkEnd;
import org.swapset.spi.workload.WorkloadMeasurements;
import org.swapset.spi.workload.WorkloadModel;

/**
 * Linux guests running processes of their own, as in "64-bit Asynchronous Page Fault Service (PFAULT)" (z/VM 4.2
 * performance report; ../shared/seeds/zvm-pfault-async-page-faults.txt). CP sees each guest as one virtual machine;
 * inside it the guest's scheduler runs its processes in time slices of {@code timesliceTicks} timer ticks of wall-clock
 * time.
 *
 * <p><b>Processes.</b> A <em>thrasher</em> first touches each page of its buffer once (allocating it), then makes
 * references to pages of the buffer chosen at random, {@code referenceInstructions} of virtual CPU each, a store with
 * probability {@code writeFraction} (else a fetch, which leaves a page that has been paged out once unchanged); its score is
 * the number of random references completed. A <em>burner</em> runs a loop over one page; its score is its virtual CPU
 * divided by {@code scoreInstructions}. Every switch between processes costs {@code switchInstructions} and touches
 * {@code kernelTouches} pages of the guest kernel's {@code kernelPages} (so the kernel's pages stay referenced).
 *
 * <p><b>Time slices.</b> The guest's clock is wall-clock time (the TOD clock; ticks missed while CP held the virtual
 * machine in page wait are accounted when it runs again), so a process's slice ends {@code timesliceTicks} ticks after
 * it was dispatched, however much of that it spent in synchronous page waits: the work ends at the first reference
 * reached after that ({@link TransactionPlan#endBy}). Ready processes run in turn (round robin).
 *
 * <p><b>Page faults.</b> With {@code pageFaultAssist: none} every fault is resolved synchronously: CP holds the whole
 * virtual machine in page wait and the guest cannot run anything else. With {@code pagex} (31-bit guests only) or
 * {@code pfault}, CP tells the guest a fault is pending (the initial interrupt): the faulting process blocks and the
 * guest dispatches the next ready process; at the completion interrupt the process is ready again but waits for the
 * running process's slice to end (Linux 2.4 does not preempt the running process for it: the seed's "runs the burner
 * for a whole timer tick" [EST: the slice, six ticks, is the reading the seed's scores support]). Each asynchronous
 * fault costs the guest {@code asyncFaultInstructions} of virtual CPU (interrupt handling, wake-up, redispatch); CP's
 * side is {@code controlProgram.asyncFaultInstructions}. PAGEX and PFAULT are the same mechanism here (the report
 * found no difference between them); they differ in what they allow: PAGEX is 31-bit only.
 *
 * <p><b>Experiments.</b> Scores are collected per experiment of {@code experimentLength} (the seed's 60-second
 * experiments), as observations {@code thrasher.score} and {@code burner.score} (N, mean, sd), plus running totals.
 */
final class LinuxGuest implements WorkloadModel {

    static final int THRASHER = 0;
    static final int BURNER = 1;

    private static final int BURNER_STEPS = 4096;     // loop passes planned per burner work; the slice ends it first
    private static final int MIN_CHUNK = 64;          // thrasher references planned at least per work

    private final int users;
    private final int pages;
    private final boolean bits64;
    private final boolean async;
    private final double tick;
    private final int timesliceTicks;
    private final int kernelPages;
    private final int kernelTouches;
    private final int thrashers;
    private final int bufferPages;
    private final int burners;
    private final double referenceInstructions;
    private final double writeFraction;
    private final double loopInstructions;
    private final double scoreInstructions;
    private final double switchInstructions;
    private final double asyncFaultInstructions;
    private final double experimentLength;
    private final int maxChunk;

    private WorkloadMeasurements.Observations thrasherScore;
    private WorkloadMeasurements.Observations burnerScore;
    private WorkloadMeasurements.Counter thrasherReferences;
    private WorkloadMeasurements.Counter burnerTotal;
    private WorkloadMeasurements.Counter switches;
    private WorkloadMeasurements.Counter asyncNotices;
    private WorkloadMeasurements measurements;

    LinuxGuest(Parameters p) {
        users = (int) p.integer("users");
        pages = (int) (p.bytes("storage") / 4096);
        String mode = p.text("addressing");
        bits64 = mode.equals("64-bit");
        String assist = p.text("pageFaultAssist");
        if (assist.equals("pagex") && bits64) {
            throw new ParameterException("pageFaultAssist", "pagex is 31-bit only (a 64-bit Linux guest cannot use "
                    + "it); use pfault or none, or addressing: 31-bit");
        }
        async = !assist.equals("none");
        tick = p.seconds("tick");
        timesliceTicks = (int) p.integer("timesliceTicks");
        kernelPages = (int) p.integer("kernelPages");
        kernelTouches = (int) p.integer("kernelTouches");
        thrashers = (int) p.integer("thrashers");
        bufferPages = (int) (p.bytes("thrasherBuffer") / 4096);
        burners = (int) p.integer("burners");
        referenceInstructions = p.decimal("referenceInstructions");
        writeFraction = p.decimal("writeFraction");
        loopInstructions = p.decimal("loopInstructions");
        scoreInstructions = p.decimal("scoreInstructions");
        switchInstructions = p.decimal("switchInstructions");
        asyncFaultInstructions = p.decimal("asyncFaultInstructions");
        experimentLength = p.seconds("experimentLength");
        if (thrashers + burners == 0) {
            throw new ParameterException("thrashers", "a guest needs at least one process (thrashers or burners)");
        }
        long needed = (long) kernelPages + burners + (long) thrashers * bufferPages;
        if (needed > pages) {
            throw new ParameterException("storage", "kernelPages (" + kernelPages + "), one page per burner and "
                    + thrashers + " thrasher buffer(s) of " + bufferPages + " pages need " + needed
                    + " pages; storage holds " + pages);
        }
        if (kernelTouches > 0 && kernelPages == 0) {
            throw new ParameterException("kernelTouches", "needs kernelPages > 0");
        }
        // Enough references for a whole slice without a fault, so a storage-rich slice is one work.
        maxChunk = (int) Math.max(MIN_CHUNK, Math.min(1 << 20,
                4.0 * timesliceTicks * tick * 1e9 / Math.max(1, referenceInstructions)));
    }

    @Override
    public int users() {
        return users;
    }

    @Override
    public int addressSpacePages() {
        return pages;
    }

    @Override
    public List<String> transactionClasses() {
        return List.of("thrasher", "burner");
    }

    @Override
    public boolean interactive(int transactionClass) {
        return false;
    }

    @Override
    public void measure(WorkloadMeasurements m) {
        measurements = m;
        thrasherScore = m.observations("thrasher.score", "Thrasher score (random references per experiment)", "");
        burnerScore = m.observations("burner.score", "Burner score (per experiment)", "");
        thrasherReferences = m.counter("thrasher.references", "Thrasher random references", "");
        burnerTotal = m.counter("burner.total", "Burner score", "");
        switches = m.counter("guest.switches", "Guest process switches", "");
        asyncNotices = m.counter("guest.asyncFaults", "Page faults the guest was told of asynchronously", "");
    }

    @Override
    public GuestBehaviour newGuest(int index, RandomStream random) {
        return new Guest(random);
    }

    /** One Linux virtual machine: its processes, run queue and experiment tallies. */
    private final class Guest implements GuestBehaviour {
        private final RandomStream random;
        private final int processes = thrashers + burners;
        private final boolean[] blocked = new boolean[processes];
        private final int[] blockedOn = new int[processes];     // the page a blocked process waits for
        private final int[] redo = new int[processes];          // a page whose reference faulted and is still owed
        private final int[] allocated = new int[processes];     // thrasher: buffer pages touched so far
        private final int[] chunk = new int[processes];         // thrasher: references to plan next
        private final int[] base = new int[processes];          // first page of the process's area
        private final int[] planned = new int[Math.max(maxChunk, BURNER_STEPS) + 1]; // the current work's pages
        private int plannedRedo;                                // 1 if the current work starts with an owed page
        private int plannedAllocation;                          // first touches of buffer pages in the current work
        private int current = -1;
        private double sliceEnd = Double.NEGATIVE_INFINITY;
        private double overhead;                                // guest instructions owed by the next work
        private double experimentStart;
        private boolean experimentMeasured;
        private double experimentThrasher;
        private double experimentBurner;

        Guest(RandomStream random) {
            this.random = random;
            int next = kernelPages;
            for (int i = 0; i < processes; i++) {
                redo[i] = -1;
                chunk[i] = MIN_CHUNK;
                base[i] = next;
                next += isThrasher(i) ? bufferPages : 1;
            }
        }

        private boolean isThrasher(int process) {
            return process < thrashers;
        }

        @Override
        public double thinkTime() {
            return 0; // always dispatchable: the guest runs its next process at once
        }

        @Override
        public boolean asyncPageFaults() {
            return async;
        }

        @Override
        public void nextTransaction(TransactionPlan plan) {
            double now = plan.now();
            closeExperiments(now);
            if (current < 0 || blocked[current] || now >= sliceEnd) {
                dispatchNext(now);
            }
            int p = current;
            double instructions = overhead;
            overhead = 0;
            int n = 0;
            if (isThrasher(p)) {
                plannedRedo = redo[p] >= 0 ? 1 : 0;
                if (plannedRedo == 1) {
                    planned[n++] = redo[p];
                }
                int toAllocate = Math.min(bufferPages - allocated[p], chunk[p]);
                for (int i = 0; i < toAllocate; i++) {
                    planned[n++] = base[p] + allocated[p] + i;
                }
                plannedAllocation = toAllocate;
                int random = toAllocate > 0 ? 0 : chunk[p];
                for (int i = 0; i < random; i++) {
                    planned[n++] = base[p] + this.random.nextInt(bufferPages);
                }
                instructions += n * referenceInstructions;
                plan.begin(THRASHER, instructions);
                touchKernel(plan);
                for (int i = 0; i < n; i++) {
                    // First touches write (allocating); visits store with probability writeFraction.
                    boolean firstTouch = i >= plannedRedo && i < plannedRedo + plannedAllocation;
                    plan.reference(planned[i], firstTouch || writeFraction > 0 && this.random.chance(writeFraction));
                }
            } else {
                plannedRedo = 0;
                plannedAllocation = 0;
                instructions += BURNER_STEPS * loopInstructions;
                plan.begin(BURNER, instructions);
                touchKernel(plan);
                for (int i = 0; i < BURNER_STEPS; i++) {
                    planned[n++] = base[p];
                    plan.reference(base[p], true);
                }
            }
            plan.endBy(sliceEnd);
        }

        /** The kernel's pages touched at a switch come first in the work; they are not the process's references. */
        private int kernelReferences;

        private void touchKernel(TransactionPlan plan) {
            for (int i = 0; i < kernelReferences; i++) {
                plan.reference(random.nextInt(kernelPages), true);
            }
        }

        private void dispatchNext(double now) {
            int start = current < 0 ? 0 : current + 1;
            for (int k = 0; k < processes; k++) {
                int p = (start + k) % processes;
                if (!blocked[p]) {
                    if (p != current || current < 0) {
                        switches.add(1);
                        overhead += switchInstructions;
                        kernelReferences = kernelTouches;
                    }
                    current = p;
                    sliceEnd = now + timesliceTicks * tick;
                    return;
                }
            }
            throw new IllegalStateException("the guest was asked for work with every process blocked on a page fault");
        }

        @Override
        public void workEnded(int referencesDone, WorkEnd end) {
            int p = current;
            int done = Math.max(0, referencesDone - kernelReferences);
            boolean kernelFault = referencesDone < kernelReferences;
            kernelReferences = kernelFault ? kernelReferences - referencesDone : 0;
            if (isThrasher(p)) {
                // The work was [owed page][first touches][random references]; an owed page is a random reference
                // that faulted (first touches never need a read).
                int redoDone = Math.min(done, plannedRedo);
                if (redoDone == 1) {
                    redo[p] = -1;
                }
                allocated[p] += Math.max(0, Math.min(done - plannedRedo, plannedAllocation));
                score(p, redoDone + Math.max(0, done - plannedRedo - plannedAllocation));
                if (end == WorkEnd.FAULT_PENDING && !kernelFault) {
                    redo[p] = planned[done];
                }
                // Plan about twice what the last work got through, so a slice cut short by faults wastes little.
                chunk[p] = end == WorkEnd.COMPLETED ? Math.min(maxChunk, chunk[p] * 2)
                        : Math.max(MIN_CHUNK, Math.min(maxChunk, 2 * done));
            } else {
                score(p, done);
            }
            if (end == WorkEnd.FAULT_PENDING) {
                blocked[p] = true;
            }
        }

        private void score(int p, int done) {
            if (isThrasher(p)) {
                thrasherReferences.add(done);
                experimentThrasher += done;
            } else {
                double s = done * loopInstructions / scoreInstructions;
                burnerTotal.add(s);
                experimentBurner += s;
            }
        }

        @Override
        public boolean pageFaultPending(int page) {
            asyncNotices.add(1);
            overhead += asyncFaultInstructions;
            blockedOn[current] = page;
            for (int p = 0; p < processes; p++) {
                if (!blocked[p]) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public void pageFaultResolved(int page) {
            for (int p = 0; p < processes; p++) {
                if (blocked[p] && blockedOn[p] == page) {
                    blocked[p] = false;
                    return;
                }
            }
        }

        @Override
        public void measurementEnded(double now) {
            closeExperiments(now);
        }

        /**
         * Records each experiment that ended by {@code now}. Experiments start when the measured interval does; work
         * done before is not scored in them.
         */
        private void closeExperiments(double now) {
            if (!experimentMeasured) {
                double from = measurements.measuredFrom();
                if (Double.isNaN(from)) {
                    return;
                }
                experimentMeasured = true;
                experimentStart = from;
                experimentThrasher = 0;
                experimentBurner = 0;
            }
            while (now >= experimentStart + experimentLength) {
                if (thrashers > 0) {
                    thrasherScore.add(experimentThrasher / thrashers);
                }
                if (burners > 0) {
                    burnerScore.add(experimentBurner / burners);
                }
                experimentStart += experimentLength;
                experimentThrasher = 0;
                experimentBurner = 0;
            }
        }
    }
}
