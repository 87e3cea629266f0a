package org.swapset.plugins.policies;

import org.swapset.spi.Parameters;
import org.swapset.spi.policy.ReplacementPolicy;
import org.swapset.spi.policy.ReplacementPolicyFactory;

/** Factory for {@link Fifo}, id {@code fifo}. */
public final class FifoFactory implements ReplacementPolicyFactory {

    @Override
    public String id() {
        return "fifo";
    }

    @Override
    public String description() {
        return "First in, first out: the page loaded longest ago is replaced (a baseline; shows Belady's anomaly)";
    }

    @Override
    public ReplacementPolicy create(Parameters parameters) {
        return new Fifo();
    }
}
