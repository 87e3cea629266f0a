package org.swapset.spi.policy;

import org.swapset.spi.Parameters;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.PluginFamily;

/** Makes one {@link SchedulerPolicy} per run. */
public interface SchedulerPolicyFactory extends PluginFactory {

    SchedulerPolicy create(Parameters parameters);

    @Override
    default PluginFamily family() {
        return PluginFamily.SCHEDULER_POLICY;
    }
}
