package org.swapset.spi.hardware;

import org.swapset.spi.Parameters;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.PluginFamily;

/** Makes one {@link PagingDevice} per actuator and run from a scenario's {@code pagingDevices:} entry. */
public interface PagingDeviceFactory extends PluginFactory {

    PagingDevice create(Parameters parameters);

    @Override
    default PluginFamily family() {
        return PluginFamily.PAGING_DEVICE;
    }
}
