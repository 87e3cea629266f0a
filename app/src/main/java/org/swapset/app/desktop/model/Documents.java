package org.swapset.app.desktop.model;

import org.swapset.core.scenario.ScenarioDocument;
import org.swapset.core.scenario.ScenarioException;

/** Copies of scenario documents, for jobs that change a document while the user goes on editing the original. */
public final class Documents {

    private Documents() {
    }

    /** A deep copy, through the document's own YAML. */
    public static ScenarioDocument copy(ScenarioDocument document) {
        try {
            return ScenarioDocument.parse(document.toYaml(), document.source(), false);
        } catch (ScenarioException e) {
            throw new IllegalStateException("a document written as YAML must read back: " + e.getMessage(), e);
        }
    }

    /** A copy under a new name: a what-if variant. */
    public static ScenarioDocument variant(ScenarioDocument document, String name) {
        ScenarioDocument copy = copy(document);
        copy.set("name", name);
        return copy;
    }
}
