package org.swapset.core.scenario;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.swapset.core.plugin.ParameterValues;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.ScenarioDocument.ListNode;
import org.swapset.core.scenario.ScenarioDocument.MapNode;
import org.swapset.core.scenario.ScenarioDocument.Node;
import org.swapset.core.scenario.ScenarioDocument.Scalar;
import org.swapset.core.scenario.ScenarioDocument.ScalarKind;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.ParameterException;
import org.swapset.spi.ParameterType;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.PluginFamily;
import org.swapset.spi.workload.WorkloadFactory;
import org.swapset.spi.workload.WorkloadModel;

/**
 * Reads a scenario file (YAML or JSON, same schema) and checks it into a {@link Scenario}: every key is known, every
 * plugin id resolves in the {@link PluginRegistry}, every value parses with its unit and lies in its range. Each problem
 * names the file, line, column and path ({@code workloads[0].thinkTime}) with what was expected, the valid choices and
 * a "did you mean" where one is close.
 *
 * <p>The problems of independent parts are reported together, in one {@link ScenarioException}: each top-level
 * section, each paging device, guest disk, policy, workload and published figure, and within a map each unknown key
 * and each field is checked on its own, and loading goes on after a problem. A check that depends on other parts (a
 * device's channel on the channels, a plugin's parameters on its type, storage against the control program, the heap
 * estimate) runs only when those parts were fine, so that no problem is reported that an earlier one caused; nor is a
 * required key reported missing when an unknown key reported was probably meant to be it. The problems are listed
 * in the order of the file (by line and column; one place's in the order checked), at most the first
 * {@value #MAX_PROBLEMS}, the others counted. A file that is not valid YAML or JSON is one problem.
 *
 * <p>The fixed sections ({@code storage}, {@code run}, ...) are described with the same
 * {@link ParameterDescriptor}s plugins use, so one piece of code checks both.
 */
public final class ScenarioLoader {

    /** The keys a scenario may have at the top, in the order a scenario file usually gives them. */
    public static final List<String> TOP_LEVEL_KEYS = List.of("name", "description", "processor", "storage",
            "controlProgram", "channels", "pagingDevices", "guestDevices", "policies", "workloads", "run", "published");

    /** The replacement policy used when a scenario names none. */
    public static final String DEFAULT_REPLACEMENT = "core-table-scan";
    /** The page-out device selector used when a scenario names none. */
    public static final String DEFAULT_PAGE_OUT_DEVICE = "round-robin";

    /** The scheduler used when a scenario names none and it is loaded: VM/SP's. */
    public static final String DEFAULT_SCHEDULER = "vm-sp";
    /** The swap policy used when a scenario names none and it is loaded: VM/SP's demand paging. */
    public static final String DEFAULT_SWAP = "demand-paging";

    /** The slot allocator used when a scenario names none: VM/SP's. */
    public static final String DEFAULT_SLOT_ALLOCATOR = "zigzag";

    /** The most problems one {@link ScenarioException} of the loader lists; it counts the others. */
    public static final int MAX_PROBLEMS = 20;

    private static final double NONE = Double.NaN;

    private static final ParameterDescriptor NAME = ParameterDescriptor.string("name", null,
            "A short name for reports and the window title.");
    private static final ParameterDescriptor DESCRIPTION = ParameterDescriptor.string("description", "",
            "Free text: what system this is and where its figures come from.");

    private static final List<ParameterDescriptor> STORAGE = List.of(
            ParameterDescriptor.size("real", null, Storage.PAGE_BYTES, NONE, "Real (main) storage."),
            ParameterDescriptor.size("expanded", "0B", 0, NONE, "Expanded storage; 0 when there is none."),
            ParameterDescriptor.size("locked", "0B", 0, NONE, "Real storage taken by CP LOCK or V=R guests."),
            ParameterDescriptor.size("controlProgram", "0B", 0, NONE,
                    "Real storage CP keeps for its nucleus and control blocks (below the 2 GB line)."),
            ParameterDescriptor.size("minidiskCache", "0B", 0, NONE,
                    "Real storage held by the minidisk cache (above the 2 GB line when there is storage there)."));

    /**
     * Control-program instruction costs. The defaults are estimates: FACTS.md gives 2,000-5,000 instructions per
     * page fault including the start-I/O, so fault plus start-I/O is about 4,000.
     */
    private static final List<ParameterDescriptor> CONTROL_PROGRAM = List.of(
            ParameterDescriptor.decimal("faultInstructions", 2500.0, 0, NONE, "instructions",
                    "CP instructions to handle one page fault, excluding the start-I/O."),
            ParameterDescriptor.decimal("startIoInstructions", 1500.0, 0, NONE, "instructions",
                    "CP instructions to build and start one paging start-I/O."),
            ParameterDescriptor.decimal("interruptInstructions", 1000.0, 0, NONE, "instructions",
                    "CP instructions to handle one I/O interrupt."),
            ParameterDescriptor.decimal("dispatchInstructions", 300.0, 0, NONE, "instructions",
                    "CP instructions to dispatch a user onto a processor."),
            ParameterDescriptor.integer("freeListReserve", 1, 1, 1_000_000, "frames",
                    "The free list is kept at the multiprogramming level plus this many frames (VM/SP: 1)."),
            ParameterDescriptor.choice("flushListOrder", "fifo", List.of("fifo", "lifo"),
                    "Which flushed frames are reused first: the oldest (fifo, VM/SP) or the newest (lifo)."),
            ParameterDescriptor.bool("writeUnchangedPages", false,
                    "Write a page out before reusing its frame even when it is unchanged and already has a slot."),
            ParameterDescriptor.bool("chainReadsWithWrites", false,
                    "A paging start-I/O chains every request queued for its cylinder, page-ins and page-outs "
                            + "together (VM/SP: \"VM combines the paging requests into a single SIO if the queued "
                            + "requests are directed to the same paging cylinder\"); false: reads and writes apart."),
            ParameterDescriptor.bool("reclaimFlushedPages", false,
                    "A fault on a page whose frame is still on the flush list takes it back without I/O; false "
                            + "(VM/SP): flushing and trimming page the pages out, so such a fault reads the page back."),
            ParameterDescriptor.integer("replenishBatch", 1, 1, 4096, "frames",
                    "Frames freed together when the free list falls below its minimum, their page-outs issued at "
                            + "once (VM/SP: 1)."),
            ParameterDescriptor.choice("pageSteal", "zvm42", List.of("zvm42", "zvm43"),
                    "What happens to a changed page stolen from below the 2 GB line: paged out to expanded storage "
                            + "or DASD (zvm42), or, when expanded storage is absent or full, copied to a free frame "
                            + "above the line (zvm43)."),
            ParameterDescriptor.decimal("pageMoveInstructions", ControlProgram.DEFAULT_MOVE_INSTRUCTIONS, 0, NONE,
                    "instructions", "CP instructions to move or copy a page between two frames [EST]."),
            ParameterDescriptor.integer("belowLineReserve", ControlProgram.DEFAULT_BELOW_LINE_RESERVE, 1,
                    1_000_000, "frames", "Free frames CP keeps below the 2 GB line, stealing there when it falls "
                            + "short [EST]."),
            ParameterDescriptor.decimal("expandedPageInstructions", ControlProgram.DEFAULT_EXPANDED_INSTRUCTIONS, 0,
                    NONE, "instructions", "CP instructions to move one page between real and expanded storage "
                            + "[EST]."),
            ParameterDescriptor.decimal("asyncFaultInstructions", ControlProgram.DEFAULT_ASYNC_FAULT_INSTRUCTIONS, 0,
                    NONE, "instructions", "Extra CP instructions for a page fault resolved asynchronously (PFAULT, "
                            + "PAGEX): the initial and completion interrupts presented to the guest [EST]."),
            ParameterDescriptor.bool("fastCcwTranslation", CcwTranslation.DEFAULT.fast(),
                    "Guest DASD I/O: CP translates channel programs on its fast path (false: full translation for "
                            + "all, as with the seed's zap); only fast-translated I/O may use the minidisk cache."),
            ParameterDescriptor.decimal("sschInstructionsFull", CcwTranslation.DEFAULT_SSCH_FULL, 0, NONE,
                    "instructions", "CP instructions per guest start-subchannel with full CCW translation, besides "
                            + "its CCWs and the I/O interrupt [fitted: 31-bit fast-CCW seed runs]."),
            ParameterDescriptor.decimal("ccwInstructionsFull", CcwTranslation.DEFAULT_CCW_FULL, 0, NONE,
                    "instructions", "CP instructions per CCW with full CCW translation [EST]."),
            ParameterDescriptor.decimal("sschInstructionsFast", CcwTranslation.DEFAULT_SSCH_FAST, 0, NONE,
                    "instructions", "CP instructions per guest start-subchannel with fast CCW translation, besides "
                            + "its CCWs and the I/O interrupt [fitted: 31-bit fast-CCW seed runs]."),
            ParameterDescriptor.decimal("ccwInstructionsFast", CcwTranslation.DEFAULT_CCW_FAST, 0, NONE,
                    "instructions", "CP instructions per CCW with fast CCW translation [EST]."),
            ParameterDescriptor.bool("minidiskCache", CcwTranslation.DEFAULT.minidiskCache(),
                    "CP SET MDCACHE: the minidisk cache (of storage.minidiskCache) serves fast-translated reads of "
                            + "minidisks whose blocks it holds."),
            ParameterDescriptor.decimal("minidiskCacheInstructions", CcwTranslation.DEFAULT_MDC, 0, NONE,
                    "instructions", "CP instructions per I/O the minidisk cache handles: lookup, then copy out, "
                            + "insert or update [EST]."));

    private static final ParameterDescriptor CHANNEL_NAME = ParameterDescriptor.string("name", null,
            "The name paging devices refer to.");

    /** Sections that name a plugin with {@code type:} and may be written as a map of its id and parameters. */
    private static final Set<String> PLUGIN_SECTIONS = Set.of("processor", "replacement", "pageOutDevice",
            "slotAllocator", "scheduler", "swap");

    private static final ParameterDescriptor DEVICE_COUNT = ParameterDescriptor.integer("count", 1, 1, 100_000, "",
            "How many identical actuators.");
    private static final ParameterDescriptor DEVICE_CHANNEL = ParameterDescriptor.string("channel", null,
            "The declared channel the devices are attached to.");
    private static final ParameterDescriptor DEVICE_ROLE = ParameterDescriptor.choice("role", "paging",
            List.of("paging", "swap", "both"), "What the devices hold: demand-paging slots, swap areas or both.");
    static final Set<String> DEVICE_KEYS = Set.of("count", "channel", "role");

    private static final ParameterDescriptor GUEST_DEVICE_NAME = ParameterDescriptor.string("name", null,
            "A name for reports (guestDevices.NAME.utilisation).");
    private static final ParameterDescriptor GUEST_DEVICE_WORKLOAD = ParameterDescriptor.string("workload", null,
            "The name of the workload whose users own these disks, guestDisks() each, in order.");
    private static final ParameterDescriptor GUEST_DEVICE_ACCESS = ParameterDescriptor.choice("access", "minidisk",
            List.of("minidisk", "dedicated"), "How the guest has the disk: a minidisk (the minidisk cache may hold "
                    + "it) or a DEDICATEd full-pack volume (the cache never holds it).");
    static final Set<String> GUEST_DEVICE_KEYS = Set.of("name", "count", "channel", "workload", "access");
    /** The key a workload item has beside its model's parameters. */
    static final Set<String> WORKLOAD_KEYS = Set.of("name");

    private static final ParameterDescriptor WORKLOAD_NAME = ParameterDescriptor.string("name", null,
            "The name reports use for this class of users; defaults to the type.");

    /** The most replications a forecast may have (a scenario's run.replications, the command line's override). */
    public static final int MAX_REPLICATIONS = 1000;

    private static final List<ParameterDescriptor> RUN = List.of(
            new ParameterDescriptor("seed", ParameterType.INTEGER, "", "1", NONE, NONE, List.of(),
                    "The seed every random stream is derived from."),
            ParameterDescriptor.duration("warmUp", "5min", 0, NONE, "Simulated time discarded at the start."),
            ParameterDescriptor.duration("duration", "30min", 0.001, NONE, "Simulated time measured after the warm-up."),
            ParameterDescriptor.integer("replications", 5, 1, MAX_REPLICATIONS, "", "Independent replications."));

    private static final ParameterDescriptor PUBLISHED_SOURCE = ParameterDescriptor.string("source", null,
            "The publication: author, title, table.");
    private static final ParameterDescriptor PUBLISHED_TOLERANCE = ParameterDescriptor.decimal("tolerance", 0.15, 0,
            1, "", "The relative error allowed for each figure, a fraction: 0.15 or 15%, at most 1 (100%).");
    /** The one field that may be left out although it has no default: the figure then uses the scenario's. */
    private static final ParameterDescriptor FIGURE_TOLERANCE = ParameterDescriptor.decimal("tolerance", null, 0,
            1, "", "The relative error allowed for this figure, a fraction (0.15 or 15%, at most 1); the scenario's "
                    + "tolerance when absent.");
    private static final List<ParameterDescriptor> FIGURE = List.of(
            ParameterDescriptor.string("metric", null, "The forecast metric it compares with."),
            ParameterDescriptor.decimal("value", null, NONE, NONE, "", "The published value, in the metric's unit."),
            FIGURE_TOLERANCE,
            ParameterDescriptor.string("label", "", "How the source names the figure."));

    private ScenarioLoader() {
    }

    /**
     * The workloads' names as a scenario gives them: the name written ({@code null} where none is), else the type,
     * then type-2, type-3, ... avoiding every name written. Names written twice are the loader's error, not
     * resolved here.
     */
    public static List<String> workloadNames(List<String> written, List<String> types) {
        Set<String> used = new LinkedHashSet<>();
        written.stream().filter(java.util.Objects::nonNull).forEach(used::add);
        List<String> names = new ArrayList<>();
        for (int i = 0; i < types.size(); i++) {
            String name = written.get(i);
            if (name == null) {
                String base = types.get(i);
                name = base;
                for (int n = 2; used.contains(name); n++) {
                    name = base + "-" + n;
                }
                used.add(name);
            }
            names.add(name);
        }
        return names;
    }

    /**
     * The descriptors of a fixed section's keys, as the loader checks them, so that an editor can build the same
     * form fields for them as for plugin parameters: {@code storage}, {@code controlProgram}, {@code run}, and
     * {@code pagingDevices} (the keys a device group has besides its model's parameters: count, channel, role) and
     * {@code guestDevices} (name, count, channel, workload, access), {@code published} (source, tolerance) and
     * {@code published.figures} (each figure's metric, value, tolerance and label).
     *
     * @throws IllegalArgumentException for any other section
     */
    public static List<ParameterDescriptor> sectionParameters(String section) {
        return switch (section) {
            case "storage" -> STORAGE;
            case "controlProgram" -> CONTROL_PROGRAM;
            case "run" -> RUN;
            case "pagingDevices" -> List.of(DEVICE_COUNT, DEVICE_CHANNEL, DEVICE_ROLE);
            case "guestDevices" -> List.of(GUEST_DEVICE_NAME, DEVICE_COUNT, DEVICE_CHANNEL, GUEST_DEVICE_WORKLOAD,
                    GUEST_DEVICE_ACCESS);
            case "published" -> List.of(PUBLISHED_SOURCE, PUBLISHED_TOLERANCE);
            case "published.figures" -> FIGURE;
            default -> throw new IllegalArgumentException("no fixed parameters for section '" + section + "'");
        };
    }

    /**
     * Reads and checks a scenario file: JSON when the name ends in {@code .json}, YAML otherwise.
     *
     * @throws ScenarioException for a missing or unreadable file, or the problems in it
     */
    public static Scenario load(Path file, PluginRegistry registry) throws ScenarioException {
        return bind(ScenarioDocument.read(file), registry);
    }

    /**
     * Reads and checks scenario text.
     *
     * @param sourceName the file name to put in messages
     * @param json       JSON rather than YAML
     */
    public static Scenario parse(String text, String sourceName, boolean json, PluginRegistry registry)
            throws ScenarioException {
        return bind(ScenarioDocument.parse(text, sourceName, json), registry);
    }

    /** Checks a document already read (and perhaps changed with {@link ScenarioDocument#set}). */
    public static Scenario bind(ScenarioDocument doc, PluginRegistry registry) throws ScenarioException {
        return new Binder(doc.source(), registry).scenario(doc.root());
    }

    /** A check of one part of a scenario: its value, or a {@link ScenarioException} with its problem. */
    @FunctionalInterface
    private interface Check<T> {
        T get() throws ScenarioException;
    }

    /** A check of one part that has no value. */
    @FunctionalInterface
    private interface Step {
        void run() throws ScenarioException;
    }

    /**
     * A part failed and its problems are recorded already (a part of it failed, or a required key is missing that an
     * unknown key reported was meant to be): ends the part without a problem of its own. Only the binder throws and
     * catches it.
     */
    private static final class Failed extends RuntimeException {
        static final Failed INSTANCE = new Failed();

        private Failed() {
            super(null, null, false, false);
        }
    }

    /**
     * One binding of one document: knows the file name and registry, so each section method stays short, and gathers
     * the problems of the document's independent parts ({@link #part}).
     */
    private static final class Binder {
        private final String source;
        private final PluginRegistry registry;
        /** Each device group's geometry, from the device made once at load to check its parameters. */
        private final Map<PluginSelection, org.swapset.spi.hardware.DeviceGeometry> geometries =
                new java.util.IdentityHashMap<>();
        /** The problems found, in the order checked; cut to the first {@link #MAX_PROBLEMS} in the file's order. */
        private final List<ScenarioException.Problem> problems = new ArrayList<>();
        /** Problems found beyond those listed. */
        private int unlisted;
        /** Parts that have failed so far: a part made of parts compares it before and after them. */
        private int failures;
        /** The paths that unknown keys reported were probably meant to be ({@code storage.real} for {@code reel}). */
        private final Set<String> misspelt = new java.util.HashSet<>();
        /** The maps whose every key has been checked against the keys valid there (unknown ones reported). */
        private final Set<MapNode> keysChecked = java.util.Collections.newSetFromMap(new java.util.IdentityHashMap<>());

        Binder(String source, PluginRegistry registry) {
            this.source = source;
            this.registry = registry;
        }

        Scenario scenario(MapNode root) throws ScenarioException {
            NodePath at = NodePath.ROOT;
            checkKeys(root, at, TOP_LEVEL_KEYS, "a scenario");
            String name = part(() -> (String) field(root, at, NAME));
            String description = part(() -> (String) field(root, at, DESCRIPTION));
            PluginSelection processor = part(() -> plugin(map(root, at, "processor", true), at.key("processor"),
                    PluginFamily.PROCESSOR, Set.of()));
            Storage storage = part(() -> storage(root));
            ControlProgram controlProgram = part(() -> controlProgram(root));
            List<Channel> channels = part(() -> channels(root));
            List<DeviceGroup> devices = part(() -> pagingDevices(root, channels));
            Policies policies = part(() -> policies(root));
            List<Workload> workloads = part(() -> workloads(root));
            List<GuestDeviceGroup> guestDevices = part(() -> guestDevices(root, channels, workloads));
            for (int i = 0; workloads != null && guestDevices != null && i < workloads.size(); i++) {
                int k = i;
                check(() -> checkGuestDisks(root, k, workloads.get(k), guestDevices));
            }
            RunControl run = part(() -> run(root));
            Optional<Published> published = part(() -> published(root));
            if (failures > 0) {
                if (problems.isEmpty()) {
                    throw new IllegalStateException("a part of " + source + " failed without a problem recorded");
                }
                keepFirstInFile(MAX_PROBLEMS);
                throw new ScenarioException(problems, unlisted);
            }
            // Checks across the sections: only once every section is fine.
            Scenario scenario = construct(root, at, () -> new Scenario(source, name, description, processor, storage,
                    controlProgram, channels, devices, policies, workloads, run, published, guestDevices));
            checkLimits(root, scenario);
            return scenario;
        }

        // ------------------------------------------------------------------------------------------------- parts

        /**
         * Checks one part on its own: a problem in it is recorded and null returned, and loading goes on with the next
         * part. What depends on the part is checked only when the value is not null.
         */
        private <T> T part(Check<T> check) {
            try {
                return check.get();
            } catch (ScenarioException e) {
                record(e);
            } catch (Failed e) {
                // its problems are recorded
            }
            failures++;
            return null;
        }

        /** {@link #part} for a check without a value: whether it passed. */
        private boolean check(Step step) {
            return part(() -> {
                step.run();
                return Boolean.TRUE;
            }) != null;
        }

        /** Records a problem found outside a part's check (one of several in a map): the part has failed. */
        private void report(ScenarioException e) {
            record(e);
            failures++;
        }

        private void record(ScenarioException e) {
            problems.addAll(e.problems());
            unlisted += e.unlisted();
            if (problems.size() >= 4 * MAX_PROBLEMS) {
                keepFirstInFile(MAX_PROBLEMS); // a file of thousands of mistakes is not held whole
            }
        }

        /**
         * Keeps the {@code n} problems first in the file (by line, then column; a stable sort, so problems at one place
         * stay in the order checked) and counts the rest as unlisted.
         */
        private void keepFirstInFile(int n) {
            problems.sort(java.util.Comparator.comparingInt(ScenarioException.Problem::line)
                    .thenComparingInt(ScenarioException.Problem::column));
            while (problems.size() > n) {
                problems.remove(problems.size() - 1);
                unlisted++;
            }
        }

        /** Ends a part (throws {@link Failed}) when one of its own parts failed since {@code mark} = {@link #failures}. */
        private void passed(int mark) {
            if (failures > mark) {
                throw Failed.INSTANCE;
            }
        }

        /**
         * Ends a part without another problem ({@link Failed}) when an unknown key reported was probably meant to be
         * the one at {@code path}, which is missing: that is the problem already reported.
         */
        private void unlessMisspelt(NodePath path) {
            if (misspelt.contains(path.toString())) {
                throw Failed.INSTANCE;
            }
        }

        /** Reports an unknown key with its closest valid ones, each noted as probably meant. */
        private void unknownKey(MapNode map, NodePath at, String key, String problem, List<String> near) {
            near.forEach(k -> misspelt.add(at.key(k).toString()));
            report(fail(map.keyLine(key), map.keyColumn(key), at.key(key), problem, near));
        }

        /** {@link ScenarioLimits}: frames, users, pages, simulated time and the heap they need, before any run. */
        private void checkLimits(MapNode root, Scenario s) throws ScenarioException {
            Node storageNode = nodeAt(root, "storage", "real");
            long frames = s.storage().realBytes() / Storage.PAGE_BYTES;
            if (frames > ScenarioLimits.MAX_FRAMES) {
                throw fail(storageNode, NodePath.ROOT.key("storage").key("real"), "'" + Units.formatSize(
                        s.storage().realBytes()) + "' is " + frames + " frames; a run models at most "
                        + ScenarioLimits.MAX_FRAMES + " (" + Units.formatSize(ScenarioLimits.MAX_FRAMES
                        * Storage.PAGE_BYTES) + ")", List.of());
            }
            long users = 0;
            long pages = 0;
            for (int i = 0; i < s.workloads().size(); i++) {
                WorkloadModel model = workloadModel(root, i, s.workloads().get(i).model());
                if (model == null) {
                    continue; // the plugin could not say; the run will report why
                }
                users += Math.max(0, model.users());
                pages += Math.max(0, model.users()) * (long) Math.max(0, model.addressSpacePages());
                NodePath path = NodePath.ROOT.key("workloads").index(i);
                Node node = nodeAt(root, "workloads", i, "users");
                if (users > ScenarioLimits.MAX_USERS) {
                    throw fail(node, path, "the workloads have " + users + " users up to here; a run holds at most "
                            + ScenarioLimits.MAX_USERS, List.of());
                }
                if (pages > ScenarioLimits.MAX_PAGES) {
                    // At the address space when the file gives one (addressSpace, or a guest's storage), else users.
                    for (String key : List.of("addressSpace", "storage")) {
                        if (nodeAt(root, "workloads", i) instanceof MapNode w && w.get(key).isPresent()) {
                            node = w.get(key).get();
                            path = path.key(key);
                            break;
                        }
                    }
                    throw fail(node, path, "the users' address spaces total " + pages + " pages up to here; a run "
                            + "holds at most " + ScenarioLimits.MAX_PAGES + ": give fewer users or smaller address "
                            + "spaces", List.of());
                }
            }
            double simulated = s.run().warmUpSeconds() + s.run().durationSeconds();
            if (simulated > ScenarioLimits.MAX_SIMULATED_SECONDS) {
                // Blamed on the longer of the two: that is the one to shorten.
                String longer = s.run().warmUpSeconds() > s.run().durationSeconds() ? "warmUp" : "duration";
                throw fail(nodeAt(root, "run", longer), NodePath.ROOT.key("run").key(longer), "warm-up and "
                        + "duration total " + Units.describeDuration(simulated) + " of simulated time; a run simulates "
                        + "at most " + Units.describeDuration(ScenarioLimits.MAX_SIMULATED_SECONDS)
                        + ": use more replications rather than longer ones", List.of());
            }
            // The devices' slot maps and start-I/O tables, as the engine sizes them (ScenarioLimits.devicesBytes): a
            // huge device count or capacity is refused at the device, not met as an OutOfMemoryError in the run.
            List<org.swapset.spi.hardware.DeviceGeometry> geometries = new ArrayList<>();
            List<Integer> counts = new ArrayList<>();
            List<org.swapset.spi.hardware.DeviceGeometry> guestGeometries = new ArrayList<>();
            List<Integer> guestCounts = new ArrayList<>();
            for (DeviceGroup g : s.pagingDevices()) {
                geometries.add(geometryOf(g.device()));
                counts.add(g.count());
            }
            for (GuestDeviceGroup g : s.guestDevices()) {
                guestGeometries.add(geometryOf(g.device()));
                guestCounts.add(g.count());
            }
            // What a run addresses with ints: every paging device's slots at one stride, and a start-I/O table entry
            // per exposure and per page the largest cylinder may chain. Past the largest array, refused here, at
            // the device that sets it, rather than met as a crash at the run whatever the heap.
            int widest = -1;
            long slotStride = 0;
            long devices = 0;
            long exposures = 0;
            for (int i = 0; i < geometries.size(); i++) {
                var g = geometries.get(i);
                if (widest < 0 || g.pagesPerCylinder() > geometries.get(widest).pagesPerCylinder()) {
                    widest = i;
                }
                slotStride = Math.max(slotStride, (long) g.cylinders() * g.pagesPerCylinder());
                devices += counts.get(i);
                exposures += (long) counts.get(i) * g.exposures();
            }
            for (int i = 0; i < guestGeometries.size(); i++) {
                exposures += (long) guestCounts.get(i) * guestGeometries.get(i).exposures();
            }
            if (widest >= 0) {
                long perCylinder = geometries.get(widest).pagesPerCylinder();
                String refusal = ScenarioLimits.addressing(slotStride, devices, exposures, perCylinder);
                if (refusal != null) {
                    throw fail(nodeAt(root, "pagingDevices", widest), NodePath.ROOT.key("pagingDevices").index(widest),
                            refusal, List.of());
                }
            }
            long[] byGroup = ScenarioLimits.devicesBytes(geometries, counts, guestGeometries, guestCounts);
            long deviceBytes = 0;
            int largestAt = -1;
            for (int i = 0; i < byGroup.length; i++) {
                deviceBytes = ScenarioLimits.plus(deviceBytes, byGroup[i]);
                if (i < geometries.size() && (largestAt < 0 || byGroup[i] > byGroup[largestAt])) {
                    largestAt = i;
                }
            }
            long needed = ScenarioLimits.plus(ScenarioLimits.bytesNeeded(frames, users, pages), deviceBytes);
            long maxHeap = ScenarioLimits.maxHeap();
            if (needed > maxHeap / 2 && largestAt >= 0 && deviceBytes > needed / 2) {
                throw fail(nodeAt(root, "pagingDevices", largestAt), NodePath.ROOT.key("pagingDevices")
                        .index(largestAt), "the devices need about " + ScenarioLimits.size(deviceBytes) + " of heap "
                        + "for their slots and start-I/O tables (" + s.pagingDevices().get(largestAt).count() + " x "
                        + s.pagingDevices().get(largestAt).device().id() + " here the most, about "
                        + ScenarioLimits.size(byGroup[largestAt]) + "), of " + ScenarioLimits.size(needed) + " for "
                        + "one replication" + ScenarioLimits.heapRemedy(needed, maxHeap,
                                "give fewer or smaller devices"), List.of());
            }
            if (needed > maxHeap / 2) {
                throw fail(storageNode, NodePath.ROOT.key("storage").key("real"), "one replication of " + frames
                        + " frames, " + users + " users and " + pages + " virtual pages needs about "
                        + ScenarioLimits.size(needed) + " of heap" + ScenarioLimits.heapRemedy(needed, maxHeap,
                                "model a smaller system"), List.of());
            }
        }

        /** A device's geometry as made at load; a 1-slot stand-in when the plugin could not say (the run reports it). */
        private org.swapset.spi.hardware.DeviceGeometry geometryOf(PluginSelection device) {
            return geometries.getOrDefault(device, new org.swapset.spi.hardware.DeviceGeometry(1, 1, 1, 1, true));
        }

        /**
         * The model of workload {@code i}, from the plugin itself; null when it fails other than by refusing its
         * parameters (the run will report why). A refusal ({@link ParameterException}) is reported at the parameter.
         */
        private WorkloadModel workloadModel(MapNode root, int i, PluginSelection selection) throws ScenarioException {
            try {
                return selection.as(WorkloadFactory.class).create(selection.parameters());
            } catch (ParameterException e) {
                NodePath path = NodePath.ROOT.key("workloads").index(i).key(e.parameter());
                throw fail(nodeAt(root, "workloads", i, e.parameter()), path, e.getMessage(), List.of());
            } catch (RuntimeException | LinkageError e) {
                return null;
            }
        }

        /** Workload {@code i}, if it does guest DASD I/O, has exactly its users' disks in {@code guestDevices}. */
        private void checkGuestDisks(MapNode root, int i, Workload w, List<GuestDeviceGroup> guestDevices)
                throws ScenarioException {
            WorkloadModel model = workloadModel(root, i, w.model());
            if (model == null) {
                return;
            }
            long needed = (long) Math.max(0, model.users()) * Math.max(0, model.guestDisks());
            long given = 0;
            int last = -1;
            for (int g = 0; g < guestDevices.size(); g++) {
                if (guestDevices.get(g).workload().equals(w.name())) {
                    given += guestDevices.get(g).count();
                    last = g;
                }
            }
            if (given < needed) {
                throw fail(nodeAt(root, "workloads", i), NodePath.ROOT.key("workloads").index(i), "workload '"
                        + w.name() + "' does guest DASD I/O to " + model.guestDisks() + " disk(s) per user, "
                        + needed + " for its " + model.users() + " user(s), and guestDevices gives it " + given
                        + "; add e.g. guestDevices: [ { name: " + w.name() + "-disk, type: ramac-1-3990-6, "
                        + "count: " + (needed - given) + ", channel: ..., workload: " + w.name() + " } ]",
                        List.of());
            }
            if (given > needed) {
                throw fail(nodeAt(root, "guestDevices", last), NodePath.ROOT.key("guestDevices").index(last),
                        "workload '" + w.name() + "' needs " + needed + " disk(s) of its own (" + model.users()
                                + " user(s), " + model.guestDisks() + " each) and guestDevices gives it " + given,
                        List.of());
            }
        }

        /** The node at a path of keys and indexes, or the deepest one found on the way. */
        private static Node nodeAt(MapNode root, Object... steps) {
            Node at = root;
            for (Object step : steps) {
                Node next = null;
                if (step instanceof String key && at instanceof MapNode map) {
                    next = map.get(key).orElse(null);
                } else if (step instanceof Integer index && at instanceof ListNode list && index < list.items().size()) {
                    next = list.items().get(index);
                }
                if (next == null) {
                    return at;
                }
                at = next;
            }
            return at;
        }

        // ---------------------------------------------------------------------------------------------- sections

        Storage storage(MapNode root) throws ScenarioException {
            NodePath at = NodePath.ROOT.key("storage");
            MapNode map = map(root, NodePath.ROOT, "storage", true);
            int mark = failures;
            checkKeys(map, at, names(STORAGE), "storage");
            Map<String, Object> v = fields(map, at, STORAGE);
            for (String key : List.of("real", "expanded")) {
                long bytes = v.containsKey(key) ? (Long) v.get(key) : 0;
                if (bytes % Storage.PAGE_BYTES != 0) {
                    // As written (16e6B), and what it is (15625KiB), when they differ.
                    String written = map.get(key).filter(n -> n instanceof Scalar).map(n -> ((Scalar) n).text().strip())
                            .orElse(Units.formatSize(bytes));
                    String size = Units.formatSize(bytes);
                    report(fail(map.get(key).orElse(map), at.key(key), "'" + written + "'"
                            + (written.equals(size) ? "" : " (" + size + ")") + " is not a "
                            + "whole number of 4 KiB frames; e.g. " + Units.formatSize(bytes / Storage.PAGE_BYTES
                            * Storage.PAGE_BYTES) + " or " + Units.formatSize((bytes / Storage.PAGE_BYTES + 1)
                            * Storage.PAGE_BYTES), List.of()));
                }
            }
            passed(mark); // what follows weighs the fields against each other
            long real = (Long) v.get("real");
            long taken = (Long) v.get("locked") + (Long) v.get("controlProgram") + (Long) v.get("minidiskCache");
            if (taken >= real) {
                // At the largest of the three the file gives (the one to shrink), in sizes, with the bound.
                String blamed = "real";
                long largest = -1;
                for (String key : List.of("locked", "controlProgram", "minidiskCache")) {
                    if (map.get(key).isPresent() && (Long) v.get(key) > largest) {
                        largest = (Long) v.get(key);
                        blamed = key;
                    }
                }
                long others = taken - (blamed.equals("real") ? 0 : largest);
                // Either side may be the mistake: a user who typed real 1MiB was told only to shrink controlProgram.
                String bound = "real must be more than " + Units.formatSize(taken) + (blamed.equals("real")
                        || real - others <= 0 ? "" : ", or " + blamed + " below " + Units.formatSize(real - others));
                throw fail(map.get(blamed).orElse(map), at.key(blamed), "locked " + Units.formatSize(
                        (Long) v.get("locked")) + ", controlProgram " + Units.formatSize((Long) v.get("controlProgram"))
                        + " and minidiskCache " + Units.formatSize((Long) v.get("minidiskCache")) + " leave no "
                        + "pageable storage of real " + Units.formatSize(real) + ": " + bound, List.of());
            }
            return construct(map, at, () -> new Storage((Long) v.get("real"), (Long) v.get("expanded"),
                    (Long) v.get("locked"), (Long) v.get("controlProgram"), (Long) v.get("minidiskCache")));
        }

        ControlProgram controlProgram(MapNode root) throws ScenarioException {
            NodePath at = NodePath.ROOT.key("controlProgram");
            MapNode map = orEmpty(map(root, NodePath.ROOT, "controlProgram", false), root);
            Map<String, Object> v = values(map, at, CONTROL_PROGRAM, "controlProgram");
            return construct(map, at, () -> new ControlProgram((Double) v.get("faultInstructions"),
                    (Double) v.get("startIoInstructions"), (Double) v.get("interruptInstructions"),
                    (Double) v.get("dispatchInstructions"), ((Long) v.get("freeListReserve")).intValue(),
                    ControlProgram.FlushListOrder.valueOf(((String) v.get("flushListOrder")).toUpperCase(Locale.ROOT)),
                    (Boolean) v.get("writeUnchangedPages"), ((Long) v.get("replenishBatch")).intValue(),
                    ControlProgram.PageSteal.valueOf(((String) v.get("pageSteal")).toUpperCase(Locale.ROOT)),
                    (Double) v.get("pageMoveInstructions"), ((Long) v.get("belowLineReserve")).intValue(),
                    (Double) v.get("expandedPageInstructions"), (Double) v.get("asyncFaultInstructions"),
                    new CcwTranslation((Boolean) v.get("fastCcwTranslation"), (Double) v.get("sschInstructionsFull"),
                            (Double) v.get("ccwInstructionsFull"), (Double) v.get("sschInstructionsFast"),
                            (Double) v.get("ccwInstructionsFast"), (Boolean) v.get("minidiskCache"),
                            (Double) v.get("minidiskCacheInstructions")),
                    (Boolean) v.get("chainReadsWithWrites"), (Boolean) v.get("reclaimFlushedPages")));
        }

        List<Channel> channels(MapNode root) throws ScenarioException {
            NodePath at = NodePath.ROOT.key("channels");
            ListNode list = nonEmptyList(root, NodePath.ROOT, "channels", "a list of channels, e.g. - name: chpid-1");
            List<Channel> channels = new ArrayList<>();
            Map<String, Node> seen = new HashMap<>();
            int mark = failures;
            for (int i = 0; i < list.items().size(); i++) {
                NodePath item = at.index(i);
                Node node = list.items().get(i);
                channels.add(part(() -> {
                    MapNode map = itemMap(node, item, "a channel, e.g. name: chpid-1");
                    checkKeys(map, item, List.of("name"), "a channel");
                    String name = (String) field(map, item, CHANNEL_NAME);
                    unique(seen, name, map.get("name").orElseThrow(), item.key("name"), "channel");
                    return new Channel(name);
                }));
            }
            passed(mark);
            return channels;
        }

        List<DeviceGroup> pagingDevices(MapNode root, List<Channel> channels) throws ScenarioException {
            NodePath at = NodePath.ROOT.key("pagingDevices");
            ListNode list = nonEmptyList(root, NodePath.ROOT, "pagingDevices",
                    "a list of paging devices, e.g. - type: ibm-3380");
            List<String> channelNames = channels == null ? null : channels.stream().map(Channel::name).toList();
            List<DeviceGroup> groups = new ArrayList<>();
            int mark = failures;
            for (int i = 0; i < list.items().size(); i++) {
                NodePath item = at.index(i);
                Node node = list.items().get(i);
                groups.add(part(() -> pagingDevice(node, item, channelNames)));
            }
            passed(mark);
            if (groups.stream().allMatch(g -> g.role() == DeviceRole.SWAP)) {
                throw fail(root.keyLine("pagingDevices"), root.keyColumn("pagingDevices"), at, "every paging device "
                        + "has role swap, so none takes page-outs: give at least one the role paging or both", List.of());
            }
            return groups;
        }

        /** One group of paging devices; its type with its parameters, count, channel and role checked each alone. */
        private DeviceGroup pagingDevice(Node node, NodePath item, List<String> channelNames)
                throws ScenarioException {
            MapNode map = itemMap(node, item, "a paging device with type, count, channel");
            int mark = failures;
            PluginSelection device = device(map, item, DEVICE_KEYS);
            Long count = part(() -> (Long) field(map, item, DEVICE_COUNT));
            String channel = part(() -> channel(map, item, channelNames));
            String role = part(() -> (String) field(map, item, DEVICE_ROLE));
            passed(mark);
            return construct(map, item, () -> new DeviceGroup(device, count.intValue(), channel,
                    DeviceRole.valueOf(role.toUpperCase(Locale.ROOT))));
        }

        /**
         * A group's device, its type and parameters checked and then the device made at load
         * ({@link #refusedParameters}); null when it has a problem (recorded).
         */
        private PluginSelection device(MapNode map, NodePath item, Set<String> hostKeys) {
            PluginSelection device = part(() -> plugin(map, item, PluginFamily.PAGING_DEVICE, hostKeys));
            return device != null && check(() -> refusedParameters(map, item, device)) ? device : null;
        }

        /**
         * A device whose factory refuses a combination of its values ({@link ParameterException}: a fast write
         * shorter than its own transfer) is reported at the parameter's line now, not when the run makes it; any other
         * failure of the plugin is the run's to report, with its blame.
         */
        private void refusedParameters(MapNode map, NodePath item, PluginSelection device) throws ScenarioException {
            try {
                var geometry = device.as(org.swapset.spi.hardware.PagingDeviceFactory.class)
                        .create(device.parameters()).geometry();
                if (geometry != null) { // none: the run reports the plugin
                    geometries.put(device, geometry); // kept for the heap estimate (checkLimits)
                }
            } catch (ParameterException e) {
                throw fail(map.get(e.parameter()).orElse(map), item.key(e.parameter()), e.getMessage(), List.of());
            } catch (RuntimeException | LinkageError e) {
                // reported by the run, which names the plugin
            }
        }

        /**
         * A device group's {@code channel}, which must be one of the declared channels; {@code channelNames} is null
         * when the channels have a problem, and then only the key is checked.
         */
        private String channel(MapNode map, NodePath item, List<String> channelNames) throws ScenarioException {
            if (map.get("channel").isEmpty()) {
                unlessMisspelt(item.key("channel"));
                throw missingKey(map, item.key("channel"), "channel", "the channel the device is on"
                        + (channelNames == null ? "" : "; declared channels: " + String.join(", ", channelNames)));
            }
            String channel = (String) field(map, item, DEVICE_CHANNEL);
            if (channelNames != null && !channelNames.contains(channel)) {
                throw fail(map.get("channel").orElseThrow(), item.key("channel"), "unknown channel '" + channel
                        + "'; declared channels: " + String.join(", ", channelNames),
                        DidYouMean.suggest(channel, channelNames));
            }
            return channel;
        }

        List<GuestDeviceGroup> guestDevices(MapNode root, List<Channel> channels, List<Workload> workloads)
                throws ScenarioException {
            NodePath at = NodePath.ROOT.key("guestDevices");
            ListNode list = list(root, NodePath.ROOT, "guestDevices", false,
                    "a list of guest disks, e.g. - { name: vol1, type: ramac-1-3990-6, channel: ch1, workload: w }");
            List<GuestDeviceGroup> groups = new ArrayList<>();
            if (list == null) {
                return groups;
            }
            List<String> channelNames = channels == null ? null : channels.stream().map(Channel::name).toList();
            List<String> workloadNames = workloads == null ? null : workloads.stream().map(Workload::name).toList();
            Map<String, Node> seen = new HashMap<>();
            int mark = failures;
            for (int i = 0; i < list.items().size(); i++) {
                NodePath item = at.index(i);
                Node node = list.items().get(i);
                groups.add(part(() -> guestDevice(node, item, seen, channelNames, workloadNames)));
            }
            passed(mark);
            return groups;
        }

        /**
         * One group of guest disks, each of its fields checked alone; a null list of channel or workload names
         * (those sections have a problem) leaves that reference unchecked.
         */
        private GuestDeviceGroup guestDevice(Node node, NodePath item, Map<String, Node> seen,
                                             List<String> channelNames, List<String> workloadNames)
                throws ScenarioException {
            MapNode map = itemMap(node, item, "a guest disk with name, type, channel and workload");
            int mark = failures;
            PluginSelection device = device(map, item, GUEST_DEVICE_KEYS);
            String name = part(() -> {
                String n = (String) field(map, item, GUEST_DEVICE_NAME);
                unique(seen, n, map.get("name").orElseThrow(), item.key("name"), "guest device");
                return n;
            });
            Long count = part(() -> (Long) field(map, item, DEVICE_COUNT));
            String channel = part(() -> channel(map, item, channelNames));
            String workload = part(() -> {
                String w = (String) field(map, item, GUEST_DEVICE_WORKLOAD);
                if (workloadNames != null && !workloadNames.contains(w)) {
                    throw fail(map.get("workload").orElseThrow(), item.key("workload"), "unknown workload '"
                            + w + "'; the workloads: " + String.join(", ", workloadNames),
                            DidYouMean.suggest(w, workloadNames));
                }
                return w;
            });
            String access = part(() -> (String) field(map, item, GUEST_DEVICE_ACCESS));
            passed(mark);
            return construct(map, item, () -> new GuestDeviceGroup(name, device, count.intValue(), channel,
                    workload, GuestDeviceGroup.Access.valueOf(access.toUpperCase(Locale.ROOT))));
        }

        Policies policies(MapNode root) throws ScenarioException {
            NodePath at = NodePath.ROOT.key("policies");
            MapNode map = orEmpty(map(root, NodePath.ROOT, "policies", false), root);
            List<PluginFamily> families = List.of(PluginFamily.REPLACEMENT_POLICY,
                    PluginFamily.PAGE_OUT_DEVICE_SELECTOR, PluginFamily.SLOT_ALLOCATOR, PluginFamily.SCHEDULER_POLICY,
                    PluginFamily.SWAP_POLICY);
            int mark = failures;
            checkKeys(map, at, families.stream().map(PluginFamily::key).toList(), "policies");
            PluginSelection replacement = part(() -> defaultedPolicy(map, at, PluginFamily.REPLACEMENT_POLICY,
                    DEFAULT_REPLACEMENT));
            if (replacement != null) {
                check(() -> refuseFutureKnowledge(map, at, replacement));
            }
            PluginSelection pageOut = part(() -> defaultedPolicy(map, at, PluginFamily.PAGE_OUT_DEVICE_SELECTOR,
                    DEFAULT_PAGE_OUT_DEVICE));
            PluginSelection slots = part(() -> defaultedPolicy(map, at, PluginFamily.SLOT_ALLOCATOR,
                    DEFAULT_SLOT_ALLOCATOR));
            Optional<PluginSelection> scheduler = part(() -> defaultedIfLoaded(map, at, PluginFamily.SCHEDULER_POLICY,
                    DEFAULT_SCHEDULER));
            Optional<PluginSelection> swap = part(() -> defaultedIfLoaded(map, at, PluginFamily.SWAP_POLICY,
                    DEFAULT_SWAP));
            // Each policy made at load when its selection is fine (madeAtLoad passes over a null one).
            check(() -> madeAtLoad(map, at, PluginFamily.PAGE_OUT_DEVICE_SELECTOR, pageOut));
            check(() -> madeAtLoad(map, at, PluginFamily.SLOT_ALLOCATOR, slots));
            check(() -> madeAtLoad(map, at, PluginFamily.SCHEDULER_POLICY, scheduler == null ? null
                    : scheduler.orElse(null)));
            check(() -> madeAtLoad(map, at, PluginFamily.SWAP_POLICY, swap == null ? null : swap.orElse(null)));
            passed(mark);
            return new Policies(replacement, pageOut, slots, scheduler, swap);
        }

        /**
         * The policy a selection makes, made now: a factory that refuses a combination of its values
         * ({@link ParameterException}: a Q1 slice longer than the Q2 slice) is reported at the parameter's line, not
         * when the run makes it. Null when there is no selection or the plugin fails otherwise: the run reports that,
         * naming the plugin.
         */
        private Object madeAtLoad(MapNode policies, NodePath at, PluginFamily family, PluginSelection selection)
                throws ScenarioException {
            if (selection == null) {
                return null;
            }
            try {
                return switch (family) {
                    // The two-argument create, as a run calls it (a throwaway stream: only the policy is looked at).
                    case REPLACEMENT_POLICY -> selection.as(org.swapset.spi.policy.ReplacementPolicyFactory.class)
                            .create(selection.parameters(), new org.swapset.spi.RandomStream(0));
                    case PAGE_OUT_DEVICE_SELECTOR -> selection.as(
                            org.swapset.spi.policy.PageOutDeviceSelectorFactory.class).create(selection.parameters());
                    case SLOT_ALLOCATOR -> selection.as(org.swapset.spi.policy.SlotAllocatorFactory.class)
                            .create(selection.parameters());
                    case SCHEDULER_POLICY -> selection.as(org.swapset.spi.policy.SchedulerPolicyFactory.class)
                            .create(selection.parameters());
                    case SWAP_POLICY -> selection.as(org.swapset.spi.policy.SwapPolicyFactory.class)
                            .create(selection.parameters());
                    default -> null;
                };
            } catch (ParameterException e) {
                Node section = policies.get(family.key()).orElse(policies);
                Node node = section instanceof MapNode m ? m.get(e.parameter()).orElse(section) : section;
                throw fail(node, at.key(family.key()).key(e.parameter()), e.getMessage(), List.of());
            } catch (RuntimeException | LinkageError e) {
                return null;
            }
        }

        /** A replacement policy that needs the future (OPT) replays traces but cannot drive a simulation. */
        private void refuseFutureKnowledge(MapNode policies, NodePath at, PluginSelection replacement)
                throws ScenarioException {
            if (madeAtLoad(policies, at, PluginFamily.REPLACEMENT_POLICY, replacement)
                    instanceof org.swapset.spi.policy.ReplacementPolicy policy && needsFuture(policy)) {
                NodePath type = at.key(PluginFamily.REPLACEMENT_POLICY.key()).key("type");
                Node node = policies.get(PluginFamily.REPLACEMENT_POLICY.key()).map(n -> n instanceof MapNode m
                        ? m.get("type").orElse(n) : n).orElse(policies);
                throw fail(node, type, "replacement policy '" + replacement.id() + "' needs future knowledge: it can "
                        + "replay a trace (swapset trace) but not drive a simulation; valid here: "
                        + String.join(", ", registry.ids(PluginFamily.REPLACEMENT_POLICY).stream()
                        .filter(id -> !id.equals(replacement.id())).toList()), List.of());
            }
        }

        private static boolean needsFuture(org.swapset.spi.policy.ReplacementPolicy policy) {
            return policy.capabilities() != null
                    && policy.capabilities().contains(org.swapset.spi.policy.Capability.FUTURE_KNOWLEDGE);
        }

        private PluginSelection defaultedPolicy(MapNode policies, NodePath at, PluginFamily family, String dflt)
                throws ScenarioException {
            Optional<PluginSelection> named = optionalPolicy(policies, at, family);
            if (named.isPresent()) {
                return named.get();
            }
            NodePath path = at.key(family.key());
            PluginFactory factory = registry.find(family, dflt).orElseThrow(() -> fail(policies, path,
                    "a " + family.label() + " is required (the default '" + dflt + "' is not loaded); valid: "
                            + String.join(", ", registry.ids(family)), List.of()));
            return selection(factory, new MapNode(policies.line(), policies.column()), path, Set.of());
        }

        /** The named policy, else the default when it is loaded, else none. */
        private Optional<PluginSelection> defaultedIfLoaded(MapNode policies, NodePath at, PluginFamily family,
                                                            String dflt) throws ScenarioException {
            Optional<PluginSelection> named = optionalPolicy(policies, at, family);
            if (named.isPresent() || registry.find(family, dflt).isEmpty()) {
                return named;
            }
            return Optional.of(defaultedPolicy(policies, at, family, dflt));
        }

        private Optional<PluginSelection> optionalPolicy(MapNode policies, NodePath at, PluginFamily family)
                throws ScenarioException {
            MapNode map = map(policies, at, family.key(), false);
            return map == null ? Optional.empty() : Optional.of(plugin(map, at.key(family.key()), family, Set.of()));
        }

        List<Workload> workloads(MapNode root) throws ScenarioException {
            NodePath at = NodePath.ROOT.key("workloads");
            ListNode list = nonEmptyList(root, NodePath.ROOT, "workloads", "a list of workloads, e.g. - type: cms-interactive");
            List<PluginSelection> models = new ArrayList<>();
            List<String> names = new ArrayList<>();
            Map<String, Node> taken = new HashMap<>();
            int mark = failures;
            for (int i = 0; i < list.items().size(); i++) {
                NodePath item = at.index(i);
                Node node = list.items().get(i);
                MapNode map = part(() -> itemMap(node, item, "a workload with type and name"));
                if (map == null) {
                    continue;
                }
                models.add(part(() -> plugin(map, item, PluginFamily.WORKLOAD, WORKLOAD_KEYS)));
                Optional<Object> name = part(() -> {
                    Optional<Object> n = optionalField(map, item, WORKLOAD_NAME);
                    if (n.isPresent()) {
                        unique(taken, (String) n.get(), map.get("name").orElseThrow(), item.key("name"), "workload");
                    }
                    return n;
                });
                names.add(name == null ? null : (String) name.orElse(null));
            }
            passed(mark);
            List<String> types = models.stream().map(PluginSelection::id).toList();
            List<String> effective = workloadNames(names, types);
            List<Workload> workloads = new ArrayList<>();
            for (int i = 0; i < models.size(); i++) {
                workloads.add(new Workload(effective.get(i), models.get(i)));
            }
            return workloads;
        }

        RunControl run(MapNode root) throws ScenarioException {
            NodePath at = NodePath.ROOT.key("run");
            MapNode map = orEmpty(map(root, NodePath.ROOT, "run", false), root);
            Map<String, Object> v = values(map, at, RUN, "run");
            return construct(map, at, () -> new RunControl((Long) v.get("seed"), (Double) v.get("warmUp"),
                    (Double) v.get("duration"), ((Long) v.get("replications")).intValue()));
        }

        Optional<Published> published(MapNode root) throws ScenarioException {
            NodePath at = NodePath.ROOT.key("published");
            MapNode map = map(root, NodePath.ROOT, "published", false);
            if (map == null) {
                return Optional.empty();
            }
            int mark = failures;
            checkKeys(map, at, List.of("source", "tolerance", "figures"), "published");
            String source = part(() -> (String) field(map, at, PUBLISHED_SOURCE));
            Double tolerance = part(() -> (Double) field(map, at, PUBLISHED_TOLERANCE));
            List<PublishedFigure> figures = new ArrayList<>();
            ListNode list = part(() -> list(map, at, "figures", false,
                    "a list of figures, e.g. - metric: q1Response.mean"));
            for (int i = 0; list != null && i < list.items().size(); i++) {
                NodePath item = at.key("figures").index(i);
                Node node = list.items().get(i);
                figures.add(part(() -> figure(node, item)));
            }
            passed(mark);
            return Optional.of(construct(map, at, () -> new Published(source, tolerance, figures)));
        }

        private PublishedFigure figure(Node node, NodePath item) throws ScenarioException {
            MapNode figure = itemMap(node, item, "a figure with metric and value");
            int mark = failures;
            Optional<Node> value = figure.get("value");
            if (value.isPresent() && value.get() instanceof Scalar scalar && scalar.text().strip().endsWith("%")) {
                // Elsewhere '%' makes a fraction (15% = 0.15); a figure is in its metric's unit, and the
                // percentages the metrics report run 0-100, so 14% would be read as 0.14 against 14.
                String number = scalar.text().strip();
                report(fail(value.get(), item.key("value"), "a published value is in its metric's own unit, "
                        + "without '%': for a metric in % write " + number.substring(0, number.length() - 1).strip()
                        + ", not " + number, List.of()));
            } else if (value.isPresent() && value.get() instanceof Scalar scalar && !isDecimal(scalar.text())) {
                // Not "e.g. 0.25 or 15%", as for other decimals: a figure takes no '%'.
                throw fail(value.get(), item.key("value"), "'" + scalar.text().strip() + "' is not a number; a "
                        + "published value is a number in its metric's own unit, e.g. 12.5 for a rate a second or "
                        + "80 for a metric in %", List.of());
            }
            Map<String, Object> v = values(figure, item, FIGURE, "a published figure");
            passed(mark);
            return new PublishedFigure((String) v.get("metric"), (Double) v.get("value"),
                    (Double) v.getOrDefault("tolerance", Double.NaN), (String) v.get("label"));
        }

        private static boolean isDecimal(String text) {
            try {
                Units.parseDecimal(text);
                return true;
            } catch (IllegalArgumentException e) {
                return false;
            }
        }

        // ------------------------------------------------------------------------------------------------ plugins

        /** A {@code type:} reference with its parameters; {@code hostKeys} are keys the section itself uses. */
        PluginSelection plugin(MapNode map, NodePath at, PluginFamily family, Set<String> hostKeys)
                throws ScenarioException {
            List<String> ids = registry.ids(family);
            if (map.get("type").isEmpty()) {
                String problem = "missing 'type': the id of a " + family.label() + "; valid: "
                        + String.join(", ", offered(family, ids));
                // A key beside it that looks like it misspelt (tpye): the problem is reported there, asking.
                List<String> near = DidYouMean.suggest("type", map.keys());
                throw near.isEmpty() ? fail(map, at.key("type"), problem, List.of())
                        : fail(map.keyLine(near.get(0)), map.keyColumn(near.get(0)), at.key("type"),
                                problem + "; is '" + near.get(0) + "' meant to be 'type'?", List.of());
            }
            Node typeNode = map.get("type").orElseThrow();
            String id = scalarText(typeNode, at.key("type"), "the id of a " + family.label());
            int refused = registry.failures().size();
            // The jars refused for claiming this very id, named: the likeliest reason it is missing.
            List<String> claimants = registry.failures().stream()
                    .filter(f -> f.reason().contains(family.label() + " id '" + id + "'"))
                    .map(f -> java.nio.file.Path.of(f.source()).getFileName().toString()).distinct().toList();
            List<String> valid = registry.find(family, id).isPresent() ? ids : offered(family, ids);
            PluginFactory factory = registry.find(family, id).orElseThrow(() -> fail(typeNode, at.key("type"),
                    "unknown " + family.label() + " '" + id + "'; valid: " + String.join(", ", valid)
                            + (!claimants.isEmpty() ? " (" + String.join(" and ", claimants) + " claim it and were "
                            + "refused at load: see " + pluginsCommand() + ")"
                            : refused == 0 ? "" : " (" + refused + (refused == 1 ? " plugin was" : " plugins were")
                            + " refused at load, from " + refusedJars() + ": see " + pluginsCommand() + ")"),
                    DidYouMean.suggest(id, valid)));
            return selection(factory, map, at, hostKeys);
        }

        /** The jars refused at load, named ("a.jar, b.jar and c.jar"; at most three, and how many more). */
        private String refusedJars() {
            List<String> jars = registry.failures().stream()
                    .map(f -> f.source().equals(org.swapset.core.plugin.PluginHost.CLASS_PATH) ? f.source()
                            : String.valueOf(java.nio.file.Path.of(f.source()).getFileName())).distinct().toList();
            List<String> named = jars.size() <= 3 ? jars : jars.subList(0, 3);
            return jars.size() <= 3 ? Units.listed(named)
                    : String.join(", ", named) + " and " + (jars.size() - 3) + " more";
        }

        /**
         * The command that lists why plugins were refused: {@code ./swapset plugins}, with the folder they were
         * refused from when it is one folder (the command's default folder may not be the one this run was given).
         */
        private String pluginsCommand() {
            // A jar's folder; a failure of the folder itself (it could not be listed) is of that folder; the class
            // path is no folder to name.
            List<java.nio.file.Path> folders = registry.failures().stream()
                    .filter(f -> !f.source().equals(org.swapset.core.plugin.PluginHost.CLASS_PATH))
                    .map(f -> java.nio.file.Path.of(f.source()).toAbsolutePath())
                    .map(p -> java.nio.file.Files.isDirectory(p) ? p : p.getParent())
                    .filter(java.util.Objects::nonNull).distinct().toList();
            return "./swapset plugins" + (folders.size() == 1 ? " --plugins " + folders.get(0) : "");
        }

        /**
         * The ids a scenario may name: a replacement policy that needs the future (OPT) is refused in a scenario, so
         * not offered either.
         */
        private List<String> offered(PluginFamily family, List<String> ids) {
            return family != PluginFamily.REPLACEMENT_POLICY ? ids : ids.stream().filter(i -> !needsFuture(i)).toList();
        }

        /** Whether a replacement policy, made with its defaults, needs future knowledge; false when it cannot say. */
        private boolean needsFuture(String id) {
            try {
                PluginFactory f = registry.find(PluginFamily.REPLACEMENT_POLICY, id).orElseThrow();
                // A binder of its own: what it finds is not a problem of this scenario.
                PluginSelection defaults = new Binder(source, registry).selection(f, new MapNode(0, 0),
                        NodePath.ROOT.key("policies").key(PluginFamily.REPLACEMENT_POLICY.key()), Set.of());
                org.swapset.spi.policy.ReplacementPolicy p = defaults.as(
                        org.swapset.spi.policy.ReplacementPolicyFactory.class).create(defaults.parameters(),
                        new org.swapset.spi.RandomStream(0));
                return p != null && needsFuture(p);
            } catch (ScenarioException | RuntimeException | LinkageError e) {
                return false; // a required parameter without a default, or a plugin that fails: cannot say
            }
        }

        PluginSelection selection(PluginFactory factory, MapNode map, NodePath at, Set<String> hostKeys)
                throws ScenarioException {
            Map<String, ParameterDescriptor> byName = new LinkedHashMap<>();
            for (ParameterDescriptor d : factory.parameters()) {
                byName.put(d.name(), d);
            }
            int mark = failures;
            keysChecked.add(map);
            for (String key : map.keys()) {
                if (!key.equals("type") && !hostKeys.contains(key) && !byName.containsKey(key)) {
                    List<String> valid = new ArrayList<>(byName.keySet());
                    valid.addAll(hostKeys);
                    unknownKey(map, at, key, "unknown parameter '" + key + "' of " + factory.family().label() + " '"
                            + factory.id() + "'; its parameters: "
                            + (byName.isEmpty() ? "(none)" : String.join(", ", byName.keySet()))
                            + (hostKeys.isEmpty() ? "" : "; also: " + String.join(", ", hostKeys.stream().sorted()
                            .toList())), DidYouMean.suggest(key, valid));
                }
            }
            Map<String, Object> values = fields(map, at, List.copyOf(byName.values()));
            passed(mark);
            Map<String, String> written = new LinkedHashMap<>();
            for (String name : byName.keySet()) {
                map.get(name).ifPresent(n -> written.put(name, ((Scalar) n).text()));
            }
            return new PluginSelection(factory, new ParameterValues(at.toString(), byName, values, written));
        }

        // ------------------------------------------------------------------------------------------------- fields

        /**
         * The values of these fields in a map, in canonical form; optional fields without a default are absent. Each
         * field is checked on its own: a bad one is reported (the caller's part has failed) and absent here.
         */
        Map<String, Object> fields(MapNode map, NodePath at, List<ParameterDescriptor> descriptors) {
            Map<String, Object> values = new LinkedHashMap<>();
            for (ParameterDescriptor d : descriptors) {
                Optional<Object> v = part(() -> {
                    Optional<Object> given = optionalField(map, at, d);
                    if (given.isEmpty() && d.required() && d != FIGURE_TOLERANCE) {
                        throw missing(map, at, d);
                    }
                    return given;
                });
                if (v != null) {
                    v.ifPresent(value -> values.put(d.name(), value));
                }
            }
            return values;
        }

        /** A fixed map's keys and fields, each checked on its own; its part fails when any is wrong. */
        private Map<String, Object> values(MapNode map, NodePath at, List<ParameterDescriptor> descriptors,
                                           String what) {
            int mark = failures;
            checkKeys(map, at, names(descriptors), what);
            Map<String, Object> values = fields(map, at, descriptors);
            passed(mark);
            return values;
        }

        Object field(MapNode map, NodePath at, ParameterDescriptor d) throws ScenarioException {
            Optional<Object> v = optionalField(map, at, d);
            if (v.isEmpty()) {
                throw missing(map, at, d);
            }
            return v.get();
        }

        private ScenarioException missing(MapNode map, NodePath at, ParameterDescriptor d) {
            unlessMisspelt(at.key(d.name()));
            return missingKey(map, at.key(d.name()), d.name(), "expected " + expected(d));
        }

        /**
         * A required key missing from {@code map}. Where the map's keys could not be checked (a device of an unknown
         * type, whose own parameters are not known) a key beside it may look like it misspelt: then the problem is
         * reported at that key, asking ({@code is 'chanel' meant to be 'channel'?}); else at the map. Where they were
         * checked, a key present is valid (an optional {@code ratio} beside a missing {@code rate}) or already
         * reported as unknown, so none is taken for the missing one.
         */
        private ScenarioException missingKey(MapNode map, NodePath path, String name, String what) {
            // Where the keys were checked, a key present is valid or already reported: none is taken for this one.
            List<String> near = keysChecked.contains(map) ? List.of()
                    : DidYouMean.suggest(name, map.keys().stream().filter(k -> !k.equals(name)).toList());
            String problem = "missing required key '" + name + "': " + what;
            if (near.isEmpty()) {
                return fail(map, path, problem, List.of());
            }
            String key = near.get(0);
            return fail(map.keyLine(key), map.keyColumn(key), path, problem + "; is '" + key + "' meant to be '"
                    + name + "'?", List.of());
        }

        /** The value given, else the default, else empty. */
        Optional<Object> optionalField(MapNode map, NodePath at, ParameterDescriptor d) throws ScenarioException {
            Optional<Node> node = map.get(d.name());
            if (node.isEmpty()) {
                if (d.defaultValue() == null) {
                    return Optional.empty();
                }
                try {
                    return Optional.of(Units.parse(d.type(), d.defaultValue()));
                } catch (IllegalArgumentException e) {
                    throw fail(map, at.key(d.name()), "the default of '" + d.name() + "' is invalid: "
                            + e.getMessage(), List.of());
                }
            }
            return Optional.of(value(node.get(), at.key(d.name()), d));
        }

        /** A written value parsed per its type, checked against the choices and the range. */
        Object value(Node node, NodePath at, ParameterDescriptor d) throws ScenarioException {
            String text = scalarText(node, at, expected(d));
            if (d.type() == ParameterType.DECIMAL && !d.unit().isEmpty() && text.strip().endsWith("%")) {
                // '%' makes a fraction of a plain number (15% = 0.15); on a number with a unit it read 500% MIPS
                // as 5 and 250% instructions as 2.5, unseen.
                String number = text.strip().substring(0, text.strip().length() - 1).strip();
                throw fail(node, at, "'" + text.strip() + "': " + d.name() + " is in " + d.unit() + ", which takes "
                        + "no '%'; write the number of " + d.unit() + " itself" + (d.defaultValue() == null ? ""
                        : " (its default: " + Units.formatNumber(Double.parseDouble(d.defaultValue())) + ")"),
                        List.of());
            }
            Object value;
            try {
                value = Units.parse(d.type(), text);
            } catch (IllegalArgumentException e) {
                String message = e.getMessage();
                if (d.type() == ParameterType.INTEGER && (!Double.isNaN(d.min()) || !Double.isNaN(d.max()))) {
                    // Say which whole numbers would do, as the range check does, not an example of one.
                    message = message.replace("; expected e.g. 8", "").replaceFirst(" \\(at most \\d+\\)$", "")
                            + "; " + d.name() + " is a whole number " + range(d, false);
                    // "120 users": the number with the field's own unit after it (or the unit's singular).
                    java.util.regex.Matcher withUnit = java.util.regex.Pattern.compile("\\s*\\+?(\\d+)\\s*(\\S+)\\s*")
                            .matcher(text);
                    if (withUnit.matches() && !d.unit().isEmpty() && (withUnit.group(2).equalsIgnoreCase(d.unit())
                            || withUnit.group(2).equalsIgnoreCase(singular(d.unit())))) {
                        message += " (write " + withUnit.group(1) + ": the unit, " + d.unit() + ", is the field's own)";
                    }
                }
                throw fail(node, at, message, List.of());
            }
            if (d.type() == ParameterType.CHOICE && !d.choices().contains(text)) {
                throw fail(node, at, "'" + text + "' is not one of " + String.join(", ", d.choices()),
                        DidYouMean.suggest(text, d.choices()));
            }
            if (value instanceof Number number) {
                checkRange(node, at, d, number.doubleValue());
            }
            return value;
        }

        private void checkRange(Node node, NodePath at, ParameterDescriptor d, double v) throws ScenarioException {
            boolean low = !Double.isNaN(d.min()) && v < d.min();
            boolean high = !Double.isNaN(d.max()) && v > d.max();
            if (!low && !high) {
                return;
            }
            // A fraction written as a percentage (150%) is told its range in percent, as it was written.
            boolean percent = ((Scalar) node).text().strip().endsWith("%");
            throw fail(node, at, "'" + ((Scalar) node).text() + "' is out of range: " + d.name() + " must be "
                    + range(d, percent), List.of());
        }

        /** "between A and B", "at least A" or "at most B", as the descriptor's range allows. */
        private String range(ParameterDescriptor d, boolean percent) {
            if (!Double.isNaN(d.min()) && !Double.isNaN(d.max())) {
                return "between " + bound(d, d.min(), percent) + " and " + bound(d, d.max(), percent);
            }
            return Double.isNaN(d.max()) ? "at least " + bound(d, d.min(), percent)
                    : "at most " + bound(d, d.max(), percent);
        }

        private String bound(ParameterDescriptor d, double value, boolean percent) {
            if (percent && d.type() == ParameterType.DECIMAL && d.unit().isEmpty()) {
                return Units.formatNumber(new java.math.BigDecimal(Double.toString(value)).movePointRight(2)
                        .doubleValue()) + "%"; // 0.07 as 7%, not 7.000000000000001%
            }
            return bound(d, value);
        }

        private String bound(ParameterDescriptor d, double value) {
            String written = Units.formatBound(d.type(), value);
            boolean number = d.type() != ParameterType.DURATION && d.type() != ParameterType.SIZE;
            return !number || d.unit().isEmpty() ? written : written + " " + (value == 1 ? singular(d.unit())
                    : d.unit());
        }

        /** One of a counted unit: "users" as "user", "start-I/Os" as "start-I/O"; a rate or a measure as it is. */
        private static String singular(String unit) {
            boolean plural = unit.length() > 2 && unit.endsWith("s") && !unit.endsWith("ss") && !unit.contains("/s")
                    && Character.isLetter(unit.charAt(unit.length() - 2));
            return plural ? unit.substring(0, unit.length() - 1) : unit;
        }

        // ---------------------------------------------------------------------------------------------- structure

        /** The map under a key; null when absent and not required. */
        MapNode map(MapNode parent, NodePath at, String key, boolean required) throws ScenarioException {
            Optional<Node> node = parent.get(key);
            if (node.isEmpty()) {
                if (required) {
                    unlessMisspelt(at.key(key));
                    throw fail(parent, at.key(key), "missing required section '" + key + "'", List.of());
                }
                unlessMisspelt(at.key(key)); // absent as misspelt: checks that use it would report its absence
                return null;
            }
            if (!(node.get() instanceof MapNode map)) {
                // A plugin section given just its id (processor: ibm-3081d): say how to write it.
                boolean id = node.get() instanceof ScenarioDocument.Scalar sc && !sc.text().isBlank()
                        && PLUGIN_SECTIONS.contains(key);
                throw fail(node.get(), at.key(key), "expected a map of keys, found "
                        + ScenarioDocument.describe(node.get()) + (id ? "; write " + key + ": { type: "
                        + ((ScenarioDocument.Scalar) node.get()).text() + " }" : ""), List.of());
            }
            return map;
        }

        ListNode list(MapNode parent, NodePath at, String key, boolean required, String expected)
                throws ScenarioException {
            Optional<Node> node = parent.get(key);
            if (node.isEmpty()) {
                if (required) {
                    unlessMisspelt(at.key(key));
                    throw fail(parent, at.key(key), "missing required section '" + key + "': expected " + expected,
                            List.of());
                }
                unlessMisspelt(at.key(key)); // absent as misspelt: checks that use it would report its absence
                return null;
            }
            if (!(node.get() instanceof ListNode list)) {
                throw fail(node.get(), at.key(key), "expected " + expected + ", found "
                        + ScenarioDocument.describe(node.get()), List.of());
            }
            return list;
        }

        private ListNode nonEmptyList(MapNode parent, NodePath at, String key, String expected)
                throws ScenarioException {
            ListNode list = list(parent, at, key, true, expected);
            if (list.items().isEmpty()) {
                throw fail(list, at.key(key), "the list is empty; expected " + expected, List.of());
            }
            return list;
        }

        private MapNode itemMap(Node item, NodePath at, String expected) throws ScenarioException {
            if (!(item instanceof MapNode map)) {
                throw fail(item, at, "expected " + expected + ", found " + ScenarioDocument.describe(item),
                        List.of());
            }
            return map;
        }

        private static MapNode orEmpty(MapNode map, MapNode parent) {
            return map != null ? map : new MapNode(parent.line(), parent.column());
        }

        private String scalarText(Node node, NodePath at, String expected) throws ScenarioException {
            // "key:" with nothing after it reads as an empty string in YAML: it is a forgotten value, not text.
            if (!(node instanceof Scalar scalar) || scalar.kind() == ScalarKind.NULL || scalar.text().isBlank()) {
                throw fail(node, at, "expected " + expected + ", found " + ScenarioDocument.describe(node),
                        List.of());
            }
            return scalar.text();
        }

        private static List<String> names(List<ParameterDescriptor> descriptors) {
            return descriptors.stream().map(ParameterDescriptor::name).toList();
        }

        /** Reports each key of the map that is not valid (the caller's part has failed). */
        private void checkKeys(MapNode map, NodePath at, List<String> valid, String what) {
            keysChecked.add(map);
            for (String key : map.keys()) {
                if (!valid.contains(key)) {
                    unknownKey(map, at, key, "unknown key '" + key + "' in " + what + "; valid: "
                            + String.join(", ", valid), DidYouMean.suggest(key, valid));
                }
            }
        }

        private void unique(Map<String, Node> seen, String name, Node node, NodePath at, String what)
                throws ScenarioException {
            Node first = seen.putIfAbsent(name, node);
            if (first != null) {
                throw fail(node, at, "duplicate " + what + " name '" + name + "' (first at line " + first.line()
                        + "); names must be unique", List.of());
            }
        }

        private static String expected(ParameterDescriptor d) {
            return switch (d.type()) {
                case INTEGER -> "a whole number" + unitSuffix(d);
                case DECIMAL -> "a number" + unitSuffix(d);
                case BOOLEAN -> "true or false";
                case DURATION -> "a duration with a unit (" + Units.DURATION_UNITS + "), e.g. 15s";
                case SIZE -> "a size with a unit (" + Units.SIZE_UNITS + "), e.g. 16MiB";
                case CHOICE -> "one of " + String.join(", ", d.choices());
                case STRING -> "text";
            };
        }

        private static String unitSuffix(ParameterDescriptor d) {
            return d.unit().isEmpty() ? "" : " (" + d.unit() + ")";
        }

        // ------------------------------------------------------------------------------------------------- errors

        /** Builds a record, turning the check in its compact constructor into an error at this node. */
        private <T> T construct(Node node, NodePath at, Supplier<T> constructor) throws ScenarioException {
            try {
                return constructor.get();
            } catch (IllegalArgumentException e) {
                throw fail(node, at, e.getMessage(), List.of());
            }
        }

        private ScenarioException fail(Node node, NodePath at, String problem, List<String> suggestions) {
            return fail(node.line(), node.column(), at, problem, suggestions);
        }

        private ScenarioException fail(int line, int column, NodePath at, String problem, List<String> suggestions) {
            return new ScenarioException(source, line, column, at.toString(), problem, suggestions);
        }
    }
}
