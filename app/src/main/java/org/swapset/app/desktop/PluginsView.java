package org.swapset.app.desktop;

import java.util.ArrayList;
import java.util.List;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.TableView;
import javafx.scene.layout.VBox;
import org.swapset.core.plugin.LoadedPlugin;
import org.swapset.core.plugin.PluginLoadFailure;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.spi.PluginFactory;

/** The plugins loaded (each factory with its family, id, plugin, version and source jar) and those that failed. */
final class PluginsView {

    /** One factory of one loaded plugin, with its parameters as {@code swapset plugins} lists them. */
    record Row(String family, String id, String description, String plugin, String version, String source,
               List<String> parameters) {
    }

    private final VBox root;
    private final Label folder = new Label();

    PluginsView(PluginRegistry registry) {
        TableView<Row> loaded = new TableView<>();
        loaded.setId("plugins");
        List<javafx.scene.control.TableColumn<Row, String>> columns = List.of(
                ResultsView.textColumn("Family", Row::family),
                ResultsView.textColumn("Id", Row::id),
                ResultsView.textColumn("Plugin", Row::plugin),
                ResultsView.textColumn("Version", Row::version),
                ResultsView.textColumn("Source", Row::source),
                ResultsView.textColumn("Description", Row::description));
        loaded.getColumns().setAll(columns);
        // Every column its width; the description, last, takes what is left of the table's width. In a narrow
        // window it gives way first, down to its least, then the others alike, down to theirs.
        loaded.widthProperty().addListener((o, was, now) -> fit(columns, now.doubleValue() - 20));
        loaded.getItems().setAll(rows(registry));
        TableView<PluginLoadFailure> failed = new TableView<>();
        failed.setId("plugin-failures");
        failed.getColumns().setAll(List.of(
                ResultsView.textColumn("Source", PluginLoadFailure::source),
                ResultsView.textColumn("Reason", PluginLoadFailure::reason)));
        failed.getItems().setAll(registry.failures());
        failed.setPlaceholder(new Label("Every plugin found was loaded."));
        failed.setPrefHeight(140);
        failed.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        // The selected plugin's parameters: type, unit, default, range and help, as the command line lists them.
        Label parameters = new Label("Select a plugin to see its parameters.");
        parameters.setId("plugin-parameters");
        parameters.setWrapText(true);
        loaded.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> parameters.setText(
                now == null ? "Select a plugin to see its parameters." : now.parameters().isEmpty()
                        ? now.id() + " has no parameters." : now.id() + ":\n  " + String.join("\n  ",
                        now.parameters())));
        javafx.scene.control.ScrollPane parametersPane = new javafx.scene.control.ScrollPane(parameters);
        parametersPane.setFitToWidth(true);
        parametersPane.setPrefHeight(140);
        folder.setId("plugins-folder");
        folder.setWrapText(true);
        folder(org.swapset.app.Messages.NO_PLUGINS_FOLDER);
        root = new VBox(8, folder, new Label("Loaded plugins"), loaded, parametersPane,
                new Label("Plugins that failed to load"), failed);
        root.setPadding(new Insets(10));
    }

    Node root() {
        return root;
    }

    /** Says where plugin jars were looked for: the folder, or why there is none. */
    void folder(String where) {
        folder.setText("Plugins folder: " + where);
    }

    /** The widths of the columns but the description, and their least; the description's least. */
    private static final double[] WIDTHS = {175, 150, 170, 70, 200}; // "page-out device selector" whole
    private static final double[] LEAST = {170, 100, 110, 70, 90};
    private static final double DESCRIPTION_LEAST = 150;

    /** Sets the columns' widths for a table {@code width} wide (a user's later drag holds until it is resized). */
    private static void fit(List<javafx.scene.control.TableColumn<Row, String>> columns, double width) {
        double full = java.util.Arrays.stream(WIDTHS).sum();
        double least = java.util.Arrays.stream(LEAST).sum();
        // How far each is from its least towards its width: all the way when the description has its least.
        double share = Math.max(0, Math.min(1, (width - DESCRIPTION_LEAST - least) / (full - least)));
        double used = 0;
        for (int i = 0; i < WIDTHS.length; i++) {
            columns.get(i).setPrefWidth(LEAST[i] + share * (WIDTHS[i] - LEAST[i]));
            used += columns.get(i).getPrefWidth();
        }
        columns.get(WIDTHS.length).setPrefWidth(Math.max(DESCRIPTION_LEAST, width - used));
    }

    static List<Row> rows(PluginRegistry registry) {
        List<Row> rows = new ArrayList<>();
        for (LoadedPlugin p : registry.plugins()) {
            for (PluginFactory f : p.factories()) {
                rows.add(new Row(f.family().label(), f.id(), f.description(), p.name(), p.version(), p.source(),
                        f.parameters().stream().map(org.swapset.app.Messages::parameter).toList()));
            }
        }
        return rows;
    }
}
