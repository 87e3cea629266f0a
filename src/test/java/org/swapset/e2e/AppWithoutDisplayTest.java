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

    /**
     * A display but no GTK 3 (a fresh Debian without libgtk-3-0): JavaFX's "Unable to load glass GTK library." read
     * as an internal error, a crash to the user; it is a missing package, named with how to install it.
     */
    @Test
    void theAppCommandWithoutGtkNamesThePackage() {
        Assumptions.assumeTrue(System.getProperty("os.name").startsWith("Linux"));
        Assumptions.assumeTrue(System.getProperty("glass.platform") == null);

        Cli cli = Cli.run(java.util.Map.of("DISPLAY", ":99"), (file, dir) -> {
            throw new UnsupportedOperationException("Unable to load glass GTK library.");
        }, "app");

        assertEquals(2, cli.exitCode(), cli.err());
        assertEquals("swapset app: the desktop needs the GTK 3 library, which JavaFX could not load (Debian and "
                + "Ubuntu: apt-get install libgtk-3-0); the headless commands, e.g. ./swapset run, need nothing more\n",
                cli.err());
    }
}
