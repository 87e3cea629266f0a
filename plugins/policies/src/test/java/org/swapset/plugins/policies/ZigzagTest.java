package org.swapset.plugins.policies;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.swapset.spi.policy.SlotMap;

/** Zigzag slot choice: the remembered cylinder first, then the free slot nearest the volume's centre. */
class ZigzagTest {

    /** A small volume: {@code cylinders} cylinders of {@code perCyl} slots, paging area [first, last]. */
    static final class Slots implements SlotMap {
        final boolean[] used;
        final int perCyl;
        final int volume;
        final int first;
        final int last;

        Slots(int volume, int perCyl, int first, int last) {
            this.used = new boolean[volume * perCyl];
            this.perCyl = perCyl;
            this.volume = volume;
            this.first = first;
            this.last = last;
        }

        @Override public int firstCylinder() { return first; }
        @Override public int lastCylinder() { return last; }
        @Override public int volumeCylinders() { return volume; }
        @Override public int slotsPerCylinder() { return perCyl; }
        @Override public boolean isFree(int slot) { return !used[slot]; }
        @Override public int armCylinder() { return 0; }

        @Override
        public int freeOnCylinder(int c) {
            int n = 0;
            for (int i = 0; i < perCyl; i++) {
                n += used[c * perCyl + i] ? 0 : 1;
            }
            return n;
        }

        @Override
        public int freeSlots() {
            int n = 0;
            for (int c = first; c <= last; c++) {
                n += freeOnCylinder(c);
            }
            return n;
        }

        int take(Zigzag z) {
            int s = z.allocate(this);
            used[s] = true;
            return s;
        }
    }

    @Test
    void startsAtTheCentreAndStaysOnTheRememberedCylinderUntilItIsFull() {
        Slots slots = new Slots(10, 2, 0, 9);
        Zigzag z = new Zigzag();
        assertEquals(10, slots.take(z), "cylinder 5, slot 0");
        assertEquals(11, slots.take(z), "same cylinder");
        assertEquals(8, slots.take(z), "centre full: nearest is cylinder 4 (ties go low)");
        assertEquals(9, slots.take(z));
        assertEquals(12, slots.take(z), "then cylinder 6");
    }

    @Test
    void packsAtTheEdgeNearestTheCentreWhenTheAreaDoesNotSpanIt() {
        Slots slots = new Slots(100, 3, 70, 79);
        Zigzag z = new Zigzag();
        assertEquals(70 * 3, slots.take(z));
    }

    @Test
    void reportsAFullAreaWithMinusOne() {
        Slots slots = new Slots(2, 1, 0, 1);
        Zigzag z = new Zigzag();
        slots.take(z);
        slots.take(z);
        assertEquals(-1, z.allocate(slots));
    }
}
