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

    /**
     * Writes several outputs (text, UTF-8) so that all are replaced or none is ({@link ScenarioWriter#saveAll});
     * none asked for, nothing.
     *
     * @throws CannotWriteException naming the file that could not be written; every file is as it was
     */
    public static void writeAll(java.util.LinkedHashMap<Path, String> outputs) throws IOException {
        if (outputs.isEmpty()) {
            return;
        }
        if (outputs.size() == 1) {
            java.util.Map.Entry<Path, String> only = outputs.entrySet().iterator().next();
            write(only.getKey(), only.getValue());
            return;
        }
        java.util.LinkedHashMap<Path, byte[]> bytes = new java.util.LinkedHashMap<>();
        for (java.util.Map.Entry<Path, String> o : outputs.entrySet()) {
            if (!Files.isDirectory(o.getKey().toAbsolutePath().getParent())) {
                throw new BadInputException("folder not found for output file: " + o.getKey());
            }
            bytes.put(o.getKey(), o.getValue().getBytes(StandardCharsets.UTF_8));
        }
        try {
            ScenarioWriter.saveAll(bytes);
        } catch (java.nio.file.FileSystemException e) {
            Path failed = e.getFile() == null ? outputs.keySet().iterator().next() : Path.of(e.getFile());
            throw new CannotWriteException(failed, e, outputs.size());
        }
    }

    private static void replace(Path target, byte[] bytes) throws IOException {
        if (!Files.isDirectory(target.toAbsolutePath().getParent())) {
            throw new BadInputException("folder not found for output file: " + target);
        }
        ScenarioWriter.save(target, bytes);
    }
}
