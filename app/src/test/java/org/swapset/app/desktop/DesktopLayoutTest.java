package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import javafx.geometry.Bounds;
import javafx.scene.Node;
import javafx.scene.Scene;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableView;
import javafx.stage.Stage;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.app.desktop.model.EditorModel;
import org.swapset.app.desktop.model.FieldModel;
import org.swapset.app.desktop.model.TestFiles;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;
import org.testfx.util.WaitForAsyncUtils;

/**
 * In a small window (800 x 600, and the smallest the window allows) every tab keeps its controls in view: the tool
 * bar's fields and buttons inside the window and clear of each other, the forms and the dashboard as wide as their
 * scroll panes (no sideways scrolling), the plugins table's columns within its width, the Compare tab's buttons,
 * list, form, table and chart on screen. A scenario with many problems keeps the form in view: the red bar that
 * lists them shows a few lines and scrolls the rest.
 */
@ExtendWith(ApplicationExtension.class)
class DesktopLayoutTest {

    @TempDir
    Path temp;

    private final ExecutorService background = Executors.newSingleThreadExecutor();
    private Stage stage;
    private FxSteps.Desktop desktop;

    @Start
    void start(Stage stage) throws Exception {
        this.stage = stage;
        desktop = FxSteps.open(stage, TestFiles.registry(), temp, background, new FakeDialogs());
    }

    @AfterEach
    void stop() {
        desktop.jobs().cancel();
        background.shutdownNow();
    }

    private static final List<String> TOOL_BAR = List.of("#run", "#target", "#capacity", "#sweep-users", "#sweep",
            "#time-limit");

    @Test
    void everyTabKeepsItsControlsInViewInASmallWindow(FxRobot robot) {
        MainWindow window = desktop.window();
        robot.interact(() -> {
            window.tabs().getSelectionModel().select(2);
            window.duplicate(); // a variant's form in the Compare tab
        });
        assertEquals(DesktopApp.MIN_WIDTH, stage.getMinWidth());
        assertEquals(DesktopApp.MIN_HEIGHT, stage.getMinHeight());
        for (double[] size : List.of(new double[] {800, 600},
                new double[] {DesktopApp.MIN_WIDTH, DesktopApp.MIN_HEIGHT})) {
            robot.interact(() -> {
                stage.setWidth(size[0]);
                stage.setHeight(size[1]);
            });
            WaitForAsyncUtils.waitForFxEvents();
            String at = (int) size[0] + " x " + (int) size[1] + ": ";
            for (int tab = 0; tab < 4; tab++) {
                int t = tab;
                robot.interact(() -> window.tabs().getSelectionModel().select(t));
                WaitForAsyncUtils.waitForFxEvents();
                String where = at + window.tabs().getTabs().get(tab).getText() + ": ";
                robot.interact(() -> {
                    Scene scene = stage.getScene();
                    List<Bounds> bar = new ArrayList<>();
                    for (String id : TOOL_BAR) {
                        Node control = robot.lookup(id).tryQuery().orElse(null);
                        assertTrue(control != null, where + id + " is not in the window (a tool bar's overflow menu?)");
                        bar.add(inView(scene, control, where));
                    }
                    for (int i = 0; i < bar.size(); i++) {
                        for (int j = i + 1; j < bar.size(); j++) {
                            assertTrue(!bar.get(i).intersects(bar.get(j)), where + TOOL_BAR.get(i) + " overlaps "
                                    + TOOL_BAR.get(j));
                        }
                    }
                    inView(scene, robot.lookup("#cancel").query(), where);
                    inView(scene, window.tabs().getTabs().get(t).getContent(), where);
                    for (Node n : scene.getRoot().lookupAll(".scroll-pane")) {
                        if (n instanceof ScrollPane pane && treeVisible(pane) && pane.getContent() != null) {
                            double content = pane.getContent().getLayoutBounds().getWidth();
                            assertTrue(content <= pane.getViewportBounds().getWidth() + 1, where + "content "
                                    + content + " wide in a viewport of " + pane.getViewportBounds().getWidth()
                                    + ": " + pane.getContent());
                        }
                    }
                });
            }
            robot.interact(() -> window.tabs().getSelectionModel().select(3));
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> {
                TableView<?> plugins = robot.lookup("#plugins").queryAs(TableView.class);
                double columns = plugins.getColumns().stream().mapToDouble(c -> c.getWidth()).sum();
                assertTrue(columns <= plugins.getWidth(), at + "plugin columns " + columns + " wide in a table of "
                        + plugins.getWidth());
            });
            robot.interact(() -> window.tabs().getSelectionModel().select(2));
            WaitForAsyncUtils.waitForFxEvents();
            robot.interact(() -> {
                for (String id : List.of("#variants", "#duplicate-variant", "#remove-variant", "#save-variant",
                        "#compare", "#comparison", "#chart-compare", "#field-storage-real")) {
                    inView(stage.getScene(), robot.from(window.compareView().root()).lookup(id).query(),
                            at + "Compare: " + id + ": ");
                }
            });
        }
    }

    @Test
    void aProblemAppearingOrGoingMovesNothingAboveTheStatusLine(FxRobot robot) {
        EditorModel editor = desktop.workspace().editor();
        javafx.scene.Node tabs = desktop.window().tabs();
        double[] y = new double[2];
        robot.interact(() -> y[0] = tabs.localToScene(0, 0).getY());
        robot.interact(() -> editor.field("storage.real").orElseThrow().setText("lots"));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            assertTrue(robot.lookup("#problem-bar").query().isVisible());
            y[1] = tabs.localToScene(0, 0).getY();
        });
        assertEquals(y[0], y[1], 0.5, "the tabs and the form stay where they were: the bar is at the bottom");
    }

    /** The window at its smallest, on the Configuration tab. */
    private void formInTheSmallestWindow(FxRobot robot) {
        robot.interact(() -> {
            stage.setWidth(DesktopApp.MIN_WIDTH);
            stage.setHeight(DesktopApp.MIN_HEIGHT);
            desktop.window().tabs().getSelectionModel().select(0);
        });
        WaitForAsyncUtils.waitForFxEvents();
    }

    /** A user typing in the form's last field saw the red bar come up and cover the field it was about. */
    @Test
    void theFieldBeingTypedInStaysInViewWhenTheProblemBarComesUnderIt(FxRobot robot) {
        EditorModel editor = desktop.workspace().editor();
        formInTheSmallestWindow(robot);
        // The users field, scrolled to the foot of the form's view and given the focus.
        String last = "workloads[0].users";
        Node field = robot.lookup("#" + EditorView.idOf(last)).query();
        ScrollPane form = ancestor(field);
        robot.interact(() -> {
            Node content = form.getContent();
            double bottom = content.sceneToLocal(field.localToScene(field.getBoundsInLocal())).getMaxY();
            double viewport = form.getViewportBounds().getHeight();
            double extra = content.getLayoutBounds().getHeight() - viewport;
            assertTrue(extra > 0 && bottom > viewport, "the form scrolls, and the field is below its first view");
            form.setVvalue(Math.min(1, (bottom + 2 - viewport) / extra));
            field.requestFocus();
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> assertTrue(within(field, form), "in view before"));
        robot.interact(() -> editor.field(last).orElseThrow().setText("lots"));
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            assertTrue(robot.lookup("#problem-bar").query().isVisible(), editor.problemProperty().get());
            assertTrue(within(field, form), "the bar came up and the field " + last + " is still in view");
        });
    }

    /**
     * An error line coming under a field moves no field of the form, nor does it going (in the smallest window):
     * shown as it came, it pushed every field below it down and back up, so the one the user was about to click
     * jumped. A long message stays one line, cut, and is whole in the line's tooltip. A problem with a section as a
     * whole, whose line atop the section pushed down its own fields, is said in the section's heading, in red.
     */
    @Test
    void anErrorLineComingOrGoingMovesNoField(FxRobot robot) {
        EditorModel editor = desktop.workspace().editor();
        formInTheSmallestWindow(robot);
        Node form = ancestor(robot.lookup("#" + EditorView.idOf("storage.real")).query()).getContent();
        java.util.function.Supplier<java.util.Map<String, Double>> places = () -> {
            java.util.Map<String, Double> at = new java.util.TreeMap<>();
            editor.sections().stream().flatMap(x -> x.fields().stream()).forEach(f -> {
                Node n = form.lookup("#" + EditorView.idOf(f.path()));
                if (n != null) {
                    at.put(n.getId(), form.sceneToLocal(n.localToScene(n.getLayoutBounds())).getMinY());
                }
            });
            return at;
        };
        Label usersLine = robot.lookup("#" + EditorView.idOf("workloads[0].users") + "-error").queryAs(Label.class);
        double[] lineHeight = new double[1];
        java.util.Map<String, Double> before = new java.util.TreeMap<>();
        robot.interact(() -> {
            before.putAll(places.get());
            lineHeight[0] = usersLine.getHeight();
        });
        assertTrue(before.size() > 20 && before.containsKey(EditorView.idOf("run.duration")), before.toString());

        // A value refused at its field, a rule between two fields with a long message, and one about a whole section.
        robot.interact(() -> {
            editor.field("run.warmUp").orElseThrow().setText("lots");
            editor.field("workloads[0].workingSet").orElseThrow().setText("280");
            editor.field("storage.real").orElseThrow().setText("4GiB");
            editor.field("storage.locked").orElseThrow().setText("2GiB");
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            for (String id : List.of(EditorView.idOf("run.warmUp") + "-error",
                    EditorView.idOf("workloads[0].workingSet") + "-error",
                    EditorView.idOf("workloads[0].addressSpace") + "-error")) {
                assertTrue(robot.lookup("#" + id).query().isVisible(), id + " shows");
            }
            java.util.Map<String, Double> with = places.get();
            for (var e : before.entrySet()) {
                assertEquals(e.getValue(), with.get(e.getKey()), 0.5, e.getKey() + " moved as the error lines came");
            }
            Label line = robot.lookup("#" + EditorView.idOf("workloads[0].workingSet") + "-error")
                    .queryAs(Label.class);
            String message = editor.field("workloads[0].workingSet").orElseThrow().getError();
            assertTrue(message.length() > 80, "a long message: " + message);
            assertEquals(lineHeight[0], line.getHeight(), 0.5, "one line, as an empty one");
            String shown = ((javafx.scene.text.Text) line.lookup(".text")).getText();
            String cut = line.getEllipsisString();
            assertTrue(shown.endsWith(cut) && message.startsWith(shown.substring(0, shown.length() - cut.length())),
                    "cut: " + shown);
            assertEquals(message, line.getTooltip().getText(), "whole in its tooltip");
            javafx.scene.control.TitledPane storage = robot.lookup("#section-storage")
                    .queryAs(javafx.scene.control.TitledPane.class);
            String whole = editor.sections().stream().filter(x -> x.path().equals("storage")).findFirst()
                    .orElseThrow().error().get();
            assertTrue(whole != null && whole.contains("below the 2 GB line"), whole);
            assertEquals("Storage — " + whole, storage.getText(), "said in the heading");
            assertEquals(javafx.scene.paint.Color.web("#b00020"), storage.getTextFill(), "in red");
        });

        // Put right, the lines go and again nothing moves.
        robot.interact(() -> {
            editor.field("run.warmUp").orElseThrow().setText("30s");
            editor.field("workloads[0].workingSet").orElseThrow().setText("30");
            editor.field("storage.locked").orElseThrow().setText("");
            editor.field("storage.real").orElseThrow().setText("4MiB");
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            assertEquals("", editor.problemProperty().get());
            javafx.scene.control.TitledPane storage = robot.lookup("#section-storage")
                    .queryAs(javafx.scene.control.TitledPane.class);
            assertEquals("Storage", storage.getText());
            assertTrue(!storage.getStyleClass().contains("invalid"));
            java.util.Map<String, Double> after = places.get();
            for (var e : before.entrySet()) {
                assertEquals(e.getValue(), after.get(e.getKey()), 0.5, e.getKey() + " moved as the error lines went");
            }
        });
    }

    private static ScrollPane ancestor(Node node) {
        for (Node n = node.getParent(); n != null; n = n.getParent()) {
            if (n instanceof ScrollPane pane) {
                return pane;
            }
        }
        throw new AssertionError("no scroll pane above " + node);
    }

    /** Whether {@code node} is wholly inside the scroll pane's viewport, on screen. */
    private static boolean within(Node node, ScrollPane pane) {
        Bounds n = node.localToScene(node.getBoundsInLocal());
        Bounds viewport = pane.localToScene(pane.getLayoutBounds());
        return n.getMinY() >= viewport.getMinY() - 0.5 && n.getMaxY() <= viewport.getMaxY() + 0.5;
    }

    /**
     * The Compare tab's red warnings show whole in the smallest window, above a variant's supportable users, without
     * scrolling: they had sat under a long answer in a box a third of the height, seen only after scrolling it.
     */
    @Test
    void theComparisonsWarningsShowWithoutScrollingInTheSmallestWindow(FxRobot robot) {
        MainWindow window = desktop.window();
        robot.interact(() -> {
            stage.setMaximized(false); // the stage is shared with the tests before
            stage.setWidth(DesktopApp.MIN_WIDTH);
            stage.setHeight(DesktopApp.MIN_HEIGHT);
            window.tabs().getSelectionModel().select(2);
            window.duplicate();
            window.duplicate();
        });
        var points = List.of(new org.swapset.app.desktop.model.Curve.Point(300,
                org.swapset.core.forecast.Statistics.estimate(new double[] {0.8, 0.9, 1.0})));
        java.util.TreeMap<Integer, String> full = new java.util.TreeMap<>(java.util.Map.of(
                388, "cannot run: paging space is full", 465, "cannot run: paging space is full"));
        java.util.TreeMap<Integer, String> failed = new java.util.TreeMap<>(java.util.Map.of(
                150, "failed: plugin 'x' threw at workloads[0] of the scenario"));
        List<org.swapset.app.desktop.model.Curve> curves = new java.util.ArrayList<>();
        List<org.swapset.core.forecast.Forecast> forecasts = new java.util.ArrayList<>();
        for (String name : List.of("base", "variant 1", "variant 2")) {
            forecasts.add(new org.swapset.core.forecast.Forecast(name, 7, 3, 60, 600, List.of()));
            curves.add(new org.swapset.app.desktop.model.Curve(name, "q1.seconds", "Q1 seconds", "s", points,
                    name.equals("variant 2") ? failed : full));
        }
        var compared = new org.swapset.app.desktop.model.Runs.Compared(new org.swapset.core.forecast.Comparison(
                forecasts.get(0), forecasts.subList(1, 3)), curves);
        robot.interact(() -> {
            window.whatIf().show(compared);
            EditorModel v1 = window.whatIf().variants().get(0);
            window.compareView().showCapacity(v1, "Supportable users at q1.seconds<=1s: 372 (95%: 360 to 380); "
                    + "scenario has 310, spare +62, growth factor 1.20; q1.seconds there: 0.98 s ± 0.03. At "
                    + "capacity: Processor utilisation at 97%. The model cannot run 388 and 465 users: paging space "
                    + "is full.");
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            Label warnings = robot.lookup("#compare-failures").queryAs(Label.class);
            ScrollPane box = robot.lookup("#compare-notes").queryAs(ScrollPane.class);
            assertTrue(warnings.getText().startsWith("Base and V1: no forecast at 388 and 465 users"),
                    warnings.getText());
            assertEquals(0, warnings.getBoundsInParent().getMinY(), 1, "first in the box, above the answer");
            assertTrue(warnings.getBoundsInParent().getMaxY() <= box.getViewportBounds().getHeight() + 1,
                    "whole without scrolling: " + warnings.getBoundsInParent() + " in " + box.getViewportBounds()
                    + "; window " + stage.getWidth() + " x " + stage.getHeight() + ", scene " + stage.getScene()
                    .getWidth() + " x " + stage.getScene().getHeight());
        });
    }

    @Test
    void manyProblemsScrollInsideTheirBarAndLeaveTheFormItsRoom(FxRobot robot) {
        MainWindow window = desktop.window();
        EditorModel editor = desktop.workspace().editor();
        robot.interact(() -> {
            stage.setWidth(DesktopApp.MIN_WIDTH);
            stage.setHeight(DesktopApp.MIN_HEIGHT);
            editor.field("storage.real").orElseThrow().setText("lots");
        });
        WaitForAsyncUtils.waitForFxEvents();
        robot.interact(() -> {
            // One problem, two lines in the narrowest window: all of it shows, no scrolling.
            Label text = robot.lookup("#problem").queryAs(Label.class);
            ScrollPane bar = robot.lookup("#problem-bar").queryAs(ScrollPane.class);
            assertTrue(text.getHeight() > 1.5 * text.getFont().getSize() * 1.5, "wraps: " + text.getHeight());
            assertTrue(text.getHeight() <= bar.getViewportBounds().getHeight() + 1, text.getHeight() + " high in "
                    + bar.getViewportBounds());
        });
        robot.interact(() -> {
            // Fifteen free-text fields (not names) given a value no number, size or duration reads as.
            List<String> paths = editor.sections().stream().flatMap(s -> s.fields().stream())
                    .filter(f -> f.kind() == FieldModel.Kind.TEXT).map(FieldModel::path)
                    .filter(p -> !p.endsWith("name") && !p.endsWith("description") && !p.endsWith("label")
                            && !p.endsWith("source") && !p.endsWith("channel")).limit(15).toList();
            for (String path : paths) {
                editor.field(path).ifPresent(f -> f.setText("lots"));
            }
        });
        String problems = editor.problemProperty().get();
        assertTrue(problems.split("\n").length >= 14, "a scenario with many problems: " + problems);
        for (double[] size : List.of(new double[] {800, 600},
                new double[] {DesktopApp.MIN_WIDTH, DesktopApp.MIN_HEIGHT})) {
            robot.interact(() -> {
                stage.setWidth(size[0]);
                stage.setHeight(size[1]);
                window.tabs().getSelectionModel().select(0);
            });
            WaitForAsyncUtils.waitForFxEvents();
            String at = (int) size[0] + " x " + (int) size[1] + ": ";
            robot.interact(() -> {
                Scene scene = stage.getScene();
                Label text = robot.lookup("#problem").queryAs(Label.class);
                assertEquals(problems, text.getText(), at + "every problem is in the bar");
                Node bar = text;
                for (Node n = text; n != null; n = n.getParent()) {
                    if (n instanceof ScrollPane) {
                        bar = n;
                        break;
                    }
                }
                Bounds shown = inView(scene, bar, at);
                double line = text.getFont().getSize() * 1.5;
                assertTrue(shown.getHeight() <= 4 * line + 16, at + "the bar is " + shown.getHeight()
                        + " high, more than about 3 lines of " + line);
                assertTrue(bar != text && text.getHeight() > ((ScrollPane) bar).getViewportBounds().getHeight(),
                        at + "the lines below scroll inside the bar");
                double form = window.tabs().getHeight();
                assertTrue(form >= scene.getHeight() / 2, at + "the tabs are " + form + " high in a window of "
                        + scene.getHeight());
                inView(scene, window.tabs(), at);
            });
        }
    }

    /** Asserts that {@code node} is shown, has a size and lies inside the window; returns its bounds. */
    private static Bounds inView(Scene scene, Node node, String where) {
        assertTrue(treeVisible(node), where + node + " is hidden");
        Bounds b = node.localToScene(node.getLayoutBounds());
        assertTrue(b.getWidth() > 0 && b.getHeight() > 0, where + node + " has no size: " + b);
        assertTrue(b.getMinX() >= -0.5 && b.getMinY() >= -0.5 && b.getMaxX() <= scene.getWidth() + 0.5
                && b.getMaxY() <= scene.getHeight() + 0.5, where + node + " is outside the " + scene.getWidth()
                + " x " + scene.getHeight() + " window: " + b);
        return b;
    }

    private static boolean treeVisible(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (!n.isVisible()) {
                return false;
            }
        }
        return node.getScene() != null;
    }
}
