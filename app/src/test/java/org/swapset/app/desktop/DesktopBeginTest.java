package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.app.desktop.model.TestFiles;
import org.swapset.app.desktop.model.Workspace;

/**
 * At start the app offers work autosaved by a session that ended without saving; taken, it comes back unsaved and
 * tied to its file; refused, it is forgotten and the file opens as saved. Without a file, a new scenario starts from
 * the bundled default.
 */
class DesktopBeginTest {

    @TempDir
    Path temp;

    private Workspace leftUnsaved(Path file) throws Exception {
        Workspace before = new Workspace(TestFiles.registry(), temp.resolve("settings"));
        before.open(file);
        before.editor().field("workloads[0].users").orElseThrow().setText("33");
        before.autosave();
        return new Workspace(TestFiles.registry(), temp.resolve("settings"));
    }

    @Test
    void autosavedWorkIsRecoveredWhenTheUserWantsIt() throws Exception {
        Path file = TestFiles.small(temp, "small.yaml");
        Workspace next = leftUnsaved(file);
        FakeDialogs dialogs = new FakeDialogs();
        dialogs.recover = true;

        DesktopApp.begin(next, dialogs, Optional.of(file));

        assertTrue(next.isDirty());
        assertEquals(file.toAbsolutePath(), next.fileProperty().get());
        assertEquals("33", next.editor().field("workloads[0].users").orElseThrow().getText());
    }

    @Test
    void refusedWorkIsForgottenAndTheFileOpens() throws Exception {
        Path file = TestFiles.small(temp, "small.yaml");
        Workspace next = leftUnsaved(file);
        FakeDialogs dialogs = new FakeDialogs();

        DesktopApp.begin(next, dialogs, Optional.of(file));

        assertFalse(next.isDirty());
        assertEquals("20", next.editor().field("workloads[0].users").orElseThrow().getText());
        assertTrue(next.recovery().pending().isEmpty());
    }

    @Test
    void withoutAFileANewScenarioStartsFromTheBundledDefault() throws Exception {
        Workspace w = new Workspace(TestFiles.registry(), temp.resolve("settings"));
        DesktopApp.begin(w, new FakeDialogs(), Optional.empty());
        assertNull(w.fileProperty().get());
        assertEquals("", w.editor().problemProperty().get());
        assertTrue(w.titleProperty().get().startsWith("Swapset — 3081D"), w.titleProperty().get());
    }
}
