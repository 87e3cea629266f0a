package org.swapset.app;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.swapset.app.desktop.Display;
import org.swapset.core.scenario.ScenarioDocument;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code swapset app [FILE]}: opens the desktop window on a scenario. */
@Command(name = "app", description = "Open the desktop application on a scenario (default: the bundled one).")
final class AppCommand implements Callable<Integer> {

    /** What is printed when there is no display to open a window on. */
    static final String NO_DISPLAY = "swapset app: no display found; use the headless commands, e.g. ./swapset run";

    /** What is printed when JavaFX finds a display but not the GTK 3 library it draws windows with (Linux). */
    static final String NO_GTK = "swapset app: the desktop needs the GTK 3 library, which JavaFX could not load "
            + "(Debian and Ubuntu: apt-get install libgtk-3-0); the headless commands, e.g. ./swapset run, need "
            + "nothing more";

    private final Context context;

    @Mixin
    PluginOptions common;

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "The scenario file.")
    Path file;

    AppCommand(Context context) {
        this.context = context;
    }

    @Override
    public Integer call() throws Exception {
        if (!Display.available(context.env(), System.getProperty("os.name", ""),
                System.getProperty("glass.platform"))) {
            context.err().println(NO_DISPLAY);
            return 2;
        }
        // A missing or unreadable file is a one-line error here; a file that reads but has a bad value opens, with
        // the value marked in the form, so it can be put right.
        if (file != null) {
            Scenarios.requireFile(file);
            ScenarioDocument.read(file);
        }
        try {
            context.desktop().launch(Optional.ofNullable(file), context.pluginsDir(common.plugins));
        } catch (RuntimeException e) {
            if (gtkMissing(e)) {
                context.err().println(NO_GTK);
                return 2;
            }
            throw e;
        }
        return 0;
    }

    /** Whether JavaFX failed to start for want of GTK ("Unable to load glass GTK library."), here or in a cause. */
    static boolean gtkMissing(Throwable e) {
        int depth = 0;
        for (Throwable t = e; t != null && depth++ < 32; t = t.getCause()) { // a cycle of causes ends too
            if (t.getMessage() != null && t.getMessage().contains("glass GTK library")) {
                return true;
            }
        }
        return false;
    }
}
