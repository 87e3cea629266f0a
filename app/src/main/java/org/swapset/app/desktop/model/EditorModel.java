package org.swapset.app.desktop.model;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.BiFunction;
import javafx.beans.property.ReadOnlyIntegerProperty;
import javafx.beans.property.ReadOnlyIntegerWrapper;
import javafx.beans.property.ReadOnlyObjectProperty;
import javafx.beans.property.ReadOnlyObjectWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioDocument;
import org.swapset.core.scenario.ScenarioDocument.ListNode;
import org.swapset.core.scenario.ScenarioDocument.MapNode;
import org.swapset.core.scenario.ScenarioDocument.Node;
import org.swapset.core.scenario.ScenarioDocument.Scalar;
import org.swapset.core.scenario.ScenarioException;
import org.swapset.core.scenario.ScenarioLoader;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.PluginFamily;

/**
 * The view model of the configuration form for one scenario document. The form is generated: the fixed sections
 * from the loader's own descriptors ({@link ScenarioLoader#sectionParameters}), each plugin section from the
 * descriptors of the plugin chosen, and every plugin chooser from the ids actually loaded in the registry.
 *
 * <p>Every edit is written into the {@link ScenarioDocument} and the whole document is checked again with
 * {@link ScenarioLoader#bind}: there is no validation rule here. When the loader refuses the document, each of its
 * problems is put on the field (or section) at the path it names, so every bad value is marked in place with exactly
 * the words {@code swapset run} would print.
 */
public final class EditorModel {

    private static final List<PluginFamily> POLICY_FAMILIES = List.of(PluginFamily.REPLACEMENT_POLICY,
            PluginFamily.PAGE_OUT_DEVICE_SELECTOR, PluginFamily.SLOT_ALLOCATOR, PluginFamily.SCHEDULER_POLICY,
            PluginFamily.SWAP_POLICY);
    private static final Map<PluginFamily, String> POLICY_DEFAULTS = Map.of(
            PluginFamily.REPLACEMENT_POLICY, ScenarioLoader.DEFAULT_REPLACEMENT,
            PluginFamily.PAGE_OUT_DEVICE_SELECTOR, ScenarioLoader.DEFAULT_PAGE_OUT_DEVICE,
            PluginFamily.SLOT_ALLOCATOR, ScenarioLoader.DEFAULT_SLOT_ALLOCATOR,
            PluginFamily.SCHEDULER_POLICY, ScenarioLoader.DEFAULT_SCHEDULER,
            PluginFamily.SWAP_POLICY, ScenarioLoader.DEFAULT_SWAP);

    /** The device type a new group of guest disks starts as: the Linux scenarios' DEDICATEd RAMAC-1 volumes. */
    static final String GUEST_DISK_TYPE = "ramac-1-3990-6";
    private static final String FIGURES = "published.figures";

    private final ScenarioDocument document;
    private final PluginRegistry registry;
    private final ObservableList<Section> sections = FXCollections.observableArrayList();
    private final Map<String, FieldModel> byPath = new HashMap<>();
    /** For a plugin parameter's field: the path of its section's {@code type} and the id in effect there. */
    private final Map<FieldModel, String[]> pluginOf = new HashMap<>();
    private final ReadOnlyObjectWrapper<Scenario> scenario = new ReadOnlyObjectWrapper<>(this, "scenario");
    private final ReadOnlyStringWrapper problem = new ReadOnlyStringWrapper(this, "problem", "");
    private final ReadOnlyIntegerWrapper edits = new ReadOnlyIntegerWrapper(this, "edits", 0);
    /**
     * What the form wrote only to give a field's value a home: a section the document did not have
     * ({@code controlProgram}, {@code policies.scheduler}) and a policy's default type named for its parameter.
     * Emptied again when that value is cleared, they go, so a value set and then cleared leaves the file as it was.
     */
    private final Set<String> homes = new java.util.HashSet<>();
    /**
     * The document as it was opened or last saved: a value it writes over lines (a folded {@code description: >})
     * ends in a line break that a field does not show, so the same words typed back take that value again, and the
     * file is saved as it was.
     */
    private ScenarioDocument savedDocument;

    public EditorModel(ScenarioDocument document, PluginRegistry registry) {
        this.document = document;
        this.registry = registry;
        this.savedDocument = document.copy(document.source());
        rebuild();
    }

    /** The document being edited; it is what is saved and run. */
    public ScenarioDocument document() {
        return document;
    }

    public PluginRegistry registry() {
        return registry;
    }

    /** The form's sections; replaced whole when the structure changes (a plugin type, an added device). */
    public ObservableList<Section> sections() {
        return sections;
    }

    /** The field at a scenario path, if the form has one. */
    public Optional<FieldModel> field(String path) {
        return Optional.ofNullable(byPath.get(path));
    }

    /** The scenario as the loader checked it, or null while the document has a problem. */
    public ReadOnlyObjectProperty<Scenario> scenarioProperty() {
        return scenario.getReadOnlyProperty();
    }

    public Scenario getScenario() {
        return scenario.get();
    }

    /** The loader's whole message about the document, a line per problem; empty when it is valid. */
    public ReadOnlyStringProperty problemProperty() {
        return problem.getReadOnlyProperty();
    }

    /** Counts the edits made, so a workspace can tell that the document changed. */
    public ReadOnlyIntegerProperty editsProperty() {
        return edits.getReadOnlyProperty();
    }

    /** The scenario's name as the document has it (even while another field is invalid). */
    public String name() {
        return document.get("name").orElse("");
    }

    // ------------------------------------------------------------------------------------------------- editing

    private void edited(FieldModel field) {
        String text = field.getText() == null ? "" : field.getText().strip();
        if (field.kind() == FieldModel.Kind.PLUGIN) {
            changeType(field.path(), field.family(), text);
            return;
        }
        String[] plugin = pluginOf.get(field);
        if (text.isEmpty()) {
            document.remove(field.path());
            removeEmptyHomes(field.path());
            changed(false);
            return;
        }
        notePathsMissing(field.path());
        if (plugin != null && document.get(plugin[0]).isEmpty()) {
            // A parameter of a policy left to its default: name the default so the parameter has a home.
            homes.add(plugin[0]);
            document.set(plugin[0], plugin[1]);
        }
        document.set(field.path(), savedDocument.get(field.path())
                .filter(v -> !v.equals(text) && v.strip().equals(text)).orElse(text));
        changed(false);
    }

    /** After a save: the document as saved is the one a value typed back is compared with. */
    void saved() {
        savedDocument = document.copy(document.source());
    }

    /** Notes the maps on the way to {@code path} that the document does not have: setting it makes them. */
    private void notePathsMissing(String path) {
        for (int dot = path.indexOf('.'); dot >= 0; dot = path.indexOf('.', dot + 1)) {
            String map = path.substring(0, dot);
            if (document.node(map).isEmpty()) {
                homes.add(map);
            }
        }
    }

    /**
     * After the value at {@code path} is removed: the maps around it that the form made for a value, and a default
     * type it named, go when nothing else is left in them.
     */
    private void removeEmptyHomes(String path) {
        for (int dot = path.lastIndexOf('.'); dot >= 0; dot = path.lastIndexOf('.', dot - 1)) {
            String map = path.substring(0, dot);
            Optional<Node> node = document.node(map);
            if (!(node.isPresent() && node.get() instanceof MapNode m)) {
                return;
            }
            if (m.keys().equals(Set.of("type")) && homes.remove(map + ".type")) {
                document.remove(map + ".type");
            }
            if (!m.keys().isEmpty() || !homes.remove(map)) {
                return;
            }
            document.remove(map);
        }
    }

    private void changeType(String typePath, PluginFamily family, String id) {
        String prefix = typePath.substring(0, typePath.length() - ".type".length());
        Optional<PluginFactory> old = document.get(typePath).flatMap(t -> registry.find(family, t));
        homes.remove(typePath); // chosen, not only named for a parameter
        if (id.isEmpty()) {
            document.remove(typePath);
        } else {
            notePathsMissing(typePath);
            document.set(typePath, id);
        }
        Set<String> keep = new java.util.HashSet<>();
        registry.find(family, id).ifPresent(f -> f.parameters().forEach(d -> keep.add(d.name())));
        // Parameters of the old plugin that the new one lacks would be "unknown parameter" errors: drop them.
        old.ifPresent(f -> f.parameters().stream().map(ParameterDescriptor::name).filter(n -> !keep.contains(n))
                .forEach(n -> document.remove(prefix + "." + n)));
        if (id.isEmpty()) {
            removeEmptyHomes(typePath);
        }
        changed(true);
    }

    /** Adds a paging-device group, a copy of the last one. */
    public void addDeviceGroup() {
        duplicateLast("pagingDevices");
    }

    /**
     * Adds a group of guest disks (DASD a workload's guests do their own I/O to): a copy of the last group under a
     * new name, or, with none yet, one disk on the first channel for the last workload, of the device type the
     * bundled Linux scenarios use when it is loaded. The loader then says whether the workload's guests need that
     * many, on the section.
     */
    public void addGuestDiskGroup() {
        if (!items("guestDevices").isEmpty()) {
            duplicateLast("guestDevices");
            return;
        }
        List<String> workloads = workloadNames();
        String workload = workloads.isEmpty() ? "" : workloads.get(workloads.size() - 1);
        List<String> devices = registry.ids(PluginFamily.PAGING_DEVICE);
        String type = devices.contains(GUEST_DISK_TYPE) ? GUEST_DISK_TYPE : devices.get(0);
        document.set("guestDevices[0].name", workload.isEmpty() ? "disk" : workload + "-disk");
        document.set("guestDevices[0].type", type);
        document.get("channels[0].name").ifPresent(c -> document.set("guestDevices[0].channel", c));
        if (!workload.isEmpty()) {
            document.set("guestDevices[0].workload", workload);
        }
        changed(true);
    }

    /**
     * Adds a published figure (a measurement the forecast is compared with, as {@code validate} does): a copy of the
     * last one, or the mean response time with its value still to be written, which the loader marks on its field.
     */
    public void addPublishedFigure() {
        if (!items(FIGURES).isEmpty()) {
            duplicateLast(FIGURES);
            return;
        }
        document.set(FIGURES + "[0].metric", "response.mean");
        changed(true);
    }

    /** Adds a workload, a copy of the last one under a new name. */
    public void addWorkload() {
        duplicateLast("workloads");
    }

    /** Adds a channel with an unused name. */
    public void addChannel() {
        int n = items("channels").size();
        Set<String> names = new java.util.HashSet<>();
        for (int i = 0; i < n; i++) {
            document.get("channels[" + i + "].name").ifPresent(names::add);
        }
        int k = n + 1;
        while (names.contains("ch" + k)) {
            k++;
        }
        document.set("channels[" + n + "].name", "ch" + k);
        changed(true);
    }

    /** Removes a list item: {@code remove("pagingDevices[1]")}. */
    public void remove(String itemPath) {
        document.remove(itemPath);
        changed(true);
    }

    private void duplicateLast(String list) {
        List<Node> items = items(list);
        int n = items.size();
        if (n > 0 && items.get(n - 1) instanceof MapNode last) {
            for (Map.Entry<String, Node> e : last.entries().entrySet()) {
                if (e.getValue() instanceof Scalar s) {
                    String value = e.getKey().equals("name") ? s.text() + "-" + (n + 1) : s.text();
                    document.set(list + "[" + n + "]." + e.getKey(), value);
                }
            }
        } else {
            PluginFamily family = list.equals("workloads") ? PluginFamily.WORKLOAD : PluginFamily.PAGING_DEVICE;
            document.set(list + "[" + n + "].type", registry.ids(family).get(0));
        }
        changed(true);
    }

    private void changed(boolean structure) {
        edits.set(edits.get() + 1);
        if (structure) {
            rebuild();
        } else {
            validate();
        }
    }

    // ---------------------------------------------------------------------------------------------- checking

    /** Checks the document again (it was saved and now names its file), without counting an edit. */
    public void recheck() {
        validate();
    }

    /** Checks the document with the loader and puts each of its problems, if any, where it belongs. */
    private void validate() {
        // Each field's and section's message is worked out first and then set once: cleared and set again, a message
        // that stays the same would be seen to go and come back (an error line hidden and shown again as a key is
        // typed into a value still refused).
        Map<StringProperty, String> errors = new java.util.IdentityHashMap<>();
        try {
            scenario.set(ScenarioLoader.bind(document, registry));
            problem.set("");
        } catch (ScenarioException e) {
            scenario.set(null);
            problem.set(String.join("\n", e.messages()));
            e.problems().forEach(p -> mark(p, errors));
            markTheFieldsNamed(e.problems(), errors);
        }
        byPath.values().forEach(f -> f.errorProperty().set(errors.get(f.errorProperty())));
        sections.forEach(s -> s.error().set(errors.get(s.error())));
    }

    private void mark(ScenarioException.Problem p, Map<StringProperty, String> errors) {
        String message = inPlace(p);
        FieldModel field = byPath.get(p.path());
        if (field != null) {
            add(errors, field.errorProperty(), message);
            return;
        }
        // No field at that path (a whole record, a missing section): the deepest section that contains it.
        Section best = null;
        for (Section s : sections) {
            if ((p.path().equals(s.path()) || p.path().startsWith(s.path() + ".") || p.path().startsWith(s.path()
                    + "[")) && (best == null || s.path().length() > best.path().length())) {
                best = s;
            }
        }
        if (best != null) {
            add(errors, best.error(), p.path().equals(best.path()) ? message : p.path() + ": " + message);
        }
    }

    /**
     * A rule between values of one map (a working set larger than the address space) is reported at the value the
     * rule names, which may not be the one typed: every other field of that map the problem names with its value is
     * marked too ("with addressSpace: workingSet (300) plus ..."), whichever was typed last, so the user sees at once
     * every value the rule is between.
     */
    private void markTheFieldsNamed(List<ScenarioException.Problem> problems, Map<StringProperty, String> errors) {
        for (ScenarioException.Problem p : problems) {
            int dot = p.path().lastIndexOf('.');
            String parent = p.path().substring(0, dot + 1);
            String key = p.path().substring(dot + 1);
            if (key.isEmpty() || key.contains("[") || byPath.get(p.path()) == null) {
                continue; // not a value of a map the form shows as fields
            }
            for (FieldModel f : byPath.values()) {
                String name = f.path().startsWith(parent) ? f.path().substring(parent.length()) : "";
                // Named with its value, as rules name them ("workingSet (300)", "locked 2 MiB"): a name that is
                // also a word ("unknown duration unit 'm'" at warmUp) is not the duration field's business.
                if (!name.isEmpty() && !name.equals(key) && !name.contains(".") && !name.contains("[")
                        && java.util.regex.Pattern.compile("\\b" + java.util.regex.Pattern.quote(name)
                        + "( \\(| [0-9])").matcher(p.problem()).find()) {
                    add(errors, f.errorProperty(), "with " + key + ": " + inPlace(p));
                }
            }
        }
    }

    /** Adds a message for a field or section, on a line of its own below any it has already. */
    private static void add(Map<StringProperty, String> errors, StringProperty error, String message) {
        errors.merge(error, message, (had, more) -> had + "\n" + more);
    }

    /** The loader's message without the file, line and path it starts with: the field shows where. */
    static String inPlace(ScenarioException.Problem p) {
        String message = p.message();
        String marker = p.path().isEmpty() ? ": " : p.path() + ": ";
        int at = message.indexOf(marker);
        return at < 0 ? message : message.substring(at + marker.length());
    }

    // ------------------------------------------------------------------------------------------------- building

    private void rebuild() {
        byPath.clear();
        pluginOf.clear();
        List<Section> built = new ArrayList<>();
        built.add(new Section("Scenario", "name", List.of(
                text("name", "name", "A short name for reports and the window title."),
                text("description", "description", "Free text: what system this is and where its figures come "
                        + "from.")), false));
        built.add(pluginSection("Processor", "processor", PluginFamily.PROCESSOR, List.of(), false));
        built.add(fixedSection("Storage", "storage"));
        List<Node> channels = items("channels");
        List<String> channelNames = new ArrayList<>();
        List<FieldModel> channelFields = new ArrayList<>();
        for (int i = 0; i < channels.size(); i++) {
            channelFields.add(text("channels[" + i + "].name", "channel " + (i + 1), "The name paging devices and "
                    + "guest disks refer to.").standingFor("channels[" + i + "]"));
            document.get("channels[" + i + "].name").ifPresent(channelNames::add);
        }
        built.add(new Section("Channels", "channels", channelFields, false));
        built.addAll(deviceSections("pagingDevices", "Paging devices", Map.of("channel", channelNames)));
        built.addAll(deviceSections("guestDevices", "Guest disks",
                Map.of("channel", channelNames, "workload", workloadNames())));
        for (PluginFamily family : POLICY_FAMILIES) {
            built.add(pluginSection("Policy: " + family.label(), "policies." + family.key(), family, List.of(),
                    false));
        }
        List<Node> workloads = items("workloads");
        for (int i = 0; i < workloads.size(); i++) {
            String at = "workloads[" + i + "]";
            FieldModel name = text(at + ".name", "name", "The name reports use for this class of users; defaults "
                    + "to the type.");
            built.add(pluginSection("Workload " + (i + 1), at, PluginFamily.WORKLOAD, List.of(name), true));
        }
        built.add(fixedSection("Run", "run"));
        built.add(fixedSection("Control program", "controlProgram"));
        built.add(fixedSection("Published figures", "published"));
        List<Node> figures = items(FIGURES);
        for (int i = 0; i < figures.size(); i++) {
            String at = FIGURES + "[" + i + "]";
            // A figure's tolerance is optional without a default of its own: empty, it takes the block's.
            List<FieldModel> fields = itemFields(at, FIGURES, (p, d) -> !d.name().equals("tolerance") ? null
                    : new FieldModel(p, d.name(), FieldModel.Kind.TEXT, List.of(), "as the block's ("
                    + document.get("published.tolerance").orElse(publishedTolerance()) + ")", FieldModel.help(d),
                    null, document.get(p).orElse("")));
            built.add(new Section("Published figure " + (i + 1), at, fields, true));
        }
        sections.setAll(built);
        byPath.values().forEach(f -> f.textProperty().addListener((o, was, now) -> edited(f)));
        validate();
    }

    /**
     * A section per group of {@code list} (paging devices, guest disks): the host's own fields ({@code channel} and
     * {@code workload} as choices of the names the document has), then the device plugin's.
     */
    private List<Section> deviceSections(String list, String title, Map<String, List<String>> choices) {
        List<Section> out = new ArrayList<>();
        List<Node> groups = items(list);
        for (int i = 0; i < groups.size(); i++) {
            String at = list + "[" + i + "]";
            List<FieldModel> host = itemFields(at, list, (p, d) -> !choices.containsKey(d.name()) ? null
                    : new FieldModel(p, d.name(), FieldModel.Kind.CHOICE, choices.get(d.name()), "required",
                    FieldModel.help(d), null, document.get(p).orElse("")));
            out.add(pluginSection(title + " " + (i + 1), at, PluginFamily.PAGING_DEVICE, host, true));
        }
        return out;
    }

    /** The default of the published block's tolerance, as the loader has it. */
    private static String publishedTolerance() {
        return ScenarioLoader.sectionParameters("published").stream().filter(d -> d.name().equals("tolerance"))
                .findFirst().map(ParameterDescriptor::defaultValue).orElse("");
    }

    /** The workloads' names as the loader gives them (a workload with neither a name nor a type yet has none). */
    private List<String> workloadNames() {
        List<String> written = new ArrayList<>();
        List<String> types = new ArrayList<>();
        for (int i = 0; i < items("workloads").size(); i++) {
            String at = "workloads[" + i + "]";
            Optional<String> name = document.get(at + ".name");
            Optional<String> type = document.get(at + ".type");
            if (name.isPresent() || type.isPresent()) {
                written.add(name.orElse(null));
                types.add(type.orElse(""));
            }
        }
        return ScenarioLoader.workloadNames(written, types);
    }

    private Section fixedSection(String title, String path) {
        return new Section(title, path, itemFields(path, path, (p, d) -> null), false);
    }

    /**
     * The fields at {@code at} for the loader's descriptors of {@code section}, registered: the descriptor's own
     * field, unless {@code special} gives one for its path and descriptor (a choice of names, another prompt).
     */
    private List<FieldModel> itemFields(String at, String section,
                                        BiFunction<String, ParameterDescriptor, FieldModel> special) {
        List<FieldModel> fields = new ArrayList<>();
        for (ParameterDescriptor d : ScenarioLoader.sectionParameters(section)) {
            String p = at + "." + d.name();
            FieldModel f = special.apply(p, d);
            fields.add(register(f != null ? f : FieldModel.of(p, d, document.get(p).orElse(null))));
        }
        return fields;
    }

    private Section pluginSection(String title, String path, PluginFamily family, List<FieldModel> hostFields,
                                  boolean removable) {
        String typePath = path + ".type";
        String written = document.get(typePath).orElse("");
        String dflt = POLICY_DEFAULTS.getOrDefault(family, "");
        List<String> ids = new ArrayList<>(registry.ids(family));
        if (!dflt.isEmpty() || family == PluginFamily.SCHEDULER_POLICY || family == PluginFamily.SWAP_POLICY) {
            ids.add(0, ""); // the empty choice: leave it to the loader's default
        }
        FieldModel type = register(new FieldModel(typePath, "type", FieldModel.Kind.PLUGIN, ids,
                dflt.isEmpty() ? "required" : dflt, "The " + family.label() + ": one of the plugins loaded.",
                family, written));
        List<FieldModel> fields = new ArrayList<>();
        fields.add(type);
        fields.addAll(hostFields);
        String effective = written.isEmpty() ? dflt : written;
        Optional<PluginFactory> factory = registry.find(family, effective);
        if (factory.isPresent()) {
            for (ParameterDescriptor d : factory.get().parameters()) {
                String p = path + "." + d.name();
                FieldModel f = register(FieldModel.of(p, d, document.get(p).orElse(null)));
                pluginOf.put(f, new String[] {typePath, effective});
                fields.add(f);
            }
        }
        String heading = factory.map(f -> title + " — " + f.description()).orElse(title);
        return new Section(heading, path, fields, removable);
    }

    private FieldModel text(String path, String label, String help) {
        return register(new FieldModel(path, label, FieldModel.Kind.TEXT, List.of(), "", help, null,
                document.get(path).orElse("")));
    }

    private FieldModel register(FieldModel f) {
        byPath.put(f.path(), f);
        return f;
    }

    private List<Node> items(String list) {
        return document.node(list).filter(ListNode.class::isInstance).map(n -> ((ListNode) n).items())
                .orElse(List.of());
    }

    /** Field texts by path, for tests and snapshots. */
    public Map<String, String> values() {
        Map<String, String> v = new LinkedHashMap<>();
        sections.forEach(s -> s.fields().forEach(f -> v.put(f.path(), f.getText())));
        return v;
    }
}
