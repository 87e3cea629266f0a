package org.swapset.plugins.processors;

import org.swapset.spi.SwapsetPlugin;

/**
 * Contributes the bundled processor models: {@code ibm-4341-2}, {@code ibm-3081d}, {@code ibm-3081k},
 * {@code ibm-2064-109} and {@code ibm-2064-1c8}. The figures, with their sources, are in {@link ProcessorFigures}.
 */
public final class ProcessorsPlugin extends SwapsetPlugin {

    @Override
    public String name() {
        return "swapset-processors"; // as the policies and workloads name themselves in the plugins listing
    }

    @Override
    protected void contribute(Contributions contributions) {
        for (ProcessorFigures figures : ProcessorFigures.BUNDLED) {
            contributions.add(new CatalogProcessorFactory(figures));
        }
    }
}
