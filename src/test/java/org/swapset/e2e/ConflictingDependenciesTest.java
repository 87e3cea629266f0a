package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.PluginFamily;

/**
 * Two plugin jars that bundle different versions of the same library class ({@code com.shared.Lib}) coexist: each
 * jar's class loader finds its own copy, so each plugin sees the version it was built with.
 */
class ConflictingDependenciesTest {

    @TempDir
    Path temp;

    static String library(String version) {
        return """
                package com.shared;

                /** A library two plugins bundle in different versions. */
                public final class Lib {
                    public static String version() { return "%s"; }
                }
                """.formatted(version);
    }

    static String plugin(String pkg, String id) {
        return """
                package %1$s;

                import org.swapset.spi.Parameters;
                import org.swapset.spi.policy.ReplacementPolicy;
                import org.swapset.spi.policy.ReplacementPolicyFactory;

                public final class LibPlugin extends org.swapset.spi.SwapsetPlugin {
                    @Override
                    protected void contribute(Contributions c) {
                        c.add(new ReplacementPolicyFactory() {
                            public String id() { return "%2$s"; }
                            public String description() { return "built with lib " + com.shared.Lib.version(); }
                            public ReplacementPolicy create(Parameters p) { return (frames, wanted, out) -> 0; }
                        });
                    }
                }
                """.formatted(pkg, id);
    }

    @Test
    void twoJarsBundlingDifferentVersionsOfOneClassEachSeeTheirOwn() throws IOException {
        Path dir = temp.resolve("plugins");
        PluginJars.build(dir.resolve("a.jar"), temp, Map.of("com.shared.Lib", library("1.0"),
                "com.example.a.LibPlugin", plugin("com.example.a", "lib-a")), "com.example.a.LibPlugin");
        PluginJars.build(dir.resolve("b.jar"), temp, Map.of("com.shared.Lib", library("2.0"),
                "com.example.b.LibPlugin", plugin("com.example.b", "lib-b")), "com.example.b.LibPlugin");

        PluginRegistry registry = PluginHost.load(Optional.of(dir));

        assertTrue(registry.failures().isEmpty(), registry.failures()::toString);
        PluginFactory a = registry.find(PluginFamily.REPLACEMENT_POLICY, "lib-a").orElseThrow();
        PluginFactory b = registry.find(PluginFamily.REPLACEMENT_POLICY, "lib-b").orElseThrow();
        assertEquals("built with lib 1.0", a.description());
        assertEquals("built with lib 2.0", b.description());
        assertNotEquals(a.getClass().getClassLoader(), b.getClass().getClassLoader());
        assertEquals(PluginHost.LOADER_PREFIX + dir.resolve("a.jar").toAbsolutePath().normalize(),
                a.getClass().getClassLoader().getName());
    }
}
