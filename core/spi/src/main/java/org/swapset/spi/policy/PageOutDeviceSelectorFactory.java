package org.swapset.spi.policy;

import org.swapset.spi.Parameters;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.PluginFamily;

/** Makes one {@link PageOutDeviceSelector} per run. */
public interface PageOutDeviceSelectorFactory extends PluginFactory {

    PageOutDeviceSelector create(Parameters parameters);

    @Override
    default PluginFamily family() {
        return PluginFamily.PAGE_OUT_DEVICE_SELECTOR;
    }
}
