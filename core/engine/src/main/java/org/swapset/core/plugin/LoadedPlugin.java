package org.swapset.core.plugin;

import java.util.List;
import java.util.Objects;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.SpiVersion;

/**
 * A plugin the host loaded.
 *
 * @param name       the plugin's name
 * @param version    its version
 * @param source     where it came from: a jar path, or "class path" for bundled plugins
 * @param factories  what it contributes
 * @param spiVersion the SPI version it was built for (a bundled plugin that declares none was built with the host)
 */
public record LoadedPlugin(String name, String version, String source, List<PluginFactory> factories,
                           SpiVersion spiVersion) {
    public LoadedPlugin {
        Objects.requireNonNull(name);
        Objects.requireNonNull(version);
        Objects.requireNonNull(source);
        Objects.requireNonNull(spiVersion);
        factories = List.copyOf(factories);
    }

    /** A plugin built for this host's SPI. */
    public LoadedPlugin(String name, String version, String source, List<PluginFactory> factories) {
        this(name, version, source, factories, SpiVersion.CURRENT);
    }
}
