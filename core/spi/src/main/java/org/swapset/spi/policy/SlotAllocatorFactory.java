package org.swapset.spi.policy;

import org.swapset.spi.Parameters;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.PluginFamily;

/** Makes one {@link SlotAllocator} per device and run. */
public interface SlotAllocatorFactory extends PluginFactory {

    SlotAllocator create(Parameters parameters);

    @Override
    default PluginFamily family() {
        return PluginFamily.SLOT_ALLOCATOR;
    }
}
