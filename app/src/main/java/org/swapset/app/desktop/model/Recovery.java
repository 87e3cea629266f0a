package org.swapset.app.desktop.model;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.swapset.app.AtomicFiles;
import org.yaml.snakeyaml.LoaderOptions;

/**
 * The autosave of unsaved work: the scenario text in {@code recovery.yaml} in the settings folder, and the file it
 * belongs to (if it has one) in {@code recovery.path}; the what-if variants with unsaved edits, each with its text
 * and the file it was last saved to, in {@code recovery-variants.yaml}. Each file is written atomically, the
 * variants first and {@code recovery.yaml} last, and all are cleared when the work is saved or discarded, so a
 * {@code recovery.yaml} left there at start-up means the last session ended with unsaved changes. While variants are
 * unsaved the base is autosaved too, edited or not, as what they are variants of.
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
     */
    public record Found(Text base, boolean edited, List<Text> variants) {
    }

    /** The variants' file: a list of maps, each text as a literal block; as long as the texts, which are trusted. */
    private static final YAMLMapper YAML = yaml();

    /** The word on the third line of {@code recovery.path} for a scenario autosaved only for its variants. */
    private static final String UNEDITED = "unedited";

    private final Path textFile;
    private final Path pathFile;
    private final Path variantsFile;

    public Recovery(Path settingsDir) {
        this.textFile = settingsDir.resolve("recovery.yaml");
        this.pathFile = settingsDir.resolve("recovery.path");
        this.variantsFile = settingsDir.resolve("recovery-variants.yaml");
    }

    /** Saves unsaved work: the scenario, whether it is edited, and its unsaved variants (see {@link Found}). */
    public void save(Text base, boolean edited, List<Text> variants) throws IOException {
        Files.createDirectories(textFile.getParent());
        if (variants.isEmpty()) {
            Files.deleteIfExists(variantsFile);
        } else {
            List<Map<String, String>> entries = new ArrayList<>();
            for (Text v : variants) {
                Map<String, String> entry = new LinkedHashMap<>();
                v.original().ifPresent(p -> entry.put("file", p.toAbsolutePath().toString()));
                v.original().flatMap(p -> v.stamp()).ifPresent(s -> entry.put("stamp", s));
                entry.put("text", v.text());
                entries.add(entry);
            }
            AtomicFiles.write(variantsFile, YAML.writeValueAsString(entries));
        }
        AtomicFiles.write(pathFile, base.original().map(p -> p.toAbsolutePath() + "\n" + base.stamp().orElse(""))
                .orElse("\n") + (edited ? "" : "\n" + UNEDITED));
        AtomicFiles.write(textFile, base.text());
    }

    /** The work left by a session that ended without saving, if any. */
    public Optional<Found> pending() {
        if (!Files.isRegularFile(textFile)) {
            return Optional.empty();
        }
        try {
            String text = Files.readString(textFile);
            String[] lines = (Files.isRegularFile(pathFile) ? Files.readString(pathFile) : "").split("\n", -1);
            String path = lines[0].strip();
            String stamp = lines.length > 1 ? lines[1].strip() : "";
            boolean edited = lines.length < 3 || !lines[2].strip().equals(UNEDITED);
            return Optional.of(new Found(text(text, path, stamp), edited, variants()));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The variants autosaved with the scenario; none when there are none, or when their file cannot be read. */
    private List<Text> variants() {
        if (!Files.isRegularFile(variantsFile)) {
            return List.of();
        }
        List<Text> variants = new ArrayList<>();
        try {
            for (Map<String, String> entry : YAML.readValue(variantsFile.toFile(),
                    new TypeReference<List<Map<String, String>>>() { })) {
                variants.add(text(entry.getOrDefault("text", ""), entry.getOrDefault("file", ""),
                        entry.getOrDefault("stamp", "")));
            }
        } catch (IOException e) {
            return List.of(); // written atomically, so not half a file: the scenario is still worth offering
        }
        return variants;
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
        Files.deleteIfExists(textFile);
        Files.deleteIfExists(pathFile);
        Files.deleteIfExists(variantsFile);
    }
}
