package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.ScenarioDocument;
import org.swapset.core.scenario.ScenarioDocument.ListNode;
import org.swapset.core.scenario.ScenarioDocument.MapNode;
import org.swapset.core.scenario.ScenarioDocument.Node;
import org.swapset.core.scenario.ScenarioDocument.Scalar;
import org.swapset.core.scenario.ScenarioLoader;
import org.swapset.core.scenario.Units;
import org.swapset.spi.ParameterType;
import org.swapset.spi.PluginFactory;

/**
 * "Nothing a user saved is ever lost or half-written": every field the form has, of every bundled scenario and of a
 * file written in every odd but valid way YAML allows, is set to another valid value and saved, and then set back
 * and saved again. The saved file must read back with the new value, differ from the one before only on the edited
 * value's line (comments, blank lines, key order, quoting and flow style elsewhere kept, byte for byte), and setting
 * the value back must give back the original file, byte for byte. Adding and removing a paging device, a workload,
 * a channel, a guest disk or a published figure through the form changes only that item's lines.
 */
class SaveRoundTripTest {

    private static final Path BUNDLED = Path.of("..", "scenarios");

    @TempDir
    Path temp;

    private final PluginRegistry registry = TestFiles.registry();
    private int workspaces;

    static Stream<String> bundledScenarios() throws IOException {
        try (Stream<Path> files = Files.list(BUNDLED)) {
            List<String> names = files.map(p -> p.getFileName().toString()).filter(n -> n.endsWith(".yaml"))
                    .sorted().toList();
            assertTrue(names.size() > 50, "the bundled scenarios are found at " + BUNDLED.toAbsolutePath());
            return names.stream();
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bundledScenarios")
    void everyFieldOfABundledScenarioIsSavedInPlaceAndBack(String name) throws Exception {
        Path file = temp.resolve(name);
        Files.copy(BUNDLED.resolve(name), file);
        List<String> failures = everyField(file);
        assertTrue(failures.isEmpty(), failures.size() + " edits of " + name + " were not saved in place:\n"
                + String.join("\n", failures));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("bundledScenarios")
    void addingAndRemovingListItemsOfABundledScenarioChangesOnlyTheirLines(String name) throws Exception {
        Path file = temp.resolve(name);
        Files.copy(BUNDLED.resolve(name), file);
        List<String> failures = everyList(file);
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    /** A file written in every odd but valid way: quoted keys and values, flow maps and lists, tabs, non-ASCII. */
    private static final String ODD = """
            # A small system written oddly:\ttabs\tin a comment, and UTF-8 — “quotes”, é, ü, 日本
            "name": desktop odd       # a trailing comment
            description: "A 4341 with 4 MiB, paging to two 3380s"
            processor: { type: ibm-4341-2 }   # a flow map

            storage:
              'real': "4MiB"          # a size written quoted
              controlProgram: 1MiB\t# a tab before the comment
            channels: [ { name: chpid-1 }, { name: chpid-2 } ]
            pagingDevices:
              # the first in flow style, the second in block style
              - { type: ibm-3380, channel: chpid-1 }
              - type: ibm-3380
                channel: chpid-2      # block

            policies:
              replacement:
                type: core-table-scan
              scheduler: { type: vm-sp, q1Slice: 50ms }
            workloads:
              - type: cms-interactive
                name: cms
                "users": 20           # quoted key
                workingSet: 30
                thinkTime: '15s'
            run: { seed: 7, warmUp: 30s, duration: 2min, replications: 3 }
            published:
              source: 'Invented <for tests>'
              figures: [ { label: Mean response, metric: response.mean, value: 1.0 }, { metric: throughput, value: 5 } ]
            # the end
            """;

    @ParameterizedTest(name = "{0}")
    @ValueSource(strings = {"LF", "CRLF", "LF without a last newline", "CRLF without a last newline"})
    void everyFieldOfAnOddlyWrittenFileIsSavedInPlaceAndBack(String form) throws Exception {
        Path file = oddFile(form);
        List<String> failures = everyField(file);
        failures.addAll(everyList(file));
        assertTrue(failures.isEmpty(), failures.size() + " edits of the " + form + " file were not saved in place:\n"
                + String.join("\n", failures));
    }

    private Path oddFile(String form) throws Exception {
        String text = ODD;
        if (form.contains("without a last newline")) {
            text = text.substring(0, text.length() - 1);
        }
        if (form.startsWith("CRLF")) {
            text = text.replace("\n", "\r\n");
        }
        Path file = temp.resolve("odd.yaml");
        Files.writeString(file, text);
        Workspace w = workspace();
        w.open(file);
        assertEquals("", w.editor().problemProperty().get(), "the odd file is a valid scenario");
        return file;
    }

    @Test
    void aNumberWrittenQuotedKeepsItsQuotesAndComesBackByteForByte() throws Exception {
        Path file = temp.resolve("quoted.yaml");
        Files.writeString(file, ODD.replace("seed: 7", "seed: \"7\""));
        List<String> failures = new ArrayList<>();
        Workspace w = workspace();
        w.open(file);
        assertEquals("", w.editor().problemProperty().get());
        roundTrip(w, file, "run.seed", List.of("8"), failures);
        assertTrue(failures.isEmpty(), String.join("\n", failures));
    }

    // ------------------------------------------------------------------------------------------------ fields

    private Workspace workspace() {
        return new Workspace(registry, temp.resolve("settings-" + (++workspaces)));
    }

    /** Every field of the file's form, edited, saved, set back and saved; the failures, a line each. */
    private List<String> everyField(Path file) throws Exception {
        String original = Files.readString(file);
        List<String> failures = new ArrayList<>();
        Workspace w = workspace();
        w.open(file);
        List<String> paths = new ArrayList<>(w.editor().values().keySet());
        ScenarioDocument opened = w.editor().document();
        // A deterministic sample, to keep the test within a minute: every field, but of a list's items only the
        // first and the last (the bundled scenarios have up to thirteen published figures alike).
        paths.removeIf(p -> !firstOrLastItem(opened, p));
        for (String path : paths) {
            try {
                FieldModel f = w.editor().field(path).orElse(null);
                if (f == null) {
                    failures.add(path + ": the form lost the field after the last round trip");
                } else {
                    roundTrip(w, file, path, candidates(w.editor(), f), failures);
                }
            } catch (Exception | AssertionError e) {
                failures.add(path + ": " + e);
            }
            if (!Files.readString(file).equals(original) || w.isDirty()) {
                // Start the next field from the file as it was.
                Files.writeString(file, original);
                w = workspace();
                w.open(file);
            }
        }
        return failures;
    }

    private static final Pattern ITEM = Pattern.compile("^(.*?)\\[(\\d+)\\]");

    /** Whether a field's path is outside any list, or in the first or the last item of its list. */
    static boolean firstOrLastItem(ScenarioDocument doc, String path) {
        Matcher m = ITEM.matcher(path);
        if (!m.find()) {
            return true;
        }
        int index = Integer.parseInt(m.group(2));
        return index == 0 || index == items(doc, m.group(1)) - 1;
    }

    /**
     * Sets the field at {@code path} to the first of {@code candidates} the loader takes (or the first, saved
     * anyway), saves, checks the file, sets it back, saves, and checks that the file is as it was.
     */
    private void roundTrip(Workspace w, Path file, String path, List<String> candidates, List<String> failures)
            throws Exception {
        if (candidates.isEmpty()) {
            return;
        }
        String original = Files.readString(file);
        String was = w.editor().field(path).orElseThrow().getText();
        String chosen = null;
        for (String c : candidates) {
            w.editor().field(path).orElseThrow().setText(c);
            if (w.editor().problemProperty().get().isEmpty()) {
                chosen = c;
                break;
            }
        }
        if (chosen == null) {
            chosen = candidates.get(0);
            w.editor().field(path).orElseThrow().setText(chosen); // saved anyway: the file keeps the work
        }
        boolean valid = w.editor().problemProperty().get().isEmpty();
        String where = path + " '" + was + "' -> '" + chosen + "'";
        w.save();
        String saved = Files.readString(file);

        // 1. The saved file reads back with the new value, and runs when the form said it would.
        ScenarioDocument back = ScenarioDocument.read(file);
        if (!back.get(path).equals(Optional.of(chosen))) {
            failures.add(where + ": the saved file has " + back.get(path));
            return;
        }
        if (valid) {
            ScenarioLoader.load(file, registry);
        }
        Workspace reopened = workspace();
        reopened.open(file);
        String shown = reopened.editor().field(path).map(FieldModel::getText).orElse(null);
        if (!chosen.equals(shown)) {
            failures.add(where + ": reopened, the form shows '" + shown + "'");
        }

        // 2. Only the edited value's line changed.
        String changed = onlyTheValueChanged(original, saved, ScenarioDocument.parse(original, "before", false),
                path, chosen);
        if (changed != null) {
            failures.add(where + ": " + changed);
        }

        // 3. Set back, the file is the original again. A value folded over lines (description: >) is the exception:
        // the file saved in step 1 has the edited value on one line, so the same words set back and saved go there
        // (set back before a save, they give the file as it was: WorkspaceTest).
        w.editor().field(path).orElseThrow().setText(was);
        w.save();
        String restored = Files.readString(file);
        if (was.contains("\n")) {
            String same = onlyTheValueChanged(original, restored, ScenarioDocument.parse(original, "before", false),
                    path, was.strip());
            if (same != null || !ScenarioDocument.read(file).get(path).equals(Optional.of(was.strip()))) {
                failures.add(where + " and back: " + same);
            }
        } else if (!restored.equals(original)) {
            failures.add(where + " and back: not the original file: " + firstDifference(original, restored));
        }
    }

    /**
     * Null when {@code saved} is {@code original} with only the value at {@code path} changed (or, for a value the
     * file did not have, its key added on a line of its own or into its flow map's line); else what else changed.
     */
    static String onlyTheValueChanged(String original, String saved, ScenarioDocument before, String path,
                                      String value) {
        List<String> a = lines(original);
        LineDiff d = LineDiff.of(a, lines(saved));
        int prefix = d.prefix();
        int suffix = d.suffix();
        List<String> was = d.was();
        List<String> now = d.now();
        String diff = d.toString();
        Optional<Node> node = before.node(path);
        if (node.isPresent() && node.get() instanceof Scalar s) {
            String line = s.line() >= 1 && s.line() <= a.size() ? a.get(s.line() - 1) : "";
            int at = s.column() - 1;
            int end = writtenEnd(line, at, s.text());
            if (end < 0) {
                // A value over several lines (a folded block): the changed lines must be its own.
                int last = nextLineAfter(before.root(), s.line(), a.size() + 1) - 1;
                return was.isEmpty() || prefix + 1 >= s.line() && a.size() - suffix <= last ? null : diff;
            }
            if (was.size() != 1 || now.size() != 1 || prefix + 1 != s.line()) {
                return diff;
            }
            String head = line.substring(0, at);
            String tail = line.substring(end);
            String n = now.get(0);
            if (!n.startsWith(head) || !n.endsWith(tail) || n.length() < head.length() + tail.length()) {
                return "the line of the value changed elsewhere: '" + line + "' became '" + n + "'";
            }
            String written = n.substring(head.length(), n.length() - tail.length());
            char quote = line.charAt(at);
            String expected = quote == '"' || quote == '\'' ? quote + value + quote : value;
            return written.equals(expected) ? null : "the value was written as " + written + " where " + expected
                    + " keeps its style: '" + n + "'";
        }
        // A key added: a line of its own (up to four with the maps it goes in, policies: scheduler: type: and it),
        // or into the line of a flow map, keeping all of that line.
        if (was.size() > 1 || now.size() > 4 || now.isEmpty()) {
            return diff;
        }
        if (was.size() == 1) {
            String line = was.get(0);
            int end = line.lastIndexOf('}');
            while (end > 0 && line.charAt(end - 1) == ' ') {
                end--;
            }
            String key = path.substring(path.lastIndexOf('.') + 1);
            boolean intoFlowMap = now.size() == 1 && end > 0 && now.get(0).startsWith(line.substring(0, end) + ", "
                    + key + ": ") && now.get(0).endsWith(line.substring(end));
            return intoFlowMap ? null : diff;
        }
        return null;
    }

    /** The end of the value written at {@code at} on {@code line} (after its closing quote), or -1. */
    private static int writtenEnd(String line, int at, String text) {
        if (at < 0 || at >= line.length()) {
            return -1;
        }
        String rest = line.substring(at);
        if ((rest.startsWith("\"" + text + "\"") || rest.startsWith("'" + text + "'"))) {
            return at + text.length() + 2;
        }
        return !text.isEmpty() && rest.startsWith(text) ? at + text.length() : -1;
    }

    /** The first line after {@code line} where a key or value of the document starts, or {@code otherwise}. */
    private static int nextLineAfter(Node node, int line, int otherwise) {
        int best = otherwise;
        if (node.line() > line) {
            best = Math.min(best, node.line());
        }
        if (node instanceof MapNode m) {
            for (String k : m.keys()) {
                if (m.keyLine(k) > line) {
                    best = Math.min(best, m.keyLine(k));
                }
                best = Math.min(best, nextLineAfter(m.get(k).orElseThrow(), line, best));
            }
        } else if (node instanceof ListNode l) {
            for (Node item : l.items()) {
                best = Math.min(best, nextLineAfter(item, line, best));
            }
        }
        return best;
    }

    /** The lines of a text, each with its own line end (so CRLF and a missing last newline count). */
    static List<String> lines(String text) {
        List<String> out = new ArrayList<>();
        int start = 0;
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\n') {
                out.add(text.substring(start, i + 1));
                start = i + 1;
            }
        }
        if (start < text.length()) {
            out.add(text.substring(start));
        }
        return out;
    }

    static String firstDifference(String a, String b) {
        List<String> la = lines(a);
        List<String> lb = lines(b);
        for (int i = 0; i < Math.max(la.size(), lb.size()); i++) {
            String x = i < la.size() ? la.get(i) : "<end>";
            String y = i < lb.size() ? lb.get(i) : "<end>";
            if (!x.equals(y)) {
                return "line " + (i + 1) + " was " + show(x) + ", is " + show(y) + " (" + la.size() + " lines, now "
                        + lb.size() + ")";
            }
        }
        return "same lines";
    }

    private static String show(String s) {
        return "'" + s.replace("\r", "\\r").replace("\n", "\\n").replace("\t", "\\t") + "'";
    }

    // ------------------------------------------------------------------------------------------- new values

    private static final Pattern NUMBER_AND_UNIT =
            Pattern.compile("([+-]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)(?:[eE][+-]?[0-9]+)?)(\\s*)(\\S*)");

    /** Other valid values for a field, the likeliest first, from its descriptor (as its help shows it). */
    private List<String> candidates(EditorModel e, FieldModel f) {
        String was = f.getText();
        Set<String> out = new LinkedHashSet<>();
        switch (f.kind()) {
            case PLUGIN -> {
                // Another plugin that takes every parameter the section writes (none is dropped, so setting the
                // type back restores the file).
                Set<String> written = writtenParameters(e, f);
                for (String id : f.choices()) {
                    if (!id.isEmpty() && registry.find(f.family(), id).map(PluginFactory::parameters)
                            .map(ps -> ps.stream().map(d -> d.name()).toList())
                            .filter(names -> names.containsAll(written)).isPresent()) {
                        out.add(id);
                    }
                }
            }
            case CHOICE -> {
                f.choices().stream().filter(c -> !c.isEmpty() && !c.equals(f.prompt())).forEach(out::add);
                f.choices().stream().filter(c -> !c.isEmpty()).forEach(out::add);
            }
            case TEXT -> out.addAll(textCandidates(f, was));
        }
        out.remove(was);
        return new ArrayList<>(out);
    }

    /** The keys a plugin section writes beside its type, not counting the host's own (name, count, channel...). */
    private Set<String> writtenParameters(EditorModel e, FieldModel type) {
        String section = type.path().substring(0, type.path().length() - ".type".length());
        Set<String> host = Set.of("type", "name", "count", "channel", "role", "workload", "access");
        Set<String> out = new LinkedHashSet<>();
        e.document().node(section).filter(MapNode.class::isInstance)
                .ifPresent(n -> ((MapNode) n).keys().stream().filter(k -> !host.contains(k)).forEach(out::add));
        return out;
    }

    /** A bound of the range a field's help gives, written as a value of its type ({@code 1ms}, {@code 4KiB}). */
    private static double bound(ParameterType type, String text) {
        if (text.equals("-inf") || text.equals("inf")) {
            return Double.NaN;
        }
        if (type == ParameterType.DURATION || type == ParameterType.SIZE) {
            return ((Number) Units.parse(type, text)).doubleValue();
        }
        return Double.parseDouble(text);
    }

    private static List<String> textCandidates(FieldModel f, String was) {
        String[] help = f.help().split("\n");
        String typeLine = help[help.length - 1];
        ParameterType type = null;
        double min = Double.NaN;
        double max = Double.NaN;
        for (ParameterType t : ParameterType.values()) {
            if (typeLine.startsWith(t.name().toLowerCase() + ",") || typeLine.startsWith(t.name().toLowerCase() + ";")) {
                type = t;
            }
        }
        Matcher range = Pattern.compile("range (\\S+) to (\\S+?)[,;]").matcher(typeLine);
        if (range.find()) {
            min = bound(type, range.group(1));
            max = bound(type, range.group(2));
        }
        List<String> out = new ArrayList<>();
        if (type == null || type == ParameterType.STRING) {
            if (f.path().endsWith(".metric")) {
                out.add(was.equals("throughput") ? "response.mean" : "throughput");
            }
            out.add(was.isEmpty() ? "something" : was.strip() + " edited");
            return out;
        }
        String base = was.isEmpty() ? f.prompt() : was;
        Matcher m = NUMBER_AND_UNIT.matcher(base.strip());
        if (!m.matches()) {
            return out;
        }
        BigDecimal x = new BigDecimal(m.group(1));
        String unit = m.group(2) + m.group(3);
        BigDecimal step = BigDecimal.ONE.movePointLeft(Math.max(0, x.scale()));
        List<BigDecimal> numbers = new ArrayList<>(List.of(x.add(step), x.subtract(step), x.multiply(BigDecimal.valueOf(2)),
                x.divide(BigDecimal.valueOf(2)), x.add(BigDecimal.ONE), x));
        if (x.signum() == 0) {
            numbers.add(0, BigDecimal.ONE);
        }
        for (BigDecimal n : numbers) {
            if (n.signum() < 0 || type == ParameterType.INTEGER && n.scale() > 0 && n.stripTrailingZeros().scale() > 0) {
                continue;
            }
            String text = n.toPlainString() + unit;
            try {
                Object v = Units.parse(type, text);
                double d = v instanceof Number num ? num.doubleValue() : Double.NaN;
                if ((Double.isNaN(min) || d >= min) && (Double.isNaN(max) || d <= max)) {
                    out.add(text);
                }
            } catch (IllegalArgumentException e) {
                // not a value of this type: not a candidate
            }
        }
        return out;
    }

    // -------------------------------------------------------------------------------------------- list items

    /** Adds an item to each list the form can add to and removes it, then removes a first item; the failures. */
    private List<String> everyList(Path file) throws Exception {
        List<String> failures = new ArrayList<>();
        listRoundTrip(file, "pagingDevices", EditorModel::addDeviceGroup, failures);
        listRoundTrip(file, "guestDevices", EditorModel::addGuestDiskGroup, failures);
        listRoundTrip(file, "workloads", EditorModel::addWorkload, failures);
        listRoundTrip(file, "channels", EditorModel::addChannel, failures);
        listRoundTrip(file, "published.figures", EditorModel::addPublishedFigure, failures);
        return failures;
    }

    private void listRoundTrip(Path file, String list, Consumer<EditorModel> add, List<String> failures)
            throws Exception {
        String original = Files.readString(file);
        Workspace w = workspace();
        w.open(file);
        int n = items(w.editor().document(), list);
        if (n == 0) {
            return; // adding a first item adds a section: the file is then written from the scenario
        }
        try {
            add.accept(w.editor());
            w.save();
            String added = Files.readString(file);
            ScenarioDocument back = ScenarioDocument.read(file);
            if (items(back, list) != n + 1) {
                failures.add(list + ": added an item, the saved file has " + items(back, list));
            }
            if (w.editor().problemProperty().get().isEmpty()) {
                ScenarioLoader.load(file, registry);
            }
            String change = onlyLinesAddedOrRemoved(original, added);
            if (change != null) {
                failures.add(list + ": added an item, " + change);
            }
            w.editor().remove(list + "[" + n + "]");
            w.save();
            String restored = Files.readString(file);
            if (!restored.equals(original)) {
                failures.add(list + ": added and removed an item, not the original file: "
                        + firstDifference(original, restored));
            }
            Files.writeString(file, original);
            w = workspace();
            w.open(file);
            w.editor().remove(list + "[0]");
            w.save();
            String removed = Files.readString(file);
            back = ScenarioDocument.read(file);
            if (items(back, list) != n - 1) {
                failures.add(list + ": removed the first item, the saved file has " + items(back, list));
            }
            change = onlyLinesAddedOrRemoved(original, removed);
            if (change != null) {
                failures.add(list + ": removed the first item, " + change);
            }
        } catch (Exception | AssertionError e) {
            failures.add(list + ": " + e);
        } finally {
            Files.writeString(file, original);
        }
    }

    private static int items(ScenarioDocument doc, String list) {
        return doc.node(list).filter(ListNode.class::isInstance).map(l -> ((ListNode) l).items().size()).orElse(0);
    }

    /**
     * Null when {@code b} is {@code a} with lines inserted or deleted in one place, or, for a flow list, its one
     * line changed; else what else changed.
     */
    static String onlyLinesAddedOrRemoved(String a, String b) {
        LineDiff d = LineDiff.of(lines(a), lines(b));
        List<String> was = d.was();
        List<String> now = d.now();
        if (was.isEmpty() || now.isEmpty() || was.size() == 1 && now.size() == 1 && was.get(0).contains("[")) {
            return null;
        }
        // The last item removed: its lines go, and its key says it has none ("workloads: []").
        int colon = was.get(0).indexOf(':');
        if (now.size() == 1 && colon > 0 && now.get(0).equals(was.get(0).substring(0, colon + 1) + " []"
                + was.get(0).substring(colon + 1))) {
            return null;
        }
        return d.toString();
    }

    /**
     * Where two texts' lines differ: the lines they share at the start ({@code prefix}) and at the end
     * ({@code suffix}), and the lines between, as they were and as they are now.
     */
    private record LineDiff(int prefix, int suffix, List<String> was, List<String> now) {

        static LineDiff of(List<String> a, List<String> b) {
            int prefix = 0;
            while (prefix < a.size() && prefix < b.size() && a.get(prefix).equals(b.get(prefix))) {
                prefix++;
            }
            int suffix = 0;
            while (suffix < a.size() - prefix && suffix < b.size() - prefix
                    && a.get(a.size() - 1 - suffix).equals(b.get(b.size() - 1 - suffix))) {
                suffix++;
            }
            return new LineDiff(prefix, suffix, a.subList(prefix, a.size() - suffix),
                    b.subList(prefix, b.size() - suffix));
        }

        /** "lines 4-5 [was] became [now]", numbered in the first text. */
        @Override
        public String toString() {
            return "lines " + (prefix + 1) + "-" + (prefix + was.size()) + " " + was + " became " + now;
        }
    }

    static {
        // The tests compare text: the files are UTF-8 whatever the platform's default.
        if (!StandardCharsets.UTF_8.equals(java.nio.charset.Charset.defaultCharset())) {
            fail("the tests need file.encoding=UTF-8");
        }
    }
}
