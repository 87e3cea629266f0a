package org.swapset.app.desktop.model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.swapset.app.AtomicFiles;

/**
 * The autosave of unsaved work: the scenario text in {@code recovery.yaml} in the settings folder, and the file it
 * belongs to (if it has one) in {@code recovery.path}. Written atomically, cleared when the work is saved or
 * discarded, so a file left there at start-up means the last session ended with unsaved changes.
 */
public final class Recovery {

    /**
     * Work found at start-up.
     *
     * @param text     the scenario text
     * @param original the file it was edited from, when it had one
     * @param stamp    that file's modification time and size when it was opened or last saved there, as the
     *                 workspace records them; empty when not known (no file, or an autosave from before they were
     *                 kept)
     */
    public record Found(String text, Optional<Path> original, Optional<String> stamp) {
    }

    private final Path textFile;
    private final Path pathFile;

    public Recovery(Path settingsDir) {
        this.textFile = settingsDir.resolve("recovery.yaml");
        this.pathFile = settingsDir.resolve("recovery.path");
    }

    /** Saves unsaved work, with the file it belongs to and that file's stamp (see {@link Found}). */
    public void save(String text, Optional<Path> original, Optional<String> stamp) throws IOException {
        Files.createDirectories(textFile.getParent());
        AtomicFiles.write(pathFile, original.map(p -> p.toAbsolutePath() + "\n" + stamp.orElse("")).orElse(""));
        AtomicFiles.write(textFile, text);
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
            return Optional.of(new Found(text, path.isEmpty() ? Optional.empty() : Optional.of(Path.of(path)),
                    path.isEmpty() || stamp.isEmpty() ? Optional.empty() : Optional.of(stamp)));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** Forgets the autosave: the work was saved, discarded or recovered. */
    public void clear() throws IOException {
        Files.deleteIfExists(textFile);
        Files.deleteIfExists(pathFile);
    }
}
