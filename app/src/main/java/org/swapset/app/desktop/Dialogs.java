package org.swapset.app.desktop;

import java.nio.file.Path;
import java.util.Optional;

/**
 * The questions the window asks: file choosers, the unsaved-changes prompt, the recovery offer, and error
 * messages. An interface so that UI tests, which cannot drive native file choosers, answer them themselves.
 */
interface Dialogs {

    /** The answer to "recover unsaved work?": take it, discard it (kept aside), or ask again at the next start. */
    enum Recover { RECOVER, DISCARD, LATER }

    /** The answer to "save changes?". */
    enum Unsaved { SAVE, DISCARD, CANCEL }

    /** A scenario file to open, or empty when the user cancels. */
    Optional<Path> chooseOpen();

    /**
     * A file to save to, suggesting {@code suggested}, with the given extension ({@code yaml}, {@code png}...): a
     * bare name is offered in the folder last chosen; a path (a file's own, to save it again) in its folder.
     */
    Optional<Path> chooseSave(String title, Path suggested, String extension);

    /** Whether to save the changes to {@code name} before going on. */
    Unsaved unsaved(String name);

    /**
     * Whether to save a scenario that does not load as it stands (bad values, {@code problem} the loader's message, a
     * line per problem): the file keeps the work, but it will not run until the values are put right.
     */
    boolean saveInvalid(String problem);

    /** Whether to save over {@code file}, which something else changed since it was opened or saved here. */
    boolean overwriteChanged(Path file);

    /**
     * Whether to replace {@code files}, which exist already: files written beside the one chosen (each chart's), which
     * the file chooser did not ask about.
     */
    boolean replaceFiles(java.util.List<Path> files);

    /** Whether to drop the what-if variants {@code names} (their names), which have changes not saved to a file. */
    boolean discardVariants(java.util.List<String> names);

    /**
     * Whether to recover work autosaved when a session ended without saving: {@code what} names it, and says what of
     * it could not be read and where that is kept; {@code others} is a sentence on the work of other ended sessions
     * that waits beside it, or empty. {@link Recover#LATER} when the question is closed unanswered.
     */
    Recover recover(String what, String others);

    /**
     * Tells the user something that is not a failure (nothing to export yet, nothing to compare): an information,
     * not an error, {@code message} a sentence.
     */
    void info(String header, String message);

    /** Tells the user something failed; the application carries on. */
    void error(String header, String message);
}
