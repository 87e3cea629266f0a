package org.swapset.core.plugin;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.ParameterType;
import org.swapset.spi.Parameters;

/**
 * Checked parameter values of one plugin reference, in canonical units (seconds, bytes). Built by the scenario
 * loader after it has checked every value against the plugin's descriptors; also keeps the text each value was
 * written as, so a scenario saved again reads as it was written.
 */
public final class ParameterValues implements Parameters {

    private final String path;
    private final Map<String, ParameterDescriptor> descriptors;
    private final Map<String, Object> values;
    private final Map<String, String> written;

    /**
     * @param path        where these parameters are in the scenario ({@code policies.replacement})
     * @param descriptors the plugin's descriptors, by name
     * @param values      canonical values: Long (INTEGER, SIZE), Double (DECIMAL, DURATION), Boolean, String
     * @param written     the text each explicitly given value was written as; defaults are absent
     */
    public ParameterValues(String path, Map<String, ParameterDescriptor> descriptors, Map<String, Object> values,
                           Map<String, String> written) {
        this.path = path;
        this.descriptors = Collections.unmodifiableMap(new LinkedHashMap<>(descriptors));
        this.values = Collections.unmodifiableMap(new LinkedHashMap<>(values));
        this.written = Collections.unmodifiableMap(new LinkedHashMap<>(written));
        for (String name : descriptors.keySet()) {
            if (!values.containsKey(name)) {
                throw new IllegalArgumentException(path + ": no value for parameter '" + name + "'");
            }
        }
    }

    /** Canonical values by name, in declaration order. */
    public Map<String, Object> values() {
        return values;
    }

    /** Text of the values the scenario gave explicitly, by name. */
    public Map<String, String> written() {
        return written;
    }

    public Map<String, ParameterDescriptor> descriptors() {
        return descriptors;
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
                + java.util.Arrays.toString(types));
    }

    @Override
    public long integer(String name) {
        return ((Number) get(name, ParameterType.INTEGER)).longValue();
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
        return ((Number) get(name, ParameterType.DURATION)).doubleValue();
    }

    @Override
    public long bytes(String name) {
        return ((Number) get(name, ParameterType.SIZE)).longValue();
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
