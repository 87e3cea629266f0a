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
 * machine in page wait are accounted when it runs again), so a process's slice ends at the {@code timesliceTicks}-th
 * timer interrupt after it was dispatched, however much of that it spent in synchronous page waits: the work ends at
 * the first reference reached after that ({@link TransactionPlan#endBy}). The interrupts come at fixed points of the
 * clock, every {@code tick}, so a process dispatched at one (after another's slice ran out) has whole ticks, and one
 * dispatched between two (after a page fault resolved) loses the part of a tick already gone. Ready processes run in
 * turn (round robin).
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
 *
 * <p><b>The measurement protocol</b> ({@code measurement: cpint}; with {@code none}, the default, the processes run
 * through the whole measured interval and the guest measures nothing of its own). The seed's steps: both programs run
 * {@code experiments} experiments from the start of the measured interval; a third process, <em>cpint</em> (the
 * control connection loading and running Neale Ferguson's cpint package to issue CP QUERY TIME), runs once when the
 * programs have started and once when both have printed their scores. Each time it references its
 * {@code cpintPages} pages in order (stores: the shell, the package, its libraries and their data, every one written
 * by the guest at some time) with {@code cpintInstructions} of virtual CPU spread over them, then issues QUERY TIME:
 * the guest reads the virtual machine's clock, virtual and CP CPU ({@link TransactionPlan#virtualSeconds()},
 * {@link TransactionPlan#cpSeconds()}) there. The first run's pages are first references; by the second, CP has
 * paged out what the guest has not touched for ten minutes, so the second run faults them back in. When its
 * experiments are over the burner exits and the thrasher frees its buffers and exits: glibc's free() of each 4 KB
 * buffer writes the chunk's header and free-list pointers, so the thrasher stores into each buffer page once, in
 * order ({@code freeInstructions} each), while the second cpint runs. Without an assist each of those faults holds
 * the whole virtual machine, cpint included; with PFAULT or PAGEX the guest runs whichever of the two is ready. The
 * guest reports the interval between the two QUERY TIMEs as observations {@code measured.duration},
 * {@code measured.virtualSeconds}, {@code measured.cpSeconds} and {@code measured.virtualFraction} (one per run, none
 * when the run ended before the second QUERY TIME), and idles once the programs and cpint are done. With nothing
 * ready but a process waiting for an asynchronous fault after a process ends, the guest waits for that page (the SPI
 * has no enabled wait between works; CP counts it as a page wait, which Linux's enabled wait also is not virtual
 * CPU).
 */
final class LinuxGuest implements WorkloadModel {

    static final int THRASHER = 0;
    static final int BURNER = 1;
    static final int CPINT = 2;

    /** Think time of a guest with nothing left to run (the protocol is over): longer than any run. */
    static final double IDLE = 1e7;

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
    private final boolean protocol;
    private final int experiments;
    private final int cpintPages;
    private final double cpintInstructions;
    private final double freeInstructions;

    private WorkloadMeasurements.Observations thrasherScore;
    private WorkloadMeasurements.Observations burnerScore;
    private WorkloadMeasurements.Counter thrasherReferences;
    private WorkloadMeasurements.Counter burnerTotal;
    private WorkloadMeasurements.Counter switches;
    private WorkloadMeasurements.Counter asyncNotices;
    private WorkloadMeasurements.Observations measuredDuration;
    private WorkloadMeasurements.Observations measuredVirtual;
    private WorkloadMeasurements.Observations measuredCp;
    private WorkloadMeasurements.Observations measuredFraction;
    private WorkloadMeasurements measurements;

    LinuxGuest(Parameters p) {
        users = (int) p.integer("users");
        pages = (int) (p.bytes("storage") / 4096);
        String mode = p.text("addressing");
        bits64 = mode.equals("64-bit");
        // The 2 GB line the DASD guest's architecture follows (LinuxChannelPrograms.Architecture).
        if (!bits64 && LinuxChannelPrograms.Architecture.forStorage(p.bytes("storage"))
                == LinuxChannelPrograms.Architecture.Z) {
            throw new ParameterException("storage", "a 31-bit guest addresses at most 2 GB, not "
                    + p.bytes("storage") / (1L << 20) + " MB; give at most 2GiB, or addressing: 64-bit");
        }
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
        protocol = p.text("measurement").equals("cpint");
        experiments = (int) p.integer("experiments");
        cpintPages = (int) p.integer("cpintPages");
        cpintInstructions = p.decimal("cpintInstructions");
        freeInstructions = p.decimal("freeInstructions");
        if (thrashers + burners == 0) {
            throw new ParameterException("thrashers", "a guest needs at least one process (thrashers or burners)");
        }
        long needed = (long) kernelPages + burners + (long) thrashers * bufferPages + (protocol ? cpintPages : 0);
        if (needed > pages) {
            throw new ParameterException("storage", "kernelPages (" + kernelPages + "), one page per burner"
                    + (protocol ? ", cpintPages (" + cpintPages + ")" : "") + " and "
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
        return protocol ? List.of("thrasher", "burner", "cpint") : List.of("thrasher", "burner");
    }

    @Override
    public boolean interactive(int transactionClass) {
        return false;
    }

    /** With the measurement protocol the programs end inside the run (the experiments, then their exits): no. */
    @Override
    public boolean steadyState() {
        return !protocol;
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
        if (protocol) {
            measuredDuration = m.observations("measured.duration",
                    "Run duration, first to second CP QUERY TIME (cpint)", "s");
            measuredVirtual = m.observations("measured.virtualSeconds",
                    "Virtual CPU between the two CP QUERY TIMEs (cpint)", "s");
            measuredCp = m.observations("measured.cpSeconds", "CP CPU between the two CP QUERY TIMEs (cpint)", "s");
            measuredFraction = m.observations("measured.virtualFraction",
                    "Virtual CPU / run duration, between the two CP QUERY TIMEs (cpint)", "");
        }
    }

    @Override
    public GuestBehaviour newGuest(int index, RandomStream random) {
        return new Guest(random);
    }

    /** One Linux virtual machine: its processes, run queue and experiment tallies. */
    private final class Guest implements GuestBehaviour {
        private final RandomStream random;
        private final int programs = thrashers + burners;
        private final int cpint = programs;                     // cpint's process index, with the protocol
        private final int processes = programs + (protocol ? 1 : 0);
        private final boolean[] blocked = new boolean[processes];
        private final boolean[] asleep = new boolean[processes]; // exited, or cpint not started: not runnable
        private final int[] blockedOn = new int[processes];     // the page a blocked process waits for
        private final int[] redo = new int[processes];          // a page whose reference faulted and is still owed
        private final int[] allocated = new int[processes];     // thrasher: buffer pages touched so far
        private final int[] freed = new int[processes];         // thrasher: buffers freed at its exit so far
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
        private int experimentsClosed;
        private double experimentThrasher;
        private double experimentBurner;

        // The measurement protocol (measurement: cpint).
        private double programsEnd = Double.POSITIVE_INFINITY;  // when the programs' last experiment ends
        private boolean programsEnded;
        private int cpintRuns;                                  // cpint runs started (first, second)
        private int cpintDone;                                  // pages of its current run referenced so far
        private boolean queryPending;                           // cpint's pages are done: QUERY TIME next
        private boolean queryWork;                              // the current work is cpint's QUERY TIME
        private boolean waitWork;                               // the current work only waits for a blocked page
        private double queryTime;                               // the first QUERY TIME's clock, virtual and CP CPU
        private double queryVirtual;
        private double queryCp;
        private final long[] blockedOrder = new long[processes]; // the order blocked processes faulted in
        private long faultsPending;
        private int waitTarget = -1;                            // the process whose page a wait work waits for

        Guest(RandomStream random) {
            this.random = random;
            int next = kernelPages;
            for (int i = 0; i < processes; i++) {
                redo[i] = -1;
                chunk[i] = MIN_CHUNK;
                base[i] = next;
                next += isThrasher(i) ? bufferPages : 1;
            }
            if (protocol) {
                asleep[cpint] = true;                           // until the programs have started
            }
        }

        private boolean isThrasher(int process) {
            return process < thrashers;
        }

        private boolean isCpint(int process) {
            return protocol && process == cpint;
        }

        private boolean runnable(int process) {
            return !blocked[process] && !asleep[process];
        }

        private boolean anyRunnable() {
            for (int p = 0; p < processes; p++) {
                if (runnable(p)) {
                    return true;
                }
            }
            return false;
        }

        private boolean anyBlocked() {
            for (int p = 0; p < processes; p++) {
                if (blocked[p]) {
                    return true;
                }
            }
            return false;
        }

        @Override
        public double thinkTime() {
            if (!protocol) {
                return 0; // always dispatchable: the guest runs its next process at once
            }
            // Something to run, a QUERY TIME to read, or a page to wait for: at once. Else the protocol is over (cpint
            // starts when the programs end, which a running program reaches first), and the guest idles.
            return queryPending || anyRunnable() || anyBlocked() ? 0 : IDLE;
        }

        @Override
        public boolean asyncPageFaults() {
            return async;
        }

        @Override
        public void nextTransaction(TransactionPlan plan) {
            double now = plan.now();
            closeExperiments(now);
            waitWork = false;
            queryWork = false;
            if (protocol) {
                protocolSteps(now);
                if (queryPending && current == cpint) {
                    query(plan);
                    return;
                }
                if (!anyRunnable()) {
                    idleWork(plan);
                    return;
                }
            }
            if (current < 0 || !runnable(current) || now >= sliceEnd) {
                dispatchNext(now);
            }
            int p = current;
            double instructions = overhead;
            overhead = 0;
            int n = 0;
            plannedRedo = 0;
            plannedAllocation = 0;
            if (isCpint(p)) {
                double each = cpintInstructions / cpintPages;
                n = cpintPages - cpintDone;
                plan.begin(CPINT, instructions + n * each);
                touchKernel(plan);
                for (int i = 0; i < n; i++) {
                    planned[i] = base[p] + cpintDone + i;
                    plan.reference(planned[i], true);
                }
            } else if (isThrasher(p) && programsEnded) {
                // free() of each buffer in turn: a store into each page once, in order.
                n = Math.min(allocated[p] - freed[p], maxChunk);
                plan.begin(THRASHER, instructions + n * freeInstructions);
                touchKernel(plan);
                for (int i = 0; i < n; i++) {
                    planned[i] = base[p] + freed[p] + i;
                    plan.reference(planned[i], true);
                }
            } else if (isThrasher(p)) {
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
                instructions += BURNER_STEPS * loopInstructions;
                plan.begin(BURNER, instructions);
                touchKernel(plan);
                for (int i = 0; i < BURNER_STEPS; i++) {
                    planned[n++] = base[p];
                    plan.reference(base[p], true);
                }
            }
            // The programs stop at the end of their last experiment, wherever their slice is.
            plan.endBy(p < programs && !programsEnded ? Math.min(sliceEnd, programsEnd) : sliceEnd);
        }

        /**
         * The protocol's steps due by {@code now}: the first cpint once the experiments have begun; when the last
         * experiment is over, the burners exit, the thrashers start freeing their buffers and the second cpint starts.
         */
        private void protocolSteps(double now) {
            if (cpintRuns == 0 && experimentMeasured) {
                programsEnd = measurements.measuredFrom() + experiments * experimentLength;
                startCpint();
            }
            if (!programsEnded && now >= programsEnd) {
                programsEnded = true;
                for (int p = 0; p < programs; p++) {
                    redo[p] = -1;                               // a reference owed at the end is not done
                    if (!isThrasher(p) || freed[p] >= allocated[p]) {
                        asleep[p] = true;                       // the burner prints its scores and exits
                    }
                }
                if (asleep[cpint] && cpintRuns == 1) {
                    startCpint();
                }
            }
        }

        private void startCpint() {
            cpintRuns++;
            cpintDone = 0;
            asleep[cpint] = false;
        }

        /** cpint's CP QUERY TIME: the clocks are read here, and the process ends. */
        private void query(TransactionPlan plan) {
            queryPending = false;
            queryWork = true;
            double t = plan.now();
            double v = plan.virtualSeconds();
            double c = plan.cpSeconds();
            if (cpintRuns == 1) {
                queryTime = t;
                queryVirtual = v;
                queryCp = c;
            } else if (cpintRuns == 2) {
                double duration = t - queryTime;
                measuredDuration.add(duration);
                measuredVirtual.add(v - queryVirtual);
                measuredCp.add(c - queryCp);
                measuredFraction.add(duration > 0 ? (v - queryVirtual) / duration : 0);
            }
            asleep[cpint] = true;
            // Had the programs ended while the first cpint still ran, the second starts now.
            if (cpintRuns == 1 && programsEnded) {
                startCpint();
            }
            plan.begin(CPINT, overhead);
            overhead = 0;
            touchKernel(plan);
            plan.endBy(sliceEnd);
        }

        /**
         * Nothing is ready. With a process waiting for an asynchronous fault, the guest waits for that page (the one
         * asked for first); with none, the protocol is over and the guest idles.
         */
        private void idleWork(TransactionPlan plan) {
            waitWork = true;
            int first = -1;
            for (int p = 0; p < processes; p++) {
                if (blocked[p] && (first < 0 || blockedOrder[p] < blockedOrder[first])) {
                    first = p;
                }
            }
            waitTarget = first;
            plan.begin(first >= 0 ? classOf(first) : CPINT, 0);
            if (first >= 0) {
                plan.reference(blockedOn[first], false);
            }
        }

        private int classOf(int process) {
            return isThrasher(process) ? THRASHER : isCpint(process) ? CPINT : BURNER;
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
                if (runnable(p)) {
                    if (p != current || current < 0) {
                        switches.add(1);
                        overhead += switchInstructions;
                        kernelReferences = kernelTouches;
                    }
                    current = p;
                    sliceEnd = sliceEnd(now);
                    return;
                }
            }
            throw new IllegalStateException("the guest was asked for work with every process blocked on a page fault");
        }

        /**
         * When a slice begun at {@code now} ends: Linux takes a tick from the running process's counter at each timer
         * interrupt, and the interrupts come at fixed points of the TOD clock, every {@code tick} from its origin (the
         * clock comparator is set to the next one each time), so a process dispatched between two of them runs until
         * the {@code timesliceTicks}-th interrupt after it was dispatched: a slice begun at an interrupt is whole, one
         * begun after a page fault resolved between interrupts is short by the part of a tick already gone.
         */
        private double sliceEnd(double now) {
            double ticksGone = Math.floor(now / tick + 1e-9);   // an interrupt at 'now' itself counts as gone
            return (ticksGone + timesliceTicks) * tick;
        }

        @Override
        public void workEnded(int referencesDone, WorkEnd end) {
            if (waitWork) {
                // Only waited: the page's process is ready and does its reference itself. Were the page stolen
                // again before the wait reached it, the process waits for it afresh.
                if (end == WorkEnd.FAULT_PENDING && waitTarget >= 0) {
                    blocked[waitTarget] = true;
                }
                return;
            }
            int p = current;
            int done = Math.max(0, referencesDone - kernelReferences);
            boolean kernelFault = referencesDone < kernelReferences;
            kernelReferences = kernelFault ? kernelReferences - referencesDone : 0;
            if (queryWork) {
                return;
            }
            if (isCpint(p)) {
                cpintDone += done;
                if (cpintDone >= cpintPages) {
                    queryPending = true;
                }
            } else if (isThrasher(p) && programsEnded) {
                freed[p] += done;
                if (freed[p] >= allocated[p]) {
                    asleep[p] = true;                           // all freed: the thrasher exits
                }
            } else if (isThrasher(p)) {
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
            if (protocol && experimentsClosed >= experiments) {
                return; // past the last experiment: the work cut at its end is not scored
            }
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
            int p0 = waitWork ? waitTarget : current;
            if (p0 < 0) {
                return anyRunnable();                           // a kernel page of an idle guest: nobody waits
            }
            blockedOn[p0] = page;
            blockedOrder[p0] = faultsPending++;
            for (int p = 0; p < processes; p++) {
                if (runnable(p)) {
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
         * done before is not scored in them. With the protocol, the programs run {@code experiments} of them.
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
            while (now >= experimentStart + experimentLength && !(protocol && experimentsClosed >= experiments)) {
                if (thrashers > 0) {
                    thrasherScore.add(experimentThrasher / thrashers);
                }
                if (burners > 0) {
                    burnerScore.add(experimentBurner / burners);
                }
                experimentsClosed++;
                experimentStart += experimentLength;
                experimentThrasher = 0;
                experimentBurner = 0;
            }
        }
    }
}
