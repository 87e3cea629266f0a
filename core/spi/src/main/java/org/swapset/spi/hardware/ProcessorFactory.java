package org.swapset.spi.hardware;

import org.swapset.spi.Parameters;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.PluginFamily;

/** Makes a {@link ProcessorSpec} from a scenario's {@code processor:} section. */
public interface ProcessorFactory extends PluginFactory {

    ProcessorSpec create(Parameters parameters);

    @Override
    default PluginFamily family() {
        return PluginFamily.PROCESSOR;
    }
}
