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

    static Path misbehaving;
    static Path misbehavingJar;
    static Path badDescriptors;

    /** A workload and a device that misbehave in the way their {@code mode} says (after the plugin-author test). */
    @BeforeAll
    static void buildTheMisbehavingJar() throws IOException {
        misbehaving = temp.resolve("misbehaving");
        misbehavingJar = PluginJars.build(misbehaving.resolve("misbehaving.jar"), temp.resolve("misbehaving-build"),
                Map.of(PKG + ".Misbehaving", """
                package %1$s;

                import java.util.List;
                import org.swapset.spi.ParameterDescriptor;
                import org.swapset.spi.Parameters;
                import org.swapset.spi.RandomStream;
                import org.swapset.spi.hardware.DeviceGeometry;
                import org.swapset.spi.hardware.IoTiming;
                import org.swapset.spi.hardware.PagingDevice;
                import org.swapset.spi.hardware.PagingDeviceFactory;
                import org.swapset.spi.workload.GuestBehaviour;
                import org.swapset.spi.workload.TransactionPlan;
                import org.swapset.spi.workload.WorkloadFactory;
                import org.swapset.spi.workload.WorkloadModel;

                public final class Misbehaving extends org.swapset.spi.SwapsetPlugin {
                    static final List<String> MODES = List.of("ok", "users-negative", "users-zero", "pages-zero",
                            "classes-null", "classes-twice", "guest-null", "think-nan", "think-negative",
                            "think-infinite", "geometry-null", "transfer-zero");

                    static ParameterDescriptor mode() {
                        return ParameterDescriptor.choice("mode", "ok", MODES, "How to misbehave, if at all.");
                    }

                    @Override
                    protected void contribute(Contributions c) {
                        c.add(new WorkloadFactory() {
                            public String id() { return "test-editor"; }
                            public String description() { return "editor users that misbehave on request"; }
                            public List<ParameterDescriptor> parameters() { return List.of(mode()); }
                            public WorkloadModel create(Parameters p) { return model(p.text("mode")); }
                        });
                        c.add(new PagingDeviceFactory() {
                            public String id() { return "test-fhd"; }
                            public String description() { return "a fixed-head disk that misbehaves on request"; }
                            public List<ParameterDescriptor> parameters() { return List.of(mode()); }
                            public PagingDevice create(Parameters p) { return device(p.text("mode")); }
                        });
                    }

                    static WorkloadModel model(String mode) {
                        return new WorkloadModel() {
                            public int users() {
                                return mode.equals("users-negative") ? -5 : mode.equals("users-zero") ? 0 : 20;
                            }
                            public int addressSpacePages() { return mode.equals("pages-zero") ? 0 : 64; }
                            public List<String> transactionClasses() {
                                return mode.equals("classes-null") ? null
                                        : mode.equals("classes-twice") ? List.of("edit", "edit") : List.of("edit");
                            }
                            public GuestBehaviour newGuest(int index, RandomStream random) {
                                return mode.equals("guest-null") ? null : new GuestBehaviour() {
                                    public double thinkTime() {
                                        return switch (mode) {
                                            case "think-nan" -> Double.NaN;
                                            case "think-negative" -> -3;
                                            case "think-infinite" -> Double.POSITIVE_INFINITY;
                                            default -> random.exponential(5);
                                        };
                                    }
                                    public void nextTransaction(TransactionPlan plan) {
                                        plan.begin(0, 80_000);
                                        plan.reference(random.nextInt(64), false);
                                        plan.reference(random.nextInt(64), true);
                                    }
                                };
                            }
                        };
                    }

                    static PagingDevice device(String mode) {
                        DeviceGeometry geometry = new DeviceGeometry(1, 200, 4, 4, true);
                        return new PagingDevice() {
                            public String model() { return "Test FHD"; }
                            public DeviceGeometry geometry() { return mode.equals("geometry-null") ? null : geometry; }
                            public double rotationTime() { return 0.01; }
                            public double pageTransferTime() { return 0.0025; }
                            public void plan(int pages, int seek, boolean write, boolean contiguous, RandomStream r,
                                             IoTiming out) {
                                out.set(0.0004, r.uniform() * 0.01,
                                        mode.equals("transfer-zero") ? 0 : pages * 0.0025, 0.01, false);
                            }
                        };
                    }
                }
                """.formatted(PKG)), PKG + ".Misbehaving");
        badDescriptors = temp.resolve("bad-descriptors");
        PluginJars.build(badDescriptors.resolve("twice.jar"), temp.resolve("twice-build"),
                Map.of(PKG + ".Twice", descriptors("Twice", "test-twice", """
                        ParameterDescriptor.integer("tracks", 10, 1, 100, "tracks", "Tracks in the paging area."),
                        ParameterDescriptor.integer("tracks", 20, 1, 100, "tracks", "Tracks in the paging area.")""")),
                PKG + ".Twice");
        PluginJars.build(badDescriptors.resolve("outside.jar"), temp.resolve("outside-build"),
                Map.of(PKG + ".Outside", descriptors("Outside", "test-outside-default", """
                        ParameterDescriptor.integer("tracks", 500, 1, 100, "tracks", "Tracks in the paging area.")""")),
                PKG + ".Outside");
        PluginJars.build(badDescriptors.resolve("unreadable.jar"), temp.resolve("unreadable-build"),
                Map.of(PKG + ".Unreadable", descriptors("Unreadable", "test-unreadable-default", """
                        ParameterDescriptor.duration("rotation", "fast", 0.001, 1, "The time of a revolution.")""")),
                PKG + ".Unreadable");
    }

    /** A replacement policy plugin, class {@code name}, whose factory {@code id} declares {@code descriptors}. */
    private static String descriptors(String name, String id, String descriptors) {
        return """
                package %1$s;

                import java.util.List;
                import org.swapset.spi.ParameterDescriptor;
                import org.swapset.spi.Parameters;
                import org.swapset.spi.policy.ReplacementPolicy;
                import org.swapset.spi.policy.ReplacementPolicyFactory;

                public final class %2$s extends org.swapset.spi.SwapsetPlugin {
                    @Override
                    protected void contribute(Contributions c) {
                        c.add(new ReplacementPolicyFactory() {
                            public String id() { return "%3$s"; }
                            public String description() { return "declares its parameters wrongly"; }
                            public List<ParameterDescriptor> parameters() { return List.of(%4$s); }
                            public ReplacementPolicy create(Parameters p) { return null; }
                        });
                    }
                }
                """.formatted(PKG, name, id, descriptors);
    }

    /** A system of the misbehaving plugins' workload and device, in {@code mode} for one and "ok" for the other. */
    private static Path misbehavingScenario(String workloadMode, String deviceMode) throws IOException {
        return java.nio.file.Files.writeString(temp.resolve(workloadMode + "-" + deviceMode + ".yaml"), """
                name: misbehaving plugins
                processor: { type: ibm-4341-2 }
                storage:
                  real: 1MiB
                channels: [ { name: ch1 } ]
                pagingDevices:
                  - { type: test-fhd, count: 2, channel: ch1, mode: %2$s }
                workloads:
                  - { type: test-editor, name: ed, mode: %1$s }
                run: { seed: 1, warmUp: 10s, duration: 40s, replications: 2 }
                """.formatted(workloadMode, deviceMode));
    }

    /** Running {@code file} fails, the error naming {@code plugin} (the {@code what} at {@code at}) and its jar. */
    private static void assertMisbehaviourBlamed(Path file, String plugin, String what, String problem) {
        Cli cli = Cli.run("run", file.toString(), "--plugins", misbehaving.toString());
        assertEquals(1, cli.exitCode(), cli.err());
        assertTrue(cli.err().contains("failed in plugin '" + plugin + "' (" + what + " of " + file + ", from "
                + misbehavingJar.toAbsolutePath().normalize() + "): "), cli.err());
        assertTrue(cli.err().contains(problem), cli.err());
        assertTrue(!cli.err().contains("internal error"), cli.err());
    }

    @Test
    void aWorkloadModelThatBreaksItsContractIsNamed() throws IOException {
        for (var mode : Map.of("users-negative", "returned -5 from users(); a workload logs on at least 1 user",
                "users-zero", "returned 0 from users()",
                "pages-zero", "returned 0 from addressSpacePages()",
                "classes-null", "returned null from transactionClasses()",
                "classes-twice", "returned [edit, edit] from transactionClasses(); a workload names at least 1 "
                        + "transaction class, each once",
                "guest-null", "returned null from newGuest(0)").entrySet()) {
            assertMisbehaviourBlamed(misbehavingScenario(mode.getKey(), "ok"), "test-editor",
                    "workload model at workloads[0]", "workload model 'test-editor' " + mode.getValue());
        }
    }

    @Test
    void aThinkTimeThatIsNotAFiniteTimeIsNamed() throws IOException {
        for (var mode : Map.of("think-nan", "NaN", "think-negative", "-3.0", "think-infinite", "Infinity")
                .entrySet()) {
            assertMisbehaviourBlamed(misbehavingScenario(mode.getKey(), "ok"), "test-editor",
                    "workload model at workloads[0]", "workload model 'test-editor' returned " + mode.getValue() + " s from "
                            + "thinkTime() for a user of workload 'ed'; a think time is finite and at least 0 s");
        }
    }

    @Test
    void aDeviceWithoutAGeometryOrThatTransfersInNoTimeIsNamed() throws IOException {
        assertMisbehaviourBlamed(misbehavingScenario("ok", "geometry-null"), "test-fhd",
                "paging device model at pagingDevices[0]", "returned null from geometry()");
        assertMisbehaviourBlamed(misbehavingScenario("ok", "transfer-zero"), "test-fhd",
                "paging device model at pagingDevices[0]", "with a transfer of 0.0 s; moving a page takes time");
    }

    @Test
    void aFactoryWhoseDescriptorsTheLoaderCannotRelyOnIsRefusedAtLoad() {
        Cli cli = Cli.run("plugins", "--plugins", badDescriptors.toString());
        assertEquals(0, cli.exitCode(), cli.err());
        String all = cli.out() + cli.err();
        assertTrue(all.contains("refused: its replacement policy 'test-twice' declares the parameter 'tracks' twice"),
                all);
        assertTrue(all.contains("refused: its replacement policy 'test-outside-default' gives 'tracks' the default "
                + "500, outside its own range 1..100"), all);
        assertTrue(all.contains("refused: its replacement policy 'test-unreadable-default' gives 'rotation' the "
                + "default 'fast', which is not a duration"), all);
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
