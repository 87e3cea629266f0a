package org.swapset.core.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;

/** A form's edits are written into the file's own text: its comments, layout and quoting stay. */
class ScenarioDocumentPatchTest {

    private static final String TEXT = """
            # A planner's notes: measured 1987, see Table 2
            name: "base system"            # the name in reports
            storage:
              real: 16MiB                  # [EST] what the site had
            pagingDevices:
              - { type: ibm-2305-2, count: 2, channel: ch1 }   # six drums in all
            workloads:
              - type: cms-interactive
                users: 310                 # published
                thinkTime: '15s'
            """;

    @Test
    void changedValuesAreReplacedWhereTheyStandAndEverythingElseIsKept() throws Exception {
        ScenarioDocument doc = ScenarioDocument.parse(TEXT, "s.yaml", false);
        doc.set("storage.real", "24MiB");
        doc.set("pagingDevices[0].count", "3");
        doc.set("workloads[0].users", "360");
        doc.set("workloads[0].thinkTime", "10s");
        doc.set("name", "base system, 24 MB");
        String patched = doc.patchInto(TEXT).orElseThrow();
        assertEquals(TEXT.replace("real: 16MiB", "real: 24MiB").replace("count: 2,", "count: 3,")
                .replace("users: 310", "users: 360").replace("'15s'", "'10s'")
                .replace("\"base system\"", "\"base system, 24 MB\""), patched);
        assertEquals(doc.toYaml(), ScenarioDocument.parse(patched, "s.yaml", false).toYaml());
    }

    @Test
    void anAddedKeyGoesOnALineOfItsOwnAndARemovedOneTakesItsLineWithIt() throws Exception {
        ScenarioDocument doc = ScenarioDocument.parse(TEXT, "s.yaml", false);
        doc.set("storage.expanded", "0B"); // a key added
        doc.set("pagingDevices[0].role", "swap"); // into a flow map
        String patched = doc.patchInto(TEXT).orElseThrow();
        assertEquals(TEXT.replace("[EST] what the site had\n", "[EST] what the site had\n  expanded: 0B\n")
                .replace("channel: ch1 }", "channel: ch1, role: swap }"), patched);
        ScenarioDocument back = ScenarioDocument.parse(patched, "s.yaml", false);
        back.remove("storage.expanded");
        back.remove("pagingDevices[0].role");
        assertEquals(Optional.of(TEXT), back.patchInto(patched), "removed again: the text as it was");
    }

    @Test
    void neighboursRemovedTogetherFromAFlowMapOrListAreRemovedInPlace() throws Exception {
        String text = "# kept\nname: n\nrun: { seed: 1, warmUp: 5min, duration: 20min }   # note\n"
                + "channels: [ { name: a }, { name: b }, { name: c }, { name: d } ]\n";
        ScenarioDocument doc = ScenarioDocument.parse(text, "s.yaml", false);
        doc.remove("run.seed");
        doc.remove("run.warmUp");
        doc.remove("channels[1]");
        doc.remove("channels[0]"); // the first two, as the form removes them
        assertEquals(Optional.of("# kept\nname: n\nrun: { duration: 20min }   # note\n"
                + "channels: [ { name: c }, { name: d } ]\n"), doc.patchInto(text));
        ScenarioDocument all = ScenarioDocument.parse(text, "s.yaml", false);
        for (int i = 3; i >= 0; i--) {
            all.remove("channels[" + i + "]");
        }
        assertEquals(Optional.of(text.replace("[ { name: a }, { name: b }, { name: c }, { name: d } ]", "[  ]")),
                all.patchInto(text), "every item: the brackets stay");
    }

    @Test
    void keysReorderedAreNotPatchedButLeftToTheWholeRewrite() throws Exception {
        ScenarioDocument doc = ScenarioDocument.parse(TEXT, "s.yaml", false);
        doc.remove("name");
        doc.set("name", "base system"); // now the last key
        assertEquals(Optional.empty(), doc.patchInto(TEXT));
        ScenarioDocument same = ScenarioDocument.parse(TEXT, "s.yaml", false);
        assertEquals(Optional.of(TEXT), same.patchInto(TEXT), "nothing changed: the text as it was");
        assertTrue(doc.toYaml().endsWith("name: base system\n"));
    }

    /**
     * A value cleared and typed back is set again at its map's end, so the document's YAML differs though its content
     * is the same; its canonical YAML (keys sorted, lists in order) does not, and tells real changes apart.
     */
    @Test
    void theCanonicalYamlIsTheSameForTheSameContentWhateverTheKeysOrder() throws Exception {
        ScenarioDocument doc = ScenarioDocument.parse(TEXT, "s.yaml", false);
        String yaml = doc.toYaml();
        String canonical = doc.toCanonicalYaml();
        doc.remove("storage.real");
        doc.set("storage.expanded", "0B");
        doc.remove("name");
        doc.set("storage.real", "16MiB");
        doc.remove("storage.expanded");
        doc.set("name", "base system");
        assertNotEquals(yaml, doc.toYaml(), "the keys in another order");
        assertEquals(canonical, doc.toCanonicalYaml());
        assertEquals(doc.toYaml(), ScenarioDocument.parse(doc.toYaml(), "s.yaml", false).toYaml());

        doc.set("workloads[0].users", "311");
        assertNotEquals(canonical, doc.toCanonicalYaml(), "a value changed");
        doc.set("workloads[0].users", "310");
        assertEquals(canonical, doc.toCanonicalYaml());
    }
}
