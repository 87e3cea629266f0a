package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A bundled scenario is recognised however it was reached: Save on it must not write the project's own file, and a
 * link to the project's scenarios folder (or to the file) let Ctrl+S overwrite it again.
 */
class BundledScenarioTest {

    @TempDir
    Path temp;

    @Test
    void aBundledScenarioReachedThroughALinkIsStillBundled() throws Exception {
        Path scenarios = Files.createDirectories(temp.resolve("project/scenarios"));
        Path file = Files.writeString(scenarios.resolve("default.yaml"), "name: x\n");
        assertTrue(MainWindow.bundled(file));

        Path linkedFolder = Files.createSymbolicLink(temp.resolve("examples"), scenarios);
        assertTrue(MainWindow.bundled(linkedFolder.resolve("default.yaml")), "through a linked folder");
        Path linkedFile = Files.createSymbolicLink(temp.resolve("mine.yaml"), file);
        assertTrue(MainWindow.bundled(linkedFile), "through a linked file");

        Path own = Files.writeString(Files.createDirectories(temp.resolve("plans")).resolve("default.yaml"), "n\n");
        assertFalse(MainWindow.bundled(own), "a user's file of the same name elsewhere");
    }
}
