package org.swapset.app;

import java.io.PrintStream;
import java.time.Duration;
import java.util.Optional;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressState;
import org.swapset.core.forecast.ProgressListener;

/**
 * Shows replications done/total as a progress bar on standard error, but only once a run has taken more than a
 * second, so quick runs print nothing extra, and only on a terminal: redirected to a file or a CI log, standard error
 * gets no bar and no terminal escape codes. Thread-safe: replications finish on worker threads.
 */
final class Progress implements ProgressListener, AutoCloseable {

    private static final long QUIET_NANOS = 1_000_000_000L;

    private final PrintStream err;
    private final boolean terminal = stderrIsTerminal();
    private final long started;
    private ProgressBar bar;
    /** The most done shown: reports counted on several threads may arrive out of order, and the bar never steps back. */
    private long shown;
    /** Closed: a late report (a worker still unwinding after a cancellation) draws no new bar under the message. */
    private boolean closed;

    Progress(PrintStream err) {
        this(err, System.nanoTime());
    }

    /** A run that started at {@code startedNanos} ({@link System#nanoTime()}): its bar counts time from then. */
    Progress(PrintStream err, long startedNanos) {
        this.err = err;
        this.started = startedNanos;
    }

    /**
     * Whether standard error is a terminal. The launcher knows ({@code [ -t 2 ]}) and says so in the system property
     * {@code swapset.stderrTerminal}; run as {@code java -jar}, JDK 17 can only tell whether standard input and
     * output are (System.console()), which is taken instead.
     */
    static boolean stderrIsTerminal() {
        String said = System.getProperty("swapset.stderrTerminal");
        return said != null ? Boolean.parseBoolean(said) : System.console() != null;
    }

    @Override
    public synchronized void progress(long done, long total) {
        if (closed || done < shown) {
            return;
        }
        shown = done;
        if (bar == null) {
            if (!terminal || System.nanoTime() - started < QUIET_NANOS || done >= total) {
                return;
            }
            // Drawn a second or more into the run: its elapsed time and the time left count from the run's start.
            bar = new ProgressBarBuilder().setTaskName("replications").setInitialMax(total)
                    .startsFrom(0, Duration.ofNanos(System.nanoTime() - started)).setEtaFunction(Progress::timeLeft)
                    .setConsumer(new ConsoleProgressBarConsumer(err)).setUpdateIntervalMillis(200).build();
        }
        bar.maxHint(total);
        bar.stepTo(done);
    }

    /** The run's time so far, spread over the replications done, times those left; unknown before the first. */
    static Optional<Duration> timeLeft(ProgressState state) {
        long done = state.getCurrent();
        if (done <= 0 || state.getMax() <= 0) {
            return Optional.empty();
        }
        long left = Math.max(0, state.getMax() - done);
        return Optional.of(Duration.ofMillis(Math.round(state.getTotalElapsed().toMillis() * (double) left / done)));
    }

    /** The most replications done shown so far. */
    synchronized long shown() {
        return shown;
    }

    @Override
    public synchronized void close() {
        closed = true;
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }
}
