package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.core.forecast.ForecastReport;
import org.swapset.core.forecast.Forecaster;
import org.swapset.core.forecast.ProgressListener;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioDocument;
import org.swapset.core.scenario.ScenarioException;
import org.swapset.core.scenario.ScenarioLoader;
import org.swapset.core.scenario.ScenarioWriter;
import org.swapset.core.vm.VmModelBuilder;

/**
 * Repeatability as a guarantee: for each scenario and seed, the forecast (as its JSON, every digit of every
 * replication's value) is identical across a matrix of 1, 2 and 3 worker threads, two separate runs, and the scenario
 * as written or saved with {@link ScenarioWriter} and loaded again; and a different seed gives a different forecast,
 * so the comparison can fail. A sweep's CSV is likewise identical on one thread and on three.
 */
class RepeatabilityMatrixTest {

    static final PluginRegistry REGISTRY = PluginHost.load(Optional.empty());

    @TempDir
    Path temp;

    /** A scenario file with short runs: the small e2e system, and the bundled default (310 users). */
    private Path shortened(String name, String text) throws IOException, ScenarioException {
        Path file = temp.resolve(name);
        Files.writeString(file, text);
        ScenarioDocument doc = ScenarioDocument.read(file);
        doc.set("run.warmUp", "10s");
        doc.set("run.duration", "45s");
        doc.set("run.replications", "3");
        ScenarioWriter.save(file, doc);
        return file;
    }

    private static String resource(String name) throws IOException {
        try (InputStream in = RepeatabilityMatrixTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        }
    }

    private static String forecast(Path file, long seed, int threads) throws ScenarioException {
        Scenario s = ScenarioLoader.load(file, REGISTRY);
        s = s.withRun(s.run().withSeed(seed));
        return ForecastReport.json(new Forecaster(new VmModelBuilder()).run(s, threads, ProgressListener.NONE,
                () -> false));
    }

    @Test
    void theSameSeedGivesTheSameForecastAcrossThreadsRunsAndASaveLoadRoundTrip() throws Exception {
        Map<String, Path> scenarios = new LinkedHashMap<>();
        scenarios.put("small", shortened("small.yaml", resource("/e2e/small.yaml")));
        scenarios.put("default", shortened("default.yaml",
                Files.readString(ExamplePluginBuild.root().resolve("scenarios/default.yaml"))));
        for (Map.Entry<String, Path> e : scenarios.entrySet()) {
            Path original = e.getValue();
            Path saved = temp.resolve("saved-" + original.getFileName());
            ScenarioDocument doc = ScenarioDocument.read(original);
            ScenarioWriter.save(saved, doc);
            assertEquals(doc.toYaml(), ScenarioDocument.read(saved).toYaml(),
                    e.getKey() + ": saving and reading again changes the document");
            Map<Long, String> bySeed = new LinkedHashMap<>();
            for (long seed : new long[] {7, 20_261_122}) {
                String reference = null;
                List<String> differing = new ArrayList<>();
                for (Path file : List.of(original, saved)) {
                    for (int threads : new int[] {1, 2, 3}) {
                        for (int run = 1; run <= 2; run++) {
                            String json = forecast(file, seed, threads);
                            if (reference == null) {
                                reference = json;
                            } else if (!reference.equals(json)) {
                                differing.add((file == saved ? "saved" : "original") + ", " + threads
                                        + " threads, run " + run);
                            }
                        }
                    }
                }
                assertTrue(differing.isEmpty(), e.getKey() + " seed " + seed + ": the forecast differs from the "
                        + "original, 1 thread, run 1 in: " + differing);
                assertTrue(reference.contains("\"seed\" : " + seed), reference);
                bySeed.put(seed, reference.replace("\"seed\" : " + seed, "\"seed\" : ?"));
            }
            List<String> forecasts = new ArrayList<>(bySeed.values());
            assertNotEquals(forecasts.get(0), forecasts.get(1), e.getKey() + ": two seeds gave the same forecast");
        }
    }

    @Test
    void aSweepGivesTheSameCsvOnOneThreadAndOnThree() throws Exception {
        Path file = shortened("sweep.yaml", resource("/e2e/small.yaml"));
        Path one = temp.resolve("one.csv");
        Path three = temp.resolve("three.csv");
        String[] vary = {"--vary", "workloads[0].users=10..30/10", "--vary", "storage.real=3MiB,4MiB"};

        Cli a = Cli.run(concat(new String[] {"sweep", file.toString(), "--threads", "1", "--csv", one.toString()},
                vary));
        Cli b = Cli.run(concat(new String[] {"sweep", file.toString(), "--threads", "3", "--csv", three.toString()},
                vary));

        assertEquals(0, a.exitCode(), a.err());
        assertEquals(0, b.exitCode(), b.err());
        assertEquals(Files.readString(one), Files.readString(three));
        assertEquals(a.out(), b.out());
        assertTrue(Files.readString(one).lines().count() > 6 * 10, "six points of many metrics");
    }

    private static String[] concat(String[] a, String[] b) {
        String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
        System.arraycopy(b, 0, all, a.length, b.length);
        return all;
    }
}
