package org.swapset.plugins.policies;

import static org.swapset.spi.ParameterDescriptor.integer;

import java.util.List;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.Parameters;
import org.swapset.spi.policy.PageOutDeviceSelector;
import org.swapset.spi.policy.PageOutDeviceSelectorFactory;

/** Factory for {@link RoundTurkey}, id {@code round-turkey}. */
public final class RoundTurkeyFactory implements PageOutDeviceSelectorFactory {

    @Override
    public String id() {
        return "round-turkey";
    }

    @Override
    public String description() {
        return "HPO round-turkey prototype: the same page-out device up to N times unless a cylinder boundary is "
                + "reached, so page-outs go out blocked";
    }

    @Override
    public List<ParameterDescriptor> parameters() {
        return List.of(integer("pagesPerDevice", 8, 1, 1024, "pages",
                "Page-outs sent to one device before moving to the next (the prototype: 8)."));
    }

    @Override
    public PageOutDeviceSelector create(Parameters p) {
        return new RoundTurkey((int) p.integer("pagesPerDevice"));
    }
}
