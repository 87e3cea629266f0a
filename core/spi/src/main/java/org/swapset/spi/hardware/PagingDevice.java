package org.swapset.spi.hardware;

import org.swapset.spi.RandomStream;

/**
 * One paging actuator (or, for a cached array, one emulated volume): its geometry and the timing of a start-I/O.
 *
 * <p>A device instance belongs to one simulation run and may keep state (a cache that warms, for instance); it is
 * called from that run's thread only. {@link #plan} is on the simulation's hot path: it must not allocate.
 */
public interface PagingDevice {

    /** The model's name for reports, e.g. {@code IBM 3380}. */
    String model();

    DeviceGeometry geometry();

    /** Seconds per revolution; zero for a device that does not rotate. */
    double rotationTime();

    /** Seconds to move one 4 KB page across the path at the device's data rate. */
    double pageTransferTime();

    /**
     * Plans one start-I/O.
     *
     * @param pages         pages moved by this start-I/O (at least 1)
     * @param seekCylinders how far the arm moves, in cylinders, from where the previous start-I/O left it
     * @param write         true for a page-out, false for a page-in
     * @param contiguous    true when the pages sit in consecutive slots, so one revolution's positioning serves all
     * @param random        the device's random stream (rotational position, cache hits)
     * @param out           filled in with the phases
     */
    void plan(int pages, int seekCylinders, boolean write, boolean contiguous, RandomStream random, IoTiming out);

    /**
     * Plans one start-I/O whose pages lie in {@code runs} groups of consecutive slots on one cylinder: 1 when they
     * are all consecutive, {@code pages} when no two are. The channel program reaches each group with its own
     * positioning and reconnect, and streams the pages within a group, so a device may charge positioning per group
     * rather than per page. The control program calls this one. By default it is
     * {@link #plan(int, int, boolean, boolean, RandomStream, IoTiming)} with {@code contiguous} true only for one
     * group, which is what a device written for SPI 1.4 or earlier does. Since SPI 1.5.
     *
     * @param runs groups of consecutive slots among the pages, from 1 to {@code pages}
     */
    default void plan(int pages, int seekCylinders, boolean write, int runs, RandomStream random, IoTiming out) {
        plan(pages, seekCylinders, write, runs <= 1, random, out);
    }
}
