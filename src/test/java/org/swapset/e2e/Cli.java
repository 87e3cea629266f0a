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
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Context context = new Context(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Map.of(), PluginHost::load, new CoreBackend(),
                () -> false, (file, dir) -> {
                    throw new AssertionError("end-to-end tests open no window");
                });
        int code = Main.execute(context, args);
        return new Cli(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
