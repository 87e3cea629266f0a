package org.swapset.core.forecast;

import org.swapset.core.random.StreamFactory;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.vm.SimulationModel;

/** Builds one replication's model from a scenario and that replication's random streams. */
@FunctionalInterface
public interface ModelBuilder {

    SimulationModel build(Scenario scenario, StreamFactory streams);
}
