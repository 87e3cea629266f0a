package org.swapset.app.desktop;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** Answers the window's questions as a test sets them, and records the errors it shows. */
final class FakeDialogs implements Dialogs {

    Path open;
    Path save;
    Unsaved unsaved = Unsaved.CANCEL;
    Recover recover = Recover.LATER;
    boolean saveInvalid;
    boolean discardVariants;
    boolean overwriteChanged;
    boolean replaceFiles;
    final List<String> asked = new ArrayList<>();
    /** The file each save chooser was asked to suggest, as a string. */
    final List<String> suggested = new ArrayList<>();
    final List<String> errors = new ArrayList<>();
    final List<String> infos = new ArrayList<>();
    /** Run while the open dialog is up, as the window's timers go on running in its nested event loop. */
    Runnable whileChoosing = () -> { };

    @Override
    public Optional<Path> chooseOpen() {
        whileChoosing.run();
        return Optional.ofNullable(open);
    }

    @Override
    public Optional<Path> chooseSave(String title, Path suggestedFile, String extension) {
        suggested.add(String.valueOf(suggestedFile));
        return Optional.ofNullable(save);
    }

    @Override
    public Unsaved unsaved(String name) {
        return unsaved;
    }

    @Override
    public boolean saveInvalid(String problem) {
        asked.add("save invalid: " + problem);
        return saveInvalid;
    }

    @Override
    public boolean overwriteChanged(Path file) {
        asked.add("overwrite " + file.getFileName());
        return overwriteChanged;
    }

    @Override
    public boolean replaceFiles(List<Path> files) {
        asked.add("replace " + files.stream().map(f -> f.getFileName().toString()).toList());
        return replaceFiles;
    }

    @Override
    public boolean discardVariants(List<String> names) {
        asked.add("discard " + names.size() + " variants " + names);
        return discardVariants;
    }

    @Override
    public Recover recover(String what, String others) {
        asked.add("recover " + what + (others.isEmpty() ? "" : " | " + others));
        return recover;
    }

    @Override
    public void info(String header, String message) {
        infos.add(header + ": " + message);
    }

    @Override
    public void error(String header, String message) {
        errors.add(header + ": " + message);
    }
}
