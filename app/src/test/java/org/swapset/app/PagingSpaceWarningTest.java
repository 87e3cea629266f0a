package org.swapset.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.app.desktop.model.TestFiles;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.MetricForecast;
import org.swapset.core.forecast.ProgressListener;
import org.swapset.core.forecast.Statistics;
import org.swapset.core.metrics.Metric;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioException;

/**
 * A paging space that peaked near full, in a system whose virtual storage could fill it, is warned of where the
 * forecast is shown (standard error, the HTML report), so that a planner reading the response times sees the wall a
 * few more users would meet; one that cannot fill, or peaked lower, says nothing.
 */
class PagingSpaceWarningTest {

    @TempDir
    Path temp;

    /** The core's forecasts with the paging space's figures set: {@code slots}, {@code pages} and {@code peak} %. */
    private record Sized(double slots, double pages, double peak) implements Backend {
        private static final CoreBackend CORE = new CoreBackend();

        @Override
        public Scenario load(Path file, PluginRegistry registry) throws ScenarioException {
            return CORE.load(file, registry);
        }

        @Override
        public Forecast forecast(Scenario scenario, int threads, ProgressListener progress,
                                 BooleanSupplier cancelled) {
            return sized(CORE.forecast(scenario, threads, progress, cancelled), slots, pages, peak);
        }
    }

    private static Forecast sized(Forecast f, double slots, double pages, double peak) {
        List<MetricForecast> metrics = new ArrayList<>();
        for (MetricForecast m : f.metrics()) {
            String id = m.metric().id();
            double v = id.equals("paging.slots") ? slots : id.equals("storage.virtual") ? pages
                    : id.equals("paging.spacePeak") ? peak : Double.NaN;
            metrics.add(Double.isNaN(v) ? m : new MetricForecast(m.metric(),
                    Statistics.estimate(new double[] {v, v}), new double[] {v, v}));
        }
        return new Forecast(f.scenario(), f.seed(), f.replications(), f.warmUpSeconds(), f.durationSeconds(),
                metrics, f.settling());
    }

    private static String[] run(Backend backend, String... args) {
        InProcess r = InProcess.run(TestFiles.registry(), backend, args);
        return new String[] {Integer.toString(r.exitCode()), r.out(), r.err()};
    }

    @Test
    void aPagingSpaceThatCouldFillAndPeakedNearFullIsWarnedOf() throws Exception {
        Path file = TestFiles.small(temp, "small.yaml");
        Path html = temp.resolve("f.html");
        String[] r = run(new Sized(2304, 5120, 95.5), "run", file.toString(), "--replications", "2", "--html",
                html.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[2].contains("swapset: warning: desktop small: the paging space peaked at 95.5 % of its 2,304 "
                + "slots (paging.spacePeak), for 5,120 pages of virtual storage: a few more users or pages fill it"),
                r[2]);
        assertTrue(Files.readString(html).contains("Paging space nearly full"), "the HTML report says it too");
    }

    @Test
    void onlyAPagingSpaceThatCanFillAndPeakedAtNinetyPercentOrMoreIsWarnedOf() throws Exception {
        Forecast f = new CoreBackend().forecast(new CoreBackend().load(TestFiles.small(temp, "small.yaml"),
                TestFiles.registry()), 1, ProgressListener.NONE, () -> false);
        assertTrue(sized(f, 2304, 5120, 90).pagingSpaceNearlyFull().isPresent(), "at 90 %");
        assertFalse(sized(f, 2304, 5120, 89.9).pagingSpaceNearlyFull().isPresent(), "below 90 %");
        assertFalse(sized(f, 2304, 2000, 99).pagingSpaceNearlyFull().isPresent(),
                "fewer pages than slots: it cannot fill, however full it ran");
        assertFalse(sized(f, 0, 5120, 0).pagingSpaceNearlyFull().isPresent(), "no paging space");
        String[] quiet = run(new Sized(2304, 5120, 80), "run", TestFiles.small(temp, "quiet.yaml").toString(),
                "--replications", "2");
        assertFalse(quiet[2].contains("paging space"), quiet[2]);
    }

    /** A capacity answer a few users from the wall says so, as a run at that count would. */
    @Test
    void aCapacityAnswerWhosePagingSpacePeakedNearFullIsWarnedOf() throws Exception {
        String[] r = run(new Sized(2304, 5120, 95.5), "capacity", TestFiles.small(temp, "small.yaml").toString(),
                "--target", "response.mean<=1000s", "--max-users", "24", "--replications", "2");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("Supportable users  24"), r[1]);
        assertTrue(r[2].contains("swapset: warning: at 24 users (the answer): the paging space peaked at 95.5 % of "
                + "its 2,304 slots"), r[2]);
    }

    /**
     * Mean value analysis has no paging space: its answer is held below the count at which the measured peak, grown
     * in proportion to users, would fill it (20 users at 50 %: full at about 40), and says so.
     */
    @Test
    void theAnalyticAnswerIsHeldBelowWhereThePagingSpaceWouldFill() throws Exception {
        String[] r = run(new Sized(2304, 5120, 50), "capacity", TestFiles.small(temp, "small.yaml").toString(),
                "--target", "response.mean<=1000s", "--analytic", "--max-users", "100", "--replications", "2");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("Supportable users  39   (at most: held below where the paging space would fill if "
                + "it grew in proportion to users; it may fill well before, see Paging space)"), r[1]);
        assertTrue(r[1].contains("Paging space       not in the analytic model: at 20 users it peaked at 50 % of its "
                + "2,304 slots, so it is full at about 40 users if it grows in proportion to users (sooner if "
                + "faster, as fewer frames a user leave more pages on the devices), and the answer is held below that; "
                + "capacity without --analytic finds where it fills"), r[1]);
        String[] roomy = run(new Sized(2304, 5120, 5), "capacity", TestFiles.small(temp, "roomy.yaml").toString(),
                "--target", "response.mean<=1000s", "--analytic", "--max-users", "100", "--replications", "2");
        assertTrue(roomy[1].contains("Supportable users  100\nSearch limit       100 users, reached with the target "
                + "still met: the capacity may be higher\n"), roomy[1]);
        assertFalse(roomy[1].contains("Paging space"), roomy[1]);
    }

    /**
     * Held where the paging space would be full, the line that says so is printed even when the answer's own
     * proportional peak is under the warning's 90 % (1 user at 60 %: full at about 2, the answer 1, at 60 %).
     */
    @Test
    void aHeldAnalyticAnswerAlwaysSaysWhy() throws Exception {
        Path one = TestFiles.small(temp, "one.yaml");
        Files.writeString(one, Files.readString(one).replace("users: 20", "users: 1"));
        String[] r = run(new Sized(2304, 5120, 60), "capacity", one.toString(), "--target", "response.mean<=1000s",
                "--analytic", "--max-users", "100", "--replications", "2");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("Supportable users  1   (at most"), r[1]);
        assertTrue(r[1].contains("Paging space       not in the analytic model: at 1 user it peaked at 60 %"), r[1]);
    }
}
