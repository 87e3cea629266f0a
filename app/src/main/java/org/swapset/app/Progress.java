package org.swapset.app;

import java.io.PrintStream;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import org.swapset.core.forecast.ProgressListener;

/**
 * Shows replications done/total as a progress bar on standard error, but only once a run has taken more than a
 * second, so quick runs print nothing extra, and only on a terminal: redirected to a file or a CI log, standard error
 * gets no bar and no terminal escape codes. Thread-safe: replications finish on worker threads.
 */
final class Progress implements ProgressListener, AutoCloseable {

    private static final long QUIET_NANOS = 1_000_000_000L;

    private final PrintStream err;
    private final boolean terminal = System.console() != null;
    private final long started = System.nanoTime();
    private ProgressBar bar;

    Progress(PrintStream err) {
        this.err = err;
    }

    @Override
    public synchronized void progress(long done, long total) {
        if (bar == null) {
            if (!terminal || System.nanoTime() - started < QUIET_NANOS || done >= total) {
                return;
            }
            bar = new ProgressBarBuilder().setTaskName("replications").setInitialMax(total)
                    .setConsumer(new ConsoleProgressBarConsumer(err)).setUpdateIntervalMillis(200).build();
        }
        bar.maxHint(total);
        bar.stepTo(done);
    }

    @Override
    public synchronized void close() {
        if (bar != null) {
            bar.close();
            bar = null;
        }
    }
}
