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
     * Heap one paging device needs: its slot map (a flag and a bit a slot, a count a cylinder) and its start-I/O
     * tables (a request, a slot, a flag and a time for each page a start-I/O on each exposure may carry, a cylinder's
     * worth).
     */
    public static long bytesPerDevice(org.swapset.spi.hardware.DeviceGeometry g) {
        return g.capacityPages() * 2 + g.cylinders() * 8L + (long) g.exposures() * g.pagesPerCylinder() * 24
                + 4096;
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
