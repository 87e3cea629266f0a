package org.swapset.core.vm;

import org.swapset.spi.policy.SlotMap;

/**
 * The page slots of one device's paging area: which are free, and how many are free on each cylinder, so a
 * {@link org.swapset.spi.policy.SlotAllocator} can ask in constant time.
 */
final class SlotSpace implements SlotMap {

    private final int firstCylinder;
    private final int lastCylinder;
    private final int volumeCylinders;
    private final int perCylinder;
    private final boolean[] used;
    private final int[] freeOnCylinder;
    private int free;
    private int armCylinder;

    SlotSpace(int volumeCylinders, int perCylinder, int firstCylinder, int lastCylinder) {
        if (firstCylinder < 0 || lastCylinder >= volumeCylinders || firstCylinder > lastCylinder) {
            throw new IllegalArgumentException("paging area " + firstCylinder + ".." + lastCylinder
                    + " does not fit a volume of " + volumeCylinders + " cylinders");
        }
        this.volumeCylinders = volumeCylinders;
        this.perCylinder = perCylinder;
        this.firstCylinder = firstCylinder;
        this.lastCylinder = lastCylinder;
        this.used = new boolean[volumeCylinders * perCylinder];
        this.freeOnCylinder = new int[volumeCylinders];
        for (int c = firstCylinder; c <= lastCylinder; c++) {
            freeOnCylinder[c] = perCylinder;
        }
        this.free = (lastCylinder - firstCylinder + 1) * perCylinder;
        this.armCylinder = (firstCylinder + lastCylinder) / 2;
    }

    @Override
    public int firstCylinder() {
        return firstCylinder;
    }

    @Override
    public int lastCylinder() {
        return lastCylinder;
    }

    @Override
    public int volumeCylinders() {
        return volumeCylinders;
    }

    @Override
    public int slotsPerCylinder() {
        return perCylinder;
    }

    @Override
    public boolean isFree(int slot) {
        int c = slot / perCylinder;
        return c >= firstCylinder && c <= lastCylinder && !used[slot];
    }

    @Override
    public int freeOnCylinder(int cylinder) {
        return freeOnCylinder[cylinder];
    }

    @Override
    public int freeSlots() {
        return free;
    }

    @Override
    public int armCylinder() {
        return armCylinder;
    }

    void setArmCylinder(int cylinder) {
        armCylinder = cylinder;
    }

    int cylinderOf(int slot) {
        return slot / perCylinder;
    }

    /** Marks a slot used; the allocator chose it, so it must be free. */
    void take(int slot) {
        if (!isFree(slot)) {
            throw new IllegalStateException("slot allocator chose slot " + slot + ", which is not a free slot of the"
                    + " paging area (cylinders " + firstCylinder + ".." + lastCylinder + ")");
        }
        used[slot] = true;
        freeOnCylinder[slot / perCylinder]--;
        free--;
    }

    void release(int slot) {
        if (!used[slot]) {
            throw new IllegalStateException("slot " + slot + " released twice");
        }
        used[slot] = false;
        freeOnCylinder[slot / perCylinder]++;
        free++;
    }
}
