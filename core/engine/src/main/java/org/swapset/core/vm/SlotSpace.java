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
    private final long[] freeBits; // bit s set: slot s is in the area and free
    private final int[] freeOnCylinder;
    private int free;
    private java.util.function.IntSupplier arm;

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
        this.freeBits = new long[(int) (((long) volumeCylinders * perCylinder + 63) >>> 6)];
        for (int slot = firstCylinder * perCylinder; slot < (lastCylinder + 1) * perCylinder; slot++) {
            freeBits[slot >>> 6] |= 1L << slot;
        }
        this.freeOnCylinder = new int[volumeCylinders];
        for (int c = firstCylinder; c <= lastCylinder; c++) {
            freeOnCylinder[c] = perCylinder;
        }
        this.free = (lastCylinder - firstCylinder + 1) * perCylinder;
        int middle = (firstCylinder + lastCylinder) / 2;
        this.arm = () -> middle; // until the engine ties the map to its device's arm
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
        if (slot < 0 || slot >= used.length) {
            return false;
        }
        int c = slot / perCylinder;
        return c >= firstCylinder && c <= lastCylinder && !used[slot];
    }

    @Override
    public int nextFreeSlot(int from, int to) {
        int start = Math.max(0, from);
        int end = Math.min(to, used.length);
        if (start >= end) {
            return -1;
        }
        int word = start >>> 6;
        long bits = freeBits[word] & (-1L << start);
        while (true) {
            if (bits != 0) {
                int slot = (word << 6) + Long.numberOfTrailingZeros(bits);
                return slot < end ? slot : -1;
            }
            if (++word << 6 >= end) {
                return -1;
            }
            bits = freeBits[word];
        }
    }

    @Override
    public int previousFreeSlot(int from, int to) {
        int start = Math.max(0, from);
        int last = Math.min(to, used.length) - 1;
        if (last < start) {
            return -1;
        }
        int word = last >>> 6;
        long bits = freeBits[word] & (-1L >>> (63 - (last & 63)));
        while (true) {
            if (bits != 0) {
                int slot = (word << 6) + 63 - Long.numberOfLeadingZeros(bits);
                return slot >= start ? slot : -1;
            }
            if (--word < 0 || (word << 6) + 63 < start) {
                return -1;
            }
            bits = freeBits[word];
        }
    }

    @Override
    public int freeOnCylinder(int cylinder) {
        return freeOnCylinder[cylinder];
    }

    /** Slots in the paging area. */
    int totalSlots() {
        return (lastCylinder - firstCylinder + 1) * perCylinder;
    }

    @Override
    public int freeSlots() {
        return free;
    }

    @Override
    public int armCylinder() {
        return arm.getAsInt();
    }

    /** Ties the map to its device's arm, as the I/O subsystem moves it with each start-I/O. */
    void trackArm(java.util.function.IntSupplier arm) {
        this.arm = arm;
    }

    int cylinderOf(int slot) {
        return slot / perCylinder;
    }

    /** Marks a slot used; the allocator chose it, so it must be free. */
    void take(int slot) {
        if (!tryTake(slot)) {
            throw new IllegalStateException("slot allocator chose slot " + slot + ", which is not a free slot of the"
                    + " paging area (cylinders " + firstCylinder + ".." + lastCylinder + ")");
        }
    }

    /** Marks a slot used if it is a free slot of the area; false, changing nothing, if it is not. */
    boolean tryTake(int slot) {
        if (!isFree(slot)) {
            return false;
        }
        used[slot] = true;
        freeBits[slot >>> 6] &= ~(1L << slot);
        freeOnCylinder[slot / perCylinder]--;
        free--;
        return true;
    }

    void release(int slot) {
        if (!used[slot]) {
            throw new IllegalStateException("slot " + slot + " released twice");
        }
        used[slot] = false;
        freeBits[slot >>> 6] |= 1L << slot;
        freeOnCylinder[slot / perCylinder]++;
        free++;
    }
}
