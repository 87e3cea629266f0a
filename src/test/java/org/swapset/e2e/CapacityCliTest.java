package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code swapset capacity} on the small end-to-end system: targets with units, on metrics of other units. */
class CapacityCliTest {

    @TempDir
    Path temp;

    private Path small() throws IOException {
        return SmallScenario.write(temp, "small.yaml");
    }

    @Test
    void aDurationTargetOnAMetricInMillisecondsIsConvertedToIt() throws IOException {
        // A page read takes some milliseconds here: 2 s is far above it at any count up to the limit. Compared
        // without conversion (2 against tens of ms), no count would meet it.
        Cli cli = Cli.run("capacity", small().toString(), "--replications", "2", "--max-users", "40",
                "--target", "paging.readTime<=2s");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().startsWith("Target paging.readTime<=2s\nSupportable users  40 "), cli.out());
    }

    /** --json writes the answer for a program, search or analytic, as the text says it. */
    @Test
    void theAnswerIsWrittenAsJsonToo() throws IOException {
        Path json = temp.resolve("capacity.json");
        Cli cli = Cli.run("capacity", small().toString(), "--replications", "2", "--max-users", "40",
                "--target", "paging.readTime<=2s", "--json", json.toString());
        assertEquals(0, cli.exitCode(), cli.err());
        com.fasterxml.jackson.databind.JsonNode root = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(json.toFile());
        assertEquals("search", root.at("/method").asText());
        assertEquals(40, root.at("/users").asInt());
        assertTrue(root.at("/stoppedAtLimit").asBoolean(), root.toString());
        assertEquals("paging.readTime", root.at("/atCapacity/metric").asText());

        Path mva = temp.resolve("mva.json");
        Cli analytic = Cli.run("capacity", small().toString(), "--replications", "2", "--max-users", "40",
                "--target", "response.mean<=100s", "--analytic", "--json", mva.toString());
        assertEquals(0, analytic.exitCode(), analytic.err());
        com.fasterxml.jackson.databind.JsonNode answer = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(mva.toFile());
        assertEquals("mva", answer.at("/method").asText());
        assertTrue(analytic.out().contains("Supportable users  " + answer.at("/users").asInt()), analytic.out());
        assertTrue(answer.at("/analyticResponse").asDouble() > 0, answer.toString());
    }

    /** With two workloads the answer says whose users it counts (the first, unless --workload chooses). */
    @Test
    void withTwoWorkloadsTheAnswerNamesTheOneVaried() throws IOException {
        Path file = SmallScenario.write(temp, "two.yaml", "  - type: cms-interactive\n    users: 20\n",
                "  - type: cms-interactive\n    name: editors\n    users: 10\n"
                        + "  - type: cms-interactive\n    name: batch\n    users: 5\n");
        Cli cli = Cli.run("capacity", file.toString(), "--replications", "2", "--max-users", "20",
                "--target", "response.mean<=100s", "--workload", "batch");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().startsWith("Workload           batch (workloads[1].users; the other workloads keep "
                + "their users)\nTarget response.mean<=100s\n"), cli.out());
        Cli first = Cli.run("capacity", file.toString(), "--replications", "2", "--max-users", "20",
                "--target", "response.mean<=100s");
        assertEquals(0, first.exitCode(), first.err());
        assertTrue(first.out().startsWith("Workload           editors (workloads[0].users; the other workloads keep "
                + "their users; --workload NAME chooses another)\n"), first.out());
        // MVA here is one class of users: with two workloads its answer would be wrong, so none is given.
        Cli analytic = Cli.run("capacity", file.toString(), "--replications", "2", "--max-users", "20",
                "--target", "response.mean<=100s", "--analytic");
        assertEquals(2, analytic.exitCode(), analytic.err());
        assertTrue(analytic.err().startsWith("swapset: --analytic solves one workload's users (a single-class "
                + "network); this scenario has 2 (editors, batch): run capacity without --analytic"), analytic.err());
    }

    @Test
    void aDurationTargetOnARateIsBadInputNamingTheMetricsUnit() throws IOException {
        // Refused before the search: its forecasts would take days (each stopped at the time limit).
        Path file = small();
        Files.writeString(file, Files.readString(file).replace("duration: 40s", "duration: 700h"));
        Cli cli = Cli.run("capacity", file.toString(), "--replications", "2", "--max-users", "40",
                "--target", "throughput>=1s", "--time-limit", "20s");
        assertEquals(2, cli.exitCode(), cli.err());
        assertTrue(cli.err().contains("target throughput>=1s: a duration, but throughput is in '/s'; give a plain "
                + "number in its unit"), cli.err());
    }

    @Test
    void aMisspeltTargetMetricIsRefusedBeforeTheSearch() throws IOException {
        Path file = small();
        Files.writeString(file, Files.readString(file).replace("duration: 40s", "duration: 700h"));
        Cli cli = Cli.run("capacity", file.toString(), "--replications", "2", "--target", "q1.secnds<=1s",
                "--time-limit", "20s");
        assertEquals(2, cli.exitCode(), cli.err());
        assertTrue(cli.err().contains("--target: the forecast has no metric 'q1.secnds' (did you mean 'q1.seconds'?)"),
                cli.err());
    }

    @Test
    void aWorkloadWhoseUsersHaveTheirOwnGuestDisksIsNotVariedAndSaysWhy() {
        Path file = Path.of(System.getProperty("swapset.root"), "scenarios", "fastccw-3M1F11.yaml");
        Cli cli = Cli.run("capacity", file.toString(), "--target", "cpu.utilisation<=100%");
        assertEquals(2, cli.exitCode(), cli.err());
        assertTrue(cli.err().startsWith("swapset: capacity varies the users of workload 'ballast', but its users "
                + "have 1 guest disk of their own in guestDevices"), cli.err());
        assertEquals("", cli.out(), "refused before any forecast");
    }

    @Test
    void theAnalyticAnswerSaysWhereItStandsAgainstTheSimulationAtItsOwnPoint() {
        Path file = Path.of(System.getProperty("swapset.root"), "scenarios", "default.yaml");
        Cli cli = Cli.run("capacity", file.toString(), "--target", "response.mean<=1s", "--analytic",
                "--replications", "3");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().startsWith("Target response.mean<=1s (mean value analysis; demands measured at 310 "
                + "users)"), cli.out());
        assertTrue(cli.out().contains("Simulated at 310 users: R = "), cli.out());
        // Whether or not it agrees at its own point, the answer says what it rests on and what forecasts instead.
        assertTrue(cli.out().contains("Method             the demands measured at 310 users, held fixed at every "
                + "count: approximate where they change with load, as paging does (demand page reads "), cli.out());
        assertTrue(cli.out().contains("capacity without --analytic forecasts each count"), cli.out());
        // The drums' eight exposures and paging that grows with load are not MVA's network: here it is 40 % off the
        // simulation, and says so.
        assertTrue(cli.err().contains("the analytic answer is approximate here; run capacity without --analytic"),
                cli.err());
    }
}
