package org.swapset.core.vm.io;

import java.util.Arrays;
import java.util.Objects;
import org.swapset.core.engine.Simulation;
import org.swapset.spi.RandomStream;
import org.swapset.spi.hardware.IoTiming;
import org.swapset.spi.hardware.PagingDevice;

/**
 * Paging devices on channels, simulated on a {@link Simulation}'s event queue.
 *
 * <p>A caller {@linkplain #submit submits} one page at a time, naming the device, the page slot and the direction,
 * with an int request id of its own choosing. Each device queues its requests FIFO. A free exposure starts work
 * at the same simulated instant as soon as the submitting event is over ({@link Simulation#deferToEndOfEvent}), so
 * that requests submitted together (a block page-out, a prepaging burst) are chained together. Each of the device's exposures
 * (device addresses; one for a disk, eight for a 2305) holds at most one start-I/O. When an exposure is free it takes
 * the request at the head of the queue and combines with it every other queued request of the same direction on
 * the same cylinder (or, when the control program chains reads and writes together, of either direction), up to
 * {@code maxPagesPerStartIo}, as VM's paging supervisor chains them into one channel program; the start-I/O is
 * <i>contiguous</i> when the combined slots are consecutive, else in as many <i>runs</i> as groups of consecutive
 * slots.
 *
 * <p>A start-I/O then goes through the phases its device {@linkplain PagingDevice#plan plans}:
 * <ol>
 *   <li>overhead: the channel is acquired (waiting FIFO if it is busy) and held for the control-unit protocol;</li>
 *   <li>positioning: seek and rotational latency with the channel free (the device is disconnected);</li>
 *   <li>reconnect: if the channel is busy the device misses its rotational position and tries again one
 *       {@code rpsRetry} later (an RPS miss, counted), or, when {@code rpsRetry} is zero (a buffered controller),
 *       waits for the channel FIFO;</li>
 *   <li>transfer: the channel is held while the pages move; then every request of the start-I/O completes.</li>
 * </ol>
 * Contiguous pages stream after one reconnect. Scattered ones (a chain of records in different places on the cylinder,
 * on a device with rotational position sensing) disconnect between records: on a disk each run of consecutive slots
 * is one record whose pages stream, on a fixed-head device each page is one; each record has its share of the
 * positioning, then reconnects on its own and may miss its position on its own, then holds the channel for its own
 * transfer. So a long chain on a busy channel pays an RPS miss for each record that finds the channel busy, not
 * one for the whole chain.
 * A device sits on exactly one channel and its transfers hold that channel, so two transfers of one device (one set
 * of heads) can never overlap. The arm of a device with one is where its latest start-I/O sent it; the seek
 * distance of the next start-I/O is measured from there.
 *
 * <p>A caller may also {@linkplain #submitStartIo submit a whole start-I/O}: a guest's channel program moving
 * several consecutive blocks, which is started on its own, as written, and never combined with other requests.
 *
 * <p>The {@link Listener} hears of every start-I/O (the control program charges processor time for building and
 * issuing it) and of every completed request (the interrupt, and the waiting user to wake).
 *
 * <p>Nothing is allocated per request: queued requests sit in a pool of int/double arrays linked into one list per
 * device, start-I/Os in arrays indexed by exposure, channel waiters in int ring buffers. The pool grows by doubling
 * when the number of queued requests exceeds anything seen before. Statistics are reset when the simulation's
 * warm-up ends ({@link #resetStatistics} is registered with {@link Simulation#onWarmUpEnd}).
 */
public final class PagingIo {

    /** What the control program model hears from the paging I/O subsystem. */
    public interface Listener {
        /** A start-I/O of {@code pages} pages has been issued to {@code device}. */
        void startIo(int device, int pages, boolean write);

        /** The request the caller submitted as {@code requestId} has completed. */
        void completed(int requestId, boolean write);

        /** The whole start-I/O the caller submitted as {@code requestId} ({@link #submitStartIo}) has completed. */
        default void startIoCompleted(int requestId, boolean write) {
            throw new IllegalStateException("start-I/O " + requestId + " completed, and this listener takes none");
        }

        /**
         * {@code device}'s model planned a start-I/O against its contract ({@code problem} says how); the listener
         * throws, naming the device's plugin if it knows it.
         */
        default void contractBroken(int device, String problem) {
            throw new IllegalStateException("device " + device + " " + problem);
        }
    }

    private static final int NONE = -1;

    private static final int PHASE_OVERHEAD = 0;
    private static final int PHASE_TRANSFER = 1;

    private final Simulation sim;
    private final PagingDevice[] devices;
    private final int[] channelOfDevice;
    private final RandomStream[] deviceRandom;
    private final Listener listener;
    private final int maxPages;

    /** The pages per device by which the request pool starts (it doubles when it fills). */
    public static final int INITIAL_POOL_PAGES = 64;
    private final boolean mixDirections;
    private final IoTiming timing = new IoTiming();

    private final int[] pagesPerCylinder;
    private final int[] cylinders;
    private final boolean[] fixedHead;
    private final int[] firstExposure;
    private final int[] exposureCount;
    private final int[] armCylinder;
    private final int[] activeExposures;
    private final boolean[] startPending;

    // Queued requests: a pool of entries linked into one FIFO list per device.
    private int[] reqId;
    private int[] reqSlot;
    private boolean[] reqWrite;
    private int[] reqPages;     // 0: one page, combinable; n > 0: a whole start-I/O of n pages, started alone
    private double[] reqSubmitted;
    private int[] reqNext;
    private int[] reqPrev;      // the device FIFO is doubly linked, so a request leaves it in O(1)
    private int[] reqCylNext;   // and each request is also on its device's list for its cylinder, in FIFO order
    private int[] reqCylPrev;
    private int[] reqDevice;    // the device of a request waiting to be issued (its reqNext chains its batch)
    /**
     * The last batch of requests waiting to be issued (submitted with an issue delay): its tail and the instant it is
     * due. Requests due at one instant (a swap set's pages) are issued in one event, so that the device's next
     * start-I/O takes them together.
     */
    private int openBatchTail = NONE;
    private double openBatchDue = Double.NaN;
    private int freeHead;
    private final int[] cylinderBase; // the lists of device d's cylinders start at cylHead[cylinderBase[d]]
    private final int[] cylHead;
    private final int[] cylTail;
    private final int[] queueHead;
    private final int[] queueTail;
    private final int[] queueLength;

    // Start-I/Os, one per exposure; the requests of exposure x are at [x * maxPages, x * maxPages + sioRequests[x]).
    private final int[] sioDevice;
    private final boolean[] sioBusy;
    private final boolean[] sioWrite;
    private final int[] sioPages;
    private final int[] sioRequests; // requests in the start-I/O: its pages, or 1 for a whole start-I/O
    private final boolean[] sioWhole;
    private final int[] sioPhase;
    private final double[] sioStart;
    private final double[] sioPositioning;
    private final double[] sioOverhead;
    private final double[] sioTransfer;
    private final double[] sioRpsRetry;
    private final int[] sioRecords;      // records that reconnect one by one: the pages of a scattered chain, else 1
    private final int[] sioRecordsDone;
    private final int[] sioRequestIds;
    private final int[] sioSlots;
    private final boolean[] sioRequestWrite;
    private final double[] sioSubmitted;

    // Channels: busy flag and a FIFO ring of exposures waiting for it.
    private final boolean[] channelBusy;
    private final double[] channelBusySince;
    private final int[][] channelWaiters;
    private final int[] channelWaitHead;
    private final int[] channelWaitCount;

    // Statistics.
    private final long[] statStartIos;
    private final long[] statPages;
    private final long[] statRequests;
    private final long[] statRpsMisses;
    private final double[] statServiceSum;
    private final double[] statResponseSum;
    private final double[] statDeviceBusy;
    private final double[] deviceBusySince;
    private final double[] statChannelBusy;

    private final int startDue;
    /** A request CP issues after a delay ({@link #submit(int, int, int, boolean, double)}) reaches its queue. */
    private final int issued;
    private final int overheadDone;
    private final int positioned;
    private final int transferDone;

    /**
     * @param sim                the simulation whose clock and event queue drive the I/O
     * @param devices            the paging devices (actuators), indexed by device number
     * @param channelOfDevice    the channel (path) each device is attached to, in {@code 0..channelCount-1}
     * @param channelCount       how many channels there are
     * @param deviceRandom       each device's random stream, passed to its {@link PagingDevice#plan}
     * @param listener           told of every start-I/O and every completed request
     * @param maxPagesPerStartIo the most requests combined into one start-I/O (at least 1)
     */
    public PagingIo(Simulation sim, PagingDevice[] devices, int[] channelOfDevice, int channelCount,
                    RandomStream[] deviceRandom, Listener listener, int maxPagesPerStartIo) {
        this(sim, devices, channelOfDevice, channelCount, deviceRandom, listener, maxPagesPerStartIo, false);
    }

    /**
     * As above; with {@code mixDirections} a start-I/O combines the queued reads and writes of its cylinder in one
     * channel program, in slot order, where without it reads and writes go in separate start-I/Os.
     */
    public PagingIo(Simulation sim, PagingDevice[] devices, int[] channelOfDevice, int channelCount,
                    RandomStream[] deviceRandom, Listener listener, int maxPagesPerStartIo, boolean mixDirections) {
        this.sim = Objects.requireNonNull(sim, "sim");
        this.listener = Objects.requireNonNull(listener, "listener");
        int n = devices.length;
        if (channelOfDevice.length != n || deviceRandom.length != n) {
            throw new IllegalArgumentException(n + " devices but " + channelOfDevice.length + " channel assignments and "
                    + deviceRandom.length + " random streams");
        }
        if (channelCount < 1) {
            throw new IllegalArgumentException("need at least one channel, got " + channelCount);
        }
        if (maxPagesPerStartIo < 1) {
            throw new IllegalArgumentException("maxPagesPerStartIo must be at least 1, got " + maxPagesPerStartIo);
        }
        this.devices = devices.clone();
        this.channelOfDevice = channelOfDevice.clone();
        this.deviceRandom = deviceRandom.clone();
        this.maxPages = maxPagesPerStartIo;
        this.mixDirections = mixDirections;

        pagesPerCylinder = new int[n];
        cylinders = new int[n];
        fixedHead = new boolean[n];
        firstExposure = new int[n];
        exposureCount = new int[n];
        armCylinder = new int[n];
        activeExposures = new int[n];
        startPending = new boolean[n];
        int exposures = 0;
        for (int d = 0; d < n; d++) {
            Objects.requireNonNull(this.devices[d], "device " + d);
            Objects.requireNonNull(this.deviceRandom[d], "random stream of device " + d);
            if (this.channelOfDevice[d] < 0 || this.channelOfDevice[d] >= channelCount) {
                throw new IllegalArgumentException("device " + d + " is on channel " + this.channelOfDevice[d]
                        + " but there are " + channelCount + " channels");
            }
            var g = this.devices[d].geometry();
            pagesPerCylinder[d] = g.pagesPerCylinder();
            cylinders[d] = g.cylinders();
            fixedHead[d] = g.fixedHead();
            firstExposure[d] = exposures;
            exposureCount[d] = g.exposures();
            exposures += g.exposures();
        }

        // A start, by the pages a start-I/O may chain but no more than a few dozen a device: the pool doubles when it
        // fills, and a device whose cylinder is its whole capacity (an SSD) would otherwise take it all up front.
        int pool = Math.max(64, n * 4 * Math.min(maxPages, INITIAL_POOL_PAGES));
        reqId = new int[pool];
        reqSlot = new int[pool];
        reqWrite = new boolean[pool];
        reqPages = new int[pool];
        reqSubmitted = new double[pool];
        reqNext = new int[pool];
        reqPrev = new int[pool];
        reqCylNext = new int[pool];
        reqCylPrev = new int[pool];
        reqDevice = new int[pool];
        linkFree(0, pool);
        cylinderBase = new int[n];
        int cylinderLists = 0;
        for (int d = 0; d < n; d++) {
            cylinderBase[d] = cylinderLists;
            cylinderLists += cylinders[d];
        }
        cylHead = new int[cylinderLists];
        cylTail = new int[cylinderLists];
        Arrays.fill(cylHead, NONE);
        Arrays.fill(cylTail, NONE);
        queueHead = new int[n];
        queueTail = new int[n];
        queueLength = new int[n];
        Arrays.fill(queueHead, NONE);
        Arrays.fill(queueTail, NONE);

        sioDevice = new int[exposures];
        for (int d = 0; d < n; d++) {
            Arrays.fill(sioDevice, firstExposure[d], firstExposure[d] + exposureCount[d], d);
        }
        sioBusy = new boolean[exposures];
        sioWrite = new boolean[exposures];
        sioPages = new int[exposures];
        sioRequests = new int[exposures];
        sioWhole = new boolean[exposures];
        sioPhase = new int[exposures];
        sioStart = new double[exposures];
        sioOverhead = new double[exposures];
        sioPositioning = new double[exposures];
        sioTransfer = new double[exposures];
        sioRpsRetry = new double[exposures];
        sioRecords = new int[exposures];
        sioRecordsDone = new int[exposures];
        long entries = (long) exposures * maxPages;
        if (entries > org.swapset.core.scenario.ScenarioLimits.MAX_ARRAY) {
            // The loader refuses such a scenario at its device (ScenarioLimits.addressing); an int product here
            // would have wrapped to a negative or small size.
            throw new IllegalArgumentException(exposures + " exposures of up to " + maxPages + " pages a start-I/O "
                    + "are more start-I/O table entries than a run can address");
        }
        sioRequestIds = new int[(int) entries];
        sioSlots = new int[(int) entries];
        sioRequestWrite = new boolean[(int) entries];
        sioSubmitted = new double[(int) entries];

        channelBusy = new boolean[channelCount];
        channelBusySince = new double[channelCount];
        channelWaiters = new int[channelCount][];
        int[] exposuresOnChannel = new int[channelCount];
        for (int d = 0; d < n; d++) {
            exposuresOnChannel[this.channelOfDevice[d]] += exposureCount[d];
        }
        for (int c = 0; c < channelCount; c++) {
            // Each exposure waits for its channel at most once at a time, so this ring never overflows.
            channelWaiters[c] = new int[Math.max(1, exposuresOnChannel[c])];
        }
        channelWaitHead = new int[channelCount];
        channelWaitCount = new int[channelCount];

        statStartIos = new long[n];
        statPages = new long[n];
        statRequests = new long[n];
        statRpsMisses = new long[n];
        statServiceSum = new double[n];
        statResponseSum = new double[n];
        statDeviceBusy = new double[n];
        deviceBusySince = new double[n];
        statChannelBusy = new double[channelCount];

        issued = sim.register("paging I/O issued", (r, unused) -> issue(r));
        startDue = sim.register("paging I/O start", (d, a) -> {
            startPending[d] = false;
            startIfPossible(d);
        });
        overheadDone = sim.register("paging I/O overhead done", (x, a) -> onOverheadDone(x));
        positioned = sim.register("paging I/O positioned", (x, a) -> tryReconnect(x));
        transferDone = sim.register("paging I/O transfer done", (x, a) -> onTransferDone(x));
        sim.onWarmUpEnd(this::resetStatistics);
    }

    /** The cylinder where the device's arm was left by its last start-I/O (0 before the first). */
    public int armCylinder(int device) {
        return armCylinder[device];
    }

    /**
     * Queues one page request. If one of the device's exposures is free, a start-I/O begins at this same instant,
     * after the current event, taking this request and every other one queued for its cylinder and direction.
     *
     * @param device    the device number
     * @param requestId the caller's id, handed back to {@link Listener#completed}
     * @param slot      the page slot on the device; {@code slot / pagesPerCylinder} is its cylinder
     * @param write     true for a page-out, false for a page-in
     */
    public void submit(int device, int requestId, int slot, boolean write) {
        queue(device, requestId, slot, 0, write, 0);
    }

    /**
     * As {@link #submit(int, int, int, boolean)}, by a control program that issues the request only {@code
     * issueDelay} seconds from now (it handles the page fault first): the request joins the device's queue then, as
     * if submitted then; meanwhile the device serves what is queued without it.
     */
    public void submit(int device, int requestId, int slot, boolean write, double issueDelay) {
        if (!(issueDelay >= 0) || Double.isInfinite(issueDelay)) {
            throw new IllegalArgumentException("issue delay " + issueDelay + " s");
        }
        queue(device, requestId, slot, 0, write, issueDelay);
    }

    /**
     * Queues a whole start-I/O of {@code pages} consecutive slots from {@code firstSlot} (a guest's channel program):
     * when it reaches the head of the device's queue it is started alone, as one start-I/O of that many pages, and its
     * completion is reported once, to {@link Listener#startIoCompleted}.
     */
    public void submitStartIo(int device, int requestId, int firstSlot, int pages, boolean write) {
        if (pages < 1) {
            throw new IllegalArgumentException("a start-I/O moves at least one page, not " + pages);
        }
        long last = (long) firstSlot + pages - 1;
        if (last >= (long) cylinders[device] * pagesPerCylinder[device]) {
            throw new IllegalArgumentException("slots " + firstSlot + " to " + last + " are outside device " + device
                    + " (" + (long) cylinders[device] * pagesPerCylinder[device] + " slots)");
        }
        queue(device, requestId, firstSlot, pages, write, 0);
    }

    private void queue(int device, int requestId, int slot, int pages, boolean write, double issueDelay) {
        if (slot < 0 || slot / pagesPerCylinder[device] >= cylinders[device]) {
            throw new IllegalArgumentException("slot " + slot + " is outside device " + device + " ("
                    + (long) cylinders[device] * pagesPerCylinder[device] + " slots)");
        }
        if (freeHead == NONE) {
            growPool();
        }
        int r = freeHead;
        freeHead = reqNext[r];
        reqId[r] = requestId;
        reqSlot[r] = slot;
        reqWrite[r] = write;
        reqPages[r] = pages;
        if (issueDelay > 0) {
            // CP is still handling the fault: the request reaches the device's queue when CP issues it, and until
            // then holds back nothing queued there (nor is it taken early by a start-I/O another request begins).
            reqDevice[r] = device;
            reqNext[r] = NONE;
            double due = sim.now() + issueDelay;
            if (openBatchTail != NONE && openBatchDue == due) {
                reqNext[openBatchTail] = r;
            } else {
                openBatchDue = due;
                sim.after(issueDelay, issued, r, 0);
            }
            openBatchTail = r;
            return;
        }
        link(device, r);
    }

    /** The batch of requests from {@code r} on is issued: each joins its device's queue, in one event. */
    private void issue(int r) {
        if (openBatchDue == sim.now()) {
            openBatchTail = NONE; // this batch, done: a request submitted now starts a new one
        }
        for (int q = r, next; q != NONE; q = next) {
            next = reqNext[q];
            link(reqDevice[q], q);
        }
    }

    /** Request {@code r}, made ready, joins the device's queue, and a start-I/O begins if an exposure is free. */
    private void link(int device, int r) {
        int slot = reqSlot[r];
        reqSubmitted[r] = sim.now();
        reqNext[r] = NONE;
        reqPrev[r] = queueTail[device];
        if (queueTail[device] == NONE) {
            queueHead[device] = r;
        } else {
            reqNext[queueTail[device]] = r;
        }
        queueTail[device] = r;
        int list = cylinderBase[device] + slot / pagesPerCylinder[device];
        reqCylNext[r] = NONE;
        reqCylPrev[r] = cylTail[list];
        if (cylTail[list] == NONE) {
            cylHead[list] = r;
        } else {
            reqCylNext[cylTail[list]] = r;
        }
        cylTail[list] = r;
        queueLength[device]++;
        if (!startPending[device] && activeExposures[device] < exposureCount[device]) {
            // Start at this instant but after the caller's other submissions of this instant, so that requests
            // queued together are chained together, as the paging supervisor queues before it issues the SIO.
            startPending[device] = true;
            sim.deferToEndOfEvent(startDue, device, 0);
        }
    }

    /** Requests queued on a device and not yet part of a start-I/O. */
    public int queueLength(int device) {
        return queueLength[device];
    }

    /** True when the device has nothing queued and no start-I/O in progress. */
    public boolean isIdle(int device) {
        return queueLength[device] == 0 && activeExposures[device] == 0;
    }

    /** How many devices there are. */
    public int deviceCount() {
        return devices.length;
    }

    /** How many channels there are. */
    public int channelCount() {
        return channelBusy.length;
    }

    // ---- statistics -------------------------------------------------------------------------------------------

    /** Discards everything measured so far; busy periods in progress are counted from now on. */
    public void resetStatistics() {
        double now = sim.now();
        Arrays.fill(statStartIos, 0);
        Arrays.fill(statPages, 0);
        Arrays.fill(statRequests, 0);
        Arrays.fill(statRpsMisses, 0);
        Arrays.fill(statServiceSum, 0);
        Arrays.fill(statResponseSum, 0);
        Arrays.fill(statDeviceBusy, 0);
        Arrays.fill(statChannelBusy, 0);
        Arrays.fill(deviceBusySince, now);
        Arrays.fill(channelBusySince, now);
    }

    /** Start-I/Os completed on a device since the last reset. */
    public long startIos(int device) {
        return statStartIos[device];
    }

    /** Pages moved by the start-I/Os counted in {@link #startIos}. */
    public long pages(int device) {
        return statPages[device];
    }

    /** RPS misses on a device since the last reset. */
    public long rpsMisses(int device) {
        return statRpsMisses[device];
    }

    /** Mean seconds from a start-I/O's start to its completion (what the HPO paper calls SIO response), or NaN. */
    public double meanServiceTime(int device) {
        return statStartIos[device] == 0 ? Double.NaN : statServiceSum[device] / statStartIos[device];
    }

    /** Mean seconds from a request's submission to its completion, queueing included, or NaN. */
    public double meanResponseTime(int device) {
        return statRequests[device] == 0 ? Double.NaN : statResponseSum[device] / statRequests[device];
    }

    /** Seconds the device had at least one start-I/O in progress since the last reset, up to now. */
    public double deviceBusyTime(int device) {
        return statDeviceBusy[device] + (activeExposures[device] > 0 ? sim.now() - deviceBusySince[device] : 0);
    }

    /** Fraction of {@code elapsed} seconds the device was busy (the measured interval's length is the caller's). */
    public double deviceUtilization(int device, double elapsed) {
        return deviceBusyTime(device) / elapsed;
    }

    /** Seconds the channel was held (overhead and transfers) since the last reset, up to now. */
    public double channelBusyTime(int channel) {
        return statChannelBusy[channel] + (channelBusy[channel] ? sim.now() - channelBusySince[channel] : 0);
    }

    /** Fraction of {@code elapsed} seconds the channel was held. */
    public double channelUtilization(int channel, double elapsed) {
        return channelBusyTime(channel) / elapsed;
    }

    /** Start-I/Os per second over {@code elapsed} seconds. */
    public double startIoRate(int device, double elapsed) {
        return statStartIos[device] / elapsed;
    }

    // ---- start-I/O life cycle -----------------------------------------------------------------------------------

    private void startIfPossible(int device) {
        int first = firstExposure[device];
        int end = first + exposureCount[device];
        for (int x = first; x < end && queueLength[device] > 0; x++) {
            if (!sioBusy[x]) {
                start(device, x);
            }
        }
    }

    private void start(int device, int x) {
        int head = queueHead[device];
        int ppc = pagesPerCylinder[device];
        int cylinder = reqSlot[head] / ppc;
        boolean write = reqWrite[head];
        int base = x * maxPages;
        if (reqPages[head] > 0) {
            startWhole(device, x, head, cylinder);
            return;
        }
        int k = 0;
        // The head and every later request for the same cylinder and direction, in FIFO order: the cylinder's own
        // list holds exactly the device's requests for it, in submission order, so no walk of the whole queue.
        int list = cylinderBase[device] + cylinder;
        int r = cylHead[list];
        while (r != NONE && k < maxPages) {
            int next = reqCylNext[r];
            if ((mixDirections || reqWrite[r] == write) && reqPages[r] == 0) {
                sioRequestIds[base + k] = reqId[r];
                sioSlots[base + k] = reqSlot[r];
                sioRequestWrite[base + k] = reqWrite[r];
                sioSubmitted[base + k] = reqSubmitted[r];
                k++;
                unlink(device, list, r);
            }
            r = next;
        }
        int runs = sortAndCountRuns(base, k);

        int seek = fixedHead[device] ? 0 : Math.abs(cylinder - armCylinder[device]);
        armCylinder[device] = cylinder;
        devices[device].plan(k, seek, write, runs, deviceRandom[device], timing);
        sioRequests[x] = k;
        sioWhole[x] = false;
        begin(device, x, k, write);
        if (runs > 1 && timing.rpsRetry() > 0) {
            // Scattered records: the channel program disconnects between them and reconnects for each group of
            // consecutive slots on a disk (its records stream), for each record on a fixed-head device (taken in
            // rotational order, one by one).
            sioRecords[x] = fixedHead[device] ? k : runs;
        }
    }

    /** Starts the whole start-I/O queued as request {@code r} at the head of the device's queue, alone. */
    private void startWhole(int device, int x, int r, int cylinder) {
        int base = x * maxPages;
        int pages = reqPages[r];
        boolean write = reqWrite[r];
        sioRequestIds[base] = reqId[r];
        sioSlots[base] = reqSlot[r];
        sioRequestWrite[base] = write;
        sioSubmitted[base] = reqSubmitted[r];
        unlink(device, cylinderBase[device] + cylinder, r);
        int seek = fixedHead[device] ? 0 : Math.abs(cylinder - armCylinder[device]);
        armCylinder[device] = cylinder;
        devices[device].plan(pages, seek, write, true, deviceRandom[device], timing);
        sioRequests[x] = 1;
        sioWhole[x] = true;
        begin(device, x, pages, write);
    }

    /** The start-I/O planned into {@link #timing} begins on exposure {@code x}: it asks for the channel. */
    private void begin(int device, int x, int k, boolean write) {
        if (!(timing.transfer() > 0)) {
            // IoTiming.set has refused what is negative or not finite; a transfer of nothing is a model's slip.
            listener.contractBroken(device, "planned a start-I/O of " + k + " page(s) with a transfer of "
                    + timing.transfer() + " s; moving a page takes time (a transfer above 0)");
        }
        sioBusy[x] = true;
        sioWrite[x] = write;
        sioPages[x] = k;
        sioStart[x] = sim.now();
        sioOverhead[x] = timing.overhead();
        sioPositioning[x] = timing.positioning();
        sioTransfer[x] = timing.transfer();
        sioRpsRetry[x] = timing.rpsRetry();
        sioRecords[x] = 1;
        sioRecordsDone[x] = 0;
        sioPhase[x] = PHASE_OVERHEAD;
        if (activeExposures[device]++ == 0) {
            deviceBusySince[device] = sim.now();
        }
        listener.startIo(device, k, write);
        acquireChannel(x);
    }

    /**
     * Sorts the start-I/O's slots (carrying ids and times along) and counts the groups of consecutive slots among
     * them: 1 when they are all consecutive.
     */
    private int sortAndCountRuns(int base, int k) {
        for (int i = base + 1; i < base + k; i++) {
            int slot = sioSlots[i];
            int id = sioRequestIds[i];
            boolean w = sioRequestWrite[i];
            double submitted = sioSubmitted[i];
            int j = i - 1;
            while (j >= base && sioSlots[j] > slot) {
                sioSlots[j + 1] = sioSlots[j];
                sioRequestIds[j + 1] = sioRequestIds[j];
                sioRequestWrite[j + 1] = sioRequestWrite[j];
                sioSubmitted[j + 1] = sioSubmitted[j];
                j--;
            }
            sioSlots[j + 1] = slot;
            sioRequestIds[j + 1] = id;
            sioRequestWrite[j + 1] = w;
            sioSubmitted[j + 1] = submitted;
        }
        int runs = 1;
        for (int i = base + 1; i < base + k; i++) {
            if (sioSlots[i] != sioSlots[i - 1] + 1) {
                runs++;
            }
        }
        return runs;
    }

    private void acquireChannel(int x) {
        int c = channelOfDevice[sioDevice[x]];
        if (!channelBusy[c]) {
            grantChannel(c, x);
        } else {
            int[] ring = channelWaiters[c];
            ring[(channelWaitHead[c] + channelWaitCount[c]) % ring.length] = x;
            channelWaitCount[c]++;
        }
    }

    private void grantChannel(int c, int x) {
        channelBusy[c] = true;
        channelBusySince[c] = sim.now();
        if (sioPhase[x] == PHASE_OVERHEAD) {
            sim.after(sioOverhead[x], overheadDone, x, 0);
        } else {
            sim.after(sioTransfer[x] / sioRecords[x], transferDone, x, 0);
        }
    }

    private void releaseChannel(int c) {
        channelBusy[c] = false;
        statChannelBusy[c] += sim.now() - channelBusySince[c];
        if (channelWaitCount[c] > 0) {
            int[] ring = channelWaiters[c];
            int x = ring[channelWaitHead[c]];
            channelWaitHead[c] = (channelWaitHead[c] + 1) % ring.length;
            channelWaitCount[c]--;
            grantChannel(c, x);
        }
    }

    private void onOverheadDone(int x) {
        releaseChannel(channelOfDevice[sioDevice[x]]);
        sioPhase[x] = PHASE_TRANSFER;
        sim.after(sioPositioning[x] / sioRecords[x], positioned, x, 0);
    }

    /** The device is in position and wants the channel back for the transfer. */
    private void tryReconnect(int x) {
        int device = sioDevice[x];
        int c = channelOfDevice[device];
        if (!channelBusy[c]) {
            grantChannel(c, x);
        } else if (sioRpsRetry[x] > 0) {
            statRpsMisses[device]++;
            sim.after(sioRpsRetry[x], positioned, x, 0);
        } else {
            acquireChannel(x);
        }
    }

    private void onTransferDone(int x) {
        int device = sioDevice[x];
        double now = sim.now();
        releaseChannel(channelOfDevice[device]);
        if (++sioRecordsDone[x] < sioRecords[x]) {
            // The next record of a scattered chain: disconnected until it comes under the heads, then it reconnects.
            sim.after(sioPositioning[x] / sioRecords[x], positioned, x, 0);
            return;
        }
        int k = sioRequests[x];
        int base = x * maxPages;
        statStartIos[device]++;
        statPages[device] += sioPages[x];
        statRequests[device] += k;
        statServiceSum[device] += now - sioStart[x];
        for (int i = base; i < base + k; i++) {
            statResponseSum[device] += now - sioSubmitted[i];
        }
        if (--activeExposures[device] == 0) {
            statDeviceBusy[device] += now - deviceBusySince[device];
        }
        // Keep the exposure marked busy while the listener runs: a submit from the callback must not reuse
        // this exposure's request list before every request in it has been reported.
        boolean write = sioWrite[x];
        if (sioWhole[x]) {
            listener.startIoCompleted(sioRequestIds[base], write);
        } else {
            for (int i = base; i < base + k; i++) {
                listener.completed(sioRequestIds[i], sioRequestWrite[i]);
            }
        }
        sioBusy[x] = false;
        startIfPossible(device);
    }

    // ---- request pool --------------------------------------------------------------------------------------------

    /** Takes a queued request off its device's FIFO and its cylinder's list, back to the pool. */
    private void unlink(int device, int list, int r) {
        int p = reqPrev[r];
        int n = reqNext[r];
        if (p == NONE) {
            queueHead[device] = n;
        } else {
            reqNext[p] = n;
        }
        if (n == NONE) {
            queueTail[device] = p;
        } else {
            reqPrev[n] = p;
        }
        int cp = reqCylPrev[r];
        int cn = reqCylNext[r];
        if (cp == NONE) {
            cylHead[list] = cn;
        } else {
            reqCylNext[cp] = cn;
        }
        if (cn == NONE) {
            cylTail[list] = cp;
        } else {
            reqCylPrev[cn] = cp;
        }
        reqNext[r] = freeHead;
        freeHead = r;
        queueLength[device]--;
    }

    private void linkFree(int from, int to) {
        for (int i = from; i < to - 1; i++) {
            reqNext[i] = i + 1;
        }
        reqNext[to - 1] = NONE;
        freeHead = from;
    }

    private void growPool() {
        int old = reqId.length;
        int size = old * 2;
        reqId = Arrays.copyOf(reqId, size);
        reqSlot = Arrays.copyOf(reqSlot, size);
        reqWrite = Arrays.copyOf(reqWrite, size);
        reqPages = Arrays.copyOf(reqPages, size);
        reqSubmitted = Arrays.copyOf(reqSubmitted, size);
        reqNext = Arrays.copyOf(reqNext, size);
        reqPrev = Arrays.copyOf(reqPrev, size);
        reqCylNext = Arrays.copyOf(reqCylNext, size);
        reqCylPrev = Arrays.copyOf(reqCylPrev, size);
        reqDevice = Arrays.copyOf(reqDevice, size);
        linkFree(old, size);
    }
}
