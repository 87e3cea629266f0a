package org.swapset.app;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.plugin.PluginRegistry;

/**
 * What every command is handed: where to print, the environment, how to load plugins and the core to call. Tests
 * build one with their own streams and fakes; {@link Main} builds the real one.
 *
 * @param out        standard output: reports and listings
 * @param err        standard error: progress and the one-line failure
 * @param env        the environment variables (for SWAPSET_PLUGINS and DISPLAY)
 * @param plugins    loads the plugin registry from an optional plugins folder
 * @param backend    the core
 * @param cancelled  true once the user asked to stop (Ctrl-C)
 * @param desktop    opens the desktop window for a scenario file (or the default when empty)
 */
public record Context(PrintStream out, PrintStream err, Map<String, String> env,
                      Function<Optional<Path>, PluginRegistry> plugins, Backend backend, BooleanSupplier cancelled,
                      DesktopLauncher desktop) {

    /** Starts the desktop application; blocks until its window closes. */
    @FunctionalInterface
    public interface DesktopLauncher {
        void launch(Optional<Path> file, Optional<Path> pluginsDir);
    }

    /** The plugin registry for a command: the folder given with {@code --plugins}, else the default folder. */
    public PluginRegistry registry(Path pluginsOption) {
        return plugins.apply(pluginsDir(pluginsOption));
    }

    /** The plugins folder: {@code --plugins}, else {@code $SWAPSET_PLUGINS}, else {@code ~/.swapset/plugins}. */
    public Optional<Path> pluginsDir(Path pluginsOption) {
        if (pluginsOption != null) {
            return Optional.of(pluginsOption);
        }
        String fromEnv = env.get(PluginHost.PLUGINS_ENV);
        if (fromEnv != null && !fromEnv.isBlank()) {
            // Named on purpose: a folder that is not there is a mistake to report, as for --plugins.
            Path dir = Path.of(fromEnv);
            if (!java.nio.file.Files.isDirectory(dir)) {
                throw new BadInputException("$" + PluginHost.PLUGINS_ENV + ": " + (java.nio.file.Files.exists(dir)
                        ? "is a file, not a folder: name the folder that holds the plugin jars"
                        : "plugins folder not found") + ": " + dir);
            }
            return Optional.of(dir);
        }
        Path dir = Path.of(System.getProperty("user.home"), ".swapset", "plugins");
        return java.nio.file.Files.isDirectory(dir) ? Optional.of(dir) : Optional.empty();
    }
}
