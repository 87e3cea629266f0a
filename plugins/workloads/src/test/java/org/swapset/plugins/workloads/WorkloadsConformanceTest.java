package org.swapset.plugins.workloads;

import java.util.Set;
import org.junit.jupiter.api.Nested;
import org.swapset.kit.PluginConformance;
import org.swapset.kit.WorkloadConformance;
import org.swapset.spi.SwapsetPlugin;
import org.swapset.spi.workload.WorkloadFactory;

/** The bundled workloads pass the plugin kit, as a third party's would have to. */
class WorkloadsConformanceTest extends PluginConformance {

    @Override
    protected SwapsetPlugin plugin() {
        return new WorkloadsPlugin();
    }

    /** Probabilities and fractions: pure numbers. */
    static final Set<String> FRACTIONS = Set.of("drift", "trivialFraction", "trivialTouch", "writeFraction",
            "trivialRepeatability", "cpReferenceFraction");

    @Override
    protected Set<String> dimensionless(String factoryId) {
        return FRACTIONS;
    }

    @Nested
    class LinuxBallastIoGuests extends WorkloadConformance {
        @Override
        protected WorkloadFactory factory() {
            return new LinuxBallastIoFactory();
        }
    }

    @Nested
    class CmsInteractiveUsers extends WorkloadConformance {
        @Override
        protected WorkloadFactory factory() {
            return new CmsInteractiveFactory();
        }

        @Override
        protected Set<String> dimensionless() {
            return FRACTIONS;
        }
    }
}
