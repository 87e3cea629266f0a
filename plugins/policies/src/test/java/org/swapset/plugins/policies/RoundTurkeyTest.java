package org.swapset.plugins.policies;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Round-turkey device selection: up to N page-outs to one device, fewer at a cylinder boundary, then the next. */
class RoundTurkeyTest {

    @Test
    void sendsUpToNPageOutsToOneDeviceThenMovesOn() {
        RoundTurkey turkey = new RoundTurkey(3);
        int[] chosen = new int[7];
        for (int i = 0; i < chosen.length; i++) {
            chosen[i] = turkey.select(2, d -> true);
            turkey.placed(chosen[i], i == 0 || i == 3 || i == 6); // the first page on each device opens a cylinder
        }
        assertEquals("[0, 0, 0, 1, 1, 1, 0]", java.util.Arrays.toString(chosen));
    }

    @Test
    void movesOnAtACylinderBoundary() {
        RoundTurkey turkey = new RoundTurkey(8);
        assertEquals(0, turkey.select(3, d -> true));
        turkey.placed(0, true);  // first page: a new cylinder does not count
        assertEquals(0, turkey.select(3, d -> true));
        turkey.placed(0, false);
        assertEquals(0, turkey.select(3, d -> true));
        turkey.placed(0, true);  // the third crossed a cylinder boundary
        assertEquals(1, turkey.select(3, d -> true));
    }

    @Test
    void skipsDevicesWithoutAFreeSlot() {
        RoundTurkey turkey = new RoundTurkey(2);
        assertEquals(1, turkey.select(3, d -> d != 0));
        turkey.placed(1, true);
        assertEquals(1, turkey.select(3, d -> d != 0));
        turkey.placed(1, false);
        assertEquals(2, turkey.select(3, d -> d != 0));
        assertEquals(-1, turkey.select(3, d -> false));
    }
}
