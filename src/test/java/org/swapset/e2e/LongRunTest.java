package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run far into simulated time forecasts what a short one does: past 8,192 s the clock's resolution is coarser than
 * the engine's old epsilon, and a dispatch slice with less left than the clock could add ended where it began, for
 * ever (the processors all CP, no transaction). The measured interval here starts at 280 minutes.
 */
class LongRunTest {

    @TempDir
    Path temp;

    private static double metric(String json, String id) {
        int at = json.indexOf("\"id\" : \"" + id + "\"");
        assertTrue(at >= 0, id);
        int mean = json.indexOf("\"mean\" : ", at) + "\"mean\" : ".length();
        return Double.parseDouble(json.substring(mean, json.indexOf(',', mean)).strip());
    }

    /** The 3081D base (its processor saturated, where the livelock showed) measured for a minute after {@code warmUp}. */
    private double[] run(String warmUp) throws IOException {
        Path base = Path.of(System.getProperty("swapset.root"), "scenarios", "hpo-3081d-base.yaml");
        String text = Files.readString(base).replace("warmUp: 5min", "warmUp: " + warmUp)
                .replace("duration: 20min", "duration: 1min").replace("replications: 5", "replications: 1");
        Path file = Files.writeString(temp.resolve("long-" + warmUp + ".yaml"), text);
        Path out = temp.resolve("long-" + warmUp + ".json");
        Cli cli = Cli.run("run", file.toString(), "--json", out.toString());
        assertEquals(0, cli.exitCode(), cli.err());
        String json = Files.readString(out);
        return new double[] {metric(json, "throughput"), metric(json, "cpu.cp")};
    }

    @Test
    void fourHoursInTheProcessorsStillRunUsersAsInTheFirstMinutes() throws IOException {
        double[] early = run("5min");
        double[] late = run("280min");
        assertTrue(late[0] > 0.8 * early[0], "transactions a second, late " + late[0] + " against " + early[0]);
        assertTrue(late[1] < 1.5 * early[1], "CP %, late " + late[1] + " against " + early[1]);
    }
}
