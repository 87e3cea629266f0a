package org.swapset.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.swapset.spi.RandomStream;
import org.swapset.spi.hardware.DeviceGeometry;
import org.swapset.spi.hardware.IoTiming;
import org.swapset.spi.hardware.PagingDevice;
import org.swapset.spi.hardware.PagingDeviceFactory;

/**
 * The contract of a {@link PagingDevice}, as the engine's paging I/O uses it: a consistent geometry, a positive
 * finite page transfer time and a finite rotation time, and for every start-I/O the engine can ask for (1 up to a
 * cylinder's pages, any seek from 0 to the last cylinder, read or write, contiguous or not) phases that are set,
 * finite and non-negative, with a positive service time and a transfer that does not shrink as pages are added. A
 * fresh device (nothing cached, the arm where it starts) plans its first start-I/O like any other, and the same
 * requests with the same random stream give the same timings.
 */
public abstract class PagingDeviceConformance extends FactoryConformance<PagingDeviceFactory> {

    private PagingDevice create() {
        PagingDevice device = factory().create(parameters());
        assertNotNull(device, factory().id() + ": create returned null");
        return device;
    }

    /** Page counts tried: 1 up to a cylinder's pages, at most 64. */
    private static int maxPages(DeviceGeometry g) {
        return (int) Math.min(64, g.pagesPerCylinder());
    }

    @Test
    void theGeometryAndTheFixedTimesAreConsistent() {
        PagingDevice device = create();
        String id = factory().id();
        assertTrue(device.model() != null && !device.model().isBlank(), id + ": model() names the device");
        DeviceGeometry g = device.geometry();
        assertNotNull(g, id + ": geometry() returned null");
        assertTrue(g.capacityPages() >= 1, id + ": holds at least one page");
        assertTrue(g.capacityPages() < Integer.MAX_VALUE, id + ": " + g.capacityPages() + " slots per actuator is "
                + "more than the engine addresses");
        assertTrue(Double.isFinite(device.rotationTime()) && device.rotationTime() >= 0,
                id + ": rotationTime " + device.rotationTime() + " must be finite and non-negative");
        assertTrue(Double.isFinite(device.pageTransferTime()) && device.pageTransferTime() > 0,
                id + ": pageTransferTime " + device.pageTransferTime() + " must be positive and finite");
        assertEquals(g, device.geometry(), id + ": the geometry does not change");
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void everyStartIoHasPositiveFiniteServiceTime() {
        PagingDevice device = create();
        DeviceGeometry g = device.geometry();
        RandomStream random = random(1);
        int cylinders = g.cylinders();
        int[] seeks = {0, 1 % cylinders, cylinders / 3, cylinders / 2, cylinders - 1};
        for (int k = 1; k <= maxPages(g); k++) {
            for (int seek : seeks) {
                for (int variant = 0; variant < 4; variant++) {
                    boolean write = (variant & 1) == 1;
                    boolean contiguous = (variant & 2) == 2;
                    IoTiming t = new IoTiming();
                    device.plan(k, seek, write, contiguous, random, t);
                    check(t, k + " pages, seek " + seek + ", " + (write ? "write" : "read")
                            + (contiguous ? ", contiguous" : ""));
                }
            }
        }
    }

    @Test
    void aFreshDevicePlansItsFirstStartIoAtEitherEndOfTheVolume() {
        for (int seek : new int[] {0, create().geometry().cylinders() - 1}) {
            for (boolean write : new boolean[] {false, true}) {
                PagingDevice device = create();
                IoTiming t = new IoTiming();
                device.plan(1, seek, write, true, random(2), t);
                check(t, "the first start-I/O of a fresh device, 1 page, seek " + seek + (write ? ", write" : ""));
            }
        }
    }

    @Test
    void morePagesNeverTransferInLessTime() {
        PagingDevice device = create();
        double previous = 0;
        for (int k = 1; k <= maxPages(device.geometry()); k++) {
            IoTiming t = new IoTiming();
            device.plan(k, 0, false, true, random(3), t);
            assertTrue(t.transfer() >= previous, factory().id() + ": " + k + " pages transfer in " + t.transfer()
                    + " s, less than " + (k - 1) + " pages' " + previous + " s");
            previous = t.transfer();
        }
    }

    @Test
    void theSameRequestsAndRandomStreamGiveTheSameTimings() {
        PagingDevice a = create();
        PagingDevice b = create();
        RandomStream ra = random(4);
        RandomStream rb = random(4);
        RandomStream requests = random(5);
        for (int i = 0; i < 2000; i++) {
            Request r = Request.draw(requests, a.geometry());
            IoTiming ta = new IoTiming();
            IoTiming tb = new IoTiming();
            a.plan(r.pages(), r.seek(), r.write(), r.contiguous(), ra, ta);
            b.plan(r.pages(), r.seek(), r.write(), r.contiguous(), rb, tb);
            assertSameTimings(ta, tb, factory().id() + ": request " + i);
        }
    }

    /**
     * Planning by groups of consecutive slots (SPI 1.5) agrees with planning by contiguity at its two ends: one group
     * is a contiguous start-I/O and as many groups as pages a scattered one, for the same random draws; in between
     * every timing is positive and finite.
     */
    @Test
    void planningByRunsAgreesWithContiguityAtItsEnds() {
        PagingDevice a = create();
        PagingDevice b = create();
        RandomStream ra = random(6);
        RandomStream rb = random(6);
        RandomStream requests = random(7);
        for (int i = 0; i < 500; i++) {
            Request r = Request.draw(requests, a.geometry());
            int k = r.pages();
            int seek = r.seek();
            boolean write = r.write();
            // One page is one run whatever the flag says: the engine asks for it as contiguous (an SPI 1.4 device
            // that charges a scattered request more without looking at the count is not at fault).
            boolean contiguous = r.contiguous() || k == 1;
            IoTiming ta = new IoTiming();
            IoTiming tb = new IoTiming();
            a.plan(k, seek, write, contiguous, ra, ta);
            b.plan(k, seek, write, contiguous ? 1 : k, rb, tb);
            assertSameTimings(ta, tb, factory().id() + ": request " + i + " (" + k + " pages, "
                    + (contiguous ? "one run" : k + " runs") + ")");
            IoTiming tc = new IoTiming();
            int runs = 1 + requests.nextInt(k);
            a.plan(k, seek, write, runs, ra, tc);
            check(tc, k + " pages in " + runs + " runs, seek " + seek + (write ? ", write" : ""));
            b.plan(k, seek, write, runs, rb, new IoTiming()); // keep the two streams in step
        }
    }

    /** A start-I/O the engine could ask for: 1 to a cylinder's pages, any seek, either direction, either layout. */
    private record Request(int pages, int seek, boolean write, boolean contiguous) {
        static Request draw(RandomStream random, DeviceGeometry g) {
            int pages = 1 + random.nextInt(maxPages(g));
            int seek = random.nextInt(g.cylinders());
            boolean write = random.chance(0.4);
            return new Request(pages, seek, write, random.chance(0.5));
        }
    }

    private static void assertSameTimings(IoTiming a, IoTiming b, String where) {
        assertEquals(a.overhead(), b.overhead(), where);
        assertEquals(a.positioning(), b.positioning(), where);
        assertEquals(a.transfer(), b.transfer(), where);
        assertEquals(a.rpsRetry(), b.rpsRetry(), where);
        assertEquals(a.cacheHit(), b.cacheHit(), where);
    }

    private void check(IoTiming t, String what) {
        String where = factory().id() + ", " + what + ": ";
        assertTrue(Double.isFinite(t.overhead()) && t.overhead() >= 0, where + "overhead " + t.overhead());
        assertTrue(Double.isFinite(t.positioning()) && t.positioning() >= 0, where + "positioning " + t.positioning());
        assertTrue(Double.isFinite(t.transfer()) && t.transfer() > 0, where + "transfer " + t.transfer()
                + " must be positive: pages move");
        assertTrue(Double.isFinite(t.rpsRetry()) && t.rpsRetry() >= 0, where + "rpsRetry " + t.rpsRetry());
        assertTrue(t.uncontendedServiceTime() > 0 && Double.isFinite(t.uncontendedServiceTime()),
                where + "service time " + t.uncontendedServiceTime() + " (did plan call out.set?)");
    }
}
