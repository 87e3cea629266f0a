package org.swapset.core.plugin;

import java.util.List;
import java.util.Objects;
import org.swapset.spi.PluginFactory;

/**
 * A plugin the host loaded.
 *
 * @param name      the plugin's name
 * @param version   its version
 * @param source    where it came from: a jar path, or "class path" for bundled plugins
 * @param factories what it contributes
 */
public record LoadedPlugin(String name, String version, String source, List<PluginFactory> factories) {
    public LoadedPlugin {
        Objects.requireNonNull(name);
        Objects.requireNonNull(version);
        Objects.requireNonNull(source);
        factories = List.copyOf(factories);
    }
}
