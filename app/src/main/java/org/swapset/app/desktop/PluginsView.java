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

    /** One factory of one loaded plugin. */
    record Row(String family, String id, String description, String plugin, String version, String source) {
    }

    private final VBox root;

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
        // Every column its width; the description, last, takes what is left of the table's width.
        double[] widths = {150, 150, 170, 70, 200};
        double fixed = 0;
        for (int i = 0; i < widths.length; i++) {
            columns.get(i).setPrefWidth(widths[i]);
            fixed += widths[i];
        }
        columns.get(widths.length).setMinWidth(200);
        columns.get(widths.length).prefWidthProperty().bind(loaded.widthProperty().subtract(fixed + 20));
        loaded.getColumns().setAll(columns);
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
        root = new VBox(8, new Label("Loaded plugins"), loaded, new Label("Plugins that failed to load"), failed);
        root.setPadding(new Insets(10));
    }

    Node root() {
        return root;
    }

    static List<Row> rows(PluginRegistry registry) {
        List<Row> rows = new ArrayList<>();
        for (LoadedPlugin p : registry.plugins()) {
            for (PluginFactory f : p.factories()) {
                rows.add(new Row(f.family().label(), f.id(), f.description(), p.name(), p.version(), p.source()));
            }
        }
        return rows;
    }
}
