package org.swapset.app.desktop.model;

import java.util.List;
import java.util.Optional;
import java.util.OptionalDouble;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.swapset.core.forecast.CapacitySearch;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.ForecastReport;
import org.swapset.core.forecast.HtmlReport;
import org.swapset.core.forecast.Validation;
import org.swapset.core.scenario.Scenario;

/**
 * What the results dashboard shows: the last forecast and the scenario it was made for, the last capacity answer,
 * and the last curve of a metric against users; and the exports of them (CSV, JSON, the HTML report), which are
 * the command line's own formats.
 */
public final class ResultsModel {

    /** What the caption adds when the form has changed since the forecast shown. */
    public static final String OUT_OF_DATE = " — out of date: the form has changed since; run again";

    /** What the capacity answer and the curve say when the form has changed since they were made. */
    public static final String SEARCH_OUT_OF_DATE = "Out of date: the form has changed since this was made; search or "
            + "sweep again";

    /** What the forecast's charts say under their titles when the form has changed since the forecast shown. */
    public static final String CHARTS_OUT_OF_DATE = "Out of date: the form has changed since this forecast was made; "
            + "run again";

    /** What the capacity sentence says when the count after the answer cannot run, before why and the bottleneck. */
    public static final String HELD_BY_PAGING_SPACE = "The paging space, not the busiest resource, holds the answer: ";

    private final ObjectProperty<Forecast> forecast = new SimpleObjectProperty<>(this, "forecast");
    private final ObjectProperty<Scenario> scenario = new SimpleObjectProperty<>(this, "scenario");
    private final ObjectProperty<CapacitySearch.Result> capacity = new SimpleObjectProperty<>(this, "capacity");
    private final ObjectProperty<Curve> curve = new SimpleObjectProperty<>(this, "curve");
    private final ObjectProperty<CapacitySearch.Target> target = new SimpleObjectProperty<>(this, "target");
    private final javafx.beans.property.StringProperty caption =
            new javafx.beans.property.SimpleStringProperty(this, "caption", "");
    private final javafx.beans.property.BooleanProperty searchOutOfDate =
            new javafx.beans.property.SimpleBooleanProperty(this, "searchOutOfDate", false);
    /** What the forecast shown is, as its caption first said it (without "out of date"); "" before the first. */
    private String shown = "";
    /**
     * Whether the forecast shown is of the form before an edit, as its caption says ({@link #markOutOfDate}); kept
     * apart from the caption so that while a new forecast is shown, before its caption follows, it is already false.
     */
    private boolean outOfDate;

    /** The form's document (its canonical YAML) the forecast shown was made from; null when not known. */
    private String forecastFrom;
    /** The form's document (canonical YAML) the capacity answer and the curve shown were made from; null: not known. */
    private String searchFrom;

    public ResultsModel() {
        // The model's own changes set the flag before the caption, so that every listener and binding of the caption
        // reads it right; this keeps it right for a caption set from outside (as a test may).
        caption.addListener((o, was, now) -> outOfDate = now.endsWith(OUT_OF_DATE));
    }

    /** The last forecast; null before the first run. */
    public ObjectProperty<Forecast> forecastProperty() {
        return forecast;
    }

    /** The scenario the forecast was made for. */
    public ObjectProperty<Scenario> scenarioProperty() {
        return scenario;
    }

    /**
     * Whether the capacity answer {@code r} already says why each of curve {@code c}'s missing counts has no forecast
     * (the search's own curve): its sentence and notes name them, so a note under them would repeat them word for
     * word. The chart says them under its title either way, for its export. False without an answer, or for a
     * partial curve, whose note says how it stopped.
     */
    public static boolean saidByTheAnswer(CapacitySearch.Result r, Curve c) {
        return r != null && c != null && !c.isPartial() && c.missing().keySet().stream()
                .allMatch(n -> r.cannotRun().containsKey(n) || r.failedPoints().containsKey(n));
    }

    public ObjectProperty<CapacitySearch.Result> capacityProperty() {
        return capacity;
    }

    public ObjectProperty<Curve> curveProperty() {
        return curve;
    }

    /** The target of the last capacity search, drawn on the curve. */
    public ObjectProperty<CapacitySearch.Target> targetProperty() {
        return target;
    }

    /** What the figures are: "NAME — forecast at 310 users; seed 1, 5 replications of 1200 s". */
    public javafx.beans.property.StringProperty captionProperty() {
        return caption;
    }

    /**
     * Shows a forecast (and forgets nothing else: the curve and capacity stay until replaced).
     *
     * @param s     the scenario as run
     * @param users the users of its first workload, for the caption
     */
    public void showForecast(Scenario s, java.util.OptionalInt users, Forecast f) {
        showForecast(s, users, f, null, null);
    }

    /**
     * Shows a forecast made from the form's document {@code madeFrom} ({@code toCanonicalYaml()}, taken when the run
     * began) while the form is now {@code formNow}: out of date at once if the form was edited while it ran (unless
     * the edit was undone), and up to date again after an edit that brings the form back to {@code madeFrom}
     * ({@link #formIs}). Either may be null, not known: then the forecast is up to date until the next edit.
     */
    public void showForecast(Scenario s, java.util.OptionalInt users, Forecast f, String madeFrom, String formNow) {
        scenario.set(s);
        shown = f.scenario() + " — forecast" + (users.isPresent() ? " at " + users.getAsInt() + " users" : "")
                + "; seed " + f.seed() + ", " + f.replications()
                + " replications of " + org.swapset.core.scenario.Units.formatDuration(f.durationSeconds());
        forecastFrom = madeFrom;
        outOfDate = madeFrom != null && formNow != null && !madeFrom.equals(formNow);
        // The forecast before its caption, and whether it is out of date before either: the charts, drawn when the
        // forecast changes, have what they say under their titles by then, and are not drawn again when the caption
        // follows (nor the last forecast's first).
        forecast.set(f);
        caption.set(outOfDate ? shown + OUT_OF_DATE : shown);
    }

    /**
     * The capacity answer and the curve shown were made from the form's document {@code document} (its YAML), taken
     * when the search or sweep began: they are of the form as it was then, so up to date, and again after an edit
     * that brings the form back to it.
     */
    public void searchMadeFrom(String document) {
        searchFrom = document;
        searchUpToDate();
    }

    /**
     * The form's document is now {@code document} (its YAML), after an edit: the forecast, the capacity answer and
     * the curve shown are each out of date unless they were made from exactly this document (an edit undone, a name
     * typed back), when they are up to date again. Compared with what each was made from, not with the saved file.
     */
    public void formIs(String document) {
        if (forecast.get() != null) {
            if (forecastFrom != null && forecastFrom.equals(document)) {
                outOfDate = false;
                caption.set(shown);
            } else {
                markOutOfDate();
            }
        }
        if (capacity.get() != null || curve.get() != null) {
            if (searchFrom != null && searchFrom.equals(document)) {
                searchUpToDate();
            } else {
                markSearchOutOfDate();
            }
        }
    }

    /**
     * The forecast's utilisation chart, saying under its title which run it is (scenario, users, seed and
     * replications) and, when the form has changed since, that it is out of date: in the window and in its export.
     */
    public org.jfree.chart.JFreeChart utilisationChart() {
        return identified(Charts.utilisation(required()));
    }

    /** The forecast's paging rates by kind, saying which run it is as {@link #utilisationChart} does. */
    public org.jfree.chart.JFreeChart pagingChart() {
        return identified(Charts.pagingRates(required()));
    }

    private org.jfree.chart.JFreeChart identified(org.jfree.chart.JFreeChart chart) {
        Charts.addSubtitle(chart, shown);
        if (isOutOfDate()) {
            Charts.addNotes(chart, List.of(CHARTS_OUT_OF_DATE));
        }
        return chart;
    }

    /** The forecast against the scenario's published figures, when it has any. */
    public Optional<Validation> validation() {
        Forecast f = forecast.get();
        Scenario s = scenario.get();
        if (f == null || s == null) {
            return Optional.empty();
        }
        return s.published().map(p -> Validation.of(f, p));
    }

    /**
     * The target value in the curve's unit, when the curve is of the target's metric (none when the target's unit
     * cannot be the metric's, which the capacity search reports).
     */
    public OptionalDouble targetValue() {
        CapacitySearch.Target t = target.get();
        Curve c = curve.get();
        if (t == null || c == null || !c.metric().equals(t.metric())) {
            return OptionalDouble.empty();
        }
        try {
            return OptionalDouble.of(t.valueIn(c.unit()));
        } catch (IllegalArgumentException e) {
            return OptionalDouble.empty();
        }
    }

    public String csv() {
        return ForecastReport.csv(required());
    }

    public String json() {
        return ForecastReport.json(required());
    }

    /** Marks the forecast shown, if any, as of the form before an edit: its caption says so, once. */
    public void markOutOfDate() {
        if (forecast.get() != null && !isOutOfDate()) {
            outOfDate = true;
            caption.set(caption.get() + OUT_OF_DATE);
        }
    }

    /**
     * Marks the capacity answer and the curve shown, if any, as of the form before an edit: kept to be read and
     * exported (a sweep may have taken an hour), and said to be out of date, until the next job replaces them or a
     * run drops them (they would stand beside figures of another form).
     */
    public void markSearchOutOfDate() {
        if (capacity.get() != null || curve.get() != null) {
            searchOutOfDate.set(true);
        }
    }

    /** The capacity answer and the curve are of the form as it now is: a search or sweep just made them. */
    public void searchUpToDate() {
        searchOutOfDate.set(false);
    }

    /** Whether the capacity answer and the curve shown are of the form before an edit. */
    public javafx.beans.property.ReadOnlyBooleanProperty searchOutOfDateProperty() {
        return searchOutOfDate;
    }

    /** Whether the forecast shown is of the form before an edit ({@link #markOutOfDate}). */
    public boolean isOutOfDate() {
        return forecast.get() != null && outOfDate;
    }

    /**
     * A capacity search's answer in a sentence, as the Results tab and the Compare tab show it: "Supportable users at
     * TARGET: N (95%: LOW to HIGH); scenario has S, spare +D, growth factor G; METRIC there: MEAN UNIT ± HALF-WIDTH.
     * At capacity: BOTTLENECK." and the counts the model cannot run.
     */
    public static String describe(CapacitySearch.Result r) {
        // When the next count up cannot run at all, the bottleneck says so with the reason ("at 376 users the model
        // cannot run: paging space is full...; at capacity: ..."): the list of such counts then leaves it out.
        boolean bounded = r.bottleneck().startsWith("at ") && r.bottleneck().contains(" users the model cannot run: ");
        String limits = r.cannotRun().isEmpty() ? "" : " The model cannot run " + Curve.counts(List.copyOf(
                r.cannotRun().keySet())) + " users" + (bounded ? "" : ": " + r.cannotRun().values().iterator().next())
                + ".";
        // The count after the answer did not run (its paging space filled, the only limit the search takes as the
        // system's): that wall holds the answer, not the busiest resource named after it.
        String atCapacity = r.users() == 0 ? "Not even one user meets the target."
                : bounded ? HELD_BY_PAGING_SPACE + r.bottleneck() + "." : "At capacity: " + r.bottleneck() + ".";
        return String.format(java.util.Locale.ROOT, "Supportable users at %s: %d (95%%: %s); "
                + "scenario has %d, spare %+d, growth factor %.2f%s. %s", r.target(), r.users(),
                r.interval(), r.scenarioUsers(), r.spareUsers(), r.growthFactor(), targetThere(r), atCapacity) + limits
                + (r.stoppedAtLimit() ? " " + r.limitNote() : "")
                + (r.atCapacity() == null ? "" : r.atCapacity().pagingSpaceNearlyFull().map(why -> " At " + r.users()
                + " users " + why + ".").orElse(""));
    }

    /**
     * The target's metric at the answer, as {@code swapset capacity} gives it on its "At capacity" line: "; q1.seconds
     * there: 0.999 s ± 0.031" (the mean to its interval's place); "" when no user meets the target.
     */
    private static String targetThere(CapacitySearch.Result r) {
        if (r.atCapacity() == null) {
            return "";
        }
        return r.atCapacity().metric(r.target().metric()).map(m -> {
            org.swapset.core.forecast.Estimate e = m.estimate();
            if (Double.isNaN(e.mean())) {
                return "; " + r.target().metric() + " there: n/a";
            }
            String unit = m.metric().unit().isEmpty() ? "" : " " + m.metric().unit();
            return "; " + r.target().metric() + " there: " + ForecastReport.mean(e.mean(), e.halfWidth(), 4) + unit
                    + (Double.isNaN(e.halfWidth()) ? "" : " ± " + ForecastReport.significant(e.halfWidth(), 2));
        }).orElse("");
    }

    /**
     * The HTML report of what the Results tab shows: the forecast's page (as {@code swapset run --html}), with the
     * supportable users found (as {@code swapset capacity} reports them) and the users curve, its chart inline and
     * its points in a table with the counts that have no forecast, when there are.
     */
    public String html() {
        Forecast f = required();
        // After an edit the forecast stands for the form before it (its caption says so), while a capacity answer or
        // a curve shown since is of the form as it is: the page says which is which.
        // Said of what there is: a sweep leaves a curve and no supportable users.
        boolean both = capacity.get() != null && curve.get() != null;
        String below = both ? "the supportable users and the curve below" : capacity.get() != null
                ? "the supportable users below" : "the curve below";
        boolean searched = capacity.get() != null || curve.get() != null;
        String note = isOutOfDate() ? "Out of date: the form has changed since this forecast "
                + "was made; run again" + (!searched ? "." : searchOutOfDate.get() ? ". So has it since " + below
                + (both ? " were" : " was") + " made." : ". " + Character.toUpperCase(below.charAt(0))
                + below.substring(1) + (both ? " are" : " is") + " of the form as it now is.") : "";
        List<HtmlReport.Section> sections = new java.util.ArrayList<>();
        sections.add(HtmlReport.utilisation(f));
        CapacitySearch.Result found = capacity.get();
        if (found != null) {
            sections.add(new HtmlReport.Section("Supportable users", "<pre>" + HtmlReport.escape(found.report())
                    + "</pre>\n"));
        }
        Curve c = curve.get();
        if (c != null) {
            StringBuilder table = new StringBuilder("<figure class=\"chart\">")
                    .append(ChartFiles.svgElement(Charts.curves(List.of(c), targetValue()), 900, 540, "curve"))
                    .append("</figure>\n<table>\n<tr><th>Users</th><th>").append(HtmlReport.escape(c.label()
                            + (c.unit().isEmpty() ? "" : " (" + c.unit() + ")"))).append("</th><th>± 95%</th></tr>\n");
            for (Curve.Row r : c.rows()) {
                table.append("<tr><td class=\"n\">").append(r.users()).append("</td>");
                if (r.estimate() == null) {
                    table.append("<td colspan=\"2\" class=\"bad\">").append(HtmlReport.escape(r.missing()))
                            .append("</td></tr>\n");
                } else {
                    table.append("<td class=\"n\">").append(ForecastReport.value(r.estimate().mean(), 4))
                            .append("</td><td class=\"n\">").append(ForecastReport.significant(
                                    r.estimate().halfWidth(), 2)).append("</td></tr>\n");
                }
            }
            table.append("</table>\n");
            sections.add(new HtmlReport.Section((c.isPartial() ? "Partial: " + c.partial() + ". " : "")
                    + c.label() + " against users", table.toString()));
        }
        return HtmlReport.forecast(f, validation(), note, sections);
    }

    private Forecast required() {
        Forecast f = forecast.get();
        if (f == null) {
            throw new NothingYetException("run a forecast first");
        }
        return f;
    }
}
