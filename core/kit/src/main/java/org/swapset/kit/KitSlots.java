package org.swapset.kit;

import org.swapset.spi.policy.SlotMap;

/**
 * The slots of one paging device's paging area as the engine keeps them: cylinders {@code first..last} of a volume,
 * {@code perCylinder} slots each, numbered from the start of the volume; the arm where the last start-I/O left it.
 */
public final class KitSlots implements SlotMap {

    private final int first;
    private final int last;
    private final int volumeCylinders;
    private final int perCylinder;
    private final boolean[] taken;
    private int free;
    private int arm;

    public KitSlots(int volumeCylinders, int perCylinder, int first, int last) {
        if (first < 0 || last < first || last >= volumeCylinders || perCylinder < 1) {
            throw new IllegalArgumentException("area " + first + ".." + last + " of " + volumeCylinders
                    + " cylinders of " + perCylinder);
        }
        this.first = first;
        this.last = last;
        this.volumeCylinders = volumeCylinders;
        this.perCylinder = perCylinder;
        this.taken = new boolean[volumeCylinders * perCylinder];
        this.free = (last - first + 1) * perCylinder;
        this.arm = first;
    }

    @Override
    public int firstCylinder() {
        return first;
    }

    @Override
    public int lastCylinder() {
        return last;
    }

    @Override
    public int volumeCylinders() {
        return volumeCylinders;
    }

    @Override
    public int slotsPerCylinder() {
        return perCylinder;
    }

    /** Whether a slot is in the paging area. */
    public boolean inArea(int slot) {
        return slot >= first * perCylinder && slot < (last + 1) * perCylinder;
    }

    @Override
    public boolean isFree(int slot) {
        return inArea(slot) && !taken[slot];
    }

    @Override
    public int freeOnCylinder(int cylinder) {
        if (cylinder < first || cylinder > last) {
            return 0;
        }
        int n = 0;
        for (int s = cylinder * perCylinder; s < (cylinder + 1) * perCylinder; s++) {
            n += taken[s] ? 0 : 1;
        }
        return n;
    }

    @Override
    public int freeSlots() {
        return free;
    }

    @Override
    public int armCylinder() {
        return arm;
    }

    /** The engine takes the slot an allocator chose. */
    public void take(int slot) {
        if (!isFree(slot)) {
            throw new IllegalStateException("slot " + slot + " is not free");
        }
        taken[slot] = true;
        free--;
    }

    /** A slot's page was read back and the slot given up. */
    public void release(int slot) {
        if (!inArea(slot) || !taken[slot]) {
            throw new IllegalStateException("slot " + slot + " is not taken");
        }
        taken[slot] = false;
        free++;
    }

    public void moveArm(int cylinder) {
        arm = cylinder;
    }

    public int capacity() {
        return (last - first + 1) * perCylinder;
    }
}
