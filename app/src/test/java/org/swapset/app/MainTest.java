package org.swapset.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.BooleanSupplier;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.ProgressListener;
import org.swapset.core.forecast.ReplicationException;
import org.swapset.core.plugin.PluginConflictException;
import org.swapset.core.plugin.PluginLoadFailure;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioException;
import org.swapset.core.vm.PagingSpaceFullException;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.Parameters;
import org.swapset.spi.PluginFamily;
import org.swapset.spi.hardware.ProcessorFactory;
import org.swapset.spi.hardware.ProcessorSpec;

/**
 * The command line, run in-process: each failure is one line on standard error with exit code 2 for bad input and
 * 1 for an internal failure; {@code plugins} lists each factory with its source and parameters.
 */
class MainTest {

    @TempDir
    Path temp;

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();

    /** The core is not reached by these tests; any call fails them. */
    private static class Unreached implements Backend {
        @Override
        public Scenario load(Path file, PluginRegistry registry) throws ScenarioException {
            throw new AssertionError("not expected to load " + file);
        }

        @Override
        public Forecast forecast(Scenario s, int threads, ProgressListener p, BooleanSupplier c) {
            throw new AssertionError("not expected to run");
        }

        @Override
        public String table(Forecast f) {
            throw new AssertionError();
        }

        @Override
        public String json(Forecast f) {
            throw new AssertionError();
        }

        @Override
        public String csv(Forecast f) {
            throw new AssertionError();
        }
    }

    private static final ProcessorFactory CPU = new ProcessorFactory() {
        @Override
        public String id() {
            return "test-cpu";
        }

        @Override
        public String description() {
            return "a processor for tests";
        }

        @Override
        public List<ParameterDescriptor> parameters() {
            return List.of(ParameterDescriptor.integer("cpus", 2, 1, 16, "processors", "How many processors."),
                    ParameterDescriptor.duration("cycle", null, 1e-9, Double.NaN, "The cycle time."));
        }

        @Override
        public ProcessorSpec create(Parameters p) {
            return new ProcessorSpec("test", (int) p.integer("cpus"), 1.0, 24, 16L << 20);
        }
    };

    private int run(Function<Optional<Path>, PluginRegistry> plugins, Map<String, String> env, String... args) {
        return run(plugins, env, new Unreached(), args);
    }

    private int run(Function<Optional<Path>, PluginRegistry> plugins, Map<String, String> env, Backend backend,
                    String... args) {
        Context context = new Context(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8), env, plugins, backend, () -> false,
                (file, dir) -> {
                    throw new AssertionError("no window in tests");
                });
        return Main.execute(context, args);
    }

    private int run(String... args) {
        return run(dir -> PluginRegistry.of(CPU), Map.of(), args);
    }

    private String err() {
        return err.toString(StandardCharsets.UTF_8);
    }

    private String out() {
        return out.toString(StandardCharsets.UTF_8);
    }

    private void assertOneLine(String prefix) {
        String e = err();
        assertTrue(e.startsWith(prefix), e);
        assertEquals(1, e.lines().count(), e);
    }

    @Test
    void aPluginsFolderThatIsNotThereOrIsAFileIsBadInputHoweverItWasNamed() throws Exception {
        Path missing = temp.resolve("nodir");
        assertEquals(2, run(dir -> PluginRegistry.of(CPU), Map.of("SWAPSET_PLUGINS", missing.toString()),
                "plugins"));
        assertOneLine("swapset: $SWAPSET_PLUGINS: plugins folder not found: " + missing);
        err.reset();
        Path jar = java.nio.file.Files.writeString(temp.resolve("one.jar"), "not really a jar");
        assertEquals(2, run("plugins", "--plugins", jar.toString()));
        assertOneLine("swapset: --plugins " + jar + ": is a file, not a folder: name the folder that holds the "
                + "plugin jars (" + temp.toAbsolutePath() + ")");
    }

    @Test
    void pluginsSaysWhichFolderItLookedIn() {
        assertEquals(0, run(dir -> PluginRegistry.of(CPU), Map.of("SWAPSET_PLUGINS", temp.toString()), "plugins"));
        assertTrue(out().contains("\nplugins folder: " + temp + "\n"), out());
    }

    @Test
    void anUnknownOptionIsBadInputOnOneLine() {
        assertEquals(2, run("run", "--frobnicate"));
        assertOneLine("swapset: Unknown option: '--frobnicate'");
    }

    @Test
    void checkingAMissingFileIsBadInputOnOneLine() {
        assertEquals(2, run("check", temp.resolve("nope.yaml").toString()));
        assertOneLine("swapset: scenario file not found: ");
    }

    /** Every problem of a scenario is printed, a line each: the first as a single problem was, then the others. */
    @Test
    void checkAndValidatePrintEveryProblemOfAScenarioALineEach() throws Exception {
        Path file = java.nio.file.Files.writeString(temp.resolve("bad.yaml"), "name: x\n");
        ScenarioException problems = new ScenarioException(List.of(
                new ScenarioException.Problem(file.toString(), 7, 9, "storage.real", "unknown size unit 'MiX'",
                        List.of()),
                new ScenarioException.Problem(file.toString(), 12, 11, "pagingDevices[0].type",
                        "unknown paging device model 'ibm-3389'", List.of("ibm-3380")),
                new ScenarioException.Problem(file.toString(), 19, 5, "workloads[0].thinkTim",
                        "unknown parameter 'thinkTim'", List.of("thinkTime"))), 2);
        Backend loading = new Unreached() {
            @Override
            public Scenario load(Path f, PluginRegistry registry) throws ScenarioException {
                throw problems;
            }
        };
        List<String> lines = List.of(
                "swapset: " + file + ":7:9: storage.real: unknown size unit 'MiX'",
                "swapset: " + file + ":12:11: pagingDevices[0].type: unknown paging device model 'ibm-3389' (did you "
                        + "mean 'ibm-3380'?)",
                "swapset: " + file + ":19:5: workloads[0].thinkTim: unknown parameter 'thinkTim' (did you mean "
                        + "'thinkTime'?)",
                "swapset: " + file + ": 2 more problems not listed; put these right and check again");

        assertEquals(2, run(dir -> PluginRegistry.of(CPU), Map.of(), loading, "check", file.toString()));
        assertEquals(lines, err().lines().toList());
        assertEquals("swapset: " + problems.getMessage(), lines.get(0), "the first line as before");
        assertEquals("", out());

        err.reset();
        assertEquals(2, run(dir -> PluginRegistry.of(CPU), Map.of(), loading, "validate", file.toString()));
        List<String> validate = new java.util.ArrayList<>(lines);
        validate.add("swapset: 1 of 1 scenario files is not valid; nothing was forecast");
        assertEquals(validate, err().lines().toList());
    }

    /** compare, like validate, loads every file before forecasting and reports each bad one with all its problems. */
    @Test
    void compareReportsEveryBadFileBeforeForecastingAny() throws Exception {
        Path base = java.nio.file.Files.writeString(temp.resolve("base.yaml"), "name: base\n");
        Path first = java.nio.file.Files.writeString(temp.resolve("v1.yaml"), "name: v1\n");
        Path second = java.nio.file.Files.writeString(temp.resolve("v2.yaml"), "name: v2\n");
        Backend loading = new Unreached() {
            @Override
            public Scenario load(Path f, PluginRegistry registry) throws ScenarioException {
                throw new ScenarioException(f.toString(), 3, 1, "storage", "missing key 'real'", List.of());
            }
        };

        assertEquals(2, run(dir -> PluginRegistry.of(CPU), Map.of(), loading, "compare", base.toString(),
                first.toString(), second.toString()));
        assertEquals(List.of(
                "swapset: " + base + ":3:1: storage: missing key 'real'",
                "swapset: " + first + ":3:1: storage: missing key 'real'",
                "swapset: " + second + ":3:1: storage: missing key 'real'",
                "swapset: 3 of 3 scenario files are not valid; nothing was forecast"), err().lines().toList());
        assertEquals("", out());
    }

    @Test
    void aPluginsFolderThatDoesNotExistIsBadInput() {
        assertEquals(2, run("plugins", "--plugins", temp.resolve("missing").toString()));
        assertOneLine("swapset: plugins folder not found: ");
    }

    @Test
    void aPluginConflictIsBadInputNamingBothSources() {
        int code = run(dir -> {
            throw new PluginConflictException(PluginFamily.PROCESSOR, "test-cpu", "/p/a.jar", "/p/b.jar");
        }, Map.of(), "plugins");

        assertEquals(2, code);
        assertOneLine("swapset: two plugins claim the processor model id 'test-cpu': /p/a.jar and /p/b.jar");
    }

    /** A full paging space is the modelled system's limit, said as such: not an internal error. */
    @Test
    void aFullPagingSpaceSaysTheScenarioCannotRun() {
        Function<Optional<Path>, PluginRegistry> full = dir -> {
            throw new ReplicationException("big", 0, new PagingSpaceFullException(
                    "paging space is full: every slot of the paging devices is in use"));
        };
        assertEquals(Main.CANNOT_RUN, run(full, Map.of(), "plugins"));
        assertOneLine("swapset: scenario 'big' cannot run: paging space is full: every slot of the paging devices "
                + "is in use");
    }

    @Test
    void anInternalFailureExitsOneWithoutAStackTraceUnlessVerbose() {
        Function<Optional<Path>, PluginRegistry> broken = dir -> {
            throw new IllegalStateException("wires crossed");
        };
        assertEquals(1, run(broken, Map.of(), "plugins"));
        assertOneLine("swapset: internal error: java.lang.IllegalStateException: wires crossed");

        err.reset();
        assertEquals(1, run(broken, Map.of(), "plugins", "--verbose"));
        assertTrue(err().lines().count() > 1);
        assertTrue(err().contains("\tat "), err());
    }

    @Test
    void pluginsListsEachFactoryWithItsSourceAndParameters() {
        PluginRegistry registry = new PluginRegistry(
                Map.of(PluginFamily.PROCESSOR, Map.of("test-cpu", CPU)),
                List.of(new org.swapset.core.plugin.LoadedPlugin("T", "1", "/plugins/t.jar", List.of(CPU))),
                List.of(new PluginLoadFailure("/plugins/bad.jar", "ZipException: zip END header not found",
                        null)));

        assertEquals(0, run(dir -> registry, Map.of(), "plugins"));

        String o = out();
        assertTrue(o.contains("processor models (processor): 1"), o);
        assertTrue(o.contains("  test-cpu - a processor for tests [/plugins/t.jar]"), o);
        assertTrue(o.contains("cpus (integer, processors) default 2, range 1..16: How many processors."), o);
        assertTrue(o.contains("cycle (duration, s) required, range 1ns..inf: The cycle time."), o);
        assertTrue(o.contains("workload models (workload): 0"), o);
        assertTrue(o.contains("failed plugin jars: 1"), o);
        assertTrue(o.contains("  /plugins/bad.jar: ZipException: zip END header not found"), o);
        assertEquals("", err());
    }

    @Test
    void thePluginsOptionOverridesTheEnvironment() {
        Path fromEnv = temp.resolve("env");
        Path fromOption = temp;
        Optional<Path>[] asked = new Optional[1];
        Function<Optional<Path>, PluginRegistry> recording = dir -> {
            asked[0] = dir;
            return PluginRegistry.of();
        };

        run(recording, Map.of("SWAPSET_PLUGINS", fromEnv.toString()), "plugins", "--plugins", fromOption.toString());

        assertEquals(Optional.of(fromOption), asked[0]);
    }

    @Test
    void noCommandIsBadInput() {
        assertEquals(2, run());
        assertOneLine("swapset: name a command");
    }
}
