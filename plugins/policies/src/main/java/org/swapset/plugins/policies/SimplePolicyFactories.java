package org.swapset.plugins.policies;

import org.swapset.spi.Parameters;
import org.swapset.spi.policy.ReplacementPolicy;
import org.swapset.spi.policy.ReplacementPolicyFactory;

/** Factories of the textbook replacement policies without parameters: {@code lru} and {@code opt}. */
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
}
