package org.swapset.plugins.policies;

import static org.swapset.spi.ParameterDescriptor.bool;
import static org.swapset.spi.ParameterDescriptor.choice;

import java.util.List;
import java.util.Locale;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.Parameters;
import org.swapset.spi.policy.SwapPolicy;
import org.swapset.spi.policy.SwapPolicyFactory;

/** Factory for {@link DemandPaging}, id {@code demand-paging}. */
public final class DemandPagingFactory implements SwapPolicyFactory {

    @Override
    public String id() {
        return "demand-paging";
    }

    @Override
    public String description() {
        return "VM/SP demand paging: no swapping; reference bits reset at queue-drop (optionally not), "
                + "optionally every dropped user's pages flushed";
    }

    @Override
    public List<ParameterDescriptor> parameters() {
        return List.of(
                bool("resetAtQueueDrop", true,
                        "Reset the reference bits of a user's pages when it is dropped from queue."),
                choice("flush", "never", List.of("never", "always"),
                        "Put every dropped user's pages on the flush list (VM/SP did so only under overload; "
                                + "'always' is the paper's continuous-flushing experiment)."));
    }

    @Override
    public SwapPolicy create(Parameters p) {
        return new DemandPaging(p.bool("resetAtQueueDrop"),
                DemandPaging.Flush.valueOf(p.text("flush").toUpperCase(Locale.ROOT)));
    }
}
