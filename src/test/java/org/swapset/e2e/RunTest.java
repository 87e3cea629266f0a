package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code swapset run} and {@code swapset check} against the real loader, VM model and forecaster: a run prints the
 * table, {@code --json} with one seed gives byte-identical files whatever the thread count, and a scenario may use a
 * policy from a third-party jar in the plugins folder.
 */
class RunTest {

    @TempDir
    Path temp;

    /** The small end-to-end scenario, copied from the test resources into the temporary folder. */
    private Path small() throws IOException {
        return small("small.yaml");
    }

    private Path small(String name) throws IOException {
        Path file = temp.resolve(name);
        try (InputStream in = RunTest.class.getResourceAsStream("/e2e/small.yaml")) {
            Files.copy(in, file);
        }
        return file;
    }

    @Test
    void checkSaysTheScenarioIsOkWithItsName() throws IOException {
        Path file = small();

        Cli cli = Cli.run("check", file.toString());

        assertEquals(0, cli.exitCode(), cli.err());
        // One 3380 (132,750 slots) for 20 users of 1 MiB (256 pages each): every page has room.
        assertEquals(file + ": ok (name: e2e small)\n  paging space: 132,750 slots for 5,120 pages of virtual "
                + "storage: every page has room, so it cannot fill\n", cli.out());
    }

    @Test
    void aScenarioTheModelCannotRunExitsFourSayingWhy() throws IOException {
        Path file = small();
        // One cylinder of paging space: 150 slots, which 200 users' working sets overflow.
        Files.writeString(file, Files.readString(file).replace("  - type: ibm-3380\n",
                "  - type: ibm-3380\n    cylinders: 1\n").replace("users: 20", "users: 200"));

        Cli cli = Cli.run("run", file.toString(), "--replications", "2");

        assertEquals(4, cli.exitCode(), cli.err());
        // The file first, as validate and compare say it: two files may carry one scenario's name.
        assertTrue(cli.err().startsWith("swapset: " + file + ": scenario 'e2e small' cannot run: paging space is "
                + "full"), cli.err());
        Cli experiments = Cli.run("experiments", small("good.yaml").toString(), file.toString(), "--replications", "2");
        assertEquals(4, experiments.exitCode(), experiments.err());
        assertTrue(experiments.err().startsWith("swapset: " + file + ": scenario 'e2e small' cannot run: paging "
                + "space is full"), experiments.err());
    }

    @Test
    void checkSaysWhenThePagingSpaceIsSmallerThanTheVirtualStorage() throws IOException {
        Path file = small();
        Files.writeString(file, Files.readString(file).replace("type: ibm-3380", "type: ibm-2305-2"));

        Cli cli = Cli.run("check", file.toString());

        assertEquals(0, cli.exitCode(), cli.err());
        // A 2305-2 holds 768 tracks of 3 pages: fewer than the 5,120 pages, so it may fill (a run says if it does).
        assertTrue(cli.out().contains("\n  paging space: 2,304 slots for 5,120 pages of virtual storage: it may "
                + "fill"), cli.out());
    }

    @Test
    void checkCountsAnSsdsSlotsAsGivenNotRoundedToWholeTracks() throws IOException {
        Path file = small();
        // 511 slots used to be 256 and 1,000 used to be 768: whole 256-page tracks.
        for (int slots : new int[] {511, 1000}) {
            Files.writeString(file, SmallScenario.text().replace("  - type: ibm-3380\n",
                    "  - type: ssd\n    capacityPages: " + slots + "\n"));

            Cli cli = Cli.run("check", file.toString());

            assertEquals(0, cli.exitCode(), cli.err());
            assertTrue(cli.out().contains("\n  paging space: " + String.format("%,d", slots) + " slots for 5,120 "
                    + "pages of virtual storage"), cli.out());
        }
    }

    @Test
    void aScenarioErrorIsBadInputWithItsLine() throws IOException {
        Path file = small();
        Files.writeString(file, Files.readString(file).replace("users: 20", "users: lots"));

        Cli cli = Cli.run("check", file.toString());

        assertEquals(2, cli.exitCode());
        assertEquals(1, cli.err().lines().count(), cli.err());
        assertTrue(cli.err().startsWith("swapset: " + file + ":"), cli.err());
        assertTrue(cli.err().contains("workloads[0].users"), cli.err());
    }

    @Test
    void runPrintsTheForecastTable() throws IOException {
        Cli cli = Cli.run("run", small().toString(), "--replications", "2");

        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().startsWith("Scenario e2e small   seed 7   replications 2"), cli.out());
        assertTrue(cli.out().lines().count() > 3, cli.out());
    }

    @Test
    void theSameSeedGivesByteIdenticalJsonOnOneThreadAndOnTwo() throws IOException {
        Path file = small();
        Path one = temp.resolve("one.json");
        Path two = temp.resolve("two.json");
        Path csv = temp.resolve("two.csv");

        Cli a = Cli.run("run", file.toString(), "--seed", "11", "--threads", "1", "--json", one.toString());
        Cli b = Cli.run("run", file.toString(), "--seed", "11", "--threads", "2", "--json", two.toString(),
                "--csv", csv.toString());

        assertEquals(0, a.exitCode(), a.err());
        assertEquals(0, b.exitCode(), b.err());
        assertArrayEquals(Files.readAllBytes(one), Files.readAllBytes(two));
        assertTrue(Files.readString(one).contains("\"seed\" : 11"), Files.readString(one));
        assertTrue(Files.size(csv) > 0);
        assertEquals(a.out(), b.out());
    }

    @Test
    void aScenarioUsingTheThirdPartyPolicyRuns() throws IOException {
        Path plugins = temp.resolve("plugins");
        PluginJars.build(plugins.resolve("victim.jar"), temp,
                Map.of("com.example.victim.VictimPlugin",
                        PluginJars.rotatingVictimPlugin("com.example.victim", PluginFolderTest.POLICY_ID)),
                "com.example.victim.VictimPlugin");
        Path file = small();
        Files.writeString(file, Files.readString(file)
                .replace("type: core-table-scan", "type: " + PluginFolderTest.POLICY_ID + "\n    stride: 3"));

        Cli without = Cli.run("check", file.toString());
        Cli with = Cli.run("run", file.toString(), "--plugins", plugins.toString(), "--replications", "2");

        assertEquals(2, without.exitCode(), "the policy is unknown without its jar: " + without.err());
        assertTrue(without.err().contains(PluginFolderTest.POLICY_ID), without.err());
        assertEquals(0, with.exitCode(), with.err());
        assertTrue(with.out().startsWith("Scenario e2e small"), with.out());
    }

    @Test
    void runWithNoFileForecastsTheBundledDefaultScenario() {
        Assumptions.assumeTrue(RunTest.class.getClassLoader().getResource("scenarios/default.yaml") != null,
                "scenarios/default.yaml is not in the repository yet");

        Cli cli = Cli.run("run", "--replications", "2");

        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().startsWith("Scenario "), cli.out());
    }
}
