package org.swapset.app;

import java.nio.file.Files;
import java.nio.file.Path;
import org.swapset.core.plugin.PluginRegistry;
import picocli.CommandLine.Option;

/** Options every command takes: the plugins folder and {@code --verbose}. */
public final class CommonOptions {

    @Option(names = "--plugins", paramLabel = "DIR",
            description = "Folder of plugin jars (default: $SWAPSET_PLUGINS, else ~/.swapset/plugins).")
    Path plugins;

    @Option(names = "--verbose", description = "Print stack traces of failures.")
    boolean verbose;

    /** The registry of bundled plugins and those in the chosen folder. */
    PluginRegistry registry(Context context) {
        if (plugins != null && !Files.isDirectory(plugins)) {
            throw new BadInputException("plugins folder not found: " + plugins);
        }
        return context.registry(plugins);
    }
}
