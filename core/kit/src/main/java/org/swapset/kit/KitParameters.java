package org.swapset.kit;

import java.math.BigDecimal;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.ParameterType;
import org.swapset.spi.Parameters;

/**
 * Parameter values for a plugin under test, as a scenario would give them: each descriptor's default, with overrides
 * written as they would be in a scenario file ({@code "250ms"}, {@code "16MiB"}, {@code "30%"}). Reading a name the
 * plugin did not declare, or with the wrong type, throws as the host does.
 *
 * <p>Values are parsed the way the scenario loader parses them: durations carry a unit ({@code ns us ms s min h}),
 * sizes carry a unit ({@code B}, {@code K/KiB}, {@code M/MiB}, {@code G/GiB}, {@code T/TiB}, all powers of 1024, or
 * {@code frames}/{@code pages} of 4096 bytes), decimals may end in {@code %}.
 */
public final class KitParameters implements Parameters {

    /** Bytes in a page (and a frame). */
    public static final long PAGE_BYTES = 4096;

    private static final Pattern NUMBER_AND_UNIT =
            Pattern.compile("([+-]?(?:\\d+(?:\\.\\d*)?|\\.\\d+)(?:[eE][+-]?\\d+)?)\\s*([A-Za-z%]*)");

    private final String path;
    private final Map<String, ParameterDescriptor> descriptors = new LinkedHashMap<>();
    private final Map<String, Object> values = new LinkedHashMap<>();

    private KitParameters(String path, List<ParameterDescriptor> declared, Map<String, String> overrides) {
        this.path = path;
        for (ParameterDescriptor d : declared) {
            descriptors.put(d.name(), d);
        }
        for (String name : overrides.keySet()) {
            if (!descriptors.containsKey(name)) {
                throw new IllegalArgumentException("no parameter '" + name + "'; declared: " + descriptors.keySet());
            }
        }
        for (ParameterDescriptor d : declared) {
            String text = overrides.getOrDefault(d.name(), d.defaultValue());
            if (text == null) {
                throw new IllegalArgumentException("parameter '" + d.name() + "' has no default: give it a value (in "
                        + "a conformance test, override parameters() to return KitParameters.with(factory()"
                        + ".parameters(), \"" + d.name() + "\", \"VALUE\"))");
            }
            values.put(d.name(), parse(d.type(), text));
        }
    }

    /** The defaults of these descriptors. */
    public static KitParameters defaults(List<ParameterDescriptor> descriptors) {
        return new KitParameters("kit", descriptors, Map.of());
    }

    /** The defaults, with some values given as text: {@code with(d, "scanLimit", "8", "thinkTime", "15s")}. */
    public static KitParameters with(List<ParameterDescriptor> descriptors, String... namesAndValues) {
        if (namesAndValues.length % 2 != 0) {
            throw new IllegalArgumentException("give names and values in pairs");
        }
        Map<String, String> overrides = new LinkedHashMap<>();
        for (int i = 0; i < namesAndValues.length; i += 2) {
            overrides.put(namesAndValues[i], namesAndValues[i + 1]);
        }
        return new KitParameters("kit", descriptors, overrides);
    }

    /**
     * Parses a value as the scenario loader does: Long for INTEGER and SIZE (bytes), Double for DECIMAL and DURATION
     * (seconds), Boolean for BOOLEAN, the text for CHOICE and STRING.
     *
     * @throws IllegalArgumentException saying what was expected
     */
    public static Object parse(ParameterType type, String text) {
        String s = text.strip();
        switch (type) {
            case INTEGER -> {
                if (!s.matches("[+-]?\\d{1,18}")) {
                    throw new IllegalArgumentException("'" + text + "' is not a whole number");
                }
                return Long.parseLong(s.startsWith("+") ? s.substring(1) : s);
            }
            case DECIMAL -> {
                Matcher m = number(s, text, "a number");
                if (!m.group(2).isEmpty() && !m.group(2).equals("%")) {
                    throw new IllegalArgumentException("'" + text + "' is not a number");
                }
                double v = Double.parseDouble(m.group(1));
                return finite(m.group(2).isEmpty() ? v : v / 100, text);
            }
            case BOOLEAN -> {
                if (s.equalsIgnoreCase("true") || s.equalsIgnoreCase("false")) {
                    return Boolean.parseBoolean(s);
                }
                throw new IllegalArgumentException("'" + text + "' is not true or false");
            }
            case DURATION -> {
                Matcher m = number(s, text, "a duration with a unit");
                double scale = switch (m.group(2)) {
                    case "h" -> 3600;
                    case "min" -> 60;
                    case "s" -> 1;
                    case "ms" -> 1e-3;
                    case "us" -> 1e-6;
                    case "ns" -> 1e-9;
                    default -> throw new IllegalArgumentException("'" + text + "' needs a duration unit: ns, us, ms, "
                            + "s, min, h");
                };
                return finite(Double.parseDouble(m.group(1)) * scale, text);
            }
            case SIZE -> {
                Matcher m = number(s, text, "a size with a unit");
                long unit = switch (m.group(2).toLowerCase(Locale.ROOT)) {
                    case "b" -> 1L;
                    case "k", "kb", "kib" -> 1L << 10;
                    case "m", "mb", "mib" -> 1L << 20;
                    case "g", "gb", "gib" -> 1L << 30;
                    case "t", "tb", "tib" -> 1L << 40;
                    case "frame", "frames", "page", "pages" -> PAGE_BYTES;
                    default -> throw new IllegalArgumentException("'" + text + "' needs a size unit: B, KiB, MiB, "
                            + "GiB, TiB, frames, pages");
                };
                try {
                    return new BigDecimal(m.group(1)).multiply(BigDecimal.valueOf(unit)).stripTrailingZeros()
                            .longValueExact();
                } catch (ArithmeticException e) {
                    throw new IllegalArgumentException("'" + text + "' is not a whole number of bytes below 2^63");
                }
            }
            default -> {
                return text;
            }
        }
    }

    private static Matcher number(String s, String text, String expected) {
        Matcher m = NUMBER_AND_UNIT.matcher(s);
        if (!m.matches()) {
            throw new IllegalArgumentException("'" + text + "' is not " + expected);
        }
        return m;
    }

    private static double finite(double v, String text) {
        if (!Double.isFinite(v)) {
            throw new IllegalArgumentException("'" + text + "' is not finite");
        }
        return v;
    }

    private Object get(String name, ParameterType... types) {
        ParameterDescriptor d = descriptors.get(name);
        if (d == null) {
            throw new IllegalArgumentException(path + ": the plugin reads parameter '" + name
                    + "' but does not declare it; declared: " + descriptors.keySet());
        }
        for (ParameterType t : types) {
            if (d.type() == t) {
                return values.get(name);
            }
        }
        throw new IllegalArgumentException(path + ": parameter '" + name + "' is " + d.type() + ", read as "
                + List.of(types));
    }

    @Override
    public long integer(String name) {
        return (Long) get(name, ParameterType.INTEGER);
    }

    @Override
    public double decimal(String name) {
        return ((Number) get(name, ParameterType.DECIMAL, ParameterType.INTEGER)).doubleValue();
    }

    @Override
    public boolean bool(String name) {
        return (Boolean) get(name, ParameterType.BOOLEAN);
    }

    @Override
    public double seconds(String name) {
        return (Double) get(name, ParameterType.DURATION);
    }

    @Override
    public long bytes(String name) {
        return (Long) get(name, ParameterType.SIZE);
    }

    @Override
    public String text(String name) {
        return (String) get(name, ParameterType.CHOICE, ParameterType.STRING);
    }

    @Override
    public String path() {
        return path;
    }

    @Override
    public String toString() {
        return path + values;
    }
}
