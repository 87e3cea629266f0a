package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * {@code swapset app} on a Linux machine with no display says so in one line, points to the headless commands and
 * exits 2 (this module's tests run without Monocle, so the check is the real one).
 */
class AppWithoutDisplayTest {

    @Test
    void theAppCommandWithoutADisplayPointsToTheHeadlessCommands() {
        Assumptions.assumeTrue(System.getProperty("os.name").startsWith("Linux"));
        Assumptions.assumeTrue(System.getProperty("glass.platform") == null);

        Cli cli = Cli.run("app"); // Cli passes an environment without DISPLAY or WAYLAND_DISPLAY

        assertEquals(2, cli.exitCode());
        assertEquals("swapset app: no display found; use the headless commands, e.g. ./swapset run\n", cli.err());
        assertEquals("", cli.out());
    }
}
