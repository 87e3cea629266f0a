package org.swapset.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.swapset.core.scenario.ScenarioWriter;

/**
 * Writes an output file so that readers see either the old content or all of the new, never a part
 * ({@link ScenarioWriter}'s temporary file, fsync and rename), with the command line's errors: a missing folder is
 * bad input, a write the file system refuses a {@link CannotWriteException}.
 */
public final class AtomicFiles {

    private AtomicFiles() {
    }

    /** Writes {@code text} (UTF-8) to a temporary file beside {@code target}, then moves it over {@code target}. */
    public static void write(Path target, String text) throws IOException {
        write(target, text.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Writes {@code bytes} to a temporary file beside {@code target}, then moves it over {@code target}.
     *
     * @throws CannotWriteException when the file system refuses (the file as it was is untouched)
     */
    public static void write(Path target, byte[] bytes) throws IOException {
        try {
            replace(target, bytes);
        } catch (IOException e) {
            throw new CannotWriteException(target, e);
        }
    }

    private static void replace(Path target, byte[] bytes) throws IOException {
        if (!Files.isDirectory(target.toAbsolutePath().getParent())) {
            throw new BadInputException("folder not found for output file: " + target);
        }
        ScenarioWriter.save(target, bytes);
    }
}
