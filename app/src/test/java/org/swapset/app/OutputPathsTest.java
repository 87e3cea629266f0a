package org.swapset.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class OutputPathsTest {

    @TempDir
    Path temp;

    private String refused(OutputPaths outputs) {
        return assertThrows(BadInputException.class, outputs::check).getMessage();
    }

    @Test
    void anOutputThatIsTheScenarioBeingRunIsRefusedEvenWrittenAnotherWay() throws IOException {
        Path scenario = Files.writeString(temp.resolve("base.yaml"), "name: x\n");
        Path sameFile = temp.resolve("sub/../base.yaml");
        Files.createDirectories(temp.resolve("sub"));
        assertEquals("--json " + sameFile + ": is an input of this command (" + scenario + "); writing there would "
                + "overwrite it: name another file",
                refused(OutputPaths.reading(List.of(scenario)).file("--json", sameFile)));
        Path link = Files.createSymbolicLink(temp.resolve("link.yaml"), scenario);
        assertEquals("--html " + link + ": is an input of this command (" + scenario + "); writing there would "
                + "overwrite it: name another file",
                refused(OutputPaths.reading(List.of(scenario)).file("--html", link)));
    }

    /** "-" reads as standard output to a Unix user: it is refused, not written as a file named "-". */
    @Test
    void aDashIsRefusedNotWrittenAsAFileNamedDash() {
        assertEquals("--json -: standard output is not offered (outputs are written whole, through a temporary "
                + "file); name a file, e.g. --json out.json",
                refused(OutputPaths.reading(List.of()).file("--json", Path.of("-"))));
        assertEquals("--png -: standard output is not offered (outputs are written whole, through a temporary "
                + "file); name a folder", refused(OutputPaths.reading(List.of()).folder("--png", Path.of("-"),
                List.of("a.png"))));
    }

    @Test
    void twoOptionsNamingOneFileAreRefused() {
        Path out = temp.resolve("out.json");
        assertEquals("--csv " + out + ": is also the --json output; name another file",
                refused(OutputPaths.reading(List.of()).file("--json", out).file("--csv", out)));
    }

    /** A user's HTML report was replaced by a chart of the same name, and both were said written. */
    @Test
    void aFileAFoldersOutputWouldBeWrittenOverIsRefused() throws IOException {
        Path charts = Files.createDirectories(temp.resolve("charts"));
        Path html = charts.resolve("utilisation.svg");
        assertEquals("--html " + html + ": --svg " + charts + " writes its utilisation.svg there; name another file",
                refused(OutputPaths.reading(List.of()).file("--html", html).folder("--svg", charts,
                        List.of("response-vs-users.svg", "utilisation.svg"))));
        assertEquals("--html " + html + ": --svg " + charts + " writes its utilisation.svg there; name another file",
                refused(OutputPaths.reading(List.of()).folder("--svg", charts, List.of("utilisation.svg"))
                        .file("--html", html)), "in either order");
        OutputPaths.reading(List.of()).file("--html", charts.resolve("report.html"))
                .folder("--svg", charts, List.of("utilisation.svg")).check();
    }

    @Test
    void aFolderForAFileAFileForAFolderAMissingFolderAndAnEmptyPathAreRefused() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("dir"));
        Path file = Files.writeString(temp.resolve("file.txt"), "x");
        assertEquals("--json " + dir + ": is a folder; name a file",
                refused(OutputPaths.reading(List.of()).file("--json", dir)));
        assertEquals("--png " + file + ": is a file; name a folder for the charts",
                refused(OutputPaths.reading(List.of()).folder("--png", file, List.of())));
        Path missing = temp.resolve("nowhere/out.json");
        assertEquals("--json " + missing + ": folder not found: " + temp.resolve("nowhere"),
                refused(OutputPaths.reading(List.of()).file("--json", missing)));
        assertEquals("--csv: the path is empty; name a file",
                refused(OutputPaths.reading(List.of()).file("--csv", Path.of(""))));
    }

    @Test
    void goodOutputsAndAbsentOptionsPass() throws IOException {
        Path scenario = Files.writeString(temp.resolve("base.yaml"), "name: x\n");
        OutputPaths.reading(List.of(scenario)).file("--json", temp.resolve("out.json")).file("--csv", null)
                .folder("--png", temp.resolve("charts"), List.of("a.png")).folder("--svg", temp, List.of("a.svg")).check();
        // One folder for PNG and SVG charts: their files differ by extension.
        OutputPaths.reading(List.of(scenario)).folder("--png", temp.resolve("charts"), List.of("a.png"))
                .folder("--svg", temp.resolve("charts"), List.of("a.svg")).check();
        Path charts = temp.resolve("charts");
        assertEquals("--html " + charts + ": is also the --png output; name another file", refused(OutputPaths
                .reading(List.of(scenario)).folder("--png", charts, List.of()).file("--html", charts)));
    }

    @Test
    void aDeviceAPipeOrASavedScenarioIsNotReplacedByAnOutput() throws IOException {
        Path dev = Path.of("/dev/null");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(dev) && !Files.isRegularFile(dev), "a device");
        assertEquals("--json /dev/null: not a regular file (a device or a pipe?); outputs are written whole, through "
                + "a temporary file and a rename: name a regular file",
                refused(OutputPaths.reading(List.of()).file("--json", dev)));
        Path other = Files.writeString(temp.resolve("other.yaml"), "name: another scenario\n");
        assertEquals("--json " + other + ": is a saved scenario; writing the output there would replace it: name "
                + "another file", refused(OutputPaths.reading(List.of()).file("--json", other)));
        Path json = Files.writeString(temp.resolve("s.json"), "{\"name\": \"x\", \"processor\": {}, \"workloads\": []}");
        assertEquals("--csv " + json + ": is a saved scenario; writing the output there would replace it: name "
                + "another file", refused(OutputPaths.reading(List.of()).file("--csv", json)));
        Path forecast = Files.writeString(temp.resolve("out.json"), "{\"metrics\": []}");
        OutputPaths.reading(List.of()).file("--json", forecast).check(); // an earlier output: replaced
        Path dangling = Files.createSymbolicLink(temp.resolve("dangling.json"), temp.resolve("nothing.json"));
        assertEquals("--json " + dangling + ": a symbolic link to a file that does not exist; name a file",
                refused(OutputPaths.reading(List.of()).file("--json", dangling)));
    }

    @Test
    void aChartFolderThatHoldsAnInputUnderAChartsNameIsRefused() throws IOException {
        Path charts = Files.createDirectories(temp.resolve("charts"));
        Path scenario = Files.writeString(charts.resolve("utilisation.svg"), "name: x\n");
        assertEquals("--svg " + charts + ": would write " + scenario + ", an input of this command; name another "
                + "folder", refused(OutputPaths.reading(List.of(scenario)).folder("--svg", charts,
                List.of("response-vs-users.svg", "utilisation.svg"))));
    }
}
