package org.swapset.app;

import java.time.Duration;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The time limit of a forecast as people write it, on the command line ({@code --time-limit}) and in the desktop's
 * tool bar alike: a number and a unit, {@code 500ms}, {@code 90s}, {@code 10m} or {@code 10min}, {@code 1h}.
 */
public final class TimeLimit {

    /** What a valid limit looks like, for messages. */
    public static final String SYNTAX = "a number and a unit (ms, s, m or min, h), e.g. 10m";

    private static final Pattern LIMIT = Pattern.compile("(\\d+(?:\\.\\d+)?)\\s*(ms|s|m|min|h)");

    private TimeLimit() {
    }

    /**
     * Reads {@code 10m}, {@code 10min}, {@code 90s}, {@code 1h}, {@code 500ms}.
     *
     * @throws IllegalArgumentException saying what is valid: "expected a number and a unit (...)" or "must be
     *                                  between 1ms and a year"
     */
    public static Duration parse(String text) {
        Matcher m = LIMIT.matcher(text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("expected " + SYNTAX);
        }
        double value = Double.parseDouble(m.group(1));
        double seconds = switch (m.group(2)) {
            case "ms" -> value / 1000;
            case "s" -> value;
            case "m", "min" -> value * 60;
            default -> value * 3600;
        };
        if (!(seconds >= 0.001) || seconds > 366 * 24 * 3600.0) {
            throw new IllegalArgumentException("must be between 1ms and a year");
        }
        return Duration.ofMillis(Math.round(seconds * 1000));
    }

    /** The limit as the messages write it: {@code 10min}, {@code 90s}, {@code 1500ms}. */
    public static String format(Duration limit) {
        if (limit.toMillis() % 60_000 == 0 && limit.toMinutes() > 0) {
            return limit.toMinutes() + "min";
        }
        if (limit.toMillis() % 1000 == 0) {
            return limit.toSeconds() + "s";
        }
        return limit.toMillis() + "ms";
    }
}
