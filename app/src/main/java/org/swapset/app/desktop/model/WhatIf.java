package org.swapset.app.desktop.model;

import java.util.List;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.swapset.core.forecast.HtmlReport;

/**
 * What-if variants of the workspace's scenario: each a copy made with {@link #duplicate}, edited in its own form,
 * and compared with the base by {@link Runs#compare} with common random numbers.
 */
public final class WhatIf {

    private final ObservableList<EditorModel> variants = FXCollections.observableArrayList();
    private final ObjectProperty<Runs.Compared> compared = new SimpleObjectProperty<>(this, "compared");
    /** Per variant, its edit count when it was made or last saved: more edits than that are unsaved work. */
    private final java.util.Map<EditorModel, Integer> savedAt = new java.util.IdentityHashMap<>();

    public WhatIf() {
        variants.addListener((javafx.collections.ListChangeListener<EditorModel>) c -> {
            while (c.next()) {
                c.getRemoved().forEach(savedAt::remove);
                c.getAddedSubList().forEach(v -> savedAt.putIfAbsent(v, v.editsProperty().get()));
            }
        });
    }

    public ObservableList<EditorModel> variants() {
        return variants;
    }

    /** Adds a copy of {@code base} named "NAME (variant N)" and returns its editor. */
    public EditorModel duplicate(EditorModel base) {
        String name = base.name() + " (variant " + (variants.size() + 1) + ")";
        EditorModel variant = new EditorModel(Documents.variant(base.document(), name), base.registry());
        variants.add(variant);
        return variant;
    }

    /** The variants edited since they were made or last saved to a file: what closing would lose. */
    public List<EditorModel> unsaved() {
        return variants.stream().filter(v -> v.editsProperty().get() != savedAt.getOrDefault(v, 0)).toList();
    }

    /**
     * Saves a variant to {@code target} (YAML, or JSON for a {@code .json} file), as the command line reads it; it
     * is then no longer unsaved work.
     */
    public void save(EditorModel variant, java.nio.file.Path target) throws java.io.IOException {
        save(variant, target, java.util.Optional.empty());
    }

    /**
     * Saves a variant; as YAML with the base file's own text ({@code baseText}) its changed values are written into
     * that text, which keeps the base's comments (see {@code ScenarioDocument.patchInto}).
     */
    public void save(EditorModel variant, java.nio.file.Path target, java.util.Optional<String> baseText)
            throws java.io.IOException {
        boolean json = Workspace.isJson(target);
        java.util.Optional<String> patched = json ? java.util.Optional.empty()
                : baseText.flatMap(t -> variant.document().patchInto(t));
        String text = patched.isPresent() ? patched.get()
                : Workspace.render(variant.document().toYaml(), json);
        org.swapset.core.scenario.ScenarioWriter.save(target, text);
        Workspace.adoptSaved(variant, target, text);
        savedAt.put(variant, variant.editsProperty().get());
    }

    /** The documents of the variants, in order. */
    public List<org.swapset.core.scenario.ScenarioDocument> documents() {
        return variants.stream().map(EditorModel::document).toList();
    }

    /** The last comparison made, or null. */
    public ObjectProperty<Runs.Compared> comparedProperty() {
        return compared;
    }

    /** The last comparison as the HTML report. */
    public String html() {
        Runs.Compared c = compared.get();
        if (c == null) {
            throw new IllegalStateException("compare first");
        }
        return HtmlReport.comparison(c.comparison());
    }
}
