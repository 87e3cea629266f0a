package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A deliberately broken plugin jar never takes down a sweep: its three replacement policies throw, loop forever and
 * allocate without bound; a sweep over them and two good policies completes the good points, prints them, and
 * reports the broken point with the plugin's id, its jar and where the scenario chose it. A policy stuck in a loop
 * is stopped at the time limit and its thread does not live on; running out of memory is tried in a separate JVM with
 * a small heap, so it cannot disturb the tests around it.
 */
class BrokenPluginTest {

    static final String PKG = "com.example.broken";

    @TempDir
    static Path temp;

    static Path plugins;
    static Path jar;

    static String source() {
        return """
                package %1$s;

                import java.util.ArrayList;
                import java.util.List;
                import org.swapset.spi.Parameters;
                import org.swapset.spi.policy.FrameView;
                import org.swapset.spi.policy.ReplacementPolicy;
                import org.swapset.spi.policy.ReplacementPolicyFactory;

                /** Three ways for a replacement policy to go wrong. */
                public final class BrokenPolicies extends org.swapset.spi.SwapsetPlugin {

                    static ReplacementPolicyFactory factory(String id, ReplacementPolicy policy) {
                        return new ReplacementPolicyFactory() {
                            public String id() { return id; }
                            public String description() { return "broken on purpose"; }
                            public ReplacementPolicy create(Parameters p) { return policy; }
                        };
                    }

                    static final class Throws implements ReplacementPolicy {
                        public int selectVictims(FrameView frames, int wanted, int[] out) {
                            throw new IllegalStateException("the hand fell off the clock");
                        }
                    }

                    static final class Spins implements ReplacementPolicy {
                        long turns;
                        public int selectVictims(FrameView frames, int wanted, int[] out) {
                            while (true) {
                                turns++;
                            }
                        }
                    }

                    static final class Hogs implements ReplacementPolicy {
                        public int selectVictims(FrameView frames, int wanted, int[] out) {
                            List<long[]> hoard = new ArrayList<>();
                            while (true) {
                                hoard.add(new long[1 << 20]);
                            }
                        }
                    }

                    @Override
                    protected void contribute(Contributions c) {
                        c.add(factory("test-throws", new Throws()));
                        c.add(factory("test-spins", new Spins()));
                        c.add(factory("test-hogs", new Hogs()));
                    }
                }
                """.formatted(PKG);
    }

    @BeforeAll
    static void buildTheBrokenJar() throws IOException {
        plugins = temp.resolve("plugins");
        jar = PluginJars.build(plugins.resolve("broken.jar"), temp, Map.of(PKG + ".BrokenPolicies", source()),
                PKG + ".BrokenPolicies");
    }

    /** The small scenario with short runs. */
    static Path scenario(String name) throws IOException {
        Path file = temp.resolve(name);
        try (InputStream in = BrokenPluginTest.class.getResourceAsStream("/e2e/small.yaml")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            Files.writeString(file, text.replace("warmUp: 30s", "warmUp: 10s").replace("duration: 2min",
                    "duration: 40s"));
        }
        return file;
    }

    static String jarPath() {
        return jar.toAbsolutePath().normalize().toString();
    }

    /** The table row of a point: its value, then four metric columns. */
    static String row(String out, String point) {
        return out.lines().filter(l -> l.startsWith(point + " ")).findFirst().orElse("(no row for " + point + ")");
    }

    @Test
    void aPolicyThatThrowsFailsItsPointWithItsIdJarAndPathWhileTheOthersComplete() throws IOException {
        Path file = scenario("throws.yaml");

        Cli cli = Cli.run("sweep", file.toString(), "--plugins", plugins.toString(), "--replications", "2",
                "--vary", "policies.replacement.type=core-table-scan,test-throws,fifo");

        assertEquals(1, cli.exitCode(), cli.err());
        assertTrue(row(cli.out(), "core-table-scan").matches("core-table-scan\\s+[0-9.]+ ± .*"), cli.out());
        assertTrue(row(cli.out(), "fifo").matches("fifo\\s+[0-9.]+ ± .*"), cli.out());
        assertTrue(row(cli.out(), "test-throws").matches("test-throws\\s+failed\\s+failed\\s+failed\\s+failed"),
                cli.out());
        assertTrue(has(cli.err(), "swapset: sweep point test-throws failed: ", blame(file, "e2e small"), ""),
                cli.err());
        assertTrue(cli.err().contains("swapset: 1 of 3 sweep points failed; the other 2 completed"), cli.err());
    }

    /** The small scenario with short runs, the given replacement policy, a name and a published figure. */
    static Path scenario(Path dir, String name, String policy) throws IOException {
        Path file = scenario(name + ".yaml");
        String text = Files.readString(file).replace("name: e2e small", "name: e2e " + name)
                .replace("type: core-table-scan", "type: " + policy)
                + "published:\n  source: a test\n  tolerance: 100%\n  figures:\n"
                + "    - { metric: cpu.utilisation, value: 50 }\n";
        Files.createDirectories(dir);
        return Files.writeString(dir.resolve(name + ".yaml"), text);
    }

    /**
     * The blame of a forecast whose replication threw in the policy, as a pattern: the number of the replication is
     * the lowest that reached the policy (the first that ran short of frames), which depends on the workload's draws.
     */
    static String blame(Path file, String scenario) {
        return "replication \\d+ of scenario " + Pattern.quote("'" + scenario + "' failed in plugin 'test-throws' "
                + "(replacement policy at policies.replacement of " + file + ", from " + jarPath() + "): "
                + "IllegalStateException: the hand fell off the clock");
    }

    /** Whether {@code text} holds {@code before}, then the pattern {@code blame}, then {@code after}. */
    static boolean has(String text, String before, String blame, String after) {
        return Pattern.compile(Pattern.quote(before) + blame + Pattern.quote(after)).matcher(text).find();
    }

    @Test
    void validateReportsAScenarioWhosePluginThrowsWithTheBlameAndValidatesTheOthers() throws IOException {
        Path dir = temp.resolve("validate");
        scenario(dir, "a-good", "core-table-scan");
        Path broken = scenario(dir, "b-broken", "test-throws");
        scenario(dir, "c-good", "fifo");

        Cli cli = Cli.run("validate", dir.toString(), "--plugins", plugins.toString(), "--replications", "2");

        assertEquals(1, cli.exitCode(), cli.err());
        assertTrue(cli.out().contains("e2e a-good\n  published in: a test\n"), cli.out());
        assertTrue(cli.out().contains("e2e c-good\n  published in: a test\n"), cli.out());
        assertEquals(2, cli.out().lines().filter(l -> l.equals("  every figure within tolerance")).count(),
                cli.out());
        assertTrue(has(cli.out(), "e2e b-broken\n  published in: a test\n  forecast failed: ",
                blame(broken, "e2e b-broken"), "; "), cli.out());
        assertTrue(has(cli.err(), "swapset: scenario " + broken + " failed: ", blame(broken, "e2e b-broken"), ""),
                cli.err());
        assertTrue(cli.err().contains("swapset: 1 of 3 scenarios failed; 2 were validated"), cli.err());
    }

    @Test
    void compareMarksAVariantWhosePluginThrowsAndComparesTheOthers() throws IOException {
        Path dir = temp.resolve("compare");
        Path base = scenario(dir, "base", "core-table-scan");
        Path broken = scenario(dir, "broken", "test-throws");
        Path fifo = scenario(dir, "fifo", "fifo");

        Cli cli = Cli.run("compare", base.toString(), broken.toString(), fifo.toString(), "--plugins",
                plugins.toString(), "--replications", "2");

        assertEquals(1, cli.exitCode(), cli.err());
        assertTrue(has(cli.out(), "\nVariant 1 e2e broken   FAILED: ", blame(broken, "e2e broken"), ""), cli.out());
        assertTrue(cli.out().contains("\nVariant 2 e2e fifo\n"), cli.out());
        String header = cli.out().lines().filter(l -> l.startsWith("Metric")).findFirst().orElse("");
        assertTrue(header.matches("Metric\\s+Base\\s+V2\\s+Ratio\\s+Difference ± 95%\\s+Unit"), header);
        assertTrue(cli.out().lines().anyMatch(l -> l.startsWith("Mean response time ")), cli.out());
        assertTrue(has(cli.err(), "swapset: variant 1 " + broken + " failed: ", blame(broken, "e2e broken"), ""),
                cli.err());
        assertTrue(cli.err().contains("swapset: 1 of 2 variants failed; the base and the other 1 were compared"),
                cli.err());
    }

    @Test
    void compareWhoseBasePluginThrowsFailsCleanlyWithTheBlame() throws IOException {
        Path dir = temp.resolve("compare-base");
        Path broken = scenario(dir, "broken", "test-throws");
        Path good = scenario(dir, "good", "core-table-scan");

        Cli cli = Cli.run("compare", broken.toString(), good.toString(), "--plugins", plugins.toString(),
                "--replications", "2");

        assertEquals(1, cli.exitCode(), cli.err());
        assertEquals("", cli.out());
        assertTrue(has(cli.err(), "swapset: the base " + broken + " failed: ", blame(broken, "e2e broken"), "; "),
                cli.err());
        assertTrue(Pattern.compile("; (all 2 replications failed|1 of 2 replications failed \\(replication \\d\\), 1 "
                + "completed)\n").matcher(cli.err()).find(), cli.err());
    }

    @Test
    void capacityReportsEveryUserCountWhosePluginThrewAndSearchesOn() throws IOException {
        Path file = scenario(temp.resolve("capacity"), "capacity", "test-throws");

        Cli cli = Cli.run("capacity", file.toString(), "--plugins", plugins.toString(), "--replications", "2",
                "--target", "response.mean<=1s");

        assertEquals(1, cli.exitCode(), cli.out() + cli.err());
        assertTrue(has(cli.err(), "  20 users: failed: ", blame(file, "e2e capacity"), ""), cli.err());
        assertTrue(cli.out().contains("Failed points      "), cli.out());
        assertTrue(has(cli.out(), "\n  20 users: ", blame(file, "e2e capacity"), ""), cli.out());
        assertTrue(Pattern.compile("swapset: the forecast failed at \\d+ user counts? \\([0-9, ]*20\\); the search "
                + "went on around them").matcher(cli.err()).find(), cli.err());
    }

    @Test
    void aPolicyThatNeverReturnsIsStoppedAtTheTimeLimitAndNamedWhileTheOthersComplete()
            throws IOException, InterruptedException {
        Path file = scenario("spins.yaml");
        long start = System.nanoTime();

        Cli cli = Cli.run("sweep", file.toString(), "--plugins", plugins.toString(), "--replications", "2",
                "--time-limit", "6s", "--vary", "policies.replacement.type=core-table-scan,test-spins,fifo");

        double seconds = (System.nanoTime() - start) / 1e9;
        assertEquals(1, cli.exitCode(), cli.err());
        assertTrue(seconds < 60, "the sweep took " + seconds + " s");
        assertTrue(row(cli.out(), "core-table-scan").matches("core-table-scan\\s+[0-9.]+ ± .*"), cli.out());
        assertTrue(row(cli.out(), "fifo").matches("fifo\\s+[0-9.]+ ± .*"), cli.out());
        assertTrue(row(cli.out(), "test-spins").contains("failed"), cli.out());
        // The replication that reaches the policy first (runs short of frames) depends on the workload's draws.
        assertTrue(has(cli.err(), "swapset: sweep point test-spins failed: scenario 'e2e small' passed its time "
                + "limit of 6s with ", "[01] of 2 replications done; replication [01] ", "did not return when "
                + "asked to stop: stuck in plugin 'test-spins' (replacement policy at policies.replacement of " + file
                + ", from " + jarPath() + ") at " + PKG + ".BrokenPolicies$Spins.selectVictims"), cli.err());
        // The stuck thread was stopped, not merely abandoned: nothing is still spinning seconds later. (JDK 20 and
        // later have no Thread.stop: there the daemon thread is abandoned, as the README says.)
        if (Runtime.version().feature() >= 20) {
            return;
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (spinning() && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertFalse(spinning(), "a thread is still running the spinning policy");
    }

    private static boolean spinning() {
        return Thread.getAllStackTraces().values().stream().anyMatch(stack -> stack.length > 0
                && stack[0].getClassName().equals(PKG + ".BrokenPolicies$Spins"));
    }

    @Test
    void aPolicyThatAllocatesWithoutBoundFailsItsPointWhileTheOthersComplete() throws Exception {
        Path file = scenario("hogs.yaml");
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                        .toString(), "-Xmx160m", "-XX:-HeapDumpOnOutOfMemoryError", "-cp", classPath,
                "org.swapset.app.Main", "sweep", file.toString(), "--plugins", plugins.toString(), "--threads", "1",
                "--replications", "2", "--vary", "policies.replacement.type=core-table-scan,test-hogs,fifo"));
        Path out = temp.resolve("hogs.out");
        Path err = temp.resolve("hogs.err");
        Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(p.waitFor(3, TimeUnit.MINUTES), "the sweep did not end");
        String stdout = Files.readString(out);
        String stderr = Files.readString(err);

        assertEquals(1, p.exitValue(), stdout + stderr);
        assertTrue(row(stdout, "core-table-scan").matches("core-table-scan\\s+[0-9.]+ ± .*"), stdout + stderr);
        assertTrue(row(stdout, "fifo").matches("fifo\\s+[0-9.]+ ± .*"), stdout + stderr);
        assertTrue(row(stdout, "test-hogs").contains("failed"), stdout);
        assertTrue(Pattern.compile("sweep point test-hogs failed: replication \\d of scenario 'e2e small' failed in "
                + "plugin 'test-hogs' \\(replacement policy at policies.replacement of .*, from .*broken.jar\\): "
                + "OutOfMemoryError").matcher(stderr).find(), stderr);
    }
}
