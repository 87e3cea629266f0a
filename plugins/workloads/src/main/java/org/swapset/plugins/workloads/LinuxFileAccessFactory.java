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
 * Factory for the Linux file-access workload, id {@code linux-file-access} ({@link LinuxFileAccess}).
 *
 * <p>Where the defaults come from. The readahead window is FACTS 5 row "Default max" (VM_READAHEAD_PAGES, 128 KB) and
 * row "Tunables": the seed's {@code blockdev --report} 256 is 512-byte sectors, 128 KB, not the 1 MB its author read.
 * MMAP_LOTSAMISS (100) is row "mmap faults". Everything else is an estimate [EST]: FACTS has no rows for this SSD or
 * for Linux fault-handler times. The cost figures were calibrated on the seed's base run only, random access with a
 * cold cache (Figure 1 and the text after it), and are the defaults:
 * <ul>
 *   <li>{@code ssdCommandTime} 25 µs and {@code ssdTransferTime} 25 µs per page: a page already in the SSD's DRAM
 *       costs about 50 µs ("~50 µs ... typical access latency for commodity DRAM");</li>
 *   <li>{@code ssdFlashTime} 150 µs: a page from flash costs about 200 µs ("alternates between about 200 µs and
 *       ~50 µs"), and a 32-page read-around batch about 1000 µs ("the initial disk fault cost is high (near
 *       1000 µs)");</li>
 *   <li>{@code ssdBlock} 8 KB: the flash unit read into DRAM, fitted to the average disk-fault cost (147.9 µs);
 *       {@code ssdCache} 256 MB, bigger than the file, so nothing of it is evicted [EST];</li>
 *   <li>{@code mapTime} 0.3 µs: the short non-disk fault's average;</li>
 *   <li>{@code asyncStartTime}: fitted to the long non-disk fault's average (6.5 µs), which is the only fault
 *       of the three whose handler can start readahead.</li>
 * </ul>
 * The fault counts are not fitted: they follow from the readahead rules, the window and the pattern.
 */
public final class LinuxFileAccessFactory implements WorkloadFactory {

    @Override
    public String id() {
        return "linux-file-access";
    }

    @Override
    public String description() {
        return "A Linux process mapping a file on an SSD and touching it a byte at a time (random, sequential, stride): "
                + "page cache, on-demand readahead and mmap read-around; disk, short and long faults with their costs";
    }

    @Override
    public List<ParameterDescriptor> parameters() {
        return List.of(
                integer("users", 1, 1, 10_000, "guests", "Linux guests, each running the experiment on its own file."),
                size("fileSize", "11300 pages", 4096, Integer.MAX_VALUE, "Size of the mapped file."),
                decimal("passes", 1.0, 1e-9, 1000, "",
                        "Accesses in one experiment, in file sizes: 1 touches as many bytes as the file has."),
                choice("pattern", "random", List.of("random", "sequential", "stride"),
                        "Order of the accesses: uniformly random bytes, byte after byte, or stridePages apart."),
                integer("stridePages", 1, 1, Integer.MAX_VALUE, "pages",
                        "Pages between two accesses of the stride pattern; sweeps 0..k-1 of one pass touch every "
                                + "page once, the next pass the next byte of each."),
                choice("cache", "cold", List.of("cold", "warm"),
                        "Page cache at the start of each experiment: empty (host and guest rebooted, SSD cache "
                                + "empty too) or holding the whole file."),
                size("readAhead", "128KiB", 0, 1L << 30,
                        "The device's readahead window, read_ahead_kb (ra_pages = this / 4 KB); 0 turns readahead "
                                + "off. blockdev --getra 256 is 256 sectors = 128 KB (FACTS 5)."),
                choice("advice", "normal", List.of("normal", "sequential", "random"),
                        "madvise advice on the mapping: normal (mmap read-around), sequential (on-demand "
                                + "readahead) or random (no readahead)."),
                decimal("instructionsPerAccess", 10.0, 0, 1e6, "instructions",
                        "CPU the process spends on one access and its 'very minor computation' [EST]."),
                duration("pause", "30s", 0, 86_400, "Time between two experiments (a reboot for a cold cache)."),
                duration("mapTime", "0.3us", 0, 0.01,
                        "Handler time to map a page found in the page cache [EST: the short fault's 0.3 us]."),
                duration("asyncStartTime", "300us", 0, 0.1,
                        "Handler time to start an asynchronous readahead window at a PG_readahead marker [EST: "
                                + "fitted to the cold random run's long faults, 6.5 us on average]."),
                duration("ssdCommandTime", "25us", 0, 0.1, "SSD time per read request [EST]."),
                duration("ssdFlashTime", "150us", 0, 0.1,
                        "SSD time added when a request must read flash, not DRAM [EST]."),
                duration("ssdTransferTime", "25us", 0, 0.1, "SSD time per 4 KB page moved to the host [EST]."),
                size("ssdBlock", "8KiB", 4096, 1L << 30,
                        "Unit the SSD reads from flash into its DRAM cache [EST: fitted to the 147.9 us disk fault]."),
                size("ssdCache", "256MiB", 4096, 1L << 40, "The SSD's DRAM cache for data [EST]."));
    }

    @Override
    public WorkloadModel create(Parameters parameters) {
        return new LinuxFileAccess(parameters);
    }
}
