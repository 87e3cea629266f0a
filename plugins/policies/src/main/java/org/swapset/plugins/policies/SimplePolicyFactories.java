package org.swapset.plugins.policies;

import org.swapset.spi.Parameters;
import org.swapset.spi.policy.ReplacementPolicy;
import org.swapset.spi.policy.ReplacementPolicyFactory;

/** Factories of the textbook replacement policies: {@code lru}, {@code opt} and {@code clock}. */
final class SimplePolicyFactories {

    private SimplePolicyFactories() {
    }

    /** Id {@code lru}. */
    static final class LruFactory implements ReplacementPolicyFactory {
        @Override
        public String id() {
            return "lru";
        }

        @Override
        public String description() {
            return "Least recently used, exactly (a call on every reference): the textbook stack algorithm";
        }

        @Override
        public ReplacementPolicy create(Parameters parameters) {
            return new Lru();
        }
    }

    /** Id {@code opt}. */
    static final class OptFactory implements ReplacementPolicyFactory {
        @Override
        public String id() {
            return "opt";
        }

        @Override
        public String description() {
            return "Belady's optimal (MIN): the page referenced furthest in the future; trace replay only";
        }

        @Override
        public ReplacementPolicy create(Parameters parameters) {
            return new Opt();
        }
    }

    /** Id {@code clock}. */
    static final class ClockFactory implements ReplacementPolicyFactory {
        @Override
        public String id() {
            return "clock";
        }

        @Override
        public String description() {
            return "Textbook CLOCK (second chance) with its own use bits; a new page's bit set or not";
        }

        @Override
        public java.util.List<org.swapset.spi.ParameterDescriptor> parameters() {
            return java.util.List.of(org.swapset.spi.ParameterDescriptor.bool("newPageReferenced", true,
                    "A newly loaded page starts with its use bit set (true) or clear (false): the two textbook "
                            + "variants."));
        }

        @Override
        public ReplacementPolicy create(Parameters parameters) {
            return new Clock(parameters.bool("newPageReferenced"));
        }
    }
}
