package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;
import java.util.zip.GZIPOutputStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.statistics.Statistics;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.lifecycle.AfterContainer;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioDocument;
import org.swapset.core.scenario.ScenarioException;
import org.swapset.core.scenario.ScenarioLimits;
import org.swapset.core.scenario.ScenarioLoader;
import org.swapset.core.trace.ReferenceTrace;

/**
 * Scenario files and traces are untrusted. Each property feeds the scenario loader (with the bundled plugins) or the
 * trace reader hostile input - a valid scenario mutated at random (truncated, cut, spliced with hostile tokens),
 * hostile values in every numeric and unit-bearing field (NaN, infinities, huge numbers, negative sizes, unknown
 * units), nesting thousands deep, YAML alias bombs, mutated JSON, random and mutated trace bytes, plain or gzip'd -
 * and asserts that the answer is a valid scenario (within {@link ScenarioLimits}) or a clean {@link ScenarioException}
 * naming the file, within a few seconds: never a hang, a stack overflow, an out-of-memory or any other exception.
 *
 * <p>The normal build tries {@code jqwik.tries.default} inputs per property (see {@code junit-platform.properties});
 * {@code -Djqwik.tries.default=20000} runs longer. jqwik reports the tries and the outcome statistics of each property;
 * the total is printed at the end.
 */
class HostileInputTest {

    static final PluginRegistry REGISTRY = PluginHost.load(Optional.empty());
    static final String FILE = "hostile.yaml";
    static final Duration PER_INPUT = Duration.ofSeconds(10);
    static final AtomicLong TRIED = new AtomicLong();
    static final String BASE = resource("/e2e/small.yaml");
    static final String BASE_JSON = toJson(BASE);

    static final List<String> HOSTILE_VALUES = List.of("NaN", ".nan", ".inf", "-.inf", "1e309", "-1e309", "-1", "0",
            "-0", "-16MiB", "16 parsecs", "16XiB", "1e18 frames", "9223372036854775807", "9223372036854775808",
            "99999999999999999999999999999999", "0x10", "1_000", "16MiB16MiB", "~", "null", "", " ", "[]", "{}",
            "\"\"", "!!binary AAAA", "&a x", "*a", "%", "1e-320", "4.9e-324s", "1e15h", "-5min", "1e400ms", "16 MiB",
            "\u0000", "\uD83D\uDCA5", "true", "yes", "1.5", "-1.5", "2147483648", "4096 frames", "1T", "1024T",
            "16EiB", "8PiB");

    static final List<String> PATHS = List.of("storage.real", "storage.expanded", "storage.locked",
            "storage.controlProgram", "workloads[0].users", "workloads[0].workingSet", "workloads[0].thinkTime",
            "workloads[0].addressSpace", "workloads[0].drift", "workloads[0].trivialInstructions", "run.duration",
            "run.warmUp", "run.replications", "run.seed", "pagingDevices[0].count", "pagingDevices[0].type",
            "controlProgram.faultInstructions", "controlProgram.freeListReserve", "controlProgram.replenishBatch",
            "policies.replacement.type", "processor.type", "processor.cpus", "processor.mipsPerCpu", "channels[0].name",
            "name", "workloads[1].users", "published.tolerance");

    static String resource(String name) {
        try (InputStream in = HostileInputTest.class.getResourceAsStream(name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static String toJson(String yaml) {
        try {
            return new ObjectMapper().writeValueAsString(new ObjectMapper(new YAMLFactory()).readTree(yaml));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Loads the text; a scenario must be within the limits, anything else a ScenarioException naming the file. */
    static void loadsOrFailsCleanly(String text, boolean json) {
        TRIED.incrementAndGet();
        String outcome = assertTimeoutPreemptively(PER_INPUT, () -> {
            try {
                Scenario s = ScenarioLoader.parse(text, FILE, json, REGISTRY);
                assertTrue(s.storage().realBytes() / 4096 <= ScenarioLimits.MAX_FRAMES);
                assertTrue(s.run().warmUpSeconds() + s.run().durationSeconds()
                        <= ScenarioLimits.MAX_SIMULATED_SECONDS);
                assertTrue(Double.isFinite(s.run().durationSeconds()) && s.run().durationSeconds() > 0);
                return "valid scenario";
            } catch (ScenarioException e) {
                assertTrue(e.getMessage().startsWith(FILE), e.getMessage());
                assertTrue(!e.getMessage().contains("\n"), "one line: " + e.getMessage());
                return "clean error";
            }
        }, () -> "no answer within " + PER_INPUT + " for:\n" + text);
        Statistics.collect(outcome);
    }

    // ------------------------------------------------------------------------------------------------ scenarios

    @Provide
    Arbitrary<String> mutatedScenarios() {
        return mutations(BASE);
    }

    @Provide
    Arbitrary<String> mutatedJson() {
        return mutations(BASE_JSON);
    }

    /** The text with one to five random edits: truncation, a cut, a splice of a hostile token or random text. */
    static Arbitrary<String> mutations(String base) {
        Arbitrary<String> token = Arbitraries.oneOf(Arbitraries.of(HOSTILE_VALUES),
                Arbitraries.strings().ofMaxLength(12), Arbitraries.of(":", "- ", "\n", "  ", "{", "}", "[", "]",
                        "&x ", "*x", "? ", "!!", "'", "\"", "#", ",", "\t", "---\n", "...\n", "<<: *x\n"));
        Arbitrary<Edit> edit = Combinators.combine(Arbitraries.integers().between(0, 3),
                Arbitraries.doubles().between(0, 1), Arbitraries.doubles().between(0, 1), token).as(Edit::new);
        return edit.list().ofMinSize(1).ofMaxSize(5).map(edits -> {
            String text = base;
            for (Edit e : edits) {
                text = e.apply(text);
            }
            return text;
        });
    }

    record Edit(int kind, double at, double length, String token) {
        String apply(String text) {
            int n = text.length();
            int i = (int) (at * n);
            int j = Math.min(n, i + (int) (length * 40));
            return switch (kind) {
                case 0 -> text.substring(0, i);
                case 1 -> text.substring(0, i) + text.substring(j);
                case 2 -> text.substring(0, i) + token + text.substring(i);
                default -> text.substring(0, i) + token + text.substring(j);
            };
        }
    }

    @Property
    void aMutatedScenarioLoadsOrFailsCleanly(@ForAll("mutatedScenarios") String text) {
        loadsOrFailsCleanly(text, false);
    }

    @Property
    void aMutatedJsonScenarioLoadsOrFailsCleanly(@ForAll("mutatedJson") String text) {
        loadsOrFailsCleanly(text, true);
    }

    @Provide
    Arbitrary<String> paths() {
        return Arbitraries.of(PATHS);
    }

    @Provide
    Arbitrary<String> values() {
        return Arbitraries.oneOf(Arbitraries.of(HOSTILE_VALUES),
                Arbitraries.doubles().map(d -> Double.toString(d)),
                Combinators.combine(Arbitraries.longs(), Arbitraries.of("B", "KiB", "MiB", "GiB", "TiB", "frames",
                        "pages", "s", "ms", "min", "h", "ns", "us", "%", "", "furlongs")).as((v, u) -> v + u));
    }

    @Property
    void aHostileValueInAnyFieldLoadsOrFailsCleanly(@ForAll("paths") String path, @ForAll("values") String value)
            throws ScenarioException {
        ScenarioDocument doc = ScenarioDocument.parse(BASE, FILE, false);
        try {
            doc.set(path, value);
        } catch (IllegalArgumentException e) {
            return; // a path through a value of the wrong shape: set's own documented answer
        }
        loadsOrFailsCleanly(doc.toYaml(), false);
    }

    @Property
    void nestingThousandsDeepFailsCleanly(@ForAll @IntRange(min = 1, max = 50_000) int depth,
                                          @ForAll @IntRange(min = 0, max = 2) int style) {
        StringBuilder text = new StringBuilder("name: deep\nstorage: ");
        switch (style) {
            case 0 -> text.append("[".repeat(depth)).append("]".repeat(depth));
            case 1 -> text.append("{a: ".repeat(depth)).append("1").append("}".repeat(depth));
            default -> {
                for (int i = 0; i < Math.min(depth, 3000); i++) {
                    text.append('\n').append(" ".repeat(i + 1)).append("a:");
                }
                text.append(" 1\n");
            }
        }
        loadsOrFailsCleanly(text.toString(), false);
    }

    @Property
    void aYamlAliasBombFailsCleanly(@ForAll @IntRange(min = 1, max = 14) int levels,
                                    @ForAll @IntRange(min = 2, max = 12) int width) {
        StringBuilder text = new StringBuilder("a0: &a0 [\"lol\"]\n");
        for (int l = 1; l <= levels; l++) {
            text.append('a').append(l).append(": &a").append(l).append(" [");
            for (int w = 0; w < width; w++) {
                text.append(w == 0 ? "" : ", ").append("*a").append(l - 1);
            }
            text.append("]\n");
        }
        text.append("name: bomb\n");
        loadsOrFailsCleanly(text.toString(), false);
    }

    @Property(tries = 5)
    void anEnormousScenarioFailsCleanly(@ForAll @IntRange(min = 0, max = 3) int shape) {
        int size = ScenarioDocument.MAX_BYTES + 1;
        String text = switch (shape) {
            case 0 -> "name: " + "x".repeat(size);
            case 1 -> "# " + "x".repeat(size);
            case 2 -> "a: 1\n".repeat(size / 5 + 1);
            default -> BASE + "\ndescription: " + "y".repeat(size);
        };
        loadsOrFailsCleanly(text, false);
    }

    // --------------------------------------------------------------------------------------------------- traces

    static final String TRACE = "# a trace\n1\n2 W\n3,r\n  4  \n\n1 R\n5\n2\n7 w\n";

    @Provide
    Arbitrary<byte[]> traces() {
        Arbitrary<byte[]> mutated = mutations(TRACE).map(s -> s.getBytes(StandardCharsets.UTF_8));
        Arbitrary<byte[]> lines = Arbitraries.oneOf(Arbitraries.of("-1", "99999999999999999999999", "8796093022207",
                        "8796093022208", "12 X", "12 R W", "1e5", "NaN", "\u0000", "#", ",", "12,", "12 , W", "0", "R",
                        "\uD83D\uDCA5", "1 r # comment"), Arbitraries.longs().map(v -> Long.toString(v)))
                .list().ofMaxSize(40).map(l -> String.join("\n", l).getBytes(StandardCharsets.UTF_8));
        Arbitrary<byte[]> random = Arbitraries.bytes().array(byte[].class).ofMaxSize(300);
        return Arbitraries.oneOf(mutated, lines, random);
    }

    @Property
    void aHostileTraceReadsOrFailsCleanly(@ForAll("traces") byte[] bytes, @ForAll boolean gzip,
                                          @ForAll @IntRange(min = 0, max = 100) int truncatePercent)
            throws IOException {
        TRIED.incrementAndGet();
        byte[] content = bytes;
        if (gzip) {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            try (GZIPOutputStream z = new GZIPOutputStream(out)) {
                z.write(bytes);
            }
            byte[] zipped = out.toByteArray();
            content = java.util.Arrays.copyOf(zipped, Math.max(0, zipped.length * truncatePercent / 100));
        }
        Path file = Files.createTempFile("hostile", gzip ? ".trace.gz" : ".trace");
        try {
            Files.write(file, content);
            String outcome = assertTimeoutPreemptively(PER_INPUT, () -> {
                try {
                    ReferenceTrace trace = ReferenceTrace.read(file);
                    for (int i = 0; i < trace.length(); i++) {
                        assertTrue(trace.page(i) >= 0 && trace.page(i) < trace.distinctPages());
                    }
                    return "valid trace";
                } catch (ScenarioException e) {
                    assertTrue(e.getMessage().startsWith(file.toString()), e.getMessage());
                    return "clean error";
                }
            });
            Statistics.collect(outcome);
        } finally {
            Files.deleteIfExists(file);
        }
    }

    @AfterContainer
    static void report() {
        System.out.println("HostileInputTest: " + TRIED.get() + " hostile inputs tried; each gave a valid "
                + "scenario or trace, or a clean ScenarioException, within " + PER_INPUT.toSeconds() + " s");
    }
}
