package org.swapset.spi.policy;

import org.swapset.spi.Parameters;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.PluginFamily;

/** Makes one {@link ReplacementPolicy} per run. */
public interface ReplacementPolicyFactory extends PluginFactory {

    ReplacementPolicy create(Parameters parameters);

    @Override
    default PluginFamily family() {
        return PluginFamily.REPLACEMENT_POLICY;
    }
}
