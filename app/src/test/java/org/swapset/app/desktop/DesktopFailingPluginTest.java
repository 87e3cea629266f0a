package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.app.desktop.failing.FailingFactory;
import org.swapset.app.desktop.model.Curve;
import org.swapset.app.desktop.model.Jobs;
import org.swapset.app.desktop.model.Runs;
import org.swapset.app.desktop.model.TestFiles;
import org.swapset.app.desktop.model.Workspace;
import org.swapset.core.forecast.CapacitySearch;
import org.swapset.core.plugin.PluginLoadFailure;
import org.swapset.core.plugin.PluginRegistry;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A third-party plugin that throws during a run: the window shows an error naming that plugin (its id, name,
 * version and jar) and carries on; the plugins view lists it, and a jar that failed to load with its reason. As on
 * the command line, a failed forecast stops nothing else: a What-if comparison shows a failed variant as failed,
 * with the plugin's blame, and compares the base and the others (a failed base fails the comparison with the
 * blame); the supportable-users view lists every user count whose forecast failed; a users sweep draws the counts
 * that ran and lists the others.
 */
@ExtendWith(ApplicationExtension.class)
class DesktopFailingPluginTest {

    @TempDir
    Path temp;

    private final ExecutorService background = Executors.newSingleThreadExecutor();
    private final FakeDialogs dialogs = new FakeDialogs();
    private Jobs jobs;
    private MainWindow window;
    private Workspace workspace;

    private static PluginRegistry withFailingPlugin() {
        return TestFiles.registryWith("acme-policies", "0.3", "/plugins/acme-policies.jar", new FailingFactory(),
                List.of(new PluginLoadFailure("/plugins/broken.jar", "ZipException: zip END header not found", null)));
    }

    @Start
    void start(Stage stage) throws Exception {
        FxSteps.Desktop desktop = FxSteps.open(stage, withFailingPlugin(), temp, background, dialogs);
        workspace = desktop.workspace();
        jobs = desktop.jobs();
        window = desktop.window();
    }

    @AfterEach
    void stop() {
        jobs.cancel();
        background.shutdownNow();
    }

    private void runAndWait(FxRobot robot) throws Exception {
        robot.clickOn("#run");
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !jobs.isRunning());
        WaitForAsyncUtils.waitForFxEvents();
    }

    @Test
    void aFailingPluginIsNamedInAnErrorAndTheAppCarriesOn(FxRobot robot) throws Exception {
        robot.interact(() -> workspace.editor().field("policies.replacement.type").orElseThrow().setText("failing"));
        assertEquals("", workspace.editor().problemProperty().get(), "the plugin is loaded, so the form accepts it");
        runAndWait(robot);

        assertEquals(1, dialogs.errors.size(), dialogs.errors.toString());
        String error = dialogs.errors.get(0);
        assertTrue(error.startsWith("The forecast failed in replacement policy 'failing' of plugin acme-policies 0.3 "
                + "(/plugins/acme-policies.jar)"), error);
        assertTrue(error.contains("IllegalStateException: victim index out of range: -1"), error);
        assertEquals(null, window.results().forecastProperty().get());

        robot.interact(() -> workspace.editor().field("policies.replacement.type").orElseThrow()
                .setText("core-table-scan"));
        runAndWait(robot);
        assertEquals(1, dialogs.errors.size(), dialogs.errors.toString());
        assertTrue(window.results().forecastProperty().get() != null, "the next run works");
    }

    /** The blame the core puts in a forecast's failure: the plugin's id, family, scenario path, file and jar. */
    private static String blame(String scenario) {
        return "replication 0 of scenario '" + scenario + "' failed in plugin 'failing' (replacement policy at "
                + "policies.replacement of ";
    }

    private static final String WHY = "IllegalStateException: victim index out of range: -1";

    @Test
    void aFailedVariantIsShownFailedWithItsBlameWhileTheBaseAndTheOtherVariantAreCompared(FxRobot robot)
            throws Exception {
        FxSteps.twoVariantsTheFirstBroken(robot, window, "failing");

        robot.clickOn("#compare");
        FxSteps.await(180, () -> (window.whatIf().comparedProperty().get() != null || !dialogs.errors.isEmpty())
                && !jobs.isRunning());

        Runs.Compared compared = FxSteps.assertTheFirstVariantFailedAndTheOthersWereCompared(robot, window, dialogs,
                "a failed variant is shown in the view, not as an error dialog", blame("desktop small (variant 1)"));
        String error = compared.comparison().failures().get(0).error();
        assertTrue(error.contains(WHY), error);
        String shown = robot.lookup("#compare-failures").queryAs(Label.class).getText();
        assertTrue(shown.contains(WHY), shown);
        assertEquals(2, window.compareView().chart().orElseThrow().getXYPlot().getDataset().getSeriesCount());
        // On screen the curves are named as the table's columns (the failed V1 has none); in a file, in full.
        assertEquals(List.of("Base", "V2"), seriesKeys(window.compareView().shownChart()));
        assertEquals(List.of("desktop small", "desktop small (variant 2)"),
                seriesKeys(window.compareView().chart().orElseThrow()));
    }

    private static List<String> seriesKeys(org.jfree.chart.JFreeChart chart) {
        var data = chart.getXYPlot().getDataset();
        List<String> keys = new java.util.ArrayList<>();
        for (int i = 0; i < data.getSeriesCount(); i++) {
            keys.add(String.valueOf(data.getSeriesKey(i)));
        }
        return keys;
    }

    @Test
    void aComparisonWhoseBaseFailsFailsCleanlyWithTheBlame(FxRobot robot) throws Exception {
        robot.interact(() -> window.tabs().getSelectionModel().select(2));
        robot.clickOn("#duplicate-variant");
        WaitForAsyncUtils.waitForFxEvents();
        FxSteps.setText(robot, workspace.editor(), "policies.replacement.type", "failing");

        robot.clickOn("#compare");
        FxSteps.await(180, () -> !dialogs.errors.isEmpty() && !jobs.isRunning());

        assertEquals(1, dialogs.errors.size(), dialogs.errors.toString());
        String error = dialogs.errors.get(0);
        assertTrue(error.startsWith("The comparison failed in replacement policy 'failing' of plugin acme-policies "
                + "0.3 (/plugins/acme-policies.jar): the base desktop small failed: " + blame("desktop small")),
                error);
        assertTrue(error.contains(WHY), error);
        assertEquals(null, window.whatIf().comparedProperty().get(), "nothing was compared");
        assertEquals("", window.compareView().failuresText());
    }

    @Test
    void theSupportableUsersViewListsEveryUserCountWhoseForecastFailed(FxRobot robot) throws Exception {
        FxSteps.setText(robot, workspace.editor(), "policies.replacement.type", "failing");
        robot.interact(() -> FxSteps.field(robot, "#target").setText("response.mean<=2s"));
        List<String> statuses = new java.util.concurrent.CopyOnWriteArrayList<>();
        robot.interact(() -> jobs.statusProperty().addListener((o, was, now) -> statuses.add(now)));

        robot.clickOn("#capacity");
        FxSteps.await(180, () -> (window.results().capacityProperty().get() != null || !dialogs.errors.isEmpty())
                && !jobs.isRunning());
        assertTrue(statuses.stream().anyMatch(t -> t.matches("Supportable users: forecast [2-9] of (about |at most )?"
                + "\\d+ · .*")), "the status line says where the search is, past the failed count: " + statuses);

        assertEquals(List.of(), dialogs.errors, "failed user counts are shown in the view, the search goes on");
        CapacitySearch.Result result = window.results().capacityProperty().get();
        assertTrue(result.failedPoints().containsKey(20), result.failedPoints().toString());
        Label shown = robot.lookup("#capacity-failures").queryAs(Label.class);
        assertTrue(shown.isVisible());
        String text = shown.getText();
        int failed = result.failedPoints().size();
        assertTrue(text.startsWith("The forecast failed at " + failed + (failed == 1 ? " user count" : " user counts")
                + " (counted as not meeting the target"), text);
        for (var point : result.failedPoints().entrySet()) {
            assertTrue(text.contains("\n  failed at " + point.getKey() + " users: " + blame("desktop small")), text);
            assertTrue(point.getValue().contains(WHY), point.getValue());
        }
        assertEquals(failed, text.lines().filter(l -> l.startsWith("  failed at ")).count(), text);
        Label answer = robot.lookup((javafx.scene.Node n) -> n instanceof Label && "capacity".equals(n.getId()))
                .queryAs(Label.class);
        assertTrue(answer.getText().startsWith("Supportable users at " + result.target() + ": " + result.users() + " "),
                answer.getText());
        assertTrue(result.users() > 0, "the search went on below the failed counts and found a count that meets "
                + "the target: " + result);
    }

    @Test
    void aSweepDrawsTheGoodUserCountsAndListsTheFailedOnes(FxRobot robot) throws Exception {
        FxSteps.setText(robot, workspace.editor(), "policies.replacement.type", "failing");
        robot.interact(() -> {
            FxSteps.field(robot, "#target").setText("response.mean<=2s");
            FxSteps.field(robot, "#sweep-users").setText("1..20/19");
        });

        robot.clickOn("#sweep");
        FxSteps.await(180, () -> (window.results().curveProperty().get() != null || !dialogs.errors.isEmpty())
                && !jobs.isRunning());

        assertEquals(List.of(), dialogs.errors);
        Curve curve = window.results().curveProperty().get();
        assertTrue(curve.missing().containsKey(20), curve.toString());
        Label shown = robot.lookup("#curve-failures").queryAs(Label.class);
        assertTrue(shown.isVisible());
        assertTrue(shown.getText().startsWith("The curve has no forecast at 1 of its 2 user counts (the others are "
                + "drawn):\n  20 users: failed: " + blame("desktop small")), shown.getText());
        assertTrue(shown.getText().contains(WHY), shown.getText());
        assertEquals(List.of(1), curve.points().stream().map(Curve.Point::users).toList(),
                "the count the plugin survives is forecast and drawn");
    }

    @Test
    void thePluginsViewListsLoadedPluginsAndFailedJars(FxRobot robot) {
        robot.interact(() -> window.tabs().getSelectionModel().select(3));
        TableView<?> loaded = robot.lookup("#plugins").queryAs(TableView.class);
        assertTrue(loaded.getItems().stream().map(Object::toString)
                .anyMatch(r -> r.contains("id=failing") && r.contains("source=/plugins/acme-policies.jar")
                        && r.contains("version=0.3")), loaded.getItems().toString());
        TableView<?> failed = robot.lookup("#plugin-failures").queryAs(TableView.class);
        assertEquals(1, failed.getItems().size());
        assertFalse(loaded.getItems().isEmpty());
    }
}
