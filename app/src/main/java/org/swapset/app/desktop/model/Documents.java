package org.swapset.app.desktop.model;

import org.swapset.core.scenario.ScenarioDocument;

/** Copies of scenario documents, for jobs that change a document while the user goes on editing the original. */
public final class Documents {

    private Documents() {
    }

    /** A deep copy, its lines those of the file it came from. */
    public static ScenarioDocument copy(ScenarioDocument document) {
        return document.copy(document.source());
    }

    /**
     * A copy under a new name: a what-if variant. Its messages name it and the file its values came from
     * ({@code variant 'NAME' of base.yaml:6:9: ...}) until it is saved to a file of its own.
     */
    public static ScenarioDocument variant(ScenarioDocument document, String name) {
        ScenarioDocument copy = document.copy("variant '" + name + "' of " + document.source());
        copy.set("name", name);
        return copy;
    }
}
