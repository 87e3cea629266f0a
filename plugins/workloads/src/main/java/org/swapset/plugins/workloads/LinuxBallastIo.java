package org.swapset.plugins.workloads;

import java.util.List;
import org.swapset.plugins.workloads.LinuxChannelPrograms.Architecture;
import org.swapset.spi.ParameterException;
import org.swapset.spi.Parameters;
import org.swapset.spi.RandomStream;
import org.swapset.spi.workload.GuestBehaviour;
import org.swapset.spi.workload.TransactionPlan;
import org.swapset.spi.workload.WorkloadMeasurements;
import org.swapset.spi.workload.WorkloadModel;

/**
 * Linux guests running the DASD I/O exercising tool of the fast-CCW seed ("64-bit Fast CCW Translation", z/VM 4.2.0
 * performance report): open a "ballast file", write it in {@code chunk}-sized pieces to its size, close it, then read
 * it {@code readPasses} times in the same chunks. Each virtual machine repeats the experiment for as long as the run
 * lasts, and reports each experiment as the seed's tool and CP QUERY TIME did: CP and virtual CPU per MB of ballast,
 * the observed write and read rates, and start-subchannels per MB.
 *
 * <p>The file is three times the guest's storage by default, as in the seed, "so as to suppress Linux's attempts to
 * use its internal file cache": so every chunk goes to disk, and the page cache is not modelled. Linux gathers the
 * chunks written into its page cache and flushes them, and reads ahead on a sequential read, so in both directions
 * the DASD driver gets requests larger than a channel program holds: every start-subchannel is as full as the
 * driver's channel-program buffer allows ({@link LinuxChannelPrograms}), the last of a pass excepted. The file lies in
 * an LVM logical volume spread linearly over the guest's {@code disks} volumes; a channel program never crosses from
 * one volume to the next. Each experiment writes a fresh file at the next place in the volume group (the old one is
 * deleted), so a minidisk cache can only hold what this experiment has read.
 *
 * <p>One transaction is one start-subchannel: the guest's CPU for the blocks it moves (copying the chunks, the file
 * system, the block layer: {@code instructionsPerKB}) and for building the channel program
 * ({@code instructionsPerSsch}), references to the tool's chunk buffer, then the start-subchannel, which the virtual
 * machine waits for. There is no think time.
 */
final class LinuxBallastIo implements WorkloadModel {

    static final int WRITE = 0;
    static final int READ = 1;

    private static final double MB = 1 << 20;

    private final int users;
    private final long storage;
    private final LinuxChannelPrograms programs;
    private final long fileBlocks;
    private final int chunkPages;
    private final int readPasses;
    private final int disks;
    private final int diskBlocks;
    private final double instructionsPerKB;
    private final double instructionsPerSsch;

    private WorkloadMeasurements.Counter startSubchannels = amount -> { };
    private WorkloadMeasurements.Counter ccws = amount -> { };
    private WorkloadMeasurements.Counter megabytes = amount -> { };
    private WorkloadMeasurements.Observations cpPerMB = value -> { };
    private WorkloadMeasurements.Observations virtualPerMB = value -> { };
    private WorkloadMeasurements.Observations sschPerMB = value -> { };
    private WorkloadMeasurements.Observations writeRate = value -> { };
    private WorkloadMeasurements.Observations readRate = value -> { };

    LinuxBallastIo(Parameters p) {
        users = (int) p.integer("users");
        storage = p.bytes("storage");
        Architecture natural = Architecture.forStorage(storage);
        String asked = p.text("architecture");
        if (asked.equals("esa390") && natural == Architecture.Z) {
            throw new ParameterException("architecture", "an ESA/390 (31-bit) guest addresses at most 2 GB, and "
                    + "storage is " + mib(storage) + ": give storage of 2GiB or less, or leave architecture auto");
        }
        if (asked.equals("z") && natural == Architecture.ESA390) {
            throw new ParameterException("architecture", "z/Architecture (64-bit) is for guests above 2 GB: Linux "
                    + "runs a guest of " + mib(storage) + " in ESA/390 (31-bit) mode, choosing by storage size (the "
                    + "seed's 128 MB guest is ESA/390, its 3072 MB guest z/Architecture); give storage above 2GiB, "
                    + "or leave architecture auto");
        }
        int buffer = (int) p.integer("channelProgramBuffer");
        if (buffer < natural.ccwBytes) {
            throw new ParameterException("channelProgramBuffer", buffer + " bytes hold no " + natural.label
                    + " CCW of " + natural.ccwBytes + " bytes");
        }
        programs = new LinuxChannelPrograms(natural, buffer);
        long chunk = p.bytes("chunk");
        if (chunk % LinuxChannelPrograms.BLOCK_BYTES != 0) {
            throw new ParameterException("chunk", "the tool's chunk must be whole 4 KB blocks, not " + chunk
                    + " bytes");
        }
        if (chunk > storage) {
            throw new ParameterException("chunk", "a chunk of " + mib(chunk) + " is larger than the guest's storage "
                    + mib(storage));
        }
        chunkPages = (int) (chunk / LinuxChannelPrograms.BLOCK_BYTES);
        long file = p.bytes("fileSize") == 0 ? 3 * storage : p.bytes("fileSize");
        fileBlocks = (file + LinuxChannelPrograms.BLOCK_BYTES - 1) / LinuxChannelPrograms.BLOCK_BYTES;
        readPasses = (int) p.integer("readPasses");
        disks = (int) p.integer("disks");
        diskBlocks = (int) p.integer("diskBlocks");
        if (fileBlocks > (long) disks * diskBlocks) {
            throw new ParameterException(p.bytes("fileSize") == 0 ? "disks" : "fileSize", "a ballast file of "
                    + mib(fileBlocks * LinuxChannelPrograms.BLOCK_BYTES) + " does not fit " + disks + " volume(s) of "
                    + diskBlocks + " 4 KB blocks (" + mib((long) disks * diskBlocks * LinuxChannelPrograms.BLOCK_BYTES)
                    + "): give more disks or a smaller fileSize");
        }
        instructionsPerKB = p.decimal("instructionsPerKB");
        instructionsPerSsch = p.decimal("instructionsPerSsch");
    }

    private static String mib(long bytes) {
        return bytes % (1 << 20) == 0 ? (bytes >> 20) + " MiB" : bytes + " bytes";
    }

    /** The channel-program packing the guests use (their architecture by their storage). */
    LinuxChannelPrograms programs() {
        return programs;
    }

    /** The ballast file's size in 4 KB blocks. */
    long fileBlocks() {
        return fileBlocks;
    }

    @Override
    public int users() {
        return users;
    }

    @Override
    public int addressSpacePages() {
        return (int) (storage / LinuxChannelPrograms.BLOCK_BYTES);
    }

    @Override
    public List<String> transactionClasses() {
        return List.of("write", "read");
    }

    @Override
    public boolean interactive(int transactionClass) {
        return false;
    }

    @Override
    public int guestDisks() {
        return disks;
    }

    @Override
    public void measure(WorkloadMeasurements m) {
        startSubchannels = m.counter("startSubchannels", "Ballast tool start-subchannels", "");
        ccws = m.counter("ccws", "Ballast tool CCWs", "");
        megabytes = m.counter("megabytes", "Ballast tool data moved, read and written", "MB");
        cpPerMB = m.observations("cpMsPerMB", "CP CPU per MB of ballast file (CP QUERY TIME), per experiment",
                "ms/MB");
        virtualPerMB = m.observations("virtualMsPerMB", "Virtual CPU per MB of ballast file, per experiment",
                "ms/MB");
        sschPerMB = m.observations("sschPerMB", "Start-subchannels per MB of ballast file, per experiment", "/MB");
        writeRate = m.observations("writeRate", "Observed write rate of the ballast file", "KB/s");
        if (readPasses > 0) {
            readRate = m.observations("readRate", "Observed read rate of the ballast file, per pass", "KB/s");
        }
    }

    @Override
    public GuestBehaviour newGuest(int index, RandomStream random) {
        return new Tool();
    }

    /** One virtual machine running the tool, experiment after experiment. */
    private final class Tool implements GuestBehaviour {
        private final double fileMB = fileBlocks * (double) LinuxChannelPrograms.BLOCK_BYTES / MB;
        private final long regions = Math.max(1, (long) disks * diskBlocks / fileBlocks);
        private boolean started;
        private long experiment = -1;
        private long regionBase;
        private int pass;          // 0: writing, 1..readPasses: reading
        private long nextBlock;    // within the file
        private double passStart;
        private double cpStart;
        private double virtualStart;
        private long experimentSsch;

        @Override
        public double thinkTime() {
            return 0;
        }

        @Override
        public void nextTransaction(TransactionPlan plan) {
            double now = plan.now();
            if (!started) {
                started = true;
                startExperiment(plan, now);
            } else if (nextBlock == fileBlocks) {
                (pass == 0 ? writeRate : readRate).add(fileMB * 1024 / (now - passStart));
                pass++;
                nextBlock = 0;
                passStart = now;
                if (pass > readPasses) {
                    cpPerMB.add((plan.cpSeconds() - cpStart) * 1000 / fileMB);
                    virtualPerMB.add((plan.virtualSeconds() - virtualStart) * 1000 / fileMB);
                    sschPerMB.add(experimentSsch / fileMB);
                    startExperiment(plan, now);
                }
            }
            boolean write = pass == 0;
            long logical = regionBase + nextBlock;
            int disk = (int) (logical / diskBlocks);
            int block = (int) (logical % diskBlocks);
            int blocks = (int) Math.min(Math.min(programs.blocksPerProgram(), fileBlocks - nextBlock),
                    diskBlocks - block);
            plan.begin(write ? WRITE : READ, instructionsPerKB * blocks * 4 + instructionsPerSsch);
            for (int page = 0; page < chunkPages; page++) {
                plan.reference(page, !write); // a read fills the tool's buffer; a write reads it
            }
            int n = LinuxChannelPrograms.ccws(blocks);
            plan.startSubchannel(disk, block, blocks, n, write);
            nextBlock += blocks;
            experimentSsch++;
            startSubchannels.add(1);
            ccws.add(n);
            megabytes.add(blocks * (double) LinuxChannelPrograms.BLOCK_BYTES / MB);
        }

        private void startExperiment(TransactionPlan plan, double now) {
            experiment++;
            regionBase = experiment % regions * fileBlocks;
            pass = 0;
            nextBlock = 0;
            passStart = now;
            cpStart = plan.cpSeconds();
            virtualStart = plan.virtualSeconds();
            experimentSsch = 0;
        }
    }
}
