package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarFile;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.spi.SpiVersion;

/**
 * The example third-party plugin in {@code examples/wsclock-plugin} builds with Maven against this build's SPI and
 * kit (running the kit's conformance tests in its own build), declares its SPI version in its manifest, and, dropped
 * into a plugins folder, is listed by {@code swapset plugins} and runs a scenario that names {@code wsclock}.
 */
class ExamplePluginTest {

    @TempDir
    static Path work;

    static Path jar;

    @BeforeAll
    static void buildTheExample() throws IOException, InterruptedException {
        jar = ExamplePluginBuild.shared();
    }

    private static Path pluginsFolder() throws IOException {
        Path dir = Files.createDirectories(work.resolve("plugins"));
        Path target = dir.resolve(jar.getFileName());
        if (!Files.exists(target)) {
            Files.copy(jar, target);
        }
        return dir;
    }

    private static Path scenario() throws IOException {
        Path file = work.resolve("wsclock.yaml");
        try (InputStream in = ExamplePluginTest.class.getResourceAsStream("/e2e/small.yaml")) {
            String text = new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
            Files.writeString(file, text.replace("type: core-table-scan", "type: wsclock\n    tau: 400"));
        }
        return file;
    }

    @Test
    void theExamplesBuildRanTheKitAndItsJarDeclaresTheSpiVersion() throws IOException {
        Path reports = jar.getParent().resolve("surefire-reports");
        assertTrue(Files.isRegularFile(reports.resolve("TEST-com.example.wsclock.WsClockConformanceTest.xml")),
                "the kit's conformance test ran in the example's build");
        String report = Files.readString(reports.resolve("TEST-com.example.wsclock.WsClockConformanceTest.xml"));
        assertTrue(report.contains("failures=\"0\"") && report.contains("errors=\"0\""), report);
        try (JarFile file = new JarFile(jar.toFile())) {
            assertEquals(SpiVersion.CURRENT.toString(),
                    file.getManifest().getMainAttributes().getValue(SpiVersion.MANIFEST_ATTRIBUTE));
            assertTrue(file.getEntry("org/swapset/spi/SpiVersion.class") == null,
                    "the plugin jar carries its own classes only; the host provides the SPI");
        }
    }

    @Test
    void thePluginsCommandListsWsclockFromTheFolder() throws IOException {
        Path dir = pluginsFolder();

        Cli cli = Cli.run("plugins", "--plugins", dir.toString());

        assertEquals(0, cli.exitCode(), cli.err());
        String source = dir.resolve(jar.getFileName()).toAbsolutePath().normalize().toString();
        assertTrue(cli.out().contains("wsclock-plugin 1.0.0, built for SPI " + SpiVersion.CURRENT + " [" + source
                + "]"), cli.out());
        assertTrue(cli.out().contains("  wsclock - WSClock"), cli.out());
        assertTrue(cli.out().contains("tau (integer, page loads) default 1000"), cli.out());
        assertTrue(!cli.out().contains("failed plugin jars"), cli.out());
    }

    @Test
    void aScenarioNamingWsclockRunsWithThePluginAndIsRefusedWithoutIt() throws IOException {
        Path file = scenario();

        Cli without = Cli.run("check", file.toString());
        Cli with = Cli.run("run", file.toString(), "--plugins", pluginsFolder().toString(), "--replications", "2");

        assertEquals(2, without.exitCode(), without.err());
        assertTrue(without.err().contains("unknown replacement policy 'wsclock'"), without.err());
        assertEquals(0, with.exitCode(), with.err());
        assertTrue(with.out().startsWith("Scenario e2e small"), with.out());
        assertTrue(with.out().contains("Mean response time"), with.out());
    }

    /** `trace` checks a plugin policy's parameter against its range, as a scenario's value is (tau: 1 and up). */
    @Test
    void traceRefusesAPluginParameterOutOfItsRange() throws IOException {
        Path trace = Files.writeString(work.resolve("range.txt"), "1\n2\n3\n1\n");
        Cli cli = Cli.run("trace", trace.toString(), "--policy", "wsclock:tau=-5", "--frames", "2", "--plugins",
                pluginsFolder().toString());
        assertEquals(2, cli.exitCode(), cli.err());
        assertTrue(cli.err().startsWith("swapset: --policy wsclock:tau=-5: tau: '-5' is out of range 1.."),
                cli.err());
    }
}
