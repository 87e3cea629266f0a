package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.application.Platform;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.swapset.app.desktop.model.EditorModel;
import org.swapset.app.desktop.model.Jobs;
import org.swapset.app.desktop.model.Runs;
import org.swapset.app.desktop.model.TestFiles;
import org.swapset.app.desktop.model.Workspace;
import org.swapset.core.forecast.Comparison;
import org.swapset.core.plugin.PluginRegistry;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/**
 * Steps the desktop tests take on the window: open it on the small scenario, wait for a job, find a field, set a
 * form value, compare with a broken first variant.
 */
final class FxSteps {

    private FxSteps() {
    }

    /** Waits, up to {@code seconds}, for {@code condition}, with the FX events before and after handled. */
    static void await(int seconds, BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }

    static TextField field(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(TextField.class);
    }

    /** Sets the form's value at {@code path}, which the form must accept. */
    static void setText(FxRobot robot, EditorModel editor, String path, String text) {
        robot.interact(() -> editor.field(path).orElseThrow().setText(text));
        assertEquals("", editor.problemProperty().get(), path + " = " + text);
    }

    /** The window as a test drives it. */
    record Desktop(Workspace workspace, Jobs jobs, MainWindow window) {
    }

    /** Shows the window with {@code registry}'s plugins, jobs on {@code background}, open on the small scenario. */
    static Desktop open(Stage stage, PluginRegistry registry, Path temp, ExecutorService background,
                        FakeDialogs dialogs) throws Exception {
        Workspace workspace = new Workspace(registry, temp.resolve("settings"));
        Jobs jobs = new Jobs(background, Platform::runLater, System::nanoTime);
        MainWindow window = DesktopApp.show(stage, workspace, jobs, new Runs(registry, 2), dialogs);
        DesktopApp.begin(workspace, dialogs, Optional.of(TestFiles.small(temp, "small.yaml")));
        return new Desktop(workspace, jobs, window);
    }

    /**
     * On the What-if tab, two copies of the base: the first with the replacement policy {@code brokenPolicy}, the
     * second with 8 MiB; the target response.mean<=2s.
     */
    static void twoVariantsTheFirstBroken(FxRobot robot, MainWindow window, String brokenPolicy) {
        robot.interact(() -> window.tabs().getSelectionModel().select(2));
        robot.clickOn("#duplicate-variant");
        robot.clickOn("#duplicate-variant");
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(2, window.whatIf().variants().size());
        setText(robot, window.whatIf().variants().get(0), "policies.replacement.type", brokenPolicy);
        setText(robot, window.whatIf().variants().get(1), "storage.real", "8MiB");
        robot.interact(() -> field(robot, "#target").setText("response.mean<=2s"));
    }

    /**
     * After a comparison of {@link #twoVariantsTheFirstBroken}: no error dialog ({@code noDialog} says why), the base
     * and the second variant compared, the first failed with an error starting {@code errorStart}, shown in the view.
     *
     * @return the comparison, for the test's own checks of the failure
     */
    static Runs.Compared assertTheFirstVariantFailedAndTheOthersWereCompared(FxRobot robot, MainWindow window,
                                                                              FakeDialogs dialogs, String noDialog,
                                                                              String errorStart) {
        assertEquals(List.of(), dialogs.errors, noDialog);
        Runs.Compared compared = window.whatIf().comparedProperty().get();
        assertEquals("desktop small", compared.comparison().base().scenario());
        assertEquals(List.of("desktop small (variant 2)"),
                compared.comparison().variants().stream().map(f -> f.scenario()).toList());
        assertEquals(1, compared.comparison().failures().size());
        Comparison.Failure failure = compared.comparison().failures().get(0);
        assertEquals(0, failure.position());
        assertTrue(failure.error().startsWith(errorStart), failure.error());

        TableView<?> table = robot.lookup("#comparison").queryAs(TableView.class);
        assertFalse(table.getItems().isEmpty(), "the base and the good variant are compared");
        assertEquals(List.of("Base", "V2", "Ratio", "Difference ± 95%"),
                table.getColumns().stream().map(c -> c.getText()).toList(), "the good variant keeps its number");
        Label shown = robot.lookup("#compare-failures").queryAs(Label.class);
        assertTrue(shown.isVisible());
        assertTrue(shown.getText().startsWith("1 of 2 variants failed; the base and the other 1 were compared.\n"
                + "Variant 1 desktop small (variant 1) failed: " + errorStart), shown.getText());
        assertEquals(List.of("desktop small", "desktop small (variant 2)"),
                compared.curves().stream().map(c -> c.scenario()).toList(), "curves of the scenarios that ran");
        return compared;
    }
}
