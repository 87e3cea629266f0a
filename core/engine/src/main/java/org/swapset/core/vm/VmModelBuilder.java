package org.swapset.core.vm;

import org.swapset.core.forecast.ModelBuilder;
import org.swapset.core.random.StreamFactory;
import org.swapset.core.scenario.Scenario;

/** Builds the virtual-memory system model for one replication of a scenario. */
public final class VmModelBuilder implements ModelBuilder {

    @Override
    public SimulationModel build(Scenario scenario, StreamFactory streams) {
        return new VmSystem(scenario, streams);
    }
}
