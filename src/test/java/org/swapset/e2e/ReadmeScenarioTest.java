package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioDocument;
import org.swapset.core.scenario.ScenarioException;
import org.swapset.core.scenario.ScenarioLoader;

/**
 * The scenario the README's "Writing a scenario" shows as "every key a scenario takes, with the defaults of the
 * optional ones" loads, has every key the loader takes in its {@code storage} and {@code controlProgram}, and gives
 * each optional one there its default: a README that falls behind the loader fails here.
 */
class ReadmeScenarioTest {

    private static PluginRegistry registry;
    private static String text;

    @BeforeAll
    static void read() throws Exception {
        registry = PluginHost.load(Optional.empty());
        String readme = Files.readString(Path.of(System.getProperty("swapset.root"), "README.md"));
        int start = readme.indexOf("```yaml\nname: 3081D, 16 MB, 310 CMS users");
        assertTrue(start >= 0, "the README's every-key scenario");
        start += "```yaml\n".length();
        text = readme.substring(start, readme.indexOf("```", start));
    }

    private static ScenarioDocument document() throws ScenarioException {
        return ScenarioDocument.parse(text, "README.md", false);
    }

    @Test
    void itLoads() throws ScenarioException {
        Scenario s = ScenarioLoader.bind(document(), registry);
        assertEquals(310, s.workloads().get(0).model().parameters().integer("users"));
    }

    @Test
    void itHasEveryKeyOfStorageAndControlProgramEachOptionalOneAtItsDefault() throws ScenarioException {
        Scenario full = ScenarioLoader.bind(document(), registry);
        for (String section : List.of("storage", "controlProgram")) {
            List<String> valid = validKeys(section);
            ScenarioDocument doc = document();
            for (String key : valid) {
                assertTrue(doc.get(section + "." + key).isPresent(), "the README's example lacks " + section + "."
                        + key);
                if (section.equals("storage") && key.equals("real")) {
                    continue; // required
                }
                ScenarioDocument without = document();
                without.remove(section + "." + key);
                Scenario s = ScenarioLoader.bind(without, registry);
                assertEquals(full.storage(), s.storage(), section + "." + key + " is not at its default");
                assertEquals(full.controlProgram(), s.controlProgram(), section + "." + key + " is not at its default");
            }
        }
    }

    /** The keys the loader takes in a section, as its message about an unknown key lists them. */
    private static List<String> validKeys(String section) throws ScenarioException {
        ScenarioDocument doc = document();
        doc.set(section + ".notAKey", "1");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ScenarioLoader.bind(doc, registry));
        String message = e.getMessage();
        int at = message.indexOf("valid: ");
        assertTrue(at >= 0, message);
        List<String> keys = new ArrayList<>();
        for (String k : message.substring(at + "valid: ".length()).split("\n")[0].split(",")) {
            keys.add(k.strip());
        }
        return keys;
    }
}
