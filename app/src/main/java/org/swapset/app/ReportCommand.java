package org.swapset.app;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.TreeSet;
import org.jfree.chart.JFreeChart;
import org.swapset.app.desktop.model.ChartFiles;
import org.swapset.app.desktop.model.Charts;
import org.swapset.app.desktop.model.Curve;
import org.swapset.app.desktop.model.Runs;
import org.swapset.core.engine.CancelledException;
import org.swapset.core.forecast.CapacitySearch;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.ForecastReport;
import org.swapset.core.forecast.HtmlReport;
import org.swapset.core.forecast.Sweep;
import org.swapset.core.forecast.Validation;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.DidYouMean;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioDocument;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code swapset report FILE --html out.html [--png DIR] [--svg DIR]}: forecasts a scenario at a range of user
 * counts (with common random numbers, the points in parallel, as {@code sweep} runs them) and draws, with JFreeChart,
 * the response (or the {@code --target}'s metric) against users with its 95% band and the target line, the paging
 * rates stacked by kind against users, and the utilisation of the processor and each paging device against users;
 * the HTML page (self-contained: the charts are inline SVG) adds the key figures, the bottleneck, the published
 * figures and every metric with its interval at the scenario's own users. Nothing is written until every forecast
 * is done, and each file is written whole or not at all, so Ctrl-C leaves no partial output.
 */
@Command(name = "report", description = "Charts and an HTML report of a scenario over a range of user counts: "
        + "response against users with its 95%% band and the target, paging by kind, processor and device "
        + "utilisation, and every metric.")
final class ReportCommand extends ScenarioFileCommand {

    /** Most user counts one report may forecast. */
    static final int MAX_POINTS = 50;

    /** Chart size, in pixels (PNG) or user units (SVG). */
    private static final int WIDTH = 900;
    private static final int HEIGHT = 500;


    @Option(names = "--html", paramLabel = "FILE", description = "Write the report as one self-contained HTML page.")
    Path html;

    @Option(names = "--png", paramLabel = "DIR", description = "Write the three charts as PNG files in this folder "
            + "(response-vs-users.png, paging-by-kind.png, utilisation.png); made if missing, in a folder that exists.")
    Path png;

    @Option(names = "--svg", paramLabel = "DIR", description = "Write the three charts as SVG files in this folder; "
            + "made if missing, in a folder that exists.")
    Path svg;

    @Option(names = "--target", paramLabel = "METRIC<=VALUE", description = "The metric to chart against users and "
            + "its target line, as for capacity: q1.seconds<=1s, response.p90<=2s. Default: response.mean, no line.")
    String target;

    @Option(names = "--users", paramLabel = "FROM..TO/STEP", description = "The user counts to forecast: a range "
            + "(100..400/50) or a list (100,200,400). Default: about half to twice the scenario's users in 7 to 12 "
            + "steps (150..650/50 for 310). The scenario's own count is always added.")
    String users;

    @Mixin
    WorkloadOption workload;

    ReportCommand(Context context) {
        super(context);
    }

    @Override
    public Integer call() throws Exception {
        if (System.getProperty("java.awt.headless") == null) {
            System.setProperty("java.awt.headless", "true"); // charts are drawn off screen, display or not
        }
        if (html == null && png == null && svg == null) {
            throw new BadInputException("name an output: --html FILE, --png DIR or --svg DIR (or several)");
        }
        // Checked now, made when the charts are written: a failed or interrupted report leaves no empty folder.
        OutputPaths.reading(List.of(file)).file("--html", html).folder("--png", png, chartFiles(".png"))
                .folder("--svg", svg, chartFiles(".svg")).check();
        CapacitySearch.Target goal = null;
        if (target != null) {
            try {
                goal = CapacitySearch.Target.parse(target);
            } catch (IllegalArgumentException e) {
                throw new BadInputException("--target: " + e.getMessage());
            }
        }
        overrides.check(2);
        PluginRegistry registry = common.registry(context);
        Scenario scenario = Scenarios.load(context, Optional.of(file), registry);
        overrides.applyForInterval(scenario, "report"); // its charts draw each point's interval
        int index = workload.index(scenario);
        CapacityRun.checkUsersCanVary(scenario, index, "report",
                "vary another workload (--workload), or write one scenario per user count");
        int own = CapacityRun.users(scenario, index);
        List<Integer> counts = userCounts(users != null ? users : Runs.sweepAround(own), own);
        String usersPath = "workloads[" + index + "].users";
        Sweep sweep = new Sweep(List.of(new Sweep.Axis(usersPath, counts.stream().map(String::valueOf).toList())));
        List<Scenario> scenarios = SweepPoints.scenarios(sweep, ScenarioDocument.read(file), registry, overrides,
                "--users");
        if (goal != null) {
            MetricProbe.checkTarget("--target", goal, MetricProbe.probe(context,
                    List.of(scenarios.get(0)), common.timeLimit()));
        }
        context.err().printf("report: %s at %d user counts (%d to %d), %d replications each%n", scenario.name(),
                counts.size(), counts.get(0), counts.get(counts.size() - 1), scenarios.get(0).run().replications());
        List<Sweep.Outcome> outcomes = SweepPoints.run(context, scenarios, overrides.workers(), common.timeLimit());

        SortedMap<Integer, Forecast> points = new TreeMap<>();
        SortedMap<Integer, String> leftOut = new TreeMap<>(); // user counts with no forecast, with why
        List<Forecast> forecasts = new ArrayList<>();
        for (int i = 0; i < counts.size(); i++) {
            Sweep.Outcome o = outcomes.get(i);
            forecasts.add(o.forecast());
            if (o.forecast() != null) {
                points.put(counts.get(i), o.forecast());
            } else if (counts.get(i) == own && SweepPoints.outcomeOf(o.failure()).broken()) {
                throw asException(o.failure()); // a plugin failed, or memory or time ran out: nothing to report on
            } else {
                String why = CapacityRun.describe(SweepPoints.outcomeOf(o.failure()));
                leftOut.put(counts.get(i), why);
                context.err().println("swapset: " + counts.get(i) + " users left out of the charts: " + why);
            }
        }
        // The key figures at the scenario's own users; when the model cannot run that many (its paging space is
        // full: a limit of the system, as at any other count), at the nearest count that ran, fewer first.
        int keyUsers = keyUsers(points.keySet(), own);
        if (keyUsers < 0) {
            throw asException(outcomes.get(counts.indexOf(own)).failure());
        }
        if (keyUsers != own) {
            context.err().println("swapset: key figures at " + keyUsers + " users, the nearest count that ran to the "
                    + "scenario's " + own);
        }
        Forecast atOwn = points.get(keyUsers);
        String metric = goal != null ? goal.metric() : "response.mean";
        if (atOwn.metric(metric).isEmpty()) {
            List<String> ids = atOwn.metrics().stream().map(m -> m.metric().id()).toList();
            throw new BadInputException("--target: the forecast has no metric '" + metric + "'"
                    + DidYouMean.hint(metric, ids) + DidYouMean.METRIC_IDS);
        }
        Map<String, JFreeChart> charts = new LinkedHashMap<>();
        OptionalDouble line = OptionalDouble.empty();
        if (goal != null) {
            try {
                line = OptionalDouble.of(goal.valueIn(atOwn.metric(metric).orElseThrow().metric().unit()));
            } catch (IllegalArgumentException e) {
                throw new BadInputException("--target: " + e.getMessage());
            }
        }
        Curve curve = Curve.of(atOwn.scenario(), metric, points).withMissing(leftOut);
        charts.put(CHARTS.get(0), Charts.curves(List.of(curve), line));
        charts.put(CHARTS.get(1), Charts.pagingAgainstUsers(points));
        charts.put(CHARTS.get(2), Charts.utilisationAgainstUsers(points));
        // Every chart says which counts it lacks a forecast for, as each may be read alone (a PNG in a slide).
        List<String> lacking = Charts.notes(List.of(new Curve(curve.scenario(), metric, curve.label(), curve.unit(),
                List.of(), leftOut)));
        Charts.addNotes(charts.get(CHARTS.get(1)), lacking);
        Charts.addNotes(charts.get(CHARTS.get(2)), lacking);

        List<String> shown = List.of(metric, "throughput", "cpu.utilisation", "paging.totalRate");
        context.out().print(sweep.table(forecasts, shown.stream().distinct().toList(),
                SweepPoints.missingWords(outcomes)));
        if (context.cancelled().getAsBoolean()) {
            throw new CancelledException(0); // stopped after the forecasts: nothing is written
        }
        write(charts, pointsTable(points, shown.stream().distinct().toList()), scenario, atOwn, counts, own, keyUsers,
                curve);
        context.out().flush();
        return 0;
    }

    private void write(Map<String, JFreeChart> charts, String pointsTable, Scenario scenario, Forecast atOwn,
                       List<Integer> counts, int own, int keyUsers, Curve curve) throws IOException {
        if (html != null) {
            List<HtmlReport.Section> sections = new ArrayList<>();
            for (Map.Entry<String, JFreeChart> c : charts.entrySet()) {
                sections.add(new HtmlReport.Section(c.getValue().getTitle().getText(), "<figure class=\"chart\">"
                        + ChartFiles.svgElement(c.getValue(), WIDTH, HEIGHT, c.getKey()) + "</figure>\n"
                        + (sections.isEmpty() ? pointsTable : "")));
            }
            int notCharted = leftOut(curve);
            String note = (keyUsers == own ? "Key figures, bottleneck and tables at the scenario's " + own + " users"
                    : "Key figures, bottleneck and tables at " + keyUsers + " users, the nearest count that ran to the "
                    + "scenario's " + own + " (see below)" + (scenario.published().isPresent() ? ", its published "
                    + "figures, which are for its own users, not compared" : "")) + "; the charts from "
                    + "forecasts at "
                    + (notCharted == 0 ? "" : counts.size() - notCharted + " of ")
                    + counts.size() + " user counts from " + counts.get(0) + " to "
                    + counts.get(counts.size() - 1) + ", each with the same seed and replications (common random "
                    + "numbers)." + leftOutNote(curve);
            // Published figures are the scenario's own users': not set against another count's forecast.
            AtomicFiles.write(html, HtmlReport.forecast(atOwn, keyUsers != own ? Optional.empty()
                    : scenario.published().map(p -> Validation.of(atOwn, p)), note, sections));
            context.out().println("wrote " + html);
        }
        for (Path dir : new Path[] {png, svg}) {
            if (dir == null) {
                continue;
            }
            Files.createDirectories(dir);
            String extension = dir == png ? ".png" : ".svg";
            for (Map.Entry<String, JFreeChart> c : charts.entrySet()) {
                Path out = dir.resolve(c.getKey() + extension);
                ChartFiles.write(c.getValue(), out, WIDTH, HEIGHT);
                context.out().println("wrote " + out);
            }
        }
    }

    /**
     * What the curve leaves out, for the page: each reason once with its user counts ("Not charted: 400 and 450
     * users: cannot run: paging space is full: ..."), or nothing when every count is drawn.
     */
    static String leftOutNote(Curve curve) {
        StringBuilder out = new StringBuilder();
        curve.missingByReason().forEach((why, users) -> out.append(' ').append(Curve.counts(users)).append(" users: ")
                .append(why).append(why.endsWith(".") ? "" : "."));
        return out.isEmpty() ? "" : " Not charted:" + out;
    }

    /** The user counts with no forecast at all (a count whose forecast has no value is not one). */
    private static int leftOut(Curve curve) {
        return (int) curve.missing().values().stream().filter(why -> !why.equals(Curve.NO_TRANSACTIONS)).count();
    }

    /** The count that ran nearest {@code own} (itself when it ran), fewer users first at equal distance; -1 if none. */
    static int keyUsers(java.util.Set<Integer> ran, int own) {
        int best = -1;
        for (int n : ran) {
            if (best < 0 || Math.abs(n - own) < Math.abs(best - own)
                    || (Math.abs(n - own) == Math.abs(best - own) && n < best)) {
                best = n;
            }
        }
        return best;
    }

    /** The charts, by the names of their files. */
    private static final List<String> CHARTS = List.of("response-vs-users", "paging-by-kind", "utilisation");

    /** The names of the chart files written in a --png or --svg folder. */
    private static List<String> chartFiles(String extension) {
        return CHARTS.stream().map(c -> c + extension).toList();
    }

    /** The charted figures at each user count, mean ± 95% half-width, as an HTML table under the first chart. */
    private static String pointsTable(SortedMap<Integer, Forecast> points, List<String> metrics) {
        StringBuilder out = new StringBuilder("<table>\n<tr><th>Users</th>");
        Forecast first = points.values().iterator().next();
        for (String id : metrics) {
            String unit = first.metric(id).map(m -> m.metric().unit()).orElse("");
            out.append("<th>").append(HtmlReport.escape(unit.isEmpty() ? id : id + " (" + unit + ")"))
                    .append("</th>");
        }
        out.append("</tr>\n");
        for (Map.Entry<Integer, Forecast> p : points.entrySet()) {
            out.append("<tr><td class=\"n\">").append(p.getKey()).append("</td>");
            for (String id : metrics) {
                out.append("<td class=\"n\">").append(p.getValue().metric(id).map(m -> ForecastReport.significant(
                        m.estimate().mean(), 4) + " ± " + ForecastReport.significant(m.estimate().halfWidth(), 2))
                        .orElse("-")).append("</td>");
            }
            out.append("</tr>\n");
        }
        return out.append("</table>\n").toString();
    }

    /**
     * The user counts of {@code spec} ({@code FROM..TO/STEP} or a list), with {@code own} added, in increasing
     * order without repeats.
     */
    static List<Integer> userCounts(String spec, int own) {
        String hint = "expected FROM..TO/STEP or N,N,... whole numbers of users, e.g. 100..400/50";
        List<String> values;
        try {
            values = Sweep.Axis.parse("users=" + spec).values();
        } catch (IllegalArgumentException e) {
            // The range's own reason ("must run upwards", "more than 10000 values") as sweep gives it, then the form.
            String why = e instanceof Sweep.Axis.Refused r ? r.reason() : String.valueOf(e.getMessage());
            throw new BadInputException("--users '" + spec + "': " + (why.startsWith("expected ") ? ""
                    : why.replace("users=", "") + "; ") + hint);
        }
        TreeSet<Integer> counts = new TreeSet<>();
        for (String v : values) {
            int n;
            try {
                n = new BigDecimal(v).intValueExact();
            } catch (ArithmeticException | NumberFormatException e) {
                throw new BadInputException("--users '" + spec + "': '" + v + "' is not a whole number of users; "
                        + hint);
            }
            if (n < 1) {
                throw new BadInputException("--users '" + spec + "': a user count must be at least 1, was " + n);
            }
            counts.add(n);
        }
        counts.add(own);
        if (counts.size() > MAX_POINTS) {
            throw new BadInputException("--users '" + spec + "': " + counts.size() + " user counts; at most "
                    + MAX_POINTS + " (take a larger step)");
        }
        return List.copyOf(counts);
    }

    private static RuntimeException asException(Throwable failure) {
        if (failure instanceof RuntimeException r) {
            return r;
        }
        if (failure instanceof Error e) {
            throw e;
        }
        return new IllegalStateException(failure);
    }
}
