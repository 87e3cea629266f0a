package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A third-party replacement policy that draws its victims at random from the stream the engine gives it (SPI 1.6,
 * {@code ReplacementPolicyFactory.create(Parameters, RandomStream)}): the same seed repeats the forecast byte for byte,
 * another seed changes it, and replications differ.
 */
class RandomPolicyPluginTest {

    static final String PKG = "com.example.random";

    @TempDir
    static Path temp;

    static Path plugins;

    @BeforeAll
    static void buildTheJar() throws IOException {
        plugins = temp.resolve("plugins");
        PluginJars.build(plugins.resolve("random.jar"), temp, Map.of(PKG + ".RandomPlugin", """
                package %1$s;

                import org.swapset.spi.Parameters;
                import org.swapset.spi.RandomStream;
                import org.swapset.spi.policy.FrameView;
                import org.swapset.spi.policy.ReplacementPolicy;
                import org.swapset.spi.policy.ReplacementPolicyFactory;

                public final class RandomPlugin extends org.swapset.spi.SwapsetPlugin {
                    @Override
                    protected void contribute(Contributions c) {
                        c.add(new ReplacementPolicyFactory() {
                            public String id() { return "test-random"; }
                            public String description() { return "victims drawn at random"; }
                            public ReplacementPolicy create(Parameters p) {
                                throw new IllegalStateException("the engine gives a stream");
                            }
                            public ReplacementPolicy create(Parameters p, RandomStream random) {
                                // The stream's first draw, logged: what the test compares across seeds and
                                // replications, apart from everything else in the model.
                                String log = System.getProperty("swapset.test.randomLog");
                                if (log != null) {
                                    try {
                                        java.nio.file.Files.writeString(java.nio.file.Path.of(log),
                                                random.nextInt(Integer.MAX_VALUE) + "\\n",
                                                java.nio.file.StandardOpenOption.CREATE,
                                                java.nio.file.StandardOpenOption.APPEND);
                                    } catch (java.io.IOException e) {
                                        throw new java.io.UncheckedIOException(e);
                                    }
                                }
                                return (FrameView frames, int wanted, int[] out) -> {
                                    int n = frames.frameCount();
                                    for (int tries = 0; tries < 4 * n; tries++) {
                                        int f = random.nextInt(n);
                                        if (frames.isReclaimable(f)) {
                                            out[0] = f;
                                            return 1;
                                        }
                                    }
                                    return 0;
                                };
                            }
                        });
                    }
                }
                """.formatted(PKG)), PKG + ".RandomPlugin");
    }

    private static Path scenario() throws IOException {
        return SmallScenario.write(temp, "random.yaml", "type: core-table-scan", "type: test-random");
    }

    private static String json(Path file, String seed) throws IOException {
        Path out = temp.resolve("out-" + seed + "-" + System.nanoTime() + ".json");
        Cli cli = Cli.run("run", file.toString(), "--plugins", plugins.toString(), "--replications", "3", "--seed",
                seed, "--json", out.toString());
        assertEquals(0, cli.exitCode(), cli.err());
        return Files.readString(out);
    }

    /** The first draws of the policy's streams in a run of three replications (and any the loader makes). */
    private static java.util.Set<String> firstDraws(Path file, String seed) throws IOException {
        Path log = temp.resolve("draws-" + seed + "-" + System.nanoTime() + ".txt");
        System.setProperty("swapset.test.randomLog", log.toString());
        try {
            json(file, seed);
        } finally {
            System.clearProperty("swapset.test.randomLog");
        }
        return new java.util.TreeSet<>(Files.readAllLines(log));
    }

    @Test
    void thePolicysOwnStreamComesFromTheSeedAndTheReplication() throws IOException {
        Path file = scenario();
        java.util.Set<String> one = firstDraws(file, "1");
        assertTrue(one.size() >= 3, "three replications, three streams: " + one);
        assertEquals(one, firstDraws(file, "1"), "the same seed, the same streams");
        assertNotEquals(one, firstDraws(file, "2"), "another seed, other streams");
    }

    @Test
    void aPolicyThatDrawsRepeatsWithTheSeedAndDiffersAcrossSeedsAndReplications() throws IOException {
        Path file = scenario();
        String first = json(file, "1");
        assertEquals(first, json(file, "1"), "the same seed, the same forecast");
        assertNotEquals(first, json(file, "2"), "another seed, another forecast");
        // Replications differ: a spread in the demand reads (the metric's own entry, up to the next metric's id).
        int at = first.indexOf("\"id\" : \"paging.demandReads\"");
        assertTrue(at >= 0, first);
        String entry = first.substring(at, first.indexOf("\"id\" :", at + 1));
        String replications = entry.substring(entry.indexOf('[') + 1, entry.indexOf(']'));
        assertTrue(java.util.Arrays.stream(replications.split(",")).map(String::strip).distinct().count() > 1,
                entry);
    }
}
