package org.swapset.spi.policy;

/**
 * Chooses the device a page-out goes to, among the devices whose role takes page-outs. One instance per run.
 */
public interface PageOutDeviceSelector {

    /**
     * Chooses a device.
     *
     * @param deviceCount how many devices can take the page-out, numbered {@code 0 .. deviceCount-1}
     * @param hasFreeSlot tells whether a device still has a free slot
     * @return the chosen device, one with a free slot, or -1 when none has
     */
    int select(int deviceCount, DevicePredicate hasFreeSlot);

    /**
     * The slot allocator placed the page on this device; {@code newCylinder} is true when that slot is on a different
     * cylinder from the previous page-out to the same device (round-turkey moves on at a cylinder boundary).
     */
    default void placed(int device, boolean newCylinder) {
    }

    /** A test on a device number, so the engine can answer without allocating. */
    @FunctionalInterface
    interface DevicePredicate {
        boolean test(int device);
    }
}
