package org.swapset.core.forecast;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.apache.commons.math3.stat.descriptive.StatisticalSummaryValues;
import org.apache.commons.math3.stat.inference.TTest;

/**
 * Experiment reports as the z/VM Linux measurements give them ("64-bit Asynchronous Page Fault Service"): per run,
 * the run duration, virtual and CP CPU time, and each workload's scores as N/mean/sd over the experiments of the run;
 * and two-sided (Welch) t-tests between runs on each score.
 *
 * <p>A score is a workload observation series: the metrics {@code ID}, {@code ID.sd} and {@code ID.n} of a workload's
 * measurements. Over several replications the series are pooled: N is the total count, and the mean and standard
 * deviation are those of all the experiments together.
 *
 * <p>The run duration and CPU times are the measured interval's ({@code cpu.virtualSeconds}, {@code cpu.cpSeconds})
 * unless a workload measures them itself, as the seed's experimenters did between two CP QUERY TIMEs: a workload that
 * reports the observations {@code measured.duration}, {@code measured.virtualSeconds} and {@code measured.cpSeconds}
 * (one per replication; {@code linux-guest} with {@code measurement: cpint}) gives the row's duration and CPU times
 * instead, averaged over replications ("n/a" when a replication did not complete the measurement). Those series are
 * not scores.
 */
public final class ExperimentReport {

    /** A score of one run: N experiments with their mean and standard deviation. */
    public record Score(String id, String label, long n, double mean, double sd) {
        /** {@code N/mean/sd} as the seed writes it, rounded to whole numbers. */
        public String text() {
            return n + "/" + Math.round(mean) + "/" + Math.round(sd);
        }
    }

    /**
     * One run of the report.
     *
     * @param guestMeasured whether the duration and CPU times are a workload's own measurement (the interval between
     *                      its two CP QUERY TIMEs) rather than the measured interval's
     */
    public record Run(String name, double durationSeconds, double virtualSeconds, double cpSeconds,
                      List<Score> scores, boolean guestMeasured) {
        /** A run whose duration and CPU times are the measured interval's. */
        public Run(String name, double durationSeconds, double virtualSeconds, double cpSeconds, List<Score> scores) {
            this(name, durationSeconds, virtualSeconds, cpSeconds, scores, false);
        }

        /** Virtual CPU time over the run duration. */
        public double virtualFraction() {
            return virtualSeconds / durationSeconds;
        }
    }

    /** The suffix of the workload observations that measure the run itself (not scores). */
    static final String MEASURED = ".measured.";

    /** A two-sided t-test of one score between two runs. */
    public record TTestResult(String score, String first, String second, double t, double p) {
        /** Whether the difference is significant at the 5% level. */
        public boolean significant() {
            return p < 0.05;
        }
    }

    private ExperimentReport() {
    }

    /** The run's row: duration, CPU times per replication (averaged) and its pooled scores. */
    public static Run run(String name, Forecast f) {
        double virtual = mean(f, "cpu.virtualSeconds");
        double cp = mean(f, "cpu.cpSeconds");
        double duration = f.durationSeconds();
        boolean guestMeasured = false;
        List<Score> scores = new ArrayList<>();
        for (MetricForecast m : f.metrics()) {
            String id = m.metric().id();
            if (!guestMeasured && id.startsWith("workload.") && id.endsWith(MEASURED + "duration")) {
                String prefix = id.substring(0, id.length() - "duration".length());
                guestMeasured = true;
                duration = measured(f, id);
                virtual = measured(f, prefix + "virtualSeconds");
                cp = measured(f, prefix + "cpSeconds");
            }
            if (!id.startsWith("workload.") || id.endsWith(".sd") || id.endsWith(".n") || id.contains(MEASURED)) {
                continue;
            }
            var sd = f.metric(id + ".sd");
            var n = f.metric(id + ".n");
            if (sd.isEmpty() || n.isEmpty()) {
                continue;
            }
            scores.add(pool(id, m.metric().label(), m.replications(), sd.get().replications(),
                    n.get().replications()));
        }
        return new Run(name, duration, virtual, cp, scores, guestMeasured);
    }

    /**
     * The mean over replications of a workload's one-per-replication measurement, or NaN when it is missing or any
     * replication did not record it.
     */
    private static double measured(Forecast f, String id) {
        var values = f.metric(id);
        var counts = f.metric(id + ".n");
        if (values.isEmpty() || counts.isEmpty()) {
            return Double.NaN;
        }
        double[] v = values.get().replications();
        double[] n = counts.get().replications();
        double sum = 0;
        for (int r = 0; r < v.length; r++) {
            if (!(n[r] >= 1) || !Double.isFinite(v[r])) {
                return Double.NaN;
            }
            sum += v[r];
        }
        return v.length == 0 ? Double.NaN : sum / v.length;
    }

    /** Pools per-replication (n, mean, sd) into one series' N, mean and sd. */
    static Score pool(String id, String label, double[] means, double[] sds, double[] ns) {
        double total = 0;
        double sum = 0;
        for (int r = 0; r < means.length; r++) {
            if (ns[r] > 0) {
                total += ns[r];
                sum += ns[r] * means[r];
            }
        }
        if (total == 0) {
            return new Score(id, label, 0, Double.NaN, Double.NaN);
        }
        double mean = sum / total;
        double squares = 0; // sum of squared deviations from the pooled mean
        for (int r = 0; r < means.length; r++) {
            if (ns[r] > 0) {
                double within = ns[r] > 1 ? (ns[r] - 1) * sds[r] * sds[r] : 0;
                squares += within + ns[r] * (means[r] - mean) * (means[r] - mean);
            }
        }
        double sd = total > 1 ? Math.sqrt(squares / (total - 1)) : Double.NaN;
        return new Score(id, label, Math.round(total), mean, sd);
    }

    /**
     * Two-sided Welch t-tests of every score the two runs share (Apache Commons Math {@link TTest}, unequal
     * variances). A score with fewer than two experiments in either run is left out; two runs with no spread at all
     * give p = 1 when their means are equal.
     */
    public static List<TTestResult> tTests(Run a, Run b) {
        List<TTestResult> results = new ArrayList<>();
        for (Score x : a.scores()) {
            for (Score y : b.scores()) {
                if (!x.id().equals(y.id()) || x.n() < 2 || y.n() < 2) {
                    continue;
                }
                double t;
                double p;
                if (x.sd() == 0 && y.sd() == 0) {
                    t = x.mean() == y.mean() ? 0 : Math.copySign(Double.POSITIVE_INFINITY, x.mean() - y.mean());
                    p = x.mean() == y.mean() ? 1 : 0;
                } else {
                    var sx = summary(x);
                    var sy = summary(y);
                    TTest test = new TTest();
                    t = test.t(sx, sy);
                    p = test.tTest(sx, sy);
                }
                results.add(new TTestResult(x.label(), a.name(), b.name(), t, p));
            }
        }
        return results;
    }

    private static StatisticalSummaryValues summary(Score s) {
        return new StatisticalSummaryValues(s.mean(), s.sd() * s.sd(), s.n(), Double.NaN, Double.NaN,
                s.mean() * s.n());
    }

    /** The seed's table: run, duration (mm:ss), virtual CPU and CP CPU (mm:ss.hh), then each score as N/m/sd. */
    public static String table(List<Run> runs) {
        List<String> scoreIds = new ArrayList<>();
        List<String> scoreLabels = new ArrayList<>();
        for (Run r : runs) {
            for (Score s : r.scores()) {
                if (!scoreIds.contains(s.id())) {
                    scoreIds.add(s.id());
                    scoreLabels.add(s.label());
                }
            }
        }
        List<String[]> rows = new ArrayList<>();
        boolean anyGuestMeasured = runs.stream().anyMatch(Run::guestMeasured);
        List<String> head = new ArrayList<>(List.of("Run", "Run duration (mm:ss)", "Virtual CPU (mm:ss.hh)",
                "CP CPU (mm:ss.hh)"));
        if (anyGuestMeasured) {
            head.add("Virtual/duration");
        }
        for (String label : scoreLabels) {
            head.add(label + " (N/m/sd)");
        }
        rows.add(head.toArray(new String[0]));
        for (Run r : runs) {
            String mark = anyGuestMeasured && !r.guestMeasured() ? " +" : "";
            List<String> row = new ArrayList<>(List.of(r.name(), minutes(r.durationSeconds(), false) + mark,
                    minutes(r.virtualSeconds(), true), minutes(r.cpSeconds(), true)));
            if (anyGuestMeasured) {
                double fraction = r.virtualFraction();
                row.add(Double.isFinite(fraction) ? String.format(Locale.ROOT, "%.3f", fraction) : "n/a");
            }
            for (String id : scoreIds) {
                row.add(r.scores().stream().filter(s -> s.id().equals(id)).findFirst().map(Score::text).orElse("-"));
            }
            rows.add(row.toArray(new String[0]));
        }
        String table = align(rows);
        if (runs.stream().anyMatch(r -> !Double.isFinite(r.durationSeconds()))) {
            // n/a: the run ended before the measurement did (the guest's second QUERY TIME, say).
            table += "n/a: " + String.join(", ", runs.stream().filter(r -> !Double.isFinite(r.durationSeconds()))
                    .map(Run::name).toList()) + " ended before the measurement was complete; lengthen run.duration"
                    + System.lineSeparator();
        }
        if (anyGuestMeasured) {
            table += "Run duration, virtual and CP CPU: between the guest's two CP QUERY TIMEs (measured.*)"
                    + (runs.stream().allMatch(Run::guestMeasured) ? "" : "; + the measured interval's")
                    + "." + System.lineSeparator();
        }
        return table;
    }

    /** The t-tests as lines: score, the two runs, t, p and the verdict at 5%. */
    public static String tTestTable(List<TTestResult> results) {
        StringBuilder b = new StringBuilder();
        for (TTestResult r : results) {
            b.append(String.format(Locale.ROOT, "%s: %s vs %s: t = %.3f, p = %.4f, %s%n", r.score(), r.first(),
                    r.second(), r.t(), r.p(), r.significant() ? "significant at 5%"
                            : "no statistically significant difference at 5%"));
        }
        return b.toString();
    }

    /** {@code mm:ss}, or {@code mm:ss.hh} with hundredths; minutes may exceed 59. */
    static String minutes(double seconds, boolean hundredths) {
        if (!Double.isFinite(seconds)) {
            return "n/a";
        }
        long hs = Math.round(seconds * 100);
        long m = hs / 6000;
        double s = (hs - m * 6000) / 100.0;
        return hundredths ? String.format(Locale.ROOT, "%d:%05.2f", m, s)
                : String.format(Locale.ROOT, "%d:%02d", m, Math.round(Math.floor(s)));
    }

    private static double mean(Forecast f, String id) {
        return f.metric(id).map(m -> m.estimate().mean()).orElse(Double.NaN);
    }

    private static String align(List<String[]> rows) {
        int cols = rows.get(0).length;
        int[] width = new int[cols];
        for (String[] row : rows) {
            for (int c = 0; c < cols; c++) {
                width[c] = Math.max(width[c], row[c].length());
            }
        }
        StringBuilder b = new StringBuilder();
        for (String[] row : rows) {
            for (int c = 0; c < cols; c++) {
                b.append(c == 0 ? String.format("%-" + width[c] + "s", row[c])
                        : String.format("  %" + width[c] + "s", row[c]));
            }
            b.append(System.lineSeparator());
        }
        return b.toString();
    }
}
