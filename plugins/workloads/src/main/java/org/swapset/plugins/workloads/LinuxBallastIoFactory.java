package org.swapset.plugins.workloads;

import static org.swapset.spi.ParameterDescriptor.choice;
import static org.swapset.spi.ParameterDescriptor.decimal;
import static org.swapset.spi.ParameterDescriptor.integer;
import static org.swapset.spi.ParameterDescriptor.size;

import java.util.List;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.Parameters;
import org.swapset.spi.workload.WorkloadFactory;
import org.swapset.spi.workload.WorkloadModel;

/**
 * Factory for the fast-CCW seed's DASD I/O exercising tool on Linux guests, id {@code linux-ballast-io}
 * ({@link LinuxBallastIo}). Each user needs {@code disks} guest disks of its own ({@code guestDevices} in the
 * scenario).
 *
 * <p>Defaults: the seed's small guest (128 MB, so ESA/390), its 16 KB chunks, one read pass, a 3390-3 volume
 * formatted with 4 KB blocks (FACTS 1.4: 3,339 cylinders of 15 tracks of 12 blocks [src] = 601,020 blocks
 * [derived]). The channel-program buffer of 64 bytes (eight ESA/390 data CCWs, 32 KB per start-subchannel; four, 16 KB,
 * in z/Architecture) is an estimate [EST]: the seed says only that the buffer is the same size in both modes; with it a
 * RAMAC-1 read of a channel program (0.5 ms control unit, 1.5 ms cache, 8 x 0.24 ms ESCON transfer) gives the seed's
 * 31-bit read rate of about 8 MB/s unfitted. The guest's own CPU per KB and per channel program are estimates too
 * [EST: copying a 4 KB block and the ext2 and block-layer work for it, some thousands of instructions; the seed
 * publishes no virtual CPU].
 */
public final class LinuxBallastIoFactory implements WorkloadFactory {

    @Override
    public String id() {
        return "linux-ballast-io";
    }

    @Override
    public String description() {
        return "Linux guests writing a ballast file in chunks, then reading it N times, to their own DASD (the "
                + "fast-CCW seed's I/O tool): CP and virtual CPU per MB, write and read rates";
    }

    @Override
    public List<ParameterDescriptor> parameters() {
        return List.of(
                integer("users", 1, 1, 10_000, "users", "Linux virtual machines running the tool, each with its own "
                        + "disks."),
                size("storage", "128MiB", 1 << 20, 1L << 40, "Virtual storage of each Linux guest; Linux runs "
                        + "ESA/390 (31-bit) at 2 GB or less and z/Architecture (64-bit) above."),
                choice("architecture", "auto", List.of("auto", "esa390", "z"), "The guest's mode; auto: as Linux "
                        + "picks it by storage size. esa390 with storage above 2 GB, or z at 2 GB or less, is refused."),
                size("fileSize", "0B", 0, 1L << 42, "Size of the ballast file; 0B: three times storage, as the seed "
                        + "(which defeats Linux's page cache)."),
                size("chunk", "16KiB", 4096, 1 << 24, "The tool's write and read size."),
                integer("readPasses", 1, 0, 100, "passes", "Read passes over the file after writing it."),
                integer("channelProgramBuffer", 64, 8, 65_536, "bytes", "The DASD driver's buffer for one channel "
                        + "program's data CCWs, the same in both modes: 8 bytes a CCW in ESA/390, 16 (CCW and IDAW) "
                        + "in z/Architecture [EST]."),
                integer("disks", 1, 1, 64, "disks", "Volumes of the LVM volume group the file lies in, linearly."),
                integer("diskBlocks", 601_020, 1, Integer.MAX_VALUE, "blocks", "4 KB blocks per volume (a 3390-3: "
                        + "601,020)."),
                decimal("instructionsPerKB", 1500.0, 0, 1e9, "instructions", "The guest's own CPU per KB moved: "
                        + "copying, file system, block layer [EST]."),
                decimal("instructionsPerSsch", 10_000.0, 0, 1e9, "instructions", "The guest's own CPU per channel "
                        + "program: DASD driver, interrupt handling [EST]."));
    }

    @Override
    public WorkloadModel create(Parameters parameters) {
        return new LinuxBallastIo(parameters);
    }
}
