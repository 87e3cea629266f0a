package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.scene.input.KeyCode;
import javafx.stage.Stage;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.fx.ChartViewer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.app.desktop.model.Jobs;
import org.swapset.app.desktop.model.ResultsModel;
import org.swapset.app.desktop.model.Runs;
import org.swapset.app.desktop.model.TestFiles;
import org.swapset.app.desktop.model.Workspace;
import org.swapset.core.scenario.ScenarioException;
import org.swapset.core.forecast.CapacitySearch;
import org.swapset.core.scenario.ScenarioLoader;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The real window, driven through TestFX (headless under Monocle in the normal build): open a scenario, change the
 * users, run and see the figures and charts change; cancel a long run; save and reopen with identical content; a bad
 * value marked in its field. Waits are for conditions, never for a time.
 */
@ExtendWith(ApplicationExtension.class)
class DesktopUiTest {

    @TempDir
    Path temp;

    private final ExecutorService background = Executors.newSingleThreadExecutor();
    private final FakeDialogs dialogs = new FakeDialogs();
    private Workspace workspace;
    private Jobs jobs;
    private MainWindow window;
    private Path file;

    @Start
    void start(Stage stage) throws Exception {
        file = TestFiles.small(temp, "small.yaml");
        workspace = new Workspace(TestFiles.registry(), temp.resolve("settings"));
        jobs = new Jobs(background, Platform::runLater, System::nanoTime);
        window = DesktopApp.show(stage, workspace, jobs, new Runs(TestFiles.registry(), 2), dialogs);
        DesktopApp.begin(workspace, dialogs, Optional.of(file));
    }

    @AfterEach
    void stop() {
        jobs.cancel();
        background.shutdownNow();
    }

    private static void await(BooleanSupplier condition) throws TimeoutException {
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }

    private static void type(FxRobot robot, String query, String text) {
        click(robot, query);
        robot.press(KeyCode.CONTROL).press(KeyCode.A).release(KeyCode.A).release(KeyCode.CONTROL);
        robot.write(text);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** Waits for the typing to have paused long enough for an error line to show (EditorView.SETTLE). */
    private static void settle() {
        WaitForAsyncUtils.sleep((long) EditorView.SETTLE.toMillis() + 300, java.util.concurrent.TimeUnit.MILLISECONDS);
        WaitForAsyncUtils.waitForFxEvents();
    }

    /**
     * While a value is being typed the error line under it waits for the typing to pause, so that no red words
     * flicker under a value half typed; the red outline marks it at once, and a valid value hides the line at once.
     * The line's room is kept whether it shows or not: the field below stays where it was throughout.
     */
    @Test
    void anErrorLineWaitsForTheTypingToPause(FxRobot robot) {
        javafx.scene.Node below = robot.lookup("#field-run-duration").query();
        click(robot, "#field-run-warmUp"); // scrolled into view
        double before = below.localToScene(below.getLayoutBounds()).getMinY();
        robot.press(KeyCode.CONTROL).press(KeyCode.A).release(KeyCode.A).release(KeyCode.CONTROL);
        robot.write("5");
        WaitForAsyncUtils.waitForFxEvents();
        Label line = robot.lookup("#field-run-warmUp-error").queryAs(Label.class);
        assertTrue(robot.lookup("#field-run-warmUp").queryAs(TextField.class).getStyleClass().contains("invalid"),
                "outlined at once");
        assertFalse(line.isVisible(), "no line under a value being typed");
        assertEquals(before, below.localToScene(below.getLayoutBounds()).getMinY(), 0.5, "the field below stays");
        settle();
        assertTrue(line.isVisible(), "the line once the typing pauses: " + line.getText());
        assertEquals(before, below.localToScene(below.getLayoutBounds()).getMinY(), 0.5,
                "the line had its room: the field below stays where the user was about to click");
        robot.write("0");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(line.isVisible(), "shown, it stays while the value is still refused (50): no blink at each key");
        robot.write("s");
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(line.isVisible(), "a valid value hides it at once");
    }

    private int users() {
        return (int) window.results().scenarioProperty().get().workloads().get(0).model().parameters()
                .integer("users");
    }

    /** Alt+F opens the File menu: each menu has its mnemonic, as desktop menus do. */
    @Test
    void theMenusHaveMnemonics(FxRobot robot) {
        javafx.scene.control.MenuBar bar = robot.lookup(".menu-bar").queryAs(javafx.scene.control.MenuBar.class);
        assertEquals(List.of("_File", "_Scenario", "_Export"), bar.getMenus().stream()
                .map(javafx.scene.control.Menu::getText).toList());
        assertTrue(bar.getMenus().stream().allMatch(javafx.scene.control.Menu::isMnemonicParsing));
        robot.press(KeyCode.ALT).press(KeyCode.F).release(KeyCode.F).release(KeyCode.ALT);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(bar.getMenus().get(0).isShowing(), "Alt+F opens File");
        robot.press(KeyCode.ESCAPE).release(KeyCode.ESCAPE);
    }

    @Test
    void theWindowIsTitledAfterTheScenario(FxRobot robot) {
        assertEquals("Swapset — desktop small (small.yaml)", robot.window(0).getScene().getWindow() instanceof Stage s
                ? s.getTitle() : "");
    }

    /**
     * Before a run the results' tables say what to do, not JavaFX's "No content in table"; with no scenario the form's
     * place says how to get one, not flush against the window's edge.
     */
    @Test
    void emptyViewsSayWhatComesNext(FxRobot robot) {
        assertEquals("Run the scenario to see its forecast beside the published figures.", ((Label) robot
                .lookup("#published").queryAs(TableView.class).getPlaceholder()).getText());
        assertEquals("Run the scenario to see every metric of its forecast.", ((Label) robot.lookup("#metrics")
                .queryAs(TableView.class).getPlaceholder()).getText());
        robot.interact(() -> workspace.editorProperty().set(null));
        Label none = robot.lookup("#no-scenario").queryAs(Label.class);
        assertEquals("Open or create a scenario.", none.getText());
        assertTrue(none.getPadding().getLeft() >= 8 && none.getPadding().getTop() >= 8, "not flush at x=0: "
                + none.getPadding());
    }

    @Test
    void aForecastThatHadNotSettledSaysSoAboveItsFigures(FxRobot robot) throws Exception {
        robot.clickOn("#run");
        await(() -> window.results().forecastProperty().get() != null && !jobs.isRunning());
        Label unsettled = robot.lookup("#unsettled").queryAs(Label.class);
        assertFalse(unsettled.isVisible(), "the small system settles: " + unsettled.getText());

        org.swapset.core.forecast.Forecast f = window.results().forecastProperty().get();
        org.swapset.core.forecast.Settling rising = new org.swapset.core.forecast.Settling("response.mean",
                "Mean response time", "s", org.swapset.core.forecast.Statistics.estimate(new double[] {1, 1.01, 0.99}),
                org.swapset.core.forecast.Statistics.estimate(new double[] {0.5, 0.51, 0.49}));
        robot.interact(() -> window.results().showForecast(window.results().scenarioProperty().get(),
                java.util.OptionalInt.of(20), new org.swapset.core.forecast.Forecast(f.scenario(), f.seed(),
                        f.replications(), f.warmUpSeconds(), f.durationSeconds(), f.metrics(), List.of(rising))));
        assertTrue(unsettled.isVisible());
        assertTrue(unsettled.getText().startsWith("Not settled: Mean response time rose 50 %"), unsettled.getText());
    }

    @Test
    void changingTheUsersAndRunningUpdatesTheFiguresAndCharts(FxRobot robot) throws Exception {
        robot.clickOn("#run");
        await(() -> window.results().forecastProperty().get() != null && !jobs.isRunning());
        assertEquals(20, users());
        String before = robot.lookup("#figure-response-mean").queryAs(Label.class).getText();
        JFreeChart chartBefore = robot.lookup("#chart-utilisation").queryAs(ChartViewer.class).getChart();
        assertNotNull(chartBefore);

        robot.clickOn("Configuration");
        type(robot, "#field-workloads-0--users", "45");
        assertEquals("45", workspace.editor().document().get("workloads[0].users").orElseThrow());
        robot.clickOn("#run");
        await(() -> !jobs.isRunning() && window.results().scenarioProperty().get() != null && users() == 45);

        String after = robot.lookup("#figure-response-mean").queryAs(Label.class).getText();
        JFreeChart chartAfter = robot.lookup("#chart-utilisation").queryAs(ChartViewer.class).getChart();
        assertNotEquals(before, after, "the response time changes with the users");
        assertNotEquals(chartBefore, chartAfter, "the chart is redrawn for the new forecast");
        assertTrue(robot.lookup("#bottleneck").queryAs(Label.class).getText().startsWith("Bottleneck: "));
        assertFalse(robot.lookup("#published").queryAs(TableView.class).getItems().isEmpty(),
                "the scenario's published figures are set against the forecast");
        assertTrue(dialogs.errors.isEmpty(), dialogs.errors.toString());
    }

    @Test
    void filesAreOfferedBesideTheScenarioButNotInTheBundledScenariosFolder(FxRobot robot) throws Exception {
        // Saved or exported into the project's scenarios/, a file joins validate's default set and the project's own.
        Path bundled = Files.createDirectories(temp.resolve("scenarios")).resolve("default.yaml");
        Files.writeString(bundled, org.swapset.app.desktop.model.Templates.text("default.yaml"));
        Path own = temp.resolve("mine").resolve("default.yaml");
        Files.createDirectories(own.getParent());
        Files.copy(bundled, own);
        assertEquals(Path.of(System.getProperty("user.home")), MainWindow.besideScenario(bundled));
        assertEquals(own.getParent().toAbsolutePath(), MainWindow.besideScenario(own), "a user's own folder");
        assertEquals(temp.resolve("scenarios").toAbsolutePath(), MainWindow.besideScenario(
                temp.resolve("scenarios").resolve("not-bundled.yaml")), "a user's file of another name");
    }

    /**
     * Plain Save (Ctrl+S) on a bundled scenario opened from a scenarios/ folder does not write over it: it asks where,
     * as Save as... does, offering the home folder with the file's name; only a file the user chooses is written.
     */
    @Test
    void saveOnABundledScenarioAsksWhereAndNeverWritesIntoTheScenariosFolderUnasked(FxRobot robot) throws Exception {
        Path bundled = Files.createDirectories(temp.resolve("scenarios")).resolve("default.yaml");
        String original = org.swapset.app.desktop.model.Templates.text("default.yaml");
        Files.writeString(bundled, original);
        robot.interact(() -> window.openFile(bundled));
        assertTrue(dialogs.errors.isEmpty(), dialogs.errors.toString());
        robot.interact(() -> workspace.editor().field("workloads[0].users").orElseThrow().setText("21"));
        assertTrue(workspace.isDirty());

        dialogs.save = null; // the chooser cancelled
        robot.press(KeyCode.CONTROL).press(KeyCode.S).release(KeyCode.S).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(Path.of(System.getProperty("user.home")).resolve("default.yaml").toString()),
                dialogs.suggested, "the home folder, with the file's name");
        assertEquals(original, Files.readString(bundled), "not written");
        assertTrue(workspace.isDirty());

        Path mine = temp.resolve("mine.yaml");
        dialogs.save = mine;
        robot.interact(() -> assertTrue(window.save()));
        assertEquals(original, Files.readString(bundled), "still not written");
        assertEquals(21, ScenarioLoader.load(mine, TestFiles.registry()).workloads().get(0).model().parameters()
                .integer("users"), "saved where the user chose");
        assertEquals(mine.toAbsolutePath(), workspace.fileProperty().get());
    }

    @Test
    void thePluginsTabSaysWhereJarsWereLookedForAndWhatEachPluginTakes(FxRobot robot) {
        robot.interact(() -> window.tabs().getSelectionModel().select(3));
        assertTrue(robot.lookup("#plugins-folder").queryAs(Label.class).getText().startsWith("Plugins folder: "));
        @SuppressWarnings("unchecked")
        TableView<PluginsView.Row> plugins = robot.lookup("#plugins").queryAs(TableView.class);
        robot.interact(() -> plugins.getSelectionModel().select(plugins.getItems().stream()
                .filter(r -> r.id().equals("ibm-4341-2")).findFirst().orElseThrow()));
        String shown = robot.lookup("#plugin-parameters").queryAs(Label.class).getText();
        // As swapset plugins lists it: type, default and range, then the help.
        assertTrue(shown.startsWith("ibm-4341-2:") && shown.contains("mipsPerCpu (decimal, MIPS) default 1.2")
                && shown.contains(", range "), shown);
    }

    @Test
    void aComparedForecastThatHadNotSettledIsSaidOnTheCompareTab(FxRobot robot) {
        List<org.swapset.core.forecast.MetricForecast> metrics = List.of(new org.swapset.core.forecast.MetricForecast(
                new org.swapset.core.metrics.Metric("throughput", "Transaction rate", "/s"),
                org.swapset.core.forecast.Statistics.estimate(new double[] {9, 9}), new double[] {9, 9}));
        org.swapset.core.forecast.Forecast base = new org.swapset.core.forecast.Forecast("base", 1, 2, 0, 60,
                metrics);
        org.swapset.core.forecast.Forecast variant = new org.swapset.core.forecast.Forecast("six MiB", 1, 2, 0, 60,
                metrics, List.of(new org.swapset.core.forecast.Settling("throughput", "Transaction rate", "/s",
                org.swapset.core.forecast.Statistics.estimate(new double[] {10, 10, 10, 10, 10}),
                org.swapset.core.forecast.Statistics.estimate(new double[] {-2, -2.01, -1.99, -2, -2}))));
        robot.interact(() -> window.whatIf().comparedProperty().set(new Runs.Compared(
                new org.swapset.core.forecast.Comparison(base, List.of(variant)), List.of())));
        Label unsettled = robot.lookup("#compare-unsettled").queryAs(Label.class);
        assertTrue(unsettled.isVisible());
        assertTrue(unsettled.getText().startsWith("Not settled: V1 (six MiB): Transaction rate fell 20 %"),
                unsettled.getText());
    }

    @Test
    void theMouseWheelOverAChartScrollsThePageAndLeavesTheChartsAxesAlone(FxRobot robot) throws Exception {
        robot.clickOn("#run");
        await(() -> window.results().forecastProperty().get() != null && !jobs.isRunning());
        ChartViewer viewer = robot.lookup("#chart-utilisation").queryAs(ChartViewer.class);
        org.jfree.chart.plot.Plot plot = viewer.getChart().getPlot();
        org.jfree.chart.axis.ValueAxis range = plot instanceof org.jfree.chart.plot.XYPlot xy ? xy.getRangeAxis()
                : ((org.jfree.chart.plot.CategoryPlot) plot).getRangeAxis();
        org.jfree.data.Range before = range.getRange();
        robot.interact(() -> EditorView.reveal(viewer));
        robot.moveTo(viewer).scroll(3, javafx.geometry.VerticalDirection.UP);
        WaitForAsyncUtils.waitForFxEvents();
        org.jfree.data.Range after = range.getRange();
        assertEquals(before, after, "the wheel zoomed the chart (and its export) rather than scrolling the page");
    }

    /**
     * A bad value's error line under its field and the red bar under the form move nothing in view: the field typed
     * in, and what is above it, stay where they were on the screen (a click aimed at the next field lands on it).
     */
    @Test
    void anErrorAppearingMovesNothingInViewAboveIt(FxRobot robot) throws Exception {
        javafx.scene.Node field = click(robot, "#field-run-warmUp");
        javafx.scene.control.ScrollPane form = (javafx.scene.control.ScrollPane) window.tabs().getTabs().get(0)
                .getContent();
        assertTrue(form.getVvalue() > 0, "scrolled: " + form.getVvalue());
        // Its layout bounds: the bounds in local take in its focus ring, which the red outline replaces.
        double before = field.localToScreen(field.getLayoutBounds()).getMinY();
        robot.press(KeyCode.CONTROL).press(KeyCode.A).release(KeyCode.A).release(KeyCode.CONTROL);
        robot.write("5 minutes");
        settle();
        assertTrue(robot.lookup("#field-run-warmUp-error").query().isVisible(), "the error line is shown");
        assertTrue(robot.lookup("#problem-bar").query().isVisible(), "and the red bar");
        assertEquals(before, field.localToScreen(field.getLayoutBounds()).getMinY(), 1.0, "the field stays put");
    }

    @Test
    void aLongRunCanBeCancelledAndTheWindowCarriesOn(FxRobot robot) throws Exception {
        type(robot, "#field-run-duration", "100h");
        robot.clickOn("#run");
        await(jobs::isRunning);
        javafx.scene.Node focused = robot.lookup("#run").query().getScene().getFocusOwner();
        assertFalse(focused instanceof javafx.scene.control.TextField, "the disabled Run button's focus is not handed "
                + "to a field whose text the next key would replace: " + focused);
        assertTrue(robot.lookup("#progress").query().isVisible());
        // Every button that starts a job is off while one runs, the Compare tab's too (a click would do nothing).
        for (String id : List.of("#run", "#compare", "#variant-capacity")) {
            assertTrue(robot.lookup(id).query().isDisabled(), id);
        }
        robot.clickOn("#cancel");
        await(() -> !jobs.isRunning());
        Label status = robot.lookup("#status").queryAs(Label.class);
        assertEquals("Forecast: cancelled · desktop small", status.getText(), "the outcome first, the name last");
        assertEquals(status.getText(), status.getTooltip().getText(), "the whole line, when it is clipped");
        assertEquals(null, window.results().forecastProperty().get());

        type(robot, "#field-run-duration", "1min");
        robot.clickOn("#run");
        await(() -> window.results().forecastProperty().get() != null && !jobs.isRunning());
    }

    /** The menu bar's item named {@code text}, in any of its menus. */
    private static javafx.scene.control.MenuItem menuItem(FxRobot robot, String text) {
        return robot.lookup(".menu-bar").queryAs(javafx.scene.control.MenuBar.class).getMenus().stream()
                .flatMap(m -> m.getItems().stream()).filter(i -> text.equals(i.getText())).findFirst().orElseThrow();
    }

    /**
     * The Scenario menu's job items are off exactly when the buttons that do the same are: while a job runs (they
     * did nothing then), and Compare variants with no variant (it answered with an error dialog).
     */
    @Test
    void theScenarioMenusJobItemsAreOffExactlyWhenTheButtonsAre(FxRobot robot) throws Exception {
        java.util.Map<String, String> twins = java.util.Map.of("Run", "#run", "Supportable users", "#capacity",
                "Sweep users", "#sweep", "Compare variants", "#compare");
        Runnable same = () -> twins.forEach((item, button) -> assertEquals(robot.lookup(button).query().isDisable(),
                menuItem(robot, item).isDisable(), item));
        same.run();
        assertTrue(menuItem(robot, "Compare variants").isDisable(), "no variant");
        assertFalse(menuItem(robot, "Run").isDisable());

        type(robot, "#field-run-duration", "100h");
        robot.clickOn("#run");
        await(jobs::isRunning);
        same.run();
        for (String item : twins.keySet()) {
            assertTrue(menuItem(robot, item).isDisable(), item + " while a job runs");
        }
        robot.clickOn("#cancel");
        await(() -> !jobs.isRunning());
        same.run();
        robot.interact(window::duplicate);
        same.run();
        assertFalse(menuItem(robot, "Compare variants").isDisable(), "a variant to compare");
    }

    @Test
    void aSavedScenarioReopensWithIdenticalContentAndRunsFromTheCommandLineLoader(FxRobot robot) throws Exception {
        type(robot, "#field-storage-real", "6MiB");
        assertTrue(workspace.isDirty());
        robot.press(KeyCode.CONTROL).press(KeyCode.S).release(KeyCode.S).release(KeyCode.CONTROL);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(workspace.isDirty());
        assertEquals("Saved " + file.toAbsolutePath(), robot.lookup("#status").queryAs(Label.class).getText(),
                "the save is said");
        String saved = Files.readString(file);
        assertEquals(6L << 20, ScenarioLoader.load(file, TestFiles.registry()).storage().realBytes());
        var fields = workspace.editor().values();

        Path copy = temp.resolve("copy.yaml");
        Files.writeString(copy, "name: placeholder\n");
        robot.interact(() -> window.openFile(copy));
        assertTrue(dialogs.errors.isEmpty(), dialogs.errors.toString());
        robot.interact(() -> window.openFile(file));
        assertEquals(fields, workspace.editor().values());
        assertEquals("Opened " + workspace.editor().name(), robot.lookup("#status").queryAs(Label.class).getText(),
                "the status line no longer speaks of the save before");
        dialogs.save = copy;
        robot.interact(() -> assertTrue(window.save()));
        assertEquals(saved, Files.readString(file), "saving an unchanged scenario rewrites the same text");
    }

    @Test
    void aBadValueIsMarkedInItsFieldWithTheLoadersMessage(FxRobot robot) {
        type(robot, "#field-workloads-0--users", "-5");
        settle();
        ScenarioException expected = assertThrows(ScenarioException.class,
                () -> ScenarioLoader.bind(workspace.editor().document(), TestFiles.registry()));
        Label error = robot.lookup("#field-workloads-0--users-error").queryAs(Label.class);
        assertTrue(error.isVisible());
        assertTrue(expected.getMessage().endsWith(error.getText()), error.getText());
        TextField field = robot.lookup("#field-workloads-0--users").queryAs(TextField.class);
        assertTrue(field.getStyleClass().contains("invalid"));
        Label banner = robot.lookup("#problem").queryAs(Label.class);
        assertTrue(banner.isVisible());
        assertEquals(expected.getMessage(), banner.getText());

        robot.clickOn("#run");
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(jobs.isRunning(), "an invalid scenario does not run");
        assertEquals(1, dialogs.errors.size());

        type(robot, "#field-workloads-0--users", "25");
        assertFalse(error.isVisible());
        assertFalse(field.getStyleClass().contains("invalid"));
    }

    @Test
    void everyBadValueIsMarkedInItsFieldAtOnce(FxRobot robot) {
        type(robot, "#field-storage-real", "4 parsecs");
        type(robot, "#field-workloads-0--users", "-5");
        settle();
        ScenarioException expected = assertThrows(ScenarioException.class,
                () -> ScenarioLoader.bind(workspace.editor().document(), TestFiles.registry()));
        assertEquals(List.of("storage.real", "workloads[0].users"),
                expected.problems().stream().map(ScenarioException.Problem::path).toList());
        for (String field : List.of("#field-storage-real", "#field-workloads-0--users")) {
            Label error = robot.lookup(field + "-error").queryAs(Label.class);
            assertTrue(error.isVisible(), field);
            assertTrue(robot.lookup(field).queryAs(TextField.class).getStyleClass().contains("invalid"), field);
        }
        assertTrue(expected.problems().get(1).message().endsWith(
                robot.lookup("#field-workloads-0--users-error").queryAs(Label.class).getText()));
        Label banner = robot.lookup("#problem").queryAs(Label.class);
        assertEquals(String.join("\n", expected.messages()), banner.getText(), "a line per problem");

        type(robot, "#field-storage-real", "4MiB");
        assertFalse(robot.lookup("#field-storage-real-error").queryAs(Label.class).isVisible());
        assertTrue(robot.lookup("#field-workloads-0--users-error").queryAs(Label.class).isVisible());
        assertEquals(expected.problems().get(1).message(), banner.getText());
    }

    /** Scrolls the form to the control {@code query} finds and clicks it; returns the control. */
    private static javafx.scene.Node click(FxRobot robot, String query) {
        javafx.scene.Node node = robot.lookup(query).query();
        robot.interact(() -> EditorView.reveal(node));
        robot.clickOn(node);
        WaitForAsyncUtils.waitForFxEvents();
        return node;
    }

    @Test
    void guestDisksAndChannelsAreAddedAndRemovedInTheForm(FxRobot robot) {
        click(robot, "Add channel");
        assertEquals("ch2", workspace.editor().document().get("channels[1].name").orElseThrow());
        click(robot, "#field-channels-1--remove");
        assertTrue(workspace.editor().document().get("channels[1].name").isEmpty());
        assertTrue(robot.lookup("#field-channels-1-").tryQuery().isEmpty());

        // A CMS workload does no guest I/O of its own: the new disk group is shown, and faulted on its section.
        click(robot, "Add guest disks");
        assertEquals("cms", workspace.editor().document().get("guestDevices[0].workload").orElseThrow());
        assertTrue(robot.lookup("#field-guestDevices-0--readHitRatio").tryQuery().isPresent(),
                "the device plugin's parameters");
        assertFalse(workspace.editor().problemProperty().get().isEmpty());
        click(robot, "#section-guestDevices-0- .button");
        assertTrue(robot.lookup("#section-guestDevices-0-").tryQuery().isEmpty());
        assertEquals("", workspace.editor().problemProperty().get());
    }

    @Test
    void aPublishedFigureIsAddedAndItsHeadingFollowsItsLabel(FxRobot robot) {
        click(robot, "Add published figure");
        assertEquals("response.mean", workspace.editor().document().get("published.figures[1].metric")
                .orElseThrow());
        type(robot, "#field-published-figures-1--label", "Trivial response");
        javafx.scene.control.TitledPane pane = robot.lookup("#section-published-figures-1-")
                .queryAs(javafx.scene.control.TitledPane.class);
        assertEquals("Published figure 2 — Trivial response", pane.getText());
        type(robot, "#field-published-figures-1--value", "0.5");
        assertEquals("", workspace.editor().problemProperty().get());
        assertEquals(2, workspace.editor().getScenario().published().orElseThrow().figures().size());
    }

    @Test
    void aVariantIsComparedSideBySideWithItsCurveOnTheSameChart(FxRobot robot) throws Exception {
        robot.interact(() -> window.tabs().getSelectionModel().select(2));
        // Nothing to compare yet: Compare waits for a variant, and the pane says how to make one.
        assertTrue(robot.lookup("#compare").queryButton().isDisabled());
        assertEquals(CompareView.NO_VARIANTS, window.compareView().editorHint());
        assertFalse(robot.lookup("#comparison-metrics").queryAs(TableView.class).isVisible(),
                "the placeholder has the pane's width");
        robot.clickOn("#duplicate-variant");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(1, window.whatIf().variants().size());
        assertFalse(robot.lookup("#compare").queryButton().isDisabled());
        type(robot, ".split-pane #field-storage-real", "8MiB");
        assertEquals("8MiB", window.whatIf().variants().get(0).document().get("storage.real").orElseThrow());
        type(robot, "#target", "response.mean<=2s");
        robot.clickOn("#compare");
        await(() -> window.whatIf().comparedProperty().get() != null && !jobs.isRunning());
        TableView<?> table = robot.lookup("#comparison").queryAs(TableView.class);
        assertFalse(table.getItems().isEmpty());
        assertEquals(List.of("Base", "V1", "Ratio", "Difference ± 95%"),
                table.getColumns().stream().map(c -> c.getText()).toList());
        // The means to their intervals' place, as the key figures.
        org.swapset.core.forecast.MetricForecast first = (org.swapset.core.forecast.MetricForecast) table.getItems()
                .get(0);
        assertEquals(CompareView.shown(first.estimate()), table.getColumns().get(0).getCellData(0));
        // The exported page says what the variant is: its name alone read as the base's.
        assertTrue(window.whatIf().html().contains("Changes: storage.real: 4MiB → 8MiB</span>"),
                window.whatIf().html());
        // The metric and its unit in a table of their own beside the figures, the same rows.
        TableView<?> metrics = robot.lookup("#comparison-metrics").queryAs(TableView.class);
        assertEquals(List.of("Metric", "Unit"), metrics.getColumns().stream().map(c -> c.getText()).toList());
        assertSame(table.getItems(), metrics.getItems());
        // The metric column as wide as the pane allows it (two fifths at most), set by the pane's width.
        robot.interact(() -> assertEquals(CompareView.metricWidth(((javafx.scene.layout.Region) metrics.getParent()
                .getParent()).getWidth()), metrics.getColumns().get(0).getWidth(), 1));
        // The variants list numbers them as the columns do, so a name cut short still says which column is which.
        assertTrue(robot.lookup("#variants .list-cell").queryAs(javafx.scene.control.ListCell.class).getText()
                .startsWith("V1  desktop small (variant 1)"));
        assertEquals(2, window.whatIf().comparedProperty().get().curves().size());
        assertEquals(2, window.compareView().chart().orElseThrow().getXYPlot().getDataset().getSeriesCount());
        assertTrue(window.compareView().chart().orElseThrow().getTitle().getText().startsWith("Comparison: "),
                "its file is told from the Results chart of the same metric");
        // The target drawn as on the Results tab's chart: the curves are of its metric.
        assertEquals(1, window.compareView().shownChart().getXYPlot().getRangeMarkers(
                org.jfree.chart.ui.Layer.FOREGROUND).size());
        // Exported beside the scenario's file, under a name of its own (not the HTML report's).
        robot.clickOn("Export").clickOn("Comparison as HTML...");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(file.toAbsolutePath().resolveSibling("small-comparison.html").toString(),
                dialogs.suggested.get(dialogs.suggested.size() - 1));
        javafx.scene.control.Label outOfDate = robot.lookup("#compare-out-of-date").queryAs(
                javafx.scene.control.Label.class);
        assertFalse(outOfDate.isVisible(), "just compared");
        // The variant edited after: the comparison shown is of what it was, and the tab says so.
        type(robot, ".split-pane #field-storage-real", "6MiB");
        assertTrue(outOfDate.isVisible() && outOfDate.getText().startsWith("Out of date:"), outOfDate.getText());
        org.jfree.chart.JFreeChart exported = window.compareView().chart().orElseThrow();
        assertTrue(java.util.stream.IntStream.range(0, exported.getSubtitleCount()).mapToObj(exported::getSubtitle)
                .anyMatch(t -> t instanceof org.jfree.chart.title.TextTitle tt && tt.getText().startsWith(
                        "Out of date:")), "the exported chart says it too");
        // Typed back to what was compared: up to date again, as the Results tab's forecast would be.
        type(robot, ".split-pane #field-storage-real", "8MiB");
        assertFalse(outOfDate.isVisible(), "the edit undone");
    }

    @Test
    void aVariantsSupportableUsersAreFoundAndShownBesideTheComparisonUntilItIsEdited(FxRobot robot) throws Exception {
        robot.interact(() -> window.tabs().getSelectionModel().select(2));
        robot.clickOn("#duplicate-variant");
        WaitForAsyncUtils.waitForFxEvents();
        type(robot, ".split-pane #field-run-duration", "30s");
        // A target no count meets: the search halves down from the variant's 20 users in a few short forecasts.
        type(robot, "#target", "response.mean<=0.01s");
        robot.clickOn("#variant-capacity");
        await(() -> !jobs.isRunning() && (!window.compareView().answersText().isEmpty() || !dialogs.errors.isEmpty()));
        assertEquals(List.of(), dialogs.errors);
        assertTrue(window.compareView().answersText().startsWith("V1 desktop small (variant 1): Supportable users at "
                + "response.mean<=10ms: 0 (95%"), window.compareView().answersText());
        assertEquals(null, window.results().capacityProperty().get(), "the Results tab is the scenario's");

        type(robot, ".split-pane #field-storage-real", "8MiB");
        assertEquals("", window.compareView().answersText(), "an answer for the variant as it was is gone");
    }

    @Test
    void aVariantsOwnDevicesAreShownAsItsOwnNotPairedWithTheBases(FxRobot robot) throws Exception {
        robot.interact(() -> window.tabs().getSelectionModel().select(2));
        robot.clickOn("#duplicate-variant");
        WaitForAsyncUtils.waitForFxEvents();
        type(robot, ".split-pane #field-pagingDevices-0--count", "2");
        type(robot, "#target", "response.mean<=2s");
        robot.clickOn("#compare");
        await(() -> window.whatIf().comparedProperty().get() != null && !jobs.isRunning());
        @SuppressWarnings("unchecked")
        TableView<org.swapset.core.forecast.MetricForecast> table = robot.lookup("#comparison")
                .queryAs(TableView.class);
        var base = table.getItems().stream().filter(m -> m.metric().label()
                .equals("Device utilisation, 1 x ibm-3380 on chpid-1")).findFirst().orElseThrow();
        var variant = table.getItems().stream().filter(m -> m.metric().label()
                .equals("Device utilisation, 2 x ibm-3380 on chpid-1")).findFirst().orElseThrow();
        var baseColumn = table.getColumns().get(0);
        var v1 = table.getColumns().get(1);
        assertEquals("-", v1.getCellObservableValue(base).getValue(), "the base's one disk is not the variant's two");
        assertEquals("-", baseColumn.getCellObservableValue(variant).getValue());
        assertFalse(v1.getCellObservableValue(variant).getValue().equals("-"));
    }

    @Test
    void resultsShownAreMarkedOutOfDateByAnEditAndGoneWithAnotherScenario(FxRobot robot) throws Exception {
        robot.clickOn("#run");
        await(() -> window.results().forecastProperty().get() != null && !jobs.isRunning());
        assertFalse(window.results().captionProperty().get().endsWith(org.swapset.app.desktop.model.ResultsModel.OUT_OF_DATE));
        robot.interact(() -> window.tabs().getSelectionModel().select(0));
        type(robot, "#field-storage-real", "8MiB");
        assertTrue(window.results().captionProperty().get().endsWith(org.swapset.app.desktop.model.ResultsModel.OUT_OF_DATE),
                window.results().captionProperty().get());
        Path other = TestFiles.small(temp, "other.yaml");
        dialogs.unsaved = Dialogs.Unsaved.DISCARD;
        robot.interact(() -> window.openFile(other));
        assertEquals(null, window.results().forecastProperty().get(), "another scenario: no results of the last");
    }

    /**
     * The reviewer's case: the scenario's name typed over and then typed back. The title loses its "*" (the form is
     * the saved file again), and so does the Results tab its "out of date": the form is again what the forecast was
     * made from.
     */
    @Test
    void anEditTypedBackMakesTheResultsUpToDateAgain(FxRobot robot) throws Exception {
        robot.clickOn("#run");
        await(() -> window.results().forecastProperty().get() != null && !jobs.isRunning());
        String name = workspace.editor().name();
        robot.interact(() -> window.tabs().getSelectionModel().select(0));
        type(robot, "#field-name", "another name");
        assertTrue(window.results().isOutOfDate(), window.results().captionProperty().get());
        type(robot, "#field-name", name);
        assertFalse(workspace.dirtyProperty().get(), "the form is the saved file again");
        assertFalse(window.results().isOutOfDate(), window.results().captionProperty().get());
        assertTrue(window.resultsView().charts().stream().allMatch(c -> c.getSubtitles().stream().noneMatch(t ->
                t instanceof org.jfree.chart.title.TextTitle tt && tt.getText().startsWith("Out of date"))),
                "nor do the charts say so");
        // A value cleared (its key leaves the document) and typed back (it comes back at its map's end): the same
        // form, so up to date still.
        String real = workspace.editor().document().get("storage.real").orElseThrow();
        click(robot, "#field-storage-real");
        robot.press(KeyCode.CONTROL).press(KeyCode.A).release(KeyCode.A).release(KeyCode.CONTROL);
        robot.type(KeyCode.BACK_SPACE);
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(workspace.editor().document().get("storage.real").isEmpty(), "cleared: no value");
        assertTrue(window.results().isOutOfDate());
        robot.write(real);
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(window.results().isOutOfDate(), window.results().captionProperty().get());
    }

    @Test
    void mistakesInTheToolbarAreToldInTheAppsWordsNotTheCommandLines(FxRobot robot) throws Exception {
        type(robot, "#target", "response.mean<=2s");
        type(robot, "#sweep-users", "650..150/50");
        robot.clickOn("#sweep");
        WaitForAsyncUtils.waitForFxEvents();
        String sweep = dialogs.errors.get(dialogs.errors.size() - 1);
        assertTrue(sweep.startsWith("Users to sweep: '650..150/50' is not a set of user counts (the range must run "
                + "upwards"), sweep);
        assertFalse(sweep.contains("--vary"), sweep);
        assertTrue(robot.lookup("#sweep-users").queryAs(javafx.scene.control.TextField.class).getStyleClass()
                .contains("invalid"), "outlined as it is typed, as the target is");
        // Letters in a range: not the command line's advice to list values with units (users have none).
        type(robot, "#sweep-users", "100..abc");
        robot.clickOn("#sweep");
        WaitForAsyncUtils.waitForFxEvents();
        sweep = dialogs.errors.get(dialogs.errors.size() - 1);
        assertEquals("Users to sweep: '100..abc' is not a set of user counts (not whole numbers): write "
                + "FROM..TO/STEP (150..650/50) or a list (100,200,300) of whole numbers from 1 up", sweep);
        type(robot, "#sweep-users", "100,200");
        assertFalse(robot.lookup("#sweep-users").queryAs(javafx.scene.control.TextField.class).getStyleClass()
                .contains("invalid"));

        type(robot, "#target", "q1.secnds<=1s");
        robot.clickOn("#capacity");
        await(() -> !jobs.isRunning() && dialogs.errors.size() > 1);
        String target = dialogs.errors.get(dialogs.errors.size() - 1);
        assertTrue(target.contains("the Results tab's All metrics table lists the ids"), target);
        assertFalse(target.contains("./swapset") || target.contains("Cause:"), target);
    }

    @Test
    void aTargetIsCheckedAsItIsTypedItsMetricAgainstTheForecastShown(FxRobot robot) throws Exception {
        var target = robot.lookup("#target").queryAs(javafx.scene.control.TextField.class);
        robot.interact(() -> target.setText("q1.seconds<1s"));
        assertTrue(target.getStyleClass().contains("invalid"), "not METRIC<=VALUE");
        assertTrue(target.getTooltip().getText().contains("expected METRIC<=VALUE"), target.getTooltip().getText());
        robot.interact(() -> target.setText("response.men<=5s"));
        assertFalse(target.getStyleClass().contains("invalid"), "no forecast yet to know the metrics by");
        robot.clickOn("#run");
        await(() -> window.results().forecastProperty().get() != null && !jobs.isRunning());
        assertTrue(target.getStyleClass().contains("invalid"), "a misspelt metric, known once a forecast is shown");
        assertTrue(target.getTooltip().getText().contains("'response.mean'"), target.getTooltip().getText());
        robot.interact(() -> target.setText("response.mean<=5s"));
        assertFalse(target.getStyleClass().contains("invalid"));
    }

    @Test
    void aCapacityAnswerIsScrolledIntoViewWhereverThePageWasLeft(FxRobot robot) throws Exception {
        type(robot, "#field-run-duration", "30s");
        type(robot, "#field-run-warmUp", "10s");
        robot.clickOn("#run");
        await(() -> window.results().forecastProperty().get() != null && !jobs.isRunning());
        Label answer = robot.lookup(n -> n instanceof Label && "capacity".equals(n.getId())).queryAs(Label.class);
        javafx.scene.control.ScrollPane page = null;
        for (javafx.scene.Node n = answer.getParent(); page == null && n != null; n = n.getParent()) {
            page = n instanceof javafx.scene.control.ScrollPane p ? p : null;
        }
        javafx.scene.control.ScrollPane results = java.util.Objects.requireNonNull(page);
        robot.interact(() -> results.setVvalue(1)); // left at the foot: the metrics table
        type(robot, "#target", "response.mean<=0.01s");
        robot.clickOn("#capacity");
        await(() -> !jobs.isRunning() && window.results().capacityProperty().get() != null);
        WaitForAsyncUtils.waitForFxEvents();
        javafx.geometry.Bounds view = results.localToScene(results.getLayoutBounds());
        javafx.geometry.Bounds shown = answer.localToScene(answer.getLayoutBounds());
        assertTrue(shown.getMinY() >= view.getMinY() && shown.getMinY() < view.getMaxY(),
                "the answer is in view, not above the metrics table left in view: " + shown + " in " + view);
    }

    /**
     * Short runs, and a capacity search at a target no count meets: it halves down from the scenario's 20 users in a
     * few short forecasts. Returns the answer, or null with the error in {@code dialogs}.
     */
    private CapacitySearch.Result searchATargetNoCountMeets(FxRobot robot) throws Exception {
        type(robot, "#field-run-duration", "30s");
        type(robot, "#field-run-warmUp", "10s");
        type(robot, "#target", "response.mean<=0.01s");
        robot.clickOn("#capacity");
        await(() -> !jobs.isRunning() && (window.results().capacityProperty().get() != null
                || !dialogs.errors.isEmpty()));
        return window.results().capacityProperty().get();
    }

    @Test
    void anEditKeepsTheAnswerAndCurveMarkedOutOfDateUntilTheNextRun(FxRobot robot) throws Exception {
        // A sweep may have taken an hour: an edit had dropped it, with the answer beside it.
        assertNotNull(searchATargetNoCountMeets(robot), dialogs.errors.toString());
        Label answer = robot.lookup(n -> n instanceof Label && "capacity".equals(n.getId())).queryAs(Label.class);
        assertFalse(answer.getText().startsWith("Out of date"), answer.getText());

        robot.clickOn("Configuration");
        type(robot, "#field-workloads-0--users", "25");
        assertNotNull(window.results().capacityProperty().get(), "kept");
        assertNotNull(window.results().curveProperty().get(), "kept");
        assertTrue(answer.getText().startsWith(ResultsModel.SEARCH_OUT_OF_DATE), answer.getText());
        assertTrue(window.resultsView().charts().get(0).getSubtitles().stream().anyMatch(t -> t instanceof
                org.jfree.chart.title.TextTitle tt && tt.getText().equals(ResultsModel.SEARCH_OUT_OF_DATE)),
                "the curve's chart, and its export, say so");

        robot.clickOn("#run");
        await(() -> !jobs.isRunning() && users() == 25);
        assertEquals(null, window.results().capacityProperty().get(), "the old form's answer is not set beside "
                + "the new figures");
        assertEquals(null, window.results().curveProperty().get());
    }

    @Test
    void aSweepKeepsTheSupportableUsersFoundForItsTargetAndDropsThoseOfAnother(FxRobot robot) throws Exception {
        CapacitySearch.Result found = searchATargetNoCountMeets(robot);
        assertTrue(found != null, dialogs.errors.toString());
        type(robot, "#sweep-users", "10,20");
        robot.clickOn("#sweep");
        await(() -> !jobs.isRunning() && (window.results().curveProperty().get() != null
                || !dialogs.errors.isEmpty()));
        var curve = window.results().curveProperty().get();
        assertTrue(curve != null, dialogs.errors.toString());
        assertEquals(found, window.results().capacityProperty().get(), "the answer for this form and target stands");

        type(robot, "#target", "response.p90<=0.01s");
        robot.clickOn("#sweep");
        await(() -> !jobs.isRunning() && window.results().curveProperty().get() != curve);
        assertEquals(null, window.results().capacityProperty().get(), "an answer for another target does not");
    }

    @Test
    void aForecastOfTheFormBeforeAnEditMadeWhileItRanIsShownOutOfDate(FxRobot robot) throws Exception {
        type(robot, "#field-run-duration", "24h"); // some seconds: long enough to edit during it
        robot.clickOn("#run");
        await(jobs::isRunning);
        robot.interact(() -> {
            assertTrue(jobs.isRunning(), "the edit is made while the forecast runs");
            workspace.editor().field("storage.real").orElseThrow().setText("6MiB");
        });
        await(() -> !jobs.isRunning());
        assertTrue(window.results().forecastProperty().get() != null, dialogs.errors.toString());
        assertTrue(window.results().captionProperty().get().endsWith(org.swapset.app.desktop.model.ResultsModel.OUT_OF_DATE),
                "the forecast is of the form before the edit: " + window.results().captionProperty().get());
    }

    @Test
    void addingAnItemShowsItAndGivesItTheFocusNotRun(FxRobot robot) throws Exception {
        // A form longer than the window (six device groups, a workload of many values), scrolled to its foot.
        Path large = temp.resolve("large.yaml");
        Files.copy(Path.of("..", "scenarios", "hpo-4341-2-50-users.yaml"), large);
        robot.interact(() -> {
            try {
                workspace.open(large);
            } catch (Exception e) {
                throw new AssertionError(e);
            }
        });
        WaitForAsyncUtils.waitForFxEvents();
        assertFalse(robot.lookup("#section-published").queryAs(javafx.scene.control.TitledPane.class).isExpanded(),
                "a published: block the scenario has not is folded, not an open section asking for a source");
        int groups = robot.lookup(n -> n.getId() != null && n.getId().matches("field-pagingDevices-\\d+--type"))
                .queryAll().size();
        click(robot, "#add-paging-devices");
        WaitForAsyncUtils.waitForFxEvents();
        javafx.scene.Node focused = robot.lookup("#run").query().getScene().getFocusOwner();
        String id = focused == null ? null : focused.getId();
        assertTrue(id != null && id.startsWith("field-pagingDevices-" + groups + "-"),
                "the new group's first field is to be filled in, rather than Run started by Enter: " + focused);
        javafx.scene.control.ScrollPane pane = null;
        for (javafx.scene.Node n = focused.getParent(); pane == null && n != null; n = n.getParent()) {
            pane = n instanceof javafx.scene.control.ScrollPane p ? p : null;
        }
        assertNotNull(pane);
        javafx.geometry.Bounds view = pane.localToScene(pane.getLayoutBounds());
        javafx.geometry.Bounds shown = focused.localToScene(focused.getLayoutBounds());
        assertTrue(shown.getMinY() >= view.getMinY() && shown.getMaxY() <= view.getMaxY(),
                "the new group is in view, not above the Add buttons out of sight: " + shown + " in " + view);
    }

    @Test
    void aBadTimeLimitIsMarkedAtItsFieldAsItIsTyped(FxRobot robot) throws Exception {
        var limit = robot.lookup("#time-limit").queryAs(javafx.scene.control.TextField.class);
        double height = limit.getHeight();
        robot.interact(() -> limit.setText("5 secs"));
        assertTrue(limit.getStyleClass().contains("invalid"), limit.getStyleClass().toString());
        robot.interact(() -> limit.getScene().getRoot().layout());
        assertEquals(height, limit.getHeight(), 0.01, "the mark does not make the field, and the tool bar, taller");
        assertTrue(limit.getBackground().getFills().stream().anyMatch(f -> javafx.scene.paint.Color.web("#b00020")
                .equals(f.getFill())), "outlined in red by the app's stylesheet");
        assertTrue(limit.getTooltip() != null && limit.getTooltip().getText().contains("leave it empty for no limit"));
        robot.interact(() -> limit.setText("5s"));
        assertFalse(limit.getStyleClass().contains("invalid"));
        assertTrue(limit.getTooltip().getText().startsWith("Stop each forecast"), "the help is back");
        robot.interact(() -> limit.setText(""));
        assertFalse(limit.getStyleClass().contains("invalid"));
    }

    @Test
    void aJobEndingWhileTheUserTypesDoesNotTakeTheirFieldAway(FxRobot robot) throws Exception {
        robot.clickOn("#field-name");
        robot.write("abc");
        robot.interact(() -> window.showResults());
        assertEquals(0, window.tabs().getSelectionModel().getSelectedIndex(), "still in the form, still typing");
        robot.write("def");
        assertTrue(workspace.editor().field("name").orElseThrow().getText().endsWith("abcdef"));
        robot.interact(() -> window.tabs().requestFocus());
        robot.interact(() -> window.showResults());
        assertEquals(1, window.tabs().getSelectionModel().getSelectedIndex(), "not typing: the results come up");
    }

    @Test
    void aSweepDrawsTheTargetMetricAgainstUsers(FxRobot robot) throws Exception {
        type(robot, "#target", "response.mean<=2s");
        type(robot, "#sweep-users", "10..30/10");
        robot.clickOn("#sweep");
        await(() -> window.results().curveProperty().get() != null && !jobs.isRunning());
        var curve = window.results().curveProperty().get();
        assertEquals(List.of(10, 20, 30), curve.points().stream().map(p -> p.users()).toList());
        assertEquals("response.mean", curve.metric());
        var chart = robot.lookup("#chart-curve").queryAs(ChartViewer.class).getChart();
        assertEquals(3, chart.getXYPlot().getDataset().getItemCount(0));
        assertEquals(1, chart.getXYPlot().getRangeMarkers(org.jfree.chart.ui.Layer.FOREGROUND).size(),
                "the target is drawn as a line");
    }

    @Test
    void aCancelledSweepDrawsAndTablesTheCountsItFinishedMarkedPartial(FxRobot robot) throws Exception {
        type(robot, "#field-run-duration", "2h"); // a second or more a count
        type(robot, "#target", "response.mean<=2s");
        type(robot, "#sweep-users", "10,20,30");
        // Cancel (as the button does) the moment two of the three counts are forecast, while the third runs: the
        // bar's share of the forecasts, not of the count check before them (its status, set after the bar, is the
        // last one's here, so still the check's as the forecasts' first share shows).
        robot.interact(() -> jobs.progressProperty().addListener((o, was, now) -> {
            if (now.doubleValue() >= 2 / 3.0 - 1e-9 && !jobs.statusProperty().get().contains("checking")) {
                jobs.cancel();
            }
        }));
        robot.clickOn("#sweep");
        await(() -> !jobs.isRunning());

        assertEquals("Sweep users: cancelled after 2 of 3 user counts",
                robot.lookup("#status").queryAs(Label.class).getText());
        var curve = window.results().curveProperty().get();
        assertEquals(List.of(10, 20), curve.points().stream().map(p -> p.users()).toList());
        assertEquals("the sweep was cancelled after 2 of 3 user counts", curve.partial());
        assertEquals(1, window.tabs().getSelectionModel().getSelectedIndex(), "the results are brought up");
        var chart = robot.lookup("#chart-curve").queryAs(ChartViewer.class).getChart();
        assertEquals(2, chart.getXYPlot().getDataset().getItemCount(0));
        assertEquals("Partial: the sweep was cancelled after 2 of 3 user counts",
                ((org.jfree.chart.title.TextTitle) chart.getSubtitle(chart.getSubtitleCount() - 1)).getText());
        assertEquals("Partial curve: the sweep was cancelled after 2 of 3 user counts.\nNo forecast at 1 of its 3 "
                + "user counts (the others are drawn):\n  30 users: not run: cancelled",
                robot.lookup("#curve-failures").queryAs(Label.class).getText());
        TableView<?> table = robot.lookup("#curve-points").queryAs(TableView.class);
        assertEquals(3, table.getItems().size(), "every count, the one not run included");
        assertTrue(robot.lookup(".label").queryAllAs(Label.class).stream().anyMatch(l -> l.getText().equals(
                "Points of the curve — partial: the sweep was cancelled after 2 of 3 user counts")));

        // The chart exported says it is partial too.
        Path svg = temp.resolve("charts.svg");
        dialogs.save = svg;
        robot.clickOn("Export").clickOn("Charts as SVG...");
        WaitForAsyncUtils.waitForFxEvents();
        try (var files = Files.list(temp)) {
            Path curveFile = files.filter(f -> f.getFileName().toString().startsWith("charts-")
                    && f.getFileName().toString().contains("against-users")).findFirst().orElseThrow();
            assertTrue(Files.readString(curveFile).contains("Partial: the sweep was cancelled after 2 of 3 user "
                    + "counts"), curveFile.toString());
        }
        assertTrue(dialogs.errors.isEmpty(), dialogs.errors.toString());
    }

    @Test
    void aSweepOfACountTheScenarioDoesNotTakeIsRefusedBeforeAnyForecast(FxRobot robot) throws Exception {
        // Two million users is more than the scenario loader takes: told at once, naming the count and why, and
        // nothing runs (a sweep stopped part-way by a failure keeps what it finished: PartialRunsTest).
        type(robot, "#target", "response.mean<=2s");
        type(robot, "#sweep-users", "10,20,2000000");
        // The check is the job's, in the background, not the FX thread's (thousands of counts take seconds): with
        // the background held, the click returns at once, saying what goes on, the job buttons off.
        java.util.concurrent.CountDownLatch hold = new java.util.concurrent.CountDownLatch(1);
        background.execute(() -> {
            try {
                hold.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        });
        robot.clickOn("#sweep");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(jobs.isRunning());
        // (the status ticker may have added the elapsed time by now: "... · 0:00 elapsed · estimating time left…")
        String checking = robot.lookup("#status").queryAs(Label.class).getText();
        assertTrue(checking.startsWith("Sweep users: checking 3 user counts…"), checking);
        assertTrue(robot.lookup("#sweep").query().isDisabled());
        assertEquals(List.of(), dialogs.errors, "nothing checked yet on the FX thread");
        hold.countDown();
        await(() -> !jobs.isRunning());

        assertEquals(null, window.results().curveProperty().get(), "no sweep ran");
        assertEquals(1, dialogs.errors.size(), dialogs.errors.toString());
        String error = dialogs.errors.get(0);
        assertTrue(error.startsWith("Users to sweep: The scenario does not take this user count, so nothing was run:"
                + "\n  2000000 users: '2000000' is out of range: users must be between 1 user and 1000000 users"),
                error);
        assertEquals("Sweep users: nothing run: the scenario does not take 1 of its 3 user counts",
                robot.lookup("#status").queryAs(Label.class).getText());
    }

    /**
     * While a sweep's user counts are checked, the bar shows how many have been (it was indeterminate for the seconds
     * a check of thousands of counts takes), and the status line the share after what is being done.
     */
    @Test
    void theBarShowsHowFarASweepsCountCheckHasGot(FxRobot robot) throws Exception {
        type(robot, "#target", "response.mean<=2s");
        // Thousands of counts, the last one refused: the check goes to its end, and nothing is forecast.
        String counts = java.util.stream.IntStream.rangeClosed(1, 3000).mapToObj(Integer::toString)
                .collect(java.util.stream.Collectors.joining(",")) + ",2000000";
        javafx.scene.control.ProgressBar bar = robot.lookup("#progress").queryAs(javafx.scene.control.ProgressBar.class);
        Label status = robot.lookup("#status").queryAs(Label.class);
        List<Double> shown = new java.util.concurrent.CopyOnWriteArrayList<>();
        List<String> said = new java.util.concurrent.CopyOnWriteArrayList<>();
        robot.interact(() -> {
            robot.lookup("#sweep-users").queryAs(TextField.class).setText(counts);
            bar.progressProperty().addListener((o, was, now) -> {
                if (jobs.isRunning()) {
                    shown.add(now.doubleValue());
                }
            });
            status.textProperty().addListener((o, was, now) -> said.add(now));
        });
        robot.clickOn("#sweep");
        await(() -> !jobs.isRunning());

        assertTrue(dialogs.errors.size() == 1 && dialogs.errors.get(0).contains("2000000 users"), dialogs.errors
                .toString());
        assertEquals(-1.0, shown.get(0), "unknown for the moment the job starts: " + shown);
        List<Double> check = shown.subList(1, shown.size());
        // The check fills the bar's first share (Jobs.PRELUDE); the forecasts would fill the rest.
        double prelude = org.swapset.app.desktop.model.Jobs.PRELUDE;
        assertTrue(check.stream().anyMatch(f -> f > 0 && f < prelude), "a share part-way through the check: "
                + shown);
        assertEquals(prelude, check.get(check.size() - 1), 1e-9, "all checked: " + shown);
        for (int i = 1; i < check.size(); i++) {
            assertTrue(check.get(i) >= check.get(i - 1), "the bar never goes back within the check: " + shown);
        }
        assertTrue(said.stream().anyMatch(t -> t.matches("Sweep users: checking 3001 user counts… · [0-9]+% · "
                + "0:[0-9]{2} elapsed · estimating time left….*")), said.toString());
    }

    /**
     * Nothing to export yet, or nothing to compare, is no failure: said as an information, in a sentence, not with
     * the error dialog's red icon.
     */
    @Test
    void nothingToExportOrCompareYetIsAnInformationNotAnError(FxRobot robot) throws Exception {
        dialogs.save = temp.resolve("results.csv");
        robot.clickOn("Export").clickOn("Results as CSV...");
        WaitForAsyncUtils.waitForFxEvents();
        robot.clickOn("Export").clickOn("Comparison as HTML...");
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(window::compare); // its menu item and button are off with no variant: called as they would
        assertEquals(List.of("Nothing to export yet: Run a forecast first.", "Nothing to export yet: Compare first.",
                "Nothing to compare: Duplicate the scenario as a variant and change it first."), dialogs.infos);
        assertEquals(List.of(), dialogs.errors);
        assertFalse(Files.exists(temp.resolve("results.csv")));
    }

    @Test
    void resultsExportFromTheMenuInTheCommandLinesFormats(FxRobot robot) throws Exception {
        robot.clickOn("#run");
        await(() -> window.results().forecastProperty().get() != null && !jobs.isRunning());
        Path csv = temp.resolve("results.csv");
        dialogs.save = csv;
        robot.clickOn("Export").clickOn("Results as CSV...");
        WaitForAsyncUtils.waitForFxEvents();
        assertTrue(Files.readString(csv).startsWith("metric,label,unit,mean,halfWidth,lower,upper,sd,n\n"));
        Path html = temp.resolve("report.html");
        dialogs.save = html;
        robot.clickOn("Export").clickOn("HTML report...");
        WaitForAsyncUtils.waitForFxEvents();
        String page = Files.readString(html);
        assertTrue(page.contains("<h1>desktop small</h1>") && page.contains("Published in: Invented &lt;for tests&gt;"
                + " &amp; nothing else"), page);
        assertTrue(dialogs.errors.isEmpty(), dialogs.errors.toString());
    }

    @Test
    void unsavedChangesAreSavedDiscardedOrKeptAsTheUserAnswers(FxRobot robot) throws Exception {
        assertTrue(window.confirmDiscard(), "nothing to ask without changes");
        robot.interact(() -> workspace.editor().field("workloads[0].users").orElseThrow().setText("21"));
        robot.interact(() -> {
            try {
                workspace.autosave();
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        dialogs.unsaved = Dialogs.Unsaved.CANCEL;
        robot.interact(() -> assertFalse(window.confirmDiscard()));
        assertTrue(workspace.isDirty());

        dialogs.unsaved = Dialogs.Unsaved.SAVE;
        robot.interact(() -> assertTrue(window.confirmDiscard()));
        assertFalse(workspace.isDirty());
        assertTrue(Files.readString(file).contains("users: 21"));
        assertTrue(workspace.recovery().pending().isEmpty(), "a save clears the autosave");

        robot.interact(() -> workspace.editor().field("workloads[0].users").orElseThrow().setText("22"));
        robot.interact(() -> {
            try {
                workspace.autosave();
            } catch (java.io.IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        dialogs.unsaved = Dialogs.Unsaved.DISCARD;
        robot.interact(() -> assertTrue(window.confirmDiscard()));
        assertTrue(workspace.recovery().pending().isEmpty(), "discarding forgets the autosave");
        assertTrue(Files.readString(file).contains("users: 21"));
    }

    @Test
    void anEditedVariantIsNotDroppedWithoutAskingAndCanBeSavedAsAScenario(FxRobot robot) throws Exception {
        robot.interact(() -> window.tabs().getSelectionModel().select(2));
        robot.clickOn("#duplicate-variant");
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> assertTrue(window.confirmDiscard(), "a variant as duplicated loses nothing"));
        assertTrue(dialogs.asked.isEmpty(), dialogs.asked.toString());

        type(robot, ".split-pane #field-storage-real", "8MiB");
        dialogs.discardVariants = false;
        robot.interact(() -> assertFalse(window.confirmDiscard()));
        String asked = "discard 1 variants [desktop small (variant 1)]"; // named, so the user knows which
        assertEquals(List.of(asked), dialogs.asked);
        assertEquals(1, window.whatIf().variants().size(), "kept");

        // Removing it asks too, and keeps it when told to.
        robot.clickOn("#remove-variant");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(List.of(asked, asked), dialogs.asked);
        assertEquals(1, window.whatIf().variants().size(), "kept on remove too");
        dialogs.asked.clear();
        dialogs.asked.add(asked);

        Path saved = temp.resolve("variant.yaml");
        dialogs.save = saved;
        robot.clickOn("#save-variant");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(8L << 20, ScenarioLoader.load(saved, TestFiles.registry()).storage().realBytes());
        assertTrue(Files.readString(saved).startsWith("# A small system for the desktop tests"),
                "the base file's comments are kept: " + Files.readString(saved));
        assertTrue(window.whatIf().unsaved().isEmpty());
        robot.interact(() -> assertTrue(window.confirmDiscard(), "saved: nothing to lose"));
        assertEquals(1, dialogs.asked.size());
    }

    @Test
    void savingAScenarioThatDoesNotLoadAsksFirst(FxRobot robot) throws Exception {
        String before = Files.readString(file);
        type(robot, "#field-storage-real", "16 megs");
        dialogs.saveInvalid = false;
        robot.interact(() -> assertFalse(window.save()));
        assertEquals(before, Files.readString(file), "nothing written");
        assertEquals(1, dialogs.asked.size());
        assertTrue(dialogs.asked.get(0).startsWith("save invalid: "), dialogs.asked.toString());
        assertTrue(dialogs.asked.get(0).contains("storage.real"), dialogs.asked.toString());

        dialogs.saveInvalid = true;
        robot.interact(() -> assertTrue(window.save()));
        assertTrue(Files.readString(file).contains("real: 16 megs"), "the user's work is kept when they say so");
    }

    /** The file changed by another program (its new text returned), then the scenario edited here. */
    private String changedElsewhereAndEditedHere(FxRobot robot) throws Exception {
        String theirs = Files.readString(file).replace("users: 20", "users: 99");
        Files.writeString(file, theirs);
        Files.setLastModifiedTime(file,
                java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() + 5000));
        robot.interact(() -> workspace.editor().field("workloads[0].users").orElseThrow().setText("21"));
        return theirs;
    }

    /** "Saved FILE" goes at the next edit: the status line then says the scenario changed since it was saved. */
    @Test
    void theStatusLineNoLongerSaysSavedOnceTheScenarioIsEditedAgain(FxRobot robot) throws Exception {
        robot.interact(() -> workspace.editor().field("workloads[0].users").orElseThrow().setText("21"));
        robot.interact(() -> assertTrue(window.save()));
        Label status = robot.lookup("#status").queryAs(Label.class);
        assertEquals("Saved " + file.toAbsolutePath(), status.getText());
        robot.interact(() -> workspace.editor().field("workloads[0].users").orElseThrow().setText("22"));
        assertEquals("Changed since saved to " + file.toAbsolutePath(), status.getText());
    }

    @Test
    void savingOverAFileAnotherProgramChangedAsksFirst(FxRobot robot) throws Exception {
        String theirs = changedElsewhereAndEditedHere(robot);

        dialogs.overwriteChanged = false;
        robot.interact(() -> assertFalse(window.save()));
        assertEquals(List.of("overwrite small.yaml"), dialogs.asked);
        assertEquals(theirs, Files.readString(file), "their change is kept");

        dialogs.overwriteChanged = true;
        robot.interact(() -> assertTrue(window.save()));
        assertTrue(Files.readString(file).contains("users: 21"));
        robot.interact(() -> workspace.editor().field("workloads[0].users").orElseThrow().setText("22"));
        robot.interact(() -> assertTrue(window.save()));
        assertEquals(2, dialogs.asked.size(), "saved here since: no question");
    }

    @Test
    void savingAsTheSameFileAnotherProgramChangedAsksFirst(FxRobot robot) throws Exception {
        String theirs = changedElsewhereAndEditedHere(robot);
        dialogs.save = file; // the chooser returns the file it suggested

        dialogs.overwriteChanged = false;
        robot.interact(() -> assertFalse(window.saveAs()));
        assertEquals(List.of("overwrite small.yaml"), dialogs.asked);
        assertEquals(theirs, Files.readString(file), "their change is kept");

        dialogs.overwriteChanged = true;
        robot.interact(() -> assertTrue(window.saveAs()));
        assertTrue(Files.readString(file).contains("users: 21"));
    }
}
