package org.swapset.plugins.devices;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.Parameters;
import org.swapset.spi.hardware.PagingDevice;
import org.swapset.spi.hardware.PagingDeviceFactory;

/**
 * Makes {@link RotatingDisk}s of one model. Parameters: {@code controlUnitOverhead} (an estimate on every model);
 * for a moving-head disk also {@code averageSeek} (to use a model-specific or measured figure) and
 * {@code cylinders} (a paging area smaller than the volume; seeks stay scaled to the whole volume's stroke).
 */
public final class RotatingDiskFactory implements PagingDeviceFactory {

    private final DiskFigures figures;
    private final List<ParameterDescriptor> parameters;

    public RotatingDiskFactory(DiskFigures figures) {
        this.figures = Objects.requireNonNull(figures, "figures");
        List<ParameterDescriptor> list = new ArrayList<>();
        list.add(ParameterDescriptor.duration("controlUnitOverhead", millis(figures.controlUnitOverhead()), 0, 0.01,
                "Control-unit and channel protocol time per start-I/O, holding the channel [EST]."));
        if (figures.exposures() > 1) {
            list.add(ParameterDescriptor.integer("exposures", figures.exposures(), 1, figures.exposures(), "start-I/Os",
                    "Exposures (device addresses) the control program drives at once, each with its own start-I/O; "
                            + "with 1, requests queue for the device and those queued are chained into one."));
        }
        if (!figures.fixedHead()) {
            list.add(ParameterDescriptor.duration("averageSeek", millis(figures.averageSeek()),
                    figures.minSeek() * 1.01, 0.1, "Mean seek between random cylinders; the default is the "
                            + "facts-sheet figure for this model."));
            list.add(ParameterDescriptor.integer("cylinders", figures.cylinders(), 1, figures.cylinders(),
                    "cylinders", "Cylinders of the paging area on each actuator."));
        }
        this.parameters = List.copyOf(list);
    }

    private static String millis(double seconds) {
        return (Math.round(seconds * 1e7) / 1e4) + "ms";
    }

    /** The figures this factory was made from. */
    public DiskFigures figures() {
        return figures;
    }

    @Override
    public String id() {
        return figures.id();
    }

    @Override
    public String description() {
        return figures.description();
    }

    @Override
    public List<ParameterDescriptor> parameters() {
        return parameters;
    }

    @Override
    public PagingDevice create(Parameters parameters) {
        double overhead = parameters.seconds("controlUnitOverhead");
        if (figures.fixedHead()) {
            int exposures = figures.exposures() > 1 ? Math.toIntExact(parameters.integer("exposures")) : 1;
            return new RotatingDisk(figures, figures.cylinders(), 0, overhead, exposures);
        }
        return new RotatingDisk(figures, Math.toIntExact(parameters.integer("cylinders")),
                parameters.seconds("averageSeek"), overhead);
    }
}
