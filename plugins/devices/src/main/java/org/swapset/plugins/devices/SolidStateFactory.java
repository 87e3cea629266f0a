package org.swapset.plugins.devices;

import java.util.List;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.Parameters;
import org.swapset.spi.hardware.PagingDevice;
import org.swapset.spi.hardware.PagingDeviceFactory;

/**
 * Makes {@link SolidState} devices. FACTS has no SSD rows; every default is an estimate [EST] for a flash volume
 * behind a FICON channel: {@code accessLatency} 100 µs (a flash page read), {@code commandOverhead} 20 µs,
 * {@code transferRate} 100 MB/s (the FICON link of FACTS 1.6 row "FICON" [src], which bounds the device),
 * {@code exposures} 1 and {@code capacityPages} 262,144 (1 GiB).
 */
public final class SolidStateFactory implements PagingDeviceFactory {

    private static final List<ParameterDescriptor> PARAMETERS = List.of(
            ParameterDescriptor.duration("accessLatency", "100us", 1e-6, 0.01,
                    "Time from command to data, path free [EST]."),
            ParameterDescriptor.duration("commandOverhead", "20us", 0, 0.01,
                    "Protocol time per start-I/O, holding the path [EST]."),
            ParameterDescriptor.decimal("transferRate", 100e6, 1e6, 1e10, "B/s",
                    "Bytes per second across the path [EST: FICON 100 MB/s]."),
            ParameterDescriptor.integer("exposures", 1, 1, 256, "start-I/Os",
                    "Start-I/Os the device serves at once."),
            ParameterDescriptor.integer("capacityPages", 262_144, SolidState.MIN_CAPACITY_PAGES,
                    SolidState.MAX_CAPACITY_PAGES, "pages", "Page slots on the device, exactly as given (4 KB each: "
                            + "262,144 is 1 GiB)."));

    @Override
    public String id() {
        return "ssd";
    }

    @Override
    public String description() {
        return "Solid-state paging device: fixed access latency, no seek or rotation";
    }

    @Override
    public List<ParameterDescriptor> parameters() {
        return PARAMETERS;
    }

    @Override
    public PagingDevice create(Parameters p) {
        return new SolidState(p.integer("capacityPages"), Math.toIntExact(p.integer("exposures")),
                p.seconds("commandOverhead"), p.seconds("accessLatency"), p.decimal("transferRate"));
    }
}
