package org.swapset.app.desktop;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.animation.KeyFrame;
import javafx.animation.Timeline;
import javafx.geometry.Pos;
import javafx.scene.Parent;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.Menu;
import javafx.scene.control.MenuBar;
import javafx.scene.control.MenuItem;
import javafx.scene.control.ProgressBar;
import javafx.scene.control.ScrollPane;
import javafx.scene.control.SeparatorMenuItem;
import javafx.scene.control.Tab;
import javafx.scene.control.TabPane;
import javafx.scene.control.TextField;
import javafx.scene.control.Tooltip;
import javafx.scene.input.KeyCombination;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.FlowPane;
import javafx.scene.layout.HBox;
import javafx.scene.layout.Priority;
import javafx.scene.layout.Region;
import javafx.scene.layout.VBox;
import javafx.util.Duration;
import org.jfree.chart.JFreeChart;
import org.swapset.app.CapacityRun;
import org.swapset.app.Messages;
import org.swapset.app.desktop.model.EditorModel;
import org.swapset.app.desktop.model.Jobs;
import org.swapset.app.desktop.model.ResultsModel;
import org.swapset.app.desktop.model.Runs;
import org.swapset.app.desktop.model.Templates;
import org.swapset.app.desktop.model.WhatIf;
import org.swapset.app.desktop.model.Workspace;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.Sweep;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioException;

/**
 * The main window: menus (file, export), a tool bar to run, search capacity and sweep users (with a time limit on
 * each forecast, as the command line's {@code --time-limit}) and cancel with the progress and times of the running
 * job, and tabs for the configuration form, the results dashboard, what-if
 * comparison and the plugins. It holds no state of its own beyond the views: the workspace, results, variants and
 * jobs are the view models.
 */
final class MainWindow {

    /** About how many lines of problems the red bar shows before it scrolls. */
    static final int PROBLEM_LINES = 3;

    /** How often unsaved work is autosaved. */
    static final Duration AUTOSAVE = Duration.seconds(30);

    private final Workspace workspace;
    private final Jobs jobs;
    private final Runs runs;
    private final Dialogs dialogs;
    private final ResultsModel results = new ResultsModel();
    private final WhatIf whatIf;
    private final ResultsView resultsView = new ResultsView(results);
    private final CompareView compareView;
    private final PluginsView pluginsView;
    private final TabPane tabs = new TabPane();
    private final Tab configuration = new Tab("Configuration");
    private final Tab resultsTab = new Tab("Results", resultsView.root());
    private final Tab compareTab;
    private final Label problem = new Label();
    /** The red bar at the top that holds {@link #problem}: a few lines high, the rest scrolled. */
    private final ScrollPane problemBar = new ScrollPane(problem);
    private final TextField target = new TextField("q1.seconds<=1s");
    private final TextField sweepUsers = new TextField();
    private final TextField timeLimit = new TextField();
    private final Tooltip timeLimitHelp = new Tooltip();
    private final Menu recentMenu = new Menu("Open recent");
    private final BorderPane root = new BorderPane();
    private final Exports exports;
    private final JobActions actions;

    MainWindow(Workspace workspace, Jobs jobs, Runs runs, Dialogs dialogs) {
        this.workspace = workspace;
        this.jobs = jobs;
        this.runs = runs;
        this.dialogs = dialogs;
        this.whatIf = workspace.whatIf();
        this.compareView = new CompareView(whatIf);
        this.compareTab = new Tab("Compare", compareView.root());
        this.pluginsView = new PluginsView(workspace.registry());
        this.exports = new Exports(dialogs, this::suggestedName, jobs::say);
        this.actions = new JobActions(workspace, jobs, runs, dialogs, results, whatIf, target::getText,
                sweepUsers::getText, timeLimit::getText, this::showResults);
        for (Tab t : List.of(configuration, resultsTab, compareTab)) {
            t.setClosable(false);
        }
        tabs.addEventFilter(javafx.scene.input.KeyEvent.KEY_TYPED, e -> {
            if (e.getTarget() instanceof javafx.scene.control.TextInputControl && !e.getCharacter().isEmpty()
                    && !Character.isISOControl(e.getCharacter().charAt(0)) && !e.isControlDown()) {
                lastTyped = System.nanoTime();
            }
        });
        Tab plugins = new Tab("Plugins", pluginsView.root());
        plugins.setClosable(false);
        tabs.getTabs().setAll(configuration, resultsTab, compareTab, plugins);
        tabs.setId("tabs");
        problem.setId("problem");
        problem.setWrapText(true);
        problem.setStyle("-fx-text-fill: white; -fx-padding: 4 8;");
        // The loader lists up to 20 problems and says how many more: a bar as high as all of them would leave the
        // form, where they are marked, no room in a small window. It shows about three lines and scrolls the rest.
        problemBar.setId("problem-bar");
        problemBar.setFitToWidth(true);
        problemBar.setHbarPolicy(ScrollPane.ScrollBarPolicy.NEVER);
        problemBar.setStyle("-fx-background: #b00020; -fx-background-color: #b00020; -fx-padding: 0;");
        // As high as the text at the bar's width (a scroll pane asks its content's height unwrapped), up to the max.
        problemBar.prefViewportHeightProperty().bind(problem.heightProperty());
        problemBar.setMaxHeight(Math.ceil(PROBLEM_LINES * 1.4 * javafx.scene.text.Font.getDefault().getSize() + 8));
        problemBar.managedProperty().bind(problemBar.visibleProperty());
        problemBar.setVisible(false);
        // The problem bar stands above the status line, not above the tabs: appearing or going as values are typed,
        // it moves nothing the user is about to click.
        root.setTop(new VBox(menus(), toolBar()));
        root.setCenter(tabs);
        workspace.editorProperty().addListener((o, was, now) -> {
            showEditor(now);
            // What the status line said was of the last scenario ("Saved OTHER.yaml"): it says what is open now
            // (by name: the workspace sets its file after its editor).
            jobs.say(now == null ? "Ready" : "Opened " + now.name());
        });
        // "Saved FILE" goes stale at the next edit: the status line then says the scenario has changed since.
        workspace.dirtyProperty().addListener((o, was, dirty) -> {
            Path f = workspace.fileProperty().get();
            if (dirty && lastSaved != null && lastSaved.equals(jobs.statusProperty().get()) && f != null) {
                jobs.say("Changed since saved to " + f);
            }
        });
        workspace.recent().files().addListener((javafx.collections.ListChangeListener<Path>) c -> fillRecent());
        fillRecent();
        showEditor(workspace.editor());
        compareView.duplicateButton().setOnAction(e -> duplicate());
        compareView.compareButton().setOnAction(e -> compare());
        compareView.saveVariantButton().setOnAction(e -> saveVariant());
        compareView.removeVariantButton().setOnAction(e -> removeVariant());
        compareView.capacityButton().setOnAction(e -> {
            EditorModel variant = compareView.selected();
            if (variant != null) {
                actions.capacity(variant, answer -> compareView.showCapacity(variant, answer));
            }
        });
        Timeline ticks = new Timeline(new KeyFrame(Duration.seconds(1), e -> jobs.refresh()));
        ticks.setCycleCount(Timeline.INDEFINITE);
        ticks.play();
        Timeline autosave = new Timeline(new KeyFrame(AUTOSAVE, e -> autosave()));
        autosave.setCycleCount(Timeline.INDEFINITE);
        autosave.play();
    }

    Parent root() {
        return root;
    }

    ResultsModel results() {
        return results;
    }

    WhatIf whatIf() {
        return whatIf;
    }

    /** Says on the Plugins tab where plugin jars were looked for (the folder, or why there is none). */
    void pluginsFolder(String where) {
        pluginsView.folder(where);
    }

    ResultsView resultsView() {
        return resultsView;
    }

    CompareView compareView() {
        return compareView;
    }

    TabPane tabs() {
        return tabs;
    }

    // ----------------------------------------------------------------------------------------------------- layout

    private MenuBar menus() {
        // Mnemonics, as desktop menus have: Alt+F opens File, Alt+S Scenario, Alt+E Export.
        Menu file = new Menu("_File");
        Menu templates = new Menu("New from template");
        for (String name : Templates.names()) {
            templates.getItems().add(item(name, null, () -> newFrom(name)));
        }
        file.getItems().addAll(templates, item("Open...", "Shortcut+O", this::open), recentMenu,
                item("Save", "Shortcut+S", this::save), item("Save as...", "Shortcut+Shift+S", this::saveAs),
                new SeparatorMenuItem(), item("Quit", "Shortcut+Q", this::quit));
        Menu export = new Menu("_Export");
        export.getItems().addAll(
                item("Results as CSV...", null, () -> exports.text("Export results", "csv", results::csv)),
                item("Results as JSON...", null, () -> exports.text("Export results", "json", results::json)),
                item("HTML report...", null, () -> exports.text("Export report", "html", results::html)),
                item("Comparison as HTML...", null, () -> exports.text("Export comparison", "html", "-comparison",
                        whatIf::html)),
                item("Charts as PNG...", null, () -> exports.charts(charts(), "png")),
                item("Charts as SVG...", null, () -> exports.charts(charts(), "svg")));
        Menu scenario = new Menu("_Scenario");
        MenuItem run = item("Run", "Shortcut+R", this::run);
        MenuItem capacity = item("Supportable users", null, this::capacity);
        MenuItem sweep = item("Sweep users", null, this::sweep);
        MenuItem compare = item("Compare variants", null, this::compare);
        // Off exactly when the buttons that do the same are (a job running; Compare with no variant too): an item
        // left on did nothing while a job ran, or answered with an error dialog.
        for (MenuItem job : List.of(run, capacity, sweep)) {
            job.disableProperty().bind(jobs.runningProperty());
        }
        compare.disableProperty().bind(compareView.compareButton().disableProperty());
        scenario.getItems().addAll(run, capacity, sweep, item("Duplicate as variant", null, this::duplicate), compare);
        return new MenuBar(file, scenario, export);
    }

    private FlowPane toolBar() {
        Button run = button("Run", "run", "Forecast the scenario (as swapset run)", this::run);
        target.setId("target");
        target.setPrefColumnCount(14);
        Tooltip targetHelp = new Tooltip("METRIC<=VALUE or METRIC>=VALUE, units allowed: q1.seconds<=1s, "
                + "trivial.response<=1s, response.mean<=2s, response.p90<=5s");
        target.setTooltip(targetHelp);
        // Checked as it is typed, as the Time limit is: its form, and its metric against the forecast shown (the
        // command line probes for the metrics before it searches; here a misspelt metric had run a forecast first).
        Runnable checkTarget = () -> {
            String why = targetProblem(target.getText(), results.forecastProperty().get());
            EditorView.mark(target, why);
            target.setTooltip(why == null ? targetHelp : new Tooltip(why));
        };
        target.textProperty().addListener((o, was, now) -> checkTarget.run());
        results.forecastProperty().addListener((o, was, now) -> checkTarget.run());
        Button capacity = button("Supportable users", "capacity",
                "Search the users the scenario supports at the target (as swapset capacity)", this::capacity);
        sweepUsers.setId("sweep-users");
        sweepUsers.setPrefColumnCount(10);
        Tooltip usersHelp = new Tooltip("Users of the first workload: FROM..TO/STEP or a list, e.g. 100..400/50");
        sweepUsers.setTooltip(usersHelp);
        // Checked as it is typed, as the target and the time limit are.
        sweepUsers.textProperty().addListener((o, was, now) -> {
            String why = null;
            try {
                JobActions.userCounts(now == null ? "" : now);
            } catch (IllegalArgumentException e) {
                why = e.getMessage();
            }
            EditorView.mark(sweepUsers, why);
            sweepUsers.setTooltip(why == null ? usersHelp : new Tooltip(why));
        });
        Button sweep = button("Sweep", "sweep", "Forecast the target's metric over the user counts", this::sweep);
        timeLimit.setId("time-limit");
        timeLimit.setPrefColumnCount(5);
        timeLimit.setPromptText("none");
        // Checked as it is typed, marked like a form field: a bad limit is seen before Run refuses it.
        timeLimit.textProperty().addListener((o, was, now) -> {
            String why = null;
            if (now != null && !now.isBlank()) {
                try {
                    org.swapset.app.TimeLimit.parse(now.strip());
                } catch (IllegalArgumentException e) {
                    why = "'" + now.strip() + "': " + e.getMessage() + "; leave it empty for no limit";
                }
            }
            EditorView.mark(timeLimit, why);
            timeLimit.setTooltip(why == null ? timeLimitHelp : new Tooltip(why));
        });
        timeLimit.setTooltip(timeLimitHelp);
        timeLimitHelp.setText("Stop each forecast that runs longer than this, wall clock: a run, each user "
                + "count of a capacity search or sweep, each variant of a comparison on its own (as --time-limit). "
                + "A plugin stuck in a loop is stopped and named, and the other forecasts complete. E.g. 90s, 10m, "
                + "1h; empty: no limit.");
        Button cancel = button("Cancel", "cancel", "Stop the running job", jobs::cancel);
        cancel.disableProperty().bind(jobs.runningProperty().not());
        for (Button b : List.of(run, capacity, sweep)) {
            b.disableProperty().bind(jobs.runningProperty());
        }
        compareView.disableWhile(jobs.runningProperty()); // its job buttons too: a click there would do nothing
        // A button disabled under the focus hands it to the next control, the next tool-bar field with its text
        // selected, where the next key typed would replace it: a job's start leaves the focus on the tabs instead.
        jobs.runningProperty().addListener((o, was, running) -> {
            javafx.scene.Scene scene = run.getScene();
            javafx.scene.Node owner = scene == null ? null : scene.getFocusOwner();
            if (running && (owner == null || owner.isDisabled() || owner == target || owner == sweepUsers
                    || owner == timeLimit)) {
                tabs.requestFocus();
            }
        });
        ProgressBar progress = new ProgressBar(0);
        progress.setId("progress");
        progress.setPrefWidth(160);
        progress.progressProperty().bind(jobs.progressProperty());
        progress.visibleProperty().bind(jobs.runningProperty());
        Label status = new Label();
        status.setId("status");
        status.textProperty().bind(jobs.statusProperty());
        // A long note (a failure with its blame, a search's last forecast) is clipped in a narrow window: the whole
        // line is in the tooltip, and nothing when the line is empty.
        Tooltip statusWhole = new Tooltip();
        statusWhole.setWrapText(true);
        statusWhole.setMaxWidth(640);
        statusWhole.textProperty().bind(jobs.statusProperty());
        status.tooltipProperty().bind(javafx.beans.binding.Bindings.when(jobs.statusProperty().isEmpty())
                .then((Tooltip) null).otherwise(statusWhole));
        Region spring = new Region();
        HBox.setHgrow(spring, Priority.ALWAYS);
        status.setMinWidth(0);
        status.setMaxWidth(Double.MAX_VALUE);
        HBox.setHgrow(status, Priority.ALWAYS);
        progress.setMinWidth(Region.USE_PREF_SIZE);
        cancel.setMinWidth(Region.USE_PREF_SIZE);
        HBox statusBar = new HBox(8, status, spring, progress, cancel);
        statusBar.setAlignment(Pos.CENTER_LEFT);
        statusBar.setPadding(new javafx.geometry.Insets(4, 8, 4, 8));
        statusBar.setStyle("-fx-border-color: #ccc transparent transparent transparent;");
        root.setBottom(new VBox(problemBar, statusBar));
        // A tool bar that wraps in a narrow window, each field with its label and its button.
        FlowPane bar = new FlowPane(12, 4, run, group(new Label("Target"), target, capacity),
                group(new Label("Users"), sweepUsers, sweep), group(new Label("Time limit"), timeLimit));
        bar.getStyleClass().add("tool-bar");
        bar.setId("tool-bar");
        return bar;
    }

    /**
     * What is wrong with a target as typed, or null: not {@code METRIC<=VALUE}, or, with a forecast shown, a metric it
     * does not have (with the nearest ids) or a value whose unit cannot be the metric's. Empty is left to the job.
     */
    static String targetProblem(String text, org.swapset.core.forecast.Forecast shown) {
        if (text == null || text.isBlank()) {
            return null;
        }
        try {
            org.swapset.core.forecast.CapacitySearch.Target t = org.swapset.core.forecast.CapacitySearch.Target
                    .parse(text);
            if (shown == null) {
                return null;
            }
            var metric = shown.metric(t.metric());
            if (metric.isEmpty()) {
                return "the forecast has no metric '" + t.metric() + "'" + org.swapset.core.scenario.DidYouMean.hint(
                        t.metric(), shown.metrics().stream().map(m -> m.metric().id()).toList())
                        + JobActions.METRIC_IDS;
            }
            t.valueIn(metric.get().metric().unit());
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    private static HBox group(javafx.scene.Node... nodes) {
        HBox group = new HBox(4, nodes);
        group.setAlignment(Pos.CENTER_LEFT);
        return group;
    }

    private void showEditor(EditorModel editor) {
        // Another scenario (opened, new, recovered): nothing shown of the last one's results.
        results.forecastProperty().set(null);
        results.captionProperty().set("");
        results.curveProperty().set(null);
        results.capacityProperty().set(null);
        results.searchUpToDate();
        if (editor != null) {
            // An edit makes what is shown the forecast, curve and answer of something else: said, each, until the
            // next job replaces it (a run then drops the old curve and answer, which would stand beside its figures).
            // An edit that brings the form back to what they were made from (undone, a name typed back) makes them
            // up to date again.
            editor.editsProperty().addListener((o, was, now) ->
                    results.formIs(editor.document().toCanonicalYaml()));
        }
        if (editor == null) {
            Label none = new Label("Open or create a scenario.");
            none.setId("no-scenario");
            none.setPadding(new javafx.geometry.Insets(12)); // not flush against the window's edge
            configuration.setContent(none);
            return;
        }
        configuration.setContent(new EditorView(editor).root());
        problem.textProperty().bind(editor.problemProperty());
        problemBar.visibleProperty().bind(editor.problemProperty().isNotEmpty());
        Scenario s = editor.getScenario();
        if (s != null) {
            // A plugin's workload may have no users to sweep: the field is then left as it was.
            CapacityRun.usersIfAny(s, 0).ifPresent(users -> sweepUsers.setText(Runs.sweepAround(users)));
        }
    }

    private void fillRecent() {
        recentMenu.getItems().clear();
        for (Path p : workspace.recent().files()) {
            recentMenu.getItems().add(item(p.toString(), null, () -> openFile(p)));
        }
        recentMenu.setDisable(recentMenu.getItems().isEmpty());
    }

    // ------------------------------------------------------------------------------------------------ workspace

    /**
     * Asks about unsaved changes; true when it is fine to replace or close the scenario. The autosave is then
     * forgotten: what it held was saved, or the user let it go.
     */
    boolean confirmDiscard() {
        List<String> variants = whatIf.unsaved().stream().map(EditorModel::name).toList();
        if (!variants.isEmpty() && !dialogs.discardVariants(variants)) {
            return false;
        }
        if (workspace.isDirty()) {
            switch (dialogs.unsaved(workspace.editor().name())) {
                case SAVE -> {
                    if (!save()) {
                        return false;
                    }
                }
                case DISCARD -> { }
                default -> {
                    return false;
                }
            }
        } else if (variants.isEmpty()) {
            return true;
        }
        try {
            workspace.discardRecovery();
        } catch (IOException e) {
            dialogs.error("Could not remove the autosave", e.getMessage());
        }
        return true;
    }

    private void newFrom(String template) {
        if (!confirmDiscard()) {
            return;
        }
        try {
            workspace.newFromTemplate(template);
        } catch (ScenarioException e) {
            dialogs.error("Cannot use the template", e.getMessage());
        }
    }

    void open() {
        if (confirmDiscard()) {
            dialogs.chooseOpen().ifPresent(this::load);
        }
    }

    /** Opens a file after asking about unsaved changes. */
    void openFile(Path file) {
        if (confirmDiscard()) {
            load(file);
        }
    }

    private void load(Path file) {
        try {
            workspace.open(file); // its editor clears the results (showEditor)
            tabs.getSelectionModel().select(configuration);
        } catch (ScenarioException e) {
            dialogs.error("Cannot open " + file.getFileName(), e.getMessage());
        }
    }

    /**
     * Whether to go on saving: yes when the scenario loads; when it does not (a bad value), only if the user says so,
     * since the file would not run until the value is put right.
     */
    private boolean validOrConfirmed(EditorModel editor) {
        String problem = editor == null ? "" : editor.problemProperty().get();
        return problem == null || problem.isEmpty() || dialogs.saveInvalid(problem);
    }

    /**
     * Whether to go on writing {@code target}: yes unless something else {@code changed} it since it was opened or
     * saved here and the user says not to save over it. Save, Save As and "Save variant as..." all ask this.
     */
    private boolean mayOverwrite(boolean changed, Path target) {
        return !changed || dialogs.overwriteChanged(target);
    }

    /**
     * Saves to the current file, or asks for one; false when nothing was saved. A bundled scenario opened from the
     * project's {@code scenarios/} folder is not saved over by a plain Save: the file written would join
     * {@code validate}'s default set and change the project's own example, so Save asks where as Save as... does,
     * offering the home folder; the user may still choose the bundled file there, explicitly.
     */
    boolean save() {
        if (workspace.fileProperty().get() == null || bundled(workspace.fileProperty().get())) {
            return saveAs();
        }
        if (!validOrConfirmed(workspace.editor())) {
            return false;
        }
        if (!mayOverwrite(workspace.changedOnDisk(), workspace.fileProperty().get())) {
            return false;
        }
        try {
            workspace.save();
            saidSaved();
            return true;
        } catch (IOException | RuntimeException e) {
            dialogs.error("Could not save " + workspace.fileProperty().get().getFileName(), Messages.describeWrite(e));
            return false;
        }
    }

    /** Saves to a file the user chooses, offered beside the current file when there is one. */
    boolean saveAs() {
        if (!validOrConfirmed(workspace.editor())) {
            return false;
        }
        Optional<Path> target = dialogs.chooseSave("Save scenario", Path.of(suggestedName() + ".yaml"), "yaml");
        if (target.isEmpty() || !mayOverwrite(workspace.changedOnDisk(target.get()), target.get())) {
            return false;
        }
        try {
            workspace.saveAs(target.get());
            saidSaved();
            return true;
        } catch (IOException | RuntimeException e) {
            dialogs.error("Could not save " + target.get().getFileName(), Messages.describeWrite(e));
            return false;
        }
    }

    /** What the status line said of the last save, to be replaced at the next edit; null before any. */
    private String lastSaved;

    /** Says on the status line that the scenario was saved, and remembers it said so (see {@link #lastSaved}). */
    private void saidSaved() {
        lastSaved = "Saved " + workspace.fileProperty().get();
        jobs.say(lastSaved);
    }

    /** Says {@code message} on the status line, unless a job's progress holds it. */
    void say(String message) {
        jobs.say(message);
    }

    /**
     * Brings the results into view when a job ends, unless the user is typing in a field of another tab: switching
     * then would move the focus and lose the keys still coming (the status line says the job is done).
     */
    void showResults() {
        javafx.scene.Node focused = tabs.getScene() == null ? null : tabs.getScene().getFocusOwner();
        boolean typing = focused instanceof javafx.scene.control.TextInputControl
                && System.nanoTime() - lastTyped < TYPING_NANOS
                && tabs.getSelectionModel().getSelectedItem() != resultsTab;
        if (!typing) {
            tabs.getSelectionModel().select(resultsTab);
        }
    }

    /** How recently a key typed into a field counts as typing still going on. */
    private static final long TYPING_NANOS = 2_000_000_000L;

    /** When a printable key was last typed into a field (System.nanoTime), for {@link #showResults}. */
    private long lastTyped = Long.MIN_VALUE / 2;

    /** Removes the selected variant, asking first when it has edits not saved to a file. */
    private void removeVariant() {
        EditorModel variant = compareView.selected();
        if (variant == null
                || whatIf.unsaved().contains(variant) && !dialogs.discardVariants(List.of(variant.name()))) {
            return;
        }
        try {
            workspace.removeVariant(variant);
        } catch (IOException e) {
            dialogs.error("Could not update the autosave", e.getMessage());
        }
    }

    /**
     * Saves the variant shown in the Compare tab to a scenario file of its own, suggesting the one it was last saved
     * to, in its folder; saving over that file when another program changed it since asks first.
     */
    private void saveVariant() {
        EditorModel variant = compareView.selected();
        if (variant == null || !validOrConfirmed(variant)) {
            return;
        }
        String name = variant.name().replaceAll("[^A-Za-z0-9._-]+", "-").replaceAll("^-|-$", "");
        // Its own file with its folder: the chooser opens there, even when it has no last folder (after a restart).
        Optional<Path> target = dialogs.chooseSave("Save variant", whatIf.file(variant)
                .orElse(Path.of((name.isEmpty() ? "variant" : name) + ".yaml")), "yaml");
        if (target.isEmpty() || !mayOverwrite(whatIf.changedOnDisk(variant, target.get()), target.get())) {
            return;
        }
        try {
            workspace.saveVariant(variant, target.get());
            jobs.say("Saved variant '" + variant.name() + "' to " + target.get().toAbsolutePath());
        } catch (IOException | RuntimeException e) {
            dialogs.error("Could not save " + target.get().getFileName(), Messages.describeWrite(e));
        }
    }

    private void autosave() {
        try {
            workspace.autosave();
        } catch (IOException e) {
            // The next tick tries again; saving the real file is unaffected.
        }
    }

    /** The dashboard's charts, and the comparison's once there is one: what "Export charts" writes. */
    private List<JFreeChart> charts() {
        List<JFreeChart> charts = new java.util.ArrayList<>(resultsView.charts());
        compareView.chart().filter(c -> whatIf.comparedProperty().get() != null).ifPresent(charts::add);
        return charts;
    }

    private void quit() {
        if (confirmDiscard()) {
            jobs.cancel();
            javafx.application.Platform.exit();
        }
    }

    /** The export file to suggest, without extension: beside the scenario's file, with its name, when it has one. */
    private Path suggestedName() {
        Path f = workspace.fileProperty().get();
        if (f != null) {
            String n = f.getFileName().toString();
            return besideScenario(f).resolve(n.contains(".") ? n.substring(0, n.lastIndexOf('.')) : n);
        }
        return Path.of(workspace.editor() == null ? "scenario"
                : workspace.editor().name().replaceAll("[^A-Za-z0-9._-]+", "-").replaceAll("^-|-$", ""));
    }

    /**
     * The folder new files are offered in: the scenario file's, but not the project's {@code scenarios/} folder a
     * bundled scenario was opened from (a file saved there joins {@code validate}'s default set and the project's own
     * files): the user's home instead.
     */
    static Path besideScenario(Path file) {
        Path folder = file.toAbsolutePath().getParent();
        return bundled(file) || folder == null ? home() : folder;
    }

    /** The user's home folder: where files are offered when the scenario's own folder is not to be written to. */
    static Path home() {
        return Path.of(System.getProperty("user.home"));
    }

    /**
     * Whether {@code file} is a bundled scenario in a {@code scenarios/} folder (the project's own, which
     * {@code validate} reads whole): one of the templates' names there, links followed. Nothing is written there
     * without the user choosing it in a file chooser.
     */
    static boolean bundled(Path file) {
        Path absolute = file.toAbsolutePath();
        try {
            absolute = absolute.toRealPath(); // a link to the project's file, or into its folder, is that file
        } catch (java.io.IOException | SecurityException e) {
            // not there (yet) or not readable: judged by the path as given
        }
        Path folder = absolute.getParent();
        return folder != null && folder.getFileName() != null && folder.getFileName().toString().equals("scenarios")
                && org.swapset.app.desktop.model.Templates.names().contains(absolute.getFileName().toString());
    }

    // ------------------------------------------------------------------------------------------------------ jobs

    void run() {
        actions.run();
    }

    void capacity() {
        actions.capacity();
    }

    void sweep() {
        actions.sweep();
    }

    void compare() {
        actions.compare();
    }

    void duplicate() {
        if (workspace.editor() == null) {
            return;
        }
        EditorModel variant = whatIf.duplicate(workspace.editor());
        tabs.getSelectionModel().select(compareTab);
        compareView.select(variant);
    }

    // ---------------------------------------------------------------------------------------------------- widgets

    private static MenuItem item(String text, String accelerator, Runnable action) {
        MenuItem item = new MenuItem(text);
        if (accelerator != null) {
            item.setAccelerator(KeyCombination.keyCombination(accelerator));
        }
        item.setOnAction(e -> action.run());
        return item;
    }

    private static Button button(String text, String id, String tip, Runnable action) {
        Button b = new Button(text);
        b.setId(id);
        b.setTooltip(new Tooltip(tip));
        b.setOnAction(e -> action.run());
        return b;
    }
}
