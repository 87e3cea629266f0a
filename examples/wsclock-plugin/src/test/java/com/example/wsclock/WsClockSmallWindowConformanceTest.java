package com.example.wsclock;

import org.swapset.kit.KitParameters;
import org.swapset.kit.ReplacementPolicyConformance;
import org.swapset.spi.Parameters;
import org.swapset.spi.policy.ReplacementPolicyFactory;

/** The contract holds with a window so small that most pages are old, and without the preference for clean pages. */
class WsClockSmallWindowConformanceTest extends ReplacementPolicyConformance {

    @Override
    protected ReplacementPolicyFactory factory() {
        return new WsClockFactory();
    }

    @Override
    protected Parameters parameters() {
        return KitParameters.with(factory().parameters(), "tau", "3", "preferClean", "false");
    }
}
