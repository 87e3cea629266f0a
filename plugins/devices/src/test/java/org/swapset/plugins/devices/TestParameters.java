package org.swapset.plugins.devices;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.Parameters;

/** A factory's default parameter values, with optional overrides, for tests that call {@code create} directly. */
final class TestParameters implements Parameters {

    private final Map<String, String> values = new HashMap<>();

    TestParameters(List<ParameterDescriptor> descriptors, String... overrides) {
        for (ParameterDescriptor d : descriptors) {
            values.put(d.name(), d.defaultValue());
        }
        for (int i = 0; i < overrides.length; i += 2) {
            values.put(overrides[i], overrides[i + 1]);
        }
    }

    private String get(String name) {
        if (!values.containsKey(name)) {
            throw new IllegalArgumentException("undeclared parameter " + name);
        }
        return values.get(name);
    }

    @Override
    public long integer(String name) {
        return Long.parseLong(get(name));
    }

    @Override
    public double decimal(String name) {
        return Double.parseDouble(get(name));
    }

    @Override
    public boolean bool(String name) {
        return Boolean.parseBoolean(get(name));
    }

    @Override
    public double seconds(String name) {
        String v = get(name);
        if (v.endsWith("ms")) {
            return Double.parseDouble(v.substring(0, v.length() - 2)) / 1e3;
        }
        if (v.endsWith("us")) {
            return Double.parseDouble(v.substring(0, v.length() - 2)) / 1e6;
        }
        return Double.parseDouble(v.substring(0, v.length() - 1));
    }

    @Override
    public long bytes(String name) {
        throw new UnsupportedOperationException("sizes are not used by these plugins");
    }

    @Override
    public String text(String name) {
        return get(name);
    }

    @Override
    public String path() {
        return "test";
    }
}
