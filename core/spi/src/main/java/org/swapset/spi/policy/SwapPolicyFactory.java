package org.swapset.spi.policy;

import org.swapset.spi.Parameters;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.PluginFamily;

/** Makes one {@link SwapPolicy} per run. */
public interface SwapPolicyFactory extends PluginFactory {

    SwapPolicy create(Parameters parameters);

    @Override
    default PluginFamily family() {
        return PluginFamily.SWAP_POLICY;
    }
}
