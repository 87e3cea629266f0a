package org.swapset.plugins.policies;

import org.swapset.spi.policy.SlotAllocator;
import org.swapset.spi.policy.SlotMap;

/**
 * The round-turkey prototype's slot selection (Tetzlaff et al. 1987, "New slot-selection algorithm"): "a pointer that
 * moves across the paging area. The cursor points at a slot that is to be used for allocation if the slot is free.
 * The cursor is advanced steadily across the paging area, as required by the allocations ... The cursor is reflected
 * at the end of the paging area to avoid long seeks". Free slots ahead of the cursor are taken in order, so
 * consecutive page-outs get consecutive slots wherever the area ahead is empty.
 *
 * <p>With {@code rightEdge} it is the paper's "contiguous allocation disabled" experiment instead: "allocate at the
 * right edge of the paging area", the highest free slot, much as VM does in an off-centre area.
 */
final class MovingCursor implements SlotAllocator {

    private final boolean rightEdge;
    private int cursor = -1;
    private boolean forward = true;

    MovingCursor(boolean rightEdge) {
        this.rightEdge = rightEdge;
    }

    @Override
    public int allocate(SlotMap slots) {
        if (slots.freeSlots() == 0) {
            return -1;
        }
        int start = slots.firstCylinder() * slots.slotsPerCylinder();
        int end = (slots.lastCylinder() + 1) * slots.slotsPerCylinder();
        if (rightEdge) {
            return slots.previousFreeSlot(start, end);
        }
        if (cursor < start || cursor >= end) {
            cursor = start;
            forward = true;
        }
        int slot = forward ? slots.nextFreeSlot(cursor, end) : slots.previousFreeSlot(start, cursor + 1);
        if (slot < 0) {
            forward = !forward; // reflected at the end of the area
            slot = forward ? slots.nextFreeSlot(cursor, end) : slots.previousFreeSlot(start, cursor + 1);
        }
        cursor = slot;
        return slot;
    }

    /** Where the cursor is (for tests). */
    int cursor() {
        return cursor;
    }

    /** Whether the cursor is moving towards higher slots (for tests). */
    boolean forward() {
        return forward;
    }
}
