package org.swapset.core.vm;

import java.util.function.BooleanSupplier;
import org.swapset.core.metrics.RunResult;

/** One replication of a scenario, ready to run. Built fresh for every replication; runs once. */
public interface SimulationModel {

    /**
     * Runs the warm-up and the measured interval and returns what was measured.
     *
     * @param cancelled polled during the run; when it turns true the run ends with
     *                  {@link org.swapset.core.engine.CancelledException}
     */
    RunResult run(BooleanSupplier cancelled);

    /**
     * How far the run has got, 0 to 1 (simulated time over warm-up and measured interval), for progress while it
     * runs; read from another thread, so approximate. NaN when the model cannot tell.
     */
    default double fractionDone() {
        return Double.NaN;
    }
}
