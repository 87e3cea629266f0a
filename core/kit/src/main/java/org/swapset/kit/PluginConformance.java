package org.swapset.kit;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.SpiVersion;
import org.swapset.spi.SwapsetPlugin;

/**
 * The plugin module as the host loads it: it contributes at least one factory, with no two of one family sharing an
 * id, every factory's descriptors complete ({@link FactoryConformance#checkDescriptors}); it has a name; and the SPI
 * version it declares, if it declares one (a jar must; a class folder in a test cannot), is one this SPI loads.
 */
public abstract class PluginConformance {

    /** The plugin under test. */
    protected abstract SwapsetPlugin plugin();

    /** Numeric parameters, by factory id, that are rightly unit-less; see {@link FactoryConformance#dimensionless}. */
    protected Set<String> dimensionless(String factoryId) {
        return Set.of();
    }

    @Test
    void itContributesFactoriesTheHostAccepts() {
        SwapsetPlugin plugin = plugin();
        List<PluginFactory> factories = plugin.factories(); // checks ids, families and duplicates as the host does
        assertFalse(factories.isEmpty(), plugin.name() + " contributes no factories");
        assertTrue(plugin.name() != null && !plugin.name().isBlank(), "the plugin has a name");
        assertNotNull(plugin.version(), "the plugin has a version");
        for (PluginFactory f : factories) {
            FactoryConformance.checkDescriptors(f.id(), f.parameters(), dimensionless(f.id()));
        }
    }

    @Test
    void theSpiVersionItDeclaresIsOneThisSpiLoads() {
        Optional<SpiVersion> declared = plugin().spiVersion();
        declared.ifPresent(v -> assertTrue(SpiVersion.CURRENT.canLoad(v), plugin().name() + " declares SPI " + v
                + "; this SPI (" + SpiVersion.CURRENT + ") loads plugins built for " + SpiVersion.CURRENT.loadableRange()));
    }
}
