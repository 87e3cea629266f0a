package org.swapset.app.desktop.failing;

import org.swapset.spi.Parameters;
import org.swapset.spi.policy.ReplacementPolicy;
import org.swapset.spi.policy.ReplacementPolicyFactory;

/** The factory of {@link Spinning}, as a third-party plugin jar would contribute it. */
public final class SpinningFactory implements ReplacementPolicyFactory {

    /** The class whose frame a spinning thread is in: a thread still there has not been stopped. */
    public static final String SPINNING_CLASS = Spinning.class.getName();

    @Override
    public String id() {
        return "spinning";
    }

    @Override
    public String description() {
        return "a replacement policy that never returns, for tests";
    }

    @Override
    public ReplacementPolicy create(Parameters parameters) {
        return new Spinning();
    }
}
