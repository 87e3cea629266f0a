package org.swapset.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.app.desktop.model.TestFiles;
import org.swapset.spi.Parameters;
import org.swapset.spi.hardware.PagingDevice;
import org.swapset.spi.hardware.PagingDeviceFactory;

/**
 * {@code check} makes the scenario's model as a run would, so a plugin that fails when it is made (with anything but
 * the ParameterException the loader reports at its line) is named by check, as by run, not passed as ok.
 */
class CheckCommandTest {

    @TempDir
    Path temp;

    /** A device that cannot be made: its factory throws what a careless plugin throws. */
    private static final PagingDeviceFactory FUSSY = new PagingDeviceFactory() {
        @Override
        public String id() {
            return "test-fussy-ssd";
        }

        @Override
        public String description() {
            return "a device whose factory always throws, for tests";
        }

        @Override
        public PagingDevice create(Parameters parameters) {
            throw new IllegalArgumentException("slots must be a power of two");
        }
    };

    private static InProcess check(Path file) {
        return InProcess.run(TestFiles.registryWith("acme-ssd", "0.2", "/plugins/acme-ssd.jar", FUSSY, List.of()),
                "check", file.toString());
    }

    @Test
    void aScenarioWhosePluginCannotBeMadeIsNotOkButNamedWithItsBlame() throws Exception {
        Path small = TestFiles.small(temp, "small.yaml");
        InProcess ok = check(small);
        assertEquals(0, ok.exitCode(), ok.err());
        assertTrue(ok.out().startsWith(small + ": ok (name: desktop small)\n  paging space: "), ok.out());

        Path fussy = Files.writeString(temp.resolve("fussy.yaml"), Files.readString(small)
                .replace("  - type: ibm-3380\n", "  - type: test-fussy-ssd\n"));
        InProcess failed = check(fussy);
        assertEquals(1, failed.exitCode());
        assertEquals("", failed.out(), "not ok");
        assertTrue(failed.err().contains("failed in plugin 'test-fussy-ssd' (paging device model at pagingDevices[0] "
                + "of " + fussy) && failed.err().contains("slots must be a power of two"), failed.err());
    }

    private static org.swapset.core.forecast.Forecast probe(double slots, double pages) {
        java.util.function.BiFunction<String, Double, org.swapset.core.forecast.MetricForecast> metric = (id, v) ->
                new org.swapset.core.forecast.MetricForecast(new org.swapset.core.metrics.Metric(id, id, ""),
                        org.swapset.core.forecast.Statistics.estimate(new double[] {v}), new double[] {v});
        return new org.swapset.core.forecast.Forecast("s", 1, 1, 0, 0.001, List.of(metric.apply("paging.slots", slots),
                metric.apply("storage.virtual", pages)));
    }

    /**
     * "Cannot fill" only with a slot more than there are pages: a changed page written out again holds its new slot
     * a moment before its old one is freed, so a paging space of exactly as many slots as pages can fill.
     */
    @Test
    void thePagingSpaceCannotFillOnlyWithASlotToSpare() {
        assertEquals(java.util.Optional.of("paging space: 2,304 slots for 2,303 pages of virtual storage: every page "
                + "has room, so it cannot fill"), CheckCommand.pagingSpace(probe(2304, 2303)));
        assertTrue(CheckCommand.pagingSpace(probe(2304, 2304)).orElseThrow().startsWith("paging space: 2,304 slots "
                + "for 2,304 pages of virtual storage: it may fill"));
        assertEquals(java.util.Optional.empty(), CheckCommand.pagingSpace(probe(0, 100)), "no paging devices");
    }
}
