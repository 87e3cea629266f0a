package org.swapset.spi;

import java.util.List;

/**
 * What every factory of every family has: a stable id, a description, and its parameters. The id is what a
 * scenario writes ({@code type: ibm-3380}); it is lower-case words joined by hyphens, unique across all loaded
 * plugins of one family.
 */
public interface PluginFactory {

    /** The stable public id, e.g. {@code core-table-scan}. */
    String id();

    /** One line saying what this is, for {@code swapset plugins} and the desktop application. */
    String description();

    /** The family this factory belongs to. */
    PluginFamily family();

    /** Descriptors of the parameters {@code create} reads; empty when there are none. */
    default List<ParameterDescriptor> parameters() {
        return List.of();
    }

    /** Whether an id is well formed: lower-case letters, digits and single hyphens. */
    static boolean isValidId(String id) {
        return id != null && id.matches("[a-z0-9]+(-[a-z0-9]+)*");
    }
}
