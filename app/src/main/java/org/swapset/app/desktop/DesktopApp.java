package org.swapset.app.desktop;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javafx.application.Application;
import javafx.geometry.Insets;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ListView;
import javafx.scene.control.TitledPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.stage.Stage;
import org.swapset.app.CoreBackend;
import org.swapset.app.Scenarios;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;

/**
 * The desktop window on one scenario: its name, description, processor, storage, paging devices and workloads.
 * Started by {@link #open} from the plain main class; the scenario file and plugins folder come in as the
 * {@code --file=} and {@code --plugins=} named parameters.
 */
public final class DesktopApp extends Application {

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
        Optional<Path> plugins = Optional.ofNullable(named.get("plugins")).map(Path::of);
        PluginRegistry registry = PluginHost.load(plugins);
        Path file = named.containsKey("file") ? Path.of(named.get("file")) : Scenarios.extractDefault();
        Scenario scenario = new CoreBackend().load(file, registry);
        ScenarioSummary summary = ScenarioSummary.of(scenario);

        stage.setTitle(summary.title());
        stage.setScene(new Scene(view(summary), 760, 560));
        stage.show();
    }

    /** The scenario view: a header of facts and two lists. */
    static VBox view(ScenarioSummary s) {
        Label name = new Label(s.name());
        name.setStyle("-fx-font-size: 20px; -fx-font-weight: bold;");
        Label description = new Label(s.description());
        description.setWrapText(true);

        GridPane facts = new GridPane();
        facts.setHgap(12);
        facts.setVgap(6);
        facts.addRow(0, bold("Processor"), new Label(s.processor()));
        facts.addRow(1, bold("Storage"), new Label(s.storage()));

        VBox root = new VBox(12, name, description, facts, list("Paging devices", s.devices()),
                list("Workloads", s.workloads()));
        root.setPadding(new Insets(16));
        return root;
    }

    private static Label bold(String text) {
        Label l = new Label(text);
        l.setStyle("-fx-font-weight: bold;");
        return l;
    }

    private static TitledPane list(String title, List<String> items) {
        ListView<String> view = new ListView<>();
        view.getItems().setAll(items);
        view.setPrefHeight(Math.min(200, 28 * Math.max(1, items.size()) + 4));
        TitledPane pane = new TitledPane(title + " (" + items.size() + ")", view);
        pane.setCollapsible(false);
        return pane;
    }
}
