package org.swapset.core.random;

import java.nio.charset.StandardCharsets;
import org.swapset.spi.RandomStream;

/**
 * Derives independent, named {@link RandomStream}s for one replication of one scenario. Asking twice for the same
 * name gives two streams that produce the same numbers, so each component should ask once, by a name that says
 * what it is for ({@code "think/cms/17"}, {@code "device/3"}).
 */
public final class StreamFactory {

    private final long seed;
    private final int replication;

    public StreamFactory(long seed, int replication) {
        if (replication < 0) {
            throw new IllegalArgumentException("replication must be >= 0, was " + replication);
        }
        this.seed = seed;
        this.replication = replication;
    }

    public long seed() {
        return seed;
    }

    public int replication() {
        return replication;
    }

    /** The stream with this name in this replication. */
    public RandomStream stream(String name) {
        long h = mix64(seed ^ 0x9E3779B97F4A7C15L);
        h = mix64(h ^ (replication * 0xBF58476D1CE4E5B9L + 0x94D049BB133111EBL));
        h = mix64(h ^ fnv1a64(name));
        return new RandomStream(h);
    }

    /** FNV-1a over the UTF-8 bytes: stable across JVMs, unlike an identity hash. */
    static long fnv1a64(String s) {
        long h = 0xCBF29CE484222325L;
        for (byte b : s.getBytes(StandardCharsets.UTF_8)) {
            h ^= b & 0xFF;
            h *= 0x100000001B3L;
        }
        return h;
    }

    /** SplitMix64's finaliser: a bijective mix so nearby seeds give unrelated streams. */
    static long mix64(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
