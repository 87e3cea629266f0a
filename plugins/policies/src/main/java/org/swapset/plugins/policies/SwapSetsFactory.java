package org.swapset.plugins.policies;

import static org.swapset.spi.ParameterDescriptor.bool;
import static org.swapset.spi.ParameterDescriptor.choice;
import static org.swapset.spi.ParameterDescriptor.decimal;
import static org.swapset.spi.ParameterDescriptor.duration;
import static org.swapset.spi.ParameterDescriptor.integer;

import java.util.List;
import java.util.Locale;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.Parameters;
import org.swapset.spi.policy.SwapPolicy;
import org.swapset.spi.policy.SwapPolicyFactory;

/** Factory for {@link SwapSets}, id {@code swap-sets}: the HPO prepage prototype. */
public final class SwapSetsFactory implements SwapPolicyFactory {

    @Override
    public String id() {
        return "swap-sets";
    }

    @Override
    public String description() {
        return "HPO prepage prototype: working sets identified at queue-drop, trimmed and logically swapped; "
                + "physical swap-out a swap set at a time (Q2 swap list before Q1); prepaging at queue-add";
    }

    @Override
    public List<ParameterDescriptor> parameters() {
        return List.of(
                integer("swapSetSize", 8, 1, 64, "pages",
                        "Pages in a swap set, grouped by virtual address (the prototype: 8)."),
                choice("prepage", "interactive", List.of("none", "interactive", "full"),
                        "Prepaging at queue-add: 'interactive' prepages up to prepageSets swap sets of an interactive "
                                + "user and none of others (the prototype); 'full' prepages every swap set of every "
                                + "user (the paper's full prepaging experiment)."),
                integer("prepageSets", 2, 0, 1_000_000, "swap sets",
                        "Swap sets prepaged at queue-add for an interactive user (the prototype: 2)."),
                integer("minimumWorkingSetSets", 2, 0, 1_000_000, "swap sets",
                        "A user with at least this many swap sets' worth of pages at queue-drop is not trimmed "
                                + "below it (the prototype: 2)."),
                choice("q1SliceEnd", "q2-list", List.of("q2-list", "q1-list"),
                        "The swap list of a user dropped because its Q1 slice ran out (it goes on to wait for Q2): "
                                + "'q2-list', as a Q2 user, swapped out before Q1 users (the prototype's preference "
                                + "for interactive users); 'q1-list', by the queue it left."),
                bool("garbageCollector", false,
                        "Run the contiguous block page prototype's periodic garbage-collector scan."),
                duration("gcInterval", "4s", 0.001, 3600, "Time between garbage-collector scans (the prototype: 4 s)."),
                decimal("gcFraction", 0.125, 0.0001, 1, "",
                        "Fraction of storage each garbage-collector scan examines (the prototype: one eighth)."));
    }

    @Override
    public SwapPolicy create(Parameters p) {
        return new SwapSets((int) p.integer("swapSetSize"), (int) p.integer("prepageSets"),
                SwapSets.Prepage.valueOf(p.text("prepage").toUpperCase(Locale.ROOT)),
                (int) p.integer("minimumWorkingSetSets"),
                p.bool("garbageCollector") ? p.seconds("gcInterval") : 0, p.decimal("gcFraction"),
                p.text("q1SliceEnd").equals("q2-list"));
    }
}
