package org.swapset.core.scenario;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Saves files so that a crash, Ctrl-C or a full disk never leaves a half-written one: the bytes go to a temporary
 * file in the same directory, are forced to disk, and then replace the target in one atomic rename (or, where the
 * file system cannot rename atomically, an ordinary replacing move). Scenarios are saved with it, and every output
 * the command line and the desktop write (reports, charts, CSV, JSON).
 */
public final class ScenarioWriter {

    private ScenarioWriter() {
    }

    /** Writes a document as YAML ({@link ScenarioDocument#toYaml()}). */
    public static void save(Path file, ScenarioDocument document) throws IOException {
        save(file, document.toYaml());
    }

    /** Writes text (UTF-8) to a file, replacing it atomically. */
    public static void save(Path file, String text) throws IOException {
        save(file, text.getBytes(StandardCharsets.UTF_8));
    }

    /** Temporary files being written: deleted if the JVM is stopped (Ctrl-C) before they are moved into place. */
    private static final java.util.Set<Path> IN_FLIGHT = java.util.concurrent.ConcurrentHashMap.newKeySet();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            for (Path p : IN_FLIGHT) {
                try {
                    Files.deleteIfExists(p);
                } catch (IOException e) {
                    // shutting down: nothing more to do
                }
            }
        }, "swapset-temporary-files"));
    }

    /**
     * Writes bytes to a file, replacing it atomically. A failure names the file asked for, never the temporary
     * file; a read-only file is refused, not replaced.
     */
    public static void save(Path file, byte[] content) throws IOException {
        Path target = file.toAbsolutePath();
        Path dir = target.getParent();
        if (Files.isDirectory(target)) {
            throw new java.nio.file.FileSystemException(target.toString(), null, "it is a folder, not a file");
        }
        if (Files.exists(target) && !Files.isWritable(target)) {
            throw new java.nio.file.AccessDeniedException(target.toString(), null, "the file is read-only");
        }
        Path temp = null;
        boolean moved = false;
        try {
            temp = Files.createTempFile(dir, "." + target.getFileName() + ".", ".tmp");
            IN_FLIGHT.add(temp);
            try (FileChannel channel = FileChannel.open(temp, StandardOpenOption.WRITE,
                    StandardOpenOption.TRUNCATE_EXISTING)) {
                ByteBuffer bytes = ByteBuffer.wrap(content);
                while (bytes.hasRemaining()) {
                    channel.write(bytes);
                }
                channel.force(true);
            }
            keepPermissions(target, temp);
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            moved = true;
            syncDirectory(dir);
        } catch (java.nio.file.FileSystemException e) {
            throw onTarget(e, target);
        } finally {
            if (temp != null) {
                if (!moved) {
                    Files.deleteIfExists(temp);
                }
                IN_FLIGHT.remove(temp);
            }
        }
    }

    /**
     * The same failure, about the target when the file system named the temporary file (".NAME.123.tmp" beside
     * it): a person asked to write the target and has never heard of the other.
     */
    private static java.nio.file.FileSystemException onTarget(java.nio.file.FileSystemException e, Path target) {
        String failed = e.getFile();
        if (failed == null) {
            return e;
        }
        String name = Path.of(failed).getFileName() == null ? "" : Path.of(failed).getFileName().toString();
        if (!(name.startsWith("." + target.getFileName() + ".") && name.endsWith(".tmp"))) {
            return e;
        }
        java.nio.file.FileSystemException named;
        if (e instanceof java.nio.file.AccessDeniedException) {
            named = new java.nio.file.AccessDeniedException(target.toString(), null, e.getReason());
        } else if (e instanceof java.nio.file.NoSuchFileException) {
            named = new java.nio.file.NoSuchFileException(target.toString(), null, e.getReason());
        } else {
            named = new java.nio.file.FileSystemException(target.toString(), null, e.getReason());
        }
        named.initCause(e);
        return named;
    }

    /**
     * A temporary file is private (0600): a replaced scenario keeps the permissions it had, and a new one is
     * readable by all (rw-r--r--), as a file an editor writes.
     */
    private static void keepPermissions(Path target, Path temp) {
        try {
            Files.setPosixFilePermissions(temp, Files.exists(target) ? Files.getPosixFilePermissions(target)
                    : java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--"));
        } catch (IOException | UnsupportedOperationException e) {
            // Not a POSIX file system: the new file gets the directory's default permissions.
        }
    }

    /** Makes the rename itself durable where the platform allows opening a directory; elsewhere it is skipped. */
    private static void syncDirectory(Path dir) {
        try (FileChannel channel = FileChannel.open(dir, StandardOpenOption.READ)) {
            channel.force(true);
        } catch (IOException | UnsupportedOperationException e) {
            // Windows cannot open a directory as a channel; the data itself is already on disk.
        }
    }
}
