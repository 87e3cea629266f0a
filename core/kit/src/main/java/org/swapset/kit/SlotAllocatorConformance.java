package org.swapset.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.swapset.spi.RandomStream;
import org.swapset.spi.policy.SlotAllocator;
import org.swapset.spi.policy.SlotAllocatorFactory;

/**
 * The contract of a {@link SlotAllocator}, as the engine uses one per device: {@code allocate} returns a free slot of
 * the paging area (never a taken one, never one outside the area, which need not start at cylinder 0) and -1 only
 * when the area is full; the engine then takes that slot, and tells the allocator of each slot given back. From
 * empty it fills the whole area; an area of one slot works; the same operations give the same slots.
 */
public abstract class SlotAllocatorConformance extends FactoryConformance<SlotAllocatorFactory> {

    private SlotAllocator create() {
        SlotAllocator allocator = factory().create(parameters());
        assertNotNull(allocator, factory().id() + ": create returned null");
        return allocator;
    }

    /** Allocates on the map, checks the answer and takes the slot; returns it (or -1). */
    private int allocate(SlotAllocator allocator, KitSlots slots, String when) {
        int free = slots.freeSlots();
        int slot = allocator.allocate(slots);
        String where = factory().id() + ", " + when + " with " + free + " of " + slots.capacity() + " slots free: ";
        if (slot == -1) {
            assertEquals(0, free, where + "returned -1 although the area has free slots");
            return -1;
        }
        assertTrue(slots.inArea(slot), where + "slot " + slot + " is outside the paging area (cylinders "
                + slots.firstCylinder() + ".." + slots.lastCylinder() + ")");
        assertTrue(slots.isFree(slot), where + "slot " + slot + " is taken");
        slots.take(slot);
        return slot;
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void fromEmptyItFillsTheWholeAreaAndThenSaysFull() {
        KitSlots slots = new KitSlots(40, 6, 5, 24);
        SlotAllocator allocator = create();
        for (int i = 0; i < slots.capacity(); i++) {
            assertTrue(allocate(allocator, slots, "allocation " + i) >= 0);
        }
        assertEquals(-1, allocate(allocator, slots, "when full"));
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void itAlwaysChoosesAFreeSlotInTheAreaWhileSlotsComeAndGo() {
        drive(create(), random(1));
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void theSameOperationsGiveTheSameSlots() {
        assertEquals(drive(create(), random(2)), drive(create(), random(2)),
                factory().id() + ": two allocators given the same operations chose different slots");
    }

    @Test
    void anAreaOfOneSlotGivesThatSlotThenNothing() {
        KitSlots slots = new KitSlots(3, 1, 1, 1);
        SlotAllocator allocator = create();
        for (int round = 0; round < 5; round++) {
            assertEquals(1, allocate(allocator, slots, "round " + round));
            assertEquals(-1, allocate(allocator, slots, "round " + round + ", full"));
            slots.release(1);
            allocator.released(1);
        }
    }

    private List<Integer> drive(SlotAllocator allocator, RandomStream random) {
        KitSlots slots = new KitSlots(120, 10, 7, 90);
        List<Integer> held = new ArrayList<>();
        List<Integer> chosen = new ArrayList<>();
        for (int step = 0; step < 20_000; step++) {
            double u = random.uniform();
            if (u < 0.55 || held.isEmpty()) {
                int slot = allocate(allocator, slots, "step " + step);
                chosen.add(slot);
                if (slot >= 0) {
                    held.add(slot);
                    slots.moveArm(slot / slots.slotsPerCylinder());
                }
            } else {
                int slot = held.remove(random.nextInt(held.size()));
                slots.release(slot);
                allocator.released(slot);
            }
        }
        return chosen;
    }
}
