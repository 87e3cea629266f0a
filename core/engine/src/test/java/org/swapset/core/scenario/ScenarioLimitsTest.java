package org.swapset.core.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swapset.spi.hardware.DeviceGeometry;

/**
 * The heap the devices need, as the engine sizes its tables (PagingIo, SlotSpace), and what a scenario that needs
 * more than half this JVM's heap is told to do.
 */
class ScenarioLimitsTest {

    private static final DeviceGeometry DISK = new DeviceGeometry(3339, 15, 12, 1, false);   // a 3390-3
    private static final DeviceGeometry SSD = new DeviceGeometry(1, 1024, 256, 1, true);     // one 1 GiB cylinder

    @Test
    void theWidestCylinderSizesEveryExposuresStartIoTableAndIsChargedToItsGroup() {
        long[] bytes = ScenarioLimits.devicesBytes(List.of(DISK, SSD), List.of(16, 1), List.of(DISK), List.of(2));
        // The engine's start-I/O tables: every exposure (16 disks, the SSD, 2 guest disks) times the largest
        // cylinder (the SSD's 262,144 pages), 17 bytes each: about 85 MB, which the SSD's group carries.
        long tables = 19L * 262_144 * 17;
        assertTrue(bytes[1] >= tables, bytes[1] + " >= " + tables);
        assertTrue(bytes[0] < tables / 2, "the disks carry their slot maps only: " + bytes[0]);
        assertTrue(bytes[2] == 0, "guest disks have no slot map: " + bytes[2]);
    }

    private static final long GIB = 1L << 30;

    @Test
    void manyOfTheLargestDevicesSaturateRatherThanWrapToASmallFigure() {
        // 20 groups of 100,000 SSDs of the most slots, with 256 exposures each: about 1.9e19 bytes, past a long.
        DeviceGeometry largest = new DeviceGeometry(1, 1, Integer.MAX_VALUE - 1, 256, true);
        List<DeviceGeometry> groups = java.util.Collections.nCopies(20, largest);
        long[] bytes = ScenarioLimits.devicesBytes(groups, java.util.Collections.nCopies(20, 100_000), List.of(),
                List.of());
        assertEquals(Long.MAX_VALUE, bytes[0]);
        for (long b : bytes) {
            assertTrue(b > 0, "no group wraps negative: " + b);
        }
    }

    @Test
    void sizesInMessagesTakeTheirLargestUnitWithAtMostOneDecimal() {
        assertEquals("300 MiB", ScenarioLimits.size(300L << 20));
        assertEquals("1 MiB", ScenarioLimits.size(1), "rounded up below a GiB");
        assertEquals("1.5 GiB", ScenarioLimits.size(3 * GIB / 2));
        assertEquals("250 GiB", ScenarioLimits.size(250 * GIB));
        // The message that said "38000.0 GiB".
        assertEquals("37.1 TiB", ScenarioLimits.size(38_000 * GIB));
        assertEquals("8.0 EiB", ScenarioLimits.size(Long.MAX_VALUE));
    }

    @Test
    void aHeapWithinReachIsGivenInWholeGibAsTheLauncherTakesIt() {
        // 26.4 GiB for one replication: three times that, rounded up to whole GiB (not -Xmx81101m).
        long needed = (long) (26.4 * GIB);
        String remedy = ScenarioLimits.heapRemedy(needed, 4 * GIB, "give fewer or smaller devices");
        assertEquals(", more than half of this JVM's 4.0 GiB; give fewer or smaller devices, or run Java with a heap "
                + "of 80 GiB or more, e.g. SWAPSET_JAVA_OPTS=-Xmx80g ./swapset ...", remedy);
        assertEquals(1, ScenarioLimits.suggestedHeapGiB(100L << 20), "at least 1 GiB");
        assertEquals(3, ScenarioLimits.suggestedHeapGiB(GIB));
        assertEquals(1024, ScenarioLimits.suggestedHeapGiB(ScenarioLimits.MAX_SUGGESTED_HEAP / 3),
                "1 TiB is still suggested");
    }

    @Test
    void aNeedBeyondAnyPlausibleHeapIsCalledTooLargeWithNoHeapSuggested() {
        // The case that suggested -Xmx116736026m: 38,000 GiB for one replication.
        String remedy = ScenarioLimits.heapRemedy(38_000 * GIB, 4 * GIB, "give fewer or smaller devices");
        assertEquals("; the configuration is too large to run (it would want a heap of about 111 TiB, beyond any "
                + "plausible one): give fewer or smaller devices", remedy);
        assertFalse(remedy.contains("Xmx"), remedy);
        assertTrue(ScenarioLimits.heapRemedy(ScenarioLimits.MAX_SUGGESTED_HEAP / 3 + GIB, 4 * GIB, "x")
                .contains("too large"), "just past 1 TiB");
        assertTrue(ScenarioLimits.heapRemedy(Long.MAX_VALUE, 4 * GIB, "x").contains("about 8.0 EiB"),
                "a saturated need is not wrapped");
    }
}
