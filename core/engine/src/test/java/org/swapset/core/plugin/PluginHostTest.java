package org.swapset.core.plugin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.PluginFamily;

/**
 * The plugin host loads each jar of the plugins folder in its own class loader, reports a broken jar without
 * stopping the others, and refuses two factories that claim one family and id, naming both jars.
 */
class PluginHostTest {

    @TempDir
    Path temp;

    private Path plugins() throws IOException {
        return Files.createDirectories(temp.resolve("plugins"));
    }

    private Path jar(String file, String pkg, String cls, String id, String extra) throws IOException {
        return TestJars.pluginJar(plugins().resolve(file), temp, Map.of(pkg + "." + cls,
                TestJars.processorPlugin(pkg, cls, id, extra)), List.of(pkg + "." + cls));
    }

    @Test
    void aPluginJarInTheFolderContributesItsFactoryUnderItsJarPath() throws IOException {
        Path jar = jar("one.jar", "t.one", "OnePlugin", "test-one", "");

        PluginRegistry registry = PluginHost.load(Optional.of(plugins()));

        PluginFactory factory = registry.find(PluginFamily.PROCESSOR, "test-one").orElseThrow();
        assertEquals(List.of("test-one"), registry.ids(PluginFamily.PROCESSOR));
        LoadedPlugin plugin = registry.pluginOf(factory).orElseThrow();
        assertEquals("OnePlugin", plugin.name());
        assertEquals(jar.toAbsolutePath().normalize().toString(), plugin.source());
        assertNotSame(PluginHost.class.getClassLoader(), factory.getClass().getClassLoader());
        assertTrue(registry.failures().isEmpty(), () -> registry.failures().toString());
    }

    @Test
    void aFamilyNobodyContributesToIsEmpty() throws IOException {
        jar("one.jar", "t.one", "OnePlugin", "test-one", "");

        PluginRegistry registry = PluginHost.load(Optional.of(plugins()));

        assertTrue(registry.ids(PluginFamily.WORKLOAD).isEmpty());
        assertTrue(registry.ids(PluginFamily.REPLACEMENT_POLICY).isEmpty());
    }

    @Test
    void anAbsentOrMissingFolderIsNotAnErrorAndAddsNothing() {
        PluginRegistry none = PluginHost.load(Optional.empty());
        PluginRegistry missing = PluginHost.load(Optional.of(temp.resolve("no-such-folder")));

        // core has no bundled plugins on its own class path, so nothing at all is loaded; loading from the class
        // path itself is checked end to end (the bundled plugins in every e2e test)
        assertTrue(none.plugins().isEmpty());
        assertTrue(none.failures().isEmpty());
        assertTrue(missing.plugins().isEmpty());
        assertTrue(missing.failures().isEmpty());
    }

    @Test
    void twoJarsClaimingOneIdAreBothRefusedEachNamingTheOtherAndTheRestLoad() throws IOException {
        Path a = jar("a.jar", "t.a", "APlugin", "test-same", "");
        Path b = jar("b.jar", "t.b", "BPlugin", "test-same", "");
        jar("c.jar", "t.c", "CPlugin", "test-other", "");

        PluginRegistry registry = PluginHost.load(Optional.of(plugins()));

        assertTrue(registry.ids(PluginFamily.PROCESSOR).contains("test-other"), "the rest load");
        assertFalse(registry.ids(PluginFamily.PROCESSOR).contains("test-same"), "neither serves the contested id");
        String sa = a.toAbsolutePath().normalize().toString();
        String sb = b.toAbsolutePath().normalize().toString();
        assertEquals(2, registry.failures().size(), registry.failures().toString());
        for (PluginLoadFailure f : registry.failures()) {
            String other = f.source().equals(sa) ? sb : sa;
            String own = f.source().equals(sa) ? "t.a.APlugin" : "t.b.BPlugin";
            assertEquals(own + ": refused: it and " + other + " both claim the processor model id 'test-same'; "
                    + "remove one of them", f.reason(), "both said alike, each with its plugin class");
        }
    }

    @Test
    void aJarWhoseContributeThrowsIsReportedWithItsPathAndCauseWhileOthersLoad() throws IOException {
        Path bad = jar("bad.jar", "t.bad", "BadPlugin", "test-bad",
                "if (true) throw new IllegalStateException(\"boom in contribute\");");
        jar("good.jar", "t.good", "GoodPlugin", "test-good", "");

        PluginRegistry registry = PluginHost.load(Optional.of(plugins()));

        assertEquals(List.of("test-good"), registry.ids(PluginFamily.PROCESSOR));
        assertEquals(1, registry.failures().size());
        PluginLoadFailure failure = registry.failures().get(0);
        assertEquals(bad.toAbsolutePath().normalize().toString(), failure.source());
        assertTrue(failure.reason().contains("boom in contribute"), failure.reason());
        assertTrue(failure.reason().contains("t.bad.BadPlugin"), failure.reason());
        assertTrue(failure.cause() instanceof IllegalStateException);
    }

    @Test
    void aFactoryDeclaringAParameterNamedAsAKeyTheScenarioUsesBesideItIsRefusedAndTheOthersLoad() throws IOException {
        // A processor declaring "type": the scenario's `type:` would be the host's and the plugin's at once.
        Path clash = jar("clash.jar", "t.clash", "ClashPlugin", "test-clash", """
                c.add(new org.swapset.spi.hardware.ProcessorFactory() {
                    public String id() { return "test-typed"; }
                    public String description() { return "a processor with a parameter named type"; }
                    public java.util.List<org.swapset.spi.ParameterDescriptor> parameters() {
                        return java.util.List.of(org.swapset.spi.ParameterDescriptor.string("type", "a",
                                "The kind of processor this is."));
                    }
                    public org.swapset.spi.hardware.ProcessorSpec create(Parameters p) {
                        return new org.swapset.spi.hardware.ProcessorSpec("x", 1, 1.0, 24, 16L << 20);
                    }
                });
                """);
        jar("good.jar", "t.good", "GoodPlugin", "test-good", "");

        PluginRegistry registry = PluginHost.load(Optional.of(plugins()));

        assertEquals(List.of("test-good"), registry.ids(PluginFamily.PROCESSOR), "the whole jar is refused");
        PluginLoadFailure failure = registry.failures().get(0);
        assertEquals(clash.toAbsolutePath().normalize().toString(), failure.source());
        assertEquals("t.clash.ClashPlugin: refused: its processor model 'test-typed' declares a parameter 'type', a key "
                + "the scenario uses beside every processor model's parameters (type); give the parameter another "
                + "name", failure.reason());
    }

    @Test
    void theKeysReservedBesideAPluginsParametersAreThoseTheScenarioUses() {
        assertEquals(java.util.Set.of("type", "count", "channel", "role", "name", "workload", "access"),
                PluginFamily.PAGING_DEVICE.reservedKeys());
        assertEquals(java.util.Set.of("type", "name"), PluginFamily.WORKLOAD.reservedKeys());
        for (PluginFamily f : PluginFamily.values()) {
            assertTrue(f.reservedKeys().contains("type"), f.label());
        }
    }

    @Test
    void aFileThatIsNotAJarIsReportedAndTheOthersStillLoad() throws IOException {
        Path notAJar = Files.writeString(plugins().resolve("notes.jar"), "this is not a zip file");
        jar("good.jar", "t.good", "GoodPlugin", "test-good", "");

        PluginRegistry registry = PluginHost.load(Optional.of(plugins()));

        assertEquals(List.of("test-good"), registry.ids(PluginFamily.PROCESSOR));
        PluginLoadFailure failure = registry.failures().get(0);
        assertEquals(notAJar.toAbsolutePath().normalize().toString(), failure.source());
        assertTrue(failure.reason().startsWith("not a readable jar"), failure.reason());
    }

    @Test
    void aJarListingAMissingClassIsReported() throws IOException {
        Path jar = TestJars.pluginJar(plugins().resolve("ghost.jar"), temp, Map.of("t.ghost.Real",
                TestJars.processorPlugin("t.ghost", "Real", "test-real", "")), List.of("t.ghost.Missing"));

        PluginRegistry registry = PluginHost.load(Optional.of(plugins()));

        assertTrue(registry.plugins().isEmpty());
        PluginLoadFailure failure = registry.failures().get(0);
        assertEquals(jar.toAbsolutePath().normalize().toString(), failure.source());
        assertTrue(failure.reason().contains("t.ghost.Missing"), failure.reason());
        assertTrue(!failure.reason().contains("\n"));
    }
}
