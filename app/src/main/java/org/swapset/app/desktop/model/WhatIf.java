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
