package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code swapset validate}: published against forecast, exit status by tolerance, JSON, folders. */
class ValidateTest {

    @TempDir
    Path temp;

    /** The small scenario with a published block whose figure is its own forecast's order of magnitude. */
    private Path withFigure(String name, String figure) throws IOException {
        Path file = temp.resolve(name);
        try (InputStream in = ValidateTest.class.getResourceAsStream("/e2e/small.yaml")) {
            Files.writeString(file, new String(in.readAllBytes()) + "published:\n  source: a test\n  tolerance: 15%\n"
                    + "  figures:\n    - " + figure + "\n");
        }
        return file;
    }

    @Test
    void aFigureWithinToleranceExitsZeroAndOneOutsideExitsThree() throws IOException {
        Path ok = withFigure("ok.yaml", "{ label: CPU, metric: cpu.utilisation, value: 50, tolerance: 100% }");
        Path bad = withFigure("bad.yaml", "{ label: Users, metric: users.inQueue, value: 1000 }");

        Cli pass = Cli.run("validate", ok.toString(), "--replications", "2");
        assertEquals(0, pass.exitCode(), pass.err());
        assertTrue(pass.out().contains("every figure within tolerance"), pass.out());

        Cli fail = Cli.run("validate", bad.toString(), "--replications", "2");
        assertEquals(3, fail.exitCode(), fail.err());
        assertTrue(fail.out().contains("OUTSIDE"), fail.out());
        assertTrue(fail.err().contains("swapset: 1 of 1 scenarios has figures outside their tolerance"), fail.err());
    }

    /** Without files, validate takes ./scenarios; where there is none it says so, rather than "file not found". */
    @Test
    void noFilesAndNoScenariosFolderHereIsSaidPlainly() {
        org.junit.jupiter.api.Assumptions.assumeFalse(Files.isDirectory(Path.of("scenarios")),
                "the tests run where there is no ./scenarios (the e2e module's folder)");
        Cli cli = Cli.run("validate");
        assertEquals(2, cli.exitCode(), cli.err());
        assertTrue(cli.err().startsWith("swapset: no scenarios folder in ") && cli.err().contains(
                "name scenario files or folders (validate FILE|DIR...)"), cli.err());
    }

    @Test
    void aFolderIsValidatedFileByFileWithJson() throws IOException {
        withFigure("a.yaml", "{ label: CPU, metric: cpu.utilisation, value: 50, tolerance: 100% }");
        Files.writeString(temp.resolve("notes.txt"), "not a scenario");
        try (InputStream in = ValidateTest.class.getResourceAsStream("/e2e/small.yaml")) {
            Files.write(temp.resolve("plain.yaml"), in.readAllBytes()); // nothing to validate: told, once
        }
        Path json = temp.resolve("out/validation.json");
        Files.createDirectories(json.getParent());

        Cli cli = Cli.run("validate", temp.toString(), "--replications", "2", "--json", json.toString());

        assertEquals(0, cli.exitCode(), cli.err());
        String text = Files.readString(json);
        assertTrue(text.contains("\"pass\" : true") && text.contains("\"metric\" : \"cpu.utilisation\""), text);
        // Each scenario with its file: two files may name their scenarios alike.
        assertTrue(text.contains("\"file\" : \"" + temp.resolve("a.yaml") + "\""), text);
        assertTrue(cli.err().contains("swapset: 1 file with no published: figures skipped: plain.yaml"), cli.err());
    }

    @Test
    void aFigureNamingAMetricTheForecastLacksIsBadInputAtItsLineBeforeAnythingIsForecast() throws IOException {
        Path file = withFigure("x.yaml", "{ metric: paging.startIoRat, value: 1 }");
        Path other = withFigure("y.yaml", "{ metric: cpu.utilisation, value: 50 }");
        for (Path p : List.of(file, other)) { // a long run: refused before it starts, not after the forecast
            Files.writeString(p, Files.readString(p).replace("duration: 2min", "duration: 10h"));
        }
        int line = (int) Files.readString(file).lines().takeWhile(l -> !l.contains("startIoRat")).count() + 1;
        Cli cli = Cli.run("validate", other.toString(), file.toString());
        assertEquals(2, cli.exitCode(), cli.err());
        assertEquals("", cli.out(), "nothing was forecast, not even the good file");
        assertTrue(cli.err().contains("swapset: " + file + ":" + line + ":"), cli.err());
        assertTrue(cli.err().contains("published.figures[0].metric: the forecast has no metric 'paging.startIoRat' "
                + "(did you mean 'paging.startIoRate'?)"), cli.err());
        assertTrue(cli.err().contains("1 published figure names a metric the forecast does not have; nothing was "
                + "forecast"), cli.err());

        // check finds it as well, at the same line.
        Cli check = Cli.run("check", file.toString());
        assertEquals(2, check.exitCode(), check.err());
        assertEquals("", check.out(), "not ok");
        assertTrue(check.err().contains("swapset: " + file + ":" + line + ":") && check.err().contains(
                "the forecast has no metric 'paging.startIoRat' (did you mean 'paging.startIoRate'?)"), check.err());
    }

    /** A percentage written as a fraction (0.5 for 50 %) is pointed at, at its line, with what to write. */
    @Test
    void aPercentageWrittenAsAFractionIsPointedAt() throws IOException {
        Path ok = withFigure("pct.yaml", "{ label: CPU, metric: cpu.utilisation, value: 50, tolerance: 100% }");
        Cli percent = Cli.run("validate", ok.toString(), "--replications", "2");
        assertEquals(0, percent.exitCode(), percent.err());
        assertFalse(percent.err().contains("as a fraction"), percent.err());

        Path file = withFigure("frac.yaml", "{ label: CPU, metric: cpu.utilisation, value: 0.5, tolerance: 100% }");
        int line = (int) Files.readString(file).lines().takeWhile(l -> !l.contains("value: 0.5")).count() + 1;
        Cli cli = Cli.run("validate", file.toString(), "--replications", "2");
        assertEquals(3, cli.exitCode(), cli.err());
        assertTrue(cli.err().contains("swapset: " + file + ":" + line + ":"), cli.err());
        assertTrue(cli.err().contains("published.figures[0].value: 0.5 for cpu.utilisation, a metric in %, reads as "
                + "0.5 %; as a fraction (50 %) it would be within tolerance: write 50 if that is meant"), cli.err());
    }

    @Test
    void everyBadFileOfAFolderIsReportedBeforeAnyIsForecast() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("folder"));
        String good = Files.readString(withFigure("good.yaml", "{ metric: cpu.utilisation, value: 50 }"));
        Files.writeString(dir.resolve("a.yaml"), good);
        Files.writeString(dir.resolve("b.yaml"), good.replaceFirst("users: \\d+", "users: lots"));
        Files.writeString(dir.resolve("c.yaml"), good.replace("replications:", "replication:")
                .replace("real: 4MiB", "real: 4MiX"));

        Cli cli = Cli.run("validate", dir.toString(), "--replications", "2");

        assertEquals(2, cli.exitCode(), cli.err());
        assertEquals("", cli.out(), "nothing was forecast");
        assertTrue(cli.err().contains(dir.resolve("b.yaml") + ":"), cli.err());
        assertTrue(cli.err().contains("'lots' is not a whole number"), cli.err());
        assertTrue(cli.err().contains(dir.resolve("c.yaml") + ":"), cli.err());
        assertTrue(cli.err().contains("unknown key 'replication' in run"), cli.err());
        assertTrue(cli.err().contains("swapset: " + dir.resolve("c.yaml") + ":") && cli.err().contains(
                "storage.real: unknown size unit 'MiX'"), "every problem of each file: " + cli.err());
        assertTrue(cli.err().contains("swapset: 2 of 3 scenario files are not valid; nothing was forecast"),
                cli.err());

        // A file that is not there is one more bad input, reported with the others, not in their place.
        Path missing = temp.resolve("nosuch.yaml");
        Cli more = Cli.run("validate", dir.resolve("b.yaml").toString(), missing.toString(), "--replications", "2");
        assertEquals(2, more.exitCode(), more.err());
        assertTrue(more.err().contains("'lots' is not a whole number"), more.err());
        assertTrue(more.err().contains(missing.toString()), more.err());
    }

    /**
     * A scenario the model cannot run (its paging space fills) is neither bad input nor a failure: validate says so,
     * validates the others, and exits 4, which a script can tell from 1 (failed) and 3 (outside tolerance).
     */
    @Test
    void aScenarioTheModelCannotRunExitsFourAfterTheOthers() throws IOException {
        Path ok = withFigure("ok.yaml", "{ label: CPU, metric: cpu.utilisation, value: 50, tolerance: 100% }");
        // One cylinder of paging space: 150 slots, which 200 users' working sets overflow.
        Path full = withFigure("full.yaml", "{ label: CPU, metric: cpu.utilisation, value: 50 }");
        Files.writeString(full, Files.readString(full).replace("  - type: ibm-3380\n",
                "  - type: ibm-3380\n    cylinders: 1\n").replace("users: 20", "users: 200"));

        Path json = temp.resolve("v.json");
        Cli cli = Cli.run("validate", ok.toString(), full.toString(), "--replications", "2", "--json",
                json.toString());

        assertEquals(4, cli.exitCode(), cli.err());
        assertTrue(cli.out().contains("every figure within tolerance"), cli.out());
        assertTrue(cli.err().contains("swapset: scenario " + full + " cannot run: paging space is full"),
                cli.err());
        assertTrue(cli.err().contains("swapset: the model cannot run 1 of 2 scenarios; 1 was validated"), cli.err());
        // Said as the system's limit it is, not as a failed forecast; and the JSON tells the two apart.
        assertTrue(cli.out().contains("\n  cannot run: paging space is full"), cli.out());
        assertFalse(cli.out().contains("forecast failed"), cli.out());
        String text = Files.readString(json);
        assertTrue(text.contains("\"outcome\" : \"validated\"") && text.contains("\"outcome\" : \"cannot run\""),
                text);
    }
}
