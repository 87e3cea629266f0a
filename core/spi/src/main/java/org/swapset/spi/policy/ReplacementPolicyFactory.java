package org.swapset.spi.policy;

import org.swapset.spi.Parameters;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.PluginFamily;
import org.swapset.spi.RandomStream;

/** Makes one {@link ReplacementPolicy} per run. */
public interface ReplacementPolicyFactory extends PluginFactory {

    ReplacementPolicy create(Parameters parameters);

    /**
     * Makes the policy for one run with a random stream of its own, which a policy that draws (random replacement,
     * a sampled clock) uses instead of creating a generator: the stream comes from the scenario's seed and the
     * replication, so runs repeat exactly and replications differ. The engine calls this; the default ignores the
     * stream and calls {@link #create(Parameters)}. Since SPI 1.6.
     */
    default ReplacementPolicy create(Parameters parameters, RandomStream random) {
        return create(parameters);
    }

    @Override
    default PluginFamily family() {
        return PluginFamily.REPLACEMENT_POLICY;
    }
}
