package org.swapset.core.scenario;

import java.util.Objects;
import org.swapset.core.plugin.ParameterValues;
import org.swapset.spi.PluginFactory;

/**
 * A plugin chosen by a scenario ({@code type: ibm-3380}) with its checked parameters.
 *
 * @param factory    the factory the id resolved to
 * @param parameters the checked values, whose {@link ParameterValues#path()} says where in the file they are
 */
public record PluginSelection(PluginFactory factory, ParameterValues parameters) {
    public PluginSelection {
        Objects.requireNonNull(factory, "factory");
        Objects.requireNonNull(parameters, "parameters");
    }

    public String id() {
        return factory.id();
    }

    /** The factory as its family's type, e.g. {@code selection.as(PagingDeviceFactory.class)}. */
    public <F> F as(Class<F> type) {
        return type.cast(factory);
    }
}
