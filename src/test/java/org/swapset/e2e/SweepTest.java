package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code swapset sweep}: points over a path, common random numbers, tidy CSV, errors naming the path. */
class SweepTest {

    @TempDir
    Path temp;

    private Path small() throws IOException {
        Path file = temp.resolve("small.yaml");
        try (InputStream in = SweepTest.class.getResourceAsStream("/e2e/small.yaml")) {
            Files.copy(in, file);
        }
        return file;
    }

    @Test
    void sweepsUsersAndWritesOneRowPerPointAndMetric() throws IOException {
        Path csv = temp.resolve("sweep.csv");
        Cli cli = Cli.run("sweep", small().toString(), "--vary", "workloads[0].users=10..30/10", "--replications",
                "2", "--csv", csv.toString());

        assertEquals(0, cli.exitCode(), cli.err());
        List<String> table = cli.out().lines().toList();
        assertEquals(4, table.size(), cli.out());
        assertTrue(table.get(1).startsWith("10 ") && table.get(3).startsWith("30 "), cli.out());
        List<String> rows = Files.readAllLines(csv);
        assertTrue(rows.get(0).startsWith("workloads[0].users,metric,"), rows.get(0));
        assertTrue(rows.size() > 3, "a row per point and metric: " + rows);
        assertEquals(0, (rows.size() - 1) % 3, "as many rows for each of the three points");
        for (String users : List.of("10,", "20,", "30,")) {
            assertTrue(rows.stream().anyMatch(r -> r.startsWith(users)), "rows for " + users + " users: " + rows);
        }
    }

    @Test
    void aSweepGivesTheSameForecastsWhateverTheThreads() throws IOException {
        Path file = small();
        Cli one = Cli.run("sweep", file.toString(), "--vary", "workloads[0].users=20,30", "--replications", "2",
                "--threads", "1");
        Cli two = Cli.run("sweep", file.toString(), "--vary", "workloads[0].users=20,30", "--replications", "2",
                "--threads", "2");
        assertEquals(0, one.exitCode(), one.err());
        assertEquals(one.out(), two.out());
        // A point given twice would be forecast and tabled twice, as if two were asked: refused, as report and trace
        // refuse a value given twice.
        Cli twice = Cli.run("sweep", file.toString(), "--vary", "workloads[0].users=20,20");
        assertEquals(2, twice.exitCode(), twice.err());
        assertTrue(twice.err().contains("--vary 'workloads[0].users=20,20': '20' is given twice"), twice.err());
    }

    @Test
    void aBadValueNamesThePathAndThePoint() throws IOException {
        Cli cli = Cli.run("sweep", small().toString(), "--vary", "workloads[0].users=10,lots");
        assertEquals(2, cli.exitCode());
        assertTrue(cli.err().contains("workloads[0].users") && cli.err().contains("lots"), cli.err());
    }

    @Test
    void aPathOrValueTheCommandLineGotWrongIsBlamedOnTheOptionNotOnTheFile() throws IOException {
        Path file = small();
        Cli bare = Cli.run("sweep", file.toString(), "--vary", "users=10,20");
        assertEquals(2, bare.exitCode(), bare.err());
        assertTrue(bare.err().startsWith("swapset: --vary users=10: unknown key 'users'"), bare.err());
        assertTrue(bare.err().contains("'workloads[0].users'"), bare.err());

        Cli unit = Cli.run("sweep", file.toString(), "--vary", "workloads[0].thinkTime=10,20");
        assertEquals(2, unit.exitCode(), unit.err());
        assertTrue(unit.err().startsWith("swapset: --vary workloads[0].thinkTime=10: "), unit.err());
        assertTrue(!unit.err().contains(file.toString()), "not the file's fault: " + unit.err());

        // A mistake of the file's own is the file's, at its line, whatever the sweep adds.
        Path typo = temp.resolve("typo.yaml");
        Files.writeString(typo, Files.readString(file).replace("workingSet: 30", "workingSet: 30\n    thinkTme: 15s"));
        Cli own = Cli.run("sweep", typo.toString(), "--vary", "storage.expanded=0B,4MiB");
        assertEquals(2, own.exitCode(), own.err());
        assertTrue(own.err().startsWith("swapset: " + typo + ":"), own.err());
        assertTrue(own.err().contains("did you mean 'thinkTime'"), own.err());

        Cli item = Cli.run("sweep", file.toString(), "--vary", "workloads[1].users=5");
        assertEquals(2, item.exitCode(), item.err());
        assertTrue(item.err().startsWith("swapset: --vary workloads[1].users=5: " + file + " has no "
                + "workloads[1].users, and adding it leaves workloads[1].type invalid: missing 'type'"), item.err());
    }

    @Test
    void aPointTheSystemCannotRunIsAnAnswerNotAFailure() throws IOException {
        Path file = small();
        // One cylinder of paging space: 150 slots, which 200 users' working sets overflow.
        Files.writeString(file, Files.readString(file).replace("  - type: ibm-3380\n",
                "  - type: ibm-3380\n    cylinders: 1\n"));
        Path csv = temp.resolve("points.csv");
        Path json = temp.resolve("points.json");
        Cli cli = Cli.run("sweep", file.toString(), "--vary", "workloads[0].users=10,200", "--replications", "2",
                "--metrics", "throughput", "--csv", csv.toString(), "--json", json.toString());
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().lines().anyMatch(l -> l.startsWith("200 ") && l.endsWith("cannot run")), cli.out());
        assertTrue(cli.err().startsWith("swapset: sweep point 200 cannot run: paging space is full"), cli.err());
        // The CSV says so too: the point was tried, and has no figures.
        List<String> rows = Files.readAllLines(csv);
        assertTrue(rows.contains("200,,,,,,,0,cannot run"), rows.toString());
        assertTrue(rows.stream().anyMatch(r -> r.startsWith("10,throughput,") && r.endsWith(",ok")), rows.toString());
        // And the JSON: each point with its values and status, the one that cannot run with why and no metrics.
        com.fasterxml.jackson.databind.JsonNode root = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(json.toFile());
        assertEquals("workloads[0].users", root.at("/axes/0").asText());
        assertEquals("10", root.at("/points/0/values/workloads[0].users").asText(), root.toString());
        assertEquals("ok", root.at("/points/0/status").asText());
        assertTrue(root.at("/points/0/metrics").size() > 10, root.toString());
        assertEquals("cannot run", root.at("/points/1/status").asText());
        assertTrue(root.at("/points/1/failure").asText().startsWith("paging space is full"), root.toString());
        assertEquals(0, root.at("/points/1/metrics").size());
    }

    /**
     * A point where no transaction ends in the measured interval (far more users than the system can serve) has n/a
     * response times, and says why under the table; a run of it warns the same.
     */
    @Test
    void aPointWhereNoTransactionEndsSaysWhyItsResponseIsNa() throws IOException {
        Path file = small();
        Files.writeString(file, Files.readString(file).replace("duration: 2min", "duration: 20s")
                .replace("warmUp: 30s", "warmUp: 5s"));
        Cli cli = Cli.run("sweep", file.toString(), "--vary", "workloads[0].users=20,200000", "--replications", "2",
                "--metrics", "response.mean,throughput");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().lines().anyMatch(l -> l.startsWith("200000 ") && l.contains("n/a")), cli.out());
        assertTrue(cli.out().contains("n/a: no transaction ended in the measured interval at "
                + "workloads[0].users=200000: more work than the system can finish"), cli.out());
        assertFalse(cli.out().contains("users=20:") || cli.out().contains("users=20,"), cli.out());

        Files.writeString(file, Files.readString(file).replace("users: 20", "users: 200000"));
        Cli run = Cli.run("run", file.toString(), "--replications", "2");
        assertEquals(0, run.exitCode(), run.err());
        assertTrue(run.err().contains("swapset: warning: e2e small: no transaction ended in the measured interval "
                + "(20 s), so response times are n/a (processor 100 % busy)"), run.err());
    }

    @Test
    void aMisspeltPathOrMetricIsBadInputNotAColumnOfDashes() throws IOException {
        Path file = small();
        Cli path = Cli.run("sweep", file.toString(), "--vary", "storage.reel=4MiB,8MiB", "--replications", "2");
        assertEquals(2, path.exitCode(), path.err());
        assertTrue(path.err().contains("--vary storage.reel=4MiB: unknown key 'reel' in storage") && path.err().contains(
                "did you mean 'real'"), path.err());

        // Refused before the sweep runs: its points would take days (each stopped at the time limit, exit 1).
        Files.writeString(file, Files.readString(file).replace("duration: 2min", "duration: 700h"));
        Cli metric = Cli.run("sweep", file.toString(), "--vary", "workloads[0].users=10,20", "--replications", "2",
                "--metrics", "throughput,paging.startIoRat", "--time-limit", "20s");
        assertEquals(2, metric.exitCode(), metric.err());
        assertTrue(metric.err().contains("--metrics: no forecast has a metric 'paging.startIoRat' (did you mean "
                + "'paging.startIoRate'?)"), metric.err());
        assertEquals("", metric.out(), "no table with a column of dashes");
    }
}
