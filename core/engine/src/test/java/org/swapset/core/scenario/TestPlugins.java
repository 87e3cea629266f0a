package org.swapset.core.scenario;

import java.util.List;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.Parameters;
import org.swapset.spi.hardware.PagingDevice;
import org.swapset.spi.hardware.PagingDeviceFactory;
import org.swapset.spi.hardware.ProcessorFactory;
import org.swapset.spi.hardware.ProcessorSpec;
import org.swapset.spi.policy.PageOutDeviceSelector;
import org.swapset.spi.policy.PageOutDeviceSelectorFactory;
import org.swapset.spi.policy.ReplacementPolicy;
import org.swapset.spi.policy.ReplacementPolicyFactory;
import org.swapset.spi.policy.SlotAllocator;
import org.swapset.spi.policy.SlotAllocatorFactory;
import org.swapset.spi.workload.WorkloadFactory;
import org.swapset.spi.workload.WorkloadModel;

/**
 * Small factories for the loader tests: they declare parameters of every type so that binding can be checked, and
 * are records so that two bound scenarios compare by their text. Only the processor can be created; the loader
 * never creates plugins, so the others refuse.
 */
final class TestPlugins {

    private TestPlugins() {
    }

    record Processor(String id, List<ParameterDescriptor> parameters) implements ProcessorFactory {
        @Override
        public String description() {
            return "a test processor";
        }

        @Override
        public ProcessorSpec create(Parameters p) {
            return new ProcessorSpec(id, (int) p.integer("cpus"), p.decimal("mips"), 24, 16L << 20);
        }
    }

    record Device(String id, List<ParameterDescriptor> parameters) implements PagingDeviceFactory {
        @Override
        public String description() {
            return "a test paging device";
        }

        @Override
        public PagingDevice create(Parameters p) {
            throw new UnsupportedOperationException("the loader tests only bind devices");
        }
    }

    record Replacement(String id, List<ParameterDescriptor> parameters) implements ReplacementPolicyFactory {
        @Override
        public String description() {
            return "a test replacement policy";
        }

        @Override
        public ReplacementPolicy create(Parameters p) {
            throw new UnsupportedOperationException("the loader tests only bind policies");
        }
    }

    record PageOut(String id, List<ParameterDescriptor> parameters) implements PageOutDeviceSelectorFactory {
        @Override
        public String description() {
            return "a test page-out device selector";
        }

        @Override
        public PageOutDeviceSelector create(Parameters p) {
            throw new UnsupportedOperationException("the loader tests only bind policies");
        }
    }

    record Slots(String id, List<ParameterDescriptor> parameters) implements SlotAllocatorFactory {
        @Override
        public String description() {
            return "a test slot allocator";
        }

        @Override
        public SlotAllocator create(Parameters p) {
            throw new UnsupportedOperationException("the loader tests only bind policies");
        }
    }

    record Work(String id, List<ParameterDescriptor> parameters) implements WorkloadFactory {
        @Override
        public String description() {
            return "a test workload";
        }

        @Override
        public WorkloadModel create(Parameters p) {
            throw new UnsupportedOperationException("the loader tests only bind workloads");
        }
    }

    static final Processor PROCESSOR = new Processor("test-4341", List.of(
            ParameterDescriptor.integer("cpus", 1, 1, 9, "", "Processors."),
            ParameterDescriptor.decimal("mips", null, 0, Double.NaN, "MIPS", "Speed of one processor.")));

    static final Device DASD = new Device("test-3380", List.of(
            ParameterDescriptor.integer("cylinders", 885, 1, 10_000, "", "Cylinders."),
            ParameterDescriptor.duration("seek", "16ms", 0, 0.1, "Average seek.")));

    static final Device DRUM = new Device("test-2305", List.of());

    static final Replacement CORE_TABLE_SCAN = new Replacement("core-table-scan", List.of(
            ParameterDescriptor.integer("scanLimit", 8, 1, 64, "frames", "Frames looked at per selection.")));

    static final Replacement FIFO = new Replacement("fifo-flush", List.of());

    static final PageOut ROUND_ROBIN = new PageOut("round-robin", List.of());

    static final PageOut ROUND_TURKEY = new PageOut("round-turkey", List.of());

    static final Slots ZIGZAG = new Slots("zigzag", List.of());

    static final Work CMS = new Work("cms", List.of(
            ParameterDescriptor.integer("users", null, 1, 10_000, "", "Logged-on users."),
            ParameterDescriptor.duration("thinkTime", "15s", 0, 3600, "Mean think time."),
            ParameterDescriptor.size("workingSet", "1MiB", 4096, Double.NaN, "Working set."),
            ParameterDescriptor.decimal("trivialShare", 0.8, 0, 1, "", "Share of trivial transactions."),
            ParameterDescriptor.choice("mode", "fifo", List.of("fifo", "lifo"), "Queue order."),
            ParameterDescriptor.bool("verbose", false, "Whether to trace.")));

    /** All of them. */
    static PluginRegistry registry() {
        return PluginRegistry.of(PROCESSOR, DASD, DRUM, CORE_TABLE_SCAN, FIFO, ROUND_ROBIN, ROUND_TURKEY, ZIGZAG, CMS);
    }

    /** Without the default replacement policy and page-out selector. */
    static PluginRegistry registryWithoutDefaults() {
        return PluginRegistry.of(PROCESSOR, DASD, DRUM, FIFO, ROUND_TURKEY, CMS);
    }
}
