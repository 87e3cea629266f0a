package org.swapset.core.vm;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class SlotSpaceTest {

    /** What nextFreeSlot must answer, the slow way. */
    private static int linear(SlotSpace space, int from, int to) {
        for (int s = Math.max(0, from); s < to && s < space.volumeCylinders() * space.slotsPerCylinder(); s++) {
            if (space.isFree(s)) {
                return s;
            }
        }
        return -1;
    }

    @Test
    void nextFreeSlotAgreesWithAScanOverRandomTakesAndReleases() {
        SlotSpace space = new SlotSpace(6, 100, 2, 4); // slots 200..499 form the area
        SplittableRandom random = new SplittableRandom(5);
        boolean[] taken = new boolean[600];
        for (int step = 0; step < 20_000; step++) {
            int slot = 200 + random.nextInt(300);
            if (taken[slot]) {
                space.release(slot);
            } else {
                space.take(slot);
            }
            taken[slot] = !taken[slot];
            assertEquals(!taken[slot], space.isFree(slot), "slot " + slot + " after step " + step);
            int from = random.nextInt(620) - 10;
            int to = from + random.nextInt(300);
            assertEquals(linear(space, from, to), space.nextFreeSlot(from, to), "from " + from + " to " + to);
        }
    }

    private static int linearBack(SlotSpace space, int from, int to) {
        for (int s = Math.min(to, 600) - 1; s >= Math.max(0, from); s--) {
            if (space.isFree(s)) {
                return s;
            }
        }
        return -1;
    }

    @Test
    void previousFreeSlotAgreesWithAScanOverRandomTakesAndReleases() {
        SlotSpace space = new SlotSpace(6, 100, 2, 4);
        SplittableRandom random = new SplittableRandom(9);
        boolean[] taken = new boolean[600];
        for (int step = 0; step < 20_000; step++) {
            int slot = 200 + random.nextInt(300);
            if (taken[slot]) {
                space.release(slot);
            } else {
                space.take(slot);
            }
            taken[slot] = !taken[slot];
            assertEquals(!taken[slot], space.isFree(slot), "slot " + slot + " after step " + step);
            int from = random.nextInt(620) - 10;
            int to = from + random.nextInt(300);
            assertEquals(linearBack(space, from, to), space.previousFreeSlot(from, to), "from " + from + " to " + to);
        }
    }

    @Test
    void slotsOutsideTheAreaAreNeverFree() {
        SlotSpace space = new SlotSpace(6, 100, 2, 4);
        assertEquals(200, space.nextFreeSlot(0, 600));
        assertEquals(-1, space.nextFreeSlot(500, 600));
        assertEquals(-1, space.nextFreeSlot(0, 200));
        assertEquals(300, space.freeSlots());
        assertThrows(IllegalStateException.class, () -> space.take(150));
    }

    @Test
    void countsPerCylinder() {
        SlotSpace space = new SlotSpace(6, 100, 2, 4);
        space.take(301);
        space.take(302);
        assertEquals(98, space.freeOnCylinder(3));
        space.release(301);
        assertEquals(99, space.freeOnCylinder(3));
        assertThrows(IllegalStateException.class, () -> space.release(301));
    }

    @Test
    void theArmIsTheDevicesOnceTheEngineTiesThem() {
        SlotSpace space = new SlotSpace(10, 4, 2, 7);
        assertEquals(4, space.armCylinder(), "the area's middle until tied");
        int[] arm = {0};
        space.trackArm(() -> arm[0]);
        arm[0] = 6;
        assertEquals(6, space.armCylinder());
    }
}
