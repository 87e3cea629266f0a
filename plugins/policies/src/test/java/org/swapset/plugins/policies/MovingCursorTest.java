package org.swapset.plugins.policies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Moving-cursor slot allocation: contiguous slots ahead of the cursor, reflection at the ends, the right-edge variant. */
class MovingCursorTest {

    private static int take(ZigzagTest.Slots slots, MovingCursor cursor) {
        int s = cursor.allocate(slots);
        slots.used[s] = true;
        return s;
    }

    @Test
    void allocatesConsecutiveFreeSlotsAheadOfTheCursor() {
        ZigzagTest.Slots slots = new ZigzagTest.Slots(4, 5, 0, 3); // slots 0..19
        slots.used[2] = true;
        MovingCursor cursor = new MovingCursor(false);
        assertEquals(0, take(slots, cursor));
        assertEquals(1, take(slots, cursor));
        assertEquals(3, take(slots, cursor)); // 2 is in use: skipped, the wave goes on
        assertEquals(4, take(slots, cursor));
    }

    @Test
    void isReflectedAtTheEndOfTheAreaAndSweepsBack() {
        ZigzagTest.Slots slots = new ZigzagTest.Slots(2, 4, 0, 1); // slots 0..7
        MovingCursor cursor = new MovingCursor(false);
        for (int s = 0; s < 6; s++) {
            assertEquals(s, take(slots, cursor));
        }
        slots.used[1] = false; // read back behind the cursor: freed
        slots.used[3] = false;
        assertEquals(6, take(slots, cursor));
        assertEquals(7, take(slots, cursor));
        assertTrue(cursor.forward());
        // Nothing ahead: reflected, it takes the nearest free slot behind it, then goes on backwards.
        assertEquals(3, take(slots, cursor));
        assertFalse(cursor.forward());
        assertEquals(1, take(slots, cursor));
        assertEquals(-1, cursor.allocate(slots));
    }

    @Test
    void staysInsideThePagingArea() {
        ZigzagTest.Slots slots = new ZigzagTest.Slots(10, 2, 3, 5); // area: slots 6..11
        MovingCursor cursor = new MovingCursor(false);
        assertEquals(6, take(slots, cursor));
        for (int i = 0; i < 5; i++) {
            int s = take(slots, cursor);
            assertTrue(s >= 6 && s <= 11, "slot " + s);
        }
    }

    @Test
    void theRightEdgeVariantTakesTheHighestFreeSlot() {
        ZigzagTest.Slots slots = new ZigzagTest.Slots(4, 5, 0, 3);
        MovingCursor edge = new MovingCursor(true);
        assertEquals(19, take(slots, edge));
        assertEquals(18, take(slots, edge));
        slots.used[19] = false;
        assertEquals(19, take(slots, edge)); // a freed slot at the edge is reused at once: scattered allocation
    }

    private static int takeRun(ZigzagTest.Slots slots, MovingCursor cursor, int count) {
        int s = cursor.allocateRun(slots, count);
        for (int i = 0; i < count && s >= 0; i++) {
            assertFalse(slots.used[s + i], "slot " + (s + i) + " of the run is in use");
            slots.used[s + i] = true;
        }
        return s;
    }

    @Test
    void swapSetRunsAreConsecutiveSlotsOnOneCylinderAndFollowTheCursor() {
        ZigzagTest.Slots slots = new ZigzagTest.Slots(3, 10, 0, 2); // 3 cylinders of 10 slots
        slots.used[3] = true; // breaks cylinder 0 into runs 0..2 and 4..9
        MovingCursor cursor = new MovingCursor(false);
        assertEquals(4, takeRun(slots, cursor, 4)); // 0..2 is too short
        assertEquals(10, takeRun(slots, cursor, 8)); // 8..9 too short: the next cylinder
        assertEquals(20, takeRun(slots, cursor, 8));
        assertTrue(cursor.forward());
        // Nothing ahead: reflected, the nearest run behind the cursor.
        assertEquals(0, takeRun(slots, cursor, 3));
        assertFalse(cursor.forward());
        assertEquals(-1, cursor.allocateRun(slots, 3));
    }

    @Test
    void rightEdgeRunsComeFromTheHighestCylinder() {
        ZigzagTest.Slots slots = new ZigzagTest.Slots(3, 10, 0, 2);
        MovingCursor edge = new MovingCursor(true);
        assertEquals(22, takeRun(slots, edge, 8));
        assertEquals(12, takeRun(slots, edge, 8));
    }
}
