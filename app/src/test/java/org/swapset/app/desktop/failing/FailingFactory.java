package org.swapset.app.desktop.failing;

import org.swapset.spi.Parameters;
import org.swapset.spi.policy.ReplacementPolicy;
import org.swapset.spi.policy.ReplacementPolicyFactory;

/** The factory of {@link Failing}, as a third-party plugin jar would contribute it. */
public final class FailingFactory implements ReplacementPolicyFactory {

    @Override
    public String id() {
        return "failing";
    }

    @Override
    public String description() {
        return "a replacement policy that fails, for tests";
    }

    @Override
    public ReplacementPolicy create(Parameters parameters) {
        return new Failing();
    }
}
