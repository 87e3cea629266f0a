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
            long maxPerCylinder = paging.get(widest).pagesPerCylinder();
            bytes[widest] += exposures * maxPerCylinder * 17 + Math.max(64, devices * 4
                    * Math.min(maxPerCylinder, org.swapset.core.vm.io.PagingIo.INITIAL_POOL_PAGES)) * 37;
        }
        return bytes;
    }

    /** The heap this JVM may use, for messages and the memory check. */
    public static long maxHeap() {
        return Runtime.getRuntime().maxMemory();
    }

    /** {@code 1.5 GiB}, {@code 300 MiB}: sizes in messages. */
    static String mib(long bytes) {
        double mib = bytes / (1024.0 * 1024.0);
        return mib >= 1024 ? String.format(java.util.Locale.ROOT, "%.1f GiB", mib / 1024)
                : String.format(java.util.Locale.ROOT, "%.0f MiB", Math.ceil(mib));
    }
}
