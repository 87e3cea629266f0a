package org.swapset.core.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What a variant changes in its base, as a comparison names it: a value changed, a list item added or removed, the
 * name, description, published figures and run control left out (a desktop user's exported comparison said nothing
 * of what its variant was, and its default name read as the base's).
 */
class ScenarioChangesTest {

    private static final String BASE = """
            name: base
            description: the base
            storage: { real: 16MiB, controlProgram: 1536KiB }
            pagingDevices:
              - { type: ibm-2305-2, count: 6 }
            run: { seed: 1, replications: 5 }
            """;

    private static ScenarioDocument doc(String text) throws ScenarioException {
        return ScenarioDocument.parse(text, "test.yaml", false);
    }

    @Test
    void aChangedValueIsNamedByItsPathWithBothValues() throws Exception {
        String variant = BASE.replace("real: 16MiB", "real: 24MiB").replace("name: base", "name: more")
                .replace("seed: 1, replications: 5", "seed: 2, replications: 2");
        assertEquals(List.of("storage.real: 16MiB → 24MiB"), ScenarioChanges.between(doc(BASE), doc(variant)));
    }

    @Test
    void whatOnlyOneSideHasReadsNoneOnTheOther() throws Exception {
        String variant = BASE.replace("  - { type: ibm-2305-2, count: 6 }\n",
                "  - { type: ibm-2305-2, count: 2 }\n  - { type: ibm-3380, count: 6, role: swap }\n")
                .replace("controlProgram: 1536KiB", "controlProgram: 1536KiB, locked: 1MiB");
        assertEquals(List.of("storage.locked: (none) → 1MiB", "pagingDevices[0].count: 6 → 2",
                "pagingDevices[1].type: (none) → ibm-3380", "pagingDevices[1].count: (none) → 6",
                "pagingDevices[1].role: (none) → swap"), ScenarioChanges.between(doc(BASE), doc(variant)));
        assertEquals(List.of("pagingDevices: (none) → []", "pagingDevices[0].type: ibm-2305-2 → (none)",
                "pagingDevices[0].count: 6 → (none)"), ScenarioChanges.between(doc(BASE), doc(BASE.replace(
                "pagingDevices:\n  - { type: ibm-2305-2, count: 6 }\n", "pagingDevices: []\n"))));
    }

    @Test
    void aSummaryIsOneLineCutAfterSoMany() {
        assertEquals("none", ScenarioChanges.summary(List.of(), 3));
        assertEquals("a: 1 → 2; b: 3 → 4", ScenarioChanges.summary(List.of("a: 1 → 2", "b: 3 → 4"), 3));
        assertEquals("a: 1 → 2; and 2 more", ScenarioChanges.summary(List.of("a: 1 → 2", "b", "c"), 1));
    }
}
