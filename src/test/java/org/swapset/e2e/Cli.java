package org.swapset.e2e;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.swapset.app.Context;
import org.swapset.app.CoreBackend;
import org.swapset.app.Main;
import org.swapset.core.plugin.PluginHost;

/** One in-process run of the {@code swapset} command line against the real core, with what it printed. */
record Cli(int exitCode, String out, String err) {

    static Cli run(String... args) {
        return run(Map.of(), (file, dir) -> {
            throw new AssertionError("end-to-end tests open no window");
        }, args);
    }

    /** A run with its own environment and desktop launcher (what {@code swapset app} calls to open the window). */
    static Cli run(Map<String, String> env, Context.DesktopLauncher desktop, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Context context = new Context(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), env, PluginHost::load, new CoreBackend(),
                () -> false, desktop);
        int code = Main.execute(context, args);
        return new Cli(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
