package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.app.Context;
import org.swapset.app.CoreBackend;
import org.swapset.app.Main;
import org.swapset.core.forecast.CapacitySearch;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.scenario.ScenarioDocument;

/**
 * The window's supportable users equal {@code swapset capacity} on the same file and seed, and each of its forecasts
 * starts with its place in the search.
 */
class CapacityParityTest {

    @TempDir
    Path temp;

    @Test
    void theAppAndTheCommandLineGiveTheSameSupportableUsers() throws Exception {
        Path file = TestFiles.small(temp, "small.yaml");
        String target = "response.mean<=1.5s";

        ByteArrayOutputStream out = new ByteArrayOutputStream();
        Context context = new Context(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8), Map.of(),
                PluginHost::load, new CoreBackend(), () -> false, (f, d) -> { });
        assertEquals(0, Main.execute(context, "capacity", file.toString(), "--target", target, "--max-users", "200"));
        Matcher m = Pattern.compile("Supportable users\\s+(\\d+)").matcher(out.toString(StandardCharsets.UTF_8));
        m.find();
        int cli = Integer.parseInt(m.group(1));

        Jobs.Job<CapacitySearch.Result> job = new Runs(TestFiles.registry(), 2)
                .capacity(ScenarioDocument.read(file), 0, CapacitySearch.Target.parse(target), 200);
        java.util.List<int[]> places = new java.util.ArrayList<>();
        CapacitySearch.Result app = job.run(new Jobs.Control() {
            @Override
            public void note(String text) {
            }

            @Override
            public void nextForecast() {
                places.add(null); // a forecast the job could not place
            }

            @Override
            public void nextForecast(int before, int total, boolean bounded) {
                places.add(new int[] {before, total, bounded ? 1 : 0});
            }

            @Override
            public void progress(long done, long total) {
            }

            @Override
            public boolean getAsBoolean() {
                return false;
            }
        });
        assertEquals(cli, app.users(), out.toString(StandardCharsets.UTF_8));
        assertEquals(Optional.of(20), Optional.of(app.scenarioUsers()));

        int made = places.size();
        assertTrue(made > 2, "a search of several forecasts: " + made);
        for (int i = 0; i < made; i++) {
            int[] p = places.get(i);
            assertTrue(p != null && p[0] == i && p[1] > i, "forecast " + (i + 1) + " placed: "
                    + java.util.Arrays.toString(p));
            assertTrue(p[2] == 0 || made <= p[1], "never past a bound: " + made + " forecasts, forecast " + (i + 1)
                    + " said at most " + p[1]);
        }
        assertEquals(1, places.get(made - 1)[2], "the last is bisecting, or at the limit: bounded");
    }
}
