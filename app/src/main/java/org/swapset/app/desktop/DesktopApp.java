package org.swapset.app.desktop;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.application.Application;
import javafx.application.Platform;
import javafx.scene.Scene;
import javafx.stage.Stage;
import org.swapset.app.desktop.model.Jobs;
import org.swapset.app.desktop.model.Recovery;
import org.swapset.app.desktop.model.Runs;
import org.swapset.app.desktop.model.Workspace;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.ScenarioException;

/**
 * The desktop application. Started by {@link #open} from the plain main class; the scenario file, plugins folder
 * and settings folder come in as the {@code --file=}, {@code --plugins=} and {@code --settings=} named parameters.
 * At start it offers to recover work autosaved by a session that ended without saving; otherwise it opens the file,
 * or a new scenario from the bundled default.
 */
public final class DesktopApp extends Application {

    /** The bundled scenario a new window starts from. */
    static final String DEFAULT_TEMPLATE = "default.yaml";

    /** The smallest window: every tab's controls still in view, the form's fields at their narrowest. */
    static final double MIN_WIDTH = 720;
    static final double MIN_HEIGHT = 520;
    /** The app's rules over Modena: how a refused value is outlined. */
    static final String STYLESHEET = java.util.Objects.requireNonNull(DesktopApp.class.getResource("swapset.css"),
            "swapset.css is missing from the jar").toExternalForm();

    private ExecutorService background;
    private Workspace workspace;

    /** Opens the window and returns when it is closed. */
    public static void open(Optional<Path> file, Optional<Path> pluginsDir) {
        List<String> args = new ArrayList<>();
        file.ifPresent(f -> args.add("--file=" + f.toAbsolutePath()));
        pluginsDir.ifPresent(d -> args.add("--plugins=" + d.toAbsolutePath()));
        Application.launch(DesktopApp.class, args.toArray(String[]::new));
    }

    @Override
    public void start(Stage stage) throws Exception {
        Map<String, String> named = getParameters().getNamed();
        PluginRegistry registry = PluginHost.load(Optional.ofNullable(named.get("plugins")).map(Path::of));
        Path settings = named.containsKey("settings") ? Path.of(named.get("settings"))
                : Path.of(System.getProperty("user.home"), ".swapset");
        background = Executors.newSingleThreadExecutor(r -> {
            Thread t = new Thread(r, "swapset-desktop-job");
            t.setDaemon(true);
            return t;
        });
        workspace = new Workspace(registry, settings);
        Dialogs dialogs = new FxDialogs(stage);
        MainWindow window = show(stage, workspace, new Jobs(background, Platform::runLater, System::nanoTime),
                new Runs(registry, Runtime.getRuntime().availableProcessors()), dialogs);
        // The launcher resolves the folder as the command line does (--plugins, $SWAPSET_PLUGINS, ~/.swapset/plugins).
        window.pluginsFolder(Optional.ofNullable(named.get("plugins")).orElse(org.swapset.app.Messages
                .NO_PLUGINS_FOLDER));
        begin(window, workspace, dialogs, Optional.ofNullable(named.get("file")).map(Path::of));
        window.tabs().getSelectionModel().selectFirst();
    }

    @Override
    public void stop() {
        if (background != null) {
            background.shutdownNow();
        }
        if (workspace != null) {
            workspace.recovery().close(); // what is still unsaved is offered at the next start
        }
    }

    /** Builds the main window on {@code stage}, titles it after the scenario and shows it. */
    static MainWindow show(Stage stage, Workspace workspace, Jobs jobs, Runs runs, Dialogs dialogs) {
        MainWindow window = new MainWindow(workspace, jobs, runs, dialogs);
        Scene scene = new Scene(window.root(), 1240, 780);
        scene.getStylesheets().add(STYLESHEET); // a refused value's red outline (EditorView.mark)
        stage.setScene(scene);
        stage.setMinWidth(MIN_WIDTH);
        stage.setMinHeight(MIN_HEIGHT);
        stage.titleProperty().bind(workspace.titleProperty());
        stage.setOnCloseRequest(e -> {
            if (window.confirmDiscard()) {
                jobs.cancel();
            } else {
                e.consume();
            }
        });
        stage.show();
        return window;
    }

    /**
     * What the autosave holds, for the one question at start: "/path/base.yaml", "a new scenario", "/path/base.yaml
     * and 2 what-if variants", or "1 what-if variant of /path/base.yaml" when the scenario itself had no edits.
     */
    static String described(Recovery.Found found) {
        String base = found.base().original().map(Path::toString).orElse("a new scenario");
        int count = found.variants().size();
        String variants = count + (count == 1 ? " what-if variant" : " what-if variants");
        return (count == 0 ? base : found.edited() ? base + " and " + variants : variants + " of " + base)
                + found.unread().map(u -> "; " + u).orElse("");
    }

    /**
     * What the question adds when other sessions' work waits too, a sentence of its own: one is offered at a time, the
     * next once this one is recovered, discarded or saved.
     */
    static String waiting(int others) {
        return others == 0 ? ""
                : (others == 1 ? "Another ended session's unsaved work is kept too" : "The unsaved work of " + others
                + " other ended sessions is kept too") + ": it is offered, one at a start, once this is recovered, "
                + "discarded or saved.";
    }

    /**
     * The first scenario: recovered work if the user wants it, else the file, else the bundled default. Only the
     * user's "Discard" forgets the autosave, and even then it is kept aside as {@code NAME.declined-TIME}; closing the
     * question keeps it to be offered at the next start. An autosave that cannot be read, or whose text does not load,
     * is named in an error and kept aside as {@code NAME.unreadable-TIME}. Failing to move or clear a file is said,
     * and the app starts all the same.
     *
     * @return what the status line is to say when work was recovered ({@link #recovered}), else empty
     */
    static Optional<String> begin(Workspace workspace, Dialogs dialogs, Optional<Path> file) {
        Recovery recovery = workspace.recovery();
        Optional<Recovery.Found> found = Optional.empty();
        try {
            found = recovery.pending();
        } catch (IOException e) {
            dialogs.error("The autosaved work cannot be read", e.getMessage());
        }
        Dialogs.Recover answer = found.isPresent()
                ? dialogs.recover(described(found.get()), waiting(recovery.othersWaiting()))
                : Dialogs.Recover.LATER;
        if (answer == Dialogs.Recover.RECOVER) {
            try {
                workspace.recover(found.get());
                return Optional.of(recovered(found.get()));
            } catch (ScenarioException e) {
                List<Path> kept = recovery.keepAside();
                dialogs.error("The autosaved work cannot be read", e.getMessage() + "\nIt is kept in "
                        + kept.stream().map(Path::toString).collect(java.util.stream.Collectors.joining(", ")));
            } catch (IOException e) {
                dialogs.error("Could not update the autosave", e.getMessage());
                return Optional.of(recovered(found.get())); // recovered: the next autosave tries again
            }
        } else if (found.isPresent() && answer == Dialogs.Recover.LATER) {
            recovery.postponed();
        } else if (answer == Dialogs.Recover.DISCARD) {
            try {
                recovery.decline();
            } catch (IOException e) {
                dialogs.error("Could not put the declined autosave aside", e.getMessage()
                        + "\nIt is left where it is, and offered again at the next start.");
            }
        }
        try {
            if (file.isPresent()) {
                workspace.open(file.get());
            } else {
                workspace.newFromTemplate(DEFAULT_TEMPLATE);
            }
        } catch (ScenarioException e) {
            dialogs.error("Cannot open the scenario", e.getMessage());
        }
        return Optional.empty();
    }

    /**
     * {@link #begin(Workspace, Dialogs, Optional)}, and the window's status line says when the work was recovered: it
     * said "Opened NAME", as for a file opened as saved.
     */
    static void begin(MainWindow window, Workspace workspace, Dialogs dialogs, Optional<Path> file) {
        begin(workspace, dialogs, file).ifPresent(window::say);
    }

    /** The status line after a recovery: "Recovered unsaved work: /path/base.yaml (not saved yet)". */
    static String recovered(Recovery.Found found) {
        return "Recovered unsaved work: " + described(found) + " (not saved yet)";
    }
}
