package org.swapset.plugins.policies;

import org.swapset.spi.policy.SlotAllocator;
import org.swapset.spi.policy.SlotMap;

/**
 * VM/SP's slot selection: "The paging algorithm remembers the last cylinder used on a paging device, and it attempts
 * to find an unused slot for a page-out on that cylinder. If it cannot do so, it locates the available slot closest to
 * the center of the volume" (Tetzlaff et al. 1987, "Background"). When the paging area does not include the centre,
 * the nearest free slot is at the area's edge nearest the centre, as the paper describes.
 */
final class Zigzag implements SlotAllocator {

    private int lastCylinder = -1;

    @Override
    public int allocate(SlotMap slots) {
        if (slots.freeSlots() == 0) {
            return -1;
        }
        int cylinder = lastCylinder >= 0 && slots.freeOnCylinder(lastCylinder) > 0
                ? lastCylinder : nearestToCentre(slots);
        lastCylinder = cylinder;
        return firstFreeOn(slots, cylinder);
    }

    private static int nearestToCentre(SlotMap slots) {
        int first = slots.firstCylinder();
        int last = slots.lastCylinder();
        int centre = Math.max(first, Math.min(last, slots.volumeCylinders() / 2));
        // Search outwards from the centre, alternating sides, nearest first; ties go to the lower cylinder.
        for (int distance = 0; ; distance++) {
            int below = centre - distance;
            int above = centre + distance;
            if (below < first && above > last) {
                throw new IllegalStateException("free slot count says " + slots.freeSlots()
                        + " but no cylinder has one");
            }
            if (below >= first && slots.freeOnCylinder(below) > 0) {
                return below;
            }
            if (above <= last && slots.freeOnCylinder(above) > 0) {
                return above;
            }
        }
    }

    static int firstFreeOn(SlotMap slots, int cylinder) {
        int base = cylinder * slots.slotsPerCylinder();
        int slot = slots.nextFreeSlot(base, base + slots.slotsPerCylinder());
        if (slot >= 0) {
            return slot;
        }
        throw new IllegalStateException("cylinder " + cylinder + " reports " + slots.freeOnCylinder(cylinder)
                + " free slots but has none");
    }
}
