package org.swapset.spi.policy;

/**
 * Chooses the slot for a page-out on one device. One instance per device and run, so it may keep a cursor or a
 * remembered cylinder in fields.
 */
public interface SlotAllocator {

    /**
     * Chooses a free slot in the area.
     *
     * @return a slot with {@link SlotMap#isFree} true, or -1 when the area is full
     */
    int allocate(SlotMap slots);

    /** A slot on this device was released (its page was read back and the slot given up, or the page discarded). */
    default void released(int slot) {
    }

    /**
     * Chooses {@code count} consecutive free slots on one cylinder, for a swap set written with one start-I/O to a
     * swap area; returns the first, or -1 when no cylinder has such a run. The default takes the lowest such run; an
     * allocator with a cursor overrides it to allocate a run at a time with its cursor.
     */
    default int allocateRun(SlotMap slots, int count) {
        int perCylinder = slots.slotsPerCylinder();
        if (count <= 0 || count > perCylinder) {
            return -1;
        }
        for (int cylinder = slots.firstCylinder(); cylinder <= slots.lastCylinder(); cylinder++) {
            int run = SlotRuns.firstRun(slots, cylinder, count);
            if (run >= 0) {
                return run;
            }
        }
        return -1;
    }
}
