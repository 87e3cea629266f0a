package org.swapset.core.scenario;

import java.math.BigDecimal;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.swapset.spi.ParameterType;

/**
 * Values as people write them in scenario files, and back: durations ({@code 15s}, {@code 250ms}, {@code 2min}),
 * sizes ({@code 16MiB}, {@code 4096 frames}), percentages ({@code 15%}), whole numbers and booleans.
 *
 * <p>Sizes follow IBM usage: K, M, G and T are powers of 1024 whether written {@code KiB}, {@code KB} or {@code K}
 * (a 3081's "32 MB" of real storage is 32 x 1024 x 1024 bytes). A frame and a page are both {@value Storage#PAGE_BYTES}
 * bytes. Durations and sizes must carry a unit: a bare {@code 15} could mean seconds or milliseconds, so it is refused.
 *
 * <p>Every parse method throws {@link IllegalArgumentException} whose message says what was expected, listing the
 * units; the scenario loader adds the file, line and path.
 */
public final class Units {

    /** The duration units accepted, for messages. */
    public static final String DURATION_UNITS = "ns, us, ms, s, min (or m), h";
    /** The size units accepted, for messages. */
    public static final String SIZE_UNITS = "B, KiB, MiB, GiB, TiB (also KB/K, MB/M, GB/G, TB/T, all powers of 1024), "
            + "frames, pages";

    private static final Pattern NUMBER_AND_UNIT =
            Pattern.compile("([+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?)\\s*([A-Za-z\u00b5%]*)");
    private static final Pattern INTEGER = Pattern.compile("[+-]?\\d+");

    /** Duration units, largest first: name and length in seconds as multiplier / divisor (exact for each). */
    private static final String[] DURATION_NAMES = {"h", "min", "s", "ms", "us", "ns"};
    private static final double[] DURATION_MULTIPLIER = {3600, 60, 1, 1, 1, 1};
    private static final double[] DURATION_DIVISOR = {1, 1, 1, 1e3, 1e6, 1e9};

    private static final String[] SIZE_NAMES = {"TiB", "GiB", "MiB", "KiB"};
    private static final long[] SIZE_BYTES = {1L << 40, 1L << 30, 1L << 20, 1L << 10};

    private Units() {
    }

    /**
     * Parses a value of a parameter type into its canonical form: Long for INTEGER and SIZE (bytes), Double for
     * DECIMAL and DURATION (seconds), Boolean for BOOLEAN, the text itself for CHOICE and STRING.
     */
    public static Object parse(ParameterType type, String text) {
        return switch (type) {
            case INTEGER -> parseInteger(text);
            case DECIMAL -> parseDecimal(text);
            case BOOLEAN -> parseBoolean(text);
            case DURATION -> parseDuration(text);
            case SIZE -> parseSize(text);
            case CHOICE, STRING -> text;
        };
    }

    /**
     * A duration in seconds: {@code 15s}, {@code 250ms}, {@code 2min} or {@code 2m}, {@code 1h}, {@code 30 us},
     * {@code 100ns}.
     */
    public static double parseDuration(String text) {
        Matcher m = NUMBER_AND_UNIT.matcher(text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a duration; expected a number and a unit ("
                    + DURATION_UNITS + "), e.g. 15s or 250ms");
        }
        String unit = m.group(2);
        if (unit.isEmpty()) {
            throw new IllegalArgumentException("'" + text + "' needs a unit: " + DURATION_UNITS + " (e.g. "
                    + text.strip() + "s or " + text.strip() + "ms)");
        }
        // µs for us; m for min, as --time-limit and the desktop's Time limit take it (10m), so one vocabulary reads
        // everywhere (m is never metres or milli here: ms is the millisecond).
        String key = unit.equals("\u00b5s") ? "us" : unit.equals("m") ? "min" : unit;
        for (int i = 0; i < DURATION_NAMES.length; i++) {
            if (DURATION_NAMES[i].equals(key)) {
                return finite(Double.parseDouble(m.group(1)) * DURATION_MULTIPLIER[i] / DURATION_DIVISOR[i], text);
            }
        }
        throw new IllegalArgumentException("unknown duration unit '" + unit + "' in '" + text + "'; expected one of "
                + DURATION_UNITS);
    }

    /**
     * A size in bytes: {@code 16MiB}, {@code 2GiB}, {@code 896M}, {@code 4096 frames}, {@code 4096 pages}. The result
     * must be a whole number of bytes.
     */
    public static long parseSize(String text) {
        Matcher m = NUMBER_AND_UNIT.matcher(text.strip());
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a size; expected a number and a unit ("
                    + SIZE_UNITS + "), e.g. 16MiB or 4096 frames");
        }
        String unit = m.group(2);
        if (unit.isEmpty()) {
            throw new IllegalArgumentException("'" + text + "' needs a unit: " + SIZE_UNITS + " (e.g. " + text.strip()
                    + "B or " + text.strip() + " frames)");
        }
        String prefix = unit.substring(0, unit.length() - 1);
        if (unit.endsWith("b") && !unit.equals(unit.toLowerCase(Locale.ROOT)) && sizeUnitBytes(prefix + "B") > 1) {
            // "16Mb", "16Mib": a capital prefix with a small b is bits by convention; a storage size is in bytes.
            throw new IllegalArgumentException("'" + text + "': '" + unit + "' reads as bits; sizes are in bytes: "
                    + "write " + m.group(1) + prefix + "B");
        }
        long unitBytes = sizeUnitBytes(unit);
        if (unitBytes < 0) {
            throw new IllegalArgumentException("unknown size unit '" + unit + "' in '" + text + "'; expected one of "
                    + SIZE_UNITS);
        }
        BigDecimal bytes = new BigDecimal(m.group(1)).multiply(BigDecimal.valueOf(unitBytes));
        try {
            return bytes.stripTrailingZeros().longValueExact();
        } catch (ArithmeticException e) {
            if (bytes.abs().compareTo(BigDecimal.valueOf(Long.MAX_VALUE)) > 0) {
                throw new IllegalArgumentException("'" + text + "' is 2^63 bytes or more, larger than any storage");
            }
            throw new IllegalArgumentException("'" + text + "' is " + bytes.stripTrailingZeros().toPlainString()
                    + " bytes: a size is a whole number of bytes");
        }
    }

    private static long sizeUnitBytes(String unit) {
        return switch (unit.toLowerCase(Locale.ROOT)) {
            case "b" -> 1L;
            case "kib", "kb", "k" -> 1L << 10;
            case "mib", "mb", "m" -> 1L << 20;
            case "gib", "gb", "g" -> 1L << 30;
            case "tib", "tb", "t" -> 1L << 40;
            case "frame", "frames", "page", "pages" -> Storage.PAGE_BYTES;
            default -> -1;
        };
    }

    /** A real number; a trailing {@code %} divides by 100 ({@code 15%} is 0.15). */
    public static double parseDecimal(String text) {
        Matcher m = NUMBER_AND_UNIT.matcher(text.strip());
        if (!m.matches() || !(m.group(2).isEmpty() || m.group(2).equals("%"))) {
            throw new IllegalArgumentException("'" + text + "' is not a number; expected e.g. 0.25"
                    + (m.matches() ? " (a plain number: the unit is the field's own)" : " or 15%"));
        }
        double value = Double.parseDouble(m.group(1));
        return finite(m.group(2).isEmpty() ? value : value / 100, text);
    }

    /** A whole number; {@code 1.5} is refused. */
    public static long parseInteger(String text) {
        String s = text.strip();
        if (!INTEGER.matcher(s).matches()) {
            throw new IllegalArgumentException("'" + text + "' is not a whole number; expected e.g. 8");
        }
        try {
            return Long.parseLong(s.startsWith("+") ? s.substring(1) : s);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("'" + text + "' is too large for a whole number (at most "
                    + Long.MAX_VALUE + ")");
        }
    }

    /** {@code true} or {@code false} (any case); nothing else, not even {@code yes}. */
    public static boolean parseBoolean(String text) {
        String s = text.strip();
        if (s.equalsIgnoreCase("true")) {
            return true;
        }
        if (s.equalsIgnoreCase("false")) {
            return false;
        }
        throw new IllegalArgumentException("'" + text + "' is not a boolean; expected true or false");
    }

    private static double finite(double value, String text) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("'" + text + "' is not a finite number");
        }
        return value;
    }

    /** A size in the largest unit that holds it exactly: 16777216 gives {@code 16MiB}, 1000 gives {@code 1000B}. */
    public static String formatSize(long bytes) {
        if (bytes != 0) {
            for (int i = 0; i < SIZE_NAMES.length; i++) {
                if (bytes % SIZE_BYTES[i] == 0) {
                    return (bytes / SIZE_BYTES[i]) + SIZE_NAMES[i];
                }
            }
        }
        return bytes + "B";
    }

    /**
     * A duration in the largest unit that gives a whole number ({@code 250ms}, {@code 2min}), or else in the largest
     * unit not exceeding it with the shortest decimal ({@code 1.5s}); a thousand microseconds or more in
     * milliseconds with up to three decimals ({@code 3.03ms}, not {@code 3030us}). {@link #parseDuration} reads it back.
     */
    public static String formatDuration(double seconds) {
        if (seconds == 0 || !Double.isFinite(seconds)) {
            return formatNumber(seconds) + "s";
        }
        for (int i = 0; i < DURATION_NAMES.length; i++) {
            double v = seconds * DURATION_DIVISOR[i] / DURATION_MULTIPLIER[i];
            double r = Math.rint(v);
            if (r != 0 && Math.abs(v - r) <= 1e-12 * Math.abs(v)) {
                if (i > 0 && Math.abs(v) >= 1000 && DURATION_MULTIPLIER[i] == 1 && DURATION_DIVISOR[i] > 1e3) {
                    // Below a millisecond a planner reads the unit above: 3.03ms, not 3030us (nor 10100us).
                    double above = seconds * DURATION_DIVISOR[i - 1];
                    double thousandths = Math.rint(above * 1000);
                    if (Math.abs(above * 1000 - thousandths) <= 1e-9 * Math.abs(above * 1000)) {
                        return formatNumber(thousandths / 1000) + DURATION_NAMES[i - 1];
                    }
                }
                return formatNumber(r) + DURATION_NAMES[i];
            }
        }
        for (int i = 0; i < DURATION_NAMES.length; i++) {
            double v = seconds * DURATION_DIVISOR[i] / DURATION_MULTIPLIER[i];
            if (Math.abs(v) >= 1 || i == DURATION_NAMES.length - 1) {
                return formatNumber(v) + DURATION_NAMES[i];
            }
        }
        throw new AssertionError("unreachable");
    }

    /**
     * A duration as a message says it: a minute or more in hours, minutes and seconds ({@code 745h 1min}, where
     * {@link #formatDuration} writes {@code 44701min}; {@code 1min 30.5s}); less as formatDuration.
     */
    public static String describeDuration(double seconds) {
        if (!(seconds >= 60) || seconds > 1e15) {
            return formatDuration(seconds);
        }
        long ms = Math.round(seconds * 1000); // rounded once, then split: 3599.9999 s is 1h, not 59min 60s
        double[] parts = {ms / 3_600_000, ms % 3_600_000 / 60_000, ms % 60_000 / 1000.0};
        StringBuilder out = new StringBuilder();
        for (int i = 0; i < parts.length; i++) {
            if (parts[i] != 0) {
                out.append(out.isEmpty() ? "" : " ").append(formatNumber(parts[i])).append(DURATION_NAMES[i]);
            }
        }
        return out.toString();
    }

    /** Items as a sentence lists them: "a", "a and b", "a, b and c"; "" for none. */
    public static String listed(java.util.List<String> items) {
        int last = items.size() - 1;
        return last <= 0 ? (last < 0 ? "" : items.get(0))
                : String.join(", ", items.subList(0, last)) + " and " + items.get(last);
    }

    /**
     * A number without a needless {@code .0}: 8.0 gives {@code 8}, 0.25 gives {@code 0.25}; from 10^21 up with an
     * exponent ({@code 2.7777777777777776E304}, not three hundred digits), as it reads back.
     */
    public static String formatNumber(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return Long.toString((long) value);
        }
        BigDecimal exact = new BigDecimal(Double.toString(value)).stripTrailingZeros();
        return Math.abs(value) >= 1e21 ? exact.toString() : exact.toPlainString();
    }

    /**
     * A bound of a parameter's range as a scenario would write it: a duration or a size with its unit ({@code 100ms},
     * {@code 1TiB}), a number plain ({@code 256}); its own unit, for a number, is the caller's to add.
     */
    public static String formatBound(ParameterType type, double value) {
        return switch (type) {
            case DURATION -> formatDuration(value);
            case SIZE -> Math.abs(value) < 9.2e18 ? formatSize((long) value) : formatNumber(value) + "B";
            default -> formatNumber(value);
        };
    }

    /**
     * A parameter's range as a scenario would write its ends ({@link #formatBound}), joined by {@code between}; an end
     * the parameter does not have (NaN) as {@code -inf} or {@code inf}: {@code 1ms to 1min}, {@code 0..inf}.
     */
    public static String formatRange(ParameterType type, double min, double max, String between) {
        return (Double.isNaN(min) ? "-inf" : formatBound(type, min)) + between
                + (Double.isNaN(max) ? "inf" : formatBound(type, max));
    }

    /** A value of a parameter type, in its canonical form as {@link #parse} returns it, written back as text. */
    public static String format(ParameterType type, Object value) {
        return switch (type) {
            case DURATION -> formatDuration(((Number) value).doubleValue());
            case SIZE -> formatSize(((Number) value).longValue());
            case DECIMAL -> formatNumber(((Number) value).doubleValue());
            default -> String.valueOf(value);
        };
    }
}
