package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Plugins that break their contract in what they return, not by throwing: a factory that makes nothing, a policy that
 * names a frame outside storage or more victims than it was asked for. The engine finds it after the plugin's code
 * has returned, and still names the plugin, its jar and where the scenario chose it; a factory that cannot list its
 * parameters is refused when its jar loads, and `plugins` lists the refusal.
 */
class ContractBreakingPluginTest {

    static final String PKG = "com.example.contract";

    @TempDir
    static Path temp;

    static Path plugins;
    static Path jar;
    static Path badParameters;

    @BeforeAll
    static void buildTheJars() throws IOException {
        plugins = temp.resolve("plugins");
        jar = PluginJars.build(plugins.resolve("contract.jar"), temp, Map.of(PKG + ".Breakers", """
                package %1$s;

                import org.swapset.spi.Parameters;
                import org.swapset.spi.policy.FrameView;
                import org.swapset.spi.policy.ReplacementPolicy;
                import org.swapset.spi.policy.ReplacementPolicyFactory;

                public final class Breakers extends org.swapset.spi.SwapsetPlugin {

                    static ReplacementPolicyFactory factory(String id, ReplacementPolicy policy) {
                        return new ReplacementPolicyFactory() {
                            public String id() { return id; }
                            public String description() { return "breaks its contract on purpose"; }
                            public ReplacementPolicy create(Parameters p) { return policy; }
                        };
                    }

                    @Override
                    protected void contribute(Contributions c) {
                        c.add(factory("test-null", null));
                        c.add(factory("test-outside", (FrameView frames, int wanted, int[] out) -> {
                            out[0] = -7;
                            return 1;
                        }));
                        c.add(factory("test-greedy", (FrameView frames, int wanted, int[] out) -> 5));
                    }
                }
                """.formatted(PKG)), PKG + ".Breakers");
        badParameters = temp.resolve("bad-parameters");
        PluginJars.build(badParameters.resolve("params.jar"), temp.resolve("params-build"), Map.of(PKG
                + ".BadParameters", """
                package %1$s;

                import java.util.List;
                import org.swapset.spi.ParameterDescriptor;
                import org.swapset.spi.Parameters;
                import org.swapset.spi.policy.ReplacementPolicy;
                import org.swapset.spi.policy.ReplacementPolicyFactory;

                public final class BadParameters extends org.swapset.spi.SwapsetPlugin {
                    @Override
                    protected void contribute(Contributions c) {
                        c.add(new ReplacementPolicyFactory() {
                            public String id() { return "test-bad-parameters"; }
                            public String description() { return "cannot say what it takes"; }
                            public List<ParameterDescriptor> parameters() {
                                throw new IllegalStateException("params boom");
                            }
                            public ReplacementPolicy create(Parameters p) { return null; }
                        });
                    }
                }
                """.formatted(PKG)), PKG + ".BadParameters");
    }

    /** The small end-to-end system, with short runs and the given replacement policy. */
    private static Path scenario(String policy) throws IOException {
        return SmallScenario.write(temp, policy + ".yaml", "type: core-table-scan", "type: " + policy);
    }

    private static void assertBlamed(String policy, String problem) throws IOException {
        Path file = scenario(policy);
        Cli cli = Cli.run("run", file.toString(), "--plugins", plugins.toString(), "--replications", "2");
        assertEquals(1, cli.exitCode(), cli.err());
        String blame = "failed in plugin '" + policy + "' (replacement policy at policies.replacement of " + file
                + ", from " + jar.toAbsolutePath().normalize() + "): ";
        assertTrue(cli.err().contains(blame), cli.err());
        assertTrue(cli.err().contains("replacement policy '" + policy + "' " + problem), cli.err());
        assertTrue(!cli.err().contains("internal error"), cli.err());
    }

    @Test
    void aFactoryThatReturnsNullIsNamed() throws IOException {
        assertBlamed("test-null", "returned null from create()");
    }

    @Test
    void aVictimOutsideStorageIsNamed() throws IOException {
        assertBlamed("test-outside", "chose frame -7, which is outside storage (frames 0 to ");
    }

    @Test
    void moreVictimsThanAskedForAreNamed() throws IOException {
        assertBlamed("test-greedy", "returned 5 from selectVictims when asked for at most 1 victim");
    }

    @Test
    void aFactoryThatCannotListItsParametersIsRefusedAtLoadAndListed() {
        Cli cli = Cli.run("plugins", "--plugins", badParameters.toString());
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue((cli.out() + cli.err()).contains("refused: factory "), cli.out() + cli.err());
        assertTrue((cli.out() + cli.err()).contains("cannot list its parameters: IllegalStateException: params boom"),
                cli.out() + cli.err());
    }
}
