package org.swapset.plugins.processors;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.Parameters;
import org.swapset.spi.hardware.ProcessorFactory;
import org.swapset.spi.hardware.ProcessorSpec;

/**
 * A processor model described by one {@link ProcessorFigures} record. Every model takes {@code mipsPerCpu}, so a
 * planner can replace an estimate with a measured figure; a model whose CPU count is a configuration choice (an
 * LPAR's dedicated CPUs) also takes {@code cpus}.
 */
public final class CatalogProcessorFactory implements ProcessorFactory {

    private final ProcessorFigures figures;
    private final List<ParameterDescriptor> parameters;

    public CatalogProcessorFactory(ProcessorFigures figures) {
        this.figures = Objects.requireNonNull(figures, "figures");
        List<ParameterDescriptor> list = new ArrayList<>();
        list.add(ParameterDescriptor.decimal("mipsPerCpu", figures.mipsPerCpu(), figures.minMips(), figures.maxMips(),
                "MIPS", "Speed of one CPU in millions of instructions per second; the default is the facts-sheet "
                        + "figure, replace it with a measured one if you have it."));
        if (figures.cpusConfigurable()) {
            list.add(ParameterDescriptor.integer("cpus", figures.cpus(), 1, figures.maxCpus(), "CPUs",
                    "CPUs dedicated to the partition."));
        }
        this.parameters = List.copyOf(list);
    }

    /** The figures this factory was made from. */
    public ProcessorFigures figures() {
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
    public ProcessorSpec create(Parameters parameters) {
        int cpus = figures.cpusConfigurable() ? Math.toIntExact(parameters.integer("cpus")) : figures.cpus();
        return new ProcessorSpec(figures.model(), cpus, parameters.decimal("mipsPerCpu"), figures.addressingBits(),
                figures.maxRealStorage());
    }
}
