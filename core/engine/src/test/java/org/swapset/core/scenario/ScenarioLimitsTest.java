package org.swapset.core.scenario;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swapset.spi.hardware.DeviceGeometry;

/** The heap the devices need, as the engine sizes its tables (PagingIo, SlotSpace). */
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
}
