package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.app.desktop.failing.JobsWorkloadFactory;
import org.swapset.app.desktop.model.Jobs;
import org.swapset.app.desktop.model.TestFiles;
import org.swapset.app.desktop.model.Workspace;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A scenario whose workload (a plugin's) counts its users otherwise than {@code users} opens, runs and compares in the
 * window; supportable users and the users sweep, which vary a workload's users, say why they cannot.
 */
@ExtendWith(ApplicationExtension.class)
class DesktopWorkloadWithoutUsersTest {

    @TempDir
    Path temp;

    private final ExecutorService background = Executors.newSingleThreadExecutor();
    private final FakeDialogs dialogs = new FakeDialogs();
    private Jobs jobs;
    private MainWindow window;
    private Workspace workspace;

    @Start
    void start(Stage stage) throws Exception {
        FxSteps.Desktop desktop = FxSteps.open(stage, TestFiles.registryWith("acme-batch", "0.1",
                "/plugins/acme-batch.jar", new JobsWorkloadFactory(), List.of()), temp, background, dialogs);
        workspace = desktop.workspace();
        jobs = desktop.jobs();
        window = desktop.window();
    }

    @AfterEach
    void stop() {
        jobs.cancel();
        background.shutdownNow();
    }

    private void clickAndWait(FxRobot robot, String button) throws Exception {
        robot.clickOn(button);
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !jobs.isRunning());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void itOpensAndRunsAndWhatVariesUsersSaysWhyItCannot(FxRobot robot) throws Exception {
        String small = Files.readString(temp.resolve("small.yaml"));
        Path file = Files.writeString(temp.resolve("jobs.yaml"), JobsWorkloadFactory.inSmallScenario(small));
        robot.interact(() -> {
            try {
                workspace.open(file);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("", workspace.editor().problemProperty().get());

        clickAndWait(robot, "#run");
        assertEquals(List.of(), dialogs.errors);
        assertTrue(window.results().forecastProperty().get() != null);
        String caption = window.results().captionProperty().get();
        assertTrue(caption.startsWith("desktop small — forecast; seed 7"), caption);

        clickAndWait(robot, "#capacity");
        assertEquals(1, dialogs.errors.size(), dialogs.errors.toString());
        assertTrue(dialogs.errors.get(0).startsWith("Supportable users: Supportable users varies the users of "
                + "workload 'batch', but its model (test-job-batch) has no integer parameter 'users'"), dialogs.errors.get(0));
        assertTrue(!jobs.isRunning());
    }
}
