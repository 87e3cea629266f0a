package org.swapset.spi.workload;

import org.swapset.spi.Parameters;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.PluginFamily;

/** Makes one {@link WorkloadModel} per run from a scenario's {@code workloads:} entry. */
public interface WorkloadFactory extends PluginFactory {

    WorkloadModel create(Parameters parameters);

    @Override
    default PluginFamily family() {
        return PluginFamily.WORKLOAD;
    }
}
