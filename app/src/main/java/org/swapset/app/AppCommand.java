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
        context.desktop().launch(Optional.ofNullable(file), context.pluginsDir(common.plugins));
        return 0;
    }
}
