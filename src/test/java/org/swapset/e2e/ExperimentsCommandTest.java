package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code swapset experiments}: the seed reports' table and t-tests, from the command line. */
class ExperimentsCommandTest {

    @TempDir
    Path dir;

    /** A bundled PFAULT scenario, shortened to a 10 s warm-up and five experiments of 6 s. */
    private Path shortened(String id) throws IOException {
        Path source = Path.of(System.getProperty("swapset.root"), "scenarios", "pfault-" + id + ".yaml");
        String text = Files.readString(source)
                .replace("warmUp: 60s", "warmUp: 10s")
                .replace("duration: 600s", "duration: 30s")
                .replace("thrasherBuffer: 96MiB       # published",
                        "thrasherBuffer: 96MiB\n    experimentLength: 6s");
        Path file = dir.resolve("pfault-" + id + ".yaml");
        Files.writeString(file, text);
        return file;
    }

    @Test
    void printsNOverMeanOverSdPerRunAndTheTTests() throws IOException {
        Cli cli = Cli.run("experiments", shortened("31C80X1").toString(), shortened("31C81X0").toString());
        assertEquals(0, cli.exitCode(), cli.err());
        String out = cli.out();
        assertTrue(out.contains("Run duration (mm:ss)") && out.contains("Virtual CPU (mm:ss.hh)"), out);
        assertTrue(out.lines().anyMatch(l -> l.startsWith("31C80X1") && l.contains(" 0:30 ")), out);
        assertTrue(out.lines().anyMatch(l -> l.startsWith("31C81X0") && l.matches(".* 5/\\d+/\\d+ .*")), out);
        assertTrue(out.contains("31C80X1 vs 31C81X0: t = "), out);
    }

    @Test
    void aBadPairIsRefusedBeforeAnyRun() throws IOException {
        Cli cli = Cli.run("experiments", shortened("31C80X1").toString(), shortened("31C81X0").toString(),
                "--ttest", "1,3");
        assertEquals(2, cli.exitCode(), cli.out());
        assertTrue(cli.err().contains("--ttest 1,3: runs are numbered 1 to 2"), cli.err());
    }
}
