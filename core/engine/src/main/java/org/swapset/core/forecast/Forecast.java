package org.swapset.core.forecast;

import java.util.List;
import java.util.Optional;

/**
 * What a scenario forecasts: every metric with its confidence interval, and how it was run.
 *
 * @param scenario        the scenario's name
 * @param seed            the seed used
 * @param replications    how many replications
 * @param warmUpSeconds   simulated warm-up per replication
 * @param durationSeconds simulated measured interval per replication
 * @param metrics         the metrics, in report order
 * @param settling        for the metrics the model measures by halves (the mean response time and the transaction
 *                        rate), whether they settled: see {@link Settling}; empty when it does not
 */
public record Forecast(String scenario, long seed, int replications, double warmUpSeconds, double durationSeconds,
                       List<MetricForecast> metrics, List<Settling> settling) {
    public Forecast {
        metrics = List.copyOf(metrics);
        settling = List.copyOf(settling);
    }

    /** A forecast with no metric checked for settling. */
    public Forecast(String scenario, long seed, int replications, double warmUpSeconds, double durationSeconds,
                    List<MetricForecast> metrics) {
        this(scenario, seed, replications, warmUpSeconds, durationSeconds, metrics, List.of());
    }

    /** What the planner is warned of: a line for each metric that had not settled (see {@link Settling}). */
    public List<String> warnings() {
        return settling.stream().filter(Settling::drifting).map(s -> s.warning(warmUpSeconds)).toList();
    }

    /**
     * One thing a forecast warns its reader of, with its kind as every surface heads it ("Not settled", "No
     * transactions", "Paging space nearly full") and the text.
     */
    public record Notice(String kind, String text) {
    }

    /**
     * Everything the forecast warns of, in the order every surface gives it (standard error, the HTML reports, the
     * desktop): each metric that had not settled ({@link #warnings}), no transaction ended ({@link #noTransactions}),
     * a paging space nearly full ({@link #pagingSpaceNearlyFull}).
     */
    public List<Notice> notices() {
        List<Notice> out = new java.util.ArrayList<>();
        warnings().forEach(w -> out.add(new Notice("Not settled", w)));
        noTransactions().ifPresent(w -> out.add(new Notice("No transactions", w)));
        pagingSpaceNearlyFull().ifPresent(w -> out.add(new Notice("Paging space nearly full", w)));
        return out;
    }

    /**
     * Why the response times are n/a, when no transaction ended in the measured interval (the transaction rate 0 in
     * every replication): a system holding more work than it can finish, or a run too short to see one end. Empty
     * when transactions ended, or when the forecast has no transaction rate.
     */
    public Optional<String> noTransactions() {
        return metric("throughput").filter(m -> m.estimate().mean() == 0).map(m -> "no transaction ended in the "
                + "measured interval (" + ForecastReport.significant(durationSeconds, 4) + " s), so response times "
                + "are n/a" + metric("cpu.utilisation").map(c -> " (processor " + ForecastReport.significant(
                c.estimate().mean(), 3) + " % busy)").orElse("") + ": the system holds more work than it can finish, "
                + "or the run is too short for a transaction to end; fewer users or a longer duration will show one");
    }

    /**
     * The system's paging space, as its forecast gives it: the slots on the paging and swap devices, and the pages of
     * virtual storage they back.
     *
     * @param slots the slots ({@code paging.slots})
     * @param pages the pages of the users' address spaces ({@code storage.virtual})
     * @param peak  the most of them in use, % ({@code paging.spacePeak}: each replication's peak, averaged), NaN
     *              when not measured
     */
    public record PagingSpace(long slots, long pages, double peak) {

        /**
         * Whether it can fill: a page has at most one slot (VM keeps a resident page's slot; a page read with its
         * swap set gives its slot up), but a changed page written out again takes its new slot a moment before its
         * old one is freed, so a paging space of more slots than there are pages cannot fill, and one of as many or
         * fewer can.
         */
        public boolean canFill() {
            return pages >= slots;
        }

        /** "13,824 slots for 21,700 pages of virtual storage". */
        public String sizes() {
            return String.format(java.util.Locale.ROOT, "%,d slots for %,d pages of virtual storage", slots, pages);
        }
    }

    /** The paging space, or empty for a system with none (or a forecast without these metrics). */
    public Optional<PagingSpace> pagingSpace() {
        long slots = metric("paging.slots").map(m -> Math.round(m.estimate().mean())).orElse(0L);
        long pages = metric("storage.virtual").map(m -> Math.round(m.estimate().mean())).orElse(0L);
        double peak = metric("paging.spacePeak").map(m -> m.estimate().mean()).orElse(Double.NaN);
        return slots > 0 ? Optional.of(new PagingSpace(slots, pages, peak)) : Optional.empty();
    }

    /** The share of its slots at which a paging space that can fill is said to be nearly full. */
    public static final double PAGING_SPACE_WARNING = 90;

    /**
     * Why the planner should look at the paging space: it peaked at {@link #PAGING_SPACE_WARNING} % of its slots or
     * more, in a system whose virtual storage has at least as many pages as it has slots ({@link PagingSpace#canFill}),
     * so that a few more users or pages fill it, and the model cannot run past that. Empty otherwise, and where there
     * is no paging space.
     */
    public Optional<String> pagingSpaceNearlyFull() {
        return pagingSpace().filter(p -> p.canFill() && p.peak() >= PAGING_SPACE_WARNING).map(p -> String.format(
                java.util.Locale.ROOT, "the paging space peaked at %s %% of its %,d slots (paging.spacePeak), for "
                        + "%,d pages of virtual storage: a few more users or pages fill it, and the model cannot run "
                        + "past that; add paging devices to carry more", ForecastReport.significant(p.peak(), 3),
                p.slots(), p.pages()));
    }

    /**
     * What a utilisation chart shows: the processor's virtual and CP shares and every utilisation (processor, device
     * groups, channels) in report order, then the paging space at its peak when there is paging space.
     */
    public List<MetricForecast> utilisations() {
        List<MetricForecast> bars = new java.util.ArrayList<>(metrics.stream().filter(m -> {
            String id = m.metric().id();
            return id.equals("cpu.virtual") || id.equals("cpu.cp") || id.endsWith(".utilisation");
        }).toList());
        if (pagingSpace().isPresent()) {
            metric("paging.spacePeak").ifPresent(bars::add);
        }
        return List.copyOf(bars);
    }

    public Optional<MetricForecast> metric(String id) {
        return metrics.stream().filter(m -> m.metric().id().equals(id)).findFirst();
    }
}
