package org.swapset.plugins.policies;

import java.util.Set;
import org.junit.jupiter.api.Nested;
import org.swapset.kit.KitParameters;
import org.swapset.kit.PageOutDeviceSelectorConformance;
import org.swapset.kit.PluginConformance;
import org.swapset.kit.ReplacementPolicyConformance;
import org.swapset.kit.SchedulerPolicyConformance;
import org.swapset.kit.SlotAllocatorConformance;
import org.swapset.kit.SwapPolicyConformance;
import org.swapset.spi.Parameters;
import org.swapset.spi.SwapsetPlugin;
import org.swapset.spi.policy.PageOutDeviceSelectorFactory;
import org.swapset.spi.policy.ReplacementPolicyFactory;
import org.swapset.spi.policy.SchedulerPolicyFactory;
import org.swapset.spi.policy.SlotAllocatorFactory;
import org.swapset.spi.policy.SwapPolicyFactory;

/**
 * The bundled policies pass the plugin kit, as a third party's would have to: every factory's descriptors, and every
 * replacement policy's contract (OPT included: the kit's frame table answers its questions about the future), every
 * slot allocator's, every page-out device selector's, the scheduler's and both swap policies' (each in its variants:
 * flushing or not, prepaging for interactive users or for all, with the garbage collector).
 */
class PoliciesConformanceTest extends PluginConformance {

    @Override
    protected SwapsetPlugin plugin() {
        return new PoliciesPlugin();
    }

    /**
     * VM/SP's Q1 admission factor multiplies the available frames, and the garbage collector's share of storage is a
     * fraction: pure numbers.
     */
    @Override
    protected Set<String> dimensionless(String factoryId) {
        return switch (factoryId) {
            case "vm-sp" -> Set.of("q1Factor");
            case "swap-sets" -> Set.of("gcFraction");
            default -> Set.of();
        };
    }

    @Nested
    class CoreTableScanPolicy extends ReplacementPolicyConformance {
        @Override
        protected ReplacementPolicyFactory factory() {
            return new CoreTableScanFactory();
        }
    }

    @Nested
    class FifoPolicy extends ReplacementPolicyConformance {
        @Override
        protected ReplacementPolicyFactory factory() {
            return new FifoFactory();
        }
    }

    @Nested
    class LruPolicy extends ReplacementPolicyConformance {
        @Override
        protected ReplacementPolicyFactory factory() {
            return new SimplePolicyFactories.LruFactory();
        }
    }

    @Nested
    class OptPolicy extends ReplacementPolicyConformance {
        @Override
        protected ReplacementPolicyFactory factory() {
            return new SimplePolicyFactories.OptFactory();
        }
    }

    @Nested
    class ClockWithNewPagesReferenced extends ReplacementPolicyConformance {
        @Override
        protected ReplacementPolicyFactory factory() {
            return new SimplePolicyFactories.ClockFactory();
        }
    }

    @Nested
    class ClockWithNewPagesUnreferenced extends ReplacementPolicyConformance {
        @Override
        protected ReplacementPolicyFactory factory() {
            return new SimplePolicyFactories.ClockFactory();
        }

        @Override
        protected Parameters parameters() {
            return KitParameters.with(factory().parameters(), "newPageReferenced", "false");
        }
    }

    @Nested
    class ZigzagSlots extends SlotAllocatorConformance {
        @Override
        protected SlotAllocatorFactory factory() {
            return new ZigzagFactory();
        }
    }

    @Nested
    class MovingCursorSlots extends SlotAllocatorConformance {
        @Override
        protected SlotAllocatorFactory factory() {
            return new MovingCursorFactory();
        }
    }

    @Nested
    class MovingCursorRightEdgeSlots extends SlotAllocatorConformance {
        @Override
        protected SlotAllocatorFactory factory() {
            return new MovingCursorFactory();
        }

        @Override
        protected Parameters parameters() {
            return KitParameters.with(factory().parameters(), "placement", "right-edge");
        }
    }

    @Nested
    class RoundRobinDevices extends PageOutDeviceSelectorConformance {
        @Override
        protected PageOutDeviceSelectorFactory factory() {
            return new RoundRobin();
        }
    }

    @Nested
    class RoundTurkeyDevices extends PageOutDeviceSelectorConformance {
        @Override
        protected PageOutDeviceSelectorFactory factory() {
            return new RoundTurkeyFactory();
        }
    }

    @Nested
    class VmSpSchedulerPolicy extends SchedulerPolicyConformance {
        @Override
        protected SchedulerPolicyFactory factory() {
            return new VmSpSchedulerFactory();
        }

        @Override
        protected Set<String> dimensionless() {
            return Set.of("q1Factor");
        }
    }

    @Nested
    class DemandPagingSwap extends SwapPolicyConformance {
        @Override
        protected SwapPolicyFactory factory() {
            return new DemandPagingFactory();
        }
    }

    @Nested
    class DemandPagingFlushingSwap extends SwapPolicyConformance {
        @Override
        protected SwapPolicyFactory factory() {
            return new DemandPagingFactory();
        }

        @Override
        protected Parameters parameters() {
            return KitParameters.with(factory().parameters(), "flush", "always");
        }
    }

    @Nested
    class DemandPagingWithoutResetSwap extends SwapPolicyConformance {
        @Override
        protected SwapPolicyFactory factory() {
            return new DemandPagingFactory();
        }

        @Override
        protected Parameters parameters() {
            return KitParameters.with(factory().parameters(), "resetAtQueueDrop", "false");
        }
    }

    @Nested
    class SwapSetsSwap extends SwapPolicyConformance {
        @Override
        protected SwapPolicyFactory factory() {
            return new SwapSetsFactory();
        }

        @Override
        protected Set<String> dimensionless() {
            return Set.of("gcFraction");
        }
    }

    @Nested
    class SwapSetsFullPrepagingWithGarbageCollectorSwap extends SwapPolicyConformance {
        @Override
        protected SwapPolicyFactory factory() {
            return new SwapSetsFactory();
        }

        @Override
        protected Parameters parameters() {
            return KitParameters.with(factory().parameters(), "prepage", "full", "garbageCollector", "true",
                    "gcInterval", "1s");
        }

        @Override
        protected Set<String> dimensionless() {
            return Set.of("gcFraction");
        }
    }
}
