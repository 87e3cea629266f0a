package org.swapset.plugins.devices;

import org.swapset.spi.RandomStream;
import org.swapset.spi.hardware.DeviceGeometry;
import org.swapset.spi.hardware.IoTiming;
import org.swapset.spi.hardware.PagingDevice;

/**
 * A rotating disk or drum, parameterised by {@link DiskFigures} (and the overrides of {@link RotatingDiskFactory}).
 * A start-I/O of {@code k} pages is planned as:
 *
 * <ul>
 *   <li><b>overhead</b>: the control-unit overhead, a constant;</li>
 *   <li><b>positioning</b>: {@link #seekTime seek(d)} plus a rotational latency drawn uniformly from
 *       {@code [0, T_rot)}. When the pages are contiguous one latency serves them all. When they lie in several
 *       groups of consecutive slots over the cylinder, each further group adds its own latency, again uniform on
 *       {@code [0, T_rot)}: VM's channel program reaches them in slot order with a SET SECTOR/SEARCH per record, a
 *       record that follows the previous one on the track comes under the heads at once, and the first of the next
 *       group is as good as random relative to the end of the previous one (slots on different tracks are unrelated
 *       in angle). This is a conservative choice; a controller that sorted by angle would do better;</li>
 *   <li><b>transfer</b>: {@code k × 4096 / dataRate};</li>
 *   <li><b>rpsRetry</b>: one revolution, the time until the sector comes round again after an RPS miss.</li>
 * </ul>
 *
 * <h2>Seek curve</h2>
 * {@code seek(0) = 0}; otherwise {@code seek(d) = tMin + (tAvg - tMin) · sqrt(d / C) / (8/15)} with {@code C} the
 * device's full cylinder count. Its mean over uniformly random seeks is the published average {@code tAvg}: for
 * independent uniform arm positions {@code U1, U2} on [0, 1], the density of {@code X = |U1 - U2|} is
 * {@code 2(1 - x)}, so {@code E[sqrt X] = ∫ 2(1 - x) x^½ dx = 2(2/3 - 2/5) = 8/15}, and
 * {@code E[seek] = tMin + (tAvg - tMin) · (8/15)/(8/15) = tAvg} (up to the {@code 1/C} chance of no seek). The
 * square root is the usual shape of a seek curve (the arm accelerates for half the way and brakes for the other
 * half). On the 3380 the full stroke comes out at {@code 3 + 13 · 15/8 ≈ 27 ms}.
 *
 * <p>Planning draws from the given random stream and allocates nothing.
 */
public final class RotatingDisk implements PagingDevice {

    private static final double MEAN_SQRT_DISTANCE = 8.0 / 15.0;

    private final DiskFigures figures;
    private final DeviceGeometry geometry;
    private final double averageSeek;
    private final double controlUnitOverhead;
    private final int[] sectorWaiting; // scratch for sortedChainWait: one device is used by one simulation thread
    private final double pageTransferTime;

    /**
     * @param figures             the model's figures
     * @param cylinders           cylinders of the paging area (at most the device's)
     * @param averageSeek         the average seek over the whole device, in seconds
     * @param controlUnitOverhead the control-unit overhead per start-I/O, in seconds
     */
    public RotatingDisk(DiskFigures figures, int cylinders, double averageSeek, double controlUnitOverhead) {
        this(figures, cylinders, averageSeek, controlUnitOverhead, figures.exposures());
    }

    /** As above, with the control program driving {@code exposures} of the device's exposures at once. */
    public RotatingDisk(DiskFigures figures, int cylinders, double averageSeek, double controlUnitOverhead,
                        int exposures) {
        this.figures = figures;
        if (cylinders < 1 || cylinders > figures.cylinders()) {
            throw new IllegalArgumentException(figures.model() + ": paging area of " + cylinders
                    + " cylinders outside 1.." + figures.cylinders());
        }
        if (!figures.fixedHead() && !(averageSeek > figures.minSeek())) {
            throw new IllegalArgumentException(figures.model() + ": average seek " + averageSeek
                    + " s must exceed the track-to-track seek " + figures.minSeek() + " s");
        }
        this.geometry = new DeviceGeometry(cylinders, figures.tracksPerCylinder(), figures.pagesPerTrack(),
                exposures, figures.fixedHead());
        this.averageSeek = figures.fixedHead() ? 0 : averageSeek;
        this.controlUnitOverhead = controlUnitOverhead;
        this.pageTransferTime = figures.pageTransferTime();
        this.sectorWaiting = new int[figures.pagesPerTrack()];
    }

    @Override
    public String model() {
        return figures.model();
    }

    @Override
    public DeviceGeometry geometry() {
        return geometry;
    }

    @Override
    public double rotationTime() {
        return figures.rotationTime();
    }

    @Override
    public double pageTransferTime() {
        return pageTransferTime;
    }

    /** Seconds to move the arm {@code distance} cylinders; see the class comment. */
    public double seekTime(int distance) {
        if (distance <= 0 || figures.fixedHead()) {
            return 0;
        }
        double tMin = figures.minSeek();
        return tMin + (averageSeek - tMin) * Math.sqrt((double) distance / figures.cylinders()) / MEAN_SQRT_DISTANCE;
    }

    @Override
    public void plan(int pages, int seekCylinders, boolean write, boolean contiguous, RandomStream random,
                     IoTiming out) {
        plan(pages, seekCylinders, write, contiguous ? 1 : pages, random, out);
    }

    /**
     * As the class comment says, with the pages in {@code runs} groups of consecutive slots: on a moving-head disk
     * each group waits for its own sector (a latency uniform on {@code [0, T_rot)}) and its pages then stream; on a
     * fixed-head device a chain of more than one group is taken in rotational order, as scattered records.
     */
    @Override
    public void plan(int pages, int seekCylinders, boolean write, int runs, RandomStream random, IoTiming out) {
        double rotation = figures.rotationTime();
        double latency;
        if (runs <= 1 || pages == 1) {
            latency = random.uniform() * rotation;
        } else if (figures.fixedHead()) {
            latency = sortedChainWait(pages, random) * rotation;
        } else {
            // Groups on one cylinder, chained in slot order: each waits for its own first sector.
            latency = random.uniform() * rotation;
            for (int i = 1; i < Math.min(runs, pages); i++) {
                latency += random.uniform() * rotation;
            }
        }
        out.set(controlUnitOverhead, seekTime(seekCylinders) + latency, pages * pageTransferTime, rotation, false);
    }

    /**
     * Revolutions spent waiting, not transferring, when a fixed-head device takes {@code pages} scattered records in
     * one start-I/O in the order they come under the heads (rotational position sensing; [EST]: we assume the
     * control program orders the chain so). Each record starts at one of the track's {@code pagesPerTrack} sector
     * positions, at random; after a record the next one taken is the first that comes round.
     */
    private double sortedChainWait(int pages, RandomStream random) {
        int sectors = figures.pagesPerTrack();
        double transfer = pageTransferTime / figures.rotationTime(); // revolutions per record
        int[] waiting = sectorWaiting;
        java.util.Arrays.fill(waiting, 0);
        for (int i = 0; i < pages; i++) {
            waiting[random.nextInt(sectors)]++;
        }
        double angle = random.uniform(); // where the heads are, in revolutions
        double waited = 0;
        for (int left = pages; left > 0; left--) {
            double best = Double.POSITIVE_INFINITY;
            int bestSector = -1;
            for (int k = 0; k < sectors; k++) {
                if (waiting[k] > 0) {
                    double gap = ((double) k / sectors - angle) % 1.0;
                    if (gap < 0) {
                        gap += 1.0;
                    }
                    if (gap < best) {
                        best = gap;
                        bestSector = k;
                    }
                }
            }
            waiting[bestSector]--;
            waited += best;
            angle = ((double) bestSector / sectors + transfer) % 1.0;
        }
        return waited;
    }
}
