package org.swapset.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import org.swapset.core.plugin.PluginRegistry;
import picocli.CommandLine.Option;

/** Options every command takes: the plugins folder, {@code --verbose} and {@code --time-limit}. */
public final class CommonOptions {

    @Option(names = "--plugins", paramLabel = "DIR",
            description = "Folder of plugin jars (default: $SWAPSET_PLUGINS, else ~/.swapset/plugins).")
    Path plugins;

    @Option(names = "--verbose", description = "Print stack traces of failures.")
    boolean verbose;

    @Option(names = "--time-limit", paramLabel = "DURATION", description = "Stop a forecast that runs longer than "
            + "this (wall clock, each sweep point or variant on its own), e.g. 10m, 90s, 1h; a plugin stuck in a loop "
            + "is stopped and named. Default: no limit.")
    String timeLimit;

    /** The {@code --time-limit}, or null when none was given. */
    Duration timeLimit() {
        return timeLimit == null ? null : parseLimit(timeLimit);
    }

    /** Reads {@code 10m}, {@code 10min}, {@code 90s}, {@code 1h}, {@code 500ms} (see {@link TimeLimit}). */
    static Duration parseLimit(String text) {
        try {
            return TimeLimit.parse(text);
        } catch (IllegalArgumentException e) {
            throw new BadInputException("--time-limit '" + text + "': " + e.getMessage());
        }
    }

    /** The registry of bundled plugins and those in the chosen folder. */
    PluginRegistry registry(Context context) {
        if (plugins != null && !Files.isDirectory(plugins)) {
            throw new BadInputException(Files.exists(plugins)
                    ? "--plugins " + plugins + ": is a file, not a folder: name the folder that holds the plugin jars"
                            + (plugins.toString().endsWith(".jar") ? " (" + plugins.toAbsolutePath().getParent()
                            + ")" : "")
                    : "plugins folder not found: " + plugins);
        }
        return context.registry(plugins);
    }
}
