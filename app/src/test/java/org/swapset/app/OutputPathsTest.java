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

    @Test
    void twoOptionsNamingOneFileAreRefused() {
        Path out = temp.resolve("out.json");
        assertEquals("--csv " + out + ": is also the --json output; name another file",
                refused(OutputPaths.reading(List.of()).file("--json", out).file("--csv", out)));
    }

    @Test
    void aFolderForAFileAFileForAFolderAMissingFolderAndAnEmptyPathAreRefused() throws IOException {
        Path dir = Files.createDirectories(temp.resolve("dir"));
        Path file = Files.writeString(temp.resolve("file.txt"), "x");
        assertEquals("--json " + dir + ": is a folder; name a file",
                refused(OutputPaths.reading(List.of()).file("--json", dir)));
        assertEquals("--png " + file + ": is a file; name a folder for the charts",
                refused(OutputPaths.reading(List.of()).folder("--png", file)));
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
                .folder("--png", temp.resolve("charts")).folder("--svg", temp).check();
        // One folder for PNG and SVG charts: their files differ by extension.
        OutputPaths.reading(List.of(scenario)).folder("--png", temp.resolve("charts"))
                .folder("--svg", temp.resolve("charts")).check();
        Path charts = temp.resolve("charts");
        assertEquals("--html " + charts + ": is also the --png output; name another file", refused(OutputPaths
                .reading(List.of(scenario)).folder("--png", charts).file("--html", charts)));
    }
}
