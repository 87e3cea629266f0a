package org.swapset.core.scenario;

/**
 * Limits that keep one run within the machine, checked when a scenario is loaded, before anything is built: a
 * hostile or mistaken file (a petabyte of real storage, a billion users, a century of simulated time) is refused with
 * a message saying what it would need, instead of exhausting the heap or running for ever.
 *
 * <p>The memory figures are the engine's per-item arrays (the frame table, each user's state, each virtual page's
 * frame and slot), rounded up; one replication needs them all at once and replications run in parallel.
 */
public final class ScenarioLimits {

    /** Most frames of real storage a run models: 64 Mi frames, 256 GiB. */
    public static final long MAX_FRAMES = 1L << 26;
    /** Most users over all workloads. */
    public static final long MAX_USERS = 1_000_000;
    /** Most virtual pages over all users' address spaces (the engine indexes them with an int). */
    public static final long MAX_PAGES = Integer.MAX_VALUE - 8;
    /** Most simulated time, warm-up and measured interval together: 30 days. */
    public static final double MAX_SIMULATED_SECONDS = 30 * 86_400.0;

    /**
     * Most heap a message suggests giving Java: 1 TiB. A scenario that would want more is a configuration too large
     * to run (a device count or capacity orders of magnitude off), and is told so rather than given an -Xmx.
     */
    public static final long MAX_SUGGESTED_HEAP = 1L << 40;

    /**
     * The most elements a run's arrays hold: the JVM refuses arrays near {@link Integer#MAX_VALUE} ("Requested array
     * size exceeds VM limit") whatever the heap, so the engine's slot maps and start-I/O tables stay below this.
     */
    public static final int MAX_ARRAY = Integer.MAX_VALUE - 8;

    /**
     * Why a run could not address its paging devices, or null when it can: every device's slots are numbered at
     * one stride ({@code slotStride}, the largest device's slots, times {@code devices}), and the start-I/O tables
     * hold an entry per exposure ({@code exposures}, guest disks' included) and per page the largest cylinder
     * ({@code perCylinder}) may chain; each must stay within {@link #MAX_ARRAY}.
     */
    public static String addressing(long slotStride, long devices, long exposures, long perCylinder) {
        long slots = times(slotStride, devices);
        if (slots > MAX_ARRAY) {
            return String.format(java.util.Locale.ROOT, "%,d devices of up to %,d slots number %,d slots, more than "
                    + "a run can address (%,d): give fewer or smaller devices", devices, slotStride, slots,
                    MAX_ARRAY);
        }
        long entries = times(exposures, perCylinder);
        if (entries > MAX_ARRAY) {
            return String.format(java.util.Locale.ROOT, "the start-I/O tables would hold %,d entries (%,d exposures, "
                    + "each for up to %,d pages, the largest cylinder here: one start-I/O may chain a cylinder), more "
                    + "than a run can address (%,d): give fewer exposures or devices, or a smaller device", entries,
                    exposures, perCylinder, MAX_ARRAY);
        }
        return null;
    }

    /** Heap bytes per frame, per user and per virtual page that one replication holds, rounded up. */
    public static final long BYTES_PER_FRAME = 48;
    public static final long BYTES_PER_USER = 512;
    public static final long BYTES_PER_PAGE = 12;

    private ScenarioLimits() {
    }

    /** Heap one replication needs for its arrays. */
    public static long bytesNeeded(long frames, long users, long pages) {
        return frames * BYTES_PER_FRAME + users * BYTES_PER_USER + pages * BYTES_PER_PAGE;
    }

    /**
     * Heap the devices need, per group (paging groups first, then guest groups), as the engine sizes it: each paging
     * device's slot map (a flag and a bit a slot, a count a cylinder) and cylinder lists; and the I/O subsystem's
     * start-I/O tables, one entry per exposure (guest disks' too) and per page a start-I/O may chain, which is the
     * largest cylinder of any paging device (a fixed-head device or an SSD is one cylinder) — charged to the group
     * that sets it — and its initial request pool.
     */
    public static long[] devicesBytes(java.util.List<org.swapset.spi.hardware.DeviceGeometry> paging,
                                      java.util.List<Integer> pagingCounts,
                                      java.util.List<org.swapset.spi.hardware.DeviceGeometry> guest,
                                      java.util.List<Integer> guestCounts) {
        int widest = -1; // the paging group with the largest cylinder
        long devices = 0;
        long exposures = 0;
        for (int i = 0; i < paging.size(); i++) {
            if (widest < 0 || paging.get(i).pagesPerCylinder() > paging.get(widest).pagesPerCylinder()) {
                widest = i;
            }
            devices += pagingCounts.get(i);
            exposures += (long) pagingCounts.get(i) * paging.get(i).exposures();
        }
        for (int i = 0; i < guest.size(); i++) {
            devices += guestCounts.get(i);
            exposures += (long) guestCounts.get(i) * guest.get(i).exposures();
        }
        long[] bytes = new long[paging.size() + guest.size()];
        for (int i = 0; i < paging.size(); i++) {
            var g = paging.get(i);
            bytes[i] = pagingCounts.get(i) * (g.capacityPages() * 2 + g.cylinders() * 16L + 4096);
        }
        if (widest >= 0) {
            // Saturating: many devices of the largest capacity and exposures pass a long, and must not wrap to small.
            long maxPerCylinder = paging.get(widest).pagesPerCylinder();
            long tables = times(times(exposures, maxPerCylinder), 17);
            long pool = times(Math.max(64, devices * 4
                    * Math.min(maxPerCylinder, org.swapset.core.vm.io.PagingIo.INITIAL_POOL_PAGES)), 37);
            bytes[widest] = plus(plus(bytes[widest], tables), pool);
        }
        return bytes;
    }

    /** {@code a * b} for non-negative figures, {@link Long#MAX_VALUE} when it would overflow. */
    static long times(long a, long b) {
        long high = Math.multiplyHigh(a, b);
        long product = a * b;
        return high != 0 || product < 0 ? Long.MAX_VALUE : product;
    }

    /** {@code a + b} for non-negative figures, {@link Long#MAX_VALUE} when it would overflow. */
    static long plus(long a, long b) {
        long sum = a + b;
        return sum < 0 ? Long.MAX_VALUE : sum;
    }

    /** The heap this JVM may use, for messages and the memory check. */
    public static long maxHeap() {
        return Runtime.getRuntime().maxMemory();
    }

    /**
     * The end of a message refusing a scenario whose replication needs {@code needed} bytes of heap, more than half
     * of this JVM's {@code maxHeap}, from its separator on, with {@code smaller} (e.g. "give fewer or smaller
     * devices") as the other way out: {@code , more than half of this JVM's 4.0 GiB; give fewer or smaller devices,
     * or run Java with a heap of 12 GiB or more, e.g. SWAPSET_JAVA_OPTS=-Xmx12g ./swapset ...}; or, when that heap
     * ({@link #suggestedHeapGiB}) would be more than {@link #MAX_SUGGESTED_HEAP}, that the configuration is too large.
     */
    static String heapRemedy(long needed, long maxHeap, String smaller) {
        long gib = suggestedHeapGiB(needed);
        if (gib > MAX_SUGGESTED_HEAP >> 30) {
            return "; the configuration is too large to run (it would want a heap of about " + size(times(needed, 3))
                    + ", beyond any plausible one): " + smaller;
        }
        return ", more than half of this JVM's " + size(maxHeap) + "; " + smaller + ", or run Java with a heap of "
                + gib + " GiB or more, e.g. SWAPSET_JAVA_OPTS=-Xmx" + gib + "g ./swapset ...";
    }

    /**
     * The heap, in whole GiB rounded up, to run a scenario whose replication needs {@code needed} bytes: three times
     * that, since one replication may take at most half the heap and the JVM and replications in parallel want room
     * beside it.
     */
    static long suggestedHeapGiB(long needed) {
        return Math.max(1, (long) Math.ceil(needed * 3.0 / (1L << 30)));
    }

    /**
     * A size in a message: {@code 300 MiB} (rounded up) below a GiB, then in the largest binary unit that gives at
     * least 1, with one decimal below 100: {@code 1.5 GiB}, {@code 250 GiB}, {@code 37.1 TiB}, {@code 8.0 EiB}.
     */
    static String size(long bytes) {
        if (bytes < 1L << 30) {
            return ((bytes + (1L << 20) - 1) >> 20) + " MiB";
        }
        String[] units = {"GiB", "TiB", "PiB", "EiB"};
        int unit = Math.min(units.length - 1, (63 - Long.numberOfLeadingZeros(bytes) - 30) / 10);
        double value = bytes / Math.pow(1024, unit + 3);
        return String.format(java.util.Locale.ROOT, value < 100 ? "%.1f %s" : "%.0f %s", value, units[unit]);
    }
}
