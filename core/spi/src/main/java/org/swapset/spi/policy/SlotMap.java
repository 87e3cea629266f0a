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

    /** The volume's cylinder count, so a policy can find its centre. */
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

    /** Where the arm was left by the last start-I/O. */
    int armCylinder();
}
