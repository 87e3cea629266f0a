package org.swapset.plugins.devices;

import java.util.List;
import java.util.Objects;

/**
 * The figures of one rotating paging device, from which {@link RotatingDisk} plans start-I/Os. Times in seconds,
 * rates in bytes per second, sizes in bytes.
 *
 * @param id                  the plugin id a scenario names
 * @param model               the name in reports
 * @param description         one line for {@code swapset plugins}
 * @param cylinders           cylinders per actuator (1 for a fixed-head device)
 * @param tracksPerCylinder   tracks under the heads at one arm position
 * @param trackBytes          bytes per track as published
 * @param pagesPerTrack       4 KB page slots per track
 * @param exposures           device addresses per actuator that can each hold a start-I/O
 * @param fixedHead           true when there is no arm (no seek)
 * @param rotationTime        seconds per revolution
 * @param dataRate            bytes per second at the heads
 * @param averageSeek         the published mean seek over random cylinder pairs (0 for a fixed-head device)
 * @param minSeek             track-to-track (one-cylinder) seek (0 for a fixed-head device)
 * @param controlUnitOverhead control-unit and channel protocol per start-I/O
 * @param publishedCapacity   published capacity of one actuator, to check the geometry against
 */
public record DiskFigures(String id, String model, String description, int cylinders, int tracksPerCylinder,
                          int trackBytes, int pagesPerTrack, int exposures, boolean fixedHead, double rotationTime,
                          double dataRate, double averageSeek, double minSeek, double controlUnitOverhead,
                          long publishedCapacity) {

    /** Bytes in one page slot. */
    public static final int PAGE_BYTES = 4096;

    /**
     * IBM 2305 model 2 fixed-head storage, FACTS 1.1: rotation 10 ms and access average 5.0 ms (row "2305-2
     * Rotation; access avg / max" [src]); 1.5 MB/s (row "2305-2 Transfer rate" [src]); 768 tracks × 14,660 B
     * (row "2305-2 Capacity" [src]); 3 pages per track (row "2305-2 4K pages per track" [EST]); 8 exposures (row
     * "both Exposures" [src]). Control-unit overhead 0.5 ms [EST]: the row "Channel busy while searching" gives
     * 0.114–0.198 ms for the search alone, to which the command protocol adds.
     */
    public static final DiskFigures IBM_2305_2 = new DiskFigures("ibm-2305-2", "IBM 2305-2",
            "IBM 2305 model 2 fixed-head storage (drum): no seek, 10 ms revolution, 8 exposures",
            1, 768, 14_660, 3, 8, true, 0.010, 1.5e6, 0, 0, 0.0005, 11_258_880L);

    /**
     * IBM 3350, FACTS 1.2: average seek 25 ms (row "Avg seek" [src]); average rotational delay 8.4 ms, so a
     * revolution of 16.8 ms (row "Avg rotational delay" [derived]); 1,198 KB/s (row "Data rate" [src]); 555
     * cylinders of 30 tracks of 19,069 B, ≈317.5 MB (row "Track / cyl / drive" [src]); 4 pages per track (row
     * "4K pages/track" [EST]). Track-to-track seek 10 ms [EST: from memory of the 3350 reference card, not in
     * FACTS]; control-unit overhead 1 ms [EST: middle of the 0.5–1.5 ms we assume for a 3830/3880 of the time].
     */
    public static final DiskFigures IBM_3350 = new DiskFigures("ibm-3350", "IBM 3350",
            "IBM 3350 moving-head disk: 25 ms average seek, 16.8 ms revolution, 1.2 MB/s",
            555, 30, 19_069, 4, 1, false, 0.0168, 1.198e6, 0.025, 0.010, 0.001, 317_500_000L);

    /**
     * IBM 3380 standard model (A04/AA4/B04), FACTS 1.3: average seek 16 ms (row "std Avg seek" [src]); average
     * rotational delay 8.3 ms, so a revolution of 16.6 ms (row "all Avg rotational delay" [derived]); 3.0 MB/s with
     * Data Streaming (row "all Transfer" [src]); 15 tracks of 47,476 B per cylinder (row "all Track / cyl" [src]);
     * 885 cylinders per actuator (row "A/J, E, K Cylinders per actuator" [src]); 630 MB per actuator (row "std
     * Capacity" [src]); 10 pages per track (row "all 4K blocks" [src]). Track-to-track seek 3 ms [EST: not in
     * FACTS]; control-unit overhead 1 ms [EST: middle of the 0.5–1.5 ms we assume for a 3880].
     */
    public static final DiskFigures IBM_3380 = new DiskFigures("ibm-3380", "IBM 3380",
            "IBM 3380 standard model: 16 ms average seek, 16.6 ms revolution, 3 MB/s, 10 pages per track",
            885, 15, 47_476, 10, 1, false, 0.0166, 3.0e6, 0.016, 0.003, 0.001, 630_000_000L);

    /**
     * IBM 3390 model 3, FACTS 1.4: average rotational delay 7.1 ms, so a revolution of 14.2 ms (row "Avg
     * rotational delay" [derived]); 15 tracks of 56,664 B per cylinder (row "Track / cyl" [src]); 3,339 cylinders
     * (row "Cylinders" [src]); 2.838 GB per actuator (row "Capacity per actuator" [src]); 12 pages per track (row
     * "4K blocks" [src]); 4.2 MB/s (row "Transfer rate" [EST]); average seek 12.5 ms (row "Avg seek" [EST]).
     * Track-to-track seek 2 ms [EST: not in FACTS]; control-unit overhead 1 ms [EST: middle of 0.5–1.5 ms for a
     * 3990].
     */
    public static final DiskFigures IBM_3390_3 = new DiskFigures("ibm-3390-3", "IBM 3390-3",
            "IBM 3390 model 3: 12.5 ms average seek [EST], 14.2 ms revolution, 4.2 MB/s [EST], 12 pages per track",
            3339, 15, 56_664, 12, 1, false, 0.0142, 4.2e6, 0.0125, 0.002, 0.001, 2_838_000_000L);

    /** The rotating disks the plugin bundles, in the order it lists them. */
    public static final List<DiskFigures> BUNDLED = List.of(IBM_2305_2, IBM_3350, IBM_3380, IBM_3390_3);

    public DiskFigures {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(model, "model");
        Objects.requireNonNull(description, "description");
        if (cylinders < 1 || tracksPerCylinder < 1 || pagesPerTrack < 1 || exposures < 1) {
            throw new IllegalArgumentException(id + ": geometry figures must be positive");
        }
        if (!(rotationTime > 0) || !(dataRate > 0) || !(controlUnitOverhead >= 0)) {
            throw new IllegalArgumentException(id + ": rotation, data rate and overhead must be positive");
        }
        if (fixedHead ? averageSeek != 0 || minSeek != 0 : !(minSeek > 0 && averageSeek > minSeek)) {
            throw new IllegalArgumentException(id + ": a moving-head disk needs 0 < minSeek < averageSeek, a "
                    + "fixed-head one neither: " + minSeek + ", " + averageSeek);
        }
        if ((long) pagesPerTrack * PAGE_BYTES > trackBytes) {
            throw new IllegalArgumentException(id + ": " + pagesPerTrack + " pages do not fit a " + trackBytes
                    + "-byte track");
        }
    }

    /** Seconds to move one 4 KB page at the data rate. */
    public double pageTransferTime() {
        return PAGE_BYTES / dataRate;
    }
}
