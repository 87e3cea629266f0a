package org.swapset.app.desktop.model;

import java.util.Locale;
import java.util.OptionalDouble;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BooleanSupplier;
import java.util.function.LongSupplier;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyDoubleProperty;
import javafx.beans.property.ReadOnlyDoubleWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import org.swapset.core.engine.CancelledException;
import org.swapset.core.forecast.ProgressListener;

/**
 * Runs one long job at a time (a forecast, a capacity search, a sweep) off the UI thread, and shows it: a progress
 * fraction, and a status line with what is running, the elapsed time and an estimate of the time left (from the
 * rate progress is seen to move at, {@link TimeLeft}; "estimating time left…" until it has been watched long enough).
 * A job of several forecasts marks the start of each ({@link Control#nextForecast}), so the progress and the time
 * left follow the forecast running even after one stopped part-way; one that also says how many forecasts it makes
 * in all (a capacity search) has its progress and time left shown for the whole job, with "forecast 4 of about 9"
 * ({@link ForecastSteps}).
 * Cancel asks the job to stop through the same flag the command line's Ctrl-C sets. A job of several forecasts that
 * is cancelled or fails after some of them may hand back what it finished ({@link Partial}).
 *
 * <p>Everything the UI sees is changed on the UI executor ({@code Platform::runLater} in the application, the
 * calling thread in tests), so the properties can be bound to controls.
 */
public final class Jobs {

    /** A job: gets its control, for progress and the cancellation flag, and returns its result. */
    @FunctionalInterface
    public interface Job<T> {
        T run(Control control) throws Exception;
    }

    /** What a running job reports to and asks of its runner. */
    public interface Control extends ProgressListener, BooleanSupplier {
        /** Says what the job is doing now ({@code "620 users"}); shown before the times. */
        void note(String text);

        /**
         * Says which scenario the job is forecasting now (a comparison's base, then each variant), shown last on the
         * status line, after the progress and the times, as a run's name is: a long name before them cut them off in
         * a narrow window. Nothing by default.
         */
        default void subject(String name) {
        }

        /**
         * Says that the job's next forecast starts, its progress counted from 0 again: a job of several forecasts (a
         * capacity search, a comparison) calls it before each, since one stopped part-way (its time limit, a plugin
         * failing) never reports its end, and the next one's first shares would otherwise be taken for stale
         * reports of the one before. Nothing by default.
         */
        default void nextForecast() {
        }

        /**
         * {@link #nextForecast()}, saying also where this forecast stands in the job, so the progress, the status line
         * ("forecast 4 of about 9") and the time left are the whole job's. By default just {@link #nextForecast()}.
         *
         * @param before  the job's forecasts before this one
         * @param total   the job's forecasts in all, this one included: an estimate, or a bound when {@code bounded}
         * @param bounded whether {@code total} is a bound (at most) rather than an estimate (about)
         */
        default void nextForecast(int before, int total, boolean bounded) {
            nextForecast();
        }

        /**
         * Says how far the work the job does before its first forecast has got (a sweep's check of its user counts,
         * {@code done} of {@code total} checked), which would otherwise leave the bar indeterminate for the seconds a
         * check of thousands of counts takes: it fills the bar's first {@link Jobs#PRELUDE}, and the forecasts, from
         * the job's next {@link #nextForecast()} on, fill the rest, so the bar never goes back. It is not taken into
         * the time left, which is the forecasts' rate: work of another kind and pace would make it wrong. Nothing by
         * default.
         */
        default void preparing(long done, long total) {
        }
    }

    /** How a job ended, for the window to react to. */
    public interface Outcome<T> {
        void done(T result);

        void failed(Throwable failure);

        default void cancelled() {
        }

        /**
         * The job was cancelled ({@code failure} null) or failed, but kept what it had finished (a sweep's points
         * forecast before the stop). By default taken as a cancellation or failure that kept nothing.
         */
        default void stopped(T kept, Throwable failure) {
            if (failure == null) {
                cancelled();
            } else {
                failed(failure);
            }
        }
    }

    /**
     * Thrown by a job of several forecasts that stops, cancelled or failed, after finishing some of them: what it
     * finished (of the job's result type) goes to {@link Outcome#stopped}, and the status line says how far it got.
     */
    public static final class Partial extends Exception {
        private final transient Object kept;
        private final boolean cancelled;

        /**
         * @param kept      what the job finished, of its result type
         * @param summary   how it stopped, for the status line: "cancelled after 7 of 10 user counts"
         * @param cancelled whether it was cancelled rather than failed
         * @param cause     the cancellation or the failure
         */
        public Partial(Object kept, String summary, boolean cancelled, Exception cause) {
            super(summary, cause);
            this.kept = kept;
            this.cancelled = cancelled;
        }

        /** What the job finished, of its result type. */
        public Object kept() {
            return kept;
        }

        /** The cancellation or failure that stopped the job, as the job met it. */
        public Exception failure() {
            return (Exception) getCause();
        }
    }

    private final Executor background;
    private final Executor ui;
    private final LongSupplier nanoTime;
    private final TimeLeft timeLeft;
    private final ForecastSteps steps;
    private final ReadOnlyBooleanWrapper running = new ReadOnlyBooleanWrapper(this, "running");
    private final ReadOnlyDoubleWrapper progress = new ReadOnlyDoubleWrapper(this, "progress", 0);
    private final ReadOnlyStringWrapper status = new ReadOnlyStringWrapper(this, "status", "Ready");
    private volatile AtomicBoolean cancel = new AtomicBoolean();
    private volatile String name = "";
    private volatile String note = "";
    /** What the running job is about, " · NAME", said last; empty for none. */
    private volatile String subject = "";
    private volatile long started;
    private volatile double fraction;
    /**
     * Whether the job did work before its forecasts ({@link Control#preparing}): its progress then fills the bar's
     * first {@link #PRELUDE} and the forecasts' the rest, so the bar never goes back from a full check to an empty
     * sweep.
     */
    private volatile boolean prepared;
    /** Whether that work is what {@link #fraction} says now (until the job's first {@code nextForecast}). */
    private volatile boolean preparingNow;

    /** The bar's share for the work before the forecasts: seconds of checking, before minutes or hours of forecasts. */
    public static final double PRELUDE = 0.05;
    /**
     * The running job's control, cleared as the job returns: a report through an ended job's control (a replication
     * thread stopped by its time limit that reports on its way out) must not move the next job's progress.
     */
    private final java.util.concurrent.atomic.AtomicReference<Control> current =
            new java.util.concurrent.atomic.AtomicReference<>();

    /**
     * @param background runs the jobs
     * @param ui         runs the updates the UI sees
     * @param nanoTime   the clock for elapsed and remaining times
     */
    public Jobs(Executor background, Executor ui, LongSupplier nanoTime) {
        this.background = background;
        this.ui = ui;
        this.nanoTime = nanoTime;
        this.timeLeft = new TimeLeft(nanoTime);
        this.steps = new ForecastSteps(nanoTime);
    }

    public ReadOnlyBooleanProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    public boolean isRunning() {
        return running.get();
    }

    /** Done so far, 0 to 1; negative while unknown. */
    public ReadOnlyDoubleProperty progressProperty() {
        return progress.getReadOnlyProperty();
    }

    /**
     * "Forecast: 60% · 0:04 elapsed · about 0:03 left" ("estimating time left…" before there is an estimate), or how
     * the last job ended. A job that says how many forecasts it makes shows its place and the whole job's share and
     * time left: "Supportable users: forecast 4 of about 9 · NOTE · 38% · 1:10 elapsed · about 2:05 left".
     */
    public ReadOnlyStringProperty statusProperty() {
        return status.getReadOnlyProperty();
    }

    /**
     * Says on the status line what the window just did (a file saved or written), unless a job is running: the job's
     * progress keeps the line.
     */
    public void say(String message) {
        if (!running.get()) {
            status.set(message);
        }
    }

    /**
     * Starts a job unless one is running.
     *
     * @return whether it started
     */
    public <T> boolean start(String jobName, Job<T> job, Outcome<T> outcome) {
        return start(jobName, "", job, outcome);
    }

    /**
     * Starts a job unless one is running, the status line saying {@code firstNote} at once ("checking 5000 user
     * counts…"), until the job says something else ({@link Control#note}, empty to clear it): the job's first work
     * may take seconds before it reports any progress.
     *
     * @return whether it started
     */
    public <T> boolean start(String jobName, String firstNote, Job<T> job, Outcome<T> outcome) {
        return start(jobName, firstNote, "", job, outcome);
    }

    /**
     * Starts a job unless one is running, {@code subject} (the scenario's name) said last on the status line, after
     * the progress, times and outcome: a long name first cut them off in a narrow window ("Forecast 3081D, 16 MB, 310
     * CMS users on six 2..."), where the line is clipped at its end.
     *
     * @return whether it started
     */
    public <T> boolean start(String jobName, String firstNote, String subject, Job<T> job, Outcome<T> outcome) {
        if (running.get()) {
            return false;
        }
        AtomicBoolean flag = new AtomicBoolean();
        cancel = flag;
        name = jobName;
        note = firstNote;
        this.subject = subject.isEmpty() ? "" : " · " + subject;
        String about = this.subject;
        fraction = -1;
        prepared = false;
        preparingNow = false;
        started = nanoTime.getAsLong();
        timeLeft.restart();
        steps.restart();
        running.set(true);
        progress.set(-1);
        status.set(jobName + ": " + (firstNote.isEmpty() ? "starting" : firstNote) + about);
        Control control = new Control() {
            // One forecast's reports: its completed replications and the share of the running ones. A capacity
            // search or a comparison runs several forecasts one after another, each reporting from 0 again.
            private double completion = -1;
            private double partialShare = -1;
            private boolean forecastDone;

            /** Whether this job has returned: a late report through its control (see current) is dropped. */
            private boolean ended() {
                return current.get() != this;
            }

            @Override
            public synchronized void nextForecast() {
                if (ended()) {
                    return;
                }
                next();
                synchronized (steps) {
                    steps.restart(); // a forecast whose place in the job is not said: shown on its own, from 0
                    fraction = -1;
                }
            }

            @Override
            public synchronized void nextForecast(int before, int total, boolean bounded) {
                if (ended()) {
                    return;
                }
                next();
                synchronized (steps) { // the window never sees this forecast's place with the last one's share
                    steps.next(before, total, bounded);
                    fraction = -1;
                }
                ui.execute(Jobs.this::refresh);
            }

            private void next() {
                preparingNow = false;
                completion = -1;
                partialShare = -1;
                forecastDone = false;
                timeLeft.nextForecast();
            }

            @Override
            public synchronized void preparing(long done, long total) {
                if (ended()) {
                    return;
                }
                double shown = fraction;
                prepared = true;
                preparingNow = true;
                fraction = total <= 0 ? -1 : Math.min(1, (double) done / total);
                // Called at each count: the window is refreshed at each whole percent (the last count's among them),
                // not thousands of times.
                if (Math.floor(100 * shown) != Math.floor(100 * fraction)) {
                    ui.execute(Jobs.this::refresh);
                }
            }

            @Override
            public synchronized void progress(long done, long total) {
                if (ended()) {
                    return;
                }
                double c = total <= 0 ? -1 : (double) done / total;
                if (forecastDone || c < completion) {
                    partialShare = -1; // the first completion of the next forecast
                }
                completion = c;
                forecastDone = total > 0 && done >= total;
                fraction = Math.max(completion, partialShare);
                timeLeft.observe(fraction);
                ui.execute(Jobs.this::refresh);
            }

            @Override
            public synchronized void partial(double done, long total) {
                if (ended()) {
                    return;
                }
                // Within the running replications: the status bar's share and time left move as they run. A share
                // below what this forecast has reported already is stale (another thread's, computed earlier); after
                // a forecast has completed, it is the next forecast's first.
                double f = total <= 0 ? -1 : done / total;
                if (forecastDone) {
                    forecastDone = false;
                    completion = 0;
                    partialShare = f;
                } else if (f > partialShare) {
                    partialShare = f;
                }
                fraction = Math.max(completion, partialShare);
                timeLeft.observe(fraction);
            }

            @Override
            public boolean getAsBoolean() {
                return flag.get();
            }

            @Override
            public void note(String text) {
                if (ended()) {
                    return;
                }
                note = text;
                ui.execute(Jobs.this::refresh);
            }

            @Override
            public void subject(String name) {
                if (ended()) {
                    return;
                }
                Jobs.this.subject = name.isEmpty() ? "" : " · " + name;
                ui.execute(Jobs.this::refresh);
            }
        };
        current.set(control);
        background.execute(() -> {
            try {
                T result;
                try {
                    result = job.run(control);
                } finally {
                    current.compareAndSet(control, null);
                }
                ui.execute(() -> finish(jobName + ": done in " + clock(elapsed()) + about, () -> outcome.done(result)));
            } catch (Partial p) {
                @SuppressWarnings("unchecked") // the job's own result type, as Partial's contract says
                T kept = (T) p.kept();
                ui.execute(() -> finish(jobName + ": " + p.getMessage() + about, () -> outcome.stopped(kept,
                        p.cancelled ? null : p.failure())));
            } catch (CancelledException e) {
                ui.execute(() -> finish(jobName + ": cancelled" + about, outcome::cancelled));
            } catch (Throwable e) {
                if (flag.get() && e.getCause() instanceof CancelledException) {
                    ui.execute(() -> finish(jobName + ": cancelled" + about, outcome::cancelled));
                } else {
                    ui.execute(() -> finish(jobName + ": failed" + about, () -> outcome.failed(e)));
                }
            }
        });
        return true;
    }

    /** Asks the running job to stop. */
    public void cancel() {
        if (running.get()) {
            // The status first: once the flag is up the job may end at once, and its "cancelled" must stand.
            status.set(name + ": cancelling" + subject);
            cancel.set(true);
        }
    }

    /** Brings the elapsed and remaining times up to date; the window calls it every second while a job runs. */
    public void refresh() {
        if (!running.get()) {
            return;
        }
        boolean whole;
        double f;
        String place;
        OptionalDouble left;
        synchronized (steps) {
            double share = fraction; // of the forecast running, or of the whole job
            whole = steps.active();
            f = whole ? steps.fraction(share) : share;
            if (preparingNow) {
                f = share < 0 ? -1 : PRELUDE * share;
            } else if (prepared) {
                f = f < 0 ? PRELUDE : PRELUDE + (1 - PRELUDE) * f; // after the work before: never back to unknown
            }
            place = steps.label();
            left = !whole ? timeLeft.seconds()
                    : steps.seconds(share, share < 0 ? OptionalDouble.empty() : timeLeft.seconds());
        }
        progress.set(f);
        double elapsed = elapsed();
        StringBuilder s = new StringBuilder(name).append(": ");
        if (whole) {
            s.append(place).append(" · ");
        }
        if (!note.isEmpty()) {
            s.append(note).append(" · ");
        }
        if (f >= 0) {
            s.append(String.format(Locale.ROOT, "%.0f%% · ", 100 * f));
        }
        s.append(clock(elapsed)).append(" elapsed");
        if (f < 1) {
            s.append(left.isPresent() ? " · about " + clock(left.getAsDouble()) + " left" : " · estimating time left…");
        }
        if (cancel.get()) {
            s.append(" · cancelling");
        }
        status.set(s.append(subject).toString());
    }

    private void finish(String message, Runnable then) {
        running.set(false);
        progress.set(0);
        status.set(message);
        then.run();
    }

    private double elapsed() {
        return (nanoTime.getAsLong() - started) / 1e9;
    }

    /** Seconds as m:ss, or h:mm:ss from an hour. */
    static String clock(double seconds) {
        long s = Math.round(Math.max(0, seconds));
        return s >= 3600 ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }
}
