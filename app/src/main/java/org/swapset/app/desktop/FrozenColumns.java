package org.swapset.app.desktop;

import javafx.beans.value.ChangeListener;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.VirtualFlow;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;

/**
 * Two tables that read as one, the first's columns frozen: they name each row (a metric and its unit) and stay in view
 * while the second's figures scroll sideways (a comparison with a second variant is wider than its pane). JavaFX's
 * table has no frozen columns, so the two show the same list of rows, each row the same height, scroll up and down
 * together and select together; the first has no scroll bar of its own, and a foot as high as the second's horizontal
 * bar so that their last rows line up.
 */
final class FrozenColumns {
    /** The style class of the frozen table (swapset.css hides its vertical scroll bar). */
    static final String STYLE_CLASS = "frozen-columns";

    private FrozenColumns() {
    }

    /**
     * Joins {@code names}, its columns set (for good: its width follows theirs, resized or not), to {@code figures},
     * whose items both show from now on, in a box that gives {@code figures} the rest of the width.
     */
    static <T> HBox join(TableView<T> names, TableView<T> figures, double rowHeight) {
        names.setItems(figures.getItems());
        names.setFixedCellSize(rowHeight);
        figures.setFixedCellSize(rowHeight);
        names.getStyleClass().add(STYLE_CLASS);
        // Sorted by a name, the shared rows would be reordered under the figures' own sort arrow: the figures sort.
        names.getColumns().forEach(c -> c.setSortable(false));
        names.setColumnResizePolicy(TableView.UNCONSTRAINED_RESIZE_POLICY);
        names.setMinWidth(Region.USE_PREF_SIZE);
        names.setMaxWidth(Region.USE_PREF_SIZE);
        names.prefWidthProperty().bind(javafx.beans.binding.Bindings.createDoubleBinding(
                () -> names.getColumns().stream().mapToDouble(c -> c.getWidth()).sum() + 2, // and the border
                names.getColumns().stream().map(c -> c.widthProperty()).toArray(javafx.beans.Observable[]::new)));
        selectTogether(names, figures);
        // Under the names, as high as the figures' horizontal scroll bar while it shows.
        Region foot = new Region();
        foot.setMinHeight(Region.USE_PREF_SIZE); // kept whole when the box is short of height
        foot.setPrefHeight(0);
        VBox left = new VBox(names, foot);
        VBox.setVgrow(names, Priority.ALWAYS);
        Runnable link = () -> scrollTogether(names, figures, foot);
        names.skinProperty().addListener((o, was, now) -> link.run());
        figures.skinProperty().addListener((o, was, now) -> link.run());
        HBox box = new HBox(left, figures);
        HBox.setHgrow(figures, Priority.ALWAYS);
        figures.setMaxWidth(Double.MAX_VALUE);
        return box;
    }

    private static <T> void selectTogether(TableView<T> a, TableView<T> b) {
        boolean[] busy = {false};
        ChangeListener<Number> aToB = (o, was, now) -> follow(busy, b, now.intValue());
        ChangeListener<Number> bToA = (o, was, now) -> follow(busy, a, now.intValue());
        a.getSelectionModel().selectedIndexProperty().addListener(aToB);
        b.getSelectionModel().selectedIndexProperty().addListener(bToA);
    }

    private static void follow(boolean[] busy, TableView<?> other, int index) {
        if (busy[0] || other.getSelectionModel().getSelectedIndex() == index) {
            return;
        }
        busy[0] = true;
        try {
            if (index < 0) {
                other.getSelectionModel().clearSelection();
            } else {
                other.getSelectionModel().clearAndSelect(index);
            }
        } finally {
            busy[0] = false;
        }
    }

    /** Once both tables have their skins: one scroll position, and room under the names for the figures' bar. */
    private static void scrollTogether(TableView<?> names, TableView<?> figures, Region foot) {
        VirtualFlow<?> a = flow(names);
        VirtualFlow<?> b = flow(figures);
        if (a == null || b == null || a.getProperties().containsKey(STYLE_CLASS)) {
            return;
        }
        a.getProperties().put(STYLE_CLASS, b);
        a.positionProperty().bindBidirectional(b.positionProperty());
        ScrollBar across = bar(b, Orientation.HORIZONTAL);
        if (across != null) {
            Runnable room = () -> foot.setPrefHeight(across.isVisible() ? across.getHeight() : 0);
            across.visibleProperty().addListener(o -> room.run());
            across.heightProperty().addListener(o -> room.run());
            room.run();
        }
    }

    /** The table's row flow, once its skin has made it; null before. */
    static VirtualFlow<?> flow(TableView<?> table) {
        return table.lookup(".virtual-flow") instanceof VirtualFlow<?> f ? f : null;
    }

    private static ScrollBar bar(VirtualFlow<?> flow, Orientation orientation) {
        for (Node n : flow.getChildrenUnmodifiable()) {
            if (n instanceof ScrollBar s && s.getOrientation() == orientation) {
                return s;
            }
        }
        return null;
    }
}
