package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.swapset.e2e.Forecasts.mean;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.Forecaster;
import org.swapset.core.forecast.ProgressListener;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.RunControl;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioException;
import org.swapset.core.scenario.ScenarioLoader;
import org.swapset.core.vm.VmModelBuilder;

/**
 * The fast-CCW scenarios end to end: the ballast tool's measurements exist and relate as the seed explains them (a
 * 64-bit guest, with the same CP costs, issues twice the start-subchannels per MB and so costs CP about twice as
 * much per MB; full translation costs more than fast), the minidisk cache serves a second read pass of a minidisk but
 * never a first, nor full-translated I/O; and the loader names the field of a bad guest set-up.
 */
class FastCcwTest {

    private static final String BASE = "fastccw-3M0F11.yaml";
    private static PluginRegistry registry;

    @BeforeAll
    static void load() {
        registry = PluginHost.load(Optional.empty());
    }

    private static String text(String file) throws IOException {
        return Files.readString(Path.of(System.getProperty("swapset.root"), "scenarios", file));
    }

    private static Scenario parse(String yaml) throws ScenarioException {
        return ScenarioLoader.parse(yaml, "test.yaml", false, registry);
    }

    private static Forecast run(String file, UnaryOperator<String> edit, double seconds)
            throws IOException, ScenarioException {
        Scenario scenario = parse(edit.apply(text(file))).withRun(new RunControl(1, 0, seconds, 1));
        return new Forecaster(new VmModelBuilder()).run(scenario, 1, ProgressListener.NONE, () -> false);
    }

    /** Adds {@code key: value} to the ballast workload. */
    private static String withWorkloadKey(String yaml, String keyValue) {
        return yaml.replace("    readPasses:", "    " + keyValue + "\n    readPasses:");
    }

    /** The 31-bit scenario with the 64-bit guest's storage and a file of the same size (costs unchanged). */
    private static String as64Bit(String yaml) {
        return withWorkloadKey(yaml.replace("storage: 128MiB ", "storage: 3GiB "), "fileSize: 384MiB");
    }

    @Test
    void a64BitGuestIssuesTwiceTheStartSubchannelsPerMbAndCostsCpAboutTwiceAsMuch() throws Exception {
        Forecast esa = run(BASE, s -> s, 400);
        Forecast z = run(BASE, FastCcwTest::as64Bit, 600);
        for (String m : new String[] {"cpMsPerMB", "virtualMsPerMB", "sschPerMB", "writeRate", "readRate",
                "startSubchannels", "ccws", "megabytes"}) {
            assertTrue(mean(esa, "workload.ballast." + m) > 0, m);
        }
        assertEquals(64.0, mean(esa, "workload.ballast.sschPerMB"), 1e-9, "32 SSCH/MB each for write and read");
        assertEquals(2 * mean(esa, "workload.ballast.sschPerMB"), mean(z, "workload.ballast.sschPerMB"), 1e-9);
        assertEquals(10.0, mean(esa, "io.guest.ccwsPerStartSubchannel"), 1e-9);
        assertEquals(6.0, mean(z, "io.guest.ccwsPerStartSubchannel"), 1e-9);
        double ratio = mean(z, "workload.ballast.cpMsPerMB") / mean(esa, "workload.ballast.cpMsPerMB");
        assertTrue(ratio > 1.7 && ratio < 2.0, () -> "64-bit / 31-bit CP msec/MB " + ratio);
        // The CP time per MB is the start-subchannels' translation, interrupt and dispatches, nothing per row.
        double perSsch = 2150 + 10 * 75 + 1000 + 2 * 300;
        assertEquals(64 * perSsch / 225e6 * 1000, mean(esa, "workload.ballast.cpMsPerMB"), 0.01);
    }

    @Test
    void fullTranslationCostsMorePerMbThanFast() throws Exception {
        Forecast fast = run(BASE, s -> s, 400);
        Forecast full = run(BASE, s -> s.replace("fastCcwTranslation: true", "fastCcwTranslation: false"), 400);
        double saving = 1 - mean(fast, "workload.ballast.cpMsPerMB") / mean(full, "workload.ballast.cpMsPerMB");
        assertTrue(saving > 0.5 && saving < 0.65, () -> "fast translation saves " + saving);
    }

    /** A minidisk with the cache on: a small file read twice per experiment. */
    private static String minidisk(String yaml, boolean fast) {
        return yaml.replace("access: dedicated", "access: minidisk")
                .replace("minidiskCache: 0B", "minidiskCache: 256MiB")
                .replace("minidiskCache: false", "minidiskCache: true")
                .replace("fastCcwTranslation: true", "fastCcwTranslation: " + fast)
                .replace("readPasses: 1", "readPasses: 2\n    fileSize: 32MiB");
    }

    @Test
    void theMinidiskCacheServesTheSecondReadPassOnlyAndNeverFullTranslatedIo() throws Exception {
        Forecast fast = run(BASE, s -> minidisk(s, true), 200);
        assertEquals(50.0, mean(fast, "io.guest.mdcHitRatio"), 1.0, "the first pass misses, the second hits");
        assertTrue(mean(fast, "workload.ballast.readRate.n") >= 2);
        Forecast full = run(BASE, s -> minidisk(s, false), 200);
        assertTrue(Double.isNaN(mean(full, "io.guest.mdcHitRatio")), "full-translated I/O never reaches the cache");
        Forecast dedicated = run(BASE, s -> minidisk(s, true).replace("access: minidisk", "access: dedicated"), 200);
        assertTrue(Double.isNaN(mean(dedicated, "io.guest.mdcHitRatio")), "the cache never holds dedicated DASD");
    }

    @Test
    void theLoaderRefusesZArchitectureOnAGuestOf2GbOrLessAtThatField() throws IOException {
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> parse(withWorkloadKey(text(BASE), "architecture: z")));
        assertTrue(e.getMessage().contains("workloads[0].architecture"), e.getMessage());
        assertTrue(e.getMessage().contains("ESA/390"), e.getMessage());
    }

    @Test
    void theLoaderRefusesAWorkloadWithoutItsDisk() throws IOException {
        String yaml = text(BASE);
        String noDisk = yaml.substring(0, yaml.indexOf("guestDevices:")) + yaml.substring(yaml.indexOf("policies:"));
        ScenarioException e = assertThrows(ScenarioException.class, () -> parse(noDisk));
        assertTrue(e.getMessage().contains("workloads[0]") && e.getMessage().contains("guestDevices gives it 0"),
                e.getMessage());
    }

    @Test
    void theLoaderNamesAGuestDiskOfAnUnknownWorkload() throws IOException {
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> parse(text(BASE).replace("workload: ballast", "workload: balast")));
        assertTrue(e.getMessage().contains("guestDevices[0].workload") && e.getMessage().contains("ballast"),
                e.getMessage());
    }

    @Test
    void theLoaderRefusesAFileLargerThanTheGuestsDisks() throws IOException {
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> parse(withWorkloadKey(text(BASE), "fileSize: 9216MiB")));
        assertTrue(e.getMessage().contains("workloads[0].fileSize"), e.getMessage());
    }
}
