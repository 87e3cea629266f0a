package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Platform;
import javafx.scene.Node;
import javafx.scene.control.ListView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.app.desktop.model.EditorModel;
import org.swapset.app.desktop.model.Jobs;
import org.swapset.app.desktop.model.Runs;
import org.swapset.app.desktop.model.TestFiles;
import org.swapset.app.desktop.model.Workspace;
import org.swapset.core.scenario.ScenarioLoader;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A variant typed in the Compare tab and not saved survives the app's death: the next window, on the same settings
 * folder, asks once, and shows the scenario with the variant as it was typed, still unsaved, to be saved from there.
 * Saving a variant over its file when another program changed it since asks first, as for the scenario.
 */
@ExtendWith(ApplicationExtension.class)
class DesktopRecoveryTest {

    @TempDir
    Path temp;

    private final ExecutorService background = Executors.newSingleThreadExecutor();
    private final FakeDialogs dialogs = new FakeDialogs();
    private Stage stage;
    private FxSteps.Desktop desktop;
    private Jobs nextJobs;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        desktop = FxSteps.open(stage, TestFiles.registry(), temp, background, dialogs);
    }

    @AfterEach
    void stop() {
        desktop.jobs().cancel();
        if (nextJobs != null) {
            nextJobs.cancel();
        }
        background.shutdownNow();
    }

    private static void type(FxRobot robot, Node field, String text) {
        robot.interact(() -> EditorView.reveal(field));
        robot.clickOn(field);
        robot.press(KeyCode.CONTROL).press(KeyCode.A).release(KeyCode.A).release(KeyCode.CONTROL);
        robot.write(text);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** The window, showing the Compare tab with a variant just duplicated. */
    private MainWindow withAVariant(FxRobot robot) {
        MainWindow window = desktop.window();
        robot.interact(() -> window.tabs().getSelectionModel().select(2));
        robot.clickOn("#duplicate-variant");
        WaitForAsyncUtils.waitForFxEvents();
        return window;
    }

    private Workspace nextWorkspace;

    /** The window of the next session, on the same settings folder, begun on small.yaml, showing the Compare tab. */
    private MainWindow nextWindow(FxRobot robot, FakeDialogs next) {
        nextWorkspace = new Workspace(TestFiles.registry(), temp.resolve("settings"));
        nextJobs = new Jobs(background, Platform::runLater, System::nanoTime);
        MainWindow[] opened = new MainWindow[1];
        robot.interact(() -> {
            opened[0] = DesktopApp.show(new Stage(), nextWorkspace, nextJobs, new Runs(TestFiles.registry(), 2),
                    next);
            DesktopApp.begin(opened[0], nextWorkspace, next, Optional.of(temp.resolve("small.yaml")));
            opened[0].tabs().getSelectionModel().select(2);
        });
        return opened[0];
    }

    @Test
    void anUnsavedVariantComesBackInTheNextWindowAfterOneQuestion(FxRobot robot) throws Exception {
        MainWindow window = withAVariant(robot);
        type(robot, robot.from(window.compareView().root()).lookup("#field-storage-real").query(), "8MiB");
        assertEquals(1, window.whatIf().unsaved().size());
        robot.interact(() -> {
            try {
                desktop.workspace().autosave(); // as the window's timer does every 30 s
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        robot.interact(stage::hide); // the app dies: no question, no save
        desktop.workspace().recovery().close(); // and its lock on the autosave goes with it

        FakeDialogs next = new FakeDialogs();
        next.recover = Dialogs.Recover.RECOVER;
        MainWindow again = nextWindow(robot, next);
        Workspace workspace = nextWorkspace;

        assertEquals(List.of("recover 1 what-if variant of " + temp.resolve("small.yaml").toAbsolutePath()),
                next.asked, "one question");
        assertFalse(workspace.isDirty(), "the scenario had no edits: its file, as saved");
        assertEquals("Recovered unsaved work: 1 what-if variant of " + temp.resolve("small.yaml").toAbsolutePath()
                + " (not saved yet)", robot.from(again.root()).lookup("#status").queryAs(javafx.scene.control.Label
                .class).getText(), "not \"Opened\", as for a file opened as saved");
        ListView<?> list = robot.from(again.compareView().root()).lookup("#variants").queryAs(ListView.class);
        assertEquals(1, list.getItems().size());
        robot.interact(() -> again.compareView().select(again.whatIf().variants().get(0)));
        TextField real = robot.from(again.compareView().root()).lookup("#field-storage-real").queryAs(TextField.class);
        assertEquals("8MiB", real.getText(), "as typed before the app died");
        assertEquals(1, again.whatIf().unsaved().size(), "still unsaved");

        Path saved = temp.resolve("variant.yaml");
        next.save = saved;
        robot.clickOn(robot.from(again.compareView().root()).lookup("#save-variant").queryAs(Node.class));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(), next.errors);
        assertTrue(Files.exists(saved));
        assertEquals(8L << 20, ScenarioLoader.load(saved, TestFiles.registry()).storage().realBytes());
        assertTrue(workspace.recovery().pending().isEmpty(), "saved: the autosave is cleared");
    }

    @Test
    void savingAVariantOverItsFileAnotherProgramChangedAsksFirst(FxRobot robot) throws Exception {
        MainWindow window = withAVariant(robot);
        Path saved = temp.resolve("variant.yaml");
        dialogs.save = saved;
        robot.clickOn("#save-variant");
        WaitForAsyncUtils.waitForFxEvents();
        String theirs = Files.readString(saved) + "# edited by another program\n";
        Files.writeString(saved, theirs);
        type(robot, robot.from(window.compareView().root()).lookup("#field-storage-real").query(), "8MiB");

        dialogs.overwriteChanged = false;
        robot.clickOn("#save-variant");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("overwrite variant.yaml"), dialogs.asked);
        assertEquals(theirs, Files.readString(saved), "their change is kept");
        assertEquals(1, window.whatIf().unsaved().size());

        dialogs.overwriteChanged = true;
        robot.clickOn("#save-variant");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(8L << 20, ScenarioLoader.load(saved, TestFiles.registry()).storage().realBytes());
        assertTrue(window.whatIf().unsaved().isEmpty());
    }

    @Test
    void afterARecoverySaveAsStartsInTheFolderOfTheVariantsOwnFileAndOfTheScenarios(FxRobot robot)
            throws Exception {
        // The last session: a variant saved to a folder of its own, edited since, and then the app died.
        Path variantFile = Files.createDirectories(temp.resolve("variants")).resolve("bigger.yaml");
        Workspace before = new Workspace(TestFiles.registry(), temp.resolve("settings"));
        before.open(temp.resolve("small.yaml"));
        EditorModel variant = before.whatIf().duplicate(before.editor());
        before.saveVariant(variant, variantFile);
        variant.field("storage.real").orElseThrow().setText("8MiB");
        before.autosave();
        before.recovery().close(); // the session ends

        FakeDialogs next = new FakeDialogs();
        next.recover = Dialogs.Recover.RECOVER;
        MainWindow again = nextWindow(robot, next);
        robot.interact(() -> again.compareView().select(again.whatIf().variants().get(0)));
        robot.clickOn(robot.from(again.compareView().root()).lookup("#save-variant").queryAs(Node.class));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(again::saveAs);

        // Not the bare name, which the platform's chooser would put in its own default folder after a restart.
        assertEquals(List.of(variantFile.toAbsolutePath().toString(),
                temp.resolve("small.yaml").toAbsolutePath().toString()), next.suggested);
        assertEquals(1, again.whatIf().unsaved().size(), "the chooser was cancelled: still unsaved");
    }
}
