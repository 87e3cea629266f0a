package org.swapset.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Optional;
import java.util.List;
import org.swapset.core.forecast.CapacitySearch;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.MetricForecast;
import org.swapset.core.forecast.ProgressListener;
import org.swapset.core.scenario.DidYouMean;
import org.swapset.core.scenario.PublishedFigure;
import org.swapset.core.scenario.RunControl;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioDocument;
import org.swapset.core.scenario.ScenarioException;

/**
 * The metrics scenarios will forecast, known before they are forecast: each is run for a millisecond of simulated
 * time (one replication, no warm-up), which registers the same metrics, with the same units, as a full run does.
 * So a misspelt {@code --metrics} or {@code --target} is refused in a second, not after the hours the forecasts
 * take.
 */
final class MetricProbe {

    private MetricProbe() {
    }

    /**
     * The scenarios' probe forecasts, each within {@code timeLimit} (null for none) as the forecasts will be; a
     * scenario that cannot run so is left out (its forecast will say why).
     */
    static List<Forecast> probe(Context context, List<Scenario> scenarios, java.time.Duration timeLimit) {
        List<Forecast> probes = new ArrayList<>();
        for (Scenario s : scenarios) {
            try {
                probes.add(forecast(context, s, timeLimit));
            } catch (RuntimeException e) {
                if (context.cancelled().getAsBoolean()) {
                    throw e;
                }
            }
        }
        return probes;
    }

    /**
     * The scenario's model made and run for a millisecond of simulated time (one replication, no warm-up), within
     * {@code timeLimit} (null for none); a plugin that fails when made or started fails it, with its blame.
     */
    static Forecast forecast(Context context, Scenario s, java.time.Duration timeLimit) {
        return context.backend().forecast(s.withRun(new RunControl(s.run().seed(), 0, 0.001, 1)), 1,
                ProgressListener.NONE, context.cancelled(), timeLimit);
    }

    /**
     * Refuses a target ({@code option} names where it was given) whose metric no probe has, or whose unit does not
     * fit the metric's; nothing when no probe could run.
     */
    static void checkTarget(String option, CapacitySearch.Target target, List<Forecast> probes) {
        if (probes.isEmpty()) {
            return;
        }
        MetricForecast found = null;
        for (Forecast f : probes) {
            found = f.metric(target.metric()).orElse(null);
            if (found != null) {
                break;
            }
        }
        if (found == null) {
            List<String> ids = probes.stream().flatMap(f -> f.metrics().stream().map(m -> m.metric().id()))
                    .distinct().toList();
            throw new BadInputException(option + ": the forecast has no metric '" + target.metric() + "'"
                    + DidYouMean.hint(target.metric(), ids) + DidYouMean.METRIC_IDS);
        }
        try {
            target.valueIn(found.metric().unit());
        } catch (IllegalArgumentException e) {
            throw new BadInputException(option + ": " + e.getMessage());
        }
    }

    /**
     * The problems of {@link #unknownPublished} told on standard error, a line each, and the bad input they make, for
     * the caller to throw: "N published figures name a metric the forecast does not have", then {@code after}.
     */
    static BadInputException refusal(Context context, List<String> problems, String after) {
        problems.forEach(m -> context.err().println("swapset: " + m));
        context.err().flush();
        return new BadInputException(problems.size() + (problems.size() == 1 ? " published figure names"
                : " published figures name") + " a metric the forecast does not have" + after
                + DidYouMean.METRIC_IDS);
    }

    /** Each figure of {@code file} whose metric the forecast lacks, as file:line:col: path: problem. */
    static List<String> unknownPublished(Path file, Forecast forecast, List<PublishedFigure> figures) {
        List<String> ids = forecast.metrics().stream().map(m -> m.metric().id()).toList();
        List<String> problems = new ArrayList<>();
        for (int i = 0; i < figures.size(); i++) {
            String metric = figures.get(i).metric();
            if (forecast.metric(metric).isEmpty()) {
                problems.add(located(file, "published.figures[" + i + "].metric", "the forecast has no metric '"
                        + metric + "'", DidYouMean.suggest(metric, ids)));
            }
        }
        return problems;
    }

    /**
     * A problem at {@code path} of {@code file}, as the loader says one: "file:line:col: path: problem", with the
     * suggestions; the line and column are looked up in the file (left out if it can no longer be read).
     */
    static String located(Path file, String path, String problem, List<String> suggestions) {
        int line = 0;
        int column = 0;
        try {
            Optional<ScenarioDocument.Node> node = ScenarioDocument.read(file).node(path);
            if (node.isPresent()) {
                line = node.get().line();
                column = node.get().column();
            }
        } catch (ScenarioException e) {
            // it loaded a moment ago; without the document the message has no line
        }
        return new ScenarioException(file.toString(), line, column, path, problem, suggestions).getMessage();
    }
}
