package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.IntStream;
import javafx.geometry.Orientation;
import javafx.scene.Scene;
import javafx.scene.control.ScrollBar;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.control.skin.VirtualFlow;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * The comparison's frozen columns: a row's name stays beside its figures whichever way the figures scroll. Two tables
 * of 200 rows in a window too small for the figures' columns: scrolled down (by the figures or by the names), the two
 * show the same first row; a row selected in one is selected in the other; the names keep room at their foot for
 * the figures' horizontal scroll bar and show no vertical bar of their own.
 */
@ExtendWith(ApplicationExtension.class)
class FrozenColumnsTest {

    private TableView<Integer> names;
    private TableView<Integer> figures;

    @Start
    void start(Stage stage) {
        names = new TableView<>();
        figures = new TableView<>();
        names.getColumns().setAll(List.of(column("Metric", 150), column("Unit", 50)));
        for (int v = 1; v <= 4; v++) {
            figures.getColumns().add(column("V" + v, 120));
        }
        figures.getItems().setAll(IntStream.range(0, 200).boxed().toList());
        Scene scene = new Scene(FrozenColumns.join(names, figures, 24), 500, 300);
        scene.getStylesheets().add(DesktopApp.STYLESHEET);
        stage.setScene(scene);
        stage.setMaximized(false);
        // The stage is shared with the tests before: the window's least size (720 x 520) and a size one set are not
        // this scene's.
        stage.setMinWidth(0);
        stage.setMinHeight(0);
        stage.setWidth(500);
        stage.setHeight(300);
        stage.sizeToScene();
        stage.show();
    }

    private static TableColumn<Integer, String> column(String title, double width) {
        TableColumn<Integer, String> c = ResultsView.textColumn(title, i -> title + " of row " + i);
        c.setPrefWidth(width);
        return c;
    }

    @Test
    void theNamesScrollAndSelectWithTheFigures(FxRobot robot) {
        assertEquals(200, names.getItems().size(), "one list of rows");
        assertEquals(202, names.getWidth(), 0.5, "the names as wide as their columns");
        assertEquals(names.getParent().getParent().getLayoutBounds().getWidth() - names.getWidth(), figures.getWidth(),
                0.5, "the figures take the rest");

        robot.interact(() -> figures.scrollTo(40));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(40, firstRow(figures));
        assertEquals(firstRow(figures), firstRow(names), "scrolled by the figures");

        robot.interact(() -> names.scrollTo(10));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(10, firstRow(names));
        assertEquals(firstRow(names), firstRow(figures), "scrolled by the names");

        robot.interact(() -> figures.scrollTo(199));
        WaitForAsyncUtils.waitForFxEvents();
        assertEquals(lastRow(figures), lastRow(names), "the last rows line up above the figures' scroll bar");

        robot.interact(() -> names.getSelectionModel().select(12));
        assertEquals(12, figures.getSelectionModel().getSelectedIndex());
        robot.interact(() -> figures.getSelectionModel().select(3));
        assertEquals(3, names.getSelectionModel().getSelectedIndex());
        robot.interact(() -> figures.getSelectionModel().clearSelection());
        assertEquals(-1, names.getSelectionModel().getSelectedIndex());

        ScrollBar across = bar(figures, Orientation.HORIZONTAL);
        assertTrue(across.isVisible(), "the figures are wider than their pane");
        assertEquals(figures.getHeight() - across.getHeight(), names.getHeight(), 0.5, "room under the names for it");
        assertEquals(0, bar(names, Orientation.VERTICAL).getWidth(), 0.5, "the names' own vertical bar takes no room");
    }

    private static int firstRow(TableView<?> table) {
        VirtualFlow<?> flow = FrozenColumns.flow(table);
        return flow.getFirstVisibleCell().getIndex();
    }

    private static int lastRow(TableView<?> table) {
        VirtualFlow<?> flow = FrozenColumns.flow(table);
        return flow.getLastVisibleCell().getIndex();
    }

    private static ScrollBar bar(TableView<?> table, Orientation orientation) {
        return FrozenColumns.flow(table).getChildrenUnmodifiable().stream()
                .filter(n -> n instanceof ScrollBar s && s.getOrientation() == orientation)
                .map(ScrollBar.class::cast).findFirst().orElseThrow();
    }
}
