package org.swapset.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.app.desktop.model.TestFiles;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.ProgressListener;
import org.swapset.core.forecast.Settling;
import org.swapset.core.forecast.Statistics;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioException;

/**
 * A forecast made before the run settled is said on standard error by {@code run}, {@code validate} and
 * {@code compare}, and its JSON holds the check; a settled one says nothing.
 */
class UnsettledWarningTest {

    @TempDir
    Path temp;

    /** The core's forecasts, with the mean response found rising 30 % from the first half to the second. */
    private static final class Drifting implements Backend {
        private final CoreBackend core = new CoreBackend();

        @Override
        public Scenario load(Path file, PluginRegistry registry) throws ScenarioException {
            return core.load(file, registry);
        }

        @Override
        public Forecast forecast(Scenario scenario, int threads, ProgressListener progress,
                                 BooleanSupplier cancelled) {
            Forecast f = core.forecast(scenario, threads, progress, cancelled);
            Settling rising = new Settling("response.mean", "Mean response time", "s",
                    Statistics.estimate(new double[] {1.0, 1.01, 0.99}),
                    Statistics.estimate(new double[] {0.3, 0.31, 0.29}));
            return new Forecast(f.scenario(), f.seed(), f.replications(), f.warmUpSeconds(), f.durationSeconds(),
                    f.metrics(), List.of(rising));
        }
    }

    private static String[] run(Backend backend, String... args) {
        InProcess r = InProcess.run(TestFiles.registry(), backend, args);
        return new String[] {Integer.toString(r.exitCode()), r.out(), r.err()};
    }

    @Test
    void aForecastThatHadNotSettledIsSaidOnStandardErrorAndInItsJson() throws Exception {
        Path file = TestFiles.small(temp, "small.yaml");
        Path json = temp.resolve("f.json");
        String[] r = run(new Drifting(), "run", file.toString(), "--replications", "2", "--json", json.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[2].contains("swapset: warning: desktop small: Mean response time rose 30 % (99 % interval ± "), r[2]);
        assertTrue(r[2].contains("lengthen the warm-up ("), r[2]);
        assertTrue(Files.readString(json).contains("\"drifting\" : true"), Files.readString(json));

        String[] compared = run(new Drifting(), "compare", file.toString(), file.toString(), "--replications", "2");
        assertTrue(compared[2].contains("swapset: warning: desktop small: Mean response time rose 30 %"),
                compared[2]);
    }

    @Test
    void aSettledForecastSaysNothingAndItsJsonHoldsTheCheck() throws Exception {
        Path file = TestFiles.small(temp, "small.yaml");
        Path json = temp.resolve("f.json");
        String[] r = run(new CoreBackend(), "run", file.toString(), "--replications", "3", "--json",
                json.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(!r[2].contains("warning"), r[2]);
        String text = Files.readString(json);
        assertTrue(text.contains("\"settling\" : [") && text.contains("\"id\" : \"response.mean\""), text);
    }
}
