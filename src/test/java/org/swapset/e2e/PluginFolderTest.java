package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.core.plugin.LoadedPlugin;
import org.swapset.core.plugin.ParameterValues;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.plugin.PluginLoadFailure;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.PluginFamily;
import org.swapset.spi.SpiVersion;
import org.swapset.spi.policy.FrameView;
import org.swapset.spi.policy.ReplacementPolicy;
import org.swapset.spi.policy.ReplacementPolicyFactory;

/**
 * A third-party plugin jar, compiled and packed while the test runs, is loaded from a plugins folder next to the
 * bundled plugins, listed by {@code swapset plugins} with its jar path, and its policy works; a broken jar is reported
 * with its path and cause while everything else loads; two jars claiming one id are both refused, naming each other.
 */
class PluginFolderTest {

    static final String POLICY_ID = "test-rotating-victim";

    @TempDir
    Path temp;

    Path victimJar(Path dir, String file, String pkg) throws IOException {
        return PluginJars.build(dir.resolve(file), temp,
                Map.of(pkg + ".VictimPlugin", PluginJars.rotatingVictimPlugin(pkg, POLICY_ID)),
                pkg + ".VictimPlugin");
    }

    private static String sourceOf(Path jar) {
        return jar.toAbsolutePath().normalize().toString();
    }

    @Test
    void aThirdPartyPluginIsLoadedFromTheFolderWithItsJarPath() throws IOException {
        Path dir = temp.resolve("plugins");
        Path jar = victimJar(dir, "victim.jar", "com.example.victim");

        PluginRegistry registry = PluginHost.load(Optional.of(dir));

        PluginFactory factory = registry.find(PluginFamily.REPLACEMENT_POLICY, POLICY_ID).orElseThrow();
        assertEquals(sourceOf(jar), registry.pluginOf(factory).map(LoadedPlugin::source).orElseThrow());
        assertEquals("VictimPlugin", registry.pluginOf(factory).orElseThrow().name());
        assertTrue(registry.failures().isEmpty(), registry.failures()::toString);
        List<String> bundled = PluginHost.load(Optional.empty()).plugins().stream().map(LoadedPlugin::name).toList();
        assertTrue(registry.plugins().stream().map(LoadedPlugin::name).toList().containsAll(bundled));
    }

    @Test
    void theThirdPartyPolicyChoosesReclaimableFramesInTurn() throws IOException {
        Path dir = temp.resolve("plugins");
        victimJar(dir, "victim.jar", "com.example.victim");
        ReplacementPolicyFactory factory = PluginHost.load(Optional.of(dir))
                .find(PluginFamily.REPLACEMENT_POLICY, POLICY_ID, ReplacementPolicyFactory.class).orElseThrow();
        Map<String, ParameterDescriptor> descriptors = new LinkedHashMap<>();
        factory.parameters().forEach(p -> descriptors.put(p.name(), p));
        ReplacementPolicy policy = factory.create(new ParameterValues("policies.replacement", descriptors,
                Map.of("stride", 1L), Map.of()));
        boolean[] reclaimable = {true, false, true, true, false};

        int[] out = new int[2];
        assertEquals(2, policy.selectVictims(frames(reclaimable), 2, out));
        assertArrayEquals(new int[] {0, 2}, out);
        assertEquals(1, policy.selectVictims(frames(reclaimable), 1, out));
        assertEquals(3, out[0]);
        assertEquals(1, policy.selectVictims(frames(reclaimable), 1, out));
        assertEquals(0, out[0], "the hand wraps around past the frames that cannot be taken");
    }

    @Test
    void thePluginsCommandListsTheThirdPartyPluginWithItsJar() throws IOException {
        Path dir = temp.resolve("plugins");
        Path jar = victimJar(dir, "victim.jar", "com.example.victim");

        Cli cli = Cli.run("plugins", "--plugins", dir.toString());

        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().contains("  " + POLICY_ID + " - takes reclaimable frames in turn [" + sourceOf(jar) + "]"),
                cli.out());
        assertTrue(cli.out().contains("stride (integer, frames) default 1, range 1..64: How far the hand moves"),
                cli.out());
    }

    @Test
    void aJarWhoseContributeThrowsIsReportedWhileTheOthersLoad() throws IOException {
        Path dir = temp.resolve("plugins");
        Path broken = PluginJars.build(dir.resolve("broken.jar"), temp,
                Map.of("com.example.broken.BrokenPlugin", PluginJars.throwingPlugin("com.example.broken")),
                "com.example.broken.BrokenPlugin");
        victimJar(dir, "victim.jar", "com.example.victim");

        PluginRegistry registry = PluginHost.load(Optional.of(dir));

        assertEquals(1, registry.failures().size());
        PluginLoadFailure failure = registry.failures().get(0);
        assertEquals(sourceOf(broken), failure.source());
        assertTrue(failure.reason().contains("the licence file is missing"), failure.reason());
        assertTrue(failure.cause() instanceof IllegalStateException);
        assertTrue(registry.find(PluginFamily.REPLACEMENT_POLICY, POLICY_ID).isPresent());
        PluginRegistry bundledOnly = PluginHost.load(Optional.empty());
        for (LoadedPlugin p : bundledOnly.plugins()) {
            assertTrue(registry.plugins().stream().anyMatch(q -> q.name().equals(p.name())), p.name());
        }

        Cli cli = Cli.run("plugins", "--plugins", dir.toString());
        assertEquals(0, cli.exitCode());
        assertTrue(cli.out().contains("  " + sourceOf(broken) + ": com.example.broken.BrokenPlugin: "
                + "IllegalStateException: the licence file is missing"), cli.out());
    }

    @Test
    void twoJarsClaimingOneIdAreBothRefusedNamingEachOtherAndTheRestStillWork() throws IOException {
        Path dir = temp.resolve("plugins");
        Path first = victimJar(dir, "a-victim.jar", "com.example.a");
        Path second = victimJar(dir, "b-victim.jar", "com.example.b");

        PluginRegistry registry = PluginHost.load(Optional.of(dir));
        assertTrue(registry.find(PluginFamily.REPLACEMENT_POLICY, POLICY_ID).isEmpty(), "neither serves the id");
        assertTrue(registry.find(PluginFamily.REPLACEMENT_POLICY, "lru").isPresent(), "the bundled ones load");

        // plugins lists them as refused, each naming the other, and a run that needs the id is told why it is not
        // there; a run that does not need it runs.
        Cli cli = Cli.run("plugins", "--plugins", dir.toString());
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().contains(sourceOf(first) + ": ") && cli.out().contains(sourceOf(second) + ": "),
                cli.out());
        assertTrue(cli.out().contains("both claim the replacement policy id '" + POLICY_ID + "'"), cli.out());
        Path uses = SmallScenario.write(temp, "uses.yaml", "type: core-table-scan", "type: " + POLICY_ID);
        Cli run = Cli.run("check", uses.toString(), "--plugins", dir.toString());
        assertEquals(2, run.exitCode(), run.err());
        assertTrue(run.err().contains("unknown replacement policy '" + POLICY_ID + "'"), run.err());
        assertTrue(run.err().contains("a-victim.jar"), run.err());
        Cli other = Cli.run("check", SmallScenario.write(temp, "other.yaml").toString(), "--plugins", dir.toString());
        assertEquals(0, other.exitCode(), other.err());
    }

    @Test
    void aJarBuiltForAnIncompatibleSpiIsRefusedNamingBothVersions() throws IOException {
        Path dir = temp.resolve("plugins");
        Path future = PluginJars.build(dir.resolve("future.jar"), temp,
                Map.of("com.example.future.VictimPlugin",
                        PluginJars.rotatingVictimPlugin("com.example.future", "future-victim")),
                "com.example.future.VictimPlugin", "2.0");
        Path newerMinor = PluginJars.build(dir.resolve("newer-minor.jar"), temp,
                Map.of("com.example.minor.VictimPlugin",
                        PluginJars.rotatingVictimPlugin("com.example.minor", "minor-victim")),
                "com.example.minor.VictimPlugin", SpiVersion.CURRENT.major() + "." + (SpiVersion.CURRENT.minor() + 1));
        Path undeclared = PluginJars.build(dir.resolve("undeclared.jar"), temp,
                Map.of("com.example.none.VictimPlugin",
                        PluginJars.rotatingVictimPlugin("com.example.none", "undeclared-victim")),
                "com.example.none.VictimPlugin", null);
        victimJar(dir, "victim.jar", "com.example.victim");

        PluginRegistry registry = PluginHost.load(Optional.of(dir));

        assertTrue(registry.find(PluginFamily.REPLACEMENT_POLICY, POLICY_ID).isPresent());
        assertTrue(registry.find(PluginFamily.REPLACEMENT_POLICY, "future-victim").isEmpty());
        assertTrue(registry.find(PluginFamily.REPLACEMENT_POLICY, "minor-victim").isEmpty());
        assertTrue(registry.find(PluginFamily.REPLACEMENT_POLICY, "undeclared-victim").isEmpty());
        Map<String, String> reasons = new LinkedHashMap<>();
        registry.failures().forEach(f -> reasons.put(f.source(), f.reason()));
        assertEquals(3, reasons.size(), reasons::toString);
        assertTrue(reasons.get(sourceOf(future)).contains("built for SPI 2.0 and needs a Swapset whose SPI is 2.0 or "
                + "a later 2.x; this Swapset's SPI is " + SpiVersion.CURRENT), reasons.toString());
        assertTrue(reasons.get(sourceOf(newerMinor)).contains("this Swapset's SPI is " + SpiVersion.CURRENT),
                reasons.toString());
        assertTrue(reasons.get(sourceOf(undeclared)).contains("declares no SPI version; add the manifest attribute '"
                + SpiVersion.MANIFEST_ATTRIBUTE + ": " + SpiVersion.CURRENT + "'"), reasons.toString());

        Cli cli = Cli.run("plugins", "--plugins", dir.toString());
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.out().startsWith("Swapset SPI " + SpiVersion.CURRENT), cli.out());
        assertTrue(cli.out().contains("VictimPlugin dev, built for SPI " + SpiVersion.CURRENT + " ["
                + sourceOf(dir.resolve("victim.jar")) + "]"), cli.out());
        assertTrue(cli.out().contains(sourceOf(future) + ": com.example.future.VictimPlugin: refused: it was built "
                + "for SPI 2.0"), cli.out());

        // A scenario that names a refused plugin's policy is told that plugins were refused, and where to look.
        Path scenario = SmallScenario.write(temp, "undeclared.yaml", "type: core-table-scan",
                "type: undeclared-victim");
        Cli run = Cli.run("check", scenario.toString(), "--plugins", dir.toString());
        assertEquals(2, run.exitCode(), run.err());
        // The jars named, and the folder, so that `plugins` lists the same refusals (not the default folder's).
        assertTrue(run.err().contains("unknown replacement policy 'undeclared-victim'") && run.err().contains(
                "(3 plugins were refused at load, from future.jar, newer-minor.jar and undeclared.jar: see "
                        + "./swapset plugins --plugins " + dir.toAbsolutePath() + ")"), run.err());
    }

    @Test
    void aPluginsFolderWithNoJarsLoadsOnlyTheBundledPlugins() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("empty"));

        assertEquals(PluginHost.load(Optional.empty()).plugins().size(),
                PluginHost.load(Optional.of(dir)).plugins().size());
    }

    /** A frame table of {@code reclaimable.length} frames, nothing referenced or changed. */
    private static FrameView frames(boolean[] reclaimable) {
        return new FrameView() {
            @Override
            public int frameCount() {
                return reclaimable.length;
            }

            @Override
            public boolean isReclaimable(int frame) {
                return reclaimable[frame];
            }

            @Override
            public boolean isReferenced(int frame) {
                return false;
            }

            @Override
            public void clearReferenced(int frame) {
            }

            @Override
            public boolean isChanged(int frame) {
                return false;
            }

            @Override
            public int owner(int frame) {
                return reclaimable[frame] ? 0 : -1;
            }

            @Override
            public boolean isOwnerInQueue(int frame) {
                return false;
            }
        };
    }
}
