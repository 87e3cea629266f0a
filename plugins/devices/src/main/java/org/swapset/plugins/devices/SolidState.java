package org.swapset.plugins.devices;

import org.swapset.spi.RandomStream;
import org.swapset.spi.hardware.DeviceGeometry;
import org.swapset.spi.hardware.IoTiming;
import org.swapset.spi.hardware.PagingDevice;

/**
 * A solid-state paging device: a fixed command overhead holding the path, a fixed access latency with the path
 * free, and a transfer at a given rate. No seek, no rotation, no RPS miss. The device is one "cylinder" of 256-page
 * tracks, so any queued requests of one direction may be chained into one start-I/O.
 */
public final class SolidState implements PagingDevice {

    /** Page slots per (nominal) track. */
    public static final int PAGES_PER_TRACK = 256;

    private final DeviceGeometry geometry;
    private final double commandOverhead;
    private final double accessLatency;
    private final double pageTransferTime;

    /**
     * @param capacityPages   page slots (at least {@value #PAGES_PER_TRACK}); rounded down to whole tracks
     * @param exposures       start-I/Os the device serves at once
     * @param commandOverhead seconds of protocol per start-I/O
     * @param accessLatency   seconds from command to data
     * @param transferRate    bytes per second
     */
    public SolidState(long capacityPages, int exposures, double commandOverhead, double accessLatency,
                      double transferRate) {
        if (capacityPages < PAGES_PER_TRACK || !(transferRate > 0)) {
            throw new IllegalArgumentException("an SSD needs at least " + PAGES_PER_TRACK
                    + " pages and a positive transfer rate: " + capacityPages + ", " + transferRate);
        }
        this.geometry = new DeviceGeometry(1, Math.toIntExact(capacityPages / PAGES_PER_TRACK), PAGES_PER_TRACK,
                exposures, true);
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
