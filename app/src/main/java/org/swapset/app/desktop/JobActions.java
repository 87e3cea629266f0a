package org.swapset.app.desktop;

import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.swapset.app.CapacityRun;
import org.swapset.app.TimeLimit;
import org.swapset.app.desktop.model.Curve;
import org.swapset.app.desktop.model.EditorModel;
import org.swapset.app.desktop.model.Jobs;
import org.swapset.app.desktop.model.PluginBlame;
import org.swapset.app.desktop.model.ResultsModel;
import org.swapset.app.desktop.model.Runs;
import org.swapset.app.desktop.model.WhatIf;
import org.swapset.app.desktop.model.Workspace;
import org.swapset.core.forecast.CapacitySearch;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.Sweep;
import org.swapset.core.forecast.TimeLimitException;
import org.swapset.core.scenario.Scenario;

/**
 * The tool bar's and the Scenario menu's actions: check the scenario, start the job in the background, and put its
 * result into the results or what-if model, or its failure, naming the plugin it came from, into an error dialog.
 */
final class JobActions {

    /** Where the app's user finds the metric ids, as the command line's {@code DidYouMean.METRIC_IDS} says its way. */
    static final String METRIC_IDS = "; the Results tab's All metrics table lists the ids";

    private final Workspace workspace;
    private final Jobs jobs;
    private final Runs runs;
    private final Dialogs dialogs;
    private final ResultsModel results;
    private final WhatIf whatIf;
    private final Supplier<String> target;
    private final Supplier<String> sweepUsers;
    private final Supplier<String> timeLimit;
    private final Runnable showResults;

    /**
     * @param target      the target field's text ({@code q1.seconds<=1s})
     * @param sweepUsers  the users field's text ({@code 100..400/50})
     * @param timeLimit   the time limit field's text ({@code 90s}, {@code 10m}; empty for none)
     * @param showResults brings the results into view
     */
    JobActions(Workspace workspace, Jobs jobs, Runs runs, Dialogs dialogs, ResultsModel results, WhatIf whatIf,
               Supplier<String> target, Supplier<String> sweepUsers, Supplier<String> timeLimit,
               Runnable showResults) {
        this.workspace = workspace;
        this.jobs = jobs;
        this.runs = runs;
        this.dialogs = dialogs;
        this.results = results;
        this.whatIf = whatIf;
        this.target = target;
        this.sweepUsers = sweepUsers;
        this.timeLimit = timeLimit;
        this.showResults = showResults;
    }

    /** The scenario as checked, or null after telling the user what is wrong with it. */
    private Scenario checked(EditorModel editor) {
        return checked(editor, "The scenario has a problem");
    }

    /** As {@link #checked(EditorModel)}, the dialog headed {@code header} ("Variant 'NAME' has a problem"). */
    private Scenario checked(EditorModel editor, String header) {
        Scenario s = editor == null ? null : editor.getScenario();
        if (s == null) {
            dialogs.error(header, editor == null ? "No scenario is open." : editor.problemProperty().get());
        }
        return s;
    }

    void run() {
        Scenario s = checked(workspace.editor());
        Optional<Runs> withLimit = s == null ? Optional.empty() : limited();
        if (withLimit.isEmpty()) {
            return;
        }
        EditorModel ranOn = workspace.editor(); // an edit made meanwhile is told by ranFrom, another scenario by this
        String ranFrom = ranOn.document().toCanonicalYaml();
        // The scenario's name last on the status line: a long one first hid the progress and the outcome.
        jobs.start("Forecast", "", s.name(), withLimit.get().forecast(s), new Jobs.Outcome<>() {
            @Override
            public void done(Forecast f) {
                if (workspace.editor() != ranOn) {
                    jobs.say("Forecast: done, but another scenario is open now, so it is not shown · " + s.name());
                    return;
                }
                if (results.searchOutOfDateProperty().get()) {
                    // A curve and an answer of the form before an edit would stand beside these figures: dropped.
                    results.curveProperty().set(null);
                    results.capacityProperty().set(null);
                    results.searchUpToDate();
                }
                // Shown, as of the form it was run on: an edit made meanwhile makes it out of date at once (unless
                // it was undone).
                results.showForecast(s, CapacityRun.usersIfAny(s, 0), f, ranFrom,
                        workspace.editor().document().toCanonicalYaml());
                showResults.run();
            }

            @Override
            public void failed(Throwable failure) {
                reportFailure("The forecast", failure);
            }
        });
    }

    void capacity() {
        Scenario s = checked(workspace.editor());
        Optional<CapacitySearch.Target> goal = target();
        if (s == null || goal.isEmpty()) {
            return;
        }
        if (!usersCanVary(s, "Supportable users")) {
            return;
        }
        Optional<Runs> withLimit = limited();
        if (withLimit.isEmpty()) {
            return;
        }
        int users = CapacityRun.users(s, 0);
        FormStamp searched = new FormStamp(workspace.editor());
        String searchedFrom = workspace.editor().document().toCanonicalYaml();
        jobs.start("Supportable users", withLimit.get().capacityWithCurve(workspace.editor().document(), 0,
                goal.get(), CapacityRun.defaultMaxUsers(users)), new ShowingPart<>() {
                    @Override
                    public void done(Runs.Capacity c) {
                        if (!searched.current(workspace.editor(), "Supportable users")) {
                            return;
                        }
                        results.targetProperty().set(goal.get());
                        results.curveProperty().set(c.curve());
                        results.capacityProperty().set(c.result());
                        results.searchMadeFrom(searchedFrom);
                        showResults.run();
                    }

                    @Override
                    public void failed(Throwable failure) {
                        reportFailure("The capacity search", failure);
                    }
                });
    }

    /**
     * The supportable users of a what-if variant at the target, searched as for the scenario; the answer, a sentence,
     * goes to {@code show} (the Compare tab), the search's curve nowhere: the Results tab is the scenario's.
     */
    void capacity(EditorModel variant, java.util.function.Consumer<String> show) {
        Scenario s = checked(variant, "Variant '" + variant.name() + "' has a problem");
        Optional<CapacitySearch.Target> goal = target();
        if (s == null || goal.isEmpty() || !usersCanVary(s, "Supportable users")) {
            return;
        }
        Optional<Runs> withLimit = limited();
        if (withLimit.isEmpty()) {
            return;
        }
        int users = CapacityRun.users(s, 0);
        FormStamp searched = new FormStamp(variant);
        jobs.start("Supportable users", "", variant.name(), withLimit.get().capacityWithCurve(variant.document(), 0,
                goal.get(), CapacityRun.defaultMaxUsers(users)), new Jobs.Outcome<>() {
                    @Override
                    public void done(Runs.Capacity c) {
                        if (searched.current(variant, "Supportable users, " + variant.name())) {
                            show.accept(ResultsModel.describe(c.result()));
                        }
                    }

                    @Override
                    public void failed(Throwable failure) {
                        reportFailure("The capacity search of " + variant.name(), failure);
                    }
                });
    }

    /**
     * The user counts the tool bar's Users field names: FROM..TO/STEP or a list, whole numbers from 1 up.
     *
     * @throws IllegalArgumentException saying what is wrong with {@code text} and what to write instead
     */
    static List<Integer> userCounts(String text) {
        try {
            List<Integer> users = Sweep.Axis.parse("workloads[0].users=" + text).values().stream()
                    .map(Integer::parseInt).toList();
            if (users.stream().anyMatch(n -> n < 1)) {
                throw new IllegalArgumentException("user counts start at 1");
            }
            return users;
        } catch (IllegalArgumentException e) {
            String message = e instanceof Sweep.Axis.Refused r ? r.reason() : String.valueOf(e.getMessage());
            // The command line's advice on ranges ("list values with units instead, e.g. storage.real=...") is for
            // --vary: users have no units, and this field takes no path.
            String why = e instanceof NumberFormatException || message.startsWith("a range takes plain numbers")
                    ? "not whole numbers" : message.replace("workloads[0].users", "users");
            throw new IllegalArgumentException("'" + text + "' is not a set of user counts (" + why + "): "
                    + "write FROM..TO/STEP (150..650/50) or a list (100,200,300) of whole numbers from 1 up", e);
        }
    }

    void sweep() {
        Scenario s = checked(workspace.editor());
        Optional<CapacitySearch.Target> goal = target();
        if (s == null || goal.isEmpty()) {
            return;
        }
        if (!usersCanVary(s, "Sweep users")) {
            return;
        }
        List<Integer> users;
        try {
            users = userCounts(sweepUsers.get());
        } catch (IllegalArgumentException e) {
            dialogs.error("Users to sweep", e.getMessage());
            return;
        }
        Optional<Runs> withLimit = limited();
        if (withLimit.isEmpty()) {
            return;
        }
        FormStamp swept = new FormStamp(workspace.editor());
        String sweptFrom = workspace.editor().document().toCanonicalYaml();
        // Every count is checked before the first forecast, as swapset sweep checks its points: a count the scenario
        // does not take is told before any runs, not when the sweep reaches it. The check is the job's first work, in
        // the background (thousands of counts take seconds), said on the status line at once.
        jobs.start("Sweep users", "checking " + users.size() + (users.size() == 1 ? " user count…" : " user counts…"),
                withLimit.get().checkedSweep(workspace.editor().document(), 0, goal.get().metric(), users),
                new ShowingPart<>() {
                    @Override
                    public void done(Curve curve) {
                        if (!swept.current(workspace.editor(), "Sweep users")) {
                            return;
                        }
                        // The supportable users found for this form (not before an edit) and this target still
                        // stand beside the sweep's curve; an answer for another target does not.
                        CapacitySearch.Result found = results.capacityProperty().get();
                        results.targetProperty().set(goal.get());
                        results.curveProperty().set(curve);
                        if (found == null || !found.target().sameAs(goal.get(), curve.unit())
                                || results.searchOutOfDateProperty().get()) {
                            results.capacityProperty().set(null); // another target's, or another form's
                        }
                        results.searchMadeFrom(sweptFrom);
                        showResults.run();
                    }

                    @Override
                    public void failed(Throwable failure) {
                        if (failure instanceof Runs.RefusedUsersException r) {
                            refused(r.refused(), users.size());
                        } else {
                            reportFailure("The sweep", failure);
                        }
                    }
                });
    }

    /** Tells the user the sweep ran nothing: the scenario does not take the counts {@code refused}, each with why. */
    private void refused(java.util.SortedMap<Integer, String> refused, int counts) {
        StringBuilder why = new StringBuilder();
        refused.entrySet().stream().limit(5).forEach(e -> why.append("\n  ").append(e.getKey()).append(" users: ")
                .append(e.getValue()));
        if (refused.size() > 5) {
            why.append("\n  and ").append(refused.size() - 5).append(" more");
        }
        jobs.say("Sweep users: nothing run: the scenario does not take " + refused.size() + " of its " + counts
                + (counts == 1 ? " user count" : " user counts"));
        dialogs.error("Users to sweep", "The scenario does not take " + (refused.size() == 1 ? "this user count"
                : "these " + refused.size() + " user counts") + ", so nothing was run:" + why
                + "\nSweep user counts it takes, or change the scenario.");
    }

    void compare() {
        Scenario base = checked(workspace.editor());
        if (base == null) {
            return;
        }
        if (whatIf.variants().isEmpty()) {
            dialogs.info("Nothing to compare", "Duplicate the scenario as a variant and change it first.");
            return;
        }
        for (EditorModel v : whatIf.variants()) {
            if (checked(v) == null) {
                return;
            }
        }
        Optional<CapacitySearch.Target> goal = target(); // as it is now: the curves' metric and the chart's line
        String metric = goal.map(CapacitySearch.Target::metric).orElse("response.mean");
        Optional<Runs> withLimit = limited();
        if (withLimit.isEmpty()) {
            return;
        }
        // Curves over users about the base's, when its first workload has users to vary; else the table alone.
        java.util.OptionalInt baseUsers = CapacityRun.usersIfAny(base, 0);
        List<Integer> curveUsers = baseUsers.isEmpty() ? List.of()
                : Runs.spread(Math.max(1, baseUsers.getAsInt() / 2), baseUsers.getAsInt() * 3 / 2, 5);
        // The scenario and the variants compared: a comparison ending after another scenario was opened, or after a
        // variant was removed or added, is not shown (its columns V1, V2 would name other variants).
        EditorModel form = workspace.editor();
        List<EditorModel> variants = List.copyOf(whatIf.variants());
        List<String> comparedFrom = whatIf.forms(); // an edit undone brings the comparison back up to date
        jobs.start("Compare", withLimit.get().compare(workspace.editor().document(), whatIf.documents(), metric,
                curveUsers), new Jobs.Outcome<>() {
                    @Override
                    public void done(Runs.Compared c) {
                        if (workspace.editor() != form) {
                            jobs.say("Compare: done, but another scenario is open now, so it is not shown");
                        } else if (!variants.equals(List.copyOf(whatIf.variants()))) {
                            jobs.say("Compare: done, but the variants changed while it ran, so it is not shown; "
                                    + "compare again");
                        } else {
                            // Out of date at once if the base or a variant was edited while it ran.
                            whatIf.show(c.withTarget(goal.orElse(null)), comparedFrom);
                        }
                    }

                    @Override
                    public void failed(Throwable failure) {
                        // The base failed (a variant's failure is in the comparison): nothing is compared, so the
                        // last comparison, of other scenarios, is not left on show as if it were this one.
                        whatIf.show(null);
                        reportFailure("The comparison", failure);
                    }
                });
    }

    /**
     * A form as a job began with it: a job's answer is shown only for the form it was computed for, not after an edit
     * made while it ran (the edit cleared what was shown of the form before).
     */
    private final class FormStamp {
        private final EditorModel form;
        private final int edits;

        FormStamp(EditorModel form) {
            this.form = form;
            this.edits = form.editsProperty().get();
        }

        /** Whether {@code now} is the form as it was. */
        boolean unchanged(EditorModel now) {
            return now == form && form.editsProperty().get() == edits;
        }

        /** Whether {@code now} is the form as it was; if not, says on the status line that the answer was dropped. */
        boolean current(EditorModel now, String job) {
            if (unchanged(now)) {
                return true;
            }
            jobs.say(job + ": done, but the form changed while it ran, so its answer is not shown; run it again");
            return false;
        }
    }

    /**
     * The outcome of a job of several forecasts: stopped part-way, what it finished is shown as a result (marked
     * partial by the job: a sweep's points, a search's curve with no answer), and a failure is then reported.
     */
    private abstract static class ShowingPart<T> implements Jobs.Outcome<T> {
        @Override
        public void stopped(T kept, Throwable failure) {
            done(kept);
            if (failure != null) {
                failed(failure);
            }
        }
    }

    /** Whether the form's first workload may have its users varied; tells the user why not. */
    private boolean usersCanVary(Scenario s, String job) {
        try {
            CapacityRun.checkUsersCanVary(s, 0, job, "write one scenario per user count, each with its users' disks");
            return true;
        } catch (org.swapset.app.BadInputException e) {
            dialogs.error(job, e.getMessage());
            return false;
        }
    }

    private Optional<CapacitySearch.Target> target() {
        try {
            return Optional.of(CapacitySearch.Target.parse(target.get()));
        } catch (IllegalArgumentException e) {
            dialogs.error("Target", e.getMessage());
            return Optional.empty();
        }
    }

    /**
     * The runs with the time limit field's limit on each forecast, or empty after telling the user what a valid
     * limit is.
     */
    private Optional<Runs> limited() {
        String text = timeLimit.get() == null ? "" : timeLimit.get().strip();
        if (text.isEmpty()) {
            return Optional.of(runs.withTimeLimit(null));
        }
        try {
            return Optional.of(runs.withTimeLimit(TimeLimit.parse(text)));
        } catch (IllegalArgumentException e) {
            dialogs.error("Time limit", "'" + text + "': " + e.getMessage() + "; leave it empty for no limit");
            return Optional.empty();
        }
    }

    private void reportFailure(String what, Throwable failure) {
        Optional<String> plugin = PluginBlame.of(failure, workspace.registry());
        Optional<TimeLimitException> limit = timeLimit(failure);
        String header = limit.map(l -> what + " failed: stopped at the time limit of " + TimeLimit.format(l.limit()))
                .orElseGet(() -> what + " failed" + plugin.map(p -> " in " + p).orElse(""));
        String root = PluginBlame.rootMessage(failure);
        // The command line's pointer to its metric ids, said the app's way.
        String message = String.valueOf(failure.getMessage()).replace(
                org.swapset.core.scenario.DidYouMean.METRIC_IDS, METRIC_IDS);
        // A time limit's message is its own cause (the stuck plugin is named in it), and so is one that carries its
        // cause's words already: no second copy.
        String raw = String.valueOf(failure.getMessage());
        boolean repeats = limit.isPresent() && failure == limit.get()
                || raw.endsWith(root.replaceFirst("^[A-Za-z.]+(Exception|Error): ", ""));
        dialogs.error(header, message + (repeats ? "" : "\n\nCause: " + root));
    }

    private static Optional<TimeLimitException> timeLimit(Throwable failure) {
        for (Throwable t = failure; t != null; t = t.getCause() == t ? null : t.getCause()) {
            if (t instanceof TimeLimitException e) {
                return Optional.of(e);
            }
        }
        return Optional.empty();
    }
}
