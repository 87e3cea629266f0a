package org.swapset.spi.policy;

/** Optional behaviour a replacement policy asks the engine for, because it costs time on the hot path. */
public enum Capability {
    /** Call {@link ReplacementPolicy#pageReferenced} on every reference (true LRU needs it; a clock does not). */
    REFERENCE_HOOK,
    /** The policy needs future knowledge (OPT): only usable on a recorded trace, not in a simulation. */
    FUTURE_KNOWLEDGE
}
