package org.swapset.plugins.devices;

import org.swapset.kit.KitParameters;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.swapset.spi.RandomStream;
import org.swapset.spi.hardware.IoTiming;

/**
 * The rotating-disk model: the seek curve averages to the published seek over random cylinder pairs, latency is
 * uniform over a revolution, contiguous pages share one latency, scattered ones pay one each, and a fixed-head
 * device never seeks.
 */
class RotatingDiskTest {

    private static RotatingDisk disk(DiskFigures f) {
        RotatingDiskFactory factory = new RotatingDiskFactory(f);
        return (RotatingDisk) factory.create(KitParameters.defaults(factory.parameters()));
    }

    @Test
    void theSeekCurveAveragesToThePublishedSeekOverRandomCylinderPairs() {
        for (DiskFigures f : new DiskFigures[] {DiskFigures.IBM_3350, DiskFigures.IBM_3380, DiskFigures.IBM_3390_3}) {
            RotatingDisk disk = disk(f);
            int c = f.cylinders();
            double sum = 0;
            for (int a = 0; a < c; a++) {
                for (int b = 0; b < c; b++) {
                    sum += disk.seekTime(Math.abs(a - b));
                }
            }
            assertEquals(f.averageSeek(), sum / ((double) c * c), f.averageSeek() * 0.01, f.id());
            assertEquals(0.0, disk.seekTime(0));
            assertEquals(f.minSeek(), disk.seekTime(1), 0.002, f.id() + ": one cylinder is about track-to-track");
            assertTrue(disk.seekTime(c - 1) > f.averageSeek() && disk.seekTime(c - 1) < 3 * f.averageSeek());
        }
    }

    @Test
    void aFullStrokeOnThe3380TakesAbout27Ms() {
        assertEquals(0.0274, disk(DiskFigures.IBM_3380).seekTime(884), 0.0005);
    }

    @Test
    void rotationalLatencyAveragesHalfARevolutionAndContiguousPagesShareIt() {
        RotatingDisk disk = disk(DiskFigures.IBM_3380);
        RandomStream random = new RandomStream(3);
        IoTiming t = new IoTiming();
        int n = 200_000;
        double one = 0;
        double contiguous = 0;
        double scattered = 0;
        for (int i = 0; i < n; i++) {
            disk.plan(1, 0, false, true, random, t);
            one += t.positioning();
            disk.plan(10, 0, false, true, random, t);
            contiguous += t.positioning();
            disk.plan(10, 0, false, false, random, t);
            scattered += t.positioning();
        }
        double half = DiskFigures.IBM_3380.rotationTime() / 2;
        assertEquals(half, one / n, half * 0.01);
        assertEquals(half, contiguous / n, half * 0.01);
        assertEquals(10 * half, scattered / n, 10 * half * 0.01);
        disk.plan(10, 0, true, true, random, t);
        assertEquals(0.001, t.overhead(), 1e-12);
        assertEquals(10 * 4096 / 3.0e6, t.transfer(), 1e-12);
        assertEquals(0.0166, t.rpsRetry(), 1e-12);
    }

    /**
     * Ten pages in three groups of consecutive slots pay three latencies on a disk, a group's pages streaming after
     * its first; on the fixed-head 2305 several groups are still records taken one by one in rotational order.
     */
    @Test
    void eachGroupOfConsecutiveSlotsPaysOneLatencyOnADisk() {
        RotatingDisk disk = disk(DiskFigures.IBM_3380);
        RandomStream random = new RandomStream(5);
        IoTiming t = new IoTiming();
        int n = 200_000;
        double three = 0;
        for (int i = 0; i < n; i++) {
            disk.plan(10, 0, false, 3, random, t);
            three += t.positioning();
        }
        double half = DiskFigures.IBM_3380.rotationTime() / 2;
        assertEquals(3 * half, three / n, 3 * half * 0.01);
        assertEquals(10 * 4096 / 3.0e6, t.transfer(), 1e-12);

        RotatingDisk drum = disk(DiskFigures.IBM_2305_2);
        IoTiming byRuns = new IoTiming();
        IoTiming scattered = new IoTiming();
        drum.plan(10, 0, false, 3, new RandomStream(8), byRuns);
        drum.plan(10, 0, false, false, new RandomStream(8), scattered);
        assertEquals(scattered.positioning(), byRuns.positioning(), 1e-15, "a drum's chain is taken record by record");
    }

    @Test
    void theFixedHead2305NeverSeeksAndAveragesFiveMsOfLatency() {
        RotatingDisk drum = disk(DiskFigures.IBM_2305_2);
        assertEquals(8, drum.geometry().exposures());
        assertTrue(drum.geometry().fixedHead());
        RandomStream random = new RandomStream(4);
        IoTiming t = new IoTiming();
        double sum = 0;
        int n = 100_000;
        for (int i = 0; i < n; i++) {
            drum.plan(1, 500, false, true, random, t);
            sum += t.positioning();
        }
        assertEquals(0.005, sum / n, 0.00005, "FACTS 1.1: 2305-2 access average 5.0 ms");
        assertEquals(4096 / 1.5e6, t.transfer(), 1e-12);
    }

    @Test
    void aPlannerCanShrinkThePagingAreaAndOverrideTheSeek() {
        RotatingDiskFactory factory = new RotatingDiskFactory(DiskFigures.IBM_3380);
        RotatingDisk disk = (RotatingDisk) factory.create(KitParameters.with(factory.parameters(),
                "cylinders", "100", "averageSeek", "12ms", "controlUnitOverhead", "1.5ms"));
        assertEquals(100, disk.geometry().cylinders());
        // Seeks stay scaled to the whole volume: a 100-cylinder move costs what it costs on the full 3380.
        assertEquals(0.003 + 0.009 * Math.sqrt(100.0 / 885) * 15 / 8, disk.seekTime(100), 1e-12);
        IoTiming t = new IoTiming();
        disk.plan(1, 0, false, true, new RandomStream(1), t);
        assertEquals(0.0015, t.overhead(), 1e-12);
    }

    @Test
    void aDrumTakesAChainOfScatteredRecordsInRotationalOrder() {
        RotatingDisk drum = disk(DiskFigures.IBM_2305_2);
        RandomStream random = new RandomStream(11);
        IoTiming t = new IoTiming();
        double rotation = DiskFigures.IBM_2305_2.rotationTime();
        int n = 20_000;
        double six = 0;
        for (int i = 0; i < n; i++) {
            drum.plan(6, 0, false, false, random, t);
            assertTrue(t.positioning() >= 0 && t.positioning() < 6 * rotation, "each wait is under a revolution");
            six += t.positioning();
        }
        // Taken as queued, six records would wait half a revolution each (3 revolutions); in rotational order
        // with three sectors per track, two records per sector on average, the wait is well under that.
        double mean = six / n / rotation;
        assertTrue(mean < 2.5, "mean wait " + mean + " revolutions");
        assertTrue(mean > 1.0, "six records over three sectors need more than one revolution: " + mean);
    }

    @Test
    void theExposuresADrumIsDrivenWithAreAParameter() {
        RotatingDiskFactory factory = new RotatingDiskFactory(DiskFigures.IBM_2305_2);
        assertEquals(8, ((RotatingDisk) factory.create(KitParameters.defaults(factory.parameters())))
                .geometry().exposures());
        assertTrue(new RotatingDiskFactory(DiskFigures.IBM_3380).parameters().stream()
                .noneMatch(p -> p.name().equals("exposures")), "a one-exposure disk has no such parameter");
    }
}
