package org.swapset.app.desktop;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import javafx.beans.binding.Bindings;
import javafx.collections.ListChangeListener;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.ComboBox;
import javafx.scene.control.Control;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TextField;
import javafx.scene.control.TitledPane;
import javafx.scene.control.Tooltip;
import javafx.scene.layout.ColumnConstraints;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import org.swapset.app.desktop.model.EditorModel;
import org.swapset.app.desktop.model.FieldModel;
import org.swapset.app.desktop.model.Section;

/**
 * The configuration form of one {@link EditorModel}: a titled pane per section, a text field or choice box per
 * field with its help as a tooltip and its default as the prompt, and the loader's message under a field it faults,
 * on a line whose room is kept whether it shows or not ({@link #errorLine}). Rebuilt whenever the model's sections
 * change (a plugin switched, a device added).
 */
final class EditorView {

    private final EditorModel model;
    private final VBox sections = new VBox(8);
    private final ScrollPane root = new ScrollPane(sections);
    private Set<String> knownPaths = Set.of(); // the fields the form showed when last built

    EditorView(EditorModel model) {
        this.model = model;
        sections.setPadding(new Insets(10));
        root.setFitToWidth(true);
        keepScrollOffset(root);
        model.sections().addListener((ListChangeListener<Section>) c -> build());
        build();
    }

    /**
     * Keeps what the form shows where it is when the room for it changes: the red bar under the form taking some of
     * the window's height. The scroll pane keeps the pixels scrolled when its content grows (a section unfolded),
     * but its scroll bar's fraction when its viewport shrinks, which moves everything in view (a click aimed at a
     * field lands on another).
     */
    static void keepScrollOffset(ScrollPane pane) {
        pane.viewportBoundsProperty().addListener((o, was, now) -> {
            double content = pane.getContent().getLayoutBounds().getHeight();
            keepOffset(pane, content - was.getHeight(), content - now.getHeight());
            if (now.getHeight() < was.getHeight()) {
                keepFocusInView(pane, now.getHeight());
            }
        });
    }

    /**
     * When the pane has lost height, scrolls just enough to keep the control being typed in on view: the red bar
     * appearing under a form scrolled to its end covered the very field whose value it was about.
     */
    private static void keepFocusInView(ScrollPane pane, double viewport) {
        Node focus = pane.getScene() == null ? null : pane.getScene().getFocusOwner();
        Node content = pane.getContent();
        Node n = focus;
        while (n != null && n != content) {
            n = n.getParent();
        }
        double extra = content.getLayoutBounds().getHeight() - viewport;
        if (n == null || extra <= 0) {
            return;
        }
        double bottom = content.sceneToLocal(focus.localToScene(focus.getBoundsInLocal())).getMaxY() + 8;
        double top = pane.getVvalue() * extra;
        if (bottom > top + viewport) {
            pane.setVvalue(Math.min(1, (bottom - viewport) / extra));
        }
    }

    /** Sets the scroll bar so that the pixels scrolled over a range of {@code before} stay so over {@code after}. */
    private static void keepOffset(ScrollPane pane, double before, double after) {
        if (before > 0 && after > 0 && before != after) {
            pane.setVvalue(Math.min(1, pane.getVvalue() * before / after));
        }
    }

    Node root() {
        return root;
    }

    /** A node id for the control of a scenario path: {@code workloads[0].users} becomes {@code workloads-0--users}. */
    static String idOf(String path) {
        return "field-" + path.replaceAll("[^A-Za-z0-9]", "-");
    }

    /** Scrolls the form so that {@code node}, one of its controls, is in view. */
    static void reveal(Node node) {
        for (Node n = node.getParent(); n != null; n = n.getParent()) {
            if (n instanceof ScrollPane pane && pane.getContent() != null) {
                // Measured as laid out now: what was just shown (an answer, a section added) has no place before.
                pane.applyCss();
                pane.layout();
                Node content = pane.getContent();
                double y = content.sceneToLocal(node.localToScene(node.getBoundsInLocal())).getMinY();
                double extra = content.getBoundsInLocal().getHeight() - pane.getViewportBounds().getHeight();
                if (extra > 0) {
                    pane.setVvalue(Math.max(0, Math.min(1, (y - 40) / extra)));
                }
                return;
            }
        }
    }

    private void build() {
        // The form is rebuilt under the user's hands (a plugin chosen, a device added): the control that had the
        // focus gets it back, and the form stays where it was scrolled, so that the focus does not fall to the
        // window's first control (Run, which Enter would then start).
        javafx.scene.Node owner = root.getScene() == null ? null : root.getScene().getFocusOwner();
        boolean inside = owner != null && isInside(owner);
        String focused = inside && owner.getId() != null && (owner.getId().startsWith("field-")
                || owner.getId().startsWith("add-")) ? owner.getId() : null;
        double scrolled = root.getVvalue();
        // An Add button: what it added is the first field the form did not have (a new channel, device group,
        // workload or figure), which may be far above the buttons at the form's foot.
        String added = null;
        List<String> paths = new ArrayList<>();
        for (Section s : model.sections()) {
            for (FieldModel f : s.fields()) {
                paths.add(f.path());
                if (added == null && focused != null && focused.startsWith("add-") && !knownPaths.contains(f.path())) {
                    added = f.path();
                }
            }
        }
        knownPaths = Set.copyOf(paths);
        sections.getChildren().clear();
        for (Section s : model.sections()) {
            sections.getChildren().add(section(s));
        }
        // In as many rows as the form's width needs.
        FlowPane add = new FlowPane(8, 8, button("Add channel", model::addChannel), button("Add paging devices",
                model::addDeviceGroup), button("Add guest disks", model::addGuestDiskGroup),
                button("Add workload", model::addWorkload), button("Add published figure",
                model::addPublishedFigure));
        sections.getChildren().add(add);
        if (added != null) {
            String id = idOf(added);
            javafx.application.Platform.runLater(() -> {
                // Shown and given the focus, to be filled in: the form scrolls to it rather than staying at the foot.
                // A section's fields join the scene with its skin, made by the CSS pass, so that comes first.
                root.applyCss();
                Node field = sections.lookup("#" + id);
                if (field == null) {
                    root.requestFocus();
                    return;
                }
                reveal(field);
                field.requestFocus();
            });
        } else if (inside) {
            javafx.application.Platform.runLater(() -> {
                root.applyCss(); // as above: the rebuilt sections' fields are in the scene once they have skins
                Node again = focused == null ? null : sections.lookup("#" + focused);
                // A control that went with the rebuild (a Remove button): the form itself keeps the focus.
                (again != null ? again : root).requestFocus();
                root.setVvalue(scrolled);
            });
        }
    }

    private boolean isInside(Node node) {
        for (Node n = node; n != null; n = n.getParent()) {
            if (n == sections) {
                return true;
            }
        }
        return false;
    }

    private TitledPane section(Section s) {
        GridPane grid = new GridPane();
        grid.setHgap(10);
        grid.setVgap(0); // each field's error line, shown or not, is the room between it and the next (errorLine)
        // Wide enough for the longest parameter name a bundled plugin has (nonTrivialTransientPages); a longer one
        // from a third-party plugin is cut with its full name in the tooltip.
        ColumnConstraints labels = new ColumnConstraints(190);
        ColumnConstraints controls = new ColumnConstraints(220, 320, Double.MAX_VALUE);
        controls.setHgrow(Priority.ALWAYS);
        grid.getColumnConstraints().addAll(labels, controls);
        int row = 0;
        for (FieldModel f : s.fields()) {
            Label label = new Label(f.label());
            Control control = control(f);
            control.setId(idOf(f.path()));
            Tooltip tip = new Tooltip(f.help());
            tip.setWrapText(true);
            tip.setMaxWidth(420);
            control.setTooltip(tip);
            label.setTooltip(tip);
            grid.add(label, 0, row);
            if (f.item() != null) {
                // A field that stands for a list item of its own (a channel): removed beside it.
                Button remove = button("Remove", () -> model.remove(f.item()));
                remove.setId(idOf(f.item()) + "-remove");
                HBox.setHgrow(control, Priority.ALWAYS);
                control.setMaxWidth(Double.MAX_VALUE);
                grid.add(new HBox(8, control, remove), 1, row++);
            } else {
                grid.add(control, 1, row++);
            }
            Label err = errorLine(f.errorProperty());
            err.setId(idOf(f.path()) + "-error");
            showWhenSettled(err, control, f.errorProperty());
            f.errorProperty().addListener((o, was, now) -> mark(control, now));
            mark(control, f.getError());
            grid.add(err, 1, row++);
        }
        VBox content = new VBox(4, grid);
        if (s.removable()) {
            content.getChildren().add(button("Remove", () -> model.remove(s.path())));
        }
        TitledPane pane = new TitledPane(s.title(), content);
        heading(pane, s);
        pane.setId("section-" + s.path().replaceAll("[^A-Za-z0-9]", "-"));
        // A heading can be long (a plugin's description): it is cut to the form's width, whole in its tooltip,
        // rather than widening the form past the window.
        pane.skinProperty().addListener((o, was, now) -> {
            if (pane.lookup(".title") instanceof Region title) {
                title.setMinWidth(0);
                title.setPrefWidth(0); // the pane's width is its content's, and the heading is cut to it
                Tooltip heading = new Tooltip();
                heading.textProperty().bind(pane.textProperty());
                heading.setWrapText(true);
                heading.setMaxWidth(520);
                Tooltip.install(title, heading);
            }
        });
        // The control program's costs, and a published: block the scenario does not have, start folded: open, the
        // empty block's "source: required" looked like something missing from the scenario.
        pane.setExpanded(!s.path().equals("controlProgram")
                && !(s.path().equals("published") && model.document().node("published").isEmpty()));
        return pane;
    }

    /**
     * The section's heading: its title, with an item's own label (a published figure's) as it is typed; and while
     * the loader faults the section as a whole (storage locked above real), the heading says why, in red, in place
     * of anything after the section's name (a plugin's description), so that a narrow window cuts the description,
     * not the problem. A line for it among the fields, shown as it came, pushed them all down under the user's hands
     * (the section's own fields, the one typed in too); in the heading it moves nothing, and shows on a folded
     * section too.
     */
    private static void heading(TitledPane pane, Section s) {
        FieldModel label = s.fields().stream().filter(f -> f.path().equals(s.path() + ".label")).findFirst()
                .orElse(null);
        javafx.beans.Observable[] on = label == null ? new javafx.beans.Observable[] {s.error()}
                : new javafx.beans.Observable[] {s.error(), label.textProperty()};
        pane.textProperty().bind(Bindings.createStringBinding(() -> {
            String error = s.error().get();
            if (error != null) {
                int named = s.title().indexOf(" — ");
                return (named < 0 ? s.title() : s.title().substring(0, named)) + " — " + error.replace("\n", " · ");
            }
            return label == null || label.getText() == null || label.getText().isBlank() ? s.title()
                    : s.title() + " — " + label.getText();
        }, on));
        s.error().addListener((o, was, now) -> mark(pane, now));
        mark(pane, s.error().get());
    }

    private static Control control(FieldModel f) {
        if (f.kind() == FieldModel.Kind.TEXT) {
            TextField text = new TextField();
            text.textProperty().bindBidirectional(f.textProperty());
            text.setPromptText(f.prompt());
            return text;
        }
        ComboBox<String> box = new ComboBox<>();
        box.getItems().setAll(f.choices());
        if (!f.getText().isEmpty() && !box.getItems().contains(f.getText())) {
            box.getItems().add(f.getText()); // a value the loader will refuse: shown, and marked
        }
        box.setValue(f.getText());
        box.setPromptText(f.prompt());
        box.setMaxWidth(Double.MAX_VALUE);
        box.valueProperty().addListener((o, was, now) -> f.setText(now == null ? "" : now));
        box.setCellFactory(list -> new javafx.scene.control.ListCell<>() {
            @Override
            protected void updateItem(String item, boolean empty) {
                super.updateItem(item, empty);
                setText(empty ? null : item.isEmpty() ? "(default: " + f.prompt() + ")" : item);
            }
        });
        box.setButtonCell(box.getCellFactory().call(null));
        return box;
    }

    /** How long typing in a field must pause before the error line under it shows. */
    static final javafx.util.Duration SETTLE = javafx.util.Duration.millis(700);

    /**
     * Shows {@code line}, the error under {@code field}, while the field holds a refused value, once the value has
     * settled: at once when the field is not being typed in (a scenario opened, the focus gone elsewhere), else when
     * the typing has paused for {@link #SETTLE}. The line's room is kept ({@link #errorLine}), so it moves nothing as
     * it comes and goes; but shown as each key went in, it came and went under a value half typed ({@code 5} on the
     * way to {@code 50ms}), red words flickering under the field at every key. The red outline and the red bar say
     * it at once, and a valid value hides the line at once.
     */
    static void showWhenSettled(Label line, Control field, javafx.beans.value.ObservableStringValue error) {
        javafx.animation.PauseTransition pause = new javafx.animation.PauseTransition(SETTLE);
        pause.setOnFinished(e -> line.setVisible(error.get() != null));
        Runnable update = () -> {
            if (error.get() != null && field.isFocused()) {
                pause.playFromStart();
            } else {
                pause.stop();
                line.setVisible(error.get() != null);
            }
        };
        error.addListener(o -> update.run());
        field.focusedProperty().addListener((o, was, now) -> {
            if (!now) {
                update.run();
            }
        });
        line.setVisible(error.get() != null);
    }

    /**
     * Outlines the control in red while it holds a refused value, or reddens a section's heading while the section is
     * faulted: the style class {@code invalid} (swapset.css).
     */
    static void mark(Control control, String error) {
        control.getStyleClass().remove("invalid");
        if (error != null) {
            control.getStyleClass().add("invalid");
        }
    }

    /**
     * The line for the loader's message under a field, one line high whether it shows a message or not: shown as it
     * came, wrapped and taking room, it pushed every field below it down (and back up when put right), so the field
     * the user was about to click jumped. A message too long for the line is cut with an ellipsis, whole in the
     * line's tooltip (and in the red bar under the form); a field's several messages are put on the line one after
     * another.
     */
    private static Label errorLine(javafx.beans.binding.StringExpression error) {
        Label l = new Label();
        l.textProperty().bind(Bindings.createStringBinding(() -> error.get() == null ? ""
                : error.get().replace("\n", " · "), error));
        l.setWrapText(false);
        l.setTextOverrun(javafx.scene.control.OverrunStyle.ELLIPSIS);
        l.setMinHeight(Region.USE_PREF_SIZE);
        l.setMaxHeight(Region.USE_PREF_SIZE);
        l.setMinWidth(0);
        l.setMaxWidth(Double.MAX_VALUE);
        l.setStyle("-fx-text-fill: #b00020;");
        GridPane.setMargin(l, new Insets(2, 0, 2, 0));
        Tooltip whole = new Tooltip();
        whole.textProperty().bind(error);
        whole.setWrapText(true);
        whole.setMaxWidth(520);
        l.tooltipProperty().bind(Bindings.when(error.isNull()).then((Tooltip) null).otherwise(whole));
        return l;
    }

    private static Button button(String text, Runnable action) {
        Button b = new Button(text);
        b.setOnAction(e -> action.run());
        if (text.startsWith("Add ")) {
            b.setId("add-" + text.substring(4).replace(' ', '-')); // "add-paging-devices": found again after a rebuild
        }
        return b;
    }
}
