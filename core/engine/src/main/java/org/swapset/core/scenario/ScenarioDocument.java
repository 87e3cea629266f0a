package org.swapset.core.scenario;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLParser;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import org.yaml.snakeyaml.LoaderOptions;

/**
 * A scenario file as written, before it is checked: a small tree of maps, lists and scalars in which every node
 * remembers its line and column, so that the loader can say where a bad value is. Scalars keep the text they were
 * written as ({@code 16MiB}, {@code 15%}).
 *
 * <p>YAML and JSON files have the same schema and give the same tree. The reader is defensive: files over
 * {@value #MAX_BYTES} bytes, nesting deeper than {@value #MAX_DEPTH}, YAML aliases and duplicate keys are refused
 * with a {@link ScenarioException}.
 *
 * <p>A document can be changed with {@link #set} (sweeps and {@code --set} use it) and written back with
 * {@link #toYaml()}, which keeps the key order and each value's text; comments are not kept.
 */
public final class ScenarioDocument {

    /** The largest file read: scenarios are a few kilobytes, so anything near this is a mistake or an attack. */
    public static final int MAX_BYTES = 4 * 1024 * 1024;
    /** The deepest nesting of maps and lists accepted. */
    public static final int MAX_DEPTH = 64;

    private String source;
    private MapNode root;

    private ScenarioDocument(String source, MapNode root) {
        this.source = source;
        this.root = root;
    }

    /** What kind of scalar the file wrote, which decides whether {@link #toYaml()} quotes it. */
    public enum ScalarKind { STRING, NUMBER, BOOLEAN, NULL }

    /** A node of the tree, with the 1-based line and column where it starts (0 when it was added by {@link #set}). */
    public sealed interface Node permits MapNode, ListNode, Scalar {
        int line();

        int column();
    }

    /** A map with its keys in file order, and where each key was written. */
    public static final class MapNode implements Node {
        private final int line;
        private final int column;
        private final LinkedHashMap<String, Node> entries = new LinkedHashMap<>();
        private final Map<String, int[]> keyLocations = new LinkedHashMap<>();

        MapNode(int line, int column) {
            this.line = line;
            this.column = column;
        }

        @Override
        public int line() {
            return line;
        }

        @Override
        public int column() {
            return column;
        }

        /** The entries, in file order; read-only. */
        public Map<String, Node> entries() {
            return Collections.unmodifiableMap(entries);
        }

        public Optional<Node> get(String key) {
            return Optional.ofNullable(entries.get(key));
        }

        public Set<String> keys() {
            return Collections.unmodifiableSet(entries.keySet());
        }

        /** Line of the key, or the map's line when unknown. */
        public int keyLine(String key) {
            int[] at = keyLocations.get(key);
            return at == null ? line : at[0];
        }

        /** Column of the key, or the map's column when unknown. */
        public int keyColumn(String key) {
            int[] at = keyLocations.get(key);
            return at == null ? column : at[1];
        }

        void put(String key, int keyLine, int keyColumn, Node value) {
            entries.put(key, value);
            keyLocations.put(key, new int[] {keyLine, keyColumn});
        }
    }

    /** A list. */
    public static final class ListNode implements Node {
        private final int line;
        private final int column;
        private final List<Node> items = new ArrayList<>();

        ListNode(int line, int column) {
            this.line = line;
            this.column = column;
        }

        @Override
        public int line() {
            return line;
        }

        @Override
        public int column() {
            return column;
        }

        /** The items; read-only. */
        public List<Node> items() {
            return Collections.unmodifiableList(items);
        }
    }

    /**
     * A single value, with the text it was written as.
     *
     * @param text   the text as written (empty for a null)
     * @param kind   what the file wrote it as
     * @param line   1-based line
     * @param column 1-based column
     */
    public record Scalar(String text, ScalarKind kind, int line, int column) implements Node {
    }

    /**
     * A deep copy under another name, keeping every node's line and column, so that a message about the copy (a
     * sweep point, a what-if variant) points at the line of the file the value came from.
     */
    public ScenarioDocument copy(String source) {
        return new ScenarioDocument(source, copyOf(root));
    }

    private static MapNode copyOf(MapNode map) {
        MapNode copy = new MapNode(map.line, map.column);
        for (Map.Entry<String, Node> e : map.entries.entrySet()) {
            int[] at = map.keyLocations.get(e.getKey());
            copy.entries.put(e.getKey(), copyOf(e.getValue()));
            if (at != null) {
                copy.keyLocations.put(e.getKey(), at.clone());
            }
        }
        return copy;
    }

    private static Node copyOf(Node node) {
        if (node instanceof MapNode m) {
            return copyOf(m);
        }
        if (node instanceof ListNode l) {
            ListNode copy = new ListNode(l.line, l.column);
            l.items.forEach(item -> copy.items.add(copyOf(item)));
            return copy;
        }
        return node; // a Scalar is immutable
    }

    /**
     * Takes the name and the lines of {@code saved}: this document read back from the file it was just saved as, so
     * that messages about it point into the file as it now is, not as it was first read.
     *
     * @throws IllegalArgumentException when {@code saved} does not hold the same scenario
     */
    public void adopt(ScenarioDocument saved) {
        if (!saved.toYaml().equals(toYaml())) {
            throw new IllegalArgumentException("the file read back from " + saved.source + " differs from the "
                    + "document saved to it");
        }
        this.root = saved.root;
        this.source = saved.source;
    }

    /** The name the document was read from, as given. */
    public String source() {
        return source;
    }

    /** The top-level map. */
    public MapNode root() {
        return root;
    }

    // ------------------------------------------------------------------------------------------------- reading

    /**
     * Reads a file: YAML unless its name ends in {@code .json}.
     *
     * @throws ScenarioException when the file is missing, unreadable, too large or not valid YAML/JSON
     */
    public static ScenarioDocument read(Path file) throws ScenarioException {
        String name = file.toString();
        byte[] bytes;
        try {
            if (Files.isRegularFile(file) && Files.size(file) > MAX_BYTES) {
                throw new ScenarioException(name, 0, 0, "", "the file is larger than " + Units.formatSize(MAX_BYTES)
                        + "; a scenario is a few kilobytes", List.of());
            }
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new ScenarioException(name, 0, 0, "", "the file does not exist", List.of());
        } catch (IOException e) {
            throw new ScenarioException(name, 0, 0, "", "cannot read the file: " + e, List.of());
        }
        boolean json = file.getFileName() != null
                && file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".json");
        return parse(utf8(bytes, name), name, json);
    }

    /**
     * The bytes as UTF-8 text; a byte sequence that is not UTF-8 (a file saved as Latin-1, say) is an error at its
     * line and column, not a character silently replaced.
     */
    private static String utf8(byte[] bytes, String name) throws ScenarioException {
        CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(bytes);
        CharBuffer out = CharBuffer.allocate(bytes.length + 1);
        CoderResult result = decoder.decode(in, out, true);
        if (!result.isError()) {
            decoder.flush(out);
            return out.flip().toString();
        }
        // The decoder stops at the first bad sequence: what it decoded so far gives the line and column.
        String before = out.flip().toString();
        int line = 1;
        int column = 1;
        for (int i = 0; i < before.length(); i++) {
            if (before.charAt(i) == '\n') {
                line++;
                column = 1;
            } else {
                column++;
            }
        }
        throw new ScenarioException(name, line, column, "", String.format(Locale.ROOT, "the file is not UTF-8 "
                + "text: byte 0x%02X here is not part of a UTF-8 character; save the file as UTF-8",
                bytes[in.position()] & 0xff), List.of());
    }

    /**
     * Reads scenario text.
     *
     * @param text   the whole file
     * @param source the file name for messages
     * @param json   JSON rather than YAML
     * @throws ScenarioException when the text is too large or not valid YAML/JSON, or not a map at the top
     */
    public static ScenarioDocument parse(String text, String source, boolean json) throws ScenarioException {
        if (text.length() > MAX_BYTES) {
            throw new ScenarioException(source, 0, 0, "", "the text is larger than " + Units.formatSize(MAX_BYTES)
                    + "; a scenario is a few kilobytes", List.of());
        }
        if (json && text.startsWith("\uFEFF")) {
            text = text.substring(1); // a byte-order mark, as some editors write: not part of the JSON
        }
        controlCharacter(text, source, json);
        JsonFactory factory = json ? jsonFactory() : yamlFactory();
        try (JsonParser p = factory.createParser(text)) {
            Reader reader = new Reader(p, source);
            JsonToken first = p.nextToken();
            if (first == null) {
                throw new ScenarioException(source, 1, 1, "", "the file is empty; expected a scenario (a map with "
                        + "name, storage, pagingDevices, workloads, ...)", List.of());
            }
            Node root = reader.value(NodePath.ROOT, 0);
            if (p.nextToken() != null) {
                JsonLocation at = p.currentTokenLocation();
                throw new ScenarioException(source, at.getLineNr(), at.getColumnNr(), "",
                        "expected one scenario; found more after its end", List.of());
            }
            if (!(root instanceof MapNode map)) {
                throw new ScenarioException(source, root.line(), root.column(), "",
                        "expected a map of keys (name, storage, pagingDevices, workloads, ...), found "
                                + describe(root), List.of());
            }
            return new ScenarioDocument(source, map);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            int line = at == null ? 0 : at.getLineNr();
            int column = at == null ? 0 : at.getColumnNr();
            // SnakeYAML's own mark of the problem is in its message (the last "line N, column M"); the location
            // Jackson passes on is that of the token before it.
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("line (\\d+), column (\\d+)")
                    .matcher(String.valueOf(e.getOriginalMessage()));
            while (!json && m.find()) {
                line = Integer.parseInt(m.group(1));
                column = Integer.parseInt(m.group(2));
            }
            throw new ScenarioException(source, line, column, "", "not valid " + (json ? "JSON" : "YAML") + ": "
                    + plain(oneLine(e.getOriginalMessage()), json), List.of());
        } catch (IOException | RuntimeException e) {
            // SnakeYAML reports its own limits (aliases, code points) as unchecked exceptions.
            throw new ScenarioException(source, 0, 0, "", "not valid " + (json ? "JSON" : "YAML") + ": "
                    + plain(oneLine(String.valueOf(e.getMessage())), json), List.of());
        }
    }

    /**
     * A control character (NUL, BEL, ESC...; tabs and line ends are text) has no place in a scenario: reported at
     * its line and column, which the parser would not give.
     */
    private static void controlCharacter(String text, String source, boolean json) throws ScenarioException {
        int line = 1;
        int column = 1;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                line++;
                column = 1;
                continue;
            }
            if ((c < 0x20 && c != '\t' && c != '\r') || (c == 0x7f && !json)) { // DEL is text in JSON strings
                throw new ScenarioException(source, line, column, "", String.format(Locale.ROOT, "control "
                        + "character U+%04X is not allowed in a scenario; delete it", (int) c), List.of());
            }
            column++;
        }
    }

    /** A parser's message in words a scenario's author knows, for the cases its own words do not carry. */
    private static String plain(String message, boolean json) {
        if (message.contains("ALLOW_COMMENTS")) {
            return "JSON has no comments (// or /* */); remove them, or write the scenario as YAML, which has #";
        }
        if (message.contains("ALLOW_NON_NUMERIC_NUMBERS")) {
            return "NaN and Infinity are not numbers in JSON; give a number";
        }
        if (message.contains("VALUE_EMBEDDED_OBJECT")) {
            return "binary values (!!binary) are not supported; give the value as text";
        }
        if (message.contains("SequenceStartEvent") || message.contains("MappingStartEvent")) {
            return "a list or a map as a key (? [a, b]) is not supported; keys are names";
        }
        if (!json && message.startsWith("expected <block end>")) {
            return message + " (a key indented differently from the keys beside it?)";
        }
        if (!json && message.contains("mapping values are not allowed here")) {
            return message + " (a colon missing after a key on the line before, or a value with ': ' in it that "
                    + "needs quotes?)";
        }
        return message;
    }

    private static JsonFactory jsonFactory() {
        return JsonFactory.builder()
                .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH + 1).build())
                .build();
    }

    private static JsonFactory yamlFactory() {
        LoaderOptions options = new LoaderOptions();
        options.setMaxAliasesForCollections(10);
        options.setNestingDepthLimit(MAX_DEPTH + 1);
        options.setCodePointLimit(MAX_BYTES);
        options.setAllowDuplicateKeys(true); // the reader refuses them, with the key's path and its first line
        return YAMLFactory.builder().loaderOptions(options)
                .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(MAX_DEPTH + 1).build())
                .build();
    }

    /** The parser's message on one line, without SnakeYAML's repeat of the position and its source excerpt. */
    private static String oneLine(String message) {
        if (message == null) {
            return "";
        }
        return message.strip().replaceAll("\\s*\\R\\s*", " ")
                .replaceAll("\\s*in 'reader', line \\d+, column \\d+:.*?\\^", "").strip();
    }

    /** Turns a stream of parser tokens into nodes, one value at a time. */
    private static final class Reader {
        private final JsonParser p;
        private final String source;

        Reader(JsonParser p, String source) {
            this.p = p;
            this.source = source;
        }

        Node value(NodePath path, int depth) throws IOException, ScenarioException {
            JsonLocation at = p.currentTokenLocation();
            int line = at.getLineNr();
            int column = at.getColumnNr();
            if (p instanceof YAMLParser yaml && yaml.isCurrentAlias()) {
                throw new ScenarioException(source, line, column, path.toString(),
                        "YAML aliases (*name) are not supported; write the value out", List.of());
            }
            if (depth >= MAX_DEPTH) {
                throw new ScenarioException(source, line, column, path.toString(),
                        "nested deeper than " + MAX_DEPTH + " levels", List.of());
            }
            JsonToken token = p.currentToken();
            return switch (token) {
                case START_OBJECT -> map(path, depth, line, column);
                case START_ARRAY -> list(path, depth, line, column);
                case VALUE_STRING -> new Scalar(p.getText(), ScalarKind.STRING, line, column);
                case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> new Scalar(p.getText(), ScalarKind.NUMBER, line, column);
                case VALUE_TRUE, VALUE_FALSE -> new Scalar(p.getText(), ScalarKind.BOOLEAN, line, column);
                case VALUE_NULL -> new Scalar("", ScalarKind.NULL, line, column);
                default -> throw new ScenarioException(source, line, column, path.toString(),
                        "unexpected " + token + "; expected a map, a list or a single value", List.of());
            };
        }

        private MapNode map(NodePath path, int depth, int line, int column) throws IOException, ScenarioException {
            MapNode map = new MapNode(line, column);
            while (p.nextToken() == JsonToken.FIELD_NAME) {
                String key = p.currentName();
                JsonLocation keyAt = p.currentTokenLocation();
                if (map.entries.containsKey(key)) {
                    throw new ScenarioException(source, keyAt.getLineNr(), keyAt.getColumnNr(),
                            path.key(key).toString(), "duplicate key '" + key + "' (first at line "
                            + map.keyLine(key) + ")", List.of());
                }
                p.nextToken();
                Node value = value(path.key(key), depth + 1);
                map.put(key, keyAt.getLineNr(), keyAt.getColumnNr(), value);
            }
            return map;
        }

        private ListNode list(NodePath path, int depth, int line, int column) throws IOException, ScenarioException {
            ListNode list = new ListNode(line, column);
            while (p.nextToken() != JsonToken.END_ARRAY) {
                list.items.add(value(path.index(list.items.size()), depth + 1));
            }
            return list;
        }
    }

    /** "a map", "a list", "'text'", for messages. */
    static String describe(Node node) {
        if (node instanceof MapNode) {
            return "a map";
        }
        if (node instanceof ListNode) {
            return "a list";
        }
        Scalar s = (Scalar) node;
        return s.kind() == ScalarKind.NULL || s.text().isBlank() ? "nothing" : "'" + s.text() + "'";
    }

    // ------------------------------------------------------------------------------------------------ get / set

    /** The node at a path such as {@code workloads[0].users}, if there is one. */
    public Optional<Node> node(String path) {
        Node at = root;
        for (Object step : NodePath.parse(path).steps()) {
            if (step instanceof Integer index && at instanceof ListNode list && index >= 0
                    && index < list.items.size()) {
                at = list.items.get(index);
            } else if (step instanceof String key && at instanceof MapNode map && map.entries.containsKey(key)) {
                at = map.entries.get(key);
            } else {
                return Optional.empty();
            }
        }
        return Optional.of(at);
    }

    /** The text of the single value at a path, if there is one there. */
    public Optional<String> get(String path) {
        return node(path).filter(Scalar.class::isInstance).map(n -> ((Scalar) n).text());
    }

    /**
     * Sets the value at a path, as if the file had written {@code value} there: {@code set("storage.real", "24MiB")}
     * or {@code set("workloads[0].users", "60")}. Missing map keys are added (with any missing maps on the way);
     * a list index may be an existing item or one past the end. A replaced value keeps its location for messages.
     *
     * @throws IllegalArgumentException when the path is malformed or goes through a value of the wrong shape
     */
    public void set(String path, String value) {
        NodePath parsed = NodePath.parse(path);
        List<Object> steps = parsed.steps();
        Node at = root;
        NodePath walked = NodePath.ROOT;
        for (int i = 0; i < steps.size(); i++) {
            Object step = steps.get(i);
            boolean last = i == steps.size() - 1;
            Object nextStep = last ? null : steps.get(i + 1);
            if (step instanceof String key) {
                if (!(at instanceof MapNode map)) {
                    throw new IllegalArgumentException(path + ": '" + walked + "' is " + describe(at)
                            + ", not a map with key '" + key + "'");
                }
                Node old = map.entries.get(key);
                int line = old != null ? old.line() : map.line();
                int column = old != null ? old.column() : map.column();
                Node next = last ? scalar(value, line, column) : old != null ? old : container(nextStep, line, column);
                if (last || old == null) {
                    map.put(key, map.keyLine(key), map.keyColumn(key), next);
                }
                at = next;
                walked = walked.key(key);
            } else {
                int index = (Integer) step;
                if (!(at instanceof ListNode list)) {
                    throw new IllegalArgumentException(path + ": '" + walked + "' is " + describe(at)
                            + ", not a list");
                }
                if (index < 0 || index > list.items.size()) {
                    int n = list.items.size();
                    throw new IllegalArgumentException(path + ": '" + walked + "' has " + n
                            + (n == 1 ? " item" : " items") + "; the index must be " + (n == 0 ? "0" : "between 0 and " + (n - 1))
                            + " (or " + n + " to add one at the end)");
                }
                Node old = index < list.items.size() ? list.items.get(index) : null;
                int line = old != null ? old.line() : list.line();
                int column = old != null ? old.column() : list.column();
                Node next = last ? scalar(value, line, column) : old != null ? old : container(nextStep, line, column);
                if (old == null) {
                    list.items.add(next);
                } else if (last) {
                    list.items.set(index, next);
                }
                at = next;
                walked = walked.index(index);
            }
        }
    }

    /**
     * Removes the value at a path ({@code policies.replacement.scanLimit}), as when switching a plugin's type drops
     * parameters the new one does not have.
     *
     * @return whether there was a value there
     */
    public boolean remove(String path) {
        NodePath parsed = NodePath.parse(path);
        List<Object> steps = parsed.steps();
        Optional<Node> parent = steps.size() == 1 ? Optional.of(root)
                : node(new NodePath(steps.subList(0, steps.size() - 1)).toString());
        Object last = steps.get(steps.size() - 1);
        if (parent.isPresent() && parent.get() instanceof MapNode map && last instanceof String key) {
            map.keyLocations.remove(key);
            return map.entries.remove(key) != null;
        }
        if (parent.isPresent() && parent.get() instanceof ListNode list && last instanceof Integer index
                && index >= 0 && index < list.items.size()) {
            list.items.remove((int) index);
            return true;
        }
        return false;
    }

    private static Node container(Object nextStep, int line, int column) {
        return nextStep instanceof Integer ? new ListNode(line, column) : new MapNode(line, column);
    }

    private static final Pattern NUMBER = Pattern.compile("[+-]?(\\d+(\\.\\d*)?|\\.\\d+)([eE][+-]?\\d+)?");

    private static Scalar scalar(String value, int line, int column) {
        ScalarKind kind = NUMBER.matcher(value).matches() ? ScalarKind.NUMBER
                : value.equals("true") || value.equals("false") ? ScalarKind.BOOLEAN : ScalarKind.STRING;
        return new Scalar(value, kind, line, column);
    }

    // --------------------------------------------------------------------------------------------------- writing

    /** The document as YAML, keys in their order and values as written. Comments are not kept. */
    /**
     * This document written into the YAML text it was read from, keeping that text's comments, layout and quoting:
     * when only single values changed (the form's edits), each is replaced where it stands, in the style it was
     * written; a changed shape (a section added or removed), a value in a form this cannot rewrite in place, or a
     * result that does not read back as this document gives empty, and the caller writes {@link #toYaml()}.
     */
    public Optional<String> patchInto(String original) {
        ScenarioDocument before;
        try {
            before = parse(original, source, false);
        } catch (ScenarioException e) {
            return Optional.empty();
        }
        List<Scalar[]> changes = new ArrayList<>();
        if (!sameShape(before.root, root, changes)) {
            return Optional.empty();
        }
        String[] lines = original.split("\n", -1);
        // From the last change to the first, so that the columns of those before stay true.
        changes.sort((a, b) -> a[0].line() != b[0].line() ? Integer.compare(b[0].line(), a[0].line())
                : Integer.compare(b[0].column(), a[0].column()));
        for (Scalar[] change : changes) {
            Scalar was = change[0];
            Scalar now = change[1];
            if (was.line() < 1 || was.line() > lines.length) {
                return Optional.empty();
            }
            String line = lines[was.line() - 1];
            int at = was.column() - 1;
            if (at < 0 || at > line.length()) {
                return Optional.empty();
            }
            String rest = line.substring(at);
            String written;
            int length;
            if (rest.startsWith("\"" + was.text() + "\"") && !was.text().contains("\\")) {
                length = was.text().length() + 2;
                written = quote(now.text());
            } else if (rest.startsWith("'" + was.text() + "'") && !was.text().contains("'")) {
                length = was.text().length() + 2;
                written = now.text().contains("'") || now.text().contains("\n") ? quote(now.text())
                        : "'" + now.text() + "'";
            } else if (was.kind() != ScalarKind.NULL && !was.text().isEmpty() && rest.startsWith(was.text())) {
                length = was.text().length();
                written = inline(now);
            } else {
                return Optional.empty();
            }
            lines[was.line() - 1] = line.substring(0, at) + written + line.substring(at + length);
        }
        String patched = String.join("\n", lines);
        try {
            if (!parse(patched, source, false).toYaml().equals(toYaml())) {
                return Optional.empty(); // it would not read back as this document: write it whole instead
            }
        } catch (ScenarioException e) {
            return Optional.empty();
        }
        return Optional.of(patched);
    }

    /** Whether two trees have the same maps (keys in order) and lists; the scalars that differ are collected. */
    private static boolean sameShape(Node a, Node b, List<Scalar[]> changes) {
        if (a instanceof MapNode ma && b instanceof MapNode mb) {
            if (!new ArrayList<>(ma.entries.keySet()).equals(new ArrayList<>(mb.entries.keySet()))) {
                return false;
            }
            for (String key : ma.entries.keySet()) {
                if (!sameShape(ma.entries.get(key), mb.entries.get(key), changes)) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof ListNode la && b instanceof ListNode lb) {
            if (la.items.size() != lb.items.size()) {
                return false;
            }
            for (int i = 0; i < la.items.size(); i++) {
                if (!sameShape(la.items.get(i), lb.items.get(i), changes)) {
                    return false;
                }
            }
            return true;
        }
        if (a instanceof Scalar sa && b instanceof Scalar sb) {
            if (!sa.text().equals(sb.text()) || sa.kind() != sb.kind()) {
                changes.add(new Scalar[] {sa, sb});
            }
            return true;
        }
        return false;
    }

    public String toYaml() {
        StringBuilder out = new StringBuilder();
        if (root.entries.isEmpty()) {
            return "{}\n";
        }
        writeMap(root, 0, out, false);
        return out.toString();
    }

    private static void writeMap(MapNode map, int indent, StringBuilder out, boolean firstInline) {
        boolean first = true;
        for (Map.Entry<String, Node> e : map.entries.entrySet()) {
            if (!(first && firstInline)) {
                out.append(" ".repeat(indent));
            }
            first = false;
            out.append(yamlKey(e.getKey())).append(':');
            writeValueAfterKey(e.getValue(), indent, out);
        }
    }

    private static void writeValueAfterKey(Node value, int indent, StringBuilder out) {
        if (value instanceof MapNode m && !m.entries.isEmpty()) {
            out.append('\n');
            writeMap(m, indent + 2, out, false);
        } else if (value instanceof ListNode l && !l.items.isEmpty()) {
            out.append('\n');
            writeList(l, indent + 2, out);
        } else {
            out.append(' ').append(inline(value)).append('\n');
        }
    }

    private static void writeList(ListNode list, int indent, StringBuilder out) {
        for (Node item : list.items) {
            out.append(" ".repeat(indent)).append('-');
            if (item instanceof MapNode m && !m.entries.isEmpty()) {
                out.append(' ');
                writeMap(m, indent + 2, out, true);
            } else if (item instanceof ListNode l && !l.items.isEmpty()) {
                out.append('\n');
                writeList(l, indent + 2, out);
            } else {
                out.append(' ').append(inline(item)).append('\n');
            }
        }
    }

    private static String inline(Node node) {
        if (node instanceof MapNode) {
            return "{}";
        }
        if (node instanceof ListNode) {
            return "[]";
        }
        Scalar s = (Scalar) node;
        return switch (s.kind()) {
            case NULL -> "null";
            case NUMBER, BOOLEAN -> s.text();
            case STRING -> plainIsSafe(s.text()) ? s.text() : quote(s.text());
        };
    }

    private static final Pattern PLAIN_WORDS = Pattern.compile("[A-Za-z_/][A-Za-z0-9_ ./()+-]*");
    private static final Pattern PLAIN_QUANTITY = Pattern.compile("[0-9]+(\\.[0-9]+)? ?[A-Za-z\u00b5]*[A-Za-z%]");
    private static final Set<String> RESERVED = Set.of("true", "false", "yes", "no", "on", "off", "y", "n", "null",
            "~");

    /** Whether a string written without quotes reads back as the same string (conservatively). */
    private static boolean plainIsSafe(String text) {
        if (text.isEmpty() || text.endsWith(" ") || RESERVED.contains(text.toLowerCase(Locale.ROOT))) {
            return false;
        }
        return PLAIN_WORDS.matcher(text).matches() || PLAIN_QUANTITY.matcher(text).matches()
                && !text.matches("[0-9]+[eE]");
    }

    private static String yamlKey(String key) {
        return key.matches("[A-Za-z_][A-Za-z0-9_-]*") && !RESERVED.contains(key.toLowerCase(Locale.ROOT))
                ? key : quote(key);
    }

    /** A YAML double-quoted string (the JSON escapes, which YAML shares). */
    private static String quote(String text) {
        StringBuilder sb = new StringBuilder("\"");
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '"' -> sb.append("\\\"");
                case '\\' -> sb.append("\\\\");
                case '\n' -> sb.append("\\n");
                case '\t' -> sb.append("\\t");
                case '\r' -> sb.append("\\r");
                default -> {
                    if (c < 0x20 || c == 0x7f) {
                        sb.append(String.format("\\u%04x", (int) c));
                    } else {
                        sb.append(c);
                    }
                }
            }
        }
        return sb.append('"').toString();
    }
}
