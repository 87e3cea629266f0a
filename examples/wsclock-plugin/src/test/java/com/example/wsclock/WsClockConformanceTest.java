package com.example.wsclock;

import org.swapset.kit.ReplacementPolicyConformance;
import org.swapset.spi.policy.ReplacementPolicyFactory;

/** WSClock keeps the replacement-policy contract: the kit's checks, with the default parameters. */
class WsClockConformanceTest extends ReplacementPolicyConformance {

    @Override
    protected ReplacementPolicyFactory factory() {
        return new WsClockFactory();
    }
}
