package org.swapset.app.desktop.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.swapset.app.AtomicFiles;
import org.yaml.snakeyaml.LoaderOptions;

/**
 * The autosave of unsaved work, in one file, {@code autosave.yaml} in the settings folder: the scenario's text, the
 * file it belongs to (if it has one) and whether it has edits of its own, and the what-if variants with unsaved
 * edits, each with its text and the file it was last saved to. The file is replaced whole in one atomic rename, so
 * the scenario and its variants are always of the same moment (a crash never pairs one file's text with another's
 * path, nor a scenario with variants it no longer has), and it is deleted when the work is saved or discarded: an
 * autosave there at start-up means the last session ended with unsaved changes. While variants are unsaved the base
 * is autosaved too, edited or not, as what they are variants of.
 *
 * <p>Earlier versions wrote three files, read when there is no {@code autosave.yaml}: the text in
 * {@code recovery.yaml}, the file and its stamp (and "unedited") in {@code recovery.path}, the variants in
 * {@code recovery-variants.yaml}. What cannot be read (a disk error, a later version's format) is never deleted: it
 * is moved aside as {@code NAME.unreadable-TIME} and named, the variants in {@link Found#unread}, the whole autosave
 * in the exception {@link #pending()} throws.
 */
public final class Recovery {

    /**
     * One scenario's autosaved text.
     *
     * @param text     the scenario text
     * @param original the file it was edited from or last saved to, when it had one
     * @param stamp    that file's modification time and size when it was opened or last saved there, as the
     *                 workspace records them; empty when not known (no file, or an autosave from before they were
     *                 kept)
     */
    public record Text(String text, Optional<Path> original, Optional<String> stamp) {
    }

    /**
     * Work found at start-up.
     *
     * @param base     the scenario
     * @param edited   whether the scenario itself had unsaved edits; when not, it is here for the variants
     * @param variants its what-if variants with unsaved edits, in order
     * @param unread   when the variants could not be read, what to tell the user: "its what-if variants could not be
     *                 read (WHY); they are kept in FILE"
     */
    public record Found(Text base, boolean edited, List<Text> variants, Optional<String> unread) {

        /** Work read whole. */
        public Found(Text base, boolean edited, List<Text> variants) {
            this(base, edited, variants, Optional.empty());
        }
    }

    /** The file: a map, each text as a literal block; as long as the texts, which are trusted. */
    private static final YAMLMapper YAML = yaml();

    /** The word on the third line of an earlier version's {@code recovery.path} for a base kept for its variants. */
    private static final String UNEDITED = "unedited";

    private final Path file;
    private final Path textFile;
    private final Path pathFile;
    private final Path variantsFile;

    public Recovery(Path settingsDir) {
        this.file = settingsDir.resolve("autosave.yaml");
        this.textFile = settingsDir.resolve("recovery.yaml");
        this.pathFile = settingsDir.resolve("recovery.path");
        this.variantsFile = settingsDir.resolve("recovery-variants.yaml");
    }

    /** Saves unsaved work: the scenario, whether it is edited, and its unsaved variants (see {@link Found}). */
    public void save(Text base, boolean edited, List<Text> variants) throws IOException {
        Files.createDirectories(file.getParent());
        Map<String, Object> all = new LinkedHashMap<>();
        all.put("edited", edited);
        all.putAll(entry(base));
        all.put("variants", variants.stream().map(Recovery::entry).toList());
        AtomicFiles.write(file, YAML.writeValueAsString(all));
        clearEarlier(); // superseded: only read while there is no autosave.yaml
    }

    private static Map<String, String> entry(Text t) {
        Map<String, String> entry = new LinkedHashMap<>();
        t.original().ifPresent(p -> entry.put("file", p.toAbsolutePath().toString()));
        t.original().flatMap(p -> t.stamp()).ifPresent(s -> entry.put("stamp", s));
        entry.put("text", t.text());
        return entry;
    }

    /**
     * The work left by a session that ended without saving, if any. Variants that cannot be read are moved aside and
     * named in {@link Found#unread}, and the scenario is still offered.
     *
     * @throws IOException when the autosave cannot be read at all; it has been moved aside, and the message names it
     */
    public Optional<Found> pending() throws IOException {
        if (Files.isRegularFile(file)) {
            return Optional.of(readFile());
        }
        if (Files.isRegularFile(textFile)) {
            return Optional.of(readEarlier());
        }
        return Optional.empty();
    }

    private Found readFile() throws IOException {
        JsonNode all;
        try {
            all = YAML.readTree(file.toFile());
            if (all == null || !all.path("text").isTextual()) {
                throw new IOException("it holds no scenario text");
            }
        } catch (IOException e) {
            throw new IOException("the autosave could not be read (" + why(e) + "); it is kept in " + aside(file), e);
        }
        Text base = text(all.path("text").asText(), all.path("file").asText(""), all.path("stamp").asText(""));
        boolean edited = all.path("edited").asBoolean(true);
        try {
            return new Found(base, edited, variants(all.path("variants")));
        } catch (IOException e) {
            // All of it kept aside; the autosave keeps what could be read, of the same moment.
            String unread = unread(e, aside(file));
            try {
                save(base, edited, List.of());
            } catch (IOException notNow) {
                // Offered all the same; recovering or discarding it writes or clears the autosave again.
            }
            return new Found(base, edited, List.of(), Optional.of(unread));
        }
    }

    private Found readEarlier() throws IOException {
        String text;
        try {
            text = Files.readString(textFile);
        } catch (IOException e) {
            throw new IOException("the autosave could not be read (" + why(e) + "); it is kept in "
                    + aside(textFile), e);
        }
        String[] lines = (Files.isRegularFile(pathFile) ? Files.readString(pathFile) : "").split("\n", -1);
        String path = lines[0].strip();
        String stamp = lines.length > 1 ? lines[1].strip() : "";
        boolean edited = lines.length < 3 || !lines[2].strip().equals(UNEDITED);
        Text base = text(text, path, stamp);
        if (!Files.isRegularFile(variantsFile)) {
            return new Found(base, edited, List.of());
        }
        try {
            return new Found(base, edited, variants(YAML.readTree(variantsFile.toFile())));
        } catch (IOException e) {
            return new Found(base, edited, List.of(), Optional.of(unread(e, aside(variantsFile))));
        }
    }

    /** The variants in a list of maps, each with its text; none for no list. */
    private static List<Text> variants(JsonNode list) throws IOException {
        if (list == null || list.isMissingNode() || list.isNull()) {
            return List.of();
        }
        if (!list.isArray()) {
            throw new IOException("not a list of variants");
        }
        List<Text> variants = new ArrayList<>();
        for (JsonNode entry : list) {
            if (!entry.path("text").isTextual()) {
                throw new IOException("variant " + (variants.size() + 1) + " has no text");
            }
            variants.add(text(entry.path("text").asText(), entry.path("file").asText(""),
                    entry.path("stamp").asText("")));
        }
        return variants;
    }

    private static String unread(IOException e, Path kept) {
        return "its what-if variants could not be read (" + why(e) + "); they are kept in " + kept;
    }

    /** The first line of a failure's message (a YAML parser's goes on with the source and its location). */
    private static String why(IOException e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return m.lines().findFirst().orElse(m).strip();
    }

    /** Moves a file that cannot be read out of the way, as {@code NAME.unreadable-TIME}; where it is now. */
    private static Path aside(Path unreadable) {
        Path kept = unreadable.resolveSibling(unreadable.getFileName() + ".unreadable-"
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS")));
        try {
            return Files.move(unreadable, kept);
        } catch (IOException e) {
            return unreadable; // a folder that refuses the rename refuses a deletion too: it stays where it is
        }
    }

    private static Text text(String text, String path, String stamp) {
        return new Text(text, path.isEmpty() ? Optional.empty() : Optional.of(Path.of(path)),
                path.isEmpty() || stamp.isEmpty() ? Optional.empty() : Optional.of(stamp));
    }

    private static YAMLMapper yaml() {
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(Integer.MAX_VALUE);
        return new YAMLMapper(YAMLFactory.builder().loaderOptions(options)
                .enable(YAMLGenerator.Feature.LITERAL_BLOCK_STYLE).build());
    }

    /** Forgets the autosave: the work was saved, discarded or recovered. */
    public void clear() throws IOException {
        clearEarlier();
        Files.deleteIfExists(file);
    }

    /** An earlier version's files: the text first, which is what says there is work. */
    private void clearEarlier() throws IOException {
        Files.deleteIfExists(textFile);
        Files.deleteIfExists(pathFile);
        Files.deleteIfExists(variantsFile);
    }
}
