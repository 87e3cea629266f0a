package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.app.desktop.model.TestFiles;
import org.swapset.app.desktop.model.Workspace;

/**
 * At start the app offers work autosaved by a session that ended without saving, the scenario and its unsaved
 * variants in one question; taken, it comes back unsaved and tied to its file; refused, it is forgotten and the file
 * opens as saved. Variants whose autosave cannot be read are named in the question and kept aside, and the
 * question is not asked again at the next start. Without a file, a new scenario starts from the bundled default.
 */
class DesktopBeginTest {

    @TempDir
    Path temp;

    private Workspace leftUnsaved(Path file) throws Exception {
        Workspace before = new Workspace(TestFiles.registry(), temp.resolve("settings"));
        before.open(file);
        before.editor().field("workloads[0].users").orElseThrow().setText("33");
        before.autosave();
        before.recovery().close(); // the session ends
        return new Workspace(TestFiles.registry(), temp.resolve("settings"));
    }

    @Test
    void autosavedWorkIsRecoveredWhenTheUserWantsIt() throws Exception {
        Path file = TestFiles.small(temp, "small.yaml");
        Workspace next = leftUnsaved(file);
        FakeDialogs dialogs = new FakeDialogs();
        dialogs.recover = Dialogs.Recover.RECOVER;

        DesktopApp.begin(next, dialogs, Optional.of(file));

        assertTrue(next.isDirty());
        assertEquals(file.toAbsolutePath(), next.fileProperty().get());
        assertEquals("33", next.editor().field("workloads[0].users").orElseThrow().getText());
    }

    @Test
    void theScenarioAndItsUnsavedVariantsAreOfferedInOneQuestionAndComeBackTogether() throws Exception {
        Path file = TestFiles.small(temp, "small.yaml");
        Workspace before = new Workspace(TestFiles.registry(), temp.resolve("settings"));
        before.open(file);
        for (String real : List.of("6MiB", "8MiB")) {
            before.whatIf().duplicate(before.editor()).field("storage.real").orElseThrow().setText(real);
        }
        before.autosave();
        before.recovery().close(); // the session ends
        Workspace next = new Workspace(TestFiles.registry(), temp.resolve("settings"));
        FakeDialogs dialogs = new FakeDialogs();
        dialogs.recover = Dialogs.Recover.RECOVER;

        DesktopApp.begin(next, dialogs, Optional.of(file));

        assertEquals(List.of("recover 2 what-if variants of " + file.toAbsolutePath()), dialogs.asked);
        assertFalse(next.isDirty());
        assertEquals(List.of("6MiB", "8MiB"), next.whatIf().variants().stream()
                .map(v -> v.field("storage.real").orElseThrow().getText()).toList());

        before.editor().field("workloads[0].users").orElseThrow().setText("33");
        before.autosave();
        assertEquals(file.toAbsolutePath() + " and 2 what-if variants",
                DesktopApp.described(before.recovery().pending().orElseThrow()));
    }

    @Test
    void theQuestionSaysWhenAnotherSessionsWorkWaitsForTheNextStart() throws Exception {
        Path file = TestFiles.small(temp, "small.yaml");
        Workspace one = new Workspace(TestFiles.registry(), temp.resolve("settings"));
        one.open(file);
        one.editor().field("workloads[0].users").orElseThrow().setText("33");
        one.autosave();
        Workspace two = new Workspace(TestFiles.registry(), temp.resolve("settings"));
        two.open(file);
        two.editor().field("workloads[0].users").orElseThrow().setText("44");
        two.autosave();
        one.recovery().close();
        two.recovery().close(); // both sessions end
        Workspace next = new Workspace(TestFiles.registry(), temp.resolve("settings"));
        FakeDialogs dialogs = new FakeDialogs();
        dialogs.recover = Dialogs.Recover.RECOVER;

        DesktopApp.begin(next, dialogs, Optional.of(file));

        assertEquals(1, dialogs.asked.size(), dialogs.asked.toString());
        assertTrue(dialogs.asked.get(0).endsWith(file.toAbsolutePath() + " | Another ended session's unsaved work is "
                + "kept too: it is offered, one at a start, once this is recovered, discarded or saved."),
                dialogs.asked.get(0));
        assertEquals("", DesktopApp.waiting(0));
        assertTrue(DesktopApp.waiting(2).startsWith("The unsaved work of 2 other ended sessions is kept too"));
    }

    @Test
    void discardedWorkIsNotOfferedAgainButKeptAsideAndTheFileOpens() throws Exception {
        Path file = TestFiles.small(temp, "small.yaml");
        Workspace next = leftUnsaved(file);
        String autosaved = Files.readString(temp.resolve("settings/autosave.yaml"));
        FakeDialogs dialogs = new FakeDialogs();
        dialogs.recover = Dialogs.Recover.DISCARD;

        DesktopApp.begin(next, dialogs, Optional.of(file));

        assertFalse(next.isDirty());
        assertEquals("20", next.editor().field("workloads[0].users").orElseThrow().getText());
        assertTrue(next.recovery().pending().isEmpty());
        assertEquals(List.of("recover " + file.toAbsolutePath()), dialogs.asked);
        List<Path> declined = named(temp.resolve("settings"), "autosave.yaml.declined-");
        assertEquals(1, declined.size(), "one answer does not destroy what was typed");
        assertEquals(autosaved, Files.readString(declined.get(0)));
    }

    @Test
    void closingTheQuestionKeepsTheWorkToBeOfferedAtTheNextStart() throws Exception {
        Path file = TestFiles.small(temp, "small.yaml");
        Workspace next = leftUnsaved(file);
        FakeDialogs dialogs = new FakeDialogs();
        dialogs.recover = Dialogs.Recover.LATER; // Escape, or the window closed

        DesktopApp.begin(next, dialogs, Optional.of(file));

        assertFalse(next.isDirty());
        assertEquals("20", next.editor().field("workloads[0].users").orElseThrow().getText());
        next.editor().field("workloads[0].users").orElseThrow().setText("44");
        next.autosave(); // this session's own work does not overwrite the one kept
        next.recovery().close();

        FakeDialogs again = new FakeDialogs();
        again.recover = Dialogs.Recover.RECOVER;
        Workspace third = new Workspace(TestFiles.registry(), temp.resolve("settings"));
        DesktopApp.begin(third, again, Optional.of(file));
        assertEquals(List.of("recover " + file.toAbsolutePath() + " | " + DesktopApp.waiting(1)), again.asked,
                "two sessions' work kept: one offered, the other said to wait");
        assertEquals(List.of(), again.errors);
        String users = third.editor().field("workloads[0].users").orElseThrow().getText();
        assertTrue(users.equals("44") || users.equals("33"), users);
        // Saved, the other is offered at the start after.
        third.save();
        third.recovery().close();
        Workspace fourth = new Workspace(TestFiles.registry(), temp.resolve("settings"));
        FakeDialogs last = new FakeDialogs();
        last.recover = Dialogs.Recover.RECOVER;
        DesktopApp.begin(fourth, last, Optional.of(file));
        assertEquals(List.of("recover " + file.toAbsolutePath()), last.asked, "none other waits");
        assertEquals(users.equals("44") ? "33" : "44",
                fourth.editor().field("workloads[0].users").orElseThrow().getText());
    }

    private static List<Path> named(Path folder, String prefix) throws Exception {
        try (var files = Files.list(folder)) {
            return files.filter(p -> p.getFileName().toString().startsWith(prefix)).toList();
        }
    }

    @Test
    void withoutAFileANewScenarioStartsFromTheBundledDefault() throws Exception {
        Workspace w = new Workspace(TestFiles.registry(), temp.resolve("settings"));
        DesktopApp.begin(w, new FakeDialogs(), Optional.empty());
        assertNull(w.fileProperty().get());
        assertEquals("", w.editor().problemProperty().get());
        assertTrue(w.titleProperty().get().startsWith("Swapset — 3081D"), w.titleProperty().get());
    }

    @Test
    void variantsWhoseAutosaveDoesNotReadAreNamedInTheQuestionKeptAsideAndNotOfferedAgain() throws Exception {
        Path file = TestFiles.small(temp, "small.yaml");
        Path settings = Files.createDirectories(temp.resolve("settings"));
        // As the last version left them: the scenario, unedited, autosaved for its variants, whose file does not
        // read (a disk error, a later version's format).
        String broken = "- text: [not, closed\n";
        Files.writeString(settings.resolve("recovery.yaml"), Files.readString(file));
        Files.writeString(settings.resolve("recovery.path"), file.toAbsolutePath() + "\n\nunedited");
        Files.writeString(settings.resolve("recovery-variants.yaml"), broken);
        Workspace next = new Workspace(TestFiles.registry(), settings);
        FakeDialogs dialogs = new FakeDialogs();
        dialogs.recover = Dialogs.Recover.RECOVER;

        DesktopApp.begin(next, dialogs, Optional.of(file));

        List<Path> aside;
        try (var files = Files.list(settings)) {
            aside = files.filter(p -> p.getFileName().toString().startsWith("recovery-variants.yaml.unreadable-"))
                    .toList();
        }
        assertEquals(1, aside.size(), "kept aside, not deleted");
        assertEquals(broken, Files.readString(aside.get(0)));
        assertEquals(1, dialogs.asked.size());
        String asked = dialogs.asked.get(0);
        assertTrue(asked.startsWith("recover " + file.toAbsolutePath() + "; its what-if variants could not be read ("),
                asked);
        assertTrue(asked.endsWith("); they are kept in " + aside.get(0)), asked);
        assertFalse(next.isDirty());
        assertTrue(next.recovery().pending().isEmpty(), "nothing is left unsaved: the autosave is cleared");

        FakeDialogs again = new FakeDialogs();
        DesktopApp.begin(new Workspace(TestFiles.registry(), settings), again, Optional.of(file));
        assertEquals(List.of(), again.asked, "not offered at every start");
    }

    @Test
    void recoveredWorkWhoseTextDoesNotLoadIsKeptAsideAndNamed() throws Exception {
        Path file = TestFiles.small(temp, "small.yaml");
        Path settings = Files.createDirectories(temp.resolve("settings"));
        String autosave = "edited: false\nfile: " + file.toAbsolutePath() + "\ntext: |\n  name: base\n"
                + "variants:\n- text: |\n    name: [unclosed\n";
        Files.writeString(settings.resolve("autosave.yaml"), autosave);
        Workspace next = new Workspace(TestFiles.registry(), settings);
        FakeDialogs dialogs = new FakeDialogs();
        dialogs.recover = Dialogs.Recover.RECOVER;

        DesktopApp.begin(next, dialogs, Optional.of(file));

        List<Path> kept = named(settings, "autosave.yaml.unreadable-");
        assertEquals(1, kept.size(), "kept, not deleted");
        assertEquals(autosave, Files.readString(kept.get(0)));
        assertEquals(1, dialogs.errors.size());
        assertTrue(dialogs.errors.get(0).endsWith("It is kept in " + kept.get(0)), dialogs.errors.get(0));
        assertEquals("20", next.editor().field("workloads[0].users").orElseThrow().getText(), "the file opens");
    }

    @Test
    void anAutosaveThatCannotBeReadNorClearedDoesNotStopTheStartNorCostTheEarlierFiles() throws Exception {
        Path file = TestFiles.small(temp, "small.yaml");
        Path settings = Files.createDirectories(temp.resolve("settings"));
        Files.writeString(settings.resolve("autosave.yaml"), "edited: [true\n");
        // Something deleting cannot remove (as a read-only folder refuses): an earlier version's path file.
        Files.createDirectories(settings.resolve("recovery.path").resolve("in-the-way"));
        Workspace next = new Workspace(TestFiles.registry(), settings);
        FakeDialogs dialogs = new FakeDialogs();

        DesktopApp.begin(next, dialogs, Optional.of(file));

        assertEquals(1, dialogs.errors.size(), dialogs.errors.toString());
        assertTrue(dialogs.errors.get(0).contains("it is kept in "), dialogs.errors.get(0));
        assertEquals(1, named(settings, "autosave.yaml.unreadable-").size());
        assertEquals("20", next.editor().field("workloads[0].users").orElseThrow().getText(), "the app starts");
    }
}
