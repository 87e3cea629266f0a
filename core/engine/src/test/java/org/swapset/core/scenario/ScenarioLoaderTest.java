package org.swapset.core.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.core.plugin.PluginRegistry;

/**
 * The scenario loader turns a valid file (YAML or JSON) into the same checked scenario, and reports every kind of
 * mistake with the file name, the line and column of the offending node, its path and what was expected.
 */
class ScenarioLoaderTest {

    static final String FILE = "test.yaml";

    static final String YAML = """
            # A small test system
            name: test system
            description: "A 4341 with two 3380s: for the loader tests"
            processor:
              type: test-4341
              cpus: 2
              mips: 1.2
            storage:
              real: 16MiB
              expanded: 0B
              locked: 64 frames
              controlProgram: 2MiB
            controlProgram:
              faultInstructions: 3000
            channels:
              - name: chpid-1
              - name: chpid-2
            pagingDevices:
              - type: test-3380
                count: 2
                channel: chpid-1
                seek: 16ms
              - type: test-2305
                channel: chpid-2
                role: swap
            policies:
              replacement:
                type: core-table-scan
                scanLimit: 12
              pageOutDevice:
                type: round-turkey
            workloads:
              - type: cms
                users: 60
                thinkTime: 15s
                trivialShare: 75%
              - type: cms
                users: 10
                mode: lifo
            run:
              seed: 42
              warmUp: 2min
              duration: 20min
              replications: 3
            published:
              source: "Test, Table 1"
              tolerance: 10%
              figures:
                - metric: q1Response.mean
                  value: 0.25
                  label: Q1 seconds
                - metric: cpu.utilisation
                  value: 0.9
                  tolerance: 5%
            """;

    static final String JSON = """
            {
              "name": "test system",
              "description": "A 4341 with two 3380s: for the loader tests",
              "processor": {"type": "test-4341", "cpus": 2, "mips": 1.2},
              "storage": {"real": "16MiB", "expanded": "0B", "locked": "64 frames", "controlProgram": "2MiB"},
              "controlProgram": {"faultInstructions": 3000},
              "channels": [{"name": "chpid-1"}, {"name": "chpid-2"}],
              "pagingDevices": [
                {"type": "test-3380", "count": 2, "channel": "chpid-1", "seek": "16ms"},
                {"type": "test-2305", "channel": "chpid-2", "role": "swap"}
              ],
              "policies": {
                "replacement": {"type": "core-table-scan", "scanLimit": 12},
                "pageOutDevice": {"type": "round-turkey"}
              },
              "workloads": [
                {"type": "cms", "users": 60, "thinkTime": "15s", "trivialShare": "75%"},
                {"type": "cms", "users": 10, "mode": "lifo"}
              ],
              "run": {"seed": 42, "warmUp": "2min", "duration": "20min", "replications": 3},
              "published": {
                "source": "Test, Table 1",
                "tolerance": "10%",
                "figures": [
                  {"metric": "q1Response.mean", "value": 0.25, "label": "Q1 seconds"},
                  {"metric": "cpu.utilisation", "value": 0.9, "tolerance": "5%"}
                ]
              }
            }
            """;

    private final PluginRegistry registry = TestPlugins.registry();

    private Scenario yaml(String text) throws ScenarioException {
        return ScenarioLoader.parse(text, FILE, false, registry);
    }

    /** Parses the valid YAML with one piece of text replaced, expecting an error. */
    private ScenarioException errorWith(String from, String to) {
        assertTrue(YAML.contains(from), "the test's base file contains " + from);
        return assertThrows(ScenarioException.class, () -> yaml(YAML.replace(from, to)));
    }

    /** The 1-based line of the first occurrence of a piece of text. */
    private static int lineOf(String text, String piece) {
        int at = text.indexOf(piece);
        assertTrue(at >= 0, "text contains " + piece);
        return (int) text.substring(0, at).chars().filter(c -> c == '\n').count() + 1;
    }

    private static void assertReported(ScenarioException e, int line, String path, String... phrases) {
        assertEquals(FILE, e.file());
        assertEquals(line, e.line(), e.getMessage());
        assertEquals(path, e.path(), e.getMessage());
        assertTrue(e.getMessage().startsWith(FILE + ":" + line + ":"), e.getMessage());
        assertTrue(e.getMessage().contains(path + ": "), e.getMessage());
        for (String phrase : phrases) {
            assertTrue(e.getMessage().contains(phrase), "'" + phrase + "' in: " + e.getMessage());
        }
    }

    @Test
    void everyKeyTheLoaderReadsBesideAPluginsParametersIsReservedForItsFamily() {
        // So the host refuses a plugin declaring one, and the kit fails it (PluginFamily.reservedKeys).
        assertTrue(org.swapset.spi.PluginFamily.PAGING_DEVICE.reservedKeys().containsAll(ScenarioLoader.DEVICE_KEYS));
        assertTrue(org.swapset.spi.PluginFamily.PAGING_DEVICE.reservedKeys()
                .containsAll(ScenarioLoader.GUEST_DEVICE_KEYS));
        assertTrue(org.swapset.spi.PluginFamily.WORKLOAD.reservedKeys().containsAll(ScenarioLoader.WORKLOAD_KEYS));
    }

    @Test
    void aFullValidYamlFileBindsEveryValueInCanonicalUnits() throws Exception {
        Scenario s = yaml(YAML);

        assertEquals("test system", s.name());
        assertEquals("A 4341 with two 3380s: for the loader tests", s.description());
        assertEquals("test-4341", s.processor().id());
        assertEquals(2, s.processor().parameters().integer("cpus"));
        assertEquals(1.2, s.processor().parameters().decimal("mips"));
        assertEquals(new Storage(16L << 20, 0, 64 * 4096L, 2L << 20), s.storage());
        assertEquals(new ControlProgram(3000, 1500, 1000, 300), s.controlProgram());
        assertEquals(List.of(new Channel("chpid-1"), new Channel("chpid-2")), s.channels());
        DeviceGroup dasd = s.pagingDevices().get(0);
        assertEquals(2, dasd.count());
        assertEquals("chpid-1", dasd.channel());
        assertEquals(DeviceRole.PAGING, dasd.role());
        assertEquals(0.016, dasd.device().parameters().seconds("seek"), 1e-15);
        assertEquals(885, dasd.device().parameters().integer("cylinders"));
        assertEquals(DeviceRole.SWAP, s.pagingDevices().get(1).role());
        assertEquals(12, s.policies().replacement().parameters().integer("scanLimit"));
        assertEquals("round-turkey", s.policies().pageOutDevice().id());
        assertTrue(s.policies().scheduler().isEmpty());
        assertEquals(List.of("cms", "cms-2"), s.workloads().stream().map(Workload::name).toList());
        var cms = s.workloads().get(0).model().parameters();
        assertEquals(60, cms.integer("users"));
        assertEquals(15.0, cms.seconds("thinkTime"));
        assertEquals(0.75, cms.decimal("trivialShare"));
        assertEquals(1L << 20, cms.bytes("workingSet"));
        assertEquals("fifo", cms.text("mode"));
        assertFalse(cms.bool("verbose"));
        assertEquals("15s", cms.written().get("thinkTime"));
        assertFalse(cms.written().containsKey("workingSet"));
        assertEquals("workloads[0]", cms.path());
        assertEquals("lifo", s.workloads().get(1).model().parameters().text("mode"));
        assertEquals(new RunControl(42, 120, 1200, 3), s.run());
        Published published = s.published().orElseThrow();
        assertEquals("Test, Table 1", published.source());
        assertEquals(0.10, published.tolerance());
        assertEquals(0.10, published.toleranceOf(published.figures().get(0)));
        assertEquals(0.05, published.toleranceOf(published.figures().get(1)));
        assertEquals("Q1 seconds", published.figures().get(0).label());
        assertEquals(FILE, s.source());
    }

    @Test
    void theSameScenarioWrittenAsJsonBindsToEqualValues() throws Exception {
        Scenario fromYaml = ScenarioLoader.parse(YAML, "s", false, registry);
        Scenario fromJson = ScenarioLoader.parse(JSON, "s", true, registry);
        assertEquals(describe(fromYaml), describe(fromJson));
    }

    /** Records compare by value; ParameterValues does not, so compare scenarios by their full text. */
    static String describe(Scenario s) {
        return s.toString();
    }

    @Test
    void omittedSectionsTakeTheirDefaults() throws Exception {
        String minimal = """
                name: minimal
                processor: {type: test-4341, mips: 1}
                storage: {real: 8MiB}
                channels: [{name: c}]
                pagingDevices: [{type: test-2305, channel: c}]
                workloads: [{type: cms, users: 5}]
                """;
        Scenario s = yaml(minimal);
        assertEquals("core-table-scan", s.policies().replacement().id());
        assertEquals(8, s.policies().replacement().parameters().integer("scanLimit"));
        assertEquals("round-robin", s.policies().pageOutDevice().id());
        assertEquals(new RunControl(1, 300, 1800, 5), s.run());
        assertEquals(new ControlProgram(2500, 1500, 1000, 300), s.controlProgram());
        assertEquals("", s.description());
        assertTrue(s.published().isEmpty());
    }

    @Test
    void aMissingDefaultPolicyIsReportedAsRequiredWithTheValidIds() {
        String minimal = """
                name: minimal
                processor: {type: test-4341, mips: 1}
                storage: {real: 8MiB}
                channels: [{name: c}]
                pagingDevices: [{type: test-2305, channel: c}]
                workloads: [{type: cms, users: 5}]
                """;
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> ScenarioLoader.parse(minimal, FILE, false, TestPlugins.registryWithoutDefaults()));
        assertReported(e, 1, "policies.replacement", "required", "core-table-scan", "valid: fifo-flush");
    }

    /** Two syntax errors a user met, told with what to do: the parser's words alone named neither. */
    @Test
    void anUnquotedIdInAFlowMapAndATabBeforeAValueAreToldHowToMend() {
        ScenarioException id = assertThrows(ScenarioException.class, () -> yaml("name: x\npublished:\n  figures:\n"
                + "    - { label: Drum busy, metric: devices[0].utilisation, value: 40 }\n"));
        assertEquals(4, id.line(), id.getMessage());
        assertTrue(id.getMessage().endsWith("(a value with [ ] inside { } needs quotes: metric: "
                + "\"devices[0].utilisation\")"), id.getMessage());
        ScenarioException tab = assertThrows(ScenarioException.class, () -> yaml("name: x\nusers:\t310\n"));
        assertTrue(tab.getMessage().endsWith("not valid YAML: a tab in the file, where YAML allows only spaces (before "
                + "a value as well as for indentation); replace it with spaces"), tab.getMessage());
    }

    @Test
    void aYamlSyntaxErrorCarriesTheParsersLine() {
        String broken = "name: x\nstorage:\n  real: 16MiB\n   bad: indent\n";
        ScenarioException e = assertThrows(ScenarioException.class, () -> yaml(broken));
        assertEquals(4, e.line(), e.getMessage());
        assertTrue(e.getMessage().startsWith(FILE + ":4:"), e.getMessage());
        assertTrue(e.getMessage().contains("not valid YAML"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"), "one line: " + e.getMessage());
        assertFalse(e.getMessage().contains("'reader'"), "no SnakeYAML internals: " + e.getMessage());
    }

    @Test
    void aTabAControlCharacterAndADuplicateKeyAreReportedWhereTheyAre() {
        ScenarioException tab = assertThrows(ScenarioException.class,
                () -> yaml("name: x\nstorage:\n\treal: 16MiB\n"));
        assertEquals(3, tab.line(), tab.getMessage());
        assertEquals(1, tab.column(), tab.getMessage());
        ScenarioException nul = assertThrows(ScenarioException.class, () -> yaml("name: x\ndescription: a\u0000b\n"));
        assertEquals(2, nul.line(), nul.getMessage());
        assertEquals(15, nul.column(), nul.getMessage());
        assertTrue(nul.getMessage().contains("control character U+0000"), nul.getMessage());
        String twice = YAML.replace("  real: ", "  real: 8MiB\n  real: ");
        ScenarioException dup = assertThrows(ScenarioException.class, () -> yaml(twice));
        assertReported(dup, lineOf(twice, "  real: 8MiB") + 1, "storage.real", "duplicate key 'real' (first at line "
                + lineOf(twice, "  real: 8MiB") + ")");
    }

    @Test
    void aJsonFileWithAByteOrderMarkIsReadAndJsonWithCommentsIsToldSo() throws Exception {
        ScenarioDocument bom = ScenarioDocument.parse("\uFEFF{\"name\": \"x\"}", "s.json", true);
        assertEquals(java.util.Optional.of("x"), bom.get("name"));
        ScenarioException comment = assertThrows(ScenarioException.class,
                () -> ScenarioDocument.parse("{\n  // a note\n  \"name\": \"x\"\n}", "s.json", true));
        assertTrue(comment.getMessage().contains("JSON has no comments"), comment.getMessage());
    }

    @Test
    void aJsonSyntaxErrorCarriesTheParsersLine() {
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> ScenarioLoader.parse("{\n  \"name\": \"x\",\n  oops\n}", "s.json", true, registry));
        assertEquals(3, e.line(), e.getMessage());
        assertTrue(e.getMessage().contains("not valid JSON"), e.getMessage());
    }

    @Test
    void anUnknownTopLevelKeyListsTheValidKeysAndSuggestsTheClosest() {
        ScenarioException e = errorWith("run:\n", "rnu:\n");
        assertReported(e, lineOf(YAML, "run:\n"), "rnu", "unknown key 'rnu'", "valid: name, description",
                "did you mean 'run'");
    }

    @Test
    void anUnknownPluginIdListsTheValidIdsAndSuggestsTheClosest() {
        ScenarioException e = errorWith("type: test-3380", "type: test-3389");
        assertReported(e, lineOf(YAML, "type: test-3380"), "pagingDevices[0].type",
                "unknown paging device model 'test-3389'", "valid: test-2305, test-3380", "did you mean 'test-3380'");
    }

    @Test
    void aSizeWithAnUnknownUnitNamesTheValidUnits() {
        ScenarioException e = errorWith("real: 16MiB", "real: 16MiX");
        assertReported(e, lineOf(YAML, "real: 16MiB"), "storage.real", "unknown size unit 'MiX'", "KiB", "frames");
    }

    @Test
    void aDurationWithoutAUnitSaysAUnitIsNeeded() {
        ScenarioException e = errorWith("thinkTime: 15s", "thinkTime: 15");
        assertReported(e, lineOf(YAML, "thinkTime: 15s"), "workloads[0].thinkTime", "needs a unit",
                "ms, s, min (or m), h");
    }

    @Test
    void anUnknownKeyInStorageControlProgramRunOrAFigureIsRefusedWithTheValidOnes() {
        assertReported(errorWith("expanded: 0B", "expandedd: 0B"), lineOf(YAML, "expanded: 0B"), "storage.expandedd",
                "unknown key 'expandedd' in storage; valid: real, expanded, locked", "did you mean 'expanded'");
        assertReported(errorWith("faultInstructions: 3000", "faultInstrucions: 3000"),
                lineOf(YAML, "faultInstructions: 3000"), "controlProgram.faultInstrucions",
                "unknown key 'faultInstrucions' in controlProgram", "did you mean 'faultInstructions'");
        assertReported(errorWith("replications: 3", "replication: 3"), lineOf(YAML, "replications: 3"),
                "run.replication", "unknown key 'replication' in run; valid: seed, warmUp, duration, replications",
                "did you mean 'replications'");
        assertReported(errorWith("label: Q1 seconds", "lable: Q1 seconds"), lineOf(YAML, "label: Q1 seconds"),
                "published.figures[0].lable", "unknown key 'lable' in a published figure", "did you mean 'label'");
    }

    @Test
    void pagingDevicesThatAreAllSwapAreasAreRefusedSinceNoneTakesPageOuts() {
        ScenarioException e = errorWith("    seek: 16ms\n", "    seek: 16ms\n    role: swap\n");
        assertReported(e, lineOf(YAML, "pagingDevices:"), "pagingDevices", "every paging device has role swap",
                "paging or both");
    }

    @Test
    void aToleranceAboveOneIsRefused() {
        assertReported(errorWith("tolerance: 10%", "tolerance: 15"), lineOf(YAML, "tolerance: 10%"),
                "published.tolerance", "must be between 0 and 1");
        // Written as a percentage, its range is said in percent.
        assertReported(errorWith("tolerance: 10%", "tolerance: 150%"), lineOf(YAML, "tolerance: 10%"),
                "published.tolerance", "'150%' is out of range: tolerance must be between 0% and 100%");
    }

    /** A whole number refused says which would do, its range (CliErrorsTest: with the unit the field has). */
    @Test
    void aBadWholeNumberIsToldItsRange() {
        String users = YAML.lines().filter(l -> l.contains("users:")).findFirst().orElseThrow().strip();
        ScenarioException e = errorWith(users, "users: 120 users");
        assertReported(e, lineOf(YAML, users), "workloads[0].users", "'120 users' is not a whole number; users is a "
                + "whole number between 1 and 10000");
    }

    @Test
    void aPublishedValueWithAPercentSignIsRefusedRatherThanReadAsAFraction() {
        ScenarioException e = errorWith("value: 0.9", "value: 90%");
        assertReported(e, lineOf(YAML, "value: 0.9"), "published.figures[1].value", "in its metric's own unit",
                "write 90, not 90%");
        // Not a number at all: the example it gives is one a figure takes, not "15%".
        ScenarioException word = errorWith("value: 0.9", "value: fast");
        assertReported(word, lineOf(YAML, "value: 0.9"), "published.figures[1].value", "'fast' is not a number",
                "a number in its metric's own unit");
        assertFalse(word.getMessage().contains("15%"), word.getMessage());
    }

    @Test
    void anOutOfRangeParameterPrintsItsBounds() {
        ScenarioException e = errorWith("cpus: 2", "cpus: 12");
        assertReported(e, lineOf(YAML, "cpus: 2"), "processor.cpus", "must be between 1 and 9");
    }

    @Test
    void anOutOfRangeDurationPrintsItsBoundsWithUnits() {
        ScenarioException e = errorWith("seek: 16ms", "seek: 2s");
        assertReported(e, lineOf(YAML, "seek: 16ms"), "pagingDevices[0].seek", "must be between 0s and 100ms");
    }

    @Test
    void aFractionForAWholeNumberIsRefused() {
        ScenarioException e = errorWith("users: 60", "users: 1.5");
        assertReported(e, lineOf(YAML, "users: 60"), "workloads[0].users", "not a whole number");
    }

    @Test
    void aChoiceOutsideItsWordsListsThemAndSuggestsTheClosest() {
        ScenarioException e = errorWith("mode: lifo", "mode: lifi");
        assertReported(e, lineOf(YAML, "mode: lifo"), "workloads[1].mode", "not one of fifo, lifo",
                "did you mean 'lifo'");
    }

    @Test
    void anUnknownParameterListsThePluginsParametersAndSuggestsTheClosest() {
        ScenarioException e = errorWith("seek: 16ms", "seak: 16ms");
        assertReported(e, lineOf(YAML, "seek: 16ms"), "pagingDevices[0].seak",
                "unknown parameter 'seak' of paging device model 'test-3380'", "its parameters: cylinders, seek",
                "did you mean 'seek'");
    }

    @Test
    void aMissingRequiredFieldIsReportedAtItsMap() {
        ScenarioException e = errorWith("    users: 60\n", "");
        assertReported(e, lineOf(YAML, "- type: cms"), "workloads[0].users", "missing required key 'users'",
                "a whole number");
    }

    @Test
    void aKeyWithNothingAfterItIsAMissingValueNotEmptyText() {
        ScenarioException e = errorWith("name: test system\n", "name:\n");
        assertReported(e, 2, "name", "expected text, found nothing");
    }

    @Test
    void aMissingRequiredSectionIsReportedAtTheTop() {
        ScenarioException e = assertThrows(ScenarioException.class, () -> yaml("name: x\n"));
        assertReported(e, 1, "processor", "missing required section 'processor'");
    }

    @Test
    void anUndeclaredChannelListsTheDeclaredOnes() {
        ScenarioException e = errorWith("channel: chpid-2", "channel: chpid-3");
        assertReported(e, lineOf(YAML, "channel: chpid-2"), "pagingDevices[1].channel",
                "unknown channel 'chpid-3'", "declared channels: chpid-1, chpid-2", "did you mean");
    }

    // ---------------------------------------------------------------------------------------- several problems

    private static List<String> paths(ScenarioException e) {
        return e.problems().stream().map(ScenarioException.Problem::path).toList();
    }

    private static List<Integer> lines(ScenarioException e) {
        return e.problems().stream().map(ScenarioException.Problem::line).toList();
    }

    @Test
    void independentMistakesAreReportedTogetherEachAtItsLine() {
        String text = YAML.replace("real: 16MiB", "real: 16MiX").replace("type: test-3380", "type: test-3389")
                .replace("thinkTime: 15s", "thinkTim: 15s");
        ScenarioException e = assertThrows(ScenarioException.class, () -> yaml(text));

        assertEquals(List.of("storage.real", "pagingDevices[0].type", "workloads[0].thinkTim"), paths(e),
                e.messages().toString());
        assertEquals(List.of(lineOf(text, "real: 16MiX"), lineOf(text, "type: test-3389"), lineOf(text, "thinkTim:")),
                lines(e));
        assertTrue(e.problems().get(1).message().contains("unknown paging device model 'test-3389'"),
                e.problems().get(1).message());
        assertTrue(e.problems().get(2).message().startsWith(FILE + ":" + lineOf(text, "thinkTim:") + ":5: "
                + "workloads[0].thinkTim: unknown parameter 'thinkTim'"), e.problems().get(2).message());
        assertTrue(e.problems().get(2).message().endsWith("(did you mean 'thinkTime'?)"),
                e.problems().get(2).message());
        // The exception reads as it did: its message and accessors are the first problem's.
        assertReported(e, lineOf(text, "real: 16MiX"), "storage.real", "unknown size unit 'MiX'");
        assertEquals(e.problems().stream().map(ScenarioException.Problem::message).toList(), e.messages());
        assertEquals(e.getMessage(), e.messages().get(0));
        assertEquals(0, e.unlisted());
    }

    @Test
    void aMissingKeyIsNotTakenForAValidKeyBesideIt() {
        // A processor with a required 'rate' and an optional 'ratio': the ratio given is valid, not a misspelt rate.
        TestPlugins.Processor rated = new TestPlugins.Processor("test-rated", List.of(
                org.swapset.spi.ParameterDescriptor.decimal("rate", null, 0, Double.NaN, "", "Rate."),
                org.swapset.spi.ParameterDescriptor.decimal("ratio", 0.5, 0, 1, "", "Ratio.")));
        PluginRegistry withRated = PluginRegistry.of(rated, TestPlugins.DASD, TestPlugins.DRUM,
                TestPlugins.CORE_TABLE_SCAN, TestPlugins.FIFO, TestPlugins.ROUND_ROBIN, TestPlugins.ROUND_TURKEY,
                TestPlugins.ZIGZAG, TestPlugins.CMS);
        String text = YAML.substring(0, YAML.indexOf("processor:")) + "processor:\n  type: test-rated\n  ratio: 0.2\n"
                + YAML.substring(YAML.indexOf("storage:"));
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> ScenarioLoader.parse(text, FILE, false, withRated));
        assertEquals(List.of("processor.rate"), paths(e), e.messages().toString());
        assertFalse(e.getMessage().contains("ratio"), e.getMessage());
        assertEquals(lineOf(text, "type: test-rated"), e.line()); // the map, where its first key is
    }

    @Test
    void problemsAreListedInTheOrderOfTheFileNotTheOrderChecked() {
        // The scenario's own keys are checked before its sections: a misspelt run section, last in the file, is found
        // first, and listed after the storage above it.
        String text = YAML.replace("\nrun:", "\nrnu:").replace("real: 16MiB", "real: 16MiX");
        ScenarioException e = assertThrows(ScenarioException.class, () -> yaml(text));
        assertEquals(List.of("storage.real", "rnu"), paths(e), e.messages().toString());
        assertEquals(e.getMessage(), e.problems().get(0).message());
    }

    @Test
    void eachBadFieldAndUnknownKeyOfOneMapIsReported() {
        String text = YAML.replace("real: 16MiB", "real: lots").replace("locked: 64 frames", "lockd: 64 frames")
                .replace("controlProgram: 2MiB", "controlProgram: -2MiB").replace("cpus: 2", "cpus: 12")
                .replace("mips: 1.2", "mips: fast");
        ScenarioException e = assertThrows(ScenarioException.class, () -> yaml(text));
        // In the order of the file.
        assertEquals(List.of("processor.cpus", "processor.mips", "storage.real", "storage.lockd",
                "storage.controlProgram"), paths(e), e.messages().toString());
    }

    @Test
    void noProblemIsReportedThatAnEarlierOneCaused() {
        // A channel without its name: the devices' channels are not looked for among the channels.
        ScenarioException channel = errorWith("  - name: chpid-1\n", "  - nam: chpid-1\n");
        assertEquals(List.of("channels[0].nam"), paths(channel), channel.messages().toString());
        assertTrue(channel.getMessage().contains("did you mean 'name'"), channel.getMessage());
        // An unknown policy: its parameters are not checked.
        String policy = YAML.replace("type: core-table-scan", "type: core-table-scn")
                .replace("scanLimit: 12", "scanLimt: 12");
        ScenarioException type = assertThrows(ScenarioException.class, () -> yaml(policy));
        assertEquals(List.of("policies.replacement.type"), paths(type), type.messages().toString());
        // A misspelt required key or section is one problem, not also a missing one.
        String misspelt = YAML.replace("storage:\n", "storag:\n").replace("    users: 60\n", "    user: 60\n")
                .replace("    channel: chpid-2\n", "    chanel: chpid-2\n");
        ScenarioException keys = assertThrows(ScenarioException.class, () -> yaml(misspelt));
        assertEquals(List.of("storag", "pagingDevices[1].chanel", "workloads[0].user"), paths(keys),
                keys.messages().toString());
        // Storage against itself, and the scenario's limits, only once the fields are fine.
        String full = YAML.replace("locked: 64 frames", "locked: 16MiB").replace("expanded: 0B", "expanded: 1 parsec");
        ScenarioException storage = assertThrows(ScenarioException.class, () -> yaml(full));
        assertEquals(List.of("storage.expanded"), paths(storage), storage.messages().toString());
    }

    @Test
    void aMissingKeyBesideAnUncheckedMisspellingPointsAtIt() {
        // A device of an unknown type: its keys cannot all be checked, so 'chanel' is not reported as unknown; the
        // missing channel is reported where it probably is.
        String text = YAML.replace("type: test-2305", "type: test-2306").replace("    channel: chpid-2\n",
                "    chanel: chpid-2\n");
        ScenarioException e = assertThrows(ScenarioException.class, () -> yaml(text));
        assertEquals(List.of("pagingDevices[1].type", "pagingDevices[1].channel"), paths(e), e.messages().toString());
        assertEquals(lineOf(text, "chanel:"), e.problems().get(1).line());
        assertTrue(e.problems().get(1).message().endsWith("; is 'chanel' meant to be 'channel'?"),
                e.problems().get(1).message());
    }

    @Test
    void aYamlSyntaxErrorIsOneProblem() {
        ScenarioException e = assertThrows(ScenarioException.class,
                () -> yaml(YAML.replace("real: 16MiB", "real: 16MiX").replace("  cpus: 2", "   cpus: 2")));
        assertEquals(1, e.problems().size(), e.messages().toString());
        assertTrue(e.getMessage().contains("not valid YAML"), e.getMessage());
    }

    @Test
    void atMostTwentyProblemsAreListedAndTheOthersCounted() {
        StringBuilder workloads = new StringBuilder("workloads:\n");
        for (int i = 0; i < 25; i++) {
            workloads.append("  - { type: cms, users: 0 }\n");
        }
        String text = YAML.substring(0, YAML.indexOf("workloads:")) + workloads + YAML.substring(YAML.indexOf("run:"));
        ScenarioException e = assertThrows(ScenarioException.class, () -> yaml(text));
        assertEquals(ScenarioLoader.MAX_PROBLEMS, e.problems().size());
        assertEquals(25 - ScenarioLoader.MAX_PROBLEMS, e.unlisted());
        assertEquals("workloads[19].users", e.problems().get(19).path());
        assertEquals(ScenarioLoader.MAX_PROBLEMS + 1, e.messages().size());
        assertEquals(FILE + ": 5 more problems not listed; put these right and check again",
                e.messages().get(ScenarioLoader.MAX_PROBLEMS));
    }

    @Test
    void aFileThatIsNotUtf8IsReportedAtItsFirstBadByte(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("latin1.yaml");
        byte[] text = "name: ok\ndescription: caf\u00e9 latin-1\n"
                .getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        Files.write(file, text);
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioDocument.read(file));
        assertEquals(2, e.line(), e.getMessage());
        assertTrue(e.getMessage().startsWith(file + ":2:17: "), e.getMessage());
        assertTrue(e.getMessage().contains("not UTF-8 text: byte 0xE9"), e.getMessage());
    }

    @Test
    void aMissingFileIsReportedWithLineZero(@TempDir Path dir) {
        Path missing = dir.resolve("nope.yaml");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.load(missing, registry));
        assertEquals(0, e.line());
        assertEquals(missing.toString(), e.file());
        assertTrue(e.getMessage().contains("does not exist"), e.getMessage());
    }

    @Test
    void aFileOnDiskIsReadAsYamlOrByItsExtensionAsJson(@TempDir Path dir) throws Exception {
        Path yamlFile = dir.resolve("s.yaml");
        Path jsonFile = dir.resolve("s.json");
        Files.writeString(yamlFile, YAML);
        Files.writeString(jsonFile, JSON);
        Scenario a = ScenarioLoader.load(yamlFile, registry);
        Scenario b = ScenarioLoader.load(jsonFile, registry);
        assertEquals(yamlFile.toString(), a.source());
        assertEquals(describe(a.withRun(a.run())).replace(yamlFile.toString(), "F"),
                describe(b).replace(jsonFile.toString(), "F"));
        // The extension decides: the YAML text in a .json file is read as JSON, and refused as such.
        Path yamlInJson = dir.resolve("yaml-text.json");
        Files.writeString(yamlInJson, YAML);
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.load(yamlInJson, registry));
        assertTrue(e.getMessage().contains("not valid JSON"), e.getMessage());
    }

    @Test
    void duplicateWorkloadNamesAreRefusedAtTheSecondName() {
        String text = YAML.replace("  - type: cms\n    users: 60", "  - type: cms\n    name: online\n    users: 60")
                .replace("  - type: cms\n    users: 10", "  - type: cms\n    name: online\n    users: 10");
        ScenarioException e = assertThrows(ScenarioException.class, () -> yaml(text));
        int second = text.indexOf("name: online", text.indexOf("name: online") + 1);
        int line = (int) text.substring(0, second).chars().filter(c -> c == '\n').count() + 1;
        assertReported(e, line, "workloads[1].name", "duplicate workload name 'online'");
    }

    @Test
    void defaultWorkloadNamesAvoidExplicitOnes() throws Exception {
        String text = YAML.replace("  - type: cms\n    users: 10", "  - type: cms\n    name: cms\n    users: 10");
        Scenario s = yaml(text);
        assertEquals(List.of("cms-2", "cms"), s.workloads().stream().map(Workload::name).toList());
    }

    @Test
    void aPluginSectionGivenJustItsIdAndADeviceWithoutItsChannelSayWhatToWrite() {
        String bare = YAML.replace("processor:\n  type: test-4341\n  cpus: 2\n  mips: 1.2\n", "processor: test-4341\n");
        ScenarioException id = assertThrows(ScenarioException.class, () -> yaml(bare));
        assertReported(id, lineOf(bare, "processor: test-4341"), "processor", "found 'test-4341'; write processor: "
                + "{ type: test-4341 }");
        ScenarioException channel = errorWith("    channel: chpid-2\n", "");
        assertReported(channel, lineOf(YAML, "  - type: test-2305"), "pagingDevices[1].channel",
                "missing required key 'channel'", "declared channels: chpid-1, chpid-2");
    }

    @Test
    void realStorageThatIsNotWholeFramesIsRefusedAtIt() {
        ScenarioException e = errorWith("real: 16MiB", "real: 16777217B");
        assertReported(e, lineOf(YAML, "real: 16MiB"), "storage.real", "not a whole number of 4 KiB frames");
        // The value as written, and what it came to when that reads otherwise.
        assertReported(errorWith("real: 16MiB", "real: 16e6B"), lineOf(YAML, "real: 16MiB"), "storage.real",
                "'16e6B' (15625KiB) is not a whole number of 4 KiB frames");
    }

    /** '%' is a fraction of a plain number; on a count of instructions it read 250% as 2.5 instructions unseen. */
    @Test
    void aPercentOnANumberWithAUnitIsRefused() {
        assertReported(errorWith("faultInstructions: 3000", "faultInstructions: 250%"),
                lineOf(YAML, "faultInstructions: 3000"), "controlProgram.faultInstructions",
                "'250%': faultInstructions is in instructions, which takes no '%'; write the number of instructions "
                + "itself (its default: 2500)");
    }

    @Test
    void storageLeftWithNothingPageableIsReportedAtTheLargestPartWithItsBound() {
        ScenarioException e = errorWith("locked: 64 frames", "locked: 16MiB");
        assertReported(e, lineOf(YAML, "locked: 64 frames"), "storage.locked", "leave no pageable storage of real "
                + "16MiB: real must be more than ");
        assertReported(e, lineOf(YAML, "locked: 64 frames"), "storage.locked", ", or locked below ");
        // When the others fill real storage already, shrinking the largest alone cannot do: no "below 0B".
        ScenarioException full = errorWith("locked: 64 frames", "locked: 16MiB\n  minidiskCache: 16MiB");
        assertFalse(full.getMessage().contains("below"), full.getMessage());
        assertTrue(full.getMessage().contains("real must be more than "), full.getMessage());
    }

    @Test
    void aYamlAliasIsRefused() {
        String text = "name: &n x\ndescription: *n\n";
        ScenarioException e = assertThrows(ScenarioException.class, () -> yaml(text));
        assertEquals(2, e.line(), e.getMessage());
        assertTrue(e.getMessage().contains("aliases"), e.getMessage());
    }

    @Test
    void deepNestingIsRefused() {
        String text = "name: x\nprocessor: " + "[".repeat(200) + "]".repeat(200) + "\n";
        ScenarioException e = assertThrows(ScenarioException.class, () -> yaml(text));
        assertTrue(e.getMessage().contains("deep") || e.getMessage().contains("nest"), e.getMessage());
    }

    @Test
    void anOverlargeTextIsRefused() {
        String text = "name: x\ndescription: \"" + "a".repeat(ScenarioDocument.MAX_BYTES) + "\"\n";
        ScenarioException e = assertThrows(ScenarioException.class, () -> yaml(text));
        assertTrue(e.getMessage().contains("larger than 4MiB"), e.getMessage());
    }

    @Test
    void aDuplicateKeyIsRefusedAtItsSecondOccurrence() {
        ScenarioException yamlError = assertThrows(ScenarioException.class, () -> yaml("name: x\nname: y\n"));
        assertEquals(2, yamlError.line(), yamlError.getMessage());
        assertTrue(yamlError.getMessage().toLowerCase().contains("duplicate"), yamlError.getMessage());
        ScenarioException jsonError = assertThrows(ScenarioException.class,
                () -> ScenarioLoader.parse("{\"name\": \"x\",\n \"name\": \"y\"}", "s.json", true, registry));
        assertEquals(2, jsonError.line(), jsonError.getMessage());
        assertTrue(jsonError.getMessage().toLowerCase().contains("duplicate"), jsonError.getMessage());
    }

    @Test
    void setOverridesAValueBeforeBinding() throws Exception {
        ScenarioDocument doc = ScenarioDocument.parse(YAML, FILE, false);
        doc.set("workloads[0].users", "80");
        doc.set("storage.real", "24MiB");
        assertTrue(doc.remove("policies.replacement.scanLimit"));
        assertFalse(doc.remove("policies.replacement.scanLimit"));
        doc.set("policies.replacement.type", "fifo-flush");
        doc.set("policies.pageOutDevice.type", "round-robin");
        doc.set("run.seed", "7");
        doc.set("controlProgram.dispatchInstructions", "400");
        Scenario s = ScenarioLoader.bind(doc, registry);
        assertEquals(80, s.workloads().get(0).model().parameters().integer("users"));
        assertEquals(24L << 20, s.storage().realBytes());
        assertEquals("fifo-flush", s.policies().replacement().id());
        assertTrue(s.policies().replacement().parameters().values().isEmpty());
        assertEquals("round-robin", s.policies().pageOutDevice().id());
        assertEquals(7, s.run().seed());
        assertEquals(400, s.controlProgram().dispatchInstructions());
        assertEquals("80", doc.get("workloads[0].users").orElseThrow());
    }

    @Test
    void aBadOverrideIsReportedAtTheOverriddenPath() throws Exception {
        ScenarioDocument doc = ScenarioDocument.parse(YAML, FILE, false);
        doc.set("workloads[1].thinkTime", "20");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.bind(doc, registry));
        assertEquals("workloads[1].thinkTime", e.path());
        assertTrue(e.getMessage().contains("needs a unit"), e.getMessage());
    }

    @Test
    void aCopyKeepsTheLinesOfTheFileItsValuesCameFrom() throws Exception {
        ScenarioDocument doc = ScenarioDocument.parse(YAML, FILE, false);
        ScenarioDocument copy = doc.copy("variant 'x' of " + FILE);
        copy.set("workloads[0].users", "lots");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.bind(copy, registry));
        assertTrue(e.getMessage().startsWith("variant 'x' of " + FILE + ":" + lineOf(YAML, "users: 60") + ":"),
                e.getMessage());
        assertEquals("60", doc.get("workloads[0].users").orElseThrow(), "the original is untouched");
    }

    @Test
    void aSavedDocumentTakesTheNameAndLinesOfItsFile() throws Exception {
        ScenarioDocument doc = ScenarioDocument.parse(YAML, FILE, false);
        doc.set("workloads[0].users", "lots");
        String saved = doc.toYaml(); // the comments and blank lines go: the lines move
        doc.adopt(ScenarioDocument.parse(saved, "saved.yaml", false));
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.bind(doc, registry));
        assertTrue(e.getMessage().startsWith("saved.yaml:" + lineOf(saved, "users: lots") + ":"), e.getMessage());
        assertThrows(IllegalArgumentException.class,
                () -> doc.adopt(ScenarioDocument.parse(YAML, "other.yaml", false)), "a different scenario");
    }

    @Test
    void setRefusesAPathThroughAValue() throws Exception {
        ScenarioDocument doc = ScenarioDocument.parse(YAML, FILE, false);
        assertThrows(IllegalArgumentException.class, () -> doc.set("name.first", "x"));
        assertThrows(IllegalArgumentException.class, () -> doc.set("workloads[5].users", "1"));
        assertThrows(IllegalArgumentException.class, () -> doc.set("workloads[", "1"));
    }

    @Test
    void toYamlReadsBackToTheSameScenario() throws Exception {
        ScenarioDocument doc = ScenarioDocument.parse(YAML, "s", false);
        doc.set("description", "quoted: \"yes\"\nand a second line");
        doc.set("workloads[1].name", "true");
        String written = doc.toYaml();
        Scenario original = ScenarioLoader.bind(doc, registry);
        Scenario reread = ScenarioLoader.parse(written, "s", false, registry);
        assertEquals(describe(original), describe(reread));
        assertEquals("true", reread.workloads().get(1).name());
        assertTrue(written.indexOf("name:") < written.indexOf("processor:"), written);
        assertTrue(written.contains("thinkTime: 15s"), written);
        assertTrue(written.contains("trivialShare: 75%"), written);
    }

    @Test
    void toYamlOfAJsonDocumentReadsBackToTheSameScenario() throws Exception {
        ScenarioDocument doc = ScenarioDocument.parse(JSON, "s", true);
        Scenario reread = ScenarioLoader.parse(doc.toYaml(), "s", false, registry);
        assertEquals(describe(ScenarioLoader.bind(doc, registry)), describe(reread));
    }

    @Test
    void theWriterKeepsTheReplacedFilesPermissions(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("s.yaml");
        Files.writeString(file, "old");
        var permissions = java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--");
        org.junit.jupiter.api.Assumptions.assumeTrue(
                dir.getFileSystem().supportedFileAttributeViews().contains("posix"), "a POSIX file system");
        Files.setPosixFilePermissions(file, permissions);
        ScenarioWriter.save(file, ScenarioDocument.parse(YAML, FILE, false));
        assertEquals(permissions, Files.getPosixFilePermissions(file));
        assertTrue(Files.readString(file).startsWith("name: test system\n"));
    }

    @Test
    void aZeroDurationOrAnOverlongWarmUpIsReportedAtItsOwnField() {
        String zero = YAML.replace("duration: 20min", "duration: 0s");
        assertReported(errorWith("duration: 20min", "duration: 0s"), lineOf(zero, "duration: 0s"), "run.duration");
        String warm = YAML.replace("warmUp: 2min", "warmUp: 100000h");
        assertReported(errorWith("warmUp: 2min", "warmUp: 100000h"), lineOf(warm, "warmUp: 100000h"), "run.warmUp",
                "warm-up and duration total");
    }

    @Test
    void aPluginSectionWithoutTypeListsTheValidIds() {
        ScenarioException e = errorWith("    type: round-turkey\n", "    {}\n");
        assertTrue(e.getMessage().contains("policies.pageOutDevice"), e.getMessage());
        assertTrue(e.getMessage().contains("missing 'type'"), e.getMessage());
        assertTrue(e.getMessage().contains("valid: ") && e.getMessage().contains("round-turkey"), e.getMessage());
        ScenarioException missingType = errorWith("  type: test-4341\n", "");
        assertReported(missingType, lineOf(YAML, "  type: test-4341"), "processor.type", "missing 'type'",
                "valid: test-4341");
        // A key beside it that looks like 'type' misspelt: the problem is reported there, and asks.
        String misspelt = YAML.replace("    type: round-turkey\n", "    tpye: round-turkey\n");
        assertReported(errorWith("    type: round-turkey\n", "    tpye: round-turkey\n"),
                lineOf(misspelt, "    tpye: round-turkey"), "policies.pageOutDevice.type", "missing 'type'",
                "is 'tpye' meant to be 'type'?");
    }

    @Test
    void theWritersFailuresNameTheFileAskedForNotItsTemporaryFile(@TempDir Path dir) throws IOException {
        Path missing = dir.resolve("gone").resolve("s.yaml");
        java.nio.file.NoSuchFileException noFolder = org.junit.jupiter.api.Assertions.assertThrows(
                java.nio.file.NoSuchFileException.class, () -> ScenarioWriter.save(missing, YAML));
        assertEquals(missing.toString(), noFolder.getFile());

        Path folder = Files.createDirectory(dir.resolve("out.yaml"));
        java.nio.file.FileSystemException isFolder = org.junit.jupiter.api.Assertions.assertThrows(
                java.nio.file.FileSystemException.class, () -> ScenarioWriter.save(folder, YAML));
        assertEquals(folder.toString(), isFolder.getFile());
        assertTrue(Files.isDirectory(folder), "an empty folder is not replaced by the file");
    }

    @Test
    void theWriterWritesThroughASymbolicLinkAndRefusesADevice(@TempDir Path dir) throws IOException {
        Path real = Files.writeString(dir.resolve("real.yaml"), "old");
        Path link = Files.createSymbolicLink(dir.resolve("link.yaml"), real);
        ScenarioWriter.save(link, YAML);
        assertTrue(Files.isSymbolicLink(link), "the link stays a link");
        assertEquals(YAML, Files.readString(real));
        Path dev = Path.of("/dev/null");
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.exists(dev) && !Files.isRegularFile(dev), "a device");
        org.junit.jupiter.api.Assertions.assertThrows(java.nio.file.FileSystemException.class,
                () -> ScenarioWriter.save(dev, YAML));
        assertTrue(!Files.isRegularFile(dev), "/dev/null is still a device");
    }

    @Test
    void severalFilesSavedTogetherAreAllPutBackWhenARenameFails(@TempDir Path dir) throws IOException {
        Path a = Files.writeString(dir.resolve("a.json"), "old a");
        Path b = dir.resolve("b.csv"); // not there before
        Path c = Files.writeString(dir.resolve("c.html"), "old c");
        java.util.Map<Path, byte[]> files = new java.util.LinkedHashMap<>();
        files.put(a, "new a".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        files.put(b, "new b".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        files.put(c, "new c".getBytes(java.nio.charset.StandardCharsets.UTF_8));
        ScenarioWriter.beforeRename = target -> {
            if (target.getFileName().toString().equals("c.html")) {
                throw new java.nio.file.AccessDeniedException(target.toString(), null, "refused for the test");
            }
        };
        try {
            java.nio.file.AccessDeniedException e = org.junit.jupiter.api.Assertions.assertThrows(
                    java.nio.file.AccessDeniedException.class, () -> ScenarioWriter.saveAll(files));
            assertEquals(c.toAbsolutePath().toRealPath().toString(), e.getFile());
        } finally {
            ScenarioWriter.beforeRename = target -> { };
        }
        assertEquals("old a", Files.readString(a), "a, renamed already, is put back");
        assertFalse(Files.exists(b), "b, new, is taken away again");
        assertEquals("old c", Files.readString(c));
        try (var left = Files.list(dir)) {
            assertEquals(List.of("a.json", "c.html"), left.map(p -> p.getFileName().toString()).sorted().toList(),
                    "no temporary or backup file left");
        }
        ScenarioWriter.saveAll(files);
        assertEquals("new a", Files.readString(a));
        assertEquals("new b", Files.readString(b));
        assertEquals("new c", Files.readString(c));
        try (var left = Files.list(dir)) {
            assertEquals(3, left.count());
        }
    }

    @Test
    void theWriterReplacesAFileWholeAndLeavesNoTemporaryFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("s.yaml");
        Files.writeString(file, "old");
        ScenarioWriter.save(file, YAML);
        assertEquals(YAML, Files.readString(file));
        try (var files = Files.list(dir)) {
            assertEquals(List.of(file), files.toList());
        }
    }
}
