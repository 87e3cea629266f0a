package org.swapset.spi;

import java.util.List;
import java.util.Objects;

/**
 * Describes one parameter of a plugin: enough for the command line to list it, for the scenario loader to check
 * a value written for it, and for the desktop application to build a form field with a tooltip.
 *
 * <p>Bounds and the default are held in the parameter's canonical unit: seconds for {@link ParameterType#DURATION},
 * bytes for {@link ParameterType#SIZE}; {@code Double.NaN} means unbounded.
 *
 * @param name         the key in the scenario file, in camelCase ({@code thinkTime})
 * @param type         how the value is written and read
 * @param unit         the unit shown to people ({@code s}, {@code instructions}, {@code pages}); empty if none
 * @param defaultValue the default, written as it would be in a scenario file ({@code "15s"}), or {@code null}
 *                     when the parameter is required
 * @param min          the smallest valid value in the canonical unit, or NaN
 * @param max          the largest valid value in the canonical unit, or NaN
 * @param choices      the valid words of a {@link ParameterType#CHOICE}; empty otherwise
 * @param help         one or two sentences for a tooltip or {@code swapset plugins}
 */
public record ParameterDescriptor(String name, ParameterType type, String unit, String defaultValue,
                                  double min, double max, List<String> choices, String help) {

    public ParameterDescriptor {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        unit = unit == null ? "" : unit;
        choices = choices == null ? List.of() : List.copyOf(choices);
        Objects.requireNonNull(help, "help");
        if (name.isBlank() || !Character.isLowerCase(name.charAt(0))) {
            throw new IllegalArgumentException("parameter name must be camelCase starting lower-case: '" + name + "'");
        }
        if (help.isBlank()) {
            throw new IllegalArgumentException("parameter '" + name + "' needs help text");
        }
        if (type == ParameterType.CHOICE && choices.isEmpty()) {
            throw new IllegalArgumentException("choice parameter '" + name + "' needs its choices");
        }
        if (type == ParameterType.CHOICE && defaultValue != null && !choices.contains(defaultValue)) {
            throw new IllegalArgumentException("default '" + defaultValue + "' of '" + name + "' is not one of " + choices);
        }
        if (!Double.isNaN(min) && !Double.isNaN(max) && min > max) {
            throw new IllegalArgumentException("parameter '" + name + "': min " + min + " > max " + max);
        }
    }

    /** True when a scenario must give a value (there is no default). */
    public boolean required() {
        return defaultValue == null;
    }

    public static ParameterDescriptor integer(String name, Integer dflt, long min, long max, String unit, String help) {
        return new ParameterDescriptor(name, ParameterType.INTEGER, unit, dflt == null ? null : dflt.toString(),
                min, max, List.of(), help);
    }

    public static ParameterDescriptor decimal(String name, Double dflt, double min, double max, String unit, String help) {
        return new ParameterDescriptor(name, ParameterType.DECIMAL, unit, dflt == null ? null : dflt.toString(),
                min, max, List.of(), help);
    }

    public static ParameterDescriptor bool(String name, boolean dflt, String help) {
        return new ParameterDescriptor(name, ParameterType.BOOLEAN, "", Boolean.toString(dflt),
                Double.NaN, Double.NaN, List.of(), help);
    }

    /** A duration; {@code min} and {@code max} in seconds. */
    public static ParameterDescriptor duration(String name, String dflt, double minSeconds, double maxSeconds, String help) {
        return new ParameterDescriptor(name, ParameterType.DURATION, "s", dflt, minSeconds, maxSeconds, List.of(), help);
    }

    /** A size; {@code min} and {@code max} in bytes. */
    public static ParameterDescriptor size(String name, String dflt, double minBytes, double maxBytes, String help) {
        return new ParameterDescriptor(name, ParameterType.SIZE, "B", dflt, minBytes, maxBytes, List.of(), help);
    }

    public static ParameterDescriptor choice(String name, String dflt, List<String> choices, String help) {
        return new ParameterDescriptor(name, ParameterType.CHOICE, "", dflt, Double.NaN, Double.NaN, choices, help);
    }

    public static ParameterDescriptor string(String name, String dflt, String help) {
        return new ParameterDescriptor(name, ParameterType.STRING, "", dflt, Double.NaN, Double.NaN, List.of(), help);
    }
}
