package org.swapset.app;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Set;

/** Writes a file so that readers see either the old content or all of the new, never a part. */
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
        Path absolute = target.toAbsolutePath();
        Path dir = absolute.getParent();
        if (!Files.isDirectory(dir)) {
            throw new BadInputException("folder not found for output file: " + target);
        }
        Path temp = Files.createTempFile(dir, "." + absolute.getFileName(), ".tmp");
        temp.toFile().deleteOnExit(); // interrupted (Ctrl-C) between here and the move: no temporary file is left
        try {
            Files.write(temp, bytes);
            readableLikeTheTarget(temp, absolute);
            try {
                Files.move(temp, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, absolute, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(temp);
        }
    }

    /**
     * A temporary file is created readable by its owner only; the file it replaces keeps its permissions, and a new
     * one is readable by all as files an editor writes are (reports are for sharing).
     */
    private static void readableLikeTheTarget(Path temp, Path target) throws IOException {
        if (!temp.getFileSystem().supportedFileAttributeViews().contains("posix")) {
            return;
        }
        Set<PosixFilePermission> permissions = Files.exists(target) ? Files.getPosixFilePermissions(target)
                : PosixFilePermissions.fromString("rw-r--r--");
        Files.setPosixFilePermissions(temp, permissions);
    }
}
