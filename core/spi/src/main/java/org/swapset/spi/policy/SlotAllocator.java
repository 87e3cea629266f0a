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
}
