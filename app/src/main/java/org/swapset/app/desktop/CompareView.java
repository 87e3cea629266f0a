package org.swapset.app.desktop;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import javafx.geometry.Insets;
import javafx.geometry.Orientation;
import javafx.scene.Node;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.ListCell;
import javafx.scene.control.ListView;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.StackPane;
import javafx.scene.layout.VBox;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.fx.ChartViewer;
import org.swapset.app.desktop.model.Charts;
import org.swapset.app.desktop.model.Curve;
import org.swapset.app.desktop.model.EditorModel;
import org.swapset.app.desktop.model.Runs;
import org.swapset.app.desktop.model.WhatIf;
import org.swapset.core.forecast.Comparison;
import org.swapset.core.forecast.ForecastReport;
import org.swapset.core.forecast.MetricForecast;

/**
 * What-if comparison: the variants of the scenario in a list, the selected one's form, and once compared the
 * side-by-side table (means, ratio to the base, paired difference with its interval, "~" where not significant)
 * and every scenario's curve on one chart. A variant whose forecast failed is named above the table with its error
 * (the plugin's id, jar and scenario path) and has no columns or curve; the others are compared, as
 * {@code swapset compare} does.
 */
final class CompareView {

    private final WhatIf model;
    private final ListView<EditorModel> list = new ListView<>();
    private final StackPane editor = new StackPane(new Label(NO_VARIANTS));
    /** What the variant pane says while no variant's form is shown. */
    static final String NO_VARIANTS = "Duplicate the scenario as a variant, then change it.";
    static final String NONE_SELECTED = "Select a variant to edit it.";
    /** The frozen metric column's width where there is room: most labels whole. */
    static final double METRIC_WIDTH = 250;

    /**
     * The frozen metric column's width in a pane {@code paneWidth} wide: {@link #METRIC_WIDTH}, but no more than two
     * fifths of the pane with the unit column, and no less than 100 px.
     */
    static double metricWidth(double paneWidth) {
        return Math.max(100, Math.min(METRIC_WIDTH, 0.4 * paneWidth - 55));
    }

    /** Modena's row height (2 em): rows of the two tables must be of one height to line up. */
    private static final double ROW_HEIGHT = Math.round(2 * javafx.scene.text.Font.getDefault().getSize());
    /** The figures: the base's, and each variant's with its ratio and difference to the base. */
    private final TableView<MetricForecast> table = new TableView<>();
    /** The metric and its unit, frozen beside {@link #table}: in view while a second variant scrolls the figures. */
    private final TableView<MetricForecast> metrics = new TableView<>();
    private final ChartViewer chart = ResultsView.fixed(new ChartViewer());
    private final Label failures = new Label();
    private final Button duplicate = new Button("Duplicate as variant");
    private final Button remove = new Button("Remove variant");
    private final Button saveVariant = new Button("Save variant as...");
    private final Button compare = new Button("Compare");
    private final Button capacity = new Button("Supportable users");
    /** Each variant's supportable users, as found by {@link #capacity} and until it is edited or removed. */
    private final java.util.Map<EditorModel, String> answers = new java.util.IdentityHashMap<>();
    private final Label answersLabel = new Label();
    private final Label outOfDate = ResultsView.warningLabel("compare-out-of-date");
    // A forecast compared that had not settled, as the Results tab says.
    private final Label unsettled = ResultsView.warningLabel("compare-unsettled");
    private final BorderPane root = new BorderPane();

    CompareView(WhatIf model) {
        this.model = model;
        list.setItems(model.variants());
        list.setId("variants");
        list.setCellFactory(l -> new ListCell<>() {
            @Override
            protected void updateItem(EditorModel item, boolean empty) {
                super.updateItem(item, empty);
                // Numbered as the comparison's columns are (V1, V2...), since long names are cut to the same
                // prefix; the whole name in the tooltip.
                setText(empty || item == null ? null : "V" + (getIndex() + 1) + "  " + item.name());
                setTooltip(empty || item == null ? null : new javafx.scene.control.Tooltip(item.name()));
            }
        });
        // A variant's name is one of its fields: show renames as they are typed.
        model.variants().addListener((javafx.collections.ListChangeListener<EditorModel>) c -> {
            while (c.next()) {
                c.getAddedSubList().forEach(v -> v.editsProperty().addListener((o, was, now) -> {
                    list.refresh();
                    // An answer for the variant as it was is not one for it now.
                    if (answers.remove(v) != null) {
                        showAnswers();
                    }
                }));
                if (c.wasRemoved() && answers.keySet().retainAll(model.variants())) {
                    showAnswers();
                }
            }
        });
        list.getSelectionModel().selectedItemProperty().addListener((o, was, now) -> showEditor());
        // With no variant the hint is to make one; with some, to pick one (recovered variants come unselected).
        model.variants().addListener((javafx.collections.ListChangeListener<EditorModel>) c -> {
            if (selected() == null) {
                showEditor();
            }
        });
        duplicate.setId("duplicate-variant");
        compare.setId("compare");
        remove.setId("remove-variant"); // the window removes it, asking first when it has unsaved edits
        remove.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull());
        saveVariant.setId("save-variant");
        saveVariant.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull());
        capacity.setId("variant-capacity");
        capacity.setTooltip(new javafx.scene.control.Tooltip("Search the users the selected variant supports at "
                + "the target, as Supportable users does for the scenario"));
        capacity.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull());
        answersLabel.setId("variant-capacity-answers");
        answersLabel.setWrapText(true);
        answersLabel.setPadding(new Insets(4, 6, 4, 6));
        answersLabel.managedProperty().bind(answersLabel.visibleProperty());
        answersLabel.setVisible(false);
        table.setId("comparison");
        Label placeholder = new Label("Compare to see the base and the variants side by side.");
        placeholder.setWrapText(true); // whole in a narrow window
        placeholder.setPadding(new Insets(8));
        table.setPlaceholder(placeholder);
        metrics.setId("comparison-metrics");
        metrics.setPlaceholder(new Label(""));
        metrics.getColumns().setAll(List.of(ResultsView.textColumn("Metric", m -> m.metric().label()),
                ResultsView.textColumn("Unit", m -> m.metric().unit())));
        metrics.getColumns().get(0).setPrefWidth(METRIC_WIDTH);
        metrics.getColumns().get(1).setPrefWidth(55);
        javafx.scene.layout.HBox tables = FrozenColumns.join(metrics, table, ROW_HEIGHT);
        // The frozen names take at most two fifths of a narrow pane, the figures the rest (at the smallest window
        // they had 45 px, one column cut to "Bas..."); before a comparison the figures' placeholder has it all.
        // A width the user dragged the column to is kept: once it is other than the width last set here, the pane's
        // width no longer sets it.
        TableColumn<MetricForecast, ?> metricColumn = metrics.getColumns().get(0);
        double[] lastSet = {METRIC_WIDTH};
        boolean[] userSized = {false};
        metricColumn.widthProperty().addListener((o, was, now) -> {
            if (metrics.getSkin() != null && Math.abs(now.doubleValue() - lastSet[0]) >= 1) {
                userSized[0] = true;
            }
        });
        tables.widthProperty().addListener((o, was, now) -> {
            if (!userSized[0]) {
                lastSet[0] = metricWidth(now.doubleValue());
                metricColumn.setPrefWidth(lastSet[0]);
            }
        });
        metrics.visibleProperty().bind(javafx.beans.binding.Bindings.isNotEmpty(table.getItems()));
        metrics.getParent().managedProperty().bind(metrics.visibleProperty());
        metrics.getParent().visibleProperty().bind(metrics.visibleProperty());
        VBox.setVgrow(tables, javafx.scene.layout.Priority.ALWAYS);
        chart.setId("chart-compare");
        chart.setPrefSize(560, 300);
        // Room for a plot in the smallest window (it had 87 px, a plot of 12 px under a title of four lines): the
        // table beside it gives way and scrolls sideways. Narrow, the chart is drawn short (Charts.narrow), its
        // notes said in red above the table.
        chart.setMinWidth(MIN_CHART_WIDTH);
        chart.widthProperty().addListener((o, was, now) -> {
            if ((was.doubleValue() < Charts.NARROW) != (now.doubleValue() < Charts.NARROW)
                    && model.comparedProperty().get() != null) {
                chart.setChart(screenChart(model.comparedProperty().get()));
            }
        });
        for (Button b : List.of(duplicate, remove, saveVariant, compare, capacity)) {
            b.setMaxWidth(Double.MAX_VALUE);
        }
        VBox left = new VBox(6, new Label("Variants"), list, duplicate, remove, saveVariant, compare, capacity);
        left.setPadding(new Insets(8));
        left.setPrefWidth(210);
        failures.setId("compare-failures");
        failures.setWrapText(true);
        failures.setStyle("-fx-text-fill: #b00020;");
        failures.setPadding(new Insets(4, 6, 4, 6));
        // The warnings first, above the variants' supportable users, and every line of them in view (up to half the
        // height, where the box then scrolls): they had come under a long answer in a box of a third of the height,
        // seen only after scrolling. The answers take what is left of that half; the table keeps the rest.
        VBox notes = new VBox(failures, answersLabel);
        ScrollPane failuresPane = new ScrollPane(notes);
        failuresPane.setId("compare-notes");
        failuresPane.setFitToWidth(true);
        failuresPane.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        failuresPane.setStyle("-fx-background-color: transparent; -fx-background-insets: 0; -fx-padding: 0;");
        failuresPane.visibleProperty().bind(failures.visibleProperty().or(answersLabel.visibleProperty()));
        failuresPane.managedProperty().bind(failuresPane.visibleProperty());
        failures.managedProperty().bind(failures.visibleProperty());
        outOfDate.setText("Out of date: " + WhatIf.OUT_OF_DATE + ".");
        outOfDate.visibleProperty().bind(model.outOfDateProperty());
        for (Label l : List.of(outOfDate, unsettled)) {
            l.setPadding(new Insets(4, 6, 4, 6));
        }
        VBox tableAndFailures = new VBox(outOfDate, unsettled, failuresPane, tables);
        for (TableView<?> t : List.of(metrics, table)) {
            t.setMinHeight(90); // the header and a row or two
            t.setPrefHeight(120);
        }
        javafx.beans.InvalidationListener fit = o -> {
            double width = Math.max(1, failuresPane.getWidth() - 16);
            double lines = notes.prefHeight(width) + 2;
            double warnings = failures.isVisible() ? failures.prefHeight(width) + 2 : 0;
            double most = Math.max(60, tableAndFailures.getHeight() / 2);
            failuresPane.setPrefHeight(Math.min(lines, most));
            failuresPane.setMinHeight(Math.min(Math.max(warnings, Math.min(lines, 60)), most));
        };
        failures.textProperty().addListener(fit);
        failures.visibleProperty().addListener(fit);
        answersLabel.textProperty().addListener(fit);
        failuresPane.widthProperty().addListener(fit);
        tableAndFailures.heightProperty().addListener(fit);
        // The table gives way to the chart's least width (it scrolls sideways): with the least width of its columns
        // it pushed the chart past the window's right edge at 720 x 520 under Xvfb's fonts.
        tableAndFailures.setMinWidth(0);
        tables.setMinWidth(0);
        SplitPane bottom = new SplitPane(tableAndFailures, chart);
        SplitPane centre = new SplitPane(editor, bottom);
        centre.setOrientation(Orientation.VERTICAL);
        centre.setDividerPositions(0.42);
        bottom.setDividerPositions(0.66);
        // Narrow, the chart has its least width and the table all the rest (it took more, and left the table its
        // names alone).
        bottom.widthProperty().addListener((o, was, now) -> {
            if (now.doubleValue() > 0) {
                bottom.setDividerPositions(Math.min(0.66, 1 - (MIN_CHART_WIDTH + 10) / now.doubleValue()));
            }
        });
        root.setLeft(left);
        root.setCenter(centre);
        model.comparedProperty().addListener((o, was, now) -> show(now));
        show(null);
    }

    Node root() {
        return root;
    }

    private void showEditor() {
        EditorModel now = selected();
        editor.getChildren().setAll(now != null ? new EditorView(now).root()
                : new Label(model.variants().isEmpty() ? NO_VARIANTS : NONE_SELECTED));
    }

    /** What the variant pane shows while no form is: its hint, or null while a variant's form is shown. */
    String editorHint() {
        return editor.getChildren().size() == 1 && editor.getChildren().get(0) instanceof Label l ? l.getText() : null;
    }

    Button duplicateButton() {
        return duplicate;
    }

    Button compareButton() {
        return compare;
    }

    Button removeVariantButton() {
        return remove;
    }

    Button saveVariantButton() {
        return saveVariant;
    }

    Button capacityButton() {
        return capacity;
    }

    /** Compare and the variant's Supportable users disabled while {@code busy}, as the tool bar's job buttons are. */
    void disableWhile(javafx.beans.value.ObservableBooleanValue busy) {
        // Nothing to compare without a variant (it answered with an error dialog).
        compare.disableProperty().bind(javafx.beans.binding.Bindings.createBooleanBinding(
                () -> busy.get() || model.variants().isEmpty(), busy, model.variants()));
        capacity.disableProperty().bind(list.getSelectionModel().selectedItemProperty().isNull().or(busy));
    }

    /** Shows a variant's supportable users ({@code answer}, a sentence) beside the others found, above the table. */
    void showCapacity(EditorModel variant, String answer) {
        if (model.variants().contains(variant)) {
            answers.put(variant, answer);
            showAnswers();
        }
    }

    /** The supportable users found for the variants, as shown: a line each, "V1 NAME: Supportable users at ...". */
    String answersText() {
        return answersLabel.getText();
    }

    private void showAnswers() {
        StringBuilder text = new StringBuilder();
        for (int i = 0; i < model.variants().size(); i++) {
            String answer = answers.get(model.variants().get(i));
            if (answer != null) {
                text.append(text.length() == 0 ? "" : "\n").append('V').append(i + 1).append(' ')
                        .append(model.variants().get(i).name()).append(": ").append(answer);
            }
        }
        answersLabel.setText(text.toString());
        answersLabel.setVisible(text.length() > 0);
    }

    /** The variant whose form is shown, or null. */
    EditorModel selected() {
        return list.getSelectionModel().getSelectedItem();
    }

    /** Selects a variant, showing its form. */
    void select(EditorModel variant) {
        list.getSelectionModel().select(variant);
    }

    /**
     * The comparison's chart for a file: its curves under the scenarios' own names (on screen they are Base, V1...,
     * which only the window's list explains), or the empty chart shown before a comparison.
     */
    Optional<JFreeChart> chart() {
        Runs.Compared compared = model.comparedProperty().get();
        if (compared == null) {
            return Optional.ofNullable(chart.getChart());
        }
        JFreeChart file = Charts.curves(compared.curves(), compared.targetValue());
        // Told from the Results tab's chart of the same metric, in its file's name too ("...-comparison-mean-...").
        file.setTitle("Comparison: " + file.getTitle().getText());
        if (model.outOfDateProperty().get()) {
            Charts.addNotes(file, List.of("Out of date: " + WhatIf.OUT_OF_DATE));
        }
        return Optional.of(file);
    }

    /** The chart as the window shows it. */
    JFreeChart shownChart() {
        return chart.getChart();
    }

    /** The failures of the last comparison as shown: failed variants, then user counts missing from the curves. */
    String failuresText() {
        return failures.getText();
    }

    private void show(Runs.Compared compared) {
        table.getItems().clear();
        failures.setText(compared == null ? "" : failures(compared));
        failures.setVisible(!failures.getText().isEmpty());
        unsettled.setText(compared == null ? "" : String.join("\n", compared.comparison().warnings()));
        unsettled.setVisible(!unsettled.getText().isEmpty());
        if (compared == null) {
            table.getColumns().clear(); // no "Base | V1 | Ratio" left over from another scenario's comparison
            chart.setChart(Charts.curves(List.of(), OptionalDouble.empty()));
            return;
        }
        Comparison c = compared.comparison();
        // Rows: the base's metrics, then those only variants have (their own devices and channels), shown as theirs.
        var only = c.variantOnly();
        java.util.Map<MetricForecast, List<MetricForecast>> variantRows = new java.util.IdentityHashMap<>();
        List<MetricForecast> items = new ArrayList<>(c.base().metrics());
        only.forEach((metric, forecasts) -> {
            MetricForecast first = forecasts.stream().filter(java.util.Objects::nonNull).findFirst().orElseThrow();
            variantRows.put(first, forecasts);
            items.add(first);
        });
        List<TableColumn<MetricForecast, String>> columns = new ArrayList<>();
        // Means to their own intervals' place, as the Results tab's cards (digits past it are noise); the paired
        // difference, narrower than either, keeps its own.
        columns.add(ResultsView.textColumn("Base", m -> variantRows.containsKey(m) ? "-" : shown(m.estimate())));
        for (int v = 0; v < c.variants().size(); v++) {
            int variant = v;
            columns.add(ResultsView.textColumn("V" + c.number(v), m -> variantRows.containsKey(m)
                    ? java.util.Optional.ofNullable(variantRows.get(m).get(variant))
                            .map(x -> shown(x.estimate())).orElse("-")
                    : c.cell(m.metric().id(), variant).map(x -> shown(x.variant())).orElse("-")));
            columns.add(ResultsView.textColumn("Ratio", m -> variantRows.containsKey(m) ? "-"
                    : c.cell(m.metric().id(), variant)
                    .map(x -> Double.isNaN(x.ratio()) ? "-" : String.format(Locale.ROOT, "%.3f", x.ratio()))
                    .orElse("-")));
            columns.add(ResultsView.textColumn("Difference ± 95%", m -> variantRows.containsKey(m) ? "-"
                    : c.cell(m.metric().id(), variant)
                    .map(x -> ForecastReport.difference(x.difference().mean(), x.difference().halfWidth())
                            + x.mark()).orElse("-")));
        }
        for (TableColumn<MetricForecast, String> col : columns) {
            col.setPrefWidth(switch (col.getText()) {
                case "Difference ± 95%" -> 150;
                case "Ratio" -> 55;
                default -> 75;
            });
        }
        table.getColumns().setAll(columns);
        table.getItems().setAll(items);
        chart.setChart(screenChart(compared));
    }

    /** A mean in the table: five significant digits at most, none past its 95% interval's place; n/a for none. */
    static String shown(org.swapset.core.forecast.Estimate e) {
        return ForecastReport.mean(e.mean(), e.halfWidth(), 5);
    }

    /** The chart's least width: a plot that reads beside its axis and legend, the title on one line. */
    static final double MIN_CHART_WIDTH = 240;

    /** The comparison's chart as the window shows it: its curves named Base, V1...; short when it is narrow. */
    private JFreeChart screenChart(Runs.Compared compared) {
        JFreeChart c = Charts.curves(shortNamed(compared), compared.targetValue());
        return chart.getWidth() > 0 && chart.getWidth() < Charts.NARROW ? Charts.narrow(c) : c;
    }

    /**
     * The comparison's curves named as the table's columns, Base, V1, V2 (a failed variant has no curve, and its
     * number is skipped), so that the legend and the notes fit the chart beside the table.
     */
    static List<Curve> shortNamed(Runs.Compared compared) {
        List<Curve> curves = compared.curves();
        List<Curve> named = new ArrayList<>();
        Comparison c = compared.comparison();
        for (int i = 0; i < curves.size(); i++) {
            named.add(curves.get(i).named(i == 0 ? "Base" : i - 1 < c.variants().size() ? "V" + c.number(i - 1)
                    : curves.get(i).scenario()));
        }
        return named;
    }

    /**
     * "1 of 2 variants failed; ...", one line per failed variant, "Variant 2 NAME failed: MESSAGE" (the message
     * names the plugin, its jar and where the scenario chose it), then one per reason for the user counts missing
     * from the curves, naming the curves it is true of as the table's columns do ("Base and V1: no forecast at 388
     * and 465 users: REASON"); empty when nothing failed.
     */
    static String failures(Runs.Compared compared) {
        StringBuilder out = new StringBuilder();
        Comparison c = compared.comparison();
        if (!c.failures().isEmpty()) {
            long cannot = c.failures().stream().filter(Comparison.Failure::cannotRun).count();
            long failed = c.failures().size() - cannot;
            out.append(c.failures().size()).append(" of ").append(c.variants().size() + c.failures().size())
                    .append(" variants ").append(failed == 0 ? "cannot run" : cannot == 0 ? "failed"
                            : "failed or cannot run").append("; the base and the other ").append(c.variants().size())
                    .append(" were compared.\n");
        }
        for (Comparison.Failure f : c.failures()) {
            out.append("Variant ").append(f.position() + 1).append(' ').append(f.scenario())
                    .append(f.cannotRun() ? " " : " failed: ").append(f.said()).append('\n');
        }
        // A reason true of several curves said once, naming them as the table's columns and the chart's legend do
        // (Base, V1: the scenarios' names may have commas of their own), as the chart says a shared note once.
        java.util.Map<String, List<String>> reasons = new java.util.LinkedHashMap<>();
        for (Curve curve : shortNamed(compared)) {
            curve.missingByReason().forEach((why, users) -> reasons.computeIfAbsent("no forecast at "
                    + Curve.counts(users) + " users: " + why, k -> new ArrayList<>()).add(curve.scenario()));
        }
        reasons.forEach((reason, names) -> out.append(org.swapset.core.scenario.Units.listed(names)).append(": ")
                .append(reason).append('\n'));
        return out.toString().strip();
    }
}
