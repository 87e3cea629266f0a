package org.swapset.spi;

import org.swapset.spi.hardware.PagingDeviceFactory;
import org.swapset.spi.hardware.ProcessorFactory;
import org.swapset.spi.policy.PageOutDeviceSelectorFactory;
import org.swapset.spi.policy.ReplacementPolicyFactory;
import org.swapset.spi.policy.SchedulerPolicyFactory;
import org.swapset.spi.policy.SlotAllocatorFactory;
import org.swapset.spi.policy.SwapPolicyFactory;
import org.swapset.spi.workload.WorkloadFactory;

/** The kinds of plugin Swapset knows. The scenario file names one section or key per family. */
public enum PluginFamily {
    PROCESSOR("processor", "processor model", ProcessorFactory.class),
    PAGING_DEVICE("device", "paging device model", PagingDeviceFactory.class),
    REPLACEMENT_POLICY("replacement", "replacement policy", ReplacementPolicyFactory.class),
    PAGE_OUT_DEVICE_SELECTOR("pageOutDevice", "page-out device selector", PageOutDeviceSelectorFactory.class),
    SLOT_ALLOCATOR("slotAllocator", "slot allocator", SlotAllocatorFactory.class),
    SCHEDULER_POLICY("scheduler", "scheduler policy", SchedulerPolicyFactory.class),
    SWAP_POLICY("swap", "swap policy", SwapPolicyFactory.class),
    WORKLOAD("workload", "workload model", WorkloadFactory.class);

    private final String key;
    private final String label;
    private final Class<? extends PluginFactory> factoryType;

    PluginFamily(String key, String label, Class<? extends PluginFactory> factoryType) {
        this.key = key;
        this.label = label;
        this.factoryType = factoryType;
    }

    /** The factory interface every plugin of this family implements. */
    public Class<? extends PluginFactory> factoryType() {
        return factoryType;
    }

    /** The short key used for this family in scenario files and on the command line. */
    public String key() {
        return key;
    }

    /** A human-readable name, for messages ("unknown replacement policy 'x'"). */
    public String label() {
        return label;
    }
}
