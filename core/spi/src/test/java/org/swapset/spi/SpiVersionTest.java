package org.swapset.spi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A host loads plugins built for its own major version and an older or equal minor, and nothing else. */
class SpiVersionTest {

    @Test
    void aHostLoadsPluginsOfItsMajorVersionUpToItsMinor() {
        SpiVersion host = new SpiVersion(1, 3);
        assertTrue(host.canLoad(new SpiVersion(1, 0)));
        assertTrue(host.canLoad(new SpiVersion(1, 3)));
        assertFalse(host.canLoad(new SpiVersion(1, 4)), "a newer minor may use what this host lacks");
        assertFalse(host.canLoad(new SpiVersion(2, 0)));
        assertFalse(host.canLoad(new SpiVersion(0, 9)));
        assertEquals("1.0 to 1.3", host.loadableRange());
        assertEquals("1.0", new SpiVersion(1, 0).loadableRange());
    }

    @Test
    void theVersionParsesFromMajorDotMinorOnly() {
        assertEquals(new SpiVersion(1, 12), SpiVersion.parse(" 1.12 "));
        for (String bad : new String[] {"", "1", "1.", ".1", "1.2.3", "v1.0", "-1.0", "1.x", "99999999.0"}) {
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> SpiVersion.parse(bad), bad);
            assertTrue(e.getMessage().contains("MAJOR.MINOR"), e.getMessage());
        }
    }

    @Test
    void theCurrentVersionIsTheCompileTimeConstant() {
        assertEquals(SpiVersion.parse(SpiVersion.CURRENT_TEXT), SpiVersion.CURRENT);
        assertTrue(SpiVersion.CURRENT.canLoad(SpiVersion.CURRENT));
    }

    @Test
    void aPluginLoadedFromAClassFolderDeclaresNothingUnlessItOverrides() {
        SwapsetPlugin plain = new SwapsetPlugin() {
            @Override
            protected void contribute(Contributions contributions) {
            }
        };
        assertEquals(Optional.empty(), plain.spiVersion(), "test classes come from a folder, not a jar");
    }
}
