package org.swapset.core.vm;

import static org.swapset.core.forecast.PluginContractException.created;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import org.swapset.core.engine.Simulation;
import org.swapset.core.forecast.PluginContractException;
import org.swapset.core.metrics.Halves;
import org.swapset.core.metrics.Metric;
import org.swapset.core.metrics.MetricsRegistry;
import org.swapset.core.metrics.RunResult;
import org.swapset.core.metrics.Tally;
import org.swapset.core.metrics.TimeWeighted;
import org.swapset.core.random.StreamFactory;
import org.swapset.core.scenario.Channel;
import org.swapset.core.scenario.CcwTranslation;
import org.swapset.core.scenario.ControlProgram;
import org.swapset.core.scenario.DeviceGroup;
import org.swapset.core.scenario.DeviceRole;
import org.swapset.core.scenario.GuestDeviceGroup;
import org.swapset.core.scenario.PluginSelection;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.Storage;
import org.swapset.core.scenario.Workload;
import org.swapset.core.vm.io.PagingIo;
import org.swapset.spi.RandomStream;
import org.swapset.spi.hardware.PagingDevice;
import org.swapset.spi.hardware.PagingDeviceFactory;
import org.swapset.spi.hardware.ProcessorFactory;
import org.swapset.spi.hardware.ProcessorSpec;
import org.swapset.spi.policy.Capability;
import org.swapset.spi.policy.PageOutDeviceSelector;
import org.swapset.spi.policy.PageOutDeviceSelectorFactory;
import org.swapset.spi.policy.ReplacementPolicy;
import org.swapset.spi.policy.ReplacementPolicyFactory;
import org.swapset.spi.policy.PagingControl;
import org.swapset.spi.policy.SchedulerPolicy;
import org.swapset.spi.policy.SchedulerPolicyFactory;
import org.swapset.spi.policy.SwapPolicy;
import org.swapset.spi.policy.SwapPolicyFactory;
import org.swapset.spi.policy.SlotAllocator;
import org.swapset.spi.policy.SlotAllocatorFactory;
import org.swapset.spi.workload.GuestBehaviour;
import org.swapset.spi.workload.TransactionPlan;
import org.swapset.spi.workload.WorkEnd;
import org.swapset.spi.workload.WorkloadFactory;
import org.swapset.spi.workload.WorkloadModel;

/**
 * One replication of a virtual-memory system: closed interactive users on N processors, demand paging from a frame
 * table through paging devices on channels.
 *
 * <p>A user thinks, then runs a transaction: CPU in gaps between the page references and virtual I/Os its workload
 * described, spread evenly over the transaction's CPU. A reference to a resident page sets its reference (and on a
 * store, change) bit. A reference to a page not resident is a page fault: CP spends its fault instructions, takes a
 * frame from the free list and reads the page from its slot (the user is in page wait until the read completes), or,
 * for a page never referenced before, gives a cleared frame with no I/O. A reference to a page whose frame is being
 * written out reclaims it without I/O.
 *
 * <p>The free list is kept at the multiprogramming level plus one (Tetzlaff et al. 1987, "Background"): whenever it
 * falls below, the replacement policy chooses frames one at a time; a changed page (or one with no slot) is written to
 * a slot on the device the page-out selector chooses, at the slot the device's slot allocator chooses; an unchanged
 * page with a valid slot is simply dropped. A frame taken from a user in the multiprogramming set is a page steal.
 *
 * <p>CP's own work (faults, start-I/Os, interrupts, dispatches) is charged as CPU time at the processor's speed, run
 * by the next processor to dispatch, before the user it dispatches, and reported apart from virtual CPU.
 *
 * <p>The scheduler (Tetzlaff et al., "Background" and "Multiprogramming level control"): a user whose transaction
 * starts at the terminal asks to enter Q1, and waits on the eligible list (Q1 users ahead of Q2) until the scheduler
 * policy admits it: its projected working set plus SUMWSS must fit APAGES (the pageable frames). In queue it is on
 * the dispatch list. When it has used its queue's time slice of CPU without finishing it is dropped (a Q1 user to
 * Q2) and asks again; at the end of its transaction it is dropped (no false queue-drops). Ready Q1 users are
 * dispatched ahead of ready Q2 users (VM/SP's dispatching priority favours Q1). At each drop its
 * projection is revised and the swap policy hears of it (VM/SP resets the user's reference bits then; flushing
 * puts its pages on the flush list, the first source of free frames, ahead of the replacement policy).
 *
 * <p>Guest DASD I/O: a user's start-subchannel to one of its own disks ({@code guestDevices}) costs CP its CCW
 * translation (fast or full, per start-subchannel and per CCW) and the I/O interrupt; a read the minidisk cache holds
 * is served from it with no device I/O; any other goes to the disk's device on its channel, queued behind the
 * device's other work, and the user waits in I/O wait until it completes.
 */
final class VmSystem implements SimulationModel {

    // User states, as stored in a user's record (STATE).
    private static final byte THINKING = 0;
    private static final byte READY = 1;
    private static final byte RUNNING = 2;
    private static final byte PAGE_WAIT = 3;
    private static final byte FRAME_WAIT = 4;
    private static final byte IO_WAIT = 5;
    private static final byte ELIGIBLE = 6;
    private static final byte ASYNC_IDLE = 7; // a guest with nothing to run until an asynchronous fault resolves

    // Queues, as stored in a user's record (QUEUE).
    private static final byte Q1 = 1;
    private static final byte Q2 = 2;

    private static final double EPSILON = 1e-12;

    // A reference as stored in refs[user]: page << 2 | CP_REF | WRITE.
    private static final int WRITE = 1;
    private static final int RUN_AHEAD_LIMIT = 256;
    private static final int CP_REF = 2;

    // Expanded-storage state of a page (xState).
    private static final byte IN_XSTORE = 1;
    private static final byte MIGRATING = 2;

    private final Scenario scenario;
    private final Simulation sim = new Simulation();
    private final MetricsRegistry metrics = new MetricsRegistry();

    // Hardware.
    private final ProcessorSpec processor;
    private final int cpus;
    private final PagingIo io;
    private final int[] pageOutDevices;
    private final int[] swapDevices;   // devices whose role takes swap sets (swap or both)
    private int swapDeviceCursor;
    private final SlotSpace[] slotSpaces;
    private final SlotAllocator[] allocators;
    private final int[] lastPlacedCylinder;
    private final int slotStride;

    // Policies.
    private final ReplacementPolicy replacement;
    private final boolean referenceHook;
    private final PageOutDeviceSelector selector;
    private final PageOutDeviceSelector.DevicePredicate hasFreeSlot;
    private final int[] overflowDevices;   // swap-only devices, for page-outs when the paging devices are full
    private final PageOutDeviceSelector overflowSelector;
    private final PageOutDeviceSelector.DevicePredicate hasFreeOverflowSlot;
    private long overflowPageOuts;
    private final double dispatchSlice;
    private final SchedulerPolicy scheduler; // null: every user admitted at once, no queue slices
    private final SwapPolicy swap;           // null: nothing happens to a user's pages at queue-drop
    private final PagingControl control = new Control();
    private final int freeListReserve;
    private final boolean flushLifo;
    private final boolean writeUnchanged;
    private final boolean reclaimFlushed;
    private final int replenishBatch;
    private final boolean copyAbove;        // z/VM 4.3 page steal
    private final double moveCost;
    private final int belowLineReserve;
    private final double expandedCost;

    // CP costs in seconds of one processor.
    private final double faultCost;
    private final double startIoCost;
    private final double interruptCost;
    private final double dispatchCost;
    private final double asyncFaultCost;

    // Guest DASD I/O: the users' own disks follow the paging devices in the I/O subsystem's device numbers.
    private final int pagingDeviceCount;
    private final CcwTranslation ccwTranslation;
    private final double mdcCost;
    private final boolean[] guestCacheable;  // per guest disk (device - pagingDeviceCount): the cache handles its I/O
    private final long[] guestDiskBlocks;    // per guest disk: its 4 KB blocks
    private final String[] guestDiskName;
    private final int[] guestDiskBase;       // per user: the device number of its first disk, or -1
    private final int[] guestDiskCount;      // per user: how many disks it has
    private final MinidiskCache minidiskCache;
    private final int[][] sschOf;            // per user: its transaction's start-subchannels, 4 ints each
    private final int[] sschCount;
    private final double[] sschStart;
    private final int[][] releaseOf;         // per user: pages its transaction gives back when it completes
    private final int[] releaseCount;

    // Real storage and page tables.
    private final FrameTable frames;
    private final int[] frameOf;
    private final int[] slotOf;
    private final int[] victims = new int[1];
    private int pendingPageOuts;
    private int pendingBelowOuts;        // page-outs in progress from frames below the 2 GB line
    private int belowHand;               // the below-the-line steal's scan position
    private final IntRing belowWaiters;  // users waiting for a frame below the line to move a page into

    // Expanded storage: which pages are there (xState, by page index) and their age order (a doubly linked FIFO).
    private final int expandedBlocks;
    private int expandedUsed;            // blocks holding pages, those whose migration write is under way included
    private int expandedMigrating;       // blocks whose migration write is under way
    private final byte[] xState;
    private final int[] xPrev;
    private final int[] xNext;
    private int xHead = -1;
    private int xTail = -1;
    private final int[] waitingFrame;    // per user: the frame whose page-in it waits for, or -1
    private final boolean[] beforeQueueAdd; // per user: reading the swap set it faulted on as it became ready
    private final int[] setsReadThisTx;  // per user: its swap sets read since its transaction began
    private final boolean[] swapRead;    // per frame: its page-in is part of a swap-in
    private final boolean[] asyncRead;   // per frame: its page-in resolves an asynchronous fault (PFAULT, PAGEX)
    private final int[] flushWaiter;     // per frame: the owner waiting for its flushed page's write, or -1
    private final boolean[] faultTaken;  // per user: its fault, handled, waited for a flushed page's write

    // Swap sets on paging devices: per page the set it belongs to (-1: none), per set its owner and pages.
    private final int[] swapSetOf;
    private final SwapSets sets = new SwapSets();

    // Users.
    private final int users;
    private final int[] workloadOf;
    private final int[] pageBase;
    private final GuestBehaviour[] guests;
    private final boolean[] asyncGuest;  // the guest takes asynchronous page-fault notification
    private final WorkloadMeters[] meters;
    private final WorkloadModel[] workloadModels;
    /** The scenario's choice of each I/O device's plugin, in the I/O subsystem's numbering: paging, then guest. */
    private final List<PluginSelection> deviceSelections = new ArrayList<>();
    private final boolean[] inQueue;
    private final int[] txClass;
    private final int[][] refs;
    private final int[] refCount;
    private final int[] ioCount;
    private final double[] ioTime;
    // Per user, the fields an event of the user's reads and writes as it runs, side by side: a record of eight values
    // at rec(u) in userTime and in userStep, instead of an array each. An event is for one user of thousands (10,800
    // on z/VM), each of these arrays alone took 43 to 86 KB, and the user's entries were a cache miss each: a dozen
    // misses an event where the records take one or two.
    private final double[] userTime;
    private static final int REMAINING = 0;    // CPU seconds left before the next step (or of the current burst)
    private static final int SLICE_LEFT = 1;   // of the dispatch slice
    private static final int STAY_LEFT = 2;    // of the queue's slice (the stay)
    private static final int GAP = 3;          // CPU seconds between two steps of the transaction
    private static final int DEADLINE = 4;     // the current work ends at the first step at or after this time
    private static final int VIRTUAL_USED = 5; // virtual CPU used
    private static final int CP_CHARGED = 6;   // CP time charged on its behalf (CP QUERY TIME)
    private static final int TX_START = 7;     // when its transaction began
    private final int[] userStep;
    private static final int STEPS = 0;        // the transaction's steps: references and I/Os
    private static final int POSITION = 1;     // the next step
    private static final int IOS_BEFORE = 2;   // the I/O steps before position (pos * ioCount / steps, rounded down)
    private static final int NEXT_IO = 3;      // the position of the next I/O step at or after position, or steps
    private static final int STAY_NUMBER = 4;  // counts the user's queue-stays
    private static final int STAY_PAGES = 5;   // distinct pages the user referenced in its current stay
    private static final int STATE = 6;        // THINKING, ELIGIBLE, READY... (the user states above)
    private static final int QUEUE = 7;        // the queue it is in or asks for, Q1 or Q2
    private final IntRing readyQ1; // the dispatch list: Q1 users are dispatched ahead of Q2 users
    private final IntRing readyQ2;
    private final IntRing frameWaiters;

    // Scheduler state.
    private final double[] stayStart;
    private final int[] projection;
    private final int[] previousProjection;
    private final int[] previousActual;
    private final int[] admittedWss;
    private final int[] resident;
    private final int[] pageStay;    // per virtual page: the owner's stay in which it was last referenced
    private final IntRing eligibleQ1;
    private final IntRing eligibleQ2;
    private final long availableFrames;
    private long sumWss;
    private int inQ1;
    private int inQ2;
    private final double[] readStart;
    private final Plan plan = new Plan();

    // Processors.
    private final int[] cpuUser;
    private final double[] cpuStart;   // when the running user's burst started (after any CP work before it)
    private final int[] cpuGeneration;
    private final double[] cpUntil;    // CP work queued on this processor ends then (no event: a user waits for it)
    private double cpBacklog;          // CP work charged but not yet given to a processor

    // Event types.
    private final int thinkEnd;
    private final int cpuDone;
    private final int ioDone;

    // Measurements (reset at the end of the warm-up).
    private double measureStart;
    // Busy time, credited by interval when an interval is known (clipped to the measured interval).
    private double virtualSeconds;
    private double cpSeconds;
    private final TimeWeighted usersInQueue;
    private final TimeWeighted usersInPageWait;
    private final TimeWeighted framesInUse;
    private final TimeWeighted framesFree;
    private final TimeWeighted framesLogical;
    private final TimeWeighted xstoreInUse; // expanded storage blocks holding pages
    private final TimeWeighted usersQ1;
    private final TimeWeighted usersQ2;
    private final TimeWeighted usersEligible;
    private final TimeWeighted slotsInUse;       // paging space: DASD slots holding a page
    private final long totalSlots;               // of every paging and swap device
    private final long virtualPages;             // of every user's address space
    private final Tally q1Seconds = new Tally(false);
    private final Tally q2Seconds = new Tally(false);
    private final Tally pageReadTime = new Tally(false);
    private long q1Drops;
    private long q2Drops;
    private long q1PageReads;
    private long virtualIos;
    private double virtualIoSeconds;
    private long flushed;
    private long swapReads;
    private long swapWrites;
    private long swapSetsOut;
    private long swapFaults;
    private long prepageErrors;
    private long logicalReturns;
    private long garbageFlushed;
    private final Tally swapReadTime = new Tally(false);
    private long movesBelow;
    private long copiedAbove;
    private long stealsBelow;
    private long xstoreOuts;
    private long xstoreIns;
    private long migrations;
    private long scanBase;
    private final Tally response = new Tally();
    private final Tally trivialResponse = new Tally(false);
    private final Tally[][] classResponse;
    private long faults;
    private long pageReads;
    private long pageWrites;
    private long steals;
    private long reclaims;
    private long newPages;
    private long releasedPages;
    private long pagingStartIos;
    private long pagingStartIoPages;
    private long transactions;
    /**
     * Responses by half of the measured interval (index 0 before {@link #midpoint}, 1 after), for the forecast's
     * check that the run is in its steady state: their sums and counts, from {@link #measuredFrom}.
     */
    private final double[] halfResponseSum = new double[2];
    private final long[] halfTransactions = new long[2];
    private double measuredFrom = Double.POSITIVE_INFINITY;
    private double midpoint = Double.POSITIVE_INFINITY;
    private long asyncFaults;
    private long deadlineEnds;
    private GuestIoCounts guestIo = new GuestIoCounts();

    VmSystem(Scenario scenario, StreamFactory streams) {
        this.scenario = scenario;
        processor = created(scenario.processor(),
                scenario.processor().as(ProcessorFactory.class).create(scenario.processor().parameters()));
        cpus = processor.cpus();
        faultCost = processor.secondsFor(scenario.controlProgram().faultInstructions());
        startIoCost = processor.secondsFor(scenario.controlProgram().startIoInstructions());
        interruptCost = processor.secondsFor(scenario.controlProgram().interruptInstructions());
        dispatchCost = processor.secondsFor(scenario.controlProgram().dispatchInstructions());
        asyncFaultCost = processor.secondsFor(scenario.controlProgram().asyncFaultInstructions());
        scheduler = scenario.policies().scheduler()
                .map(s -> created(s, s.as(SchedulerPolicyFactory.class).create(s.parameters()))).orElse(null);
        dispatchSlice = scheduler == null ? Double.POSITIVE_INFINITY : scheduler.dispatchSlice();
        swap = scenario.policies().swap().map(s -> created(s, s.as(SwapPolicyFactory.class).create(s.parameters())))
                .orElse(null);
        ControlProgram cp = scenario.controlProgram();
        freeListReserve = cp.freeListReserve();
        flushLifo = cp.flushListOrder() == ControlProgram.FlushListOrder.LIFO;
        writeUnchanged = cp.writeUnchangedPages();
        reclaimFlushed = cp.reclaimFlushedPages();
        replenishBatch = cp.replenishBatch();
        copyAbove = cp.pageSteal() == ControlProgram.PageSteal.ZVM43;
        moveCost = processor.secondsFor(cp.pageMoveInstructions());
        belowLineReserve = cp.belowLineReserve();
        expandedCost = processor.secondsFor(cp.expandedPageInstructions());
        ccwTranslation = cp.ccwTranslation();
        mdcCost = processor.secondsFor(ccwTranslation.minidiskCacheInstructions());

        // Paging devices and channels.
        List<PagingDevice> devices = new ArrayList<>();
        List<Integer> channelOf = new ArrayList<>();
        List<Integer> pageOut = new ArrayList<>();
        List<Integer> swapOut = new ArrayList<>();
        Map<String, Integer> channelIndex = new HashMap<>();
        for (Channel c : scenario.channels()) {
            channelIndex.put(c.name(), channelIndex.size());
        }
        for (DeviceGroup group : scenario.pagingDevices()) {
            PagingDeviceFactory factory = group.device().as(PagingDeviceFactory.class);
            Integer channel = channelIndex.get(group.channel());
            if (channel == null) {
                throw new IllegalArgumentException("device group " + group.device().parameters().path()
                        + " names channel '" + group.channel() + "', which is not declared");
            }
            for (int i = 0; i < group.count(); i++) {
                if (group.role() != DeviceRole.SWAP) {
                    pageOut.add(devices.size());
                }
                if (group.role() != DeviceRole.PAGING) {
                    swapOut.add(devices.size());
                }
                devices.add(created(group.device(), factory.create(group.device().parameters())));
                deviceSelections.add(group.device());
                channelOf.add(channel);
            }
        }
        if (pageOut.isEmpty()) {
            throw new IllegalArgumentException("no paging device takes page-outs: give one the role paging or both");
        }
        int n = devices.size();
        PagingDevice[] deviceArray = devices.toArray(new PagingDevice[0]);
        RandomStream[] deviceRandom = new RandomStream[n];
        slotSpaces = new SlotSpace[n];
        allocators = new SlotAllocator[n];
        lastPlacedCylinder = new int[n];
        SlotAllocatorFactory allocatorFactory = scenario.policies().slotAllocator().as(SlotAllocatorFactory.class);
        int maxSlots = 0;
        int maxPerCylinder = 1;
        for (int d = 0; d < n; d++) {
            deviceRandom[d] = streams.stream("device/" + d);
            var g = geometry(deviceArray[d], d);
            slotSpaces[d] = new SlotSpace(g.cylinders(), g.pagesPerCylinder(), 0, g.cylinders() - 1);
            allocators[d] = created(scenario.policies().slotAllocator(),
                    allocatorFactory.create(scenario.policies().slotAllocator().parameters()));
            lastPlacedCylinder[d] = -1;
            maxSlots = Math.max(maxSlots, g.cylinders() * g.pagesPerCylinder());
            maxPerCylinder = Math.max(maxPerCylinder, g.pagesPerCylinder());
        }
        if ((long) maxSlots * n > org.swapset.core.scenario.ScenarioLimits.MAX_ARRAY) {
            throw new IllegalArgumentException(n + " devices of " + maxSlots + " slots are more than a run can address");
        }
        slotStride = maxSlots;
        long slots = 0;
        for (SlotSpace space : slotSpaces) {
            slots += space.totalSlots();
        }
        totalSlots = slots;
        pageOutDevices = pageOut.stream().mapToInt(Integer::intValue).toArray();
        swapDevices = swapOut.stream().mapToInt(Integer::intValue).toArray();
        hasFreeSlot = i -> slotSpaces[pageOutDevices[i]].freeSlots() > 0;
        overflowDevices = java.util.Arrays.stream(swapDevices).filter(d -> !pageOut.contains(d)).toArray();
        hasFreeOverflowSlot = i -> slotSpaces[overflowDevices[i]].freeSlots() > 0;
        int channelCount = Math.max(1, scenario.channels().size());
        pagingDeviceCount = n;
        List<GuestDeviceGroup> guestGroups = scenario.guestDevices();
        int guestDisks = guestGroups.stream().mapToInt(GuestDeviceGroup::count).sum();
        guestCacheable = new boolean[guestDisks];
        guestDiskBlocks = new long[guestDisks];
        guestDiskName = new String[guestDisks];
        PagingDevice[] ioDevices = java.util.Arrays.copyOf(deviceArray, n + guestDisks);
        RandomStream[] ioRandom = java.util.Arrays.copyOf(deviceRandom, n + guestDisks);
        int[] ioChannel = java.util.Arrays.copyOf(channelOf.stream().mapToInt(Integer::intValue).toArray(),
                n + guestDisks);
        boolean anyCacheable = false;
        for (int g = 0, d = 0; g < guestGroups.size(); g++) {
            GuestDeviceGroup group = guestGroups.get(g);
            Integer channel = channelIndex.get(group.channel());
            if (channel == null) {
                throw new IllegalArgumentException("guest device group '" + group.name() + "' names channel '"
                        + group.channel() + "', which is not declared");
            }
            for (int i = 0; i < group.count(); i++, d++) {
                ioDevices[n + d] = created(group.device(),
                        group.device().as(PagingDeviceFactory.class).create(group.device().parameters()));
                deviceSelections.add(group.device());
                ioRandom[n + d] = streams.stream("guest-device/" + group.name() + "/" + i);
                ioChannel[n + d] = channel;
                guestCacheable[d] = ccwTranslation.cacheable(group.access());
                guestDiskBlocks[d] = geometry(ioDevices[n + d], n + d).capacityPages();
                guestDiskName[d] = group.name() + (group.count() > 1 ? "[" + i + "]" : "");
                anyCacheable |= guestCacheable[d];
            }
        }
        minidiskCache = anyCacheable
                ? new MinidiskCache((int) (scenario.storage().minidiskCacheBytes() / Storage.PAGE_BYTES)) : null;
        io = new PagingIo(sim, ioDevices, ioChannel, channelCount, ioRandom, new IoListener(),
                maxPerCylinder, cp.chainReadsWithWrites()); // VM combines requests on one cylinder only
        for (int d = 0; d < slotSpaces.length; d++) {
            int device = d; // the paging devices come first in the I/O subsystem's numbering
            slotSpaces[d].trackArm(() -> io.armCylinder(device));
        }

        replacement = created(scenario.policies().replacement(), scenario.policies().replacement()
                .as(ReplacementPolicyFactory.class).create(scenario.policies().replacement().parameters(),
                        streams.stream("policy/replacement")));
        referenceHook = replacement.capabilities().contains(Capability.REFERENCE_HOOK);
        if (replacement.capabilities().contains(Capability.FUTURE_KNOWLEDGE)) {
            throw new IllegalArgumentException("replacement policy '" + scenario.policies().replacement().id()
                    + "' needs future knowledge: it can replay a trace but not drive a simulation");
        }
        selector = created(scenario.policies().pageOutDevice(), scenario.policies().pageOutDevice()
                .as(PageOutDeviceSelectorFactory.class).create(scenario.policies().pageOutDevice().parameters()));
        overflowSelector = created(scenario.policies().pageOutDevice(), scenario.policies().pageOutDevice()
                .as(PageOutDeviceSelectorFactory.class).create(scenario.policies().pageOutDevice().parameters()));

        // Users and their address spaces.
        List<Workload> workloads = scenario.workloads();
        workloadModels = new WorkloadModel[workloads.size()];
        int totalUsers = 0;
        long totalPages = 0;
        for (int w = 0; w < workloads.size(); w++) {
            var selection = workloads.get(w).model();
            workloadModels[w] = checked(selection,
                    created(selection, selection.as(WorkloadFactory.class).create(selection.parameters())));
            totalUsers += workloadModels[w].users();
            totalPages += (long) workloadModels[w].users() * workloadModels[w].addressSpacePages();
        }
        if (totalPages >= Integer.MAX_VALUE) {
            throw new IllegalArgumentException("the workloads' address spaces total " + totalPages
                    + " pages; a run holds at most " + Integer.MAX_VALUE);
        }
        virtualPages = totalPages;
        users = totalUsers;
        workloadOf = new int[users];
        pageBase = new int[users];
        guests = new GuestBehaviour[users];
        asyncGuest = new boolean[users];
        userTime = new double[users << 3];
        userStep = new int[users << 3];
        for (int v = 0; v < users; v++) {
            userTime[rec(v) + DEADLINE] = Double.POSITIVE_INFINITY;
        }
        meters = new WorkloadMeters[workloads.size()];
        classResponse = new Tally[workloads.size()][];
        int u = 0;
        int base = 0;
        for (int w = 0; w < workloads.size(); w++) {
            WorkloadModel model = workloadModels[w];
            classResponse[w] = new Tally[model.transactionClasses().size()];
            for (int k = 0; k < classResponse[w].length; k++) {
                classResponse[w][k] = new Tally(false);
            }
            meters[w] = new WorkloadMeters(workloads.get(w).name());
            model.measure(meters[w]);
            meters[w].close();
            for (int i = 0; i < model.users(); i++, u++) {
                workloadOf[u] = w;
                pageBase[u] = base;
                base += model.addressSpacePages();
                guests[u] = model.newGuest(i, streams.stream("guest/" + workloads.get(w).name() + "/" + i));
                if (guests[u] == null) {
                    throw new PluginContractException(workloads.get(w).model(), "newGuest", "returned null from "
                            + "newGuest(" + i + "); a workload must return the user's behaviour, or throw");
                }
                asyncGuest[u] = guests[u].asyncPageFaults();
            }
        }
        guestDiskBase = new int[users];
        guestDiskCount = new int[users];
        assignGuestDisks(workloads, guestGroups);
        sschOf = new int[users][];
        sschCount = new int[users];
        sschStart = new double[users];
        releaseOf = new int[users][];
        releaseCount = new int[users];
        frameOf = new int[base];
        pageStay = new int[base];
        slotOf = new int[base];
        swapSetOf = new int[base];
        java.util.Arrays.fill(frameOf, -1);
        java.util.Arrays.fill(slotOf, -1);
        java.util.Arrays.fill(swapSetOf, -1);
        waitingFrame = new int[users];
        beforeQueueAdd = new boolean[users];
        faultTaken = new boolean[users];
        setsReadThisTx = new int[users];
        java.util.Arrays.fill(waitingFrame, -1);
        inQueue = new boolean[users];
        txClass = new int[users];
        refs = new int[users][];
        refCount = new int[users];
        ioCount = new int[users];
        ioTime = new double[users];
        readyQ1 = new IntRing(users);
        readyQ2 = new IntRing(users);
        frameWaiters = new IntRing(users);
        stayStart = new double[users];
        projection = new int[users];
        previousProjection = new int[users];
        previousActual = new int[users];
        admittedWss = new int[users];
        resident = new int[users];
        eligibleQ1 = new IntRing(users);
        eligibleQ2 = new IntRing(users);

        Storage storage = scenario.storage();
        int belowLine = storage.framesBelowLine();
        int lockedBelow = (int) ((storage.lockedBytes() + storage.controlProgramBytes()) / Storage.PAGE_BYTES);
        int cache = (int) (storage.minidiskCacheBytes() / Storage.PAGE_BYTES);
        boolean storageAbove = belowLine < storage.realFrames();
        frames = new FrameTable(storage.realFrames(), belowLine, lockedBelow + (storageAbove ? 0 : cache),
                storageAbove ? cache : 0, inQueue);
        belowWaiters = new IntRing(users);
        expandedBlocks = storage.expandedBlocks();
        xState = expandedBlocks > 0 ? new byte[base] : null;
        xPrev = expandedBlocks > 0 ? new int[base] : null;
        xNext = expandedBlocks > 0 ? new int[base] : null;
        availableFrames = frames.freeCount();
        readStart = new double[storage.realFrames()];
        swapRead = new boolean[storage.realFrames()];
        asyncRead = new boolean[storage.realFrames()];
        flushWaiter = new int[storage.realFrames()];
        java.util.Arrays.fill(flushWaiter, -1);

        cpuUser = new int[cpus];
        cpuStart = new double[cpus];
        cpuGeneration = new int[cpus];
        cpUntil = new double[cpus];
        java.util.Arrays.fill(cpuUser, -1);

        usersInQueue = new TimeWeighted(0);
        usersInPageWait = new TimeWeighted(0);
        framesInUse = new TimeWeighted(0);
        framesFree = new TimeWeighted(0, frames.freeCount());
        framesLogical = new TimeWeighted(0);
        xstoreInUse = new TimeWeighted(0);
        usersQ1 = new TimeWeighted(0);
        usersQ2 = new TimeWeighted(0);
        usersEligible = new TimeWeighted(0);
        slotsInUse = new TimeWeighted(0);

        thinkEnd = sim.register("end of think time", (user, arg) -> startTransaction(user));
        cpuDone = sim.register("processor burst end", this::burstEnded);
        ioDone = sim.register("virtual I/O end", (user, arg) -> makeReady(user));
        sim.onWarmUpEnd(this::resetMeasurements);
        registerMetrics();

        for (int user = 0; user < users; user++) {
            sim.after(thinkTime(user), thinkEnd, user, 0);
        }
        double period = swap == null ? 0 : swap.periodSeconds();
        if (period > 0 && Double.isFinite(period)) {
            int[] tick = new int[1];
            tick[0] = sim.register("swap policy period", (unused, arg) -> {
                swap.periodic(control);
                framesFree.set(sim.now(), frames.freeCount());
                sim.after(period, tick[0], 0, 0);
            });
            sim.after(period, tick[0], 0, 0);
        }
    }

    /** Gives each user of a workload that does guest DASD I/O its disks, in order, from the groups naming it. */
    private void assignGuestDisks(List<Workload> workloads, List<GuestDeviceGroup> groups) {
        java.util.Arrays.fill(guestDiskBase, -1);
        for (int w = 0, first = 0; w < workloads.size(); first += workloadModels[w].users(), w++) {
            String name = workloads.get(w).name();
            List<Integer> disks = new ArrayList<>();
            for (int g = 0, d = pagingDeviceCount; g < groups.size(); d += groups.get(g).count(), g++) {
                for (int i = 0; groups.get(g).workload().equals(name) && i < groups.get(g).count(); i++) {
                    disks.add(d + i);
                }
            }
            int each = Math.max(0, workloadModels[w].guestDisks());
            if (disks.size() != (long) each * workloadModels[w].users()) {
                throw new IllegalArgumentException("workload '" + name + "' needs " + each + " disk(s) for each of "
                        + workloadModels[w].users() + " user(s) and guestDevices gives it " + disks.size());
            }
            for (int i = 0; i < workloadModels[w].users() && each > 0; i++) {
                // The groups list a workload's disks in order; each user takes the next run of them.
                guestDiskBase[first + i] = disks.get(i * each);
                guestDiskCount[first + i] = each;
            }
        }
    }

    @Override
    public RunResult run(BooleanSupplier cancelled) {
        double warmUp = scenario.run().warmUpSeconds();
        double duration = scenario.run().durationSeconds();
        measuredFrom = sim.now() + warmUp;
        midpoint = measuredFrom + duration / 2;
        sim.run(warmUp, duration, cancelled);
        for (GuestBehaviour guest : guests) {
            guest.measurementEnded(sim.now());
        }
        RunResult result = metrics.snapshot(0, duration, sim.eventsHandled());
        for (WorkloadModel w : workloadModels) {
            if (!w.steadyState()) {
                return result; // a protocol that ends inside the run: its halves differ by design, not compared
            }
        }
        double half = duration / 2;
        return result.withHalves(Map.of(
                "throughput", new Halves(halfTransactions[0] / half, halfTransactions[1] / half),
                "response.mean", new Halves(halfResponseSum[0] / halfTransactions[0],
                        halfResponseSum[1] / halfTransactions[1])));
    }

    @Override
    public double fractionDone() {
        double end = scenario.run().warmUpSeconds() + scenario.run().durationSeconds();
        return Math.min(1, sim.now() / end);
    }

    // --- transactions ----------------------------------------------------------------------------------------------

    /** Where user {@code u}'s record starts in {@link #userTime} and {@link #userStep}. */
    private static int rec(int u) {
        return u << 3;
    }

    /** The user's state (THINKING, READY...), kept in its record. */
    private int stateOf(int u) {
        return userStep[rec(u) + STATE];
    }

    private void setState(int u, byte state) {
        userStep[rec(u) + STATE] = state;
    }

    /** The queue the user is in or asks for, Q1 or Q2, kept in its record. */
    private int queueOf(int u) {
        return userStep[rec(u) + QUEUE];
    }

    private void startTransaction(int u) {
        plan.user = u;
        plan.pages = workloadModels[workloadOf[u]].addressSpacePages();
        plan.r = refs[u];
        plan.n = refCount[u];
        userTime[rec(u) + DEADLINE] = Double.POSITIVE_INFINITY;
        guests[u].nextTransaction(plan);
        refCount[u] = plan.n;
        if (!plan.begun) {
            throw new IllegalStateException("workload '" + scenario.workloads().get(workloadOf[u]).name()
                    + "' described a transaction without calling begin()");
        }
        plan.begun = false;
        int r = rec(u);
        int steps = refCount[u] + ioCount[u];
        userStep[r + STEPS] = steps;
        userTime[r + GAP] = plan.seconds / (steps + 1);
        userTime[r + REMAINING] = userTime[r + GAP];
        userStep[r + POSITION] = 0;
        userStep[r + IOS_BEFORE] = 0;
        userStep[r + NEXT_IO] = ioStepAfter(u, 0);
        userTime[r + SLICE_LEFT] = dispatchSlice;
        userTime[r + TX_START] = sim.now();
        setsReadThisTx[u] = 0;
        boolean interactive = workloadModels[workloadOf[u]].interactive(txClass[u]);
        if (swap != null) {
            // The first touch's swap fault is started first, so that the policy, told the user is ready, counts that
            // set among those read this transaction and can prepage others beside it.
            boolean waiting = interactive && swapFaultBeforeQueueAdd(u);
            swap.transactionStarted(u, interactive, control);
            if (waiting) {
                return; // it asks for Q1 when the set is in
            }
        }
        becomeEligible(u, interactive ? Q1 : Q2);
    }

    /**
     * An interactive user becoming ready touches its storage before it is queue-added (CP reflects the terminal
     * interrupt to it): "When an interactive user becomes ready again, preliminary to being queue-added, this
     * condition normally causes a page fault ... If the page fault occurs to a page in a swap set, the entire swap set
     * is swapped in" (Tetzlaff et al. 1987, "Swap-in operations"). The page touched is the transaction's first. If it
     * is in a swap set on DASD, the set is read and the user asks for Q1 when it is in: that wait is part of its
     * response but not of its Q1 stay, nor of page wait (a share of the users in queue).
     *
     * @return whether the user is now waiting for that swap set
     */
    private boolean swapFaultBeforeQueueAdd(int u) {
        if (asyncGuest[u] || refCount[u] == 0) {
            return false;
        }
        int index = pageBase[u] + (refs[u][0] >>> 2);
        int set = swapSetOf[index];
        if (set < 0 || frameOf[index] >= 0 || (xState != null && xState[index] != 0)) {
            return false;
        }
        int frame = takeFrame();
        if (frame < 0) {
            return false; // no frame now: it faults again in queue
        }
        faults++;
        chargeCp(u, faultCost);
        swapFaults++;
        beforeQueueAdd[u] = true;
        swapInSet(set, index, frame, u, faultToStartIo());
        return true;
    }

    /**
     * The workload model of {@code plugin} when it keeps the contract the kit checks (WorkloadConformance): at least
     * one user, an address space of a page or more, and at least one transaction class, each named once.
     *
     * @throws PluginContractException naming the plugin when it does not
     */
    static WorkloadModel checked(PluginSelection plugin, WorkloadModel model) {
        if (model.users() < 1) {
            throw new PluginContractException(plugin, "users", "returned " + model.users() + " from users(); a "
                    + "workload logs on at least 1 user");
        }
        if (model.addressSpacePages() < 1) {
            throw new PluginContractException(plugin, "addressSpacePages", "returned " + model.addressSpacePages()
                    + " from addressSpacePages(); an address space has at least 1 page");
        }
        List<String> classes = model.transactionClasses();
        if (classes == null || classes.isEmpty() || classes.stream().anyMatch(java.util.Objects::isNull) // List.of
                // throws on contains(null)
                || new java.util.HashSet<>(classes).size() != classes.size()) {
            throw new PluginContractException(plugin, "transactionClasses", "returned " + classes
                    + " from transactionClasses(); a workload names at least 1 transaction class, each once");
        }
        return model;
    }

    /** I/O device {@code d}'s geometry, checked: the device's plugin must give one. */
    private org.swapset.spi.hardware.DeviceGeometry geometry(PagingDevice device, int d) {
        var g = device.geometry();
        if (g == null) {
            throw new PluginContractException(deviceSelections.get(d), "geometry", "returned null from geometry(); "
                    + "a device says how its slots are laid out");
        }
        return g;
    }

    /** User {@code u}'s next think time, checked: the workload's guest must give a finite time of 0 s or more. */
    private double thinkTime(int u) {
        double t = guests[u].thinkTime();
        if (t >= 0 && t < Double.POSITIVE_INFINITY) {
            return t;
        }
        Workload w = scenario.workloads().get(workloadOf[u]);
        throw new PluginContractException(w.model(), "thinkTime", "returned " + t + " s from thinkTime() for a user "
                + "of workload '" + w.name() + "'; a think time is finite and at least 0 s");
    }

    private void completeTransaction(int u) {
        releasePages(u);
        endWork(u, WorkEnd.COMPLETED);
        sim.after(thinkTime(u), thinkEnd, u, 0);
        admitEligible();
    }

    /**
     * The pages the completed transaction gives back ({@link TransactionPlan#releaseAtEnd}, CMS's DIAGNOSE X'10'):
     * each one's frame and slot are freed and its contents dropped, before the user leaves its queue, so that the
     * swap policy's queue-drop does not see them. A page on its way in or out is left as it is, and so is one being
     * migrated from expanded storage.
     */
    private void releasePages(int u) {
        int n = releaseCount[u];
        if (n == 0) {
            return;
        }
        releaseCount[u] = 0;
        int[] pages = releaseOf[u];
        for (int i = 0; i < n; i++) {
            int index = pageBase[u] + pages[i];
            int f = frameOf[index];
            if (f >= 0) {
                byte st = frames.state(f);
                if (st == FrameTable.FLUSH) {
                    frames.unflush(f);
                } else if (st == FrameTable.LOGICAL) {
                    frames.setState(f, FrameTable.IN_USE);
                    framesLogical.set(sim.now(), frames.logicalCount());
                } else if (st != FrameTable.IN_USE) {
                    continue; // PAGE_IN or PAGE_OUT: I/O under way
                }
                settlePrepaged(f);
                frameOf[index] = -1;
                resident[u]--;
                frames.release(f);
                replacement.frameReleased(f);
            } else if (xState != null && xState[index] != 0) {
                if (xState[index] == MIGRATING) {
                    continue;
                }
                xUnlink(index);
                xState[index] = 0;
                addExpandedUsed(-1);
            }
            if (swapSetOf[index] >= 0) {
                swapSetOf[index] = -1; // the set's read skips it
            }
            int slot = slotOf[index];
            if (slot >= 0) {
                releaseSlot(slot);
                slotOf[index] = -1;
            }
            releasedPages++;
        }
        framesInUse.set(sim.now(), frames.inUse());
        framesFree.set(sim.now(), frames.freeCount());
        serveFrameWaiters();
    }

    /**
     * The user's work ends, done or not: its response is counted, it leaves its queue, and its guest hears how many
     * references were done.
     */
    private void endWork(int u, WorkEnd end) {
        double now = sim.now();
        double r = now - userTime[rec(u) + TX_START];
        response.add(r);
        classResponse[workloadOf[u]][txClass[u]].add(r);
        if (queueOf(u) == Q1) {
            // A transaction asks for Q1 once, at its start, and for Q2 at every slice's end after that: still in Q1,
            // it never asked for Q2, and is trivial in VMMAP's sense.
            trivialResponse.add(r);
        }
        transactions++;
        if (now >= measuredFrom) {
            int half = now < midpoint ? 0 : 1;
            halfResponseSum[half] += r;
            halfTransactions[half]++;
        }
        setState(u, THINKING);
        queueDrop(u);
        if (swap != null) {
            swap.transactionEnded(u, control);
        }
        int pos = userStep[rec(u) + POSITION];
        int done = end == WorkEnd.COMPLETED ? refCount[u] : pos - userStep[rec(u) + IOS_BEFORE];
        guests[u].workEnded(done, end);
    }

    /** The guest's timer ended its work before its end: as a completion, with the references done so far. */
    private void endAtDeadline(int c, int u) {
        deadlineEnds++;
        endWork(u, WorkEnd.DEADLINE);
        sim.after(thinkTime(u), thinkEnd, u, 0);
        admitEligible();
        releaseProcessor(c);
    }

    // --- the scheduler ---------------------------------------------------------------------------------------------

    /** The user asks to enter a queue: it waits on the eligible list until admitted. */
    private void becomeEligible(int u, byte queue) {
        userStep[rec(u) + QUEUE] = queue;
        stayStart[u] = sim.now(); // a stay is measured from asking for the queue
        setState(u, ELIGIBLE);
        (queue == Q1 ? eligibleQ1 : eligibleQ2).add(u);
        usersEligible.add(sim.now(), 1);
        admitEligible();
    }

    /** Admits users from the eligible list, Q1 before Q2, in order, while the scheduler policy lets them in. */
    private void admitEligible() {
        while (true) {
            IntRing list = !eligibleQ1.isEmpty() ? eligibleQ1 : eligibleQ2;
            if (list.isEmpty()) {
                return;
            }
            int u = list.peek();
            boolean q1 = queueOf(u) == Q1;
            boolean nobodyIn = inQ1 + inQ2 == 0; // someone must run, or nothing ever finishes
            if (scheduler != null && !nobodyIn && !scheduler.admit(q1 ? SchedulerPolicy.Queue.Q1
                    : SchedulerPolicy.Queue.Q2, projection[u], sumWss, availableFrames, q1 ? inQ1 : inQ2)) {
                return;
            }
            list.poll();
            usersEligible.add(sim.now(), -1);
            queueAdd(u);
        }
    }

    private void queueAdd(int u) {
        boolean q1 = queueOf(u) == Q1;
        inQueue[u] = true;
        usersInQueue.add(sim.now(), 1);
        if (q1) {
            inQ1++;
            usersQ1.add(sim.now(), 1);
        } else {
            inQ2++;
            usersQ2.add(sim.now(), 1);
        }
        userStep[rec(u) + STAY_NUMBER]++;
        userStep[rec(u) + STAY_PAGES] = 0;
        admittedWss[u] = projection[u];
        sumWss += projection[u];
        userTime[rec(u) + STAY_LEFT] = scheduler == null ? Double.POSITIVE_INFINITY
                : scheduler.timeSlice(q1 ? SchedulerPolicy.Queue.Q1 : SchedulerPolicy.Queue.Q2);
        userTime[rec(u) + SLICE_LEFT] = dispatchSlice;
        if (swap != null) {
            swap.queueAdded(u, q1 ? SchedulerPolicy.Queue.Q1 : SchedulerPolicy.Queue.Q2,
                    workloadModels[workloadOf[u]].interactive(txClass[u]), control);
        }
        makeReady(u);
    }

    /** Takes the user out of the multiprogramming set: counts the stay, revises its projection, tells the policy. */
    private void queueDrop(int u) {
        boolean q1 = queueOf(u) == Q1;
        inQueue[u] = false;
        usersInQueue.add(sim.now(), -1);
        if (q1) {
            inQ1--;
            usersQ1.add(sim.now(), -1);
            q1Drops++;
            q1Seconds.add(sim.now() - stayStart[u]);
        } else {
            inQ2--;
            usersQ2.add(sim.now(), -1);
            q2Drops++;
            q2Seconds.add(sim.now() - stayStart[u]);
        }
        sumWss -= admittedWss[u];
        if (scheduler != null) {
            // The working set actually used: the distinct pages referenced during the stay (Denning's W with the
            // stay as the window).
            int actual = userStep[rec(u) + STAY_PAGES];
            int next = scheduler.projectWorkingSet(projection[u], actual, previousProjection[u], previousActual[u]);
            previousProjection[u] = projection[u];
            previousActual[u] = actual;
            projection[u] = Math.max(0, next);
        }
        if (swap != null) {
            swap.queueDropped(u, q1 ? SchedulerPolicy.Queue.Q1 : SchedulerPolicy.Queue.Q2,
                    workloadModels[workloadOf[u]].interactive(txClass[u]), control);
        }
    }

    /** The user used its queue's slice without finishing: dropped, it asks to enter Q2. */
    private void endOfQueueSlice(int u) {
        if (swap != null) {
            swap.timeSliceEnded(u, control);
        }
        queueDrop(u);
        becomeEligible(u, Q2);
    }

    // --- processors ------------------------------------------------------------------------------------------------

    private void makeReady(int u) {
        setState(u, READY);
        (queueOf(u) == Q2 ? readyQ2 : readyQ1).add(u);
        dispatch();
    }

    /**
     * Gives every processor without a user the next ready user. CP's charged work goes first, on the processor that
     * takes it, as time the user waits before its burst (no event of its own): CP runs ahead of users. With no user
     * ready the work is still given to a processor, which is then busy with it until {@link #cpUntil}.
     */
    private void dispatch() {
        double now = sim.now();
        while (true) {
            int c = freeProcessor();
            if (c < 0) {
                return;
            }
            if (cpBacklog > EPSILON) {
                double from = Math.max(now, cpUntil[c]);
                cpUntil[c] = from + cpBacklog;
                creditCp(from, cpUntil[c]);
                cpBacklog = 0;
            }
            if (readyQ1.isEmpty() && readyQ2.isEmpty()) {
                return;
            }
            int u = readyQ1.isEmpty() ? readyQ2.poll() : readyQ1.poll();
            double from = Math.max(now, cpUntil[c]);
            cpUntil[c] = from + dispatchCost;
            creditCp(from, cpUntil[c]);
            userTime[rec(u) + CP_CHARGED] += dispatchCost;
            if (userTime[rec(u) + SLICE_LEFT] <= tick()) {
                userTime[rec(u) + SLICE_LEFT] = dispatchSlice;
            }
            runUser(c, u);
        }
    }

    /** The processor without a user whose CP work ends first, or -1 when every processor has a user. */
    private int freeProcessor() {
        int best = -1;
        for (int c = 0; c < cpus; c++) {
            if (cpuUser[c] < 0 && (best < 0 || cpUntil[c] < cpUntil[best])) {
                best = c;
            }
        }
        return best;
    }

    /** Runs the user's next burst on the processor, after the CP work queued there. */
    private void runUser(int c, int u) {
        setState(u, RUNNING);
        cpuUser[c] = u;
        double start = Math.max(sim.now(), cpUntil[c]);
        cpuStart[c] = start;
        int r = rec(u);
        double burst = Math.min(userTime[r + REMAINING], Math.min(userTime[r + SLICE_LEFT],
                Math.max(0, userTime[r + STAY_LEFT])));
        sim.at(start + burst, cpuDone, c, ++cpuGeneration[c]);
    }

    /** The user leaves the processor now; its burst is credited as virtual time. */
    private void vacate(int c) {
        creditVirtual(cpuStart[c], sim.now());
        userTime[rec(cpuUser[c]) + VIRTUAL_USED] += Math.max(0, sim.now() - cpuStart[c]);
        cpuUser[c] = -1;
    }

    private void releaseProcessor(int c) {
        vacate(c);
        dispatch();
    }

    private void creditCp(double from, double to) {
        cpSeconds += Math.max(0, to - Math.max(from, measureStart));
    }

    private void creditVirtual(double from, double to) {
        virtualSeconds += Math.max(0, to - Math.max(from, measureStart));
    }

    /** Busy seconds of the measured interval so far: credited, less CP work credited ahead of now. */
    private double cpBusy() {
        double ahead = 0;
        for (int c = 0; c < cpus; c++) {
            ahead += Math.max(0, cpUntil[c] - Math.max(sim.now(), measureStart));
        }
        return cpSeconds - ahead;
    }

    private double virtualBusy() {
        double running = 0;
        for (int c = 0; c < cpus; c++) {
            if (cpuUser[c] >= 0 && cpuStart[c] < sim.now()) {
                running += sim.now() - Math.max(cpuStart[c], measureStart);
            }
        }
        return virtualSeconds + running;
    }

    /**
     * The least time left that still counts: {@link #EPSILON}, or twice the clock's resolution where that is coarser
     * (from 4,096 s of simulated time on). A slice with less left than the clock can add to the time would end where
     * it began, and be dispatched again for ever: past 8,192 s that livelocked the processors, all CP and no user.
     */
    private double tick() {
        return Math.max(EPSILON, 2 * Math.ulp(sim.now()));
    }

    private void burstEnded(int c, int generation) {
        if (generation != cpuGeneration[c]) {
            return;
        }
        int u = cpuUser[c];
        double ran = sim.now() - cpuStart[c];
        int r = rec(u);
        userTime[r + REMAINING] -= ran;
        userTime[r + SLICE_LEFT] -= ran;
        userTime[r + STAY_LEFT] -= ran;
        double tick = tick();
        if (userTime[r + STAY_LEFT] <= tick
                && !(userTime[r + REMAINING] <= tick && userStep[r + POSITION] == userStep[r + STEPS])) {
            // The queue's slice is used up with the transaction unfinished.
            userTime[r + REMAINING] = Math.max(0, userTime[r + REMAINING]);
            vacate(c);
            endOfQueueSlice(u);
            dispatch();
            return;
        }
        if (userTime[r + REMAINING] > tick) {
            // End of the dispatch slice: to the back of the ready queue.
            vacate(c);
            makeReady(u);
            return;
        }
        userTime[r + REMAINING] = 0; // the gap is run; a fault re-dispatches the user straight to its reference
        step(c, u);
    }

    /** The user has run its gap: do the next reference or virtual I/O, or finish. */
    private void step(int c, int u) {
        int r = rec(u);
        int pos = userStep[r + POSITION];
        if (pos == userStep[r + STEPS]) {
            completeTransaction(u);
            releaseProcessor(c);
            return;
        }
        if (sim.now() >= userTime[r + DEADLINE]) {
            endAtDeadline(c, u);
            return;
        }
        if (pos == userStep[r + NEXT_IO]) {
            int ioIndex = userStep[r + IOS_BEFORE]; // the I/O steps before this one
            userStep[r + POSITION] = pos + 1;
            userStep[r + IOS_BEFORE] = ioIndex + 1;
            userStep[r + NEXT_IO] = ioStepAfter(u, ioIndex + 1);
            userTime[r + REMAINING] = userTime[r + GAP];
            setState(u, IO_WAIT);
            if (ioIndex < sschCount[u]) {
                startSubchannel(u, ioIndex);
            } else {
                virtualIos++;
                virtualIoSeconds += ioTime[u];
                chargeCp(u, startIoCost + interruptCost);
                sim.after(ioTime[u], ioDone, u, 0);
            }
            releaseProcessor(c);
            return;
        }
        int ref = refs[u][pos - userStep[r + IOS_BEFORE]];
        int page = ref >>> 2;
        boolean write = (ref & WRITE) != 0;
        int index = pageBase[u] + page;
        int f = frameOf[index];
        if (f >= 0 && frames.state(f) == FrameTable.IN_USE) {
            if ((ref & CP_REF) != 0 && !frames.isBelowLine(f)) {
                // CP must reference this page and it is above the 2 GB line: it moves below first.
                f = moveBelow(index, f);
                if (f < 0) {
                    vacate(c);
                    setState(u, FRAME_WAIT);
                    usersInPageWait.add(sim.now(), 1);
                    belowWaiters.add(u);
                    dispatch();
                    return;
                }
            }
            touch(u, index, f, write);
            faultTaken[u] = false; // brought in meanwhile, if it waited for a flushed page's write
            userStep[r + POSITION] = pos + 1;
            userTime[r + REMAINING] = userTime[r + GAP] * (1 + runAhead(u));
            if (userTime[r + SLICE_LEFT] > tick()) {
                creditVirtual(cpuStart[c], sim.now());
                userTime[r + VIRTUAL_USED] += Math.max(0, sim.now() - cpuStart[c]);
                runUser(c, u);
            } else {
                vacate(c);
                makeReady(u);
            }
            return;
        }
        // A page fault. The reference is done again when the user is next dispatched. One whose fault waited for
        // its flushed page's write takes the same fault on: it was counted and handled then, and only the read is
        // left (as for a user that waited for a frame).
        boolean taken = faultTaken[u];
        faultTaken[u] = false;
        if (!taken) {
            faults++;
            chargeCp(u, faultCost);
        }
        vacate(c);
        if (f >= 0 && frames.state(f) == FrameTable.FLUSH) {
            frames.unflush(f);
            if (reclaimFlushed) {
                // On the flush list, still holding the page: reclaim it without I/O.
                reclaims++;
                makeReady(u);
                dispatch();
                return;
            }
            // VM/SP: flushing (and trimming) pages the user's pages out. This one goes now, written first if it
            // changed, and is read back like any page on DASD.
            release(f);
            if (frames.state(f) != FrameTable.FREE) {
                flushWaiter[f] = u; // its write is under way: the fault goes on to the read when it completes
                faultTaken[u] = true;
                setState(u, PAGE_WAIT);
                usersInPageWait.add(sim.now(), 1);
                dispatch();
                return;
            }
            replacement.frameReleased(f);
            f = -1;
        }
        if (f >= 0 && frames.state(f) == FrameTable.LOGICAL) {
            // Logically swapped and not given back at queue-add: the frame still holds it, so no I/O.
            reclaims++;
            frames.setState(f, FrameTable.IN_USE);
            framesLogical.set(sim.now(), frames.logicalCount());
            makeReady(u);
            dispatch();
            return;
        }
        if (f >= 0 && frames.state(f) == FrameTable.PAGE_IN) {
            // Being prepaged: wait for that read.
            waitingFrame[u] = f;
            setState(u, PAGE_WAIT);
            usersInPageWait.add(sim.now(), 1);
            dispatch();
            return;
        }
        if (f >= 0) {
            if (frames.state(f) != FrameTable.PAGE_OUT) {
                throw new IllegalStateException("user " + u + " faulted on page " + page + " held in frame " + f
                        + " in state " + frames.state(f));
            }
            // Its frame is being written out: the page is reclaimed without a read, once the write is done.
            reclaims++;
            frames.markReclaimed(f);
            setState(u, PAGE_WAIT);
            usersInPageWait.add(sim.now(), 1);
            dispatch();
            return;
        }
        int frame = takeFrame();
        if (frame < 0) {
            setState(u, FRAME_WAIT);
            usersInPageWait.add(sim.now(), 1);
            frameWaiters.add(u);
            dispatch();
            return;
        }
        if (asyncGuest[u] && slotOf[index] >= 0 && swapSetOf[index] < 0 && (xState == null || xState[index] == 0)) {
            asyncFault(u, index, frame, taken ? startIoCost : faultToStartIo());
            dispatch();
            return;
        }
        usersInPageWait.add(sim.now(), 1);
        pageIn(u, index, frame, taken ? startIoCost : faultToStartIo());
        dispatch();
    }

    /**
     * CP's time from a page fault to the issue of its read: the fault's handling, then the start-I/O's, on the
     * processor the fault interrupted (CP runs there at once, ahead of any user). The read reaches its device no
     * sooner. Not the backlog of charged CP work: that is the processors' account of CP time, served when one is
     * free, while CP in truth took each interrupt as it came, ahead of the user it interrupted; counted here, a fault
     * on a saturated processor waited for interrupts long since handled (page wait on the 3081D base +15 %).
     */
    private double faultToStartIo() {
        return faultCost + startIoCost;
    }

    /** CP work done on user {@code u}'s behalf: charged to CP's backlog and to the user (CP QUERY TIME). */
    private void chargeCp(int u, double seconds) {
        cpBacklog += seconds;
        userTime[rec(u) + CP_CHARGED] += seconds;
    }

    /**
     * The user's {@code k}th start-subchannel of its transaction: CP translates the channel program (fast or full, per
     * start-subchannel and per CCW); a read the minidisk cache may serve and holds completes with no device I/O (CP
     * copies the blocks and reflects the interrupt); any other starts on the disk's device, and its interrupt is
     * charged when it completes ({@link IoListener#startIoCompleted}). The user waits in I/O wait either way.
     */
    private void startSubchannel(int u, int k) {
        int[] d = sschOf[u];
        int o = 4 * k;
        int disk = d[o];
        int first = d[o + 1];
        int blocks = d[o + 2];
        int ccws = d[o + 3] >>> 1;
        boolean write = (d[o + 3] & 1) != 0;
        int device = guestDiskBase[u] + disk;
        guestIo.ssch++;
        guestIo.ccws += ccws;
        if (write) {
            guestIo.blocksWritten += blocks;
        } else {
            guestIo.blocksRead += blocks;
        }
        sschStart[u] = sim.now();
        double cost = processor.secondsFor(ccwTranslation.instructions(ccws));
        if (guestCacheable[device - pagingDeviceCount]) {
            cost += mdcCost;
            if (write) {
                minidiskCache.written(device, first, blocks);
            } else {
                guestIo.mdcReads++;
                boolean hit = minidiskCache.holdsAll(device, first, blocks);
                minidiskCache.read(device, first, blocks); // a miss inserts the blocks it reads
                if (hit) {
                    guestIo.mdcHits++;
                    chargeCp(u, cost + interruptCost);
                    sim.after(0, ioDone, u, 0);
                    guestIo.time.add(0);
                    return;
                }
            }
        }
        chargeCp(u, cost);
        io.submitStartIo(device, u, first, blocks, write);
    }

    /**
     * A fault that needs a page read, for a guest that takes asynchronous notification (PFAULT, PAGEX): CP starts the
     * read and, instead of holding the whole virtual machine in page wait, tells the guest (the initial interrupt,
     * then the completion interrupt: {@code asyncFaultInstructions} of CP time in all). The guest's current work
     * ends here; it runs other work meanwhile if it has any, else it waits, enabled, for the completion. The read
     * starts {@code issueDelay} seconds from now at the soonest (CP handling the fault).
     */
    private void asyncFault(int u, int index, int frame, double issueDelay) {
        asyncFaults++;
        chargeCp(u, asyncFaultCost);
        int page = index - pageBase[u];
        frameOf[index] = frame;
        resident[u]++;
        frames.assign(frame, u, page, FrameTable.PAGE_IN);
        pageReads++;
        readStart[frame] = sim.now();
        asyncRead[frame] = true;
        int slot = slotOf[index];
        io.submit(slot / slotStride, frame, slot % slotStride, false, issueDelay);
        framesInUse.set(sim.now(), frames.inUse());
        endWork(u, WorkEnd.FAULT_PENDING);
        if (guests[u].pageFaultPending(page)) {
            sim.after(0, thinkEnd, u, 0);
        } else {
            setState(u, ASYNC_IDLE);
        }
        admitEligible();
    }

    /**
     * The faulting page comes in: with its whole swap set when it is in one (a swap fault), else on its own; a read
     * starts {@code issueDelay} seconds from now at the soonest (CP handling the fault).
     */
    private void pageIn(int u, int index, int frame, double issueDelay) {
        if (xState != null && xState[index] != 0) {
            expandedIn(u, index, frame);
            return;
        }
        int set = swapSetOf[index];
        if (set >= 0) {
            swapFaults++;
            swapInSet(set, index, frame, u, issueDelay);
        } else {
            bringIn(u, index, frame, issueDelay);
        }
    }

    /**
     * The position of the user's I/O step that follows {@code done} I/O steps, or its step count when there is none.
     * The I/Os are spread evenly over the steps: step {@code p} is an I/O when {@code (p + 1) * ios / steps} (rounded
     * down) exceeds {@code p * ios / steps}, so the one after {@code done} of them is the least {@code p} with
     * {@code (p + 1) * ios >= (done + 1) * steps}. Kept per user (NEXT_IO) with the I/O steps before it, so that
     * stepping through a transaction's references divides once per I/O, not per reference.
     */
    private int ioStepAfter(int u, int done) {
        long ios = ioCount[u];
        int steps = userStep[rec(u) + STEPS];
        if (done >= ios) {
            return steps;
        }
        long need = (done + 1L) * steps;
        return (int) ((need + ios - 1) / ios - 1);
    }

    /** The reference (page << 2 | CP_REF | WRITE) at the user's current position, which is not an I/O step. */
    private int refAtPosition(int u) {
        int r = rec(u);
        return refs[u][userStep[r + POSITION] - userStep[r + IOS_BEFORE]];
    }

    /** A reference to a page in use: its reference (and on a store, change) bit, the stay's distinct pages. */
    private void touch(int u, int index, int f, boolean write) {
        frames.reference(f, write);
        int r = rec(u);
        if (pageStay[index] != userStep[r + STAY_NUMBER]) {
            pageStay[index] = userStep[r + STAY_NUMBER];
            userStep[r + STAY_PAGES]++;
        }
        if (referenceHook) {
            replacement.pageReferenced(f);
        }
    }

    /**
     * Runs ahead through the user's next references while they are to pages in use (below the 2 GB line when CP
     * makes them) and their CPU fits the dispatch and queue slices left: they are done now, not each at the end of
     * its own gap, and the user's next event comes at the end of them all. So a run of hits costs one event instead
     * of one each. Their bits are set up to a dispatch slice early, and a page taken in that window is not faulted
     * on: both effects are of the order of a dispatch slice against the seconds a scan takes [approximation].
     *
     * @return how many references were done ahead (their gaps are added to the current burst)
     */
    private int runAhead(int u) {
        int rc = rec(u);
        int pos = userStep[rc + POSITION];
        int s = Math.min(userStep[rc + STEPS], userStep[rc + NEXT_IO]); // a virtual I/O needs its own event
        double g = userTime[rc + GAP];
        double room = Math.min(userTime[rc + SLICE_LEFT], userTime[rc + STAY_LEFT]) - g; // CPU left after the gap
        double until = userTime[rc + DEADLINE] - sim.now(); // each reference done ahead must come before the deadline
        int[] r = refs[u];
        int shift = userStep[rc + IOS_BEFORE];
        int base = pageBase[u];
        int[] frameOfPage = frameOf;
        int[] stayOfPage = pageStay;
        int stay = userStep[rc + STAY_NUMBER];
        int newPages = 0;
        int k = 0;
        FrameTable table = frames;
        while (pos < s && room >= g && k < RUN_AHEAD_LIMIT && (k + 1) * g < until) {
            int ref = r[pos - shift];
            int index = base + (ref >>> 2);
            int f = frameOfPage[index];
            if (f < 0 || !table.referenceIfUsable(f, (ref & WRITE) != 0, (ref & CP_REF) != 0)) {
                break; // a fault or a move: done at its own time
            }
            // touch(), with the stay's distinct pages counted in a local
            if (stayOfPage[index] != stay) {
                stayOfPage[index] = stay;
                newPages++;
            }
            if (referenceHook) {
                replacement.pageReferenced(f);
            }
            pos++;
            k++;
            room -= g;
        }
        userStep[rc + STAY_PAGES] += newPages;
        userStep[rc + POSITION] = pos;
        return k;
    }

    /** Puts the faulting page in the frame: read it from its slot, or clear it if it was never referenced. */
    private void bringIn(int u, int index, int frame, double issueDelay) {
        int page = index - pageBase[u];
        frameOf[index] = frame;
        int slot = slotOf[index];
        resident[u]++;
        if (slot < 0) {
            newPages++;
            frames.assign(frame, u, page, FrameTable.IN_USE);
            replacement.pageLoaded(frame);
            usersInPageWait.add(sim.now(), -1);
            makeReady(u);
        } else {
            frames.assign(frame, u, page, FrameTable.PAGE_IN);
            setState(u, PAGE_WAIT);
            pageReads++;
            if (queueOf(u) == Q1) {
                q1PageReads++;
            }
            readStart[frame] = sim.now();
            waitingFrame[u] = frame;
            int device = slot / slotStride;
            io.submit(device, frame, slot % slotStride, false, issueDelay);
        }
        framesInUse.set(sim.now(), frames.inUse());
    }

    /**
     * Reads back a swap set: every page of it not already in storage, into free frames (the faulting page into
     * {@code firstFrame}), all submitted at one instant so that pages on one cylinder go in one start-I/O. Pages for
     * which the free list has no frame stay on their slots as a smaller swap set, read together at the next fault on
     * one of them; otherwise the set is dissolved. Each page's slot is given up when its read completes ("Swap-in
     * operations").
     *
     * @param faultIndex the page the waiter faulted on, or -1 for prepaging
     * @param waiter     the user waiting for {@code faultIndex}, or -1
     * @param issueDelay seconds before CP issues the reads (the swap fault's handling), 0 when prepaging
     * @return how many pages are being read
     */
    private int swapInSet(int set, int faultIndex, int firstFrame, int waiter, double issueDelay) {
        int owner = sets.owner(set);
        int[] members = sets.pages(set);
        int n = sets.size(set);
        int read = 0;
        int kept = 0;
        double now = sim.now();
        for (int i = 0; i < n; i++) {
            int index = members[i];
            if (swapSetOf[index] != set) {
                continue; // rewritten elsewhere since
            }
            if (frameOf[index] >= 0) {
                swapSetOf[index] = -1;
                continue; // reclaimed while its swap-out was in progress: in storage, its slot an ordinary copy
            }
            int frame = index == faultIndex ? firstFrame : frames.takeFree();
            if (frame < 0) {
                members[kept++] = index; // no frame for it now: it stays in the set, read with the rest later
                continue;
            }
            swapSetOf[index] = -1;
            frameOf[index] = frame;
            resident[owner]++;
            frames.assign(frame, owner, index - pageBase[owner], FrameTable.PAGE_IN);
            frames.markPrepaged(frame);
            swapRead[frame] = true;
            readStart[frame] = now;
            swapReads++;
            if (read++ == 0) {
                setsReadThisTx[owner]++;
            }
            if (index == faultIndex) {
                waitingFrame[waiter] = frame;
                setState(waiter, PAGE_WAIT);
            }
            int slot = slotOf[index];
            io.submit(slot / slotStride, frame, slot % slotStride, false, issueDelay);
        }
        if (kept > 0) {
            sets.shrink(set, kept);
        } else {
            sets.free(set);
        }
        replenish();
        framesFree.set(now, frames.freeCount());
        framesInUse.set(now, frames.inUse());
        return read;
    }

    // --- real storage ----------------------------------------------------------------------------------------------

    /** Takes a free frame, or -1; then keeps the free list at the multiprogramming level plus one. */
    private int takeFrame() {
        int f = frames.takeFree();
        replenish();
        framesFree.set(sim.now(), frames.freeCount());
        return f;
    }

    /** The free list's minimum: the multiprogramming level plus the reserve. */
    private int freeListMinimum() {
        return inQ1 + inQ2 + freeListReserve;
    }

    /**
     * Keeps the free list at the multiprogramming level plus the reserve: flush list first, then what the swap policy
     * frees, then the replacement policy. Below
     * the minimum it is refilled to the minimum plus {@code replenishBatch - 1}, so a batch of frames is freed at one
     * instant and their page-outs can go out blocked.
     */
    private void replenish() {
        int minimum = freeListMinimum();
        if (frames.freeCount() + pendingPageOuts >= minimum) {
            return;
        }
        int target = minimum + replenishBatch - 1;
        while (frames.freeCount() + pendingPageOuts < target) {
            int f = frames.takeFlushed(flushLifo);
            if (f >= 0) {
                flushed++;
                release(f);
                if (frames.state(f) == FrameTable.FREE) {
                    replacement.frameReleased(f);
                }
                continue;
            }
            // Then whatever the swap policy frees (it puts frames on the flush list), then the replacement policy.
            if (swap != null) {
                int before = frames.freeCount() + pendingPageOuts + frames.flushCount();
                if (swap.replenish(target - frames.freeCount() - pendingPageOuts, control) > 0
                        && frames.freeCount() + pendingPageOuts + frames.flushCount() > before) {
                    continue;
                }
            }
            int chosen = replacement.selectVictims(frames, 1, victims);
            if (chosen == 0) {
                return;
            }
            if (chosen != 1) {
                throw new PluginContractException(scenario.policies().replacement(), "selectVictims",
                        "returned " + chosen + " from selectVictims when asked for at most 1 victim");
            }
            int victim = victims[0];
            if (victim < 0 || victim >= frames.frameCount()) {
                throw new PluginContractException(scenario.policies().replacement(), "selectVictims",
                        "chose frame " + victim + ", which is outside storage (frames 0 to " + (frames.frameCount() - 1)
                                + ")");
            }
            if (!frames.isReclaimable(victim)) {
                throw new PluginContractException(scenario.policies().replacement(), "selectVictims",
                        "chose frame " + victim + ", which is not reclaimable (state " + frames.state(victim) + ")");
            }
            if (inQueue[frames.owner(victim)]) {
                steals++;
            }
            frames.markVictim(victim); // the policy has let go of it
            release(victim);
        }
    }

    /** Frees an in-use frame: drop its page, or write it out first if it has changed (or always, if so set). */
    private void release(int f) {
        int owner = frames.owner(f);
        int index = pageBase[owner] + frames.page(f);
        if ((frames.isChanged(f) || slotOf[index] < 0 || writeUnchanged) && expandedUsed < expandedBlocks) {
            expandedOut(owner, index, f);
        } else if (frames.isChanged(f) || slotOf[index] < 0 || writeUnchanged) {
            int encoded = placePageOut();
            if (encoded < 0) {
                throw new PagingSpaceFullException("paging space is full: every slot of the paging devices is in use ("
                        + slotUse() + "); add paging devices or reduce the workloads' address spaces");
            }
            int d = encoded / slotStride;
            int slot = encoded % slotStride;
            int old = slotOf[index];
            if (old >= 0) {
                releaseSlot(old);
            }
            slotOf[index] = d * slotStride + slot;
            swapSetOf[index] = -1;
            frames.setState(f, FrameTable.PAGE_OUT);
            frames.clearChanged(f);
            pendingPageOuts++;
            if (frames.isBelowLine(f)) {
                pendingBelowOuts++;
            }
            pageWrites++;
            io.submit(d, f, slot, true);
        } else {
            frameOf[index] = -1;
            resident[owner]--;
            frames.release(f);
        }
    }

    /**
     * Takes a slot for one demand page-out: on the device the page-out selector chooses among the paging devices, at
     * the slot its allocator chooses; when the paging devices are full, on a swap device, chosen the same way
     * (CP allocates a page wherever a paging extent has room; swap areas are only preferred for swap sets).
     *
     * @return the slot encoded as {@code device * slotStride + slot}, or -1 when every device is full
     */
    private int placePageOut() {
        int[] candidates = pageOutDevices;
        PageOutDeviceSelector chooser = selector;
        int choice = chooser.select(candidates.length, hasFreeSlot);
        if (choice < 0 && overflowDevices.length > 0) {
            candidates = overflowDevices;
            chooser = overflowSelector;
            choice = chooser.select(candidates.length, hasFreeOverflowSlot);
            if (choice >= 0) {
                overflowPageOuts++;
            }
        }
        if (choice < 0) {
            return -1;
        }
        if (choice >= candidates.length) {
            throw new PluginContractException(scenario.policies().pageOutDevice(), "select", "chose device " + choice
                    + " of " + candidates.length + " (0 to " + (candidates.length - 1) + ", or -1 for none)");
        }
        int d = candidates[choice];
        int slot = allocators[d].allocate(slotSpaces[d]);
        takeChosen(d, slot, slot, 1);
        int cylinder = slotSpaces[d].cylinderOf(slot);
        chooser.placed(choice, cylinder != lastPlacedCylinder[d]);
        lastPlacedCylinder[d] = cylinder;
        return d * slotStride + slot;
    }

    /**
     * Takes a slot the allocator chose, alone or in a run of {@code count} from {@code first}; one that is not a free
     * slot of the device's paging area is the allocator's fault, named as such (the message is built only then: this
     * is on every page-out).
     */
    private void takeChosen(int d, int slot, int first, int count) {
        if (!slotSpaces[d].tryTake(slot)) {
            throw new PluginContractException(scenario.policies().slotAllocator(),
                    count == 1 ? "allocate" : "allocateRun", (count == 1 ? "chose slot " + slot
                    : "gave a run of " + count + " slots from slot " + first + ", with slot " + slot) + " on device "
                    + d + ", which is not a free slot of its paging area (" + slotSpaces[d].totalSlots() + " slots)");
        }
        slotsInUse.add(sim.now(), 1);
    }

    /** Slots in use per device, for messages: "device 0: 2304/2304, ...". */
    private String slotUse() {
        StringBuilder b = new StringBuilder();
        for (int d = 0; d < slotSpaces.length; d++) {
            b.append(d == 0 ? "" : ", ").append("device ").append(d).append(": ")
                    .append(slotSpaces[d].totalSlots() - slotSpaces[d].freeSlots()).append('/')
                    .append(slotSpaces[d].totalSlots());
        }
        return b + "; swap sets " + sets.live();
    }

    private void releaseSlot(int encoded) {
        int d = encoded / slotStride;
        int slot = encoded % slotStride;
        slotSpaces[d].release(slot);
        allocators[d].released(slot);
        slotsInUse.add(sim.now(), -1);
    }

    private void pageOutDone(int f) {
        pendingPageOuts--;
        if (frames.isBelowLine(f)) {
            pendingBelowOuts--;
        }
        if (frames.isReclaimed(f)) {
            frames.clearReclaimed(f);
            frames.setState(f, FrameTable.IN_USE);
            if (frames.isVictim(f)) {
                frames.clearVictim(f);
                replacement.pageLoaded(f); // the policy chose it and let go of it: it is back in use
            }
            int owner = frames.owner(f); // only the owner references its pages, and it waits for this write
            usersInPageWait.add(sim.now(), -1);
            makeReady(owner);
        } else {
            int owner = frames.owner(f);
            frameOf[pageBase[owner] + frames.page(f)] = -1;
            resident[owner]--;
            boolean chosen = frames.isVictim(f);
            frames.release(f);
            if (!chosen) {
                replacement.frameReleased(f); // freed by other means than the policy (flush list, swap-out)
            }
            int waiter = flushWaiter[f];
            if (waiter >= 0) {
                // It faulted on this page while it was on the flush list: now on DASD, the fault reads it back.
                flushWaiter[f] = -1;
                usersInPageWait.add(sim.now(), -1);
                makeReady(waiter);
            }
        }
        serveFrameWaiters();
        serveBelowWaiters();
        framesInUse.set(sim.now(), frames.inUse());
        framesFree.set(sim.now(), frames.freeCount());
    }

    // --- the 2 GB line -----------------------------------------------------------------------------------------

    /**
     * Moves a page CP must reference from its frame above the 2 GB line to one below (z/VM: "CP, when necessary,
     * dynamically relocates that page to a frame that is below the 2G line"), stealing below when no frame there
     * is free. Returns the new frame, or -1 when none can be had until a page-out from below the line completes.
     */
    private int moveBelow(int index, int f) {
        int g = frames.takeFreeBelow();
        if (g < 0 && stealBelow()) {
            g = frames.takeFreeBelow();
        }
        if (g < 0) {
            return -1;
        }
        relocate(index, f, g);
        movesBelow++;
        keepBelowReserve();
        return g;
    }

    /** CP copies the page in frame {@code from} to the free frame {@code to}: no I/O, a page move's CPU. */
    private void relocate(int index, int from, int to) {
        frames.move(from, to);
        frameOf[index] = to;
        replacement.frameReleased(from);
        replacement.pageLoaded(to);
        cpBacklog += moveCost;
    }

    /** Steals below the line until the free frames there, counting page-outs under way, reach the reserve. */
    private void keepBelowReserve() {
        while (frames.freeBelowCount() + pendingBelowOuts < belowLineReserve && stealBelow()) {
            // each steal frees a frame below now, or starts its page-out
        }
        framesFree.set(sim.now(), frames.freeCount());
    }

    /**
     * One page steal below the 2 GB line: a hand over the frames below the line resets reference bits and takes the
     * first unreferenced page in use (the same selection in z/VM 4.2 and 4.3). What happens to the page is the
     * release policy's: with {@code pageSteal: zvm43}, when expanded storage is absent or nearly full and frames
     * above the line are unused (free beyond the free list's minimum), the page is copied to one of them; otherwise
     * it is paged out like any other (to expanded storage if there is room, else to DASD, an unchanged page with a
     * valid slot simply dropped).
     *
     * @return false when no page below the line can be stolen
     */
    private boolean stealBelow() {
        int line = frames.belowLine();
        for (int k = 0; k < 2 * line; k++) {
            int f = belowHand;
            belowHand = belowHand + 1 == line ? 0 : belowHand + 1;
            if (frames.state(f) != FrameTable.IN_USE) {
                continue;
            }
            if (frames.isReferenced(f)) {
                frames.clearReferenced(f);
                continue;
            }
            stealsBelow++;
            if (inQueue[frames.owner(f)]) {
                steals++;
            }
            // "Frames not being used" above the line: free beyond what the free list must keep for faults.
            if (copyAbove && !expandedHasRoom()
                    && frames.freeAboveCount() > freeListMinimum() + replenishBatch) {
                relocate(pageBase[frames.owner(f)] + frames.page(f), f, frames.takeFreeAbove());
                copiedAbove++;
            } else {
                release(f);
                if (frames.state(f) == FrameTable.FREE) {
                    replacement.frameReleased(f);
                }
            }
            return true;
        }
        return false;
    }

    private void serveBelowWaiters() {
        while (!belowWaiters.isEmpty() && frames.freeBelowCount() > 0) {
            int u = belowWaiters.poll();
            usersInPageWait.add(sim.now(), -1);
            makeReady(u); // it does the reference again, and the move with it
        }
    }

    // --- expanded storage --------------------------------------------------------------------------------------

    /** Whether expanded storage has room that is not about to be needed: present and less than 15/16 full [EST]. */
    private boolean expandedHasRoom() {
        return expandedBlocks > 0 && expandedUsed < expandedBlocks - expandedBlocks / 16;
    }

    /** A page-out to expanded storage: CP moves the page synchronously; the frame is free at once. */
    private void expandedOut(int owner, int index, int f) {
        int old = slotOf[index];
        if (old >= 0) {
            releaseSlot(old); // the copy in expanded storage is the current one
            slotOf[index] = -1;
        }
        swapSetOf[index] = -1;
        xState[index] = IN_XSTORE;
        xPrev[index] = xTail;
        xNext[index] = -1;
        if (xTail < 0) {
            xHead = index;
        } else {
            xNext[xTail] = index;
        }
        xTail = index;
        addExpandedUsed(1);
        xstoreOuts++;
        cpBacklog += expandedCost;
        frameOf[index] = -1;
        resident[owner]--;
        frames.release(f);
        migrateIfNeeded();
    }

    /** A fault on a page in expanded storage: CP moves it into the frame, no I/O; its block is freed. */
    private void expandedIn(int u, int index, int frame) {
        boolean migrating = xState[index] == MIGRATING;
        xUnlink(index);
        if (!migrating) {
            addExpandedUsed(-1);
        } // a migrating page's block is freed when its write completes
        xState[index] = 0;
        xstoreIns++;
        cpBacklog += expandedCost;
        frameOf[index] = frame;
        resident[u]++;
        frames.assign(frame, u, index - pageBase[u], FrameTable.IN_USE); // no slot: written when next released
        replacement.pageLoaded(frame);
        usersInPageWait.add(sim.now(), -1);
        makeReady(u);
        framesInUse.set(sim.now(), frames.inUse());
    }

    /**
     * Migration: when expanded storage is more than 15/16 full, its oldest pages are written to DASD until it is
     * 7/8 full [EST: z/VM migrates by age; the thresholds are not published]. A block is freed when its write
     * completes; the blocks already on their way to DASD count as freed, so page-outs arriving meanwhile do not
     * start more.
     */
    private void migrateIfNeeded() {
        if (expandedUsed - expandedMigrating <= expandedBlocks - expandedBlocks / 16) {
            return;
        }
        int target = expandedBlocks - expandedBlocks / 8;
        for (int i = xHead; i >= 0 && expandedUsed - expandedMigrating > target; i = xNext[i]) {
            if (xState[i] != IN_XSTORE) {
                continue;
            }
            int encoded = placePageOut();
            if (encoded < 0) {
                return; // DASD full: expanded storage stays full
            }
            int d = encoded / slotStride;
            slotOf[i] = encoded;
            xState[i] = MIGRATING;
            expandedMigrating++;
            io.submit(d, -1 - i, encoded % slotStride, true);
        }
    }

    private void migrationDone(int index) {
        migrations++;
        expandedMigrating--;
        addExpandedUsed(-1);
        if (xState[index] == MIGRATING) {
            xUnlink(index);
            xState[index] = 0; // now only on DASD
        }
    }

    /** Expanded storage's blocks in use change by {@code delta}. */
    private void addExpandedUsed(int delta) {
        expandedUsed += delta;
        xstoreInUse.set(sim.now(), expandedUsed);
    }

    private void xUnlink(int index) {
        int p = xPrev[index];
        int n = xNext[index];
        if (p < 0) {
            xHead = n;
        } else {
            xNext[p] = n;
        }
        if (n < 0) {
            xTail = p;
        } else {
            xPrev[n] = p;
        }
    }

    private void pageInDone(int f) {
        frames.setState(f, FrameTable.IN_USE);
        replacement.pageLoaded(f);
        int u = frames.owner(f);
        if (swapRead[f]) {
            swapRead[f] = false;
            swapReadTime.add(sim.now() - readStart[f]);
            int index = pageBase[u] + frames.page(f);
            releaseSlot(slotOf[index]); // the set is read: its slots are free for reuse
            slotOf[index] = -1;
        } else {
            pageReadTime.add(sim.now() - readStart[f]);
        }
        if (waitingFrame[u] == f) {
            waitingFrame[u] = -1;
            if (beforeQueueAdd[u]) {
                beforeQueueAdd[u] = false;
                becomeEligible(u, Q1);
            } else {
                usersInPageWait.add(sim.now(), -1);
                makeReady(u);
            }
        }
        if (asyncRead[f]) {
            asyncRead[f] = false;
            guests[u].pageFaultResolved(frames.page(f));
            if (stateOf(u) == ASYNC_IDLE) {
                startTransaction(u);
            }
        }
        if (!frameWaiters.isEmpty()) {
            replenish();
            serveFrameWaiters();
        }
    }

    private void serveFrameWaiters() {
        while (!frameWaiters.isEmpty() && frames.freeCount() > 0) {
            int u = frameWaiters.poll();
            int ref = refAtPosition(u);
            int index = pageBase[u] + (ref >>> 2);
            if (frameOf[index] >= 0) {
                // Brought in meanwhile (by prepaging): the reference is simply done again.
                usersInPageWait.add(sim.now(), -1);
                makeReady(u);
                continue;
            }
            pageIn(u, index, takeFrame(), startIoCost); // the fault was handled when it found no frame
        }
    }

    /**
     * Physical swap-out of one swap set: the logically swapped pages {@code indexes[0..count-1]}, all written. A swap
     * device with a run of {@code count} free slots on one cylinder takes the whole set (devices tried in turn from
     * the one after the last used); else each page goes where the page-out selector and slot allocator put it.
     *
     * @return the set id, or -1 when there is no room
     */
    private int writeSwapSet(int user, int[] indexes, int count) {
        int device = -1;
        int first = -1;
        for (int k = 0; k < swapDevices.length && first < 0; k++) {
            int d = swapDevices[(swapDeviceCursor + k) % swapDevices.length];
            if (slotSpaces[d].freeSlots() >= count) {
                first = allocators[d].allocateRun(slotSpaces[d], count);
                if (first >= 0) {
                    device = d;
                    swapDeviceCursor = (swapDeviceCursor + k + 1) % swapDevices.length;
                }
            }
        }
        if (first < 0) {
            long room = 0;
            for (int d = 0; d < slotSpaces.length; d++) {
                room += slotSpaces[d].freeSlots();
            }
            if (room < count) {
                return -1;
            }
        }
        int set = sets.create(user, indexes, count);
        for (int i = 0; i < count; i++) {
            int index = indexes[i];
            int f = frameOf[index];
            int d;
            int slot;
            if (first >= 0) {
                d = device;
                slot = first + i;
                takeChosen(d, slot, first, count);
            } else {
                int encoded = placePageOut();
                d = encoded / slotStride;
                slot = encoded % slotStride;
            }
            int old = slotOf[index];
            if (old >= 0) {
                releaseSlot(old);
            }
            slotOf[index] = d * slotStride + slot;
            swapSetOf[index] = set;
            frames.setState(f, FrameTable.PAGE_OUT);
            frames.clearChanged(f);
            frames.clearPrepaged(f);
            pendingPageOuts++;
            swapWrites++;
            io.submit(d, f, slot, true);
        }
        swapSetsOut++;
        return set;
    }

    /** A page in use that was prepaged and never referenced since is a prepage error; the mark goes either way. */
    private void settlePrepaged(int f) {
        if (frames.isPrepaged(f)) {
            if (!frames.isReferenced(f)) {
                prepageErrors++;
            }
            frames.clearPrepaged(f);
        }
    }

    /** What the swap policy may do to a user's pages. */
    private final class Control implements PagingControl {
        private int[] indexes = new int[16];

        @Override
        public int residentFrames(int user) {
            return resident[user];
        }

        @Override
        public int addressSpacePages(int user) {
            return workloadModels[workloadOf[user]].addressSpacePages();
        }

        @Override
        public int frameCount() {
            return frames.frameCount();
        }

        private int frameOfPage(int user, int page) {
            if (user < 0 || user >= users || page < 0 || page >= addressSpacePages(user)) {
                throw new IllegalArgumentException("swap policy '" + scenario.policies().swap().orElseThrow().id()
                        + "' named page " + page + " of user " + user + ", which does not exist");
            }
            return frameOf[pageBase[user] + page];
        }

        private int frameInState(int user, int page, byte wanted, String what) {
            int f = frameOfPage(user, page);
            if (f < 0 || frames.state(f) != wanted) {
                throw new IllegalArgumentException("swap policy '" + scenario.policies().swap().orElseThrow().id()
                        + "' asked to " + what + " page " + page + " of user " + user + ", which is "
                        + (f < 0 ? "not in storage" : "in frame state " + frames.state(f)));
            }
            return f;
        }

        private int pagesInState(int user, int[] into, byte wanted) {
            int from = pageBase[user];
            int to = from + addressSpacePages(user);
            int k = 0;
            for (int i = from; i < to; i++) {
                int f = frameOf[i];
                if (f >= 0 && frames.state(f) == wanted) {
                    into[k++] = i - from;
                }
            }
            return k;
        }

        @Override
        public int pagesInUse(int user, int[] into) {
            return pagesInState(user, into, FrameTable.IN_USE);
        }

        @Override
        public boolean isReferenced(int user, int page) {
            int f = frameOfPage(user, page);
            return f >= 0 && frames.isReferenced(f);
        }

        @Override
        public void trim(int user, int page) {
            int f = frameInState(user, page, FrameTable.IN_USE, "trim");
            settlePrepaged(f);
            frames.flush(f);
        }

        @Override
        public void logicallySwap(int user, int page) {
            int f = frameInState(user, page, FrameTable.IN_USE, "logically swap");
            settlePrepaged(f);
            frames.clearReferenced(f);
            frames.setState(f, FrameTable.LOGICAL);
            framesLogical.set(sim.now(), frames.logicalCount());
        }

        @Override
        public int logicallySwappedPages(int user, int[] into) {
            return pagesInState(user, into, FrameTable.LOGICAL);
        }

        @Override
        public int logicalSwapIn(int user) {
            int from = pageBase[user];
            int to = from + addressSpacePages(user);
            int k = 0;
            for (int i = from; i < to; i++) {
                int f = frameOf[i];
                if (f >= 0 && frames.state(f) == FrameTable.LOGICAL) {
                    frames.clearReferenced(f);
                    frames.setState(f, FrameTable.IN_USE);
                    k++;
                }
            }
            logicalReturns += k;
            framesLogical.set(sim.now(), frames.logicalCount());
            return k;
        }

        @Override
        public int swapOut(int user, int[] pages, int count) {
            if (count <= 0 || count > pages.length) {
                throw new IllegalArgumentException("swap policy '" + scenario.policies().swap().orElseThrow().id()
                        + "' asked for a swap set of " + count + " pages");
            }
            if (indexes.length < count) {
                indexes = new int[Math.max(count, indexes.length * 2)];
            }
            for (int i = 0; i < count; i++) {
                frameInState(user, pages[i], FrameTable.LOGICAL, "swap out");
                indexes[i] = pageBase[user] + pages[i];
            }
            int set = writeSwapSet(user, indexes, count);
            framesLogical.set(sim.now(), frames.logicalCount());
            return set;
        }

        @Override
        public int swapSets(int user, int[] into) {
            int from = pageBase[user];
            int to = from + addressSpacePages(user);
            int k = 0;
            for (int i = from; i < to; i++) {
                int set = swapSetOf[i];
                if (set >= 0 && frameOf[i] < 0) {
                    boolean seen = false;
                    for (int j = 0; j < k && !seen; j++) {
                        seen = into[j] == set;
                    }
                    if (!seen) {
                        into[k++] = set;
                    }
                }
            }
            return k;
        }

        @Override
        public int swapSetsReadThisTransaction(int user) {
            return setsReadThisTx[user];
        }

        @Override
        public int swapIn(int swapSet) {
            if (!sets.exists(swapSet)) {
                throw new IllegalArgumentException("swap policy '" + scenario.policies().swap().orElseThrow().id()
                        + "' asked to swap in set " + swapSet + ", which is not on a paging device");
            }
            return swapInSet(swapSet, -1, -1, -1, 0);
        }

        @Override
        public int collectGarbage(int fromFrame, int count) {
            int n = frames.frameCount();
            int flushedNow = 0;
            for (int k = 0; k < Math.min(count, n); k++) {
                int f = Math.floorMod(fromFrame + k, n);
                if (frames.state(f) != FrameTable.IN_USE || inQueue[frames.owner(f)]) {
                    continue;
                }
                if (frames.isReferenced(f)) {
                    frames.clearReferenced(f);
                } else {
                    settlePrepaged(f);
                    frames.flush(f);
                    flushedNow++;
                }
            }
            garbageFlushed += flushedNow;
            return flushedNow;
        }

        @Override
        public void resetReferenceBits(int user) {
            int from = pageBase[user];
            int to = from + workloadModels[workloadOf[user]].addressSpacePages();
            for (int i = from; i < to; i++) {
                int f = frameOf[i];
                if (f >= 0) {
                    frames.clearReferenced(f);
                }
            }
        }

        @Override
        public void flush(int user) {
            int from = pageBase[user];
            int to = from + workloadModels[workloadOf[user]].addressSpacePages();
            for (int i = from; i < to; i++) {
                int f = frameOf[i];
                if (f >= 0 && frames.state(f) == FrameTable.IN_USE) {
                    frames.flush(f);
                }
            }
        }

        @Override
        public int trimUnreferenced(int user) {
            int from = pageBase[user];
            int to = from + workloadModels[workloadOf[user]].addressSpacePages();
            int trimmed = 0;
            for (int i = from; i < to; i++) {
                int f = frameOf[i];
                if (f >= 0 && frames.state(f) == FrameTable.IN_USE && !frames.isReferenced(f)) {
                    frames.flush(f);
                    trimmed++;
                }
            }
            return trimmed;
        }
    }

    private final class IoListener implements PagingIo.Listener {
        @Override
        public void contractBroken(int device, String problem) {
            throw new PluginContractException(deviceSelections.get(device), "plan", problem);
        }

        @Override
        public void startIo(int device, int pages, boolean write) {
            if (device >= pagingDeviceCount) {
                return; // a guest's own I/O: CP's cost is its translation, charged at the start-subchannel
            }
            pagingStartIos++;
            pagingStartIoPages += pages;
            cpBacklog += startIoCost;
        }

        @Override
        public void completed(int frame, boolean write) {
            cpBacklog += interruptCost;
            if (frame < 0) {
                migrationDone(-1 - frame);
            } else if (write) {
                pageOutDone(frame);
            } else {
                pageInDone(frame);
            }
            dispatch();
        }

        @Override
        public void startIoCompleted(int user, boolean write) {
            chargeCp(user, interruptCost);
            guestIo.time.add(sim.now() - sschStart[user]);
            makeReady(user);
        }
    }

    /** Where the current user's workload writes its next transaction. */
    private final class Plan implements TransactionPlan {
        int user;
        boolean begun;
        double seconds;
        // While the user describes its transaction: its address space, its reference array and how many are in
        // it (refs[user] and refCount[user], written back when it is done), so that adding one is a check and a store.
        int pages;
        int[] r;
        int n;

        @Override
        public void begin(int transactionClass, double instructions) {
            if (transactionClass < 0 || transactionClass >= classResponse[workloadOf[user]].length) {
                throw new IllegalArgumentException("transaction class " + transactionClass + " is not one of "
                        + workloadModels[workloadOf[user]].transactionClasses());
            }
            if (!(instructions >= 0) || Double.isInfinite(instructions)) {
                throw new IllegalArgumentException("transaction instructions must be finite and >= 0: " + instructions);
            }
            begun = true;
            txClass[user] = transactionClass;
            seconds = processor.secondsFor(instructions);
            n = 0;
            ioCount[user] = 0;
            sschCount[user] = 0;
            releaseCount[user] = 0;
            if (refs[user] == null) {
                refs[user] = new int[64];
            }
            r = refs[user];
        }

        @Override
        public void reference(int page, boolean write) {
            add(page, write, false);
        }

        @Override
        public void cpReference(int page, boolean write) {
            add(page, write, true);
        }

        @Override
        public void releaseAtEnd(int page) {
            if (page < 0 || page >= pages) {
                throw new IllegalArgumentException("page " + page + " to release is outside the address space of "
                        + pages + " pages");
            }
            int k = releaseCount[user];
            int[] d = releaseOf[user];
            if (d == null || d.length == k) {
                d = java.util.Arrays.copyOf(d == null ? new int[16] : d, Math.max(16, 2 * k));
                releaseOf[user] = d;
            }
            d[k] = page;
            releaseCount[user] = k + 1;
        }

        private void add(int page, boolean write, boolean cp) {
            if (page < 0 || page >= pages) {
                throw new IllegalArgumentException("page " + page + " is outside the address space of " + pages
                        + " pages");
            }
            if (n == r.length) {
                r = java.util.Arrays.copyOf(r, r.length * 2);
                refs[user] = r;
            }
            r[n++] = page << 2 | (cp ? CP_REF : 0) | (write ? WRITE : 0);
        }

        @Override
        public double now() {
            return sim.now();
        }

        @Override
        public void endBy(double time) {
            if (Double.isNaN(time)) {
                throw new IllegalArgumentException("endBy needs a time, not NaN");
            }
            userTime[rec(user) + DEADLINE] = time;
        }

        @Override
        public void startSubchannel(int disk, int firstBlock, int blocks, int ccws, boolean write) {
            if (disk < 0 || disk >= guestDiskCount[user]) {
                throw new IllegalArgumentException("disk " + disk + " is not one of the user's "
                        + guestDiskCount[user] + " disk(s) (workload '" + scenario.workloads().get(workloadOf[user])
                        .name() + "', guestDisks() " + guestDiskCount[user] + ")");
            }
            int g = guestDiskBase[user] + disk - pagingDeviceCount;
            if (blocks < 1 || ccws < 1 || firstBlock < 0 || (long) firstBlock + blocks > guestDiskBlocks[g]) {
                throw new IllegalArgumentException("start-subchannel of " + blocks + " block(s) from block "
                        + firstBlock + " with " + ccws + " CCW(s) to guest disk " + guestDiskName[g] + " of "
                        + guestDiskBlocks[g] + " blocks");
            }
            int n = sschCount[user];
            int[] d = sschOf[user];
            if (d == null || d.length < 4 * (n + 1)) {
                d = java.util.Arrays.copyOf(d == null ? new int[16] : d, Math.max(16, 8 * (n + 1)));
                sschOf[user] = d;
            }
            d[4 * n] = disk;
            d[4 * n + 1] = firstBlock;
            d[4 * n + 2] = blocks;
            d[4 * n + 3] = ccws << 1 | (write ? 1 : 0);
            sschCount[user] = n + 1;
            ioCount[user]++;
        }

        @Override
        public double cpSeconds() {
            return userTime[rec(user) + CP_CHARGED];
        }

        @Override
        public double virtualSeconds() {
            return userTime[rec(user) + VIRTUAL_USED];
        }

        @Override
        public void virtualIo(int count, double secondsEach) {
            if (count < 0 || !(secondsEach >= 0)) {
                throw new IllegalArgumentException("virtual I/O count and time must be >= 0");
            }
            ioCount[user] += count;
            ioTime[user] = secondsEach;
        }
    }

    // --- measurements ----------------------------------------------------------------------------------------------

    private void resetMeasurements() {
        double now = sim.now();
        measureStart = now;
        virtualSeconds = 0;
        cpSeconds = 0;
        for (int c = 0; c < cpus; c++) {
            cpSeconds += Math.max(0, cpUntil[c] - now); // CP work already given out, to be done after the reset
        }
        usersInQueue.reset(now);
        usersInPageWait.reset(now);
        framesInUse.reset(now);
        framesFree.reset(now);
        framesLogical.reset(now);
        xstoreInUse.reset(now);
        usersQ1.reset(now);
        usersQ2.reset(now);
        usersEligible.reset(now);
        slotsInUse.reset(now);
        q1Seconds.reset();
        q2Seconds.reset();
        pageReadTime.reset();
        q1Drops = 0;
        q2Drops = 0;
        q1PageReads = 0;
        virtualIos = 0;
        virtualIoSeconds = 0;
        flushed = 0;
        swapReads = 0;
        overflowPageOuts = 0;
        movesBelow = 0;
        copiedAbove = 0;
        stealsBelow = 0;
        xstoreOuts = 0;
        xstoreIns = 0;
        migrations = 0;
        swapWrites = 0;
        swapSetsOut = 0;
        swapFaults = 0;
        prepageErrors = 0;
        logicalReturns = 0;
        garbageFlushed = 0;
        swapReadTime.reset();
        scanBase = replacement.framesExamined();
        response.reset();
        trivialResponse.reset();
        for (Tally[] perClass : classResponse) {
            for (Tally t : perClass) {
                t.reset();
            }
        }
        faults = 0;
        pageReads = 0;
        pageWrites = 0;
        steals = 0;
        reclaims = 0;
        newPages = 0;
        releasedPages = 0;
        pagingStartIos = 0;
        pagingStartIoPages = 0;
        transactions = 0;
        asyncFaults = 0;
        deadlineEnds = 0;
        guestIo = new GuestIoCounts();
        for (WorkloadMeters m : meters) {
            m.reset(now);
        }
    }

    private double elapsed() {
        return sim.now() - measureStart;
    }

    private double perSecond(long count) {
        return count / elapsed();
    }

    private void gauge(String id, String label, String unit, java.util.function.DoubleSupplier value) {
        metrics.gauge(new Metric(id, label, unit), value);
    }

    private void registerMetrics() {
        gauge("response.mean", "Mean response time", "s", response::mean);
        gauge("response.p90", "90th percentile response time", "s", () -> response.percentile(0.9));
        gauge("throughput", "Transaction rate", "/s", () -> perSecond(transactions));
        // Without a scheduler there are no queue slices, so nothing ever goes on to Q2: no figure rather than the
        // interactive mean under another name.
        gauge("trivial.response", "Trivial response (VMMAP): mean response of transactions ending in Q1", "s",
                () -> scheduler == null ? Double.NaN : trivialResponse.mean());
        gauge("trivial.throughput", "Trivial transaction rate: transactions ending in Q1", "/s",
                () -> scheduler == null ? Double.NaN : perSecond(trivialResponse.count()));
        for (int w = 0; w < classResponse.length; w++) {
            String name = scenario.workloads().get(w).name();
            List<String> classes = workloadModels[w].transactionClasses();
            for (int k = 0; k < classes.size(); k++) {
                Tally t = classResponse[w][k];
                String prefix = "class." + name + "." + classes.get(k);
                gauge(prefix + ".response", "Mean response, " + name + " " + classes.get(k), "s", t::mean);
                gauge(prefix + ".throughput", "Transaction rate, " + name + " " + classes.get(k), "/s",
                        () -> perSecond(t.count()));
            }
        }
        gauge("cpu.utilisation", "Processor utilisation", "%",
                () -> 100 * (virtualBusy() + cpBusy()) / elapsed() / cpus);
        gauge("cpu.virtual", "Virtual (user) processor utilisation", "%",
                () -> 100 * virtualBusy() / elapsed() / cpus);
        gauge("cpu.cp", "CP processor utilisation", "%", () -> 100 * cpBusy() / elapsed() / cpus);
        gauge("users.inQueue", "Users in queue (multiprogramming level; the eligible list apart)", "",
                () -> usersInQueue.mean(sim.now()));
        gauge("q1.seconds", "Q1 seconds: mean time from asking for Q1 to the Q1 drop (VMMAP Q1SEC)", "s",
                q1Seconds::mean);
        gauge("q1.dropRate", "Q1 drop rate", "/s", () -> perSecond(q1Drops));
        gauge("q2.seconds", "Q2 seconds: mean Q2 stay, from asking for Q2 to the drop", "s", q2Seconds::mean);
        gauge("q2.dropRate", "Q2 drop rate", "/s", () -> perSecond(q2Drops));
        gauge("users.q1", "Users in Q1", "", () -> usersQ1.mean(sim.now()));
        gauge("users.q2", "Users in Q2", "", () -> usersQ2.mean(sim.now()));
        gauge("users.eligible", "Users on the eligible list", "", () -> usersEligible.mean(sim.now()));
        gauge("io.virtualRate", "Virtual I/O rate (VIO)", "/s", () -> perSecond(virtualIos));
        gauge("io.virtualSecondsPerTransaction", "Virtual I/O wait per transaction", "s",
                () -> transactions == 0 ? Double.NaN : virtualIoSeconds / transactions);
        gauge("paging.readsPerQ1", "Page reads per Q1 transaction", "pages",
                () -> q1Drops == 0 ? Double.NaN : (double) q1PageReads / q1Drops);
        gauge("paging.readTime", "Page read time: fault's read request to its completion", "ms",
                () -> 1000 * pageReadTime.mean());
        gauge("paging.movesBelow2G", "2G page move rate: pages moved below the 2 GB line for CP to reference", "/s",
                () -> perSecond(movesBelow));
        gauge("paging.stealsBelow2G", "Pages stolen below the 2 GB line (any user's)", "/s",
                () -> perSecond(stealsBelow));
        gauge("paging.copiedAbove2G", "Stolen pages copied above the 2 GB line (z/VM 4.3)", "/s",
                () -> perSecond(copiedAbove));
        gauge("xstore.pageOuts", "Page-outs to expanded storage", "/s", () -> perSecond(xstoreOuts));
        gauge("xstore.pageIns", "Page-ins from expanded storage", "/s", () -> perSecond(xstoreIns));
        gauge("xstore.migrations", "Pages migrated from expanded storage to DASD", "/s", () -> perSecond(migrations));
        gauge("xstore.used", "Expanded storage in use, mean (% of its blocks; 0 without it)", "%",
                () -> expandedBlocks == 0 ? 0 : 100 * xstoreInUse.mean(sim.now()) / expandedBlocks);
        gauge("paging.dasdPagesPerTransaction", "DASD pages per transaction (read and written, migration included)",
                "pages", () -> transactions == 0 ? Double.NaN
                        : (double) (pageReads + pageWrites + swapReads + swapWrites + migrations) / transactions);
        gauge("cpu.perTransaction", "Processor time per transaction, virtual and CP", "ms",
                () -> transactions == 0 ? Double.NaN : 1000 * (virtualBusy() + cpBusy()) / transactions);
        gauge("paging.swapReads", "Swap-in rate (pages read with their swap sets)", "/s",
                () -> perSecond(swapReads));
        gauge("paging.swapWrites", "Swap-out rate (pages written in swap sets)", "/s", () -> perSecond(swapWrites));
        gauge("paging.swapRate", "Swap paging rate (pages swapped in and out)", "/s",
                () -> perSecond(swapReads + swapWrites));
        // Every page the paging DASD moves: migrations from expanded storage are page writes there too.
        gauge("paging.totalRate", "Total paging rate to DASD (demand reads, page-outs, swap pages, migrations)", "/s",
                () -> perSecond(pageReads + pageWrites + swapReads + swapWrites + migrations));
        gauge("swap.readTime", "Swap read time: a swap set's read, request to completion (queueing included)", "ms",
                () -> 1000 * swapReadTime.mean());
        gauge("paging.overflowPageOuts", "Page-outs to swap devices because the paging devices were full", "/s",
                () -> perSecond(overflowPageOuts));
        gauge("swap.setsOut", "Swap sets written", "/s", () -> perSecond(swapSetsOut));
        gauge("swap.faults", "Swap faults (faults on a page in a swap set)", "/s", () -> perSecond(swapFaults));
        gauge("swap.prepageErrors", "Prepage errors (prepaged pages unreferenced at the next queue-drop)", "/s",
                () -> perSecond(prepageErrors));
        gauge("swap.logicalReturns", "Pages returned by logical swap-in", "/s", () -> perSecond(logicalReturns));
        gauge("paging.garbageFlushed", "Pages put on the flush list by the garbage-collector scan", "/s",
                () -> perSecond(garbageFlushed));
        gauge("paging.flushed", "Frames taken from the flush list", "/s", () -> perSecond(flushed));
        gauge("paging.scanRate", "Core table scan rate (frames examined)", "/s",
                () -> perSecond(replacement.framesExamined() - scanBase));
        gauge("paging.faults", "Page fault rate", "/s", () -> perSecond(faults));
        gauge("paging.demandReads", "Demand page reads", "/s", () -> perSecond(pageReads));
        gauge("paging.demandRate", "Demand paging rate (page reads and page-outs, swap sets apart)", "/s",
                () -> perSecond(pageReads + pageWrites));
        gauge("paging.pageOuts", "Page-out rate (storage to DASD; migrations apart)", "/s",
                () -> perSecond(pageWrites));
        gauge("paging.readsPerTransaction", "Page reads per transaction", "pages",
                () -> transactions == 0 ? Double.NaN : (double) pageReads / transactions);
        gauge("paging.startIoRate", "Paging start-I/O rate", "/s", () -> perSecond(pagingStartIos));
        gauge("paging.pagesPerStartIo", "Pages per paging start-I/O", "pages",
                () -> pagingStartIos == 0 ? Double.NaN : (double) pagingStartIoPages / pagingStartIos);
        gauge("paging.steals", "Page steal rate (pages taken from users in queue)", "/s", () -> perSecond(steals));
        gauge("paging.reclaims", "Pages reclaimed while being written", "/s", () -> perSecond(reclaims));
        gauge("paging.newPages", "First references (cleared frames, no I/O)", "/s", () -> perSecond(newPages));
        gauge("paging.released", "Pages given back at the end of a transaction (CMS RELPAGE, DIAGNOSE X'10')", "/s",
                () -> perSecond(releasedPages));
        gauge("paging.pageWait", "Page wait (% of users in queue)", "%", () -> {
            double inQ = usersInQueue.mean(sim.now());
            return inQ == 0 ? 0 : 100 * usersInPageWait.mean(sim.now()) / inQ;
        });
        gauge("storage.inUse", "Frames holding user pages", "frames", () -> framesInUse.mean(sim.now()));
        gauge("storage.free", "Free frames", "frames", () -> framesFree.mean(sim.now()));
        gauge("storage.logicallySwapped", "Interactive buffer: frames logically swapped (out of queue, in storage)",
                "frames", () -> framesLogical.mean(sim.now()));
        // Paging space, as a planner sizes it: the DASD slots, how full they ran, and the virtual storage behind them.
        gauge("paging.slots", "Paging space: page slots on the paging and swap devices", "slots",
                () -> (double) totalSlots);
        gauge("paging.spaceUsed", "Paging space in use, mean (% of slots)", "%",
                () -> totalSlots == 0 ? 0 : 100 * slotsInUse.mean(sim.now()) / totalSlots);
        gauge("paging.spacePeak", "Paging space in use, peak (% of slots)", "%",
                () -> totalSlots == 0 ? 0 : 100 * slotsInUse.max() / totalSlots);
        gauge("storage.virtual", "Virtual storage: pages of the users' address spaces", "pages",
                () -> (double) virtualPages);
        gauge("storage.overcommit", "Virtual storage per pageable frame (overcommitment)", "",
                () -> availableFrames == 0 ? Double.NaN : (double) virtualPages / availableFrames);
        gauge("cpu.virtualSeconds", "Virtual CPU time (all users, the measured interval)", "s", this::virtualBusy);
        gauge("cpu.cpSeconds", "CP CPU time (the measured interval)", "s", this::cpBusy);
        gauge("cpu.virtualPerElapsed", "Virtual CPU seconds per elapsed second (all users)", "",
                () -> virtualBusy() / elapsed());
        gauge("cpu.cpPerElapsed", "CP CPU seconds per elapsed second", "", () -> cpBusy() / elapsed());
        gauge("paging.asyncFaults", "Page faults resolved asynchronously (PFAULT, PAGEX)", "/s",
                () -> perSecond(asyncFaults));
        gauge("guest.timerEnds", "Work ended by the guest's timer before its end (time slices)", "/s",
                () -> perSecond(deadlineEnds));
        for (WorkloadMeters m : meters) {
            m.register(metrics, this::elapsed);
        }
        registerDeviceMetrics();
        if (!scenario.guestDevices().isEmpty()) {
            registerGuestIoMetrics();
        }
    }

    /** Guest DASD I/O counts of the measured interval (a fresh set when the warm-up ends). */
    private static final class GuestIoCounts {
        long ssch;
        long ccws;
        long blocksRead;
        long blocksWritten;
        long mdcReads;       // reads the minidisk cache handled
        long mdcHits;
        final Tally time = new Tally(false);
    }

    /** Guest DASD I/O, all users together, and each group of guest disks. */
    private void registerGuestIoMetrics() {
        gauge("io.guest.startSubchannelRate", "Guest DASD start-subchannel rate", "/s", () -> perSecond(guestIo.ssch));
        gauge("io.guest.ccwsPerStartSubchannel", "CCWs per guest start-subchannel", "",
                () -> guestIo.ssch == 0 ? Double.NaN : (double) guestIo.ccws / guestIo.ssch);
        gauge("io.guest.readRate", "Guest DASD data read", "KB/s", () -> 4.0 * guestIo.blocksRead / elapsed());
        gauge("io.guest.writeRate", "Guest DASD data written", "KB/s", () -> 4.0 * guestIo.blocksWritten / elapsed());
        gauge("io.guest.responseTime", "Guest start-subchannel to completion (minidisk cache hits included)", "ms",
                () -> 1000 * guestIo.time.mean());
        gauge("io.guest.mdcHitRatio", "Reads served by the minidisk cache, of those it handles", "%",
                () -> guestIo.mdcReads == 0 ? Double.NaN : 100.0 * guestIo.mdcHits / guestIo.mdcReads);
        for (int g = 0, first = pagingDeviceCount; g < scenario.guestDevices().size(); g++) {
            GuestDeviceGroup group = scenario.guestDevices().get(g);
            int from = first;
            int to = first + group.count();
            first = to;
            String id = "guestDevices." + group.name();
            String what = group.count() + " x " + group.device().id() + " on " + group.channel();
            gauge(id + ".utilisation", "Guest disk utilisation, " + what, "%", () -> utilisation(from, to));
            gauge(id + ".serviceTime", "Guest disk start-I/O service time, " + what, "ms",
                    () -> serviceTimeMs(from, to));
        }
    }

    /** Mean utilisation of I/O devices {@code from .. to - 1}, in %. */
    private double utilisation(int from, int to) {
        double sum = 0;
        for (int d = from; d < to; d++) {
            sum += io.deviceUtilization(d, elapsed());
        }
        return 100 * sum / (to - from);
    }

    /** Mean start-I/O service time of I/O devices {@code from .. to - 1}, in ms; NaN before any start-I/O. */
    private double serviceTimeMs(int from, int to) {
        return serviceTimeMs(from, to, null);
    }

    /**
     * Mean start-I/O service time, in ms, of the devices {@code from .. to - 1} that {@code roles} (per paging device,
     * or null for all) admits; NaN before any start-I/O.
     */
    private double serviceTimeMs(int from, int to, boolean[] roles) {
        double time = 0;
        long count = 0;
        for (int d = from; d < to; d++) {
            if ((roles == null || roles[d]) && io.startIos(d) > 0) {
                time += io.meanServiceTime(d) * io.startIos(d);
                count += io.startIos(d);
            }
        }
        return count == 0 ? Double.NaN : 1000 * time / count;
    }

    private void registerDeviceMetrics() {
        gauge("devices.utilisation", "Mean utilisation of the paging devices", "%",
                () -> utilisation(0, pagingDeviceCount));
        boolean[] paging = new boolean[pagingDeviceCount];
        boolean[] swapOnly = new boolean[pagingDeviceCount];
        for (int d : pageOutDevices) {
            paging[d] = true;
        }
        for (int d : overflowDevices) {
            swapOnly[d] = true;
        }
        // Labels short enough for the run table's column; the roles are in the README's metric list.
        gauge("paging.ioTime", "Page I/O time: start-I/O service on devices taking page-outs (start to end)", "ms",
                () -> serviceTimeMs(0, pagingDeviceCount, paging));
        gauge("swap.ioTime", "Swap I/O time: start-I/O service on swap-only devices (start to end)", "ms",
                () -> serviceTimeMs(0, pagingDeviceCount, swapOnly));
        int first = 0;
        for (int g = 0; g < scenario.pagingDevices().size(); g++) {
            DeviceGroup group = scenario.pagingDevices().get(g);
            int from = first;
            int to = first + group.count();
            first = to;
            String id = "devices[" + g + "]";
            String what = group.count() + " x " + group.device().id() + " on " + group.channel();
            gauge(id + ".utilisation", "Device utilisation, " + what, "%", () -> utilisation(from, to));
            gauge(id + ".startIoRate", "Start-I/O rate per device, " + what, "/s", () -> {
                double sum = 0;
                for (int d = from; d < to; d++) {
                    sum += io.startIoRate(d, elapsed());
                }
                return sum / (to - from);
            });
            gauge(id + ".serviceTime", "Start-I/O service time, " + what, "ms", () -> serviceTimeMs(from, to));
        }
        for (int c = 0; c < scenario.channels().size(); c++) {
            int channel = c;
            String name = scenario.channels().get(c).name();
            gauge("channels." + name + ".utilisation", "Channel utilisation, " + name, "%",
                    () -> 100 * io.channelUtilization(channel, elapsed()));
        }
    }
}
