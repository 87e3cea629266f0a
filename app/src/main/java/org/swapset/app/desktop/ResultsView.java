package org.swapset.app.desktop;

import java.util.List;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.geometry.Insets;
import javafx.scene.Node;
import javafx.scene.control.Label;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.TableColumn;
import javafx.scene.control.TableView;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.GridPane;
import javafx.scene.layout.VBox;
import javafx.util.Callback;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.fx.ChartViewer;
import org.swapset.app.desktop.model.Charts;
import org.swapset.app.desktop.model.Curve;
import org.swapset.app.desktop.model.KeyFigure;
import org.swapset.app.desktop.model.ResultsModel;
import org.swapset.core.forecast.CapacitySearch;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.ForecastReport;
import org.swapset.core.forecast.MetricForecast;
import org.swapset.core.forecast.Validation;

/**
 * The results dashboard: key figures with their intervals, the bottleneck, the capacity answer, three JFreeChart
 * charts (the metric against users with its band and the target, paging rates by kind, utilisation), the
 * published-versus-forecast table and every metric. The user counts whose forecast failed are listed in red: a
 * capacity search's under its answer (as {@code swapset capacity} lists them), a sweep's above the charts. The
 * curve's points are tabled under the charts; a curve whose sweep or search was cancelled or failed part-way is
 * said to be partial above the charts, under the chart's title and over its table.
 */
final class ResultsView {

    private final ResultsModel model;
    private final FlowPane figures = new FlowPane(10, 10);
    private final Label caption = new Label();
    private final Label bottleneck = new Label("Run the scenario to see its forecast.");
    /** Metrics that had not settled in the run (see Settling), said above the figures; hidden when there are none. */
    private final Label unsettled = warningLabel("unsettled");
    private final Label capacity = new Label();
    private final Label capacityFailures = failureLabel("capacity-failures");
    private final Label curveFailures = failureLabel("curve-failures");
    private final ChartViewer curve = viewer("chart-curve");
    private final ChartViewer paging = viewer("chart-paging");
    private final ChartViewer utilisation = viewer("chart-utilisation");
    /** The forecast the utilisation and paging charts were drawn for, and whether they said it was out of date. */
    private Forecast chartsFor;
    private boolean chartsOutOfDate;
    /** How many times the utilisation and paging charts were drawn: once a forecast, once a change of date. */
    private int chartsDrawn;
    private final Label pointsTitle = heading("");
    private final TableView<Curve.Row> points = new TableView<>();
    private final Label publishedTitle = heading("Published and forecast");
    private final TableView<Validation.Row> published = new TableView<>();
    private final TableView<MetricForecast> metrics = new TableView<>();
    private final ScrollPane root;

    ResultsView(ResultsModel model) {
        this.model = model;
        figures.setId("key-figures");
        bottleneck.setId("bottleneck");
        bottleneck.setWrapText(true);
        capacity.setId("capacity");
        capacity.setStyle("-fx-font-size: 15px; -fx-font-weight: bold;");
        GridPane charts = new GridPane();
        charts.setHgap(8);
        charts.setVgap(8);
        // Two charts abreast, each half the width, however wide the window.
        for (int column = 0; column < 2; column++) {
            javafx.scene.layout.ColumnConstraints half = new javafx.scene.layout.ColumnConstraints();
            half.setPercentWidth(50);
            charts.getColumnConstraints().add(half);
        }
        charts.add(curve, 0, 0);
        charts.add(utilisation, 1, 0);
        charts.add(paging, 0, 1);
        buildTables();
        pointsTitle.setWrapText(true);
        caption.setId("caption");
        caption.textProperty().bind(model.captionProperty());
        caption.setStyle("-fx-font-size: 14px; -fx-font-weight: bold;");
        caption.setWrapText(true);
        VBox content = new VBox(10, caption, unsettled, figures, bottleneck, capacity, capacityFailures, curveFailures,
                charts, pointsTitle, points, publishedTitle, published,
                heading("All metrics"), metrics);
        content.setPadding(new Insets(10));
        root = new ScrollPane(content);
        root.setFitToWidth(true);
        model.forecastProperty().addListener((o, was, now) -> showForecast(now));
        // Out of date, or again up to date: the charts say so under their titles, as the caption does.
        model.captionProperty().addListener((o, was, now) -> showForecastCharts());
        model.curveProperty().addListener((o, was, now) -> {
            showCurve();
            if (now != null) {
                scrollToTheAnswer();
            }
        });
        model.targetProperty().addListener((o, was, now) -> showCurve());
        model.searchOutOfDateProperty().addListener((o, was, now) -> {
            showCurve();
            showCapacity(model.capacityProperty().get());
        });
        model.capacityProperty().addListener((o, was, now) -> {
            showCapacity(now);
            showCurve(); // its note of missing counts, unless the answer says them
            if (now != null) {
                scrollToTheAnswer();
            }
        });
        showForecast(null);
        showCurve();
    }

    Node root() {
        return root;
    }

    /**
     * After a capacity search or a sweep, the page scrolled to its answer (the supportable users, else the curve), once
     * it is laid out with it: where the page was left, it showed the points table below.
     */
    private void scrollToTheAnswer() {
        javafx.application.Platform.runLater(() -> EditorView.reveal(capacity.getText().isEmpty() ? curve : capacity));
    }

    /** How many times the forecast's charts were drawn (a test's count). */
    int chartsDrawn() {
        return chartsDrawn;
    }

    /** The charts shown, for export: curve, utilisation, paging. */
    List<JFreeChart> charts() {
        return java.util.stream.Stream.of(curve, utilisation, paging).map(ChartViewer::getChart)
                .filter(java.util.Objects::nonNull).toList();
    }

    private void showForecast(Forecast f) {
        figures.getChildren().clear();
        published.getItems().clear();
        metrics.getItems().clear();
        boolean any = f != null;
        paging.setVisible(any);
        utilisation.setVisible(any);
        paging.setManaged(any); // no blank where they would be: a sweep's curve and its table close up
        utilisation.setManaged(any);
        unsettled.setText(any ? String.join("\n", f.notices().stream().map(n -> n.kind() + ": " + n.text())
                .toList()) : "");
        unsettled.setVisible(!unsettled.getText().isEmpty());
        if (!any) {
            bottleneck.setText("Run the scenario to see its forecast.");
            chartsFor = null;
            return;
        }
        for (KeyFigure k : KeyFigure.of(f)) {
            Label label = new Label(k.label());
            label.setStyle("-fx-font-size: 11px; -fx-text-fill: #555;");
            label.setWrapText(true);
            Label value = new Label(k.value());
            value.setId("figure-" + k.id().replace('.', '-'));
            value.setStyle("-fx-font-size: 20px; -fx-font-weight: bold;");
            Label ci = new Label(k.interval());
            ci.setStyle("-fx-font-size: 11px; -fx-text-fill: #555;");
            ci.setWrapText(true); // a long interval ("± 0.00049 (0.06589 to 0.06688)") on two lines, not cut
            VBox card = new VBox(2, label, value, ci);
            card.setPadding(new Insets(6, 10, 6, 10));
            card.setPrefWidth(190);
            card.setStyle("-fx-border-color: #ddd; -fx-border-radius: 6; -fx-background-color: white;"
                    + " -fx-background-radius: 6;");
            figures.getChildren().add(card);
        }
        bottleneck.setText("Bottleneck: " + CapacitySearch.bottleneck(f));
        showForecastCharts();
        model.validation().ifPresent(v -> published.getItems().setAll(v.rows()));
        publishedTitle.setVisible(!published.getItems().isEmpty());
        publishedTitle.setManaged(publishedTitle.isVisible());
        published.setVisible(publishedTitle.isVisible());
        published.setManaged(publishedTitle.isVisible());
        metrics.getItems().setAll(f.metrics());
    }

    /** The utilisation and paging charts of the forecast shown, saying which run it is and whether out of date. */
    private void showForecastCharts() {
        Forecast f = model.forecastProperty().get();
        if (f != null && (f != chartsFor || model.isOutOfDate() != chartsOutOfDate)) {
            paging.setChart(model.pagingChart());
            utilisation.setChart(model.utilisationChart());
            chartsDrawn++;
        }
        chartsFor = f;
        chartsOutOfDate = model.isOutOfDate();
    }

    private void showCurve() {
        Curve c = model.curveProperty().get();
        StringBuilder missing = new StringBuilder();
        if (c != null && c.isPartial()) {
            missing.append("Partial curve: ").append(c.partial()).append('.');
        }
        if (c != null && !c.missing().isEmpty() && !ResultsModel.saidByTheAnswer(model.capacityProperty().get(), c)) {
            // "curve": a sweep's, or a capacity search's with the counts it tried and could not run
            missing.append(c.isPartial() ? "\nNo forecast at " : "The curve has no forecast at ")
                    .append(c.missing().size()).append(" of its ")
                    .append(c.missing().size() + c.points().size()).append(" user counts (the others are drawn):");
            c.missingByReason().forEach((why, users) -> missing.append("\n  ").append(Curve.counts(users))
                    .append(" users: ").append(why));
        }
        setFailures(curveFailures, missing.toString());
        boolean partial = c != null && c.isPartial();
        pointsTitle.setText(c == null ? "" : "Points of the curve" + (partial ? " — partial: " + c.partial() : ""));
        pointsTitle.setStyle(HEADING + (partial ? " -fx-text-fill: #b00020;" : ""));
        points.getItems().setAll(c == null ? List.of() : c.rows());
        if (c != null) {
            points.getColumns().get(1).setText(c.unit().isEmpty() ? c.metric() : c.metric() + " (" + c.unit() + ")");
        }
        for (Node n : List.of(pointsTitle, points)) {
            n.setVisible(c != null);
            n.setManaged(c != null);
        }
        JFreeChart chart = model.curveProperty().get() == null ? Charts.curves(List.of(), model.targetValue())
                : Charts.curves(List.of(model.curveProperty().get()), model.targetValue());
        if (c != null) {
            Charts.addSubtitle(chart, c.scenario()); // which scenario's, in its export too
        }
        if (c != null && model.searchOutOfDateProperty().get()) {
            Charts.addNotes(chart, List.of(ResultsModel.SEARCH_OUT_OF_DATE)); // on screen and in its export
        }
        curve.setChart(chart);
    }

    private void showCapacity(CapacitySearch.Result r) {
        if (r == null) {
            capacity.setText("");
            setFailures(capacityFailures, "");
            return;
        }
        StringBuilder failed = new StringBuilder();
        if (!r.failedPoints().isEmpty()) {
            failed.append("The forecast failed at ").append(r.failedPoints().size()).append(r.failedPoints().size() == 1
                    ? " user count" : " user counts").append(" (counted as not meeting the target, so the capacity "
                    + "may be higher than found; the search went on around them):");
            r.failedPoints().forEach((users, why) -> failed.append("\n  failed at ").append(users).append(" users: ")
                    .append(why));
        }
        setFailures(capacityFailures, failed.toString());
        capacity.setText((model.searchOutOfDateProperty().get() ? ResultsModel.SEARCH_OUT_OF_DATE + ". " : "")
                + ResultsModel.describe(r));
        capacity.setWrapText(true);
    }

    private void buildTables() {
        // Widths to their contents (the labels wide, the numbers narrow); the last column takes what is left.
        published.getColumns().setAll(List.of(
                width(column("Figure", r -> r.label()), 300),
                width(column("Published", r -> ForecastReport.value(r.published(), 4)), 100),
                width(column("Forecast", r -> r.forecast() == null ? "(no such metric)"
                        : ForecastReport.estimate(r.forecast().mean(), r.forecast().halfWidth(), 4)), 160),
                width(column("Unit", r -> r.unit()), 60),
                width(column("Error", r -> Double.isNaN(r.relativeError()) ? "-"
                        : String.format(java.util.Locale.ROOT, "%+.1f%%", 100 * r.relativeError())), 80),
                width(column("Allowed", r -> String.format(java.util.Locale.ROOT, "%.0f%%", 100 * r.tolerance())),
                        70),
                column("Verdict", r -> r.passes() ? "ok" : "outside")));
        published.setId("published");
        // Before a run, what to do rather than JavaFX's "No content in table".
        published.setPlaceholder(new Label("Run the scenario to see its forecast beside the published figures."));
        published.setPrefHeight(220);
        published.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        metrics.getColumns().setAll(List.of(
                width(column("Metric", m -> m.metric().label()), 420),
                width(column("Mean", m -> ForecastReport.mean(m.estimate().mean(), m.estimate().halfWidth(), 5)),
                        90),
                width(column("± 95%", m -> interval(m.estimate())), 70),
                width(column("Unit", m -> m.metric().unit()), 50),
                width(column("Id", m -> m.metric().id()), 270)));
        points.getColumns().setAll(List.of(
                width(column("Users", r -> Integer.toString(r.users())), 80),
                width(column("Mean", r -> r.estimate() == null ? "-" : ForecastReport.mean(r.estimate().mean(),
                        r.estimate().halfWidth(), 5)), 110),
                width(column("± 95%", r -> r.estimate() == null ? "-" : interval(r.estimate())), 80),
                column("No value because", r -> r.missing())));
        points.setId("curve-points");
        points.setPrefHeight(200);
        points.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
        metrics.setId("metrics");
        metrics.setPlaceholder(new Label("Run the scenario to see every metric of its forecast."));
        metrics.setPrefHeight(360);
        metrics.setColumnResizePolicy(TableView.CONSTRAINED_RESIZE_POLICY_FLEX_LAST_COLUMN);
    }

    /** A half-width as the tables show it beside its mean; nothing beside a mean of n/a (no value, no interval). */
    static String interval(org.swapset.core.forecast.Estimate e) {
        return Double.isNaN(e.mean()) ? "" : ForecastReport.significant(e.halfWidth(), 2);
    }

    private static <T> TableColumn<T, String> width(TableColumn<T, String> column, double width) {
        column.setPrefWidth(width);
        return column;
    }

    private static <T> TableColumn<T, String> column(String title, java.util.function.Function<T, String> value) {
        TableColumn<T, String> c = new TableColumn<>(title);
        Callback<TableColumn.CellDataFeatures<T, String>, javafx.beans.value.ObservableValue<String>> factory =
                cell -> new ReadOnlyStringWrapper(value.apply(cell.getValue()));
        c.setCellValueFactory(factory);
        return c;
    }

    /** The failures shown: the capacity search's failed user counts, and the counts missing from the curve. */
    String failuresText() {
        return (capacityFailures.getText() + "\n" + curveFailures.getText()).strip();
    }

    /**
     * A warning above figures (not settled, out of date): red and bold, hidden, and taking no room, until it is made
     * visible. Shared with the compare view.
     */
    static Label warningLabel(String id) {
        Label l = new Label();
        l.setId(id);
        l.setWrapText(true);
        l.setStyle("-fx-text-fill: #b00020; -fx-font-weight: bold;");
        l.managedProperty().bind(l.visibleProperty());
        l.setVisible(false);
        return l;
    }

    private static Label failureLabel(String id) {
        Label l = new Label();
        l.setId(id);
        l.setWrapText(true);
        l.setStyle("-fx-text-fill: #b00020;");
        l.setVisible(false);
        l.setManaged(false);
        return l;
    }

    private static void setFailures(Label label, String text) {
        label.setText(text);
        label.setVisible(!text.isEmpty());
        label.setManaged(!text.isEmpty());
    }

    private static ChartViewer viewer(String id) {
        ChartViewer v = fixed(new ChartViewer());
        v.setId(id);
        v.setPrefSize(560, 320);
        v.setMinSize(240, 260);
        v.setMaxWidth(Double.MAX_VALUE);
        return v;
    }

    /**
     * A chart that does not zoom or pan: the mouse wheel over it scrolls the page, as anywhere else, rather than
     * zooming its axes (a utilisation axis of -20 to 140 %, kept in the export), and a drag does nothing. Shared with
     * the compare view.
     */
    static ChartViewer fixed(ChartViewer v) {
        org.jfree.chart.fx.ChartCanvas canvas = v.getCanvas();
        for (String handler : List.of("scroll", "zoom", "pan")) {
            org.jfree.chart.fx.interaction.MouseHandlerFX h = canvas.getMouseHandler(handler);
            if (h != null) {
                canvas.removeAuxiliaryMouseHandler(h);
                canvas.removeMouseHandler(h);
            }
        }
        canvas.setDomainZoomable(false);
        canvas.setRangeZoomable(false);
        return v;
    }

    private static final String HEADING = "-fx-font-size: 14px; -fx-font-weight: bold;";

    private static Label heading(String text) {
        Label l = new Label(text);
        l.setStyle(HEADING);
        return l;
    }

    /** Shared with the compare view. */
    static <T> TableColumn<T, String> textColumn(String title, java.util.function.Function<T, String> value) {
        return column(title, value);
    }
}
