package org.swapset.plugins.policies;

import org.swapset.spi.policy.SlotAllocator;
import org.swapset.spi.policy.SlotMap;
import org.swapset.spi.policy.SlotRuns;

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

    /**
     * A swap set's run of slots, a run at a time with the cursor (the contiguous block page prototype's swap areas):
     * the nearest cylinder from the cursor's, in its direction, with {@code count} consecutive free slots, reflected
     * at the end of the area. With {@code rightEdge}, the highest such run.
     */
    @Override
    public int allocateRun(SlotMap slots, int count) {
        int first = slots.firstCylinder();
        int last = slots.lastCylinder();
        int perCylinder = slots.slotsPerCylinder();
        if (rightEdge) {
            for (int c = last; c >= first; c--) {
                int run = SlotRuns.lastRun(slots, c, count);
                if (run >= 0) {
                    return run;
                }
            }
            return -1;
        }
        int start = first * perCylinder;
        int end = (last + 1) * perCylinder;
        if (cursor < start || cursor >= end) {
            cursor = start;
            forward = true;
        }
        for (int pass = 0; pass < 2; pass++) {
            int from = cursor / perCylinder;
            for (int c = from; forward ? c <= last : c >= first; c += forward ? 1 : -1) {
                int run = forward ? SlotRuns.firstRun(slots, c, count) : SlotRuns.lastRun(slots, c, count);
                if (run >= 0) {
                    cursor = forward ? run + count - 1 : run;
                    return run;
                }
            }
            forward = !forward; // reflected at the end of the area
        }
        return -1;
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
