package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import javafx.application.Platform;
import javafx.scene.control.ComboBox;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.app.Context;
import org.swapset.app.CoreBackend;
import org.swapset.app.Main;
import org.swapset.app.desktop.model.Jobs;
import org.swapset.app.desktop.model.Runs;
import org.swapset.app.desktop.model.Workspace;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.ForecastReport;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.e2e.ExamplePluginBuild;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The example third-party plugin ({@code examples/wsclock-plugin}, built by {@link ExamplePluginBuild}), loaded from a
 * plugins folder by the same host {@code ./swapset app --plugins DIR} uses, is offered by the form's replacement-policy
 * list; chosen there, its parameters appear in the form, and a run with it completes with no error and gives the very
 * forecast {@code swapset run} gives for the saved file. Headless (Monocle): the properties are set for this class
 * only and put back afterwards, so the other end-to-end tests (the real display check among them) are unaffected.
 */
@ExtendWith(ApplicationExtension.class)
class DesktopFolderPluginTest {

    private static final Map<String, String> HEADLESS = Map.of("testfx.robot", "glass", "testfx.headless", "true",
            "glass.platform", "Monocle", "monocle.platform", "Headless", "headless.geometry", "1600x1000-32",
            "prism.order", "sw", "prism.text", "t2k", "java.awt.headless", "true");
    private static final Map<String, String> before = new HashMap<>();

    @TempDir
    static Path temp;

    static Path plugins;

    private final ExecutorService background = Executors.newSingleThreadExecutor();
    private final Recorded dialogs = new Recorded();
    private Jobs jobs;
    private MainWindow window;
    private Workspace workspace;

    @BeforeAll
    static void headlessAndTheExampleInAPluginsFolder() throws IOException, InterruptedException {
        HEADLESS.forEach((k, v) -> {
            before.put(k, System.getProperty(k));
            System.setProperty(k, v);
        });
        System.setProperty("javafx.cachedir", ExamplePluginBuild.root().resolve("target/e2e/javafx-cache").toString());
        Path jar = ExamplePluginBuild.shared();
        plugins = Files.createDirectories(temp.resolve("plugins"));
        Files.copy(jar, plugins.resolve(jar.getFileName()));
    }

    @AfterAll
    static void putThePropertiesBack() {
        before.forEach((k, v) -> {
            if (v == null) {
                System.clearProperty(k);
            } else {
                System.setProperty(k, v);
            }
        });
    }

    @Start
    void start(Stage stage) throws Exception {
        PluginRegistry registry = PluginHost.load(Optional.of(plugins)); // as DesktopApp.start does with --plugins
        workspace = new Workspace(registry, temp.resolve("settings"));
        jobs = new Jobs(background, Platform::runLater, System::nanoTime);
        window = DesktopApp.show(stage, workspace, jobs, new Runs(registry, 2), dialogs);
        Path file = temp.resolve("small.yaml");
        if (!Files.exists(file)) {
            try (InputStream in = DesktopFolderPluginTest.class.getResourceAsStream("/e2e/small.yaml")) {
                Files.copy(in, file);
            }
        }
        DesktopApp.begin(workspace, dialogs, Optional.of(file));
    }

    @AfterEach
    void stop() {
        jobs.cancel();
        background.shutdownNow();
    }

    @Test
    @SuppressWarnings("unchecked")
    void theFolderPluginIsChosenInTheFormAndARunWithItGivesWhatTheCommandLineGives(FxRobot robot) throws Exception {
        robot.clickOn("Configuration");
        ComboBox<?> type = robot.lookup("#field-policies-replacement-type").queryAs(ComboBox.class);
        assertTrue(type.getItems().contains("wsclock"), "the form offers " + type.getItems());

        robot.interact(() -> ((ComboBox<String>) type).getSelectionModel().select("wsclock"));
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals("wsclock", workspace.editor().field("policies.replacement.type").orElseThrow().getText());
        assertEquals("", workspace.editor().problemProperty().get(), "the loaded plugin is accepted");
        TitledPane section = robot.lookup("#section-policies-replacement").queryAs(TitledPane.class);
        assertTrue(section.getText().contains("WSClock"), section.getText());
        // The plugin's own parameter is in the form (queryAs throws when no node matches).
        TextField tau = robot.lookup("#field-policies-replacement-tau").queryAs(TextField.class);
        robot.interact(() -> tau.setText("400"));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals("", workspace.editor().problemProperty().get());

        robot.clickOn("#run");
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitFor(120, TimeUnit.SECONDS, () -> !jobs.isRunning());
        WaitForAsyncUtils.waitForFxEvents();

        assertEquals(List.of(), dialogs.errors);
        Forecast forecast = window.results().forecastProperty().get();
        assertNotNull(forecast, "the run with the folder plugin made a forecast");

        Path saved = temp.resolve("wsclock.yaml");
        robot.interact(() -> {
            try {
                workspace.saveAs(saved);
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        });
        String text = Files.readString(saved);
        assertTrue(text.contains("type: wsclock") && text.contains("tau: 400"), text);
        Path json = temp.resolve("cli.json");
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Context context = new Context(new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Map.of(), PluginHost::load, new CoreBackend(),
                () -> false, (f, d) -> {
                    throw new AssertionError("no second window");
                });
        int code = Main.execute(context, "run", saved.toString(), "--plugins", plugins.toString(), "--json",
                json.toString());
        assertEquals(0, code, err.toString(StandardCharsets.UTF_8));
        assertEquals(Files.readString(json), ForecastReport.json(forecast),
                "the window's forecast is the command line's for the same file and seed");
    }

    /** Records the errors the window shows; answers nothing else. */
    private static final class Recorded implements Dialogs {
        final List<String> errors = new ArrayList<>();

        @Override
        public Optional<Path> chooseOpen() {
            return Optional.empty();
        }

        @Override
        public Optional<Path> chooseSave(String title, Path suggested, String extension) {
            return Optional.empty();
        }

        @Override
        public Unsaved unsaved(String name) {
            return Unsaved.CANCEL;
        }

        @Override
        public boolean saveInvalid(String problem) {
            return false;
        }

        @Override
        public boolean discardVariants(List<String> names) {
            return false;
        }

        @Override
        public boolean overwriteChanged(Path file) {
            return false;
        }

        @Override
        public Recover recover(String what, String others) {
            return Recover.LATER;
        }

        @Override
        public boolean replaceFiles(List<Path> files) {
            return false;
        }

        @Override
        public void info(String header, String message) {
            errors.add("(information) " + header + ": " + message);
        }

        @Override
        public void error(String header, String message) {
            errors.add(header + ": " + message);
        }
    }
}
