package org.swapset.app;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.swapset.core.plugin.PluginRegistry;

/** One in-process run of the command line (on the real core unless told) with the given plugins, and what it printed. */
record InProcess(int exitCode, String out, String err) {

    static InProcess run(PluginRegistry registry, String... args) {
        return run(registry, new CoreBackend(), args);
    }

    /** The same, through {@code backend} (a test's own forecasts). */
    static InProcess run(PluginRegistry registry, Backend backend, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        Context context = new Context(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), Map.of(), dir -> registry, backend,
                () -> false, (f, dir) -> {
                    throw new AssertionError("no window in tests");
                });
        int code = Main.execute(context, args);
        return new InProcess(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
