package org.swapset.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * The command line's progress bar: replications counted on several threads may report out of order, and a worker
 * still unwinding after a cancellation may report after the bar was closed and the error printed.
 */
class ProgressTest {

    @Test
    void theBarNeverStepsBackAndDrawsNothingOnceClosed() throws Exception {
        String was = System.getProperty("swapset.stderrTerminal");
        System.setProperty("swapset.stderrTerminal", "true");
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            Progress progress = new Progress(new PrintStream(out, true, StandardCharsets.UTF_8));
            Thread.sleep(1_100); // a bar is drawn only for runs longer than a second
            progress.progress(5, 10);
            progress.progress(4, 10); // counted before 5, told after it
            assertEquals(5, progress.shown());
            progress.close();
            int drawn = out.size();
            progress.progress(6, 10);
            assertEquals(drawn, out.size(), "a report after close draws a new bar under the error message");
            assertEquals(5, progress.shown());
        } finally {
            if (was == null) {
                System.clearProperty("swapset.stderrTerminal");
            } else {
                System.setProperty("swapset.stderrTerminal", was);
            }
        }
    }

    @Test
    void theBarCountsTheRunsTimeFromItsStartNotFromWhenItWasDrawn() {
        String was = System.getProperty("swapset.stderrTerminal");
        System.setProperty("swapset.stderrTerminal", "true");
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            // A run 65 s old when its first replication of two ends: the bar, drawn only now, says 0:01:05 elapsed
            // and about as long again to go, not 0:00:00.
            Progress progress = new Progress(new PrintStream(out, true, StandardCharsets.UTF_8),
                    System.nanoTime() - 65_000_000_000L);
            progress.progress(1, 2);
            progress.close();
            String drawn = out.toString(StandardCharsets.UTF_8);
            assertTrue(drawn.contains("(0:01:05 / 0:01:0"), drawn);
        } finally {
            if (was == null) {
                System.clearProperty("swapset.stderrTerminal");
            } else {
                System.setProperty("swapset.stderrTerminal", was);
            }
        }
    }
}
