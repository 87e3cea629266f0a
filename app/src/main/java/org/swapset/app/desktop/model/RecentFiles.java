package org.swapset.app.desktop.model;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.swapset.app.AtomicFiles;

/**
 * The scenario files opened or saved most recently, newest first, kept in {@code recent.txt} in the settings folder
 * (one absolute path a line) so the list survives restarts.
 */
public final class RecentFiles {

    /** How many files the list keeps. */
    public static final int LIMIT = 10;

    private final Path store;
    private final ObservableList<Path> files = FXCollections.observableArrayList();

    /** @param settingsDir the settings folder, {@code ~/.swapset} or one a test gives */
    public RecentFiles(Path settingsDir) {
        this.store = settingsDir.resolve("recent.txt");
        if (Files.isRegularFile(store)) {
            try {
                for (String line : Files.readAllLines(store)) {
                    if (!line.isBlank() && files.size() < LIMIT) {
                        files.add(Path.of(line.strip()));
                    }
                }
            } catch (IOException e) {
                // An unreadable list is an empty one: it is a convenience, not data.
            }
        }
    }

    /** The files, newest first; read-only for callers by convention, changed through {@link #add}. */
    public ObservableList<Path> files() {
        return files;
    }

    /** Puts {@code file} first, dropping an older entry for it and any beyond the limit, and stores the list. */
    public void add(Path file) {
        Path absolute = file.toAbsolutePath().normalize();
        List<Path> next = new ArrayList<>(files);
        next.remove(absolute);
        next.add(0, absolute);
        files.setAll(next.subList(0, Math.min(LIMIT, next.size())));
        try {
            Files.createDirectories(store.getParent());
            StringBuilder text = new StringBuilder();
            files.forEach(p -> text.append(p).append('\n'));
            AtomicFiles.write(store, text.toString());
        } catch (IOException e) {
            throw new UncheckedIOException("cannot store the recent files in " + store, e);
        }
    }
}
