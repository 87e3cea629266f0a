package org.swapset.app;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.swapset.core.forecast.ExperimentReport;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code swapset experiments FILE...}: runs each scenario with its own run control (independent runs, as separate
 * measurements are) and prints the experiment table of the z/VM Linux reports: run duration, virtual and CP CPU time,
 * and each workload score as N/mean/sd; then a two-sided t-test of each score, each run against the next (or the
 * pairs {@code --ttest} names).
 */
@Command(name = "experiments", description = {
        "Run scenarios as independent experiments and print the seed reports' table (run duration, virtual and CP "
                + "CPU time, scores as N/mean/sd), with two-sided t-tests of each run against the next (or the pairs "
                + "--ttest names).",
        "Each run keeps its scenario's seed; with --seed N the first run takes N, the second N+1 and so on, so "
                + "the runs stay independent measurements.",
        "Example: swapset experiments scenarios/pfault-31C80X1.yaml scenarios/pfault-31C81X0.yaml"})
final class ExperimentsCommand implements Callable<Integer> {

    private final Context context;

    @Mixin
    CommonOptions common;

    @Mixin
    RunOverrides overrides;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Scenario files; each is one run of the table.")
    List<Path> files;

    @Option(names = "--ttest", paramLabel = "I,J", split = ";", description = "t-test runs I and J (1-based, in "
            + "the order given; repeatable). Default: each run against the next.")
    List<String> pairs;

    ExperimentsCommand(Context context) {
        this.context = context;
    }

    @Override
    public Integer call() throws Exception {
        overrides.check(1);
        pairs(files.size()); // a bad --ttest fails before any run
        PluginRegistry registry = common.registry(context);
        List<Scenario> scenarios = new ArrayList<>();
        for (Path file : files) {
            Scenario s = overrides.apply(Scenarios.load(context, Optional.of(file), registry));
            if (overrides.seed != null) {
                // Runs are separate measurements: with one --seed for all, two runs of one mechanism would repeat
                // each other to the last digit and every t-test would find t = 0. The k-th run takes seed + k - 1.
                s = s.withRun(s.run().withSeed(overrides.seed + scenarios.size()));
            }
            scenarios.add(s);
        }
        List<ExperimentReport.Run> runs = new ArrayList<>();
        List<String> names = runNames(files);
        for (int i = 0; i < scenarios.size(); i++) {
            Forecast f;
            try (Progress progress = new Progress(context.err())) {
                f = context.backend().forecast(scenarios.get(i), overrides.workers(), progress, context.cancelled(),
                        common.timeLimit());
            } catch (RuntimeException e) {
                throw CannotRunException.named(files.get(i), e);
            }
            runs.add(ExperimentReport.run(names.get(i), f));
        }
        context.out().print(ExperimentReport.table(runs));
        List<ExperimentReport.TTestResult> tests = new ArrayList<>();
        List<int[]> tested = pairs(runs.size());
        for (int[] pair : tested) {
            tests.addAll(ExperimentReport.tTests(runs.get(pair[0]), runs.get(pair[1])));
        }
        if (!tests.isEmpty()) {
            context.out().println();
            context.out().println("Two-sided t-tests (Welch):");
            context.out().print(ExperimentReport.tTestTable(tests));
        } else if (!tested.isEmpty()) {
            // Asked for, or implied by two runs or more: say why there is none rather than print nothing.
            context.out().println();
            context.out().println("No t-tests: the runs share no score measured over 2 experiments or more (scores "
                    + "are workloads' counts of work done, e.g. linux-guest's thrasher and burner; a run of one "
                    + "replication has one experiment)");
        }
        context.out().flush();
        return 0;
    }

    /** The pairs to test, 0-based: as given by --ttest, else each run with the next. */
    private List<int[]> pairs(int n) {
        List<int[]> result = new ArrayList<>();
        if (pairs == null || pairs.isEmpty()) {
            for (int i = 0; i + 1 < n; i++) {
                result.add(new int[] {i, i + 1});
            }
            return result;
        }
        for (String text : pairs) {
            String[] parts = text.split(",");
            try {
                if (parts.length != 2) {
                    throw new NumberFormatException();
                }
                int i = Integer.parseInt(parts[0].strip());
                int j = Integer.parseInt(parts[1].strip());
                if (i < 1 || j < 1 || i > n || j > n || i == j) {
                    throw new BadInputException("--ttest " + text + ": runs are numbered 1 to " + n
                            + " in the order given, and a run is not tested against itself");
                }
                result.add(new int[] {i - 1, j - 1});
            } catch (NumberFormatException e) {
                throw new BadInputException("--ttest " + text + ": expected two run numbers, e.g. --ttest 2,3");
            }
        }
        return result;
    }

    /** The run's name: the file name without directory, extension and a leading "pfault-"-style prefix. */
    static String runName(Path file) {
        String name = baseName(file);
        int dash = name.lastIndexOf('-');
        return dash > 0 && dash < name.length() - 1 ? name.substring(dash + 1) : name;
    }

    /**
     * The runs' names, as {@link #runName}, unless two would be alike ({@code hpo-3081d-125-users} and
     * {@code hpo-3081d-200-users} both end in "users"): then each file's whole name without its extension, and a
     * file given twice, or two of one name from different folders, numbered as given ({@code a (2)}).
     */
    static List<String> runNames(List<Path> files) {
        List<String> names = files.stream().map(ExperimentsCommand::runName).toList();
        if (names.stream().distinct().count() == names.size()) {
            return names;
        }
        List<String> result = new ArrayList<>();
        for (Path file : files) {
            String name = baseName(file);
            String unique = name;
            for (int k = 2; result.contains(unique); k++) {
                unique = name + " (" + k + ")"; // never one already taken, "a (2).yaml" among them
            }
            result.add(unique);
        }
        return result;
    }

    private static String baseName(Path file) {
        return file.getFileName().toString().replaceFirst("\\.(ya?ml|json)$", "");
    }
}
