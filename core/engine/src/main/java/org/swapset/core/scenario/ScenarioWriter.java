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

    /** For tests: called before each rename of {@link #saveAll}, to make one fail as a file system might. */
    interface RenameCheck {
        void check(Path target) throws IOException;
    }

    static volatile RenameCheck beforeRename = target -> { };

    /** Saves in progress: the shutdown hook lets them finish before it cleans up. */
    private static final java.util.concurrent.atomic.AtomicInteger SAVING = new java.util.concurrent.atomic.AtomicInteger();

    static {
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            // A save in progress finishes first (a few seconds at most): its renames are all or nothing.
            long until = System.nanoTime() + 5_000_000_000L;
            while (SAVING.get() > 0 && System.nanoTime() < until) {
                try {
                    Thread.sleep(20);
                } catch (InterruptedException e) {
                    break;
                }
            }
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
     * file; a read-only file, a folder, a device or a pipe is refused, not replaced; a symbolic link is written
     * through (the file it names is replaced).
     */
    public static void save(Path file, byte[] content) throws IOException {
        saveAll(java.util.Map.of(file, content));
    }

    /**
     * Writes several files so that either all are replaced or none is: every one is written to its temporary file
     * and forced to disk first, and only then are they renamed into place, in order, each old file kept aside until
     * all are in place. A failure while writing (a full disk, a refused folder) or renaming names its file and leaves
     * every file as it was.
     */
    public static void saveAll(java.util.Map<Path, byte[]> files) throws IOException {
        java.util.List<Path> targets = new java.util.ArrayList<>();
        java.util.List<Path> temps = new java.util.ArrayList<>();
        java.util.List<Path> backups = new java.util.ArrayList<>(); // the old file of each target, or null
        int moved = 0;
        boolean keepBackups = false; // a rename failed and putting back failed too: the old content stays beside
        SAVING.incrementAndGet();
        try {
            for (java.util.Map.Entry<Path, byte[]> f : files.entrySet()) {
                Path target = resolve(f.getKey());
                targets.add(target);
                temps.add(prepare(target, f.getValue()));
            }
            if (targets.size() > 1) {
                // Several files: keep each old one until all are in place, to put back if a later rename fails.
                for (Path target : targets) {
                    backups.add(Files.exists(target) ? backup(target) : null);
                }
            }
            for (int i = 0; i < temps.size(); i++) {
                Path target = targets.get(i);
                try {
                    beforeRename.check(target);
                    move(temps.get(i), target);
                } catch (java.nio.file.FileSystemException e) {
                    try {
                        restore(targets, backups, i);
                    } catch (IOException r) {
                        keepBackups = true;
                        IOException lost = new IOException(onTarget(e, target).getMessage() + "; and the files "
                                + "written before it could not be put back (" + r.getMessage() + "): their old "
                                + "content is kept beside them as " + String.join(", ", backups.subList(0, i).stream()
                                .filter(java.util.Objects::nonNull).map(Path::toString).toList()), e);
                        lost.addSuppressed(r);
                        throw lost;
                    }
                    throw onTarget(e, target);
                }
                moved++;
                syncDirectory(target.getParent());
            }
        } finally {
            for (int i = moved; i < temps.size(); i++) {
                Files.deleteIfExists(temps.get(i));
            }
            for (Path b : backups) {
                if (b != null) {
                    IN_FLIGHT.remove(b); // kept past a failed putting back, even at exit
                    if (!keepBackups) {
                        Files.deleteIfExists(b);
                    }
                }
            }
            temps.forEach(IN_FLIGHT::remove);
            SAVING.decrementAndGet();
        }
    }

    private static void move(Path from, Path to) throws IOException {
        try {
            Files.move(from, to, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
            Files.move(from, to, StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** A second name for the target's old content beside it (a hard link, or a copy where links are not made). */
    private static Path backup(Path target) throws IOException {
        Path b = target.resolveSibling("." + target.getFileName() + "." + System.nanoTime() + ".old");
        IN_FLIGHT.add(b);
        try {
            Files.createLink(b, target);
        } catch (IOException | UnsupportedOperationException e) {
            Files.copy(target, b, StandardCopyOption.COPY_ATTRIBUTES);
        }
        return b;
    }

    /** Puts back the first {@code renamed} targets as they were: their old content, or no file. */
    private static void restore(java.util.List<Path> targets, java.util.List<Path> backups, int renamed)
            throws IOException {
        for (int i = 0; i < renamed; i++) {
            Path old = backups.get(i);
            if (old == null) {
                Files.deleteIfExists(targets.get(i));
            } else {
                Path keep = old.resolveSibling(old.getFileName() + ".keep");
                Files.copy(old, keep, StandardCopyOption.COPY_ATTRIBUTES); // the backup is deleted afterwards
                move(keep, targets.get(i));
            }
        }
    }

    /** The file to replace: a symbolic link's own file, checked to be one a save may replace. */
    private static Path resolve(Path file) throws IOException {
        Path target = file.toAbsolutePath();
        if (Files.isSymbolicLink(target)) {
            // Written through: the file the link names is replaced, and the link stays a link.
            if (!Files.exists(target)) {
                throw new java.nio.file.NoSuchFileException(target.toString(), null,
                        "a symbolic link to " + Files.readSymbolicLink(target) + ", which does not exist");
            }
            target = target.toRealPath();
        }
        if (Files.isDirectory(target)) {
            throw new java.nio.file.FileSystemException(target.toString(), null, "it is a folder, not a file");
        }
        if (Files.exists(target) && !Files.isRegularFile(target)) {
            throw new java.nio.file.FileSystemException(target.toString(), null,
                    "not a regular file (a device or a pipe?): files are written whole, through a temporary file "
                            + "and a rename");
        }
        if (Files.exists(target) && !Files.isWritable(target)) {
            throw new java.nio.file.AccessDeniedException(target.toString(), null, "the file is read-only");
        }
        return target;
    }

    /** Writes the content to a new temporary file beside the target, forced to disk; returns it. */
    private static Path prepare(Path target, byte[] content) throws IOException {
        Path temp = null;
        boolean ready = false;
        try {
            temp = Files.createTempFile(target.getParent(), "." + target.getFileName() + ".", ".tmp");
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
            ready = true;
            return temp;
        } catch (java.nio.file.FileSystemException e) {
            throw onTarget(e, target);
        } catch (java.nio.channels.ClosedByInterruptException e) {
            throw e; // the thread was interrupted (a cancelled job): not a problem of the file, said as itself
        } catch (IOException e) {
            // A write the disk refuses ("No space left on device") is a plain IOException, naming no file: named
            // here, the target's, so that the caller can say which of several outputs could not be written.
            java.nio.file.FileSystemException named = new java.nio.file.FileSystemException(target.toString(), null,
                    e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName());
            named.initCause(e);
            throw named;
        } finally {
            if (!ready && temp != null) {
                Files.deleteIfExists(temp);
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
