package org.swapset.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
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

    /** Reads {@code 10m}, {@code 10min}, {@code 90s}, {@code 1h}, {@code 500ms}. */
    static Duration parseLimit(String text) {
        Matcher m = LIMIT.matcher(text.strip());
        if (!m.matches()) {
            throw new BadInputException("--time-limit '" + text + "': expected a number and a unit (ms, s, m or min, "
                    + "h), e.g. 10m");
        }
        double value = Double.parseDouble(m.group(1));
        double seconds = switch (m.group(2)) {
            case "ms" -> value / 1000;
            case "s" -> value;
            case "m", "min" -> value * 60;
            default -> value * 3600;
        };
        if (!(seconds >= 0.001) || seconds > 366 * 24 * 3600.0) {
            throw new BadInputException("--time-limit '" + text + "': must be between 1ms and a year");
        }
        return Duration.ofMillis(Math.round(seconds * 1000));
    }

    private static final Pattern LIMIT = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|min|h)");

    /** The registry of bundled plugins and those in the chosen folder. */
    PluginRegistry registry(Context context) {
        if (plugins != null && !Files.isDirectory(plugins)) {
            throw new BadInputException("plugins folder not found: " + plugins);
        }
        return context.registry(plugins);
    }
}
