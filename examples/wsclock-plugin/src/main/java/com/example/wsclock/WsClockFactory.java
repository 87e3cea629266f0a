package com.example.wsclock;

import java.util.List;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.Parameters;
import org.swapset.spi.policy.ReplacementPolicy;
import org.swapset.spi.policy.ReplacementPolicyFactory;

/** Id {@code wsclock}: makes one {@link WsClock} per run from its two parameters. */
public final class WsClockFactory implements ReplacementPolicyFactory {

    @Override
    public String id() {
        return "wsclock";
    }

    @Override
    public String description() {
        return "WSClock (Carr and Hennessy 1981): a clock that spares working-set pages and prefers clean old ones";
    }

    @Override
    public List<ParameterDescriptor> parameters() {
        return List.of(
                ParameterDescriptor.integer("tau", 1000, 1, 1_000_000_000, "page loads",
                        "The working-set window: a page not seen referenced for this many page loads is old "
                                + "enough to take."),
                ParameterDescriptor.bool("preferClean", true,
                        "Take old unchanged pages before old changed ones (which must be written out first)."));
    }

    @Override
    public ReplacementPolicy create(Parameters parameters) {
        return new WsClock(parameters.integer("tau"), parameters.bool("preferClean"));
    }
}
