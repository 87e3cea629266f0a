package org.swapset.app;

import java.time.Duration;
import picocli.CommandLine.Option;

/**
 * Options every command that forecasts takes: those of {@link PluginOptions} and {@code --time-limit}. ({@code
 * plugins}, {@code trace} and {@code app} forecast nothing, and take {@link PluginOptions} alone.)
 */
public final class CommonOptions extends PluginOptions {

    @Option(names = "--time-limit", paramLabel = "DURATION", description = "Stop a forecast that runs longer than "
            + "this (wall clock; each sweep point, searched user count or variant on its own), e.g. 10m, 90s, 1h; a "
            + "plugin stuck in a loop is stopped and named. Default: no limit.")
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
}
