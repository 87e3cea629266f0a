package org.swapset.plugins.workloads;

import java.util.List;
import java.util.Locale;
import org.swapset.spi.ParameterException;
import org.swapset.spi.Parameters;
import org.swapset.spi.RandomStream;
import org.swapset.spi.workload.GuestBehaviour;
import org.swapset.spi.workload.TransactionPlan;
import org.swapset.spi.workload.WorkloadMeasurements;
import org.swapset.spi.workload.WorkloadModel;

/**
 * Linux guests, each running a process that maps a file on an SSD and touches it one byte at a time in a pattern
 * (random, sequential, stride of k pages), the experiment of the file-access seed
 * ({@code ../shared/seeds/linux-page-fault-file-access.txt}). The guest's page cache, readahead and fault handler are
 * {@link FilePageCache}, the access loop {@link FileAccessProcess}, the device {@link DramCachedSsd}.
 *
 * <p><b>How it uses the engine.</b> The plugin runs the process's accesses itself, in a tight loop over the page
 * cache's primitive state, and hands the engine one piece of work (a "transaction") per <em>segment</em>: the
 * accesses up to and including a disk fault, or to the end of the experiment. A segment carries
 * <ul>
 *   <li>the process's own CPU, {@code instructionsPerAccess} for each access;</li>
 *   <li>one reference (a write) to each page the segment read into the page cache: the page cache lives in the
 *       guest's storage, page p of the file in page p of the guest's address space, so CP backs it with a frame (a
 *       storage-rich system never pages it out);</li>
 *   <li>one virtual I/O whose time is the segment's fault-handling time as the seed measures it (the disk fault's SSD
 *       read and every fault handler's time since the previous segment): the process waits for it, and CP charges a
 *       start-I/O and an interrupt, one per disk read.</li>
 * </ul>
 * So the engine's elapsed time and CPU follow the process, while the fault counts and costs are the plugin's own and
 * reach the forecast through {@link WorkloadMeasurements}. The segments of an experiment follow each other with no
 * think time; then the guest pauses ({@code pause}: a reboot for a cold cache) and starts the next experiment. Each
 * measurement is one observation per completed experiment, so its mean over experiments and replications is what
 * one run of the seed's table gives: {@code faults.disk}, {@code faults.short}, {@code faults.long},
 * {@code faults.all} (counts), {@code cost.*} (average µs per fault), {@code time.*} (total ms), and
 * {@code readahead.async} (asynchronous readahead windows started).
 */
final class LinuxFileAccess implements WorkloadModel {

    private static final String[] KINDS = {"disk", "short", "long"};
    private static final String[] KIND_LABELS = {"Disk faults", "Short non-disk faults", "Long non-disk faults"};

    private final int users;
    private final long fileBytes;
    private final int filePages;
    private final long accesses;
    private final FileAccessProcess.Pattern pattern;
    private final int stridePages;
    private final boolean warm;
    private final int raPages;
    private final FilePageCache.Advice advice;
    private final double instructionsPerAccess;
    private final double pause;
    private final double mapTime;
    private final double asyncStartTime;
    private final double ssdCommand;
    private final double ssdFlash;
    private final double ssdTransfer;
    private final int ssdBlockPages;
    private final long ssdCacheBlocks;

    private final WorkloadMeasurements.Observations[] counts = new WorkloadMeasurements.Observations[4];
    private final WorkloadMeasurements.Observations[] costs = new WorkloadMeasurements.Observations[4];
    private final WorkloadMeasurements.Observations[] times = new WorkloadMeasurements.Observations[4];
    private WorkloadMeasurements.Observations asyncWindows;

    LinuxFileAccess(Parameters p) {
        users = (int) p.integer("users");
        fileBytes = p.bytes("fileSize");
        filePages = (int) ((fileBytes + 4095) / 4096);
        accesses = Math.round(p.decimal("passes") * fileBytes);
        pattern = FileAccessProcess.Pattern.valueOf(p.text("pattern").toUpperCase(Locale.ROOT));
        stridePages = (int) p.integer("stridePages");
        warm = p.text("cache").equals("warm");
        raPages = (int) (p.bytes("readAhead") / 4096);
        advice = FilePageCache.Advice.valueOf(p.text("advice").toUpperCase(Locale.ROOT));
        instructionsPerAccess = p.decimal("instructionsPerAccess");
        pause = p.seconds("pause");
        mapTime = p.seconds("mapTime");
        asyncStartTime = p.seconds("asyncStartTime");
        ssdCommand = p.seconds("ssdCommandTime");
        ssdFlash = p.seconds("ssdFlashTime");
        ssdTransfer = p.seconds("ssdTransferTime");
        ssdBlockPages = (int) Math.max(1, p.bytes("ssdBlock") / 4096);
        ssdCacheBlocks = Math.max(1, p.bytes("ssdCache") / 4096 / ssdBlockPages);
        // Combinations the descriptors cannot check one value at a time: refused at the parameter, so a scenario
        // file reports them at load with the line.
        if (stridePages > filePages) {
            throw new ParameterException("stridePages", "stridePages (" + stridePages + ") exceeds the file's "
                    + filePages + " pages; at most " + filePages);
        }
        if (accesses < 1) {
            throw new ParameterException("passes", String.format(java.util.Locale.ROOT, "passes (%.3g) over a file "
                    + "of %d bytes make no access; give at least %.3g, one access", p.decimal("passes"), fileBytes,
                    1.0 / fileBytes));
        }
    }

    /** A fresh process of this workload, with its own page cache and SSD, for a guest or a test. */
    FileAccessProcess newProcess(RandomStream random) {
        DramCachedSsd ssd = new DramCachedSsd(filePages, ssdBlockPages, ssdCacheBlocks, ssdCommand, ssdFlash,
                ssdTransfer);
        FilePageCache cache = new FilePageCache(filePages, raPages, advice, mapTime, asyncStartTime, ssd);
        return new FileAccessProcess(cache, fileBytes, accesses, pattern, stridePages, random);
    }

    boolean warm() {
        return warm;
    }

    @Override
    public int users() {
        return users;
    }

    @Override
    public int addressSpacePages() {
        return filePages;
    }

    @Override
    public List<String> transactionClasses() {
        return List.of("segment");
    }

    @Override
    public boolean interactive(int transactionClass) {
        return false;
    }

    @Override
    public void measure(WorkloadMeasurements m) {
        for (int k = 0; k < 4; k++) {
            String id = k < 3 ? KINDS[k] : "all";
            String label = k < 3 ? KIND_LABELS[k] : "All faults";
            counts[k] = m.observations("faults." + id, label + " per experiment", "");
            costs[k] = m.observations("cost." + id, label + ", average cost", "us");
            times[k] = m.observations("time." + id, label + ", total cost per experiment", "ms");
        }
        asyncWindows = m.observations("readahead.async", "Asynchronous readahead windows per experiment", "");
    }

    @Override
    public GuestBehaviour newGuest(int index, RandomStream random) {
        return new Guest(newProcess(random));
    }

    /** Records one finished experiment. */
    private void record(FilePageCache cache) {
        if (counts[0] == null) {
            return;                             // not measured (a plugin-kit run)
        }
        long all = 0;
        double allTime = 0;
        for (int k = 0; k < 3; k++) {
            observe(k, cache.count(k), cache.time(k));
            all += cache.count(k);
            allTime += cache.time(k);
        }
        observe(3, all, allTime);
        asyncWindows.add(cache.asyncWindows());
    }

    private void observe(int kind, long n, double seconds) {
        counts[kind].add(n);
        times[kind].add(seconds * 1e3);
        if (n > 0) {
            costs[kind].add(seconds / n * 1e6);
        }
    }

    /** One guest: runs experiments back to back, a pause between them. */
    private final class Guest implements GuestBehaviour {
        private final FileAccessProcess process;
        private double handlerTimeSoFar;     // fault-handling seconds already handed to the engine this experiment
        private boolean pausing;

        Guest(FileAccessProcess process) {
            this.process = process;
        }

        @Override
        public double thinkTime() {
            return pausing ? pause : 0;
        }

        @Override
        public void nextTransaction(TransactionPlan plan) {
            if (process.finished()) {
                process.start(warm);
                handlerTimeSoFar = 0;
            }
            pausing = false;
            long n = process.nextSegment();
            FilePageCache cache = process.cache();
            plan.begin(0, n * instructionsPerAccess);
            int[] read = cache.readLog();
            for (int i = 0, size = cache.readLogSize(); i < size; i++) {
                plan.reference(read[i], true);
            }
            double handled = cache.time(FilePageCache.DISK) + cache.time(FilePageCache.SHORT)
                    + cache.time(FilePageCache.LONG);
            if (handled > handlerTimeSoFar) {
                plan.virtualIo(1, handled - handlerTimeSoFar);
                handlerTimeSoFar = handled;
            }
            if (process.finished()) {
                record(cache);
                pausing = true;
            }
        }
    }
}
