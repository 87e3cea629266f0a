package org.swapset.app.desktop.model;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.swapset.core.forecast.ForecastReport;
import org.swapset.core.forecast.HtmlReport;

/**
 * What-if variants of the workspace's scenario: each a copy made with {@link #duplicate}, edited in its own form,
 * and compared with the base by {@link Runs#compare} with common random numbers.
 */
public final class WhatIf {

    /** What the Compare tab and the exported page say of a comparison whose scenarios changed since it was made. */
    public static final String OUT_OF_DATE = "the scenario or a variant has changed since this comparison was made, "
            + "or a variant was added or removed; compare again";

    private final ObservableList<EditorModel> variants = FXCollections.observableArrayList();
    private final ObjectProperty<Runs.Compared> compared = new SimpleObjectProperty<>(this, "compared");
    private final javafx.beans.property.BooleanProperty outOfDate =
            new javafx.beans.property.SimpleBooleanProperty(this, "outOfDate");
    /**
     * The base's and the variants' documents (their YAML) as the comparison shown was made from them, in order
     * ({@link #forms}); null when not known, and then any edit leaves the comparison out of date for good.
     */
    private List<String> comparedFrom;
    /** The base's document as it is now (its YAML), or null when there is none: the workspace's form. */
    private java.util.function.Supplier<String> base = () -> null;
    /** Per variant, as it was made or last saved: more edits than then are unsaved work. */
    private final java.util.Map<EditorModel, Saved> saved = new java.util.IdentityHashMap<>();
    /** How many variants have unsaved edits ({@link #unsaved}), for the window's title. */
    private final javafx.beans.property.ReadOnlyIntegerWrapper unsavedCount =
            new javafx.beans.property.ReadOnlyIntegerWrapper(this, "unsavedCount");

    /**
     * A variant when it was made or last saved.
     *
     * @param edits its edit count then; {@link #UNSAVED} for one recovered, whose edits were never saved
     * @param file  the file it was saved to, or null
     * @param stamp that file's modification time and size as saved (see {@link Workspace#stampOf}), or null
     */
    private record Saved(int edits, Path file, String stamp) {
    }

    /** An edit count no variant has: recovered work, unsaved from the start. */
    private static final int UNSAVED = -1;

    public WhatIf() {
        variants.addListener((javafx.collections.ListChangeListener<EditorModel>) c -> {
            while (c.next()) {
                c.getRemoved().forEach(saved::remove);
                c.getAddedSubList().forEach(v -> {
                    saved.putIfAbsent(v, new Saved(v.editsProperty().get(), null, null));
                    // An edit of a variant leaves the comparison shown standing for what it was, unless undone.
                    v.editsProperty().addListener((o, was, now) -> {
                        if (variants.contains(v)) {
                            formsChanged();
                            recount();
                        }
                    });
                });
            }
            formsChanged(); // a variant added or removed: the comparison is not of these variants
            recount();
        });
        compared.addListener((o, was, now) -> {
            outOfDate.set(false);
            comparedFrom = null; // set directly, not by show: what it was made from is not known
        });
    }

    /** Where the base's document comes from: the workspace's form ({@link Workspace}). */
    void baseIs(java.util.function.Supplier<String> document) {
        base = document;
    }

    /**
     * The base's and the variants' documents as they are now, their YAML in order: what a comparison begun now is
     * made from, to be given to {@link #show(Runs.Compared, List)} when it ends.
     */
    public List<String> forms() {
        List<String> forms = new java.util.ArrayList<>();
        forms.add(base.get());
        variants.forEach(v -> forms.add(v.document().toCanonicalYaml()));
        return java.util.Collections.unmodifiableList(forms);
    }

    /**
     * Shows a comparison just made (or none), not knowing what from: not out of date until the next edit, which
     * leaves it out of date for good (see {@link #show(Runs.Compared, List)}).
     */
    public void show(Runs.Compared comparison) {
        show(comparison, null);
    }

    /**
     * Shows a comparison made from {@code madeFrom} ({@link #forms} when it began): out of date at once if the base
     * or a variant was edited, added or removed while it ran, and after any later edit unless the forms come back to
     * exactly those (an edit undone, a value typed back).
     */
    public void show(Runs.Compared comparison, List<String> madeFrom) {
        compared.set(comparison);
        comparedFrom = madeFrom == null ? null
                : java.util.Collections.unmodifiableList(new java.util.ArrayList<>(madeFrom));
        outOfDate.set(false); // also when it equals the one shown, which the property's listeners do not hear
        if (madeFrom != null) {
            formsChanged();
        }
    }

    /**
     * The base or a variant changed, or a variant was added or removed: the comparison shown, if any, is out of date
     * unless the forms are now exactly what it was made from (an edit undone). A new comparison clears it.
     */
    public void formsChanged() {
        if (compared.get() != null) {
            outOfDate.set(comparedFrom == null || !comparedFrom.equals(forms()));
        }
    }

    /** Whether the comparison shown was made of the scenarios as they were before an edit (see formsChanged). */
    public javafx.beans.property.ReadOnlyBooleanProperty outOfDateProperty() {
        return outOfDate;
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
        return variants.stream().filter(v -> v.editsProperty().get() != saved.get(v).edits()).toList();
    }

    /** How many variants have edits not saved to a file: the window's title counts them beside the scenario's "*". */
    public javafx.beans.property.ReadOnlyIntegerProperty unsavedCountProperty() {
        return unsavedCount.getReadOnlyProperty();
    }

    private void recount() {
        unsavedCount.set(unsaved().size());
    }

    /** The file a variant was last saved to, if it was. */
    public Optional<Path> file(EditorModel variant) {
        return Optional.ofNullable(saved.get(variant)).map(Saved::file);
    }

    /**
     * Whether saving {@code variant} to {@code target} would replace a change another program made since: the
     * target is the file the variant was last saved to (or recovered from), and that file is no longer as it was
     * then.
     */
    public boolean changedOnDisk(EditorModel variant, Path target) {
        Saved s = saved.get(variant);
        return s != null && s.file() != null && s.file().equals(target.toAbsolutePath())
                && !s.stamp().equals(Workspace.stampOf(target));
    }

    /** The variants' autosave: each unsaved one's text, with the file it was last saved to and that file's stamp. */
    List<Recovery.Text> unsavedTexts(Optional<String> baseText) {
        // Each written into the base file's own text when it can be, as a save would (its comments kept).
        return unsaved().stream().map(v -> new Recovery.Text(v.document().yamlInto(baseText), file(v),
                Optional.ofNullable(saved.get(v).stamp()))).toList();
    }

    /**
     * Adds a variant recovered from an autosave: unsaved, and belonging to the file it was last saved to, if it
     * was, as that file was then ({@code stamp}; unknown, when not kept, counts as changed since).
     */
    void recover(EditorModel variant, Optional<Path> file, Optional<String> stamp) {
        saved.put(variant, new Saved(UNSAVED, file.orElse(null),
                file.isEmpty() ? null : stamp.orElse(Workspace.UNKNOWN_STAMP)));
        variants.add(variant);
    }

    /**
     * Saves a variant to {@code target} (YAML, or JSON for a {@code .json} file), as the command line reads it; it
     * is then no longer unsaved work.
     */
    public void save(EditorModel variant, Path target) throws java.io.IOException {
        save(variant, target, Optional.empty());
    }

    /**
     * Saves a variant; as YAML with the base file's own text ({@code baseText}) its changed values are written into
     * that text, which keeps the base's comments (see {@code ScenarioDocument.patchInto}).
     */
    public void save(EditorModel variant, Path target, Optional<String> baseText)
            throws java.io.IOException {
        String text = Workspace.isJson(target) ? Workspace.render(variant.document().toYaml(), true)
                : variant.document().yamlInto(baseText);
        org.swapset.core.scenario.ScenarioWriter.save(target, text);
        Workspace.adoptSaved(variant, target, text);
        saved.put(variant, new Saved(variant.editsProperty().get(), target.toAbsolutePath(),
                Workspace.stampOf(target)));
        recount();
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
            throw new NothingYetException("compare first");
        }
        return HtmlReport.comparison(c.comparison(), outOfDate.get() ? OUT_OF_DATE + "." : "", c.changes(),
                c.curves().isEmpty() ? List.of() : List.of(curves(c)));
    }

    /**
     * The comparison's curves as its page shows them: the chart, under the scenarios' own names, then a table of
     * each scenario's value with its 95% interval at every user count (why, where one has none).
     */
    private static HtmlReport.Section curves(Runs.Compared c) {
        List<Curve> curves = c.curves();
        Curve first = curves.get(0);
        java.util.SortedSet<Integer> users = new java.util.TreeSet<>();
        curves.forEach(k -> k.rows().forEach(r -> users.add(r.users())));
        StringBuilder html = new StringBuilder("<figure class=\"chart\">")
                .append(ChartFiles.svgElement(Charts.curves(curves, c.targetValue()), 900, 540, "compare"))
                .append("</figure>\n<table>\n<tr><th>Users</th>");
        for (Curve k : curves) {
            html.append("<th>").append(HtmlReport.escape(k.scenario())).append("</th><th>± 95%</th>");
        }
        html.append("</tr>\n");
        for (int n : users) {
            html.append("<tr><td class=\"n\">").append(n).append("</td>");
            for (Curve k : curves) {
                Curve.Row row = k.rows().stream().filter(r -> r.users() == n).findFirst().orElse(null);
                if (row == null || row.estimate() == null) {
                    html.append("<td colspan=\"2\" class=\"bad\">")
                            .append(HtmlReport.escape(row == null ? "not run" : row.missing())).append("</td>");
                } else {
                    html.append("<td class=\"n\">").append(ForecastReport.value(row.estimate().mean(), 4))
                            .append("</td><td class=\"n\">")
                            .append(ForecastReport.significant(row.estimate().halfWidth(), 2)).append("</td>");
                }
            }
            html.append("</tr>\n");
        }
        html.append("</table>\n");
        String partial = curves.stream().filter(Curve::isPartial).map(k -> k.scenario() + ": " + k.partial())
                .collect(java.util.stream.Collectors.joining("; "));
        return new HtmlReport.Section((partial.isEmpty() ? "" : "Partial: " + partial + ". ") + first.label()
                + " against users", html.toString());
    }
}
