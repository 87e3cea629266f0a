package org.swapset.plugins.devices;

import org.swapset.spi.RandomStream;
import org.swapset.spi.hardware.DeviceGeometry;
import org.swapset.spi.hardware.IoTiming;
import org.swapset.spi.hardware.PagingDevice;

/**
 * A solid-state paging device: a fixed command overhead holding the path, a fixed access latency with the path
 * free, and a transfer at a given rate. No seek, no rotation, no RPS miss. The device is one "cylinder" holding every
 * slot (one track of {@code capacityPages} pages: the engine reads only cylinders and pages per cylinder), so it has
 * exactly the slots asked for and any queued requests of one direction may be chained into one start-I/O.
 */
public final class SolidState implements PagingDevice {

    /** Fewest page slots a device holds: 256, 1 MiB. */
    public static final int MIN_CAPACITY_PAGES = 256;
    /** Most page slots a device holds: the most a JVM array holds (the engine keeps a flag a slot). */
    public static final int MAX_CAPACITY_PAGES = Integer.MAX_VALUE - 8;

    private final DeviceGeometry geometry;
    private final double commandOverhead;
    private final double accessLatency;
    private final double pageTransferTime;

    /**
     * @param capacityPages   page slots, {@value #MIN_CAPACITY_PAGES} to {@value #MAX_CAPACITY_PAGES}: the device
     *                        holds exactly these
     * @param exposures       start-I/Os the device serves at once
     * @param commandOverhead seconds of protocol per start-I/O
     * @param accessLatency   seconds from command to data
     * @param transferRate    bytes per second
     */
    public SolidState(long capacityPages, int exposures, double commandOverhead, double accessLatency,
                      double transferRate) {
        if (capacityPages < MIN_CAPACITY_PAGES || capacityPages > MAX_CAPACITY_PAGES || !(transferRate > 0)) {
            throw new IllegalArgumentException("an SSD needs " + MIN_CAPACITY_PAGES + " to " + MAX_CAPACITY_PAGES
                    + " pages and a positive transfer rate: " + capacityPages + ", " + transferRate);
        }
        this.geometry = new DeviceGeometry(1, 1, (int) capacityPages, exposures, true);
        this.commandOverhead = commandOverhead;
        this.accessLatency = accessLatency;
        this.pageTransferTime = DiskFigures.PAGE_BYTES / transferRate;
    }

    @Override
    public String model() {
        return "SSD";
    }

    @Override
    public DeviceGeometry geometry() {
        return geometry;
    }

    @Override
    public double rotationTime() {
        return 0;
    }

    @Override
    public double pageTransferTime() {
        return pageTransferTime;
    }

    @Override
    public void plan(int pages, int seekCylinders, boolean write, boolean contiguous, RandomStream random,
                     IoTiming out) {
        out.set(commandOverhead, accessLatency, pages * pageTransferTime, 0, false);
    }
}
