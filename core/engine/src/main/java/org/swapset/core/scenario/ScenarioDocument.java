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
 * {@link #toYaml()}, which keeps the key order and each value's text but not the comments, or, keeping the file's
 * comments and layout, written into the text it was read from ({@link #patchInto}).
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
     * @throws IllegalArgumentException when {@code saved} does not hold the same scenario (the same values, however
     *                                  quoted)
     */
    public void adopt(ScenarioDocument saved) {
        if (!sameValues(saved.root, root)) {
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
            throw new ScenarioException(name, 0, 0, "", "cannot read the file: " + readProblem(file, e), List.of());
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
        return parse(text, source, json, null);
    }

    /** Reads scenario text, and when {@code ends} is given, puts there where each node ends (line, column). */
    private static ScenarioDocument parse(String text, String source, boolean json, Map<Node, int[]> ends)
            throws ScenarioException {
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
            Reader reader = new Reader(p, source, ends);
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
            String message = String.valueOf(e.getOriginalMessage());
            boolean unclosed = !json && message.startsWith("while scanning a quoted scalar")
                    && message.contains("found unexpected end of stream");
            while (!json && m.find()) {
                line = Integer.parseInt(m.group(1));
                column = Integer.parseInt(m.group(2));
                if (unclosed) {
                    break; // the first mark, where the quote opened: the end of the file says nothing
                }
            }
            throw new ScenarioException(source, line, column, "", "not valid " + (json ? "JSON" : "YAML") + ": "
                    + (unclosed ? "a quoted value opened here is not closed before the end of the file; add its "
                    + "closing quote" : plain(oneLine(message), json)), List.of());
        } catch (IOException | RuntimeException e) {
            // SnakeYAML reports its own limits (aliases, code points) as unchecked exceptions.
            throw new ScenarioException(source, 0, 0, "", "not valid " + (json ? "JSON" : "YAML") + ": "
                    + plain(oneLine(String.valueOf(e.getMessage())), json), List.of());
        }
    }

    /** Why a file could not be read, in a user's words: no exception class names. */
    public static String readProblem(Path file, IOException e) {
        if (Files.isDirectory(file)) {
            return "it is a folder, not a file";
        }
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.FileSystemException fs && fs.getReason() != null) {
            return fs.getReason();
        }
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
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
        // Jackson's "[Source: REDACTED (`StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION` disabled); line: 1, column:
        // 1]" says where in the file's words, without its internals.
        message = message.replaceAll("\\[Source: [^\\]]*?line: (\\d+), column: (\\d+)\\]", "line $1, column $2");
        if (json && message.startsWith("Unexpected end-of-input")) {
            String detail = message.replaceFirst("^Unexpected end-of-input:?\\s*", "");
            if (detail.contains("closing quote")) {
                return "the file ends inside a quoted text; add its closing \"";
            }
            return "the file ends before a map or list is closed (" + detail + "); add the closing } or ]";
        }
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
        if (!json && message.contains("while parsing a flow mapping") && message.contains("but got [")) {
            // { label: Drum busy, metric: devices[0].utilisation } : the '[' of an unquoted id starts a list
            return message + " (a value with [ ] inside { } needs quotes: metric: \"devices[0].utilisation\")";
        }
        if (!json && message.contains("Do not use \\t(TAB) for indentation")) {
            return "a tab in the file, where YAML allows only spaces (before a value as well as for indentation); "
                    + "replace it with spaces";
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
        /** Where each node ends, when asked for: the line and column just after it. */
        private final Map<Node, int[]> ends;

        Reader(JsonParser p, String source, Map<Node, int[]> ends) {
            this.p = p;
            this.source = source;
            this.ends = ends;
        }

        /** Notes where {@code node}, whose last token the parser has just read, ends. */
        private Node ended(Node node) {
            if (ends != null) {
                JsonLocation end = p.currentLocation();
                ends.put(node, new int[] {end.getLineNr(), end.getColumnNr()});
            }
            return node;
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
            return ended(switch (token) {
                case START_OBJECT -> map(path, depth, line, column);
                case START_ARRAY -> list(path, depth, line, column);
                case VALUE_STRING -> new Scalar(p.getText(), ScalarKind.STRING, line, column);
                case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> new Scalar(p.getText(), ScalarKind.NUMBER, line, column);
                case VALUE_TRUE, VALUE_FALSE -> new Scalar(p.getText(), ScalarKind.BOOLEAN, line, column);
                case VALUE_NULL -> new Scalar("", ScalarKind.NULL, line, column);
                default -> throw new ScenarioException(source, line, column, path.toString(),
                        "unexpected " + token + "; expected a map, a list or a single value", List.of());
            });
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

    /**
     * This document written into the YAML text it was read from, keeping that text's comments, blank lines, layout,
     * line ends and quoting: each changed value is replaced where it stands, in the style it was written (a plain
     * value stays plain where it reads back the same, a quoted one keeps its quotes); a key added to a map (a field
     * left to its default given a value) goes on a line of its own after the map's last entry, or into its flow
     * map's braces; a removed key or list item takes its own lines (or its place in a flow map or list) with it; an
     * item added to a list goes after its last item, written as that item is (in braces or as a block). Whatever this
     * cannot change in place (keys reordered, a block map emptied, a value written as {@code null}), or a result
     * that does not read back as this document, gives empty, and the caller writes {@link #toYaml()}.
     */
    public Optional<String> patchInto(String original) {
        Map<Node, int[]> ends = new java.util.IdentityHashMap<>();
        ScenarioDocument before;
        try {
            before = parse(original, source, false, ends);
        } catch (ScenarioException e) {
            return Optional.empty();
        }
        // First each plain value written plain again, then, if that does not read back, in the safe style.
        for (boolean keepPlain : new boolean[] {true, false}) {
            Patch patch = new Patch(original, ends, keepPlain);
            if (!patch.diff(before.root, root)) {
                return Optional.empty();
            }
            Optional<String> patched = patch.apply();
            try {
                if (patched.isPresent() && sameValues(parse(patched.get(), source, false).root, root)) {
                    return patched;
                }
            } catch (ScenarioException e) {
                // not YAML any more: try the safer style, or write it whole
            }
        }
        return Optional.empty();
    }

    /**
     * This document as YAML for a file: written into {@code original} (see {@link #patchInto}) when there is such a
     * text and it can be, else {@link #toYaml()}.
     */
    public String yamlInto(Optional<String> original) {
        return original.flatMap(this::patchInto).orElseGet(this::toYaml);
    }

    /**
     * Whether two trees are the same scenario for the loader: the same maps (keys in order), lists and values. A
     * value's text is what counts, and whether it is null, not how it was written: {@code "7"} and {@code 7} are the
     * same (the loader reads values from their text), so a quoted value keeps its quotes when it is edited.
     */
    private static boolean sameValues(Node a, Node b) {
        if (a instanceof MapNode ma && b instanceof MapNode mb) {
            if (!new ArrayList<>(ma.entries.keySet()).equals(new ArrayList<>(mb.entries.keySet()))) {
                return false;
            }
            for (String key : ma.entries.keySet()) {
                if (!sameValues(ma.entries.get(key), mb.entries.get(key))) {
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
                if (!sameValues(la.items.get(i), lb.items.get(i))) {
                    return false;
                }
            }
            return true;
        }
        return a instanceof Scalar sa && b instanceof Scalar sb && sameValue(sa, sb);
    }

    private static boolean sameValue(Scalar a, Scalar b) {
        return a.text().equals(b.text()) && (a.kind() == ScalarKind.NULL) == (b.kind() == ScalarKind.NULL);
    }

    /**
     * The edits that turn a YAML text into a changed document of it, each a span of the text and what replaces it.
     * Positions come from the parser: lines as YAML counts them (LF, CRLF, CR) and columns in code points.
     */
    private static final class Patch {
        private record Edit(int start, int end, String text) {
        }

        private final String text;
        private final Map<Node, int[]> ends;
        private final boolean keepPlain;
        private final List<Integer> lineStarts = new ArrayList<>();
        /** The text's own line end, for lines added: the first one it has, else LF. */
        private final String lineBreak;
        private final List<Edit> edits = new ArrayList<>();

        Patch(String text, Map<Node, int[]> ends, boolean keepPlain) {
            this.text = text;
            this.ends = ends;
            this.keepPlain = keepPlain;
            lineStarts.add(0);
            String firstBreak = null;
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                boolean crlf = c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n';
                if (crlf) {
                    i++;
                }
                if (c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029') {
                    lineStarts.add(i + 1);
                    if (firstBreak == null) {
                        firstBreak = crlf ? "\r\n" : String.valueOf(c);
                    }
                }
            }
            this.lineBreak = firstBreak == null ? "\n" : firstBreak;
        }

        /** The text with the edits made, or empty when two of them overlap. */
        Optional<String> apply() {
            List<Edit> sorted = new ArrayList<>(edits);
            // From the last to the first, so that the offsets of those before stay true; at one offset, a span
            // removed before a text inserted there.
            sorted.sort((a, b) -> a.start() != b.start() ? Integer.compare(b.start(), a.start())
                    : Integer.compare(b.end(), a.end()));
            StringBuilder out = new StringBuilder(text);
            int limit = text.length();
            for (Edit e : sorted) {
                if (e.start() < 0 || e.end() < e.start() || e.end() > limit) {
                    return Optional.empty();
                }
                out.replace(e.start(), e.end(), e.text());
                limit = e.start();
            }
            return Optional.of(out.toString());
        }

        // ------------------------------------------------------------------------------------------- positions

        /** The offset of a 1-based line and column (in code points), or -1. */
        private int offset(int line, int column) {
            if (line < 1 || line > lineStarts.size() || column < 1) {
                return -1;
            }
            int start = lineStarts.get(line - 1);
            int lineEnd = line < lineStarts.size() ? lineStarts.get(line) : text.length();
            try {
                int at = text.offsetByCodePoints(start, column - 1);
                return at <= lineEnd ? at : -1;
            } catch (IndexOutOfBoundsException e) {
                return -1;
            }
        }

        private int start(Node node) {
            return offset(node.line(), node.column());
        }

        /**
         * Where a node's own text ends: a value's last character, a flow map's or list's closing bracket, a block
         * map's or list's last value (the parser ends a block only where the next key starts, past any comments).
         */
        private int end(Node node) {
            if (node instanceof MapNode m && !m.entries.isEmpty() && !isFlow(m)) {
                return end(m.entries.get(new ArrayList<>(m.entries.keySet()).get(m.entries.size() - 1)));
            }
            if (node instanceof ListNode l && !l.items.isEmpty() && !isFlow(l)) {
                return end(l.items.get(l.items.size() - 1));
            }
            int[] at = ends.get(node);
            return at == null ? -1 : offset(at[0], at[1]);
        }

        private int keyStart(MapNode map, String key) {
            return offset(map.keyLine(key), map.keyColumn(key));
        }

        private int lineStart(int offset) {
            int i = offset;
            while (i > 0 && !isBreak(text.charAt(i - 1))) {
                i--;
            }
            return i;
        }

        /** The offset after the line break of the line holding {@code offset} (the text's end on its last line). */
        private int nextLine(int offset) {
            int i = offset;
            while (i < text.length() && !isBreak(text.charAt(i))) {
                i++;
            }
            if (i < text.length()) {
                i += text.startsWith("\r\n", i) ? 2 : 1;
            }
            return i;
        }

        /** The offset after the last line of a value ending at {@code end}, past comment lines that continue it. */
        private int afterLines(int end, int indent) {
            int i = end > 0 && isBreak(text.charAt(end - 1)) ? end : nextLine(end);
            while (i < text.length()) {
                int firstNonBlank = i;
                while (firstNonBlank < text.length() && (text.charAt(firstNonBlank) == ' '
                        || text.charAt(firstNonBlank) == '\t')) {
                    firstNonBlank++;
                }
                // A comment indented past the entry's own column continues the comment of its last line.
                if (firstNonBlank < text.length() && text.charAt(firstNonBlank) == '#'
                        && text.codePointCount(i, firstNonBlank) > indent) {
                    i = nextLine(firstNonBlank);
                } else {
                    break;
                }
            }
            return i;
        }

        private static boolean isBreak(char c) {
            return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
        }

        private boolean endsWithBreak() {
            return !text.isEmpty() && isBreak(text.charAt(text.length() - 1));
        }

        private boolean isFlow(Node container) {
            int at = start(container);
            return at >= 0 && at < text.length() && (text.charAt(at) == '{' || text.charAt(at) == '[');
        }

        /** Whether the text from the start of the line to {@code offset} is only spaces, or spaces and a "- ". */
        private boolean onlyIndentBefore(int offset, boolean dash) {
            String before = text.substring(lineStart(offset), offset);
            return dash ? before.matches("[ ]*-[ ]+") : before.matches("[ ]*");
        }

        /** A span of whole lines removed: with the line end before it, when it is the text's last line unended. */
        private void removeLines(int from, int to) {
            if (to == text.length() && !endsWithBreak() && from > 0) {
                int back = from;
                if (back > 0 && isBreak(text.charAt(back - 1))) {
                    back -= back > 1 && text.startsWith("\r\n", back - 2) ? 2 : 1;
                }
                from = back;
            }
            edits.add(new Edit(from, to, ""));
        }

        /** Lines added at a line start {@code at}: after a line end added first when the text's last has none. */
        private void insertLines(int at, String lines) {
            String block = lines.replace("\n", lineBreak);
            if (at == text.length() && !endsWithBreak()) {
                block = lineBreak + block.substring(0, block.length() - lineBreak.length());
            }
            edits.add(new Edit(at, at, block));
        }

        // ----------------------------------------------------------------------------------------------- diff

        /** Adds the edits that turn {@code was} (as written in the text) into {@code now}; false when it cannot. */
        boolean diff(Node was, Node now) {
            if (was instanceof Scalar a && now instanceof Scalar b) {
                return sameValue(a, b) || replace(a, b);
            }
            if (was instanceof MapNode a && now instanceof MapNode b) {
                return diffMap(a, b);
            }
            if (was instanceof ListNode a && now instanceof ListNode b) {
                return diffList(a, b);
            }
            return false;
        }

        private boolean replace(Scalar was, Scalar now) {
            int from = start(was);
            int to = end(was);
            if (was.kind() == ScalarKind.NULL || now.kind() == ScalarKind.NULL || from < 0 || to <= from) {
                return false;
            }
            char first = text.charAt(from);
            String written;
            if (first == '"') {
                written = quote(now.text());
            } else if (first == '\'') {
                written = now.text().chars().anyMatch(c -> c < 0x20 || c == 0x7f) ? quote(now.text())
                        : "'" + now.text().replace("'", "''") + "'";
            } else {
                if (first == '|' || first == '>') {
                    // A block of lines: replaced up to its last character, its line end and any blank lines kept.
                    while (to > from && Character.isWhitespace(text.charAt(to - 1))) {
                        to--;
                    }
                }
                boolean plain = keepPlain && first != '|' && first != '>' && !now.text().isEmpty()
                        && now.text().strip().equals(now.text()) && now.text().chars().allMatch(c -> c >= 0x20
                        && c != 0x7f);
                written = plain ? now.text() : inline(now);
            }
            edits.add(new Edit(from, to, written));
            return true;
        }

        private boolean diffMap(MapNode was, MapNode now) {
            List<String> kept = new ArrayList<>(was.entries.keySet());
            kept.retainAll(now.entries.keySet());
            List<String> nowKeys = new ArrayList<>(now.entries.keySet());
            if (!nowKeys.subList(0, kept.size()).equals(kept)) {
                return false; // keys reordered
            }
            for (String key : kept) {
                Node a = was.entries.get(key);
                Node b = now.entries.get(key);
                if (emptied(a, b) && !isFlow(a) ? !empty(was, key, a, b) : !diff(a, b)) {
                    return false;
                }
            }
            List<String> removed = new ArrayList<>(was.entries.keySet());
            removed.removeAll(kept);
            List<String> added = nowKeys.subList(kept.size(), nowKeys.size());
            if (removed.isEmpty() && added.isEmpty()) {
                return true;
            }
            List<String> keys = new ArrayList<>(was.entries.keySet());
            if (keys.isEmpty()) {
                return false; // {} given its first key: written whole
            }
            if (isFlow(was)) {
                List<int[]> spans = new ArrayList<>();
                for (String key : keys) {
                    spans.add(new int[] {keyStart(was, key), end(was.entries.get(key))});
                }
                java.util.Set<Integer> gone = new java.util.HashSet<>();
                removed.forEach(key -> gone.add(keys.indexOf(key)));
                for (int i : gone) {
                    if (!removeFlowItem(spans, i, gone)) {
                        return false;
                    }
                }
                if (!added.isEmpty()) {
                    StringBuilder more = new StringBuilder();
                    for (String key : added) {
                        more.append(", ").append(yamlKey(key)).append(": ").append(flow(now.entries.get(key),
                                padded(was)));
                    }
                    int last = spans.get(spans.size() - 1)[1];
                    if (last < 0) {
                        return false;
                    }
                    edits.add(new Edit(last, last, more.toString()));
                }
                return true;
            }
            if (kept.isEmpty()) {
                return false; // a block map emptied (or replaced): written whole
            }
            int indent = was.keyColumn(keys.get(0)) - 1;
            for (String key : removed) {
                int from = keyStart(was, key);
                int to = end(was.entries.get(key));
                if (from < 0 || to < 0 || !onlyIndentBefore(from, false)) {
                    return false;
                }
                removeLines(lineStart(from), afterLines(to, indent));
            }
            if (!added.isEmpty()) {
                int to = end(was.entries.get(keys.get(keys.size() - 1)));
                if (to < 0) {
                    return false;
                }
                MapNode more = new MapNode(0, 0);
                added.forEach(key -> more.entries.put(key, now.entries.get(key)));
                StringBuilder lines = new StringBuilder();
                writeMap(more, indent, lines, false, false);
                insertLines(afterLines(to, indent), lines.toString());
            }
            return true;
        }

        private static boolean emptied(Node was, Node now) {
            return was instanceof ListNode a && !a.items.isEmpty() && now instanceof ListNode b && b.items.isEmpty()
                    || was instanceof MapNode c && !c.entries.isEmpty() && now instanceof MapNode d
                    && d.entries.isEmpty();
        }

        /**
         * A block list (or map) under {@code key} emptied, its last item removed: its lines go, and the key says
         * {@code []} ({@code {}}) on its own line, before any comment there.
         */
        private boolean empty(MapNode map, String key, Node was, Node now) {
            int keyAt = keyStart(map, key);
            int from = start(was);
            int to = end(was);
            // The parser starts a block list at its first dash, a block map at its first key.
            if (keyAt < 0 || from < 0 || to < 0 || lineStart(from) <= keyAt || !onlyIndentBefore(from, false)
                    && !onlyIndentBefore(from, was instanceof ListNode)) {
                return false;
            }
            int colon = keyAt;
            char quote = text.charAt(keyAt);
            if (quote == '"' || quote == '\'') {
                colon = text.indexOf(quote, keyAt + 1);
                while (colon > 0 && quote == '"' && text.charAt(colon - 1) == '\\') {
                    colon = text.indexOf(quote, colon + 1);
                }
            }
            colon = colon < 0 ? -1 : text.indexOf(':', colon);
            if (colon < 0 || colon > lineStart(from)) {
                return false;
            }
            int indent = was instanceof ListNode ? text.indexOf('-', lineStart(from)) - lineStart(from)
                    : text.codePointCount(lineStart(from), from);
            edits.add(new Edit(colon + 1, colon + 1, now instanceof ListNode ? " []" : " {}"));
            removeLines(lineStart(from), afterLines(to, indent));
            return true;
        }

        private boolean diffList(ListNode was, ListNode now) {
            int m = was.items.size();
            int n = now.items.size();
            List<Integer> removed = new ArrayList<>();
            if (n >= m) {
                for (int i = 0; i < m; i++) {
                    if (!diff(was.items.get(i), now.items.get(i))) {
                        return false;
                    }
                }
            } else {
                // Items removed: each item left is the same as the one it was.
                int k = 0;
                for (int i = 0; i < m; i++) {
                    if (k < n && sameValues(was.items.get(i), now.items.get(k))) {
                        k++;
                    } else {
                        removed.add(i);
                    }
                }
                if (k != n) {
                    return false;
                }
            }
            List<Node> added = now.items.subList(Math.min(m, n), n);
            if (removed.isEmpty() && added.isEmpty()) {
                return true;
            }
            if (m == 0) {
                return false; // [] given its first item: written whole
            }
            Node last = was.items.get(m - 1);
            if (isFlow(was)) {
                List<int[]> spans = new ArrayList<>();
                for (Node item : was.items) {
                    spans.add(new int[] {start(item), end(item)});
                }
                java.util.Set<Integer> gone = new java.util.HashSet<>(removed);
                for (int i : gone) {
                    if (!removeFlowItem(spans, i, gone)) {
                        return false;
                    }
                }
                if (!added.isEmpty()) {
                    StringBuilder more = new StringBuilder();
                    for (Node item : added) {
                        more.append(", ").append(flow(item, isFlow(last) ? padded(last) : padded(was)));
                    }
                    int at = end(last);
                    if (at < 0) {
                        return false;
                    }
                    edits.add(new Edit(at, at, more.toString()));
                }
                return true;
            }
            int dash = -1;
            for (Node item : was.items) {
                int from = start(item);
                if (from < 0 || end(item) < 0 || !onlyIndentBefore(from, true)) {
                    return false;
                }
                dash = text.indexOf('-', lineStart(from)) - lineStart(from);
            }
            for (int i : removed) {
                Node item = was.items.get(i);
                removeLines(lineStart(start(item)), afterLines(end(item), dash));
            }
            if (!added.isEmpty()) {
                StringBuilder lines = new StringBuilder();
                if (isFlow(last)) {
                    for (Node item : added) {
                        lines.append(" ".repeat(dash)).append("- ").append(flow(item, padded(last))).append('\n');
                    }
                } else {
                    ListNode more = new ListNode(0, 0);
                    more.items.addAll(added);
                    writeList(more, dash, lines, false);
                }
                insertLines(afterLines(end(last), dash), lines.toString());
            }
            return true;
        }

        /**
         * Removes the item {@code i} of a flow map or list (spans from its start to its end) with its comma; {@code
         * gone} are all the items removed, so that the spans of neighbours removed together meet and do not overlap.
         */
        private boolean removeFlowItem(List<int[]> spans, int i, java.util.Set<Integer> gone) {
            int[] span = spans.get(i);
            if (span[0] < 0 || span[1] < 0) {
                return false;
            }
            boolean keptBefore = false;
            for (int k = 0; k < i && !keptBefore; k++) {
                keptBefore = !gone.contains(k);
            }
            if (keptBefore) {
                edits.add(new Edit(spans.get(i - 1)[1], span[1], ""));      // ", item" after the one before
            } else if (i + 1 < spans.size()) {
                edits.add(new Edit(span[0], spans.get(i + 1)[0], ""));      // "item, " before the next
            } else {
                edits.add(new Edit(span[0], span[1], ""));                  // the last of those left
            }
            return true;
        }

        /** Whether a flow map or list is written with a space inside its brackets: { a: 1 }. */
        private boolean padded(Node container) {
            int at = start(container);
            return at >= 0 && at + 1 < text.length() && text.charAt(at + 1) == ' ';
        }
    }

    /** A value in YAML's flow style, on one line: {@code { type: ibm-3380, count: 2 }}. */
    private static String flow(Node node, boolean padded) {
        String open = padded ? " " : "";
        if (node instanceof MapNode m && !m.entries.isEmpty()) {
            List<String> entries = new ArrayList<>();
            m.entries.forEach((k, v) -> entries.add(yamlKey(k) + ": " + flow(v, padded)));
            return "{" + open + String.join(", ", entries) + open + "}";
        }
        if (node instanceof ListNode l && !l.items.isEmpty()) {
            List<String> items = new ArrayList<>();
            l.items.forEach(v -> items.add(flow(v, padded)));
            return "[" + open + String.join(", ", items) + open + "]";
        }
        return inline(node);
    }

    /** The document as YAML, keys in their order and values as written. Comments are not kept. */
    public String toYaml() {
        return yaml(false);
    }

    /**
     * The document as YAML with every map's keys in sorted order (lists keep theirs): the same text for two documents
     * of the same content, whatever order their keys were written or set in (a value cleared and typed back is set
     * again at its map's end). For telling whether a form is back to what a result was made from; not for saving.
     */
    public String toCanonicalYaml() {
        return yaml(true);
    }

    private String yaml(boolean sorted) {
        StringBuilder out = new StringBuilder();
        if (root.entries.isEmpty()) {
            return "{}\n";
        }
        writeMap(root, 0, out, false, sorted);
        return out.toString();
    }

    private static void writeMap(MapNode map, int indent, StringBuilder out, boolean firstInline, boolean sorted) {
        boolean first = true;
        for (Map.Entry<String, Node> e : (sorted ? new java.util.TreeMap<>(map.entries) : map.entries).entrySet()) {
            if (!(first && firstInline)) {
                out.append(" ".repeat(indent));
            }
            first = false;
            out.append(yamlKey(e.getKey())).append(':');
            writeValueAfterKey(e.getValue(), indent, out, sorted);
        }
    }

    private static void writeValueAfterKey(Node value, int indent, StringBuilder out, boolean sorted) {
        if (value instanceof MapNode m && !m.entries.isEmpty()) {
            out.append('\n');
            writeMap(m, indent + 2, out, false, sorted);
        } else if (value instanceof ListNode l && !l.items.isEmpty()) {
            out.append('\n');
            writeList(l, indent + 2, out, sorted);
        } else {
            out.append(' ').append(inline(value)).append('\n');
        }
    }

    private static void writeList(ListNode list, int indent, StringBuilder out, boolean sorted) {
        for (Node item : list.items) {
            out.append(" ".repeat(indent)).append('-');
            if (item instanceof MapNode m && !m.entries.isEmpty()) {
                out.append(' ');
                writeMap(m, indent + 2, out, true, sorted);
            } else if (item instanceof ListNode l && !l.items.isEmpty()) {
                out.append('\n');
                writeList(l, indent + 2, out, sorted);
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
