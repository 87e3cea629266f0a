package org.swapset.plugins.workloads;

import static org.swapset.spi.ParameterDescriptor.choice;
import static org.swapset.spi.ParameterDescriptor.decimal;
import static org.swapset.spi.ParameterDescriptor.duration;
import static org.swapset.spi.ParameterDescriptor.integer;
import static org.swapset.spi.ParameterDescriptor.size;

import java.util.List;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.Parameters;
import org.swapset.spi.workload.WorkloadFactory;
import org.swapset.spi.workload.WorkloadModel;

/**
 * Factory for Linux guests with thrasher and burner processes, id {@code linux-guest} ({@link LinuxGuest}). Defaults
 * describe the PFAULT report's guest: Linux 2.4 (HZ = 100, so a 10 ms tick; a nice-0 process's slice is
 * NICE_TO_TICKS(0) = 6 ticks, kernel/sched.c of 2.4 [EST: from the kernel source, not FACTS]), 128 MB, one thrasher
 * over 96 MB of buffers and one burner. The per-reference and per-score instruction counts are calibrated per
 * scenario on the storage-rich base run, and say so there.
 */
public final class LinuxGuestFactory implements WorkloadFactory {

    @Override
    public String id() {
        return "linux-guest";
    }

    @Override
    public String description() {
        return "Linux guests running thrasher and burner processes on a timer tick, with optional asynchronous page "
                + "faults (PFAULT, PAGEX)";
    }

    @Override
    public List<ParameterDescriptor> parameters() {
        return List.of(
                integer("users", 1, 1, 100_000, "guests", "Number of Linux virtual machines."),
                size("storage", "128MiB", 4096 * 64, 1L << 40, "Virtual storage of each guest."),
                choice("addressing", "31-bit", List.of("31-bit", "64-bit"),
                        "The guest's architecture mode: ESA/390 (31-bit) or z/Architecture (64-bit)."),
                choice("pageFaultAssist", "none", List.of("none", "pagex", "pfault"),
                        "How CP resolves the guest's page faults: synchronously (none), or asynchronously with PAGEX "
                                + "(31-bit guests only) or PFAULT, so the guest can run another process meanwhile."),
                duration("tick", "10ms", 0.0001, 1, "The guest's timer tick (Linux 2.4 on S/390: HZ = 100)."),
                integer("timesliceTicks", 6, 1, 10_000, "ticks",
                        "Timer ticks a process runs before the next ready one: its slice ends at the "
                                + "timesliceTicks-th timer interrupt after its dispatch, the interrupts coming every "
                                + "tick of wall-clock time (Linux 2.4: NICE_TO_TICKS(0) = 6 at HZ = 100) [EST]."),
                integer("kernelPages", 512, 0, 1 << 24, "pages",
                        "Pages of the guest kernel's working set (text, data, page tables) [EST: 2 MB]."),
                integer("kernelTouches", 8, 0, 10_000, "references",
                        "Kernel pages referenced at each process switch [EST]."),
                integer("thrashers", 1, 0, 1000, "processes",
                        "Processes that reference random pages of a buffer of their own."),
                size("thrasherBuffer", "96MiB", 4096, 1L << 40, "Each thrasher's buffer."),
                decimal("writeFraction", 0.0, 0, 1, "",
                        "Probability that a thrasher's visit stores into the page (the report says only that it "
                                + "visits randomly chosen buffers) [EST]."),
                integer("burners", 1, 0, 1000, "processes", "Processes that loop on the CPU over one page."),
                decimal("referenceInstructions", 170.0, 1, 1e9, "instructions",
                        "Virtual CPU of one thrasher reference (choosing the page and touching it)."),
                decimal("loopInstructions", 50_000.0, 1, 1e9, "instructions",
                        "Virtual CPU of one pass of the burner's loop (its granularity; the score does not depend "
                                + "on it)."),
                decimal("scoreInstructions", 2_300_000.0, 1, 1e15, "instructions",
                        "Burner virtual CPU per point of its score."),
                decimal("switchInstructions", 3000.0, 0, 1e9, "instructions",
                        "Guest virtual CPU of a process switch (schedule, context switch) [EST]."),
                decimal("asyncFaultInstructions", 4000.0, 0, 1e9, "instructions",
                        "Guest virtual CPU of one asynchronous fault: its initial and completion interrupts and "
                                + "the wake-up [EST]."),
                duration("experimentLength", "60s", 0.001, 86_400,
                        "Length of one experiment: scores are reported per experiment (N, mean, sd)."),
                choice("measurement", "none", List.of("none", "cpint"),
                        "none: the processes run through the whole measured interval. cpint: the PFAULT report's "
                                + "protocol: the programs run 'experiments' experiments from the start of the "
                                + "measured interval, then the burner exits and the thrasher frees its buffers "
                                + "(a store into each buffer page, in order) and exits; a cpint process issues CP "
                                + "QUERY TIME after the programs start and again after they end, and the guest "
                                + "reports the run duration, virtual and CP CPU between the two (measured.*)."),
                integer("experiments", 10, 1, 1_000_000, "experiments",
                        "With measurement: cpint, the experiments each program runs before it ends."),
                integer("cpintPages", 256, 1, 1 << 24, "pages",
                        "With measurement: cpint, the guest pages one run of cpint references: the control "
                                + "connection's telnetd and shell, fork and exec, the loader, C library, insmod with "
                                + "the kernel's symbol table, the module and hcp [EST: about 1 MB]."),
                decimal("cpintInstructions", 5_000_000.0, 0, 1e12, "instructions",
                        "With measurement: cpint, the virtual CPU of one run of cpint (the shell reading the "
                                + "command, two fork-execs, insmod relocating the module, hcp) [EST]."),
                decimal("freeInstructions", 150.0, 0, 1e9, "instructions",
                        "With measurement: cpint, the virtual CPU of the thrasher's free() of one 4 KB buffer at "
                                + "its exit (glibc: coalescing with the freed chunk before it) [EST]."));
    }

    @Override
    public WorkloadModel create(Parameters parameters) {
        return new LinuxGuest(parameters);
    }
}
