package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.app.desktop.failing.SpinningFactory;
import org.swapset.app.desktop.model.Curve;
import org.swapset.app.desktop.model.Jobs;
import org.swapset.app.desktop.model.Runs;
import org.swapset.app.desktop.model.TestFiles;
import org.swapset.app.desktop.model.Workspace;
import org.swapset.core.forecast.CapacitySearch;
import org.swapset.core.plugin.PluginRegistry;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The tool bar's time limit, as the command line's {@code --time-limit}: a third-party replacement policy that never
 * returns holds one forecast (a What-if variant, a sweep's user count, a run) only until the limit; that forecast is
 * listed as stopped at the limit with the stuck plugin named, the others complete and are shown, and the stuck
 * threads are stopped, not left spinning. A limit the field cannot read is refused with what a valid one looks like.
 */
@ExtendWith(ApplicationExtension.class)
class DesktopTimeLimitTest {

    /** Short, so the stuck forecasts end soon; the good ones of the small scenario take a fraction of it. */
    private static final String LIMIT = "3s";
    /** Without the limit the spinning forecast would hold the job until Cancel: the waits would run out. */
    private static final int WAIT_SECONDS = 120;

    @TempDir
    Path temp;

    private final ExecutorService background = Executors.newSingleThreadExecutor();
    private final FakeDialogs dialogs = new FakeDialogs();
    private Jobs jobs;
    private MainWindow window;
    private Workspace workspace;

    private static PluginRegistry withSpinningPlugin() {
        return TestFiles.registryWith("acme-spinners", "0.1", "/plugins/acme-spinners.jar", new SpinningFactory(),
                List.of());
    }

    @Start
    void start(Stage stage) throws Exception {
        FxSteps.Desktop desktop = FxSteps.open(stage, withSpinningPlugin(), temp, background, dialogs);
        workspace = desktop.workspace();
        jobs = desktop.jobs();
        window = desktop.window();
    }

    @AfterEach
    void stop() {
        jobs.cancel();
        background.shutdownNow();
    }

    /** What the forecaster says of a forecast stopped at the limit, up to the first stuck replication's number. */
    private static String stopped(String scenario) {
        return "scenario '" + scenario + "' passed its time limit of " + LIMIT + " with 0 of 3 replications done; "
                + "replication ";
    }

    /** The stuck plugin as the forecaster names it: id, family, where the scenario chose it, and the frame. */
    private static void assertNamesTheStuckPlugin(String message) {
        assertTrue(message.contains(" did not return when asked to stop: stuck in plugin 'spinning' (replacement "
                + "policy at policies.replacement of "), message);
        assertTrue(message.contains(") at " + SpinningFactory.SPINNING_CLASS + ".selectVictims(Spinning.java:"),
                message);
    }

    private static boolean spinning() {
        return Thread.getAllStackTraces().values().stream().anyMatch(stack -> stack.length > 0
                && stack[0].getClassName().equals(SpinningFactory.SPINNING_CLASS));
    }

    /**
     * The stuck threads were stopped, not merely abandoned: nothing is still spinning seconds later. (JDK 20 and
     * later have no Thread.stop: there the daemon threads are abandoned, as BrokenPluginTest allows too.)
     */
    private static void assertNothingLeftSpinning() throws InterruptedException {
        if (Runtime.version().feature() >= 20) {
            return;
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
        while (spinning() && System.nanoTime() < deadline) {
            Thread.sleep(100);
        }
        assertFalse(spinning(), "a thread is still running the spinning policy");
    }

    @Test
    void aVariantStuckInALoopIsStoppedAtTheLimitAndNamedWhileTheBaseAndTheOtherVariantAreCompared(FxRobot robot)
            throws Exception {
        FxSteps.twoVariantsTheFirstBroken(robot, window, "spinning");
        robot.interact(() -> FxSteps.field(robot, "#time-limit").setText(LIMIT));

        long start = System.nanoTime();
        robot.clickOn("#compare");
        FxSteps.await(WAIT_SECONDS, () -> (window.whatIf().comparedProperty().get() != null || !dialogs.errors.isEmpty())
                && !jobs.isRunning());
        double seconds = (System.nanoTime() - start) / 1e9;

        Runs.Compared compared = FxSteps.assertTheFirstVariantFailedAndTheOthersWereCompared(robot, window, dialogs,
                "a stopped variant is shown in the view, not as an error dialog", stopped("desktop small (variant 1)"));
        assertNamesTheStuckPlugin(compared.comparison().failures().get(0).error());
        for (Curve c : compared.curves()) {
            assertEquals(Map.of(), c.missing(), "every point of the good scenarios ran within the limit");
            assertEquals(5, c.points().size(), c.toString());
        }
        assertTrue(seconds < 90, "the comparison took " + seconds + " s");
        assertNothingLeftSpinning();
    }

    @Test
    void aSweepPointStuckInALoopIsStoppedAtTheLimitAndListedWhileTheOtherIsDrawn(FxRobot robot) throws Exception {
        FxSteps.setText(robot, workspace.editor(), "policies.replacement.type", "spinning");
        robot.interact(() -> {
            FxSteps.field(robot, "#target").setText("response.mean<=2s");
            FxSteps.field(robot, "#sweep-users").setText("1..20/19");
            FxSteps.field(robot, "#time-limit").setText(LIMIT);
        });

        robot.clickOn("#sweep");
        FxSteps.await(WAIT_SECONDS, () -> (window.results().curveProperty().get() != null || !dialogs.errors.isEmpty())
                && !jobs.isRunning());

        assertEquals(List.of(), dialogs.errors);
        Curve curve = window.results().curveProperty().get();
        assertEquals(List.of(1), curve.points().stream().map(Curve.Point::users).toList(),
                "the count the plugin is never called at is forecast and drawn");
        assertEquals(List.of(20), List.copyOf(curve.missing().keySet()), curve.toString());
        assertTrue(curve.missing().get(20).startsWith("failed: " + stopped("desktop small")), curve.toString());
        assertNamesTheStuckPlugin(curve.missing().get(20));
        Label shown = robot.lookup("#curve-failures").queryAs(Label.class);
        assertTrue(shown.isVisible());
        assertTrue(shown.getText().startsWith("The curve has no forecast at 1 of its 2 user counts (the others are "
                + "drawn):\n  20 users: failed: " + stopped("desktop small")), shown.getText());
        assertNothingLeftSpinning();
    }

    @Test
    void theSupportableUsersViewListsTheUserCountsStoppedAtTheLimitAndTheSearchGoesOn(FxRobot robot)
            throws Exception {
        FxSteps.setText(robot, workspace.editor(), "policies.replacement.type", "spinning");
        robot.interact(() -> {
            FxSteps.field(robot, "#target").setText("response.mean<=2s");
            FxSteps.field(robot, "#time-limit").setText(LIMIT);
        });

        robot.clickOn("#capacity");
        FxSteps.await(WAIT_SECONDS, () -> (window.results().capacityProperty().get() != null || !dialogs.errors.isEmpty())
                && !jobs.isRunning());

        assertEquals(List.of(), dialogs.errors, "stopped user counts are shown in the view, the search goes on");
        CapacitySearch.Result result = window.results().capacityProperty().get();
        assertTrue(result.failedPoints().containsKey(20), result.failedPoints().toString());
        assertTrue(result.failedPoints().get(20).startsWith(stopped("desktop small")), result.failedPoints().get(20));
        for (String why : result.failedPoints().values()) {
            // At fewer users some replications may finish before one gets stuck: "with 1 of 3 replications done".
            assertTrue(why.startsWith("scenario 'desktop small' passed its time limit of " + LIMIT + " with "), why);
            assertNamesTheStuckPlugin(why);
        }
        Label shown = robot.lookup("#capacity-failures").queryAs(Label.class);
        assertTrue(shown.isVisible());
        assertTrue(shown.getText().contains("\n  failed at 20 users: " + stopped("desktop small")), shown.getText());
        assertTrue(result.users() > 0, "the search went on below the stopped counts and found a count that meets "
                + "the target: " + result);
        assertNothingLeftSpinning();
    }

    @Test
    void aRunStuckInALoopFailsAtTheLimitNamingThePluginAndTheNextRunWorks(FxRobot robot) throws Exception {
        FxSteps.setText(robot, workspace.editor(), "policies.replacement.type", "spinning");
        robot.interact(() -> FxSteps.field(robot, "#time-limit").setText(LIMIT));

        robot.clickOn("#run");
        // The policy does spin while the forecast runs (so the check that nothing is left spinning can fail).
        boolean sawSpinning = false;
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(120);
        while (!sawSpinning && System.nanoTime() < deadline && (jobs.isRunning() || dialogs.errors.isEmpty())) {
            sawSpinning = spinning();
            Thread.sleep(10);
        }
        FxSteps.await(WAIT_SECONDS, () -> !dialogs.errors.isEmpty() && !jobs.isRunning());

        assertTrue(sawSpinning, "no thread was seen running the spinning policy");
        assertEquals(1, dialogs.errors.size(), dialogs.errors.toString());
        String error = dialogs.errors.get(0);
        assertTrue(error.startsWith("The forecast failed: stopped at the time limit of " + LIMIT + ": "
                + stopped("desktop small")), error);
        assertNamesTheStuckPlugin(error);
        assertFalse(error.contains("Cause:"), "the message is said once: " + error);
        assertNull(window.results().forecastProperty().get());
        assertNothingLeftSpinning();

        FxSteps.setText(robot, workspace.editor(), "policies.replacement.type", "core-table-scan");
        robot.clickOn("#run");
        FxSteps.await(WAIT_SECONDS, () -> window.results().forecastProperty().get() != null && !jobs.isRunning());
        assertEquals(1, dialogs.errors.size(), "the next run, within the limit, works: " + dialogs.errors);
    }

    @Test
    void aTimeLimitTheFieldCannotReadIsRefusedWithWhatIsValid(FxRobot robot) throws Exception {
        robot.interact(() -> FxSteps.field(robot, "#time-limit").setText("2 seconds"));
        robot.clickOn("#run");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of("Time limit: '2 seconds': expected a number and a unit (ms, s, m or min, h), e.g. 10m; "
                + "leave it empty for no limit"), dialogs.errors);
        assertFalse(jobs.isRunning(), "nothing was started");

        robot.interact(() -> FxSteps.field(robot, "#time-limit").setText("0s"));
        robot.clickOn("#sweep");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("Time limit: '0s': must be between 1ms and a year; leave it empty for no limit",
                dialogs.errors.get(dialogs.errors.size() - 1));
        assertFalse(jobs.isRunning(), "nothing was started");
        assertNull(window.results().curveProperty().get());

        robot.interact(() -> FxSteps.field(robot, "#time-limit").setText("  "));
        robot.clickOn("#run");
        FxSteps.await(WAIT_SECONDS, () -> window.results().forecastProperty().get() != null && !jobs.isRunning());
        assertEquals(2, dialogs.errors.size(), "empty is no limit: " + dialogs.errors);
    }
}
