package org.swapset.app;

import java.nio.file.Files;
import java.nio.file.Path;
import org.swapset.core.plugin.PluginRegistry;
import picocli.CommandLine.Option;

/** Options every command takes: the plugins folder and {@code --verbose}. */
public class PluginOptions {

    // The path early in the line: picocli's help may break a line after a full stop, which split "~/." from
    // "swapset/plugins" at the end of a line (CliErrorsTest).
    @Option(names = "--plugins", paramLabel = "DIR",
            description = "Folder of plugin jars; default ~/.swapset/plugins, or $SWAPSET_PLUGINS when set.")
    Path plugins;

    @Option(names = "--verbose", description = "Print stack traces of failures.")
    boolean verbose;

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
