package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line's error paths: one line on standard error, exit code 2 for bad input, nothing on stdout. */
class CliErrorsTest {

    @TempDir
    Path temp;

    private static void assertBadInput(Cli cli, String start) {
        assertEquals(2, cli.exitCode(), cli.err());
        assertEquals(1, cli.err().lines().count(), cli.err());
        assertTrue(cli.err().startsWith(start), cli.err());
        assertEquals("", cli.out());
    }

    @Test
    void runningAMissingFileIsBadInput() {
        Path missing = temp.resolve("nowhere.yaml");
        assertBadInput(Cli.run("run", missing.toString()), "swapset: scenario file not found: " + missing);
    }

    @Test
    void checkingAMissingFileIsBadInput() {
        assertBadInput(Cli.run("check", temp.resolve("nowhere.yaml").toString()), "swapset: scenario file not found");
    }

    /** A count written with its unit is told which whole numbers would do, and that the unit is the field's own. */
    @Test
    void aWholeNumberWrittenWithItsUnitIsToldTheRangeAndWhatToWrite() throws Exception {
        Path file = SmallScenario.write(temp, "units.yaml", "users: 20", "users: 20 users");
        Cli cli = Cli.run("check", file.toString());
        assertEquals(2, cli.exitCode(), cli.err());
        assertTrue(cli.err().contains("workloads[0].users: '20 users' is not a whole number; users is a whole number "
                + "between 1 user and 1000000 users (write 20: the unit, users, is the field's own)"), cli.err());
        // Not a number with its unit after it: no advice to write a number that is not what was meant.
        for (String written : List.of("1e3", "0x10", "7 x")) {
            Path other = SmallScenario.write(temp, "u.yaml", "users: 20", "users: " + written);
            Cli refused = Cli.run("check", other.toString());
            assertEquals(2, refused.exitCode(), refused.err());
            assertTrue(refused.err().contains("users is a whole number between 1 user and 1000000 users")
                    && !refused.err().contains("(write"), refused.err());
        }
    }

    @Test
    void everyCommandExplainsItselfWithHelp() {
        for (String command : new String[] {"run", "check", "validate", "compare", "capacity", "sweep", "trace",
                "plugins", "app"}) {
            Cli cli = Cli.run(command, "--help");
            assertEquals(0, cli.exitCode(), command + ": " + cli.err());
            assertTrue(cli.out().startsWith("Usage: swapset " + command), command + ": " + cli.out());
        }
        Cli help = Cli.run("help", "sweep");
        assertEquals(0, help.exitCode(), help.err());
        assertTrue(help.out().contains("--vary"), help.out());
    }

    @Test
    void commandsThatGiveIntervalsRefuseOneReplicationFromTheFileAsFromTheCommandLine() throws Exception {
        // With run.replications: 1 in the file they ran, and answered "95%: 33 to 33" and "± n/a".
        Path one = SmallScenario.write(temp, "one.yaml", "replications: 4", "replications: 1");
        Path other = SmallScenario.write(temp, "other.yaml", "replications: 4", "replications: 1");
        for (List<String> command : List.of(List.of("capacity", one.toString(), "--target", "response.mean<=5s"),
                List.of("compare", one.toString(), other.toString()),
                List.of("report", one.toString(), "--users", "10,20", "--html",
                        temp.resolve("r.html").toString()))) {
            Cli cli = Cli.run(command.toArray(new String[0]));
            assertBadInput(cli, "swapset: " + one + ":29:17: run.replications: 1, but " + command.get(0)
                    + " needs at least 2 replications for a confidence interval");
            assertTrue(cli.err().contains("give --replications 2 or more"), cli.err());
        }
        Cli overridden = Cli.run("compare", one.toString(), other.toString(), "--replications", "2");
        assertEquals(0, overridden.exitCode(), overridden.err());
    }

    @Test
    void helpKeepsPathsWholeAndOffersTheTimeLimitOnlyWhereSomethingIsForecast() {
        // picocli may break a line after a full stop: "~/." and "swapset/plugins" had ended up on two lines.
        for (String command : new String[] {"run", "check", "validate", "compare", "capacity", "sweep", "report",
                "experiments", "trace", "plugins", "app"}) {
            String help = Cli.run(command, "--help").out();
            assertTrue(help.contains("~/.swapset/plugins"), command + ": " + help);
            assertEquals(!List.of("trace", "plugins", "app").contains(command), help.contains("--time-limit"),
                    command + ": " + help);
        }
        assertTrue(Cli.run("validate", "--help").out().contains("./scenarios"));
    }

    @Test
    void anUnknownOptionIsBadInput() {
        assertBadInput(Cli.run("run", "--no-such-option"), "swapset: Unknown option: '--no-such-option'");
    }

    @Test
    void anUnknownCommandIsBadInput() {
        Cli cli = Cli.run("frobnicate");
        assertBadInput(cli, "swapset: unknown command 'frobnicate'");
        assertTrue(cli.err().contains("(see swapset --help)"), cli.err());
    }

    /** Picocli's wording in the planner's: a whole number, not "a long"; an argument too many named as such. */
    @Test
    void badOptionValuesAndArgumentsTooManyAreSaidPlainly() {
        assertBadInput(Cli.run("run", "--seed", "abc"),
                "swapset: Invalid value for option '--seed': 'abc' is not a whole number");
        assertBadInput(Cli.run("check", "a.yaml", "b.yaml"),
                "swapset: unexpected argument 'b.yaml': swapset check takes no more (see swapset check --help)");
    }

    @Test
    void aMisspeltCommandOrOptionGetsTheClosestOnesAndWhereToLook() {
        Cli command = Cli.run("runn");
        assertBadInput(command, "swapset: unknown command 'runn'; did you mean run");
        assertTrue(command.err().contains("(see swapset --help)"), command.err());
        Cli option = Cli.run("run", "--replication", "1");
        assertBadInput(option, "swapset: Unknown option: '--replication'; did you mean --replications");
        assertTrue(option.err().contains("(see swapset run --help)"), option.err());
    }

    @Test
    void aReplacementPolicyThatNeedsTheFutureIsRefusedAtItsLine() throws Exception {
        Path file = SmallScenario.write(temp, "opt.yaml", "type: core-table-scan", "type: opt");
        assertBadInput(Cli.run("check", file.toString()), "swapset: " + file + ":");
        assertTrue(Cli.run("check", file.toString()).err().contains("policies.replacement.type: replacement policy "
                + "'opt' needs future knowledge: it can replay a trace (swapset trace) but not drive a simulation"));
        // Nor is it offered when the id is unknown.
        Path typo = SmallScenario.write(temp, "optt.yaml", "type: core-table-scan", "type: optt");
        Cli cli = Cli.run("check", typo.toString());
        assertTrue(cli.err().contains("unknown replacement policy 'optt'; valid: ") && !cli.err().contains("opt,")
                && !cli.err().contains("'opt'"), cli.err());
    }

    /** Three independent mistakes: all three reported at once, a line each, in the order of the file. */
    @Test
    void checkReportsEveryIndependentMistakeALineEach() throws Exception {
        Path file = SmallScenario.write(temp, "three.yaml", "real: 4MiB", "real: 4MiX", "type: ibm-3380",
                "type: ibm-3389", "    users: 20\n", "    users: 20\n    thinkTim: 15s\n");
        Cli cli = Cli.run("check", file.toString());
        assertEquals(2, cli.exitCode(), cli.err());
        assertEquals("", cli.out());
        List<String> lines = cli.err().lines().toList();
        assertEquals(3, lines.size(), cli.err());
        List<String> text = Files.readAllLines(file);
        String[] expected = {"storage.real: ", "pagingDevices[0].type: unknown paging device model 'ibm-3389'",
                "workloads[0].thinkTim: unknown parameter 'thinkTim'"};
        String[] at = {"real: 4MiX", "type: ibm-3389", "thinkTim: 15s"};
        for (int i = 0; i < 3; i++) {
            int line = 1;
            while (!text.get(line - 1).contains(at[i])) {
                line++;
            }
            assertTrue(lines.get(i).startsWith("swapset: " + file + ":" + line + ":"), lines.get(i));
            assertTrue(lines.get(i).contains(expected[i]), lines.get(i));
        }
        assertTrue(lines.get(2).endsWith("(did you mean 'thinkTime'?)"), lines.get(2));
    }

    /** A bundled scenario with {@code from} (which it must have) written {@code to}, saved as {@code name}. */
    private Path edited(String scenario, String name, String from, String to) throws Exception {
        String text = Files.readString(Path.of(System.getProperty("swapset.root"), "scenarios", scenario));
        assertTrue(text.contains(from), scenario + " has " + from);
        return Files.writeString(temp.resolve(name), text.replace(from, to));
    }

    /**
     * Found by a bad-input test (2026-11-27): an unclosed quote is reported where it opens, not past the file's end;
     * a truncated JSON scenario and a folder named as a scenario are said in a user's words, no parser or exception
     * internals; a published: block with no figures is not "every figure within tolerance".
     */
    @Test
    void unreadableAndHalfWrittenScenariosAreSaidPlainly() throws Exception {
        Path quote = edited("default.yaml", "quote.yaml", "\nname: ", "\nname: \"unclosed ");
        int line = (int) Files.readString(quote).lines().takeWhile(l -> !l.startsWith("name: ")).count() + 1;
        assertBadInput(Cli.run("check", quote.toString()), "swapset: " + quote + ":" + line + ":7: not valid YAML: a "
                + "quoted value opened here is not closed before the end of the file; add its closing quote");

        Path json = temp.resolve("cut.json");
        Files.writeString(json, "{\"name\": \"cut\", \"storage\": {\"real\": \"4MiB\"");
        Cli cut = Cli.run("check", json.toString());
        assertBadInput(cut, "swapset: " + json + ":");
        assertTrue(cut.err().contains("not valid JSON: the file ends before a map or list is closed")
                && cut.err().contains("add the closing } or ]") && !cut.err().contains("Source:")
                && !cut.err().contains("StreamReadFeature"), cut.err());

        Path folder = Files.createDirectories(temp.resolve("folder.yaml"));
        Cli dir = Cli.run("check", folder.toString());
        assertTrue(dir.err().contains("folder") && !dir.err().contains("Exception"), dir.err());

        Path empty = edited("default.yaml", "no-figures.yaml", "\nrun:", "\npublished: {source: x, tolerance: 15%, "
                + "figures: []}\nrun:");
        Cli validate = Cli.run("validate", empty.toString(), "--replications", "2");
        assertEquals(2, validate.exitCode(), validate.err());
        assertTrue(validate.err().contains(empty + ": no published: figures, skipped"), validate.err());
        assertTrue(!validate.out().contains("every figure within tolerance"), validate.out());
    }

    /**
     * Found by a bad-input test: `trace` with more frames than the trace has pages answers (each page faults once)
     * rather than running out of memory; a plugin policy's parameters are checked against its range as a scenario's
     * are; a sweep that varies the seed or the replications refuses the option that would set them alike; an empty
     * --metrics id is refused.
     */
    @Test
    void traceAndSweepOptionsAreCheckedAsAScenarioIs() throws Exception {
        Path trace = Files.writeString(temp.resolve("t.txt"), "7\n0\n1\n2\n0\n3\n0\n4\n");
        Cli huge = Cli.run("trace", trace.toString(), "--policy", "fifo,opt,lru", "--frames", "2147483647");
        assertEquals(0, huge.exitCode(), huge.err());
        assertEquals(3, huge.out().lines().filter(l -> l.matches("\\w+ +2147483647 +6 +8 +0\\.7500")).count(),
                huge.out());
        // A value given twice is refused alike by trace, sweep and report (it printed twice, or was dropped).
        assertBadInput(Cli.run("trace", trace.toString(), "--policy", "fifo", "--frames", "3,3"),
                "swapset: --frames: 3 is given twice");
        assertBadInput(Cli.run("trace", trace.toString(), "--policy", "fifo,fifo", "--frames", "3"),
                "swapset: --policy: fifo is given twice");

        Path small = Files.writeString(temp.resolve("s.yaml"), SmallScenario.text());
        Cli seed = Cli.run("sweep", small.toString(), "--vary", "run.seed=1,2", "--seed", "5");
        assertBadInput(seed, "swapset: --vary run.seed and --seed both set it");
        Cli reps = Cli.run("sweep", small.toString(), "--vary", "run.replications=2,3", "--replications", "2");
        assertBadInput(reps, "swapset: --vary run.replications and --replications both set it");
        assertBadInput(Cli.run("sweep", small.toString(), "--vary", "workloads[0].users=10", "--metrics", ","),
                "swapset: --metrics: an empty metric id");
        // A wrong id is the value's fault, and its valid ids are the hint: no paths of the file as "did you mean".
        Cli id = Cli.run("sweep", small.toString(), "--vary", "policies.replacement.type=nope");
        assertBadInput(id, "swapset: --vary policies.replacement.type=nope: unknown replacement policy 'nope'");
        assertTrue(!id.err().contains("did you mean"), id.err());
        // A path that is not one is bad input, not an internal error; and no typo is read as a path it resembles.
        for (String[] bad : List.of(
                new String[] {"workloads[0.users=10", "'workloads[0.users': '[' without ']'"},
                new String[] {"workloads[a].users=10", "'workloads[a].users': expected a list's key and an index"},
                new String[] {"workloads[99999999999].users=10", ""},
                new String[] {".users=10", "'.users' has an empty key"},
                new String[] {"workloads[0]users=10", "'workloads[0]users': expected '.' or '[' after ']'"},
                new String[] {"workloads.[0].users=10", "'workloads.[0].users': '.' before '['"})) {
            assertBadInput(Cli.run("sweep", small.toString(), "--vary", bad[0]),
                    "swapset: --vary '" + bad[0] + "': " + bad[1]);
        }
    }

    /** A misspelt optional section is the one problem: nothing that uses it says it is missing. */
    @Test
    void aMisspeltGuestDevicesSectionIsOneProblem() throws Exception {
        Path file = edited("fastccw-3M0F00.yaml", "gd.yaml", "\nguestDevices:", "\nguestDevice:");
        Cli cli = Cli.run("check", file.toString());
        assertEquals(2, cli.exitCode(), cli.err());
        assertEquals(1, cli.err().lines().count(), cli.err());
        assertTrue(cli.err().contains("guestDevice: unknown key 'guestDevice'") && cli.err().contains(
                "(did you mean 'guestDevices'?)"), cli.err());
    }

    @Test
    void aDeviceRefusingACombinationOfItsValuesIsReportedAtTheParameterBeforeAnyRun() throws Exception {
        Path file = SmallScenario.write(temp, "fast.yaml", "  - type: ibm-3380\n",
                "  - type: ramac-1-3990-6\n    fastWrite: 0.1ms\n");
        Cli cli = Cli.run("check", file.toString());
        assertBadInput(cli, "swapset: " + file + ":");
        assertTrue(cli.err().contains("pagingDevices[0].fastWrite: fastWrite (0.1 ms) is a write's whole time"),
                cli.err());
    }

    @Test
    void aGuestDiskRefusingACombinationOfItsValuesIsReportedAtTheParameterToo() throws Exception {
        Path file = temp.resolve("guest-fast.yaml");
        String text = Files.readString(Path.of(System.getProperty("swapset.root"), "scenarios", "fastccw-3M1F11.yaml"));
        Files.writeString(file, text.replace("writeDestage: 0.43ms }", "writeDestage: 0.43ms, fastWrite: 0.1ms }"));
        Cli cli = Cli.run("check", file.toString());
        assertBadInput(cli, "swapset: " + file + ":");
        assertTrue(cli.err().contains("guestDevices[0].fastWrite: fastWrite (0.1 ms) is a write's whole time"),
                cli.err());
    }

    @Test
    void devicesTooManyForTheHeapAreRefusedAtTheDeviceBeforeAnyRun() throws Exception {
        // One SSD of 2 billion slots: within what a run numbers, but its slot map and start-I/O tables (an entry
        // for each page a start-I/O may chain) want tens of GiB.
        Path file = SmallScenario.write(temp, "many.yaml", "  - type: ibm-3380\n",
                "  - type: ssd\n    capacityPages: 2000000000\n");
        Cli cli = Cli.run("check", file.toString());
        assertBadInput(cli, "swapset: " + file + ":");
        assertTrue(cli.err().contains("pagingDevices[0]: the devices need about ") && cli.err().contains(
                "(1 x ssd here the most"), cli.err());
        assertTrue(cli.err().contains("give fewer or smaller devices"), cli.err());
        // A heap in whole GiB, as the launcher takes it: not the MiB figure it was, nor a bare -Xmx with no word
        // of how to give it.
        java.util.regex.Matcher heap = java.util.regex.Pattern.compile(", or run Java with a heap of (\\d+) GiB or "
                + "more, e.g. SWAPSET_JAVA_OPTS=-Xmx(\\d+)g ./swapset \\.\\.\\.").matcher(cli.err());
        assertTrue(heap.find(), cli.err());
        assertEquals(heap.group(1), heap.group(2));
        // 100,000 3380s were once sent to an 83 GiB heap, which would not have run them: their slots are more than
        // a run numbers.
        Path many = SmallScenario.write(temp, "3380s.yaml", "  - type: ibm-3380\n",
                "  - type: ibm-3380\n    count: 100000\n");
        Cli disks = Cli.run("check", many.toString());
        assertBadInput(disks, "swapset: " + many + ":");
        assertTrue(disks.err().contains("more than a run can address") && !disks.err().contains("Xmx"), disks.err());
    }

    @Test
    void devicesBeyondWhatARunAddressesAreRefusedWithNoHeapSuggested() throws Exception {
        // 10,000 SSDs of 2 billion slots: hundreds of TiB of slot maps and start-I/O tables, which the message once
        // asked for as an -Xmx of some hundred million MiB; no heap runs them, since a run numbers its slots in ints.
        Path file = SmallScenario.write(temp, "huge.yaml", "  - type: ibm-3380\n",
                "  - type: ssd\n    count: 10000\n    capacityPages: 2000000000\n");
        Cli cli = Cli.run("check", file.toString());
        assertBadInput(cli, "swapset: " + file + ":");
        assertTrue(cli.err().contains("pagingDevices[0]: 10,000 devices of up to 2,000,000,000 slots number "
                + "20,000,000,000,000 slots, more than a run can address (2,147,483,639): give fewer or smaller "
                + "devices"), cli.err());
        assertFalse(cli.err().contains("Xmx"), cli.err());
        // One SSD of 8.4 million slots with 256 exposures: its start-I/O tables (an entry per exposure and per page
        // a start-I/O may chain) would wrap an int, which the heap advice once sent the user to meet at the run.
        Path wide = SmallScenario.write(temp, "wide.yaml", "  - type: ibm-3380\n",
                "  - type: ssd\n    exposures: 256\n    capacityPages: 8400000\n");
        Cli tables = Cli.run("check", wide.toString());
        assertBadInput(tables, "swapset: " + wide + ":");
        assertTrue(tables.err().contains("pagingDevices[0]: the start-I/O tables would hold 2,150,400,000 entries "
                + "(256 exposures, each for up to 8,400,000 pages"), tables.err());
        assertFalse(tables.err().contains("Xmx"), tables.err());
    }

    @Test
    void aPolicyOrWorkloadRefusingACombinationOfItsValuesIsReportedAtTheParameterBeforeAnyRun() throws Exception {
        Path slices = edited("hpo-3081d-prototype.yaml", "slices.yaml", "q1Slice: 50ms", "q1Slice: 5s");
        Cli cli = Cli.run("check", slices.toString());
        assertBadInput(cli, "swapset: " + slices + ":");
        assertTrue(cli.err().contains("policies.scheduler.q1Slice: q1Slice (5.0 s) is longer than q2Slice (0.4 s)"),
                cli.err());

        Path wide = edited("pfault-31C80X0.yaml", "wide.yaml", "storage: 128MiB", "storage: 4GiB");
        Cli guest = Cli.run("check", wide.toString());
        assertBadInput(guest, "swapset: " + wide + ":");
        assertTrue(guest.err().contains("workloads[0].storage: a 31-bit guest addresses at most 2 GB"), guest.err());

        Path stride = edited("linux-file-stride-64.yaml", "stride.yaml", "stridePages: 64", "stridePages: 20000");
        Cli file = Cli.run("check", stride.toString());
        assertBadInput(file, "swapset: " + stride + ":");
        assertTrue(file.err().contains("workloads[0].stridePages: stridePages (20000) exceeds the file's 11300 pages"),
                file.err());
    }

    @Test
    void moreReplicationsThanAScenarioMayHaveAreBadInput() {
        assertBadInput(Cli.run("run", "--replications", "1001"),
                "swapset: --replications must be at most 1000 (as in a scenario's run.replications), was 1001");
    }

    @Test
    void aNonNumericSeedIsBadInput() {
        assertBadInput(Cli.run("run", "--seed", "soon"), "swapset: Invalid value for option '--seed'");
    }

    /**
     * A CMS workload whose values pass one by one but not together (its working set fills the pages a drift could
     * move to) is refused at load, at the parameter's line, before any run starts.
     */
    @Test
    void aCmsWorkloadThatCannotDriftIsRefusedAtItsLine() throws Exception {
        Path file = temp.resolve("no-room.yaml");
        Files.writeString(file, """
                name: no room to drift
                processor: { type: ibm-3081d }
                storage: { real: 16MiB }
                channels: [ { name: ch1 } ]
                pagingDevices: [ { type: ibm-2305-2, count: 2, channel: ch1 } ]
                workloads:
                  - type: cms-interactive
                    name: cms
                    users: 10
                    addressSpace: 64KiB
                    workingSet: 6
                    nonTrivialExtraPages: 0
                    nonTrivialTransientPages: 10
                    drift: 0.1
                """);
        assertBadInput(Cli.run("check", file.toString()), "swapset: " + file + ":14:12: workloads[0].drift: drift (0.1) "
                + "needs pages outside the working set");
    }

    @Test
    void zeroThreadsIsBadInput() {
        assertBadInput(Cli.run("run", "--threads", "0"), "swapset: --threads must be at least 1, was 0");
    }
}
