package org.swapset.spi;

import java.util.Set;
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

    /**
     * The keys a scenario writes beside the parameters of a plugin of this family, which Swapset reads itself:
     * {@code type} everywhere; for a paging device also {@code count}, {@code channel} and {@code role} (in
     * {@code pagingDevices}) and {@code name}, {@code workload} and {@code access} (a guest disk, in
     * {@code guestDevices}); for a workload {@code name}. A factory may not declare a parameter of one of these names:
     * the value would be taken by both. The host refuses such a factory at load, and the conformance kit fails it.
     * Since SPI 1.7.
     */
    public Set<String> reservedKeys() {
        return switch (this) {
            case PAGING_DEVICE -> Set.of("type", "count", "channel", "role", "name", "workload", "access");
            case WORKLOAD -> Set.of("type", "name");
            default -> Set.of("type");
        };
    }

    /**
     * Why a parameter named {@code parameter}, one of the {@link #reservedKeys()}, cannot be declared, in the words
     * the host's refusal and the conformance kit both use. Since SPI 1.7.
     */
    public String reservedKeyReason(String parameter) {
        return "'" + parameter + "', a key the scenario uses beside every " + label + "'s parameters ("
                + String.join(", ", reservedKeys().stream().sorted().toList()) + "); give the parameter another name";
    }
}
