package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioLoader;

/**
 * The workspace opens and saves the command line's own files: a saved file loads with the scenario loader, a file
 * saved without edits keeps its text, saves are atomic, unsaved work is autosaved and recovered, and recent files
 * are remembered across sessions.
 */
class WorkspaceTest {

    @TempDir
    Path temp;

    private Workspace workspace() {
        return new Workspace(TestFiles.registry(), temp.resolve("settings"));
    }

    @Test
    void openingShowsTheScenarioInTheTitleAndIsNotDirty() throws Exception {
        Workspace w = workspace();
        w.open(TestFiles.small(temp, "small.yaml"));
        assertEquals("Swapset — desktop small (small.yaml)", w.titleProperty().get());
        assertFalse(w.isDirty());
        assertEquals("20", w.editor().field("workloads[0].users").orElseThrow().getText());
    }

    @Test
    void anEditedScenarioSavesToAFileTheLoaderRunsAndReopensIdentically() throws Exception {
        Workspace w = workspace();
        Path file = TestFiles.small(temp, "small.yaml");
        w.open(file);
        w.editor().field("workloads[0].users").orElseThrow().setText("35");
        assertTrue(w.isDirty());

        Path saved = temp.resolve("saved.yaml");
        w.saveAs(saved);

        assertFalse(w.isDirty());
        Scenario s = ScenarioLoader.load(saved, TestFiles.registry());
        assertEquals(35, s.workloads().get(0).model().parameters().integer("users"));
        String first = Files.readString(saved);
        Workspace again = workspace();
        again.open(saved);
        again.saveAs(temp.resolve("again.yaml"));
        assertEquals(first, Files.readString(temp.resolve("again.yaml")));
        assertEquals(again.editor().values(), w.editor().values());
        try (Stream<Path> files = Files.list(temp)) {
            assertTrue(files.noneMatch(p -> p.getFileName().toString().endsWith(".tmp")), "no temporary files left");
        }
    }

    @Test
    void theTitleMarksUnsavedEditsAndASavedFileIsReadableAndItsMessagesNameIt() throws Exception {
        Workspace w = workspace();
        w.open(TestFiles.small(temp, "small.yaml"));
        w.editor().field("workloads[0].users").orElseThrow().setText("lots");
        assertEquals("Swapset — *desktop small (small.yaml)", w.titleProperty().get());

        Path saved = temp.resolve("renamed.yaml");
        w.saveAs(saved);

        assertEquals("Swapset — desktop small (renamed.yaml)", w.titleProperty().get());
        int line = (int) Files.readString(saved).lines().takeWhile(l -> !l.contains("users: lots")).count() + 1;
        assertTrue(w.editor().problemProperty().get().startsWith(saved + ":" + line + ":"),
                "the message names the file saved and its line: " + w.editor().problemProperty().get());
        assertEquals("rw-r--r--", java.nio.file.attribute.PosixFilePermissions.toString(
                Files.getPosixFilePermissions(saved)), "a new file is readable by all, as an editor's");
    }

    @Test
    void aFileSavedWithoutEditsKeepsItsCommentsAndAJsonSaveIsJson() throws Exception {
        Workspace w = workspace();
        Path file = TestFiles.small(temp, "small.yaml");
        w.open(file);
        w.saveAs(temp.resolve("copy.yaml"));
        assertEquals(Files.readString(file), Files.readString(temp.resolve("copy.yaml")));

        w.saveAs(temp.resolve("copy.json"));
        assertTrue(Files.readString(temp.resolve("copy.json")).startsWith("{"));
        assertEquals("desktop small", ScenarioLoader.load(temp.resolve("copy.json"), TestFiles.registry()).name());
    }

    @Test
    void unsavedWorkIsAutosavedAndRecoveredInTheNextSession() throws Exception {
        Workspace w = workspace();
        Path file = TestFiles.small(temp, "small.yaml");
        w.open(file);
        w.autosave();
        assertTrue(w.recovery().pending().isEmpty(), "nothing to recover while everything is saved");

        w.editor().field("storage.real").orElseThrow().setText("8MiB");
        w.autosave();

        Workspace next = workspace();
        Recovery.Found found = next.recovery().pending().orElseThrow();
        assertEquals(Optional.of(file.toAbsolutePath()), found.original());
        next.recover(found);
        assertTrue(next.isDirty());
        assertEquals("8MiB", next.editor().field("storage.real").orElseThrow().getText());
        next.save();
        assertTrue(next.recovery().pending().isEmpty(), "saving clears the autosave");
        assertEquals(8L << 20, ScenarioLoader.load(file, TestFiles.registry()).storage().realBytes());
    }

    @Test
    void anEditedScenarioKeepsTheFilesCommentsWhenSaved() throws Exception {
        Workspace w = workspace();
        Path file = TestFiles.small(temp, "noted.yaml");
        String noted = "# a planner's note that must survive a save\n" + Files.readString(file);
        Files.writeString(file, noted);
        w.open(file);
        w.editor().field("storage.real").orElseThrow().setText("8MiB");
        w.save();
        String saved = Files.readString(file);
        assertTrue(saved.startsWith("# a planner's note that must survive a save\n"), saved);
        assertEquals(8L << 20, ScenarioLoader.load(file, TestFiles.registry()).storage().realBytes());
    }

    @Test
    void recoveredWorkKnowsWhenItsFileWasChangedSinceTheLostSessionOpenedIt() throws Exception {
        Workspace w = workspace();
        Path file = TestFiles.small(temp, "small.yaml");
        w.open(file);
        w.editor().field("storage.real").orElseThrow().setText("8MiB");
        w.autosave();

        Workspace unchanged = workspace();
        unchanged.recover(unchanged.recovery().pending().orElseThrow());
        assertFalse(unchanged.changedOnDisk(), "the file is as the lost session opened it");

        // Edited elsewhere after the crash (a pull, another editor): saving the recovered work over it must ask.
        Files.writeString(file, Files.readString(file) + "# edited elsewhere, a longer file\n");
        Workspace changed = workspace();
        changed.recover(changed.recovery().pending().orElseThrow());
        assertTrue(changed.changedOnDisk());
    }

    @Test
    void recentFilesAreNewestFirstWithoutRepeatsAndSurviveARestart() throws Exception {
        Workspace w = workspace();
        Path a = TestFiles.small(temp, "a.yaml");
        Path b = TestFiles.small(temp, "b.yaml");
        w.open(a);
        w.open(b);
        w.open(a);
        assertEquals(java.util.List.of(a.toAbsolutePath(), b.toAbsolutePath()), workspace().recent().files());
    }

    @Test
    void aNewScenarioFromATemplateHasNoFileYet() throws Exception {
        Workspace w = workspace();
        assertTrue(Templates.names().contains("hpo-3081d-base.yaml"), Templates.names().toString());
        w.newFromTemplate("hpo-3081d-base.yaml");
        assertNull(w.fileProperty().get());
        assertEquals("Swapset — HPO 1.0 base, 3081D 16 MB, 310 users (not saved)", w.titleProperty().get());
        assertEquals("", w.editor().problemProperty().get(), "the template is valid");
    }
}
