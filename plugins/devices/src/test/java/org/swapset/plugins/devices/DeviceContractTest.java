package org.swapset.plugins.devices;

import org.swapset.kit.KitParameters;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.api.Test;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.hardware.DeviceGeometry;
import org.swapset.spi.hardware.IoTiming;
import org.swapset.spi.hardware.PagingDevice;
import org.swapset.spi.hardware.PagingDeviceFactory;
import org.swapset.spi.RandomStream;

/**
 * The contract every bundled paging device keeps: with its defaults it plans finite, non-negative phases with a
 * positive overhead-plus-transfer for every page count and seek distance, its transfer grows with the pages, and its
 * geometry is consistent with the published capacity.
 */
class DeviceContractTest {

    static Stream<PagingDeviceFactory> factories() {
        return new DevicesPlugin().factories().stream().map(PagingDeviceFactory.class::cast);
    }

    private static PagingDevice create(PagingDeviceFactory f) {
        return f.create(KitParameters.defaults(f.parameters()));
    }

    @Test
    void thePluginIsFoundByServiceLoaderAndListsTheSevenDevices() {
        assertTrue(ServiceLoader.load(com.google.inject.Module.class).stream()
                .anyMatch(p -> p.type() == DevicesPlugin.class));
        assertEquals(List.of("ibm-2305-2", "ibm-3350", "ibm-3380", "ibm-3390-3", "ramac-1-3990-6", "rva-t82", "ssd"),
                new DevicesPlugin().factories().stream().map(PluginFactory::id).collect(Collectors.toList()));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("factories")
    void everyPlanHasFiniteNonNegativePhasesForAnyPageCountAndSeek(PagingDeviceFactory factory) {
        PagingDevice device = create(factory);
        IoTiming t = new IoTiming();
        RandomStream random = new RandomStream(7);
        int cylinders = device.geometry().cylinders();
        int maxPages = Math.min(device.geometry().pagesPerCylinder(), 64);
        for (int k = 1; k <= maxPages; k++) {
            for (int seek = 0; seek < cylinders; seek += Math.max(1, cylinders / 50)) {
                for (int variant = 0; variant < 4; variant++) {
                    device.plan(k, seek, (variant & 1) == 1, (variant & 2) == 2, random, t);
                    String where = factory.id() + " k=" + k + " seek=" + seek + " variant=" + variant;
                    assertTrue(t.overhead() > 0 && Double.isFinite(t.overhead()), where);
                    assertTrue(t.positioning() >= 0 && Double.isFinite(t.positioning()), where);
                    assertTrue(t.transfer() > 0 && Double.isFinite(t.transfer()), where);
                    assertTrue(t.rpsRetry() >= 0 && Double.isFinite(t.rpsRetry()), where);
                    assertEquals(k * device.pageTransferTime(), t.transfer(), 1e-12, where);
                    assertTrue(t.uncontendedServiceTime() < 2.0, where + ": " + t.uncontendedServiceTime() + " s");
                }
            }
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("factories")
    void aRotatingDeviceRetriesAfterOneRevolutionAndANonRotatingOneWaitsForThePath(PagingDeviceFactory factory) {
        PagingDevice device = create(factory);
        IoTiming t = new IoTiming();
        device.plan(1, 0, false, true, new RandomStream(1), t);
        assertEquals(device.rotationTime(), t.rpsRetry(), 1e-12);
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("rotatingFigures")
    void theGeometryMatchesThePublishedCapacity(DiskFigures f) {
        PagingDevice device = new RotatingDiskFactory(f).create(
                KitParameters.defaults(new RotatingDiskFactory(f).parameters()));
        DeviceGeometry g = device.geometry();
        long bytes = (long) g.cylinders() * g.tracksPerCylinder() * f.trackBytes();
        assertEquals(f.publishedCapacity(), bytes, f.publishedCapacity() * 0.01,
                f.id() + ": cylinders x tracks x track bytes");
        assertEquals(f.trackBytes() / DiskFigures.PAGE_BYTES, g.pagesPerTrack(), 1,
                f.id() + ": pages per track is at most one short of what the track holds");
        assertTrue(g.capacityPages() * DiskFigures.PAGE_BYTES <= f.publishedCapacity());
    }

    static Stream<DiskFigures> rotatingFigures() {
        return DiskFigures.BUNDLED.stream();
    }

    @Test
    void theCachedArrayHasTheGeometryOfTheEmulated3390Model3() {
        DeviceGeometry ramac = create(new CachedArrayFactory()).geometry();
        DeviceGeometry ibm3390 = create(new RotatingDiskFactory(DiskFigures.IBM_3390_3)).geometry();
        assertEquals(ibm3390.capacityPages(), ramac.capacityPages());
        assertEquals(ibm3390.pagesPerCylinder(), ramac.pagesPerCylinder());
    }
}
