package org.swapset.spi;

import java.util.SplittableRandom;

/**
 * One named stream of pseudo-random numbers. The host derives every stream of a run from the scenario's seed, the
 * replication number and the stream's name, so a run is exactly repeatable and two streams never share numbers.
 * Plugins receive their streams; they never create one.
 *
 * <p>Not thread-safe: a stream belongs to one simulation, which runs on one thread.
 */
public final class RandomStream {

    private final SplittableRandom random;

    /** For the host and for tests; plugins are handed their streams. */
    public RandomStream(long seed) {
        this.random = new SplittableRandom(seed);
    }

    /** Uniform on [0, 1). */
    public double uniform() {
        return random.nextDouble();
    }

    /** Uniform on [0, bound). */
    public int nextInt(int bound) {
        return random.nextInt(bound);
    }

    /** True with probability p. */
    public boolean chance(double p) {
        return random.nextDouble() < p;
    }

    /** Exponentially distributed with the given mean. */
    public double exponential(double mean) {
        return -mean * Math.log(1.0 - random.nextDouble());
    }

    /**
     * Erlang-k distributed with the given mean (coefficient of variation 1/sqrt(k)); k = 1 is exponential.
     */
    public double erlang(int k, double mean) {
        double product = 1.0;
        for (int i = 0; i < k; i++) {
            product *= 1.0 - random.nextDouble();
        }
        return -mean / k * Math.log(product);
    }

    /**
     * Hyperexponential with the given mean and squared coefficient of variation {@code cv2 >= 1} (balanced means).
     */
    public double hyperexponential(double mean, double cv2) {
        if (cv2 <= 1.0) {
            return exponential(mean);
        }
        double p = 0.5 * (1.0 + Math.sqrt((cv2 - 1.0) / (cv2 + 1.0)));
        double m1 = mean / (2.0 * p);
        double m2 = mean / (2.0 * (1.0 - p));
        return random.nextDouble() < p ? exponential(m1) : exponential(m2);
    }

    /** Normal with the given mean and standard deviation. */
    public double normal(double mean, double sd) {
        // Marsaglia polar method: no state carried between calls, so the stream stays a pure function of its seed.
        double u;
        double v;
        double s;
        do {
            u = 2.0 * random.nextDouble() - 1.0;
            v = 2.0 * random.nextDouble() - 1.0;
            s = u * u + v * v;
        } while (s >= 1.0 || s == 0.0);
        return mean + sd * u * Math.sqrt(-2.0 * Math.log(s) / s);
    }

    /** A raw 64-bit value, for deriving sub-streams. */
    public long nextLong() {
        return random.nextLong();
    }
}
