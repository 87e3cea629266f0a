package org.swapset.spi.policy;

/** Finding runs of consecutive free slots in a {@link SlotMap}, for allocators that place swap sets. */
public final class SlotRuns {

    private SlotRuns() {
    }

    /**
     * The first slot of the lowest run of {@code count} consecutive free slots on the cylinder, or -1 when it has
     * none.
     */
    public static int firstRun(SlotMap slots, int cylinder, int count) {
        int perCylinder = slots.slotsPerCylinder();
        if (count <= 0 || count > perCylinder || slots.freeOnCylinder(cylinder) < count) {
            return -1;
        }
        int from = cylinder * perCylinder;
        int end = from + perCylinder;
        int start = slots.nextFreeSlot(from, end);
        while (start >= 0 && start + count <= end) {
            int s = start + 1;
            while (s < start + count && slots.isFree(s)) {
                s++;
            }
            if (s == start + count) {
                return start;
            }
            start = slots.nextFreeSlot(s + 1, end);
        }
        return -1;
    }

    /**
     * The first slot of the highest run of {@code count} consecutive free slots on the cylinder, or -1 when it has
     * none.
     */
    public static int lastRun(SlotMap slots, int cylinder, int count) {
        int perCylinder = slots.slotsPerCylinder();
        if (count <= 0 || count > perCylinder || slots.freeOnCylinder(cylinder) < count) {
            return -1;
        }
        int from = cylinder * perCylinder;
        int end = from + perCylinder;
        int last = slots.previousFreeSlot(from, end);
        while (last >= 0 && last - count + 1 >= from) {
            int s = last - 1;
            while (s > last - count && slots.isFree(s)) {
                s--;
            }
            if (s == last - count) {
                return last - count + 1;
            }
            last = slots.previousFreeSlot(from, s);
        }
        return -1;
    }
}
