package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.app.desktop.model.EditorModel;
import org.swapset.app.desktop.model.Jobs;
import org.swapset.app.desktop.model.Recovery;
import org.swapset.app.desktop.model.Runs;
import org.swapset.app.desktop.model.TestFiles;
import org.swapset.app.desktop.model.Workspace;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * What the user does while a job runs or a dialog is up: each job is held in a queue and run when the test says, so
 * every interleaving is chosen, not timed.
 */
@ExtendWith(ApplicationExtension.class)
class DesktopJobRacesTest {

    @TempDir
    Path temp;

    /** The background executor: holds each job until the test runs it. */
    private final ConcurrentLinkedQueue<Runnable> held = new ConcurrentLinkedQueue<>();
    private final FakeDialogs dialogs = new FakeDialogs();
    private Workspace workspace;
    private Jobs jobs;
    private MainWindow window;

    @Start
    void start(Stage stage) throws Exception {
        Path file = TestFiles.small(temp, "small.yaml");
        workspace = new Workspace(TestFiles.registry(), temp.resolve("settings"));
        jobs = new Jobs(held::add, Platform::runLater, System::nanoTime);
        window = DesktopApp.show(stage, workspace, jobs, new Runs(TestFiles.registry(), 2), dialogs);
        DesktopApp.begin(workspace, dialogs, Optional.of(file));
    }

    private static void await(java.util.function.BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aComparisonThatEndsAfterAnotherScenarioWasOpenedIsNotShownForIt(FxRobot robot) throws Exception {
        robot.interact(() -> FxSteps.field(robot, "#target").setText("response.mean<=2s"));
        robot.interact(window::duplicate);
        robot.interact(window::compare);
        assertTrue(jobs.isRunning());
        robot.interact(() -> {
            try {
                workspace.newFromTemplate(DesktopApp.DEFAULT_TEMPLATE); // File > New while the comparison runs
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        held.poll().run(); // the comparison of the old scenario and its variant runs to its end
        await(() -> !jobs.isRunning());

        assertNull(window.whatIf().comparedProperty().get(), "not shown (nor exported) for the scenario open now");
        assertEquals("Compare: done, but another scenario is open now, so it is not shown",
                jobs.statusProperty().get());
    }

    @Test
    void aComparisonThatEndsAfterAVariantWasRemovedIsNotShownWithItsColumnsNumberedForTheOldList(FxRobot robot)
            throws Exception {
        robot.interact(() -> FxSteps.field(robot, "#target").setText("response.mean<=2s"));
        robot.interact(window::duplicate);
        robot.interact(window::duplicate);
        robot.interact(window::compare);
        EditorModel first = window.whatIf().variants().get(0);
        robot.interact(() -> {
            try {
                workspace.removeVariant(first);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        });
        held.poll().run();
        await(() -> !jobs.isRunning());

        assertNull(window.whatIf().comparedProperty().get(), "two variants' columns beside a list of one");
        assertTrue(jobs.statusProperty().get().startsWith("Compare: done, but the variants changed while it ran"),
                jobs.statusProperty().get());
    }

    @Test
    void workDiscardedBeforeOpeningAFileIsNotOfferedAgainAtTheNextStart(FxRobot robot) throws Exception {
        FxSteps.setText(robot, workspace.editor(), "workloads[0].users", "21");
        assertTrue(workspace.isDirty());
        robot.interact(this::autosave); // the 30 s timer
        Path other = TestFiles.small(temp, "other.yaml");
        dialogs.unsaved = Dialogs.Unsaved.DISCARD;
        dialogs.open = other;
        dialogs.whileChoosing = this::autosave; // the timer fires again while the file dialog is up
        robot.interact(window::open); // File > Open..., answering Discard

        assertEquals(other.toAbsolutePath(), workspace.fileProperty().get());
        robot.interact(() -> assertTrue(window.confirmDiscard(), "nothing unsaved: the window closes"));
        workspace.recovery().close(); // as DesktopApp.stop
        Optional<Recovery.Found> next = new Recovery(temp.resolve("settings")).pending();
        assertTrue(next.isEmpty(), "the discarded edit is offered at the next start: "
                + next.map(f -> f.base().text()).orElse(""));
    }

    private void autosave() {
        try {
            workspace.autosave();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
