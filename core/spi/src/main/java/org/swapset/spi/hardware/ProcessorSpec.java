package org.swapset.spi.hardware;

import java.util.Objects;

/**
 * A processor as the engine needs it.
 *
 * @param model               the marketing name, e.g. {@code IBM 3081D}
 * @param cpus                processors available to the control program (dedicated to the LPAR where there is one)
 * @param mipsPerCpu          speed of one processor in millions of instructions per second
 * @param addressingBits      real-storage addressing: 24, 31 or 64
 * @param maxRealStorageBytes the most real storage the machine can have
 */
public record ProcessorSpec(String model, int cpus, double mipsPerCpu, int addressingBits, long maxRealStorageBytes) {

    public ProcessorSpec {
        Objects.requireNonNull(model, "model");
        if (cpus < 1) {
            throw new IllegalArgumentException("cpus must be at least 1, was " + cpus);
        }
        if (!(mipsPerCpu > 0) || Double.isInfinite(mipsPerCpu)) {
            throw new IllegalArgumentException("mipsPerCpu must be positive and finite, was " + mipsPerCpu);
        }
        if (addressingBits != 24 && addressingBits != 31 && addressingBits != 64) {
            throw new IllegalArgumentException("addressingBits must be 24, 31 or 64, was " + addressingBits);
        }
        if (maxRealStorageBytes <= 0) {
            throw new IllegalArgumentException("maxRealStorageBytes must be positive, was " + maxRealStorageBytes);
        }
    }

    /** Seconds one processor needs for the given number of instructions. */
    public double secondsFor(double instructions) {
        return instructions / (mipsPerCpu * 1e6);
    }
}
