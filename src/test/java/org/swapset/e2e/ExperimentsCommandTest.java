package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code swapset experiments}: the seed reports' table and t-tests, from the command line. */
class ExperimentsCommandTest {

    @TempDir
    Path dir;

    /**
     * A bundled PFAULT scenario, shortened to a 10 s warm-up and a measured interval of 30 s: with the seed's protocol
     * ({@code cpint}, as bundled) four experiments of 6 s between two CP QUERY TIMEs; without ({@code none}), five
     * experiments of 6 s over the measured interval.
     */
    private Path shortened(String id, String measurement) throws IOException {
        Path source = Path.of(System.getProperty("swapset.root"), "scenarios", "pfault-" + id + ".yaml");
        String text = Files.readString(source)
                .replace("warmUp: 60s", "warmUp: 10s")
                .replace("duration: 720s", "duration: 30s")
                .replace("measurement: cpint", "measurement: " + measurement)
                .replace("thrasherBuffer: 96MiB       # published",
                        "thrasherBuffer: 96MiB\n    experimentLength: 6s\n    experiments: 4");
        Path file = dir.resolve("pfault-" + id + ".yaml");
        Files.writeString(file, text);
        return file;
    }

    @Test
    void printsNOverMeanOverSdPerRunAndTheTTests() throws IOException {
        Cli cli = Cli.run("experiments", shortened("31C80X1", "none").toString(),
                shortened("31C81X0", "none").toString());
        assertEquals(0, cli.exitCode(), cli.err());
        String out = cli.out();
        assertTrue(out.contains("Run duration (mm:ss)") && out.contains("Virtual CPU (mm:ss.hh)"), out);
        assertTrue(out.lines().anyMatch(l -> l.startsWith("31C80X1") && l.contains(" 0:30 ")), out);
        assertTrue(out.lines().anyMatch(l -> l.startsWith("31C81X0") && l.matches(".* 5/\\d+/\\d+ .*")), out);
        assertTrue(out.contains("31C80X1 vs 31C81X0: t = "), out);
        // No workload measured itself: the table is as it always was.
        assertFalse(out.contains("Virtual/duration") || out.contains("QUERY TIME"), out);
    }

    @Test
    void aGuestThatMeasuresItselfGivesTheRunDurationAndCpuTimes() throws IOException {
        Cli cli = Cli.run("experiments", shortened("31C80X1", "none").toString(),
                shortened("31C81X0", "cpint").toString());
        assertEquals(0, cli.exitCode(), cli.err());
        String out = cli.out();
        assertTrue(out.contains("Virtual/duration"), out);
        // The measured interval's 30 s, marked; the guest's four experiments of 6 s between its QUERY TIMEs, the
        // first of which comes once cpint's pages are in: seconds after the programs start in a run this short,
        // whose 10 s warm-up leaves the guest still paging its buffer in.
        assertTrue(out.lines().anyMatch(l -> l.startsWith("31C80X1") && l.contains(" 0:30 + ")), out);
        assertTrue(out.lines().anyMatch(l -> l.startsWith("31C81X0") && l.matches("31C81X0 +0:2[0-4] .* 4/\\d+/\\d+ .*")),
                out);
        assertTrue(out.contains("between the guest's two CP QUERY TIMEs (measured.*); + the measured interval's."), out);
    }

    @Test
    void withOneSeedGivenTheRunsStillTakeSeedsOfTheirOwn() throws IOException {
        // Two runs of one mechanism (PAGEX and PFAULT are the same in the model): seeds N and N+1, so the scores
        // differ as two measurements do, and the t-test is not the degenerate t = 0 of two copies of one run.
        Cli cli = Cli.run("experiments", shortened("31C80X1", "none").toString(),
                shortened("31C81X0", "none").toString(), "--seed", "3");
        assertEquals(0, cli.exitCode(), cli.err());
        String[] rows = cli.out().lines().filter(l -> l.startsWith("31C8")).map(l -> l.substring(8)).toArray(
                String[]::new);
        assertEquals(2, rows.length, cli.out());
        assertFalse(rows[0].equals(rows[1]), cli.out());
        // (The thrasher scores none in runs this short: still paging its buffer in.)
        assertFalse(cli.out().lines().anyMatch(l -> l.startsWith("Burner score") && l.contains("t = 0.000, p = 1.0")),
                cli.out());
    }

    @Test
    void aBadPairIsRefusedBeforeAnyRun() throws IOException {
        Cli cli = Cli.run("experiments", shortened("31C80X1", "none").toString(),
                shortened("31C81X0", "cpint").toString(), "--ttest", "1,3");
        assertEquals(2, cli.exitCode(), cli.out());
        assertTrue(cli.err().contains("--ttest 1,3: runs are numbered 1 to 2"), cli.err());
    }

    /**
     * Runs whose short names would be alike (two files ending in "-users") are named by their whole file names, so
     * that the table and the t-tests tell them apart; runs with no score to test say so rather than print nothing.
     */
    @Test
    void runsWhoseShortNamesCollideAreNamedByTheirFilesAndNoScoresIsSaid() throws IOException {
        Path small = Path.of(System.getProperty("swapset.root"), "src", "test", "resources", "e2e", "small.yaml");
        Path a = Files.copy(small, dir.resolve("a-users.yaml"));
        Path b = Files.copy(small, dir.resolve("b-users.yaml"));
        Cli cli = Cli.run("experiments", a.toString(), b.toString(), "--replications", "2", "--ttest", "1,2");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().lines().anyMatch(l -> l.startsWith("a-users ")), cli.out());
        assertTrue(cli.out().lines().anyMatch(l -> l.startsWith("b-users ")), cli.out());
        assertTrue(cli.out().contains("No t-tests: the runs share no score measured over 2 experiments or more"),
                cli.out());

        Cli twice = Cli.run("experiments", a.toString(), a.toString(), "--replications", "2");
        assertTrue(twice.out().lines().anyMatch(l -> l.startsWith("a-users (2) ")), twice.out());
    }
}
