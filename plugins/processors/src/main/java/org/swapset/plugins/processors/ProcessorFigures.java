package org.swapset.plugins.processors;

import java.util.List;
import java.util.Objects;

/**
 * The published (or estimated) figures of one processor model, from which {@link CatalogProcessorFactory} makes a
 * {@link org.swapset.spi.hardware.ProcessorSpec}.
 *
 * @param id             the plugin id a scenario names
 * @param model          the marketing name
 * @param description    one line for {@code swapset plugins}
 * @param cpus           the processors the control program gets by default
 * @param maxCpus        the most a planner may configure; equal to {@code cpus} when the count is fixed
 * @param mipsPerCpu     the default speed of one processor, in MIPS
 * @param minMips        the smallest {@code mipsPerCpu} a planner may set
 * @param maxMips        the largest {@code mipsPerCpu} a planner may set
 * @param addressingBits real-storage addressing: 24, 31 or 64
 * @param maxRealStorage the most real storage the machine can have, in bytes
 */
public record ProcessorFigures(String id, String model, String description, int cpus, int maxCpus, double mipsPerCpu,
                               double minMips, double maxMips, int addressingBits, long maxRealStorage) {

    private static final long MIB = 1L << 20;
    private static final long GIB = 1L << 30;

    /**
     * IBM 4341 Model Group 2: one CPU, 24-bit, at most 16 MB (FACTS 2, row "4341 Model Group 1 / 2" [src]);
     * ≈1.2 MIPS, range 1.0–1.5 (row "4341-2 MIPS" [EST]: a 370/138 at ≈0.2–0.25 MIPS × 3.2 × 1.8).
     */
    public static final ProcessorFigures IBM_4341_2 = new ProcessorFigures("ibm-4341-2", "IBM 4341-2",
            "IBM 4341 Model Group 2, uniprocessor, about 1.2 MIPS [EST]", 1, 1, 1.2, 0.5, 3.0, 24, 16 * MIB);

    /**
     * IBM 3081 model D: dyadic (2 CPUs, cannot be partitioned), at most 32 MB (FACTS 2, row "3081 Structure"
     * [src]); 5 MIPS per CPU (rows "3081D / K / G MIPS" [src] read per CPU by row "3081D / K Complex MIPS" [EST]).
     * Addressing 31-bit: the 3081 ran 370-XA; the 32 MB ceiling is what bounds real storage.
     */
    public static final ProcessorFigures IBM_3081D = new ProcessorFigures("ibm-3081d", "IBM 3081D",
            "IBM 3081 model D, dyadic, about 5 MIPS per CPU [EST reading]", 2, 2, 5.0, 2.0, 15.0, 31, 32 * MIB);

    /**
     * IBM 3081 model K: as {@link #IBM_3081D} with 7 MIPS per CPU (FACTS 2, rows "3081D / K / G MIPS" [src] and
     * "3081D / K Complex MIPS" [EST], ≈14 for the complex).
     */
    public static final ProcessorFigures IBM_3081K = new ProcessorFigures("ibm-3081k", "IBM 3081K",
            "IBM 3081 model K, dyadic, about 7 MIPS per CPU [EST reading]", 2, 2, 7.0, 2.0, 20.0, 31, 32 * MIB);

    /**
     * IBM z900 2064-109 as the LPAR of IBM's z/VM Linux paging measurements: 2 dedicated CPUs by default (FACTS 2,
     * row "2064-109 (z900) Test configuration" [src]), up to the machine's 9 CPs (row "2064-109 Number of CPs"
     * [EST]); ≈225 MIPS per CP (row "2064-1xx MIPS per CP", 200–250 [EST]); z/Architecture, 64-bit. The 64 GB
     * maximum is the z900's largest memory configuration [EST: from memory, not in FACTS].
     */
    public static final ProcessorFigures IBM_2064_109 = new ProcessorFigures("ibm-2064-109", "IBM 2064-109 LPAR",
            "IBM z900 2064-109, an LPAR of dedicated CPUs (2 by default), about 225 MIPS per CP [EST]", 2, 9, 225.0,
            100.0, 400.0, 64, 64 * GIB);

    /**
     * IBM z900 2064-1C8: 8-way, basic mode (FACTS 2, row "2064-1C8 Test configuration" [src]); ≈225 MIPS per CP
     * (row "2064-1xx MIPS per CP" [EST]); 64-bit; 64 GB maximum as for {@link #IBM_2064_109} [EST].
     */
    public static final ProcessorFigures IBM_2064_1C8 = new ProcessorFigures("ibm-2064-1c8", "IBM 2064-1C8",
            "IBM z900 2064-1C8, 8-way in basic mode, about 225 MIPS per CP [EST]", 8, 8, 225.0, 100.0, 400.0, 64,
            64 * GIB);

    /**
     * IBM z990 2084 at capacity setting 30n, n CPs: the n-way's published zMIPS shared by its CPs (FACTS 2, row
     * "z990 (2084-30n) zMIPS" [src]: 1-way 450, 2-way 853, 4-way 1,620, 8-way 2,990), so the multiprocessor factor
     * is in the figure per CP (450, 426.5, 405, 373.75) and each setting has its own entry, its CP count fixed;
     * z/Architecture, 64-bit; 256 GB the z990's largest memory [EST: from memory, not in FACTS].
     */
    private static ProcessorFigures z990(int cps, double zMips) {
        return new ProcessorFigures("ibm-2084-30" + cps, "IBM 2084-30" + cps, "IBM z990 2084-30" + cps + ", "
                + cps + (cps == 1 ? " CP, " : " CPs, ") + Math.round(zMips) + " zMIPS in all (FACTS 2)", cps, cps,
                zMips / cps, 100.0, 700.0, 64, 256 * GIB);
    }

    /** The z990 settings FACTS gives figures for: {@link #z990} with 1, 2, 4 and 8 CPs. */
    public static final List<ProcessorFigures> IBM_2084 = List.of(z990(1, 450), z990(2, 853), z990(4, 1620),
            z990(8, 2990));

    /** Every bundled model, in the order the plugin lists them. */
    public static final List<ProcessorFigures> BUNDLED = java.util.stream.Stream.concat(java.util.stream.Stream.of(
            IBM_4341_2, IBM_3081D, IBM_3081K, IBM_2064_109, IBM_2064_1C8), IBM_2084.stream()).toList();

    public ProcessorFigures {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(description, "description");
        if (cpus < 1 || maxCpus < cpus) {
            throw new IllegalArgumentException(id + ": cpus " + cpus + " and maxCpus " + maxCpus);
        }
        if (!(minMips > 0 && minMips <= mipsPerCpu && mipsPerCpu <= maxMips)) {
            throw new IllegalArgumentException(id + ": mipsPerCpu " + mipsPerCpu + " outside " + minMips + ".."
                    + maxMips);
        }
    }

    /** True when a planner may choose the number of CPUs (an LPAR's dedicated CPUs). */
    public boolean cpusConfigurable() {
        return maxCpus > cpus;
    }
}
