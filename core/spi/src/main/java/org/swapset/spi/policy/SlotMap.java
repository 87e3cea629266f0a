package org.swapset.spi.policy;

/**
 * The page slots of one paging device's paging area, as a {@link SlotAllocator} sees them. Slot numbers count from
 * the start of the volume: {@code slot = cylinder * slotsPerCylinder() + index}.
 */
public interface SlotMap {

    /** First cylinder of the paging area (inclusive). */
    int firstCylinder();

    /** Last cylinder of the paging area (inclusive). */
    int lastCylinder();

    /**
     * The cylinders the engine models for the device, so a policy can find their centre: the device's geometry,
     * which is its paging area when a scenario gives it fewer cylinders than the physical volume (the area then
     * starts at cylinder 0, and seeks are timed on the whole volume's seek curve).
     */
    int volumeCylinders();

    int slotsPerCylinder();

    boolean isFree(int slot);

    /**
     * The lowest free slot in {@code [from, to)}, or -1 when there is none. The engine's map answers a word of 64
     * slots at a time; this default asks {@link #isFree} slot by slot.
     */
    default int nextFreeSlot(int from, int to) {
        for (int slot = from; slot < to; slot++) {
            if (isFree(slot)) {
                return slot;
            }
        }
        return -1;
    }

    /**
     * The highest free slot in {@code [from, to)}, or -1 when there is none. The engine's map answers a word of 64
     * slots at a time; this default asks {@link #isFree} slot by slot.
     */
    default int previousFreeSlot(int from, int to) {
        for (int slot = to - 1; slot >= from; slot--) {
            if (isFree(slot)) {
                return slot;
            }
        }
        return -1;
    }

    /** Free slots on one cylinder of the area. */
    int freeOnCylinder(int cylinder);

    /** Free slots in the whole area. */
    int freeSlots();

    /** Where the arm was left by the device's last start-I/O (cylinder 0 before the first). */
    int armCylinder();
}
