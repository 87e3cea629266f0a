package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.app.desktop.failing.FailingFactory;
import org.swapset.app.desktop.model.Jobs;
import org.swapset.app.desktop.model.Runs;
import org.swapset.app.desktop.model.TestFiles;
import org.swapset.app.desktop.model.Workspace;
import org.swapset.core.plugin.LoadedPlugin;
import org.swapset.core.plugin.PluginLoadFailure;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.PluginFamily;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * A third-party plugin that throws during a run: the window shows an error naming that plugin (its id, name,
 * version and jar) and carries on; the plugins view lists it, and a jar that failed to load with its reason.
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
        PluginRegistry bundled = TestFiles.registry();
        Map<PluginFamily, Map<String, PluginFactory>> factories = new EnumMap<>(PluginFamily.class);
        for (PluginFamily f : PluginFamily.values()) {
            factories.put(f, new TreeMap<>(bundled.factories(f)));
        }
        FailingFactory failing = new FailingFactory();
        factories.get(PluginFamily.REPLACEMENT_POLICY).put(failing.id(), failing);
        List<LoadedPlugin> plugins = new ArrayList<>(bundled.plugins());
        plugins.add(new LoadedPlugin("acme-policies", "0.3", "/plugins/acme-policies.jar", List.of(failing)));
        return new PluginRegistry(factories, plugins, List.of(new PluginLoadFailure("/plugins/broken.jar",
                "ZipException: zip END header not found", null)));
    }

    @Start
    void start(Stage stage) throws Exception {
        PluginRegistry registry = withFailingPlugin();
        workspace = new Workspace(registry, temp.resolve("settings"));
        jobs = new Jobs(background, Platform::runLater, System::nanoTime);
        window = DesktopApp.show(stage, workspace, jobs, new Runs(registry, 2), dialogs);
        DesktopApp.begin(workspace, dialogs, Optional.of(TestFiles.small(temp, "small.yaml")));
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
