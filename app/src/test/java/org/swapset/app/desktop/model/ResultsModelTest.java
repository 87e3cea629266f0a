package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.swapset.core.forecast.CapacitySearch;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.MetricForecast;
import org.swapset.core.forecast.Statistics;
import org.swapset.core.metrics.Metric;

/**
 * The desktop's HTML report is what the Results tab shows: the forecast's page, and with it the supportable users
 * found and the users curve (its chart, its points and the counts without a forecast), when there are.
 */
class ResultsModelTest {

    private static MetricForecast metric(String id, String label, String unit, double... values) {
        return new MetricForecast(new Metric(id, label, unit), Statistics.estimate(values), values);
    }

    private static Forecast forecast() {
        return new Forecast("Base", 7, 3, 60, 600, List.of(
                metric("q1.seconds", "Q1 seconds", "s", 0.8, 0.9, 1.0),
                metric("cpu.utilisation", "Processor utilisation", "%", 90, 91, 92)));
    }

    /** A capacity bounded by a count the model cannot run says the reason once, not at capacity twice over. */
    @Test
    void aCapacityBoundedByWhatTheModelCannotRunSaysTheReasonOnce() {
        CapacitySearch.Target target = CapacitySearch.Target.parse("q1.seconds<=1s");
        String sentence = ResultsModel.describe(new CapacitySearch.Result(target, 310, 375, 370, 375, forecast(),
                "at 376 users the model cannot run: paging space is full; at capacity: Processor utilisation at 100%",
                Map.of(), new TreeMap<>(Map.of(376, "paging space is full", 387, "paging space is full"))));
        assertTrue(sentence.endsWith("growth factor 1.21; q1.seconds there: 0.9 s ± 0.25. The paging space, not the busiest resource, "
                + "holds the answer: at 376 users the model cannot run: paging space is full; at capacity: Processor "
                + "utilisation at 100%. The model cannot run 376 and 387 users."), sentence);
        String plain = ResultsModel.describe(new CapacitySearch.Result(target, 310, 325, 319, 328, forecast(),
                "Processor utilisation at 100%", Map.of(), Map.of(387, "paging space is full")));
        assertTrue(plain.endsWith("At capacity: Processor utilisation at 100%. The model cannot run 387 users: paging "
                + "space is full."), plain);
    }

    /**
     * The sentence gives the target's metric at the answer, as the command line's "At capacity q1.seconds = 0.99934 ±
     * 0.031 s" does: how close to the target the answer stands, its mean to its interval's place.
     */
    @Test
    void aCapacityAnswerSaysTheTargetsMetricThere() {
        Forecast at = new Forecast("Base", 7, 3, 60, 600, List.of(
                metric("q1.seconds", "Q1 seconds", "s", 0.9865, 0.99934, 1.0122),
                metric("cpu.utilisation", "Processor utilisation", "%", 90, 91, 92)));
        String sentence = ResultsModel.describe(new CapacitySearch.Result(CapacitySearch.Target.parse(
                "q1.seconds<=1s"), 310, 345, 340, 350, at, "Processor utilisation at 91%", Map.of(), Map.of()));
        assertTrue(sentence.contains("growth factor 1.11; q1.seconds there: 0.999 s ± 0.032. At capacity: "),
                sentence);
        assertFalse(ResultsModel.describe(new CapacitySearch.Result(CapacitySearch.Target.parse("q1.seconds<=1s"),
                310, 0, 0, 0, null, "", Map.of(), Map.of())).contains(" there: "), "no answer, no value at it");
    }

    /**
     * An interval whose upper end is where the next count could not run is said, as the command line says it, to be
     * that wall and not a 95 % bound (CapacitySearch.Result.interval, shared), and the sentence says the paging space,
     * not the busiest resource, holds the answer.
     */
    @Test
    void anAnswerHeldByThePagingSpaceWallSaysSo() {
        CapacitySearch.Result walled = new CapacitySearch.Result(CapacitySearch.Target.parse("q1.seconds<=1s"), 310,
                345, 345, 345, forecast(), "at 346 users the model cannot run: paging space is full; at capacity: "
                + "Processor utilisation at 91.6%", Map.of(), Map.of(346, "paging space is full"));
        assertTrue(walled.upperEndIsAWall());
        String sentence = ResultsModel.describe(walled);
        assertTrue(sentence.startsWith("Supportable users at q1.seconds<=1s: 345 (95%: " + walled.interval() + ")"),
                sentence);
        assertTrue(sentence.contains("345 to 345, from the points searched: the upper end is where the model could "
                + "not run 346 users"), sentence);
        assertTrue(walled.report().contains(walled.interval()), "the command line's own words");
        assertTrue(sentence.contains(". The paging space, not the busiest resource, holds the answer: at 346 users "
                + "the model cannot run: paging space is full; at capacity: Processor utilisation at 91.6%."),
                sentence);
    }

    /**
     * The search's own curve lacks the counts the answer already names: the Results tab does not repeat them in a note
     * under the answer (a planner's review saw the paging-space reason twice, word for word); a sweep's count the
     * answer does not name, or a partial curve, keeps its note.
     */
    @Test
    void theCountsTheAnswerNamesAreNotSaidAgainUnderIt() {
        CapacitySearch.Result walled = new CapacitySearch.Result(CapacitySearch.Target.parse("q1.seconds<=1s"), 310,
                345, 345, 345, forecast(), "Processor utilisation at 91.6%", Map.of(),
                Map.of(387, "paging space is full", 465, "paging space is full"));
        java.util.SortedMap<Integer, String> searched = new java.util.TreeMap<>(Map.of(387,
                "cannot run: paging space is full", 465, "cannot run: paging space is full"));
        Curve search = new Curve("Base", "q1.seconds", "Q1 seconds", "s", List.of(), searched);
        assertTrue(ResultsModel.saidByTheAnswer(walled, search));
        assertFalse(ResultsModel.saidByTheAnswer(null, search), "no answer: the note says them");
        java.util.SortedMap<Integer, String> swept = new java.util.TreeMap<>(searched);
        swept.put(500, "cannot run: paging space is full");
        assertFalse(ResultsModel.saidByTheAnswer(walled, new Curve("Base", "q1.seconds", "Q1 seconds", "s",
                List.of(), swept)), "a sweep's count the answer does not name");
        assertFalse(ResultsModel.saidByTheAnswer(walled, new Curve("Base", "q1.seconds", "Q1 seconds", "s",
                List.of(), searched, "the sweep was cancelled after 3 of 10 user counts")), "a partial curve");
    }

    /** An answer whose own forecast ran its paging space nearly full says so, as the Results tab does for a run. */
    @Test
    void aCapacityAnswerNearTheWallOfItsPagingSpaceSaysSo() {
        Forecast nearlyFull = new Forecast("Base", 7, 3, 60, 600, List.of(
                metric("q1.seconds", "Q1 seconds", "s", 0.8, 0.9, 1.0),
                metric("paging.slots", "Paging space: page slots", "slots", 2304, 2304, 2304),
                metric("storage.virtual", "Virtual storage", "pages", 5120, 5120, 5120),
                metric("paging.spacePeak", "Paging space in use, peak", "%", 95, 96, 97)));
        String sentence = ResultsModel.describe(new CapacitySearch.Result(CapacitySearch.Target.parse(
                "q1.seconds<=1s"), 310, 299, 295, 305, nearlyFull, "Processor utilisation at 100%", Map.of(),
                Map.of()));
        assertTrue(sentence.endsWith(" At 299 users the paging space peaked at 96 % of its 2,304 slots "
                + "(paging.spacePeak), for 5,120 pages of virtual storage: a few more users or pages fill it, and the "
                + "model cannot run past that; add paging devices to carry more."), sentence);
        assertFalse(ResultsModel.describe(new CapacitySearch.Result(CapacitySearch.Target.parse("q1.seconds<=1s"),
                310, 325, 319, 328, forecast(), "Processor utilisation at 100%", Map.of(), Map.of()))
                .contains("paging space"));
    }

    @Test
    void theReportHasTheSupportableUsersAndTheCurveBesideTheForecast() {
        ResultsModel results = new ResultsModel();
        results.forecastProperty().set(forecast());
        String alone = results.html();
        assertFalse(alone.contains("Supportable users") || alone.contains("against users"), alone);

        CapacitySearch.Target target = CapacitySearch.Target.parse("q1.seconds<=1s");
        results.targetProperty().set(target);
        results.capacityProperty().set(new CapacitySearch.Result(target, 310, 325, 319, 328, forecast(),
                "Processor utilisation at 100%", Map.of(), Map.of(387, "paging space is full")));
        TreeMap<Integer, String> missing = new TreeMap<>();
        missing.put(400, "cannot run: paging space is full");
        results.curveProperty().set(new Curve("Base", "q1.seconds", "Q1 seconds", "s", List.of(
                new Curve.Point(300, Statistics.estimate(new double[] {0.8, 0.9, 1.0}))), missing));
        String html = results.html();

        assertTrue(html.contains("<h2>Supportable users</h2>") && html.contains("Supportable users  325"), html);
        assertTrue(html.contains("<h2>Q1 seconds against users</h2>") && html.contains("<svg"), html);
        assertTrue(html.contains("<td class=\"n\">300</td><td class=\"n\">0.9</td>"), html);
        assertTrue(html.contains("<td class=\"n\">400</td><td colspan=\"2\" class=\"bad\">cannot run: paging space "
                + "is full</td>"), html);
        assertFalse(html.contains("<script"), html);
        assertFalse(html.contains("Out of date"), html);

        // An edit since the forecast: its figures are the form's before it, the answer and curve the form's now.
        results.captionProperty().set("Base — forecast; seed 7" + ResultsModel.OUT_OF_DATE);
        assertTrue(results.html().contains("<p>Out of date: the form has changed since this forecast was made; run "
                + "again. The supportable users and the curve below are of the form as it now is.</p>"));
        // Another edit: the answer and the curve, kept, are of the form before it too.
        results.markSearchOutOfDate();
        assertTrue(results.searchOutOfDateProperty().get());
        assertTrue(results.html().contains("<p>Out of date: the form has changed since this forecast was made; run "
                + "again. So has it since the supportable users and the curve below were made.</p>"), results.html());
    }

    /**
     * With only a sweep's curve beside an out-of-date forecast, the report speaks of the curve alone: no supportable
     * users were found, and "the supportable users and the curve below" named something the page does not have.
     */
    @Test
    void anOutOfDateReportSpeaksOfTheCurveAloneWhenOnlyASweepWasMade() {
        ResultsModel results = new ResultsModel();
        results.forecastProperty().set(forecast());
        results.curveProperty().set(new Curve("Base", "q1.seconds", "Q1 seconds", "s", List.of(
                new Curve.Point(300, Statistics.estimate(new double[] {0.8, 0.9, 1.0})))));
        results.captionProperty().set("Base — forecast; seed 7" + ResultsModel.OUT_OF_DATE);
        assertTrue(results.html().contains("<p>Out of date: the form has changed since this forecast was made; run "
                + "again. The curve below is of the form as it now is.</p>"), results.html());
        results.markSearchOutOfDate();
        assertTrue(results.html().contains("<p>Out of date: the form has changed since this forecast was made; run "
                + "again. So has it since the curve below was made.</p>"), results.html());
        assertFalse(results.html().contains("supportable users"), results.html());
    }

    @Test
    void theCaptionGivesTheRunLengthInAUnitAPlannerReads() {
        ResultsModel results = new ResultsModel();
        org.swapset.core.forecast.Forecast f = forecast();
        results.showForecast(null, java.util.OptionalInt.of(50), new org.swapset.core.forecast.Forecast(f.scenario(),
                f.seed(), f.replications(), 0, 86400, f.metrics()));
        assertTrue(results.captionProperty().get().endsWith("replications of 24h"), "not 86400 s: "
                + results.captionProperty().get());
    }

    private static List<String> subtitles(org.jfree.chart.JFreeChart chart) {
        return chart.getSubtitles().stream().filter(org.jfree.chart.title.TextTitle.class::isInstance)
                .map(t -> ((org.jfree.chart.title.TextTitle) t).getText()).toList();
    }

    /**
     * The forecast's charts say which run they show (scenario, users, seed and replications) under their titles, and
     * that they are out of date once the form has changed: a chart pasted into a report still says what it is.
     */
    @Test
    void theForecastsChartsSayWhichRunTheyShowAndWhenTheyAreOutOfDate() {
        ResultsModel results = new ResultsModel();
        results.showForecast(null, java.util.OptionalInt.of(310), forecast());
        String run = "Base — forecast at 310 users; seed 7, 3 replications of 10min";
        assertEquals(List.of(run), subtitles(results.utilisationChart()));
        assertEquals(List.of(run), subtitles(results.pagingChart()));
        results.markOutOfDate();
        assertEquals(List.of(run, ResultsModel.CHARTS_OUT_OF_DATE), subtitles(results.utilisationChart()));
        assertEquals(List.of(run, ResultsModel.CHARTS_OUT_OF_DATE), subtitles(results.pagingChart()));
    }

    /**
     * An edit undone (a name typed back) leaves the form as the results were made from: they are up to date again,
     * each by what it was made from (the forecast by its run's form, the answer and curve by their search's), not by
     * the saved file.
     */
    @Test
    void resultsAreUpToDateAgainWhenTheFormIsBackToWhatTheyWereMadeFrom() {
        ResultsModel results = new ResultsModel();
        results.showForecast(null, java.util.OptionalInt.of(310), forecast(), "name: a\n", "name: a\n");
        results.formIs("name: b\n");
        assertTrue(results.isOutOfDate());
        results.formIs("name: a\n");
        assertFalse(results.isOutOfDate(), results.captionProperty().get());
        assertEquals("Base — forecast at 310 users; seed 7, 3 replications of 10min",
                results.captionProperty().get());

        results.curveProperty().set(new Curve("Base", "q1.seconds", "Q1 seconds", "s", List.of()));
        results.searchMadeFrom("name: c\n");
        results.formIs("name: a\n");
        assertTrue(results.searchOutOfDateProperty().get(), "the curve was made from another form");
        assertFalse(results.isOutOfDate(), "the forecast is of this one");
        results.formIs("name: c\n");
        assertFalse(results.searchOutOfDateProperty().get());
        assertTrue(results.isOutOfDate());
    }

    /**
     * What listens to the caption for its invalidation (as a binding does) reads whether the forecast is out of date
     * as the caption says it: invalidation listeners run before change listeners, so the model sets its flag before
     * the caption changes, not in a change listener of its own.
     */
    @Test
    void aListenerOfTheCaptionReadsOutOfDateAsTheCaptionSaysIt() {
        ResultsModel results = new ResultsModel();
        List<Boolean> read = new java.util.ArrayList<>();
        results.captionProperty().addListener((javafx.beans.InvalidationListener) o -> {
            results.captionProperty().get(); // valid again, so that the next change is heard
            read.add(results.isOutOfDate());
        });
        results.showForecast(null, java.util.OptionalInt.of(310), forecast(), "form A", "form A");
        results.formIs("form B");
        results.formIs("form A");
        results.markOutOfDate();
        results.showForecast(null, java.util.OptionalInt.of(200), forecast(), "form A", "form C");
        assertEquals(List.of(false, true, false, true, true), read,
                "a forecast, out of date, undone, marked, and one made before an edit that ended after it");
    }
}
