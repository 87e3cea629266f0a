package org.swapset.plugins.workloads;

import java.util.Set;
import org.junit.jupiter.api.Nested;
import org.swapset.kit.KitParameters;
import org.swapset.kit.PluginConformance;
import org.swapset.kit.WorkloadConformance;
import org.swapset.spi.Parameters;
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
            "trivialRepeatability", "cpReferenceFraction", "passes", "followUps");

    @Override
    protected Set<String> dimensionless(String factoryId) {
        return FRACTIONS;
    }

    /** The kit's workload checks, with this plugin's pure-number parameters. */
    abstract static class BundledWorkload extends WorkloadConformance {
        @Override
        protected Set<String> dimensionless() {
            return FRACTIONS;
        }
    }

    @Nested
    class CmsInteractiveUsers extends BundledWorkload {
        @Override
        protected WorkloadFactory factory() {
            return new CmsInteractiveFactory();
        }
    }

    @Nested
    class LinuxGuests extends BundledWorkload {
        @Override
        protected WorkloadFactory factory() {
            return new LinuxGuestFactory();
        }
    }

    @Nested
    class LinuxGuestsWithTheCpintProtocol extends BundledWorkload {
        @Override
        protected WorkloadFactory factory() {
            return new LinuxGuestFactory();
        }

        /** Short enough that the kit's transactions go through both QUERY TIMEs, the exit and the idle guest. */
        @Override
        protected Parameters parameters() {
            return KitParameters.with(factory().parameters(), "measurement", "cpint", "thrasherBuffer", "256KiB",
                    "experiments", "2", "experimentLength", "20ms", "cpintPages", "16");
        }
    }

    @Nested
    class LinuxFileAccessGuests extends BundledWorkload {
        @Override
        protected WorkloadFactory factory() {
            return new LinuxFileAccessFactory();
        }
    }

    @Nested
    class LinuxBallastIoGuests extends BundledWorkload {
        @Override
        protected WorkloadFactory factory() {
            return new LinuxBallastIoFactory();
        }
    }
}
