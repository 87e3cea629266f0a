package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioLoader;

/**
 * The workspace opens and saves the command line's own files: a saved file loads with the scenario loader, a file
 * saved without edits keeps its text, saves are atomic, unsaved work is autosaved and recovered, and recent files
 * are remembered across sessions.
 */
class WorkspaceTest {

    @TempDir
    Path temp;

    private Workspace workspace() {
        return new Workspace(TestFiles.registry(), temp.resolve("settings"));
    }

    @Test
    void openingShowsTheScenarioInTheTitleAndIsNotDirty() throws Exception {
        Workspace w = workspace();
        w.open(TestFiles.small(temp, "small.yaml"));
        assertEquals("Swapset — desktop small (small.yaml)", w.titleProperty().get());
        assertFalse(w.isDirty());
        assertEquals("20", w.editor().field("workloads[0].users").orElseThrow().getText());
    }

    @Test
    void anEditedScenarioSavesToAFileTheLoaderRunsAndReopensIdentically() throws Exception {
        Workspace w = workspace();
        Path file = TestFiles.small(temp, "small.yaml");
        w.open(file);
        w.editor().field("workloads[0].users").orElseThrow().setText("35");
        assertTrue(w.isDirty());

        Path saved = temp.resolve("saved.yaml");
        w.saveAs(saved);

        assertFalse(w.isDirty());
        Scenario s = ScenarioLoader.load(saved, TestFiles.registry());
        assertEquals(35, s.workloads().get(0).model().parameters().integer("users"));
        String first = Files.readString(saved);
        Workspace again = workspace();
        again.open(saved);
        again.saveAs(temp.resolve("again.yaml"));
        assertEquals(first, Files.readString(temp.resolve("again.yaml")));
        assertEquals(again.editor().values(), w.editor().values());
        try (Stream<Path> files = Files.list(temp)) {
            assertTrue(files.noneMatch(p -> p.getFileName().toString().endsWith(".tmp")), "no temporary files left");
        }
    }

    @Test
    void theTitleMarksUnsavedEditsAndASavedFileIsReadableAndItsMessagesNameIt() throws Exception {
        Workspace w = workspace();
        w.open(TestFiles.small(temp, "small.yaml"));
        w.editor().field("workloads[0].users").orElseThrow().setText("lots");
        assertEquals("Swapset — *desktop small (small.yaml)", w.titleProperty().get());

        Path saved = temp.resolve("renamed.yaml");
        w.saveAs(saved);

        assertEquals("Swapset — desktop small (renamed.yaml)", w.titleProperty().get());
        int line = (int) Files.readString(saved).lines().takeWhile(l -> !l.contains("users: lots")).count() + 1;
        assertTrue(w.editor().problemProperty().get().startsWith(saved + ":" + line + ":"),
                "the message names the file saved and its line: " + w.editor().problemProperty().get());
        assertEquals("rw-r--r--", java.nio.file.attribute.PosixFilePermissions.toString(
                Files.getPosixFilePermissions(saved)), "a new file is readable by all, as an editor's");
    }

    @Test
    void aFileSavedWithoutEditsKeepsItsCommentsAndAJsonSaveIsJson() throws Exception {
        Workspace w = workspace();
        Path file = TestFiles.small(temp, "small.yaml");
        w.open(file);
        w.saveAs(temp.resolve("copy.yaml"));
        assertEquals(Files.readString(file), Files.readString(temp.resolve("copy.yaml")));

        w.saveAs(temp.resolve("copy.json"));
        assertTrue(Files.readString(temp.resolve("copy.json")).startsWith("{"));
        assertEquals("desktop small", ScenarioLoader.load(temp.resolve("copy.json"), TestFiles.registry()).name());
    }

    @Test
    void unsavedWorkIsAutosavedAndRecoveredInTheNextSession() throws Exception {
        Workspace w = workspace();
        Path file = TestFiles.small(temp, "small.yaml");
        w.open(file);
        w.autosave();
        assertTrue(w.recovery().pending().isEmpty(), "nothing to recover while everything is saved");

        w.editor().field("storage.real").orElseThrow().setText("8MiB");
        w.autosave();

        w.recovery().close(); // the session ends: its autosave is left for the next
        Workspace next = workspace();
        Recovery.Found found = next.recovery().pending().orElseThrow();
        assertEquals(Optional.of(file.toAbsolutePath()), found.base().original());
        next.recover(found);
        assertTrue(next.isDirty());
        assertEquals("8MiB", next.editor().field("storage.real").orElseThrow().getText());
        next.save();
        assertTrue(next.recovery().pending().isEmpty(), "saving clears the autosave");
        assertEquals(8L << 20, ScenarioLoader.load(file, TestFiles.registry()).storage().realBytes());
    }

    @Test
    void anEditedScenarioKeepsTheFilesCommentsWhenSaved() throws Exception {
        Workspace w = workspace();
        Path file = TestFiles.small(temp, "noted.yaml");
        String noted = "# a planner's note that must survive a save\n" + Files.readString(file);
        Files.writeString(file, noted);
        w.open(file);
        w.editor().field("storage.real").orElseThrow().setText("8MiB");
        w.save();
        String saved = Files.readString(file);
        assertTrue(saved.startsWith("# a planner's note that must survive a save\n"), saved);
        assertEquals(8L << 20, ScenarioLoader.load(file, TestFiles.registry()).storage().realBytes());
    }

    @Test
    void recoveredWorkSavedKeepsTheFilesCommentsAndChangesOnlyTheEditedLine() throws Exception {
        Path file = TestFiles.small(temp, "noted.yaml");
        String before = "# a planner's note that must survive a crash and a save\n" + Files.readString(file);
        Files.writeString(file, before);
        Workspace w = workspace();
        w.open(file);
        w.editor().field("storage.real").orElseThrow().setText("8MiB");
        withVariant(w, "6MiB");
        w.autosave();
        w.recovery().close(); // the session dies

        Workspace next = workspace();
        next.recover(next.recovery().pending().orElseThrow());
        next.save();
        String after = Files.readString(file);
        assertEquals(before.replace("real: 4MiB", "real: 8MiB"), after, "only the edited value changed");
        Path variant = temp.resolve("variant.yaml");
        next.saveVariant(next.whatIf().variants().get(0), variant);
        assertTrue(Files.readString(variant).startsWith("# a planner's note that must survive a crash and a save\n"),
                "the recovered variant keeps the file's comments too");
        assertEquals(6L << 20, ScenarioLoader.load(variant, TestFiles.registry()).storage().realBytes());
    }

    private static void withVariant(Workspace w, String real) {
        w.whatIf().duplicate(w.editor()).field("storage.real").orElseThrow().setText(real);
    }

    @Test
    void anEditTypedBackToTheSavedValueLeavesNothingUnsaved() throws Exception {
        Workspace w = workspace();
        w.open(TestFiles.small(temp, "small.yaml"));
        w.editor().field("storage.real").orElseThrow().setText("8MiB");
        assertTrue(w.isDirty());
        assertTrue(w.titleProperty().get().contains("*"), w.titleProperty().get());
        w.editor().field("storage.real").orElseThrow().setText("4MiB");
        assertFalse(w.isDirty(), "the file's own value again");
        assertFalse(w.titleProperty().get().contains("*"), w.titleProperty().get());
        w.editor().addChannel();
        assertTrue(w.isDirty(), "a change of shape is unsaved");
    }

    @Test
    void theTitleCountsVariantsWithEditsNoFileHolds() throws Exception {
        Workspace w = workspace();
        w.open(TestFiles.small(temp, "small.yaml"));
        EditorModel variant = w.whatIf().duplicate(w.editor());
        assertEquals("Swapset — desktop small (small.yaml)", w.titleProperty().get(), "as duplicated: nothing to lose");
        variant.field("storage.real").orElseThrow().setText("8MiB");
        assertEquals("Swapset — desktop small (small.yaml) · 1 variant not saved", w.titleProperty().get());
        withVariant(w, "6MiB");
        assertEquals("Swapset — desktop small (small.yaml) · 2 variants not saved", w.titleProperty().get());
        w.saveVariant(variant, temp.resolve("v1.yaml"));
        assertEquals("Swapset — desktop small (small.yaml) · 1 variant not saved", w.titleProperty().get());
        w.removeVariant(w.whatIf().variants().get(1));
        assertEquals("Swapset — desktop small (small.yaml)", w.titleProperty().get());
    }

    @Test
    void aDescriptionFoldedOverLinesTypedBackIsSavedAsTheFileHadIt() throws Exception {
        Path file = TestFiles.small(temp, "folded.yaml");
        String text = Files.readString(file).replaceFirst("(?m)^description:.*$", "")
                + "description: >\n  A small system,\n  described over two lines.\n";
        Files.writeString(file, text);
        Workspace w = workspace();
        w.open(file);
        FieldModel description = w.editor().field("description").orElseThrow();
        String shown = description.getText();
        description.setText("Another system.");
        assertTrue(w.isDirty());
        description.setText(shown.strip()); // typed back as the field shows it, without the fold's line end
        assertFalse(w.isDirty(), "the file's own value again");
        w.editor().field("storage.real").orElseThrow().setText("8MiB");
        w.save();
        assertEquals(text.replace("real: 4MiB", "real: 8MiB"), Files.readString(file), "the fold kept");
    }

    @Test
    void anEditTypedBackClearsItsAutosaveSoTheNextStartOffersNothing() throws Exception {
        Workspace w = workspace();
        w.open(TestFiles.small(temp, "small.yaml"));
        w.editor().field("storage.real").orElseThrow().setText("8MiB");
        w.autosave(); // the timer's tick while the edit stood
        w.editor().field("storage.real").orElseThrow().setText("4MiB");
        w.recovery().close(); // the session ends, nothing unsaved
        assertTrue(workspace().recovery().pending().isEmpty(), "no 8MiB offered back");
    }

    @Test
    void removingAVariantDropsTheComparisonWhoseColumnsWereNumberedWithIt() throws Exception {
        Workspace w = withEditedVariant(TestFiles.small(temp, "small.yaml"), "8MiB");
        EditorModel variant = w.whatIf().variants().get(0);
        w.whatIf().comparedProperty().set(emptyComparison());
        w.removeVariant(variant);
        assertEquals(null, w.whatIf().comparedProperty().get());
    }

    /**
     * The exported comparison carries the curves the Compare tab draws: the chart, then every scenario's value at
     * every user count, under the scenarios' own names, and why where one has none.
     */
    @Test
    void theExportedComparisonHasItsCurvesChartAndTable() throws Exception {
        Workspace w = withEditedVariant(TestFiles.small(temp, "small.yaml"), "8MiB");
        WhatIf whatIf = w.whatIf();
        org.swapset.core.forecast.Estimate e = new org.swapset.core.forecast.Estimate(0.25, 0.0123, 0.01, 3);
        Curve base = new Curve("small base", "response.mean", "Mean response time", "s",
                List.of(new Curve.Point(10, e), new Curve.Point(20, e)));
        Curve variant = new Curve("small 8MiB", "response.mean", "Mean response time", "s",
                List.of(new Curve.Point(10, e)), new java.util.TreeMap<>(java.util.Map.of(20, "cannot run: paging "
                + "space is full")));
        whatIf.show(new Runs.Compared(new org.swapset.core.forecast.Comparison(
                new org.swapset.core.forecast.Forecast("base", 7, 3, 60, 600, List.of()), List.of()),
                List.of(base, variant)));
        String html = whatIf.html();
        assertTrue(html.contains("<h2>Mean response time against users</h2>") && html.contains("<svg"), html);
        assertTrue(html.contains("<th>small base</th><th>± 95%</th><th>small 8MiB</th><th>± 95%</th>"), html);
        assertTrue(html.contains("<tr><td class=\"n\">20</td><td class=\"n\">0.25</td><td class=\"n\">0.012</td>"
                + "<td colspan=\"2\" class=\"bad\">cannot run: paging space is full</td></tr>"), html);

        whatIf.show(emptyComparison());
        assertFalse(whatIf.html().contains("against users"), "no curves, no section");
    }

    /**
     * A comparison stands for the scenarios as they were: an edit of the base or of a variant, or a variant added,
     * marks it out of date (the Compare tab and its exported page say so), and the next comparison clears that.
     */
    @Test
    void aComparisonGoesOutOfDateWhenTheBaseOrAVariantChanges() throws Exception {
        Workspace w = withEditedVariant(TestFiles.small(temp, "small.yaml"), "8MiB");
        WhatIf whatIf = w.whatIf();
        Runs.Compared compared = emptyComparison();
        whatIf.show(compared);
        assertFalse(whatIf.outOfDateProperty().get());
        assertFalse(whatIf.html().contains("Out of date"));

        w.editor().field("storage.real").orElseThrow().setText("6MiB");
        assertTrue(whatIf.outOfDateProperty().get(), "the base edited");
        assertTrue(whatIf.html().contains("<p class=\"warning\"><b>Out of date:</b> the scenario or a variant "
                + "has changed since this comparison was made"), whatIf.html());

        whatIf.show(new Runs.Compared(compared.comparison(), List.of())); // equal to the last, as may happen
        assertFalse(whatIf.outOfDateProperty().get(), "compared again");
        whatIf.variants().get(0).field("storage.real").orElseThrow().setText("12MiB");
        assertTrue(whatIf.outOfDateProperty().get(), "a variant edited");

        whatIf.show(compared);
        whatIf.duplicate(w.editor());
        assertTrue(whatIf.outOfDateProperty().get(), "a variant added");
    }

    /**
     * A comparison made from the forms as they were comes back up to date when an edit of the base or of a variant is
     * undone (a value typed back), as the Results tab's forecast does; one made while the base was being edited is
     * out of date as soon as it is shown.
     */
    @Test
    void aComparisonComesBackUpToDateWhenAnEditIsUndone() throws Exception {
        Workspace w = withEditedVariant(TestFiles.small(temp, "small.yaml"), "8MiB");
        WhatIf whatIf = w.whatIf();
        Runs.Compared compared = emptyComparison();
        var baseReal = w.editor().field("storage.real").orElseThrow();
        var variantReal = whatIf.variants().get(0).field("storage.real").orElseThrow();
        String baseWas = baseReal.getText();
        String variantWas = variantReal.getText();

        whatIf.show(compared, whatIf.forms());
        assertFalse(whatIf.outOfDateProperty().get());
        baseReal.setText("6MiB");
        assertTrue(whatIf.outOfDateProperty().get(), "the base edited");
        baseReal.setText(baseWas);
        assertFalse(whatIf.outOfDateProperty().get(), "the base's edit undone");
        assertFalse(whatIf.html().contains("Out of date"), whatIf.html());

        variantReal.setText("12MiB");
        assertTrue(whatIf.outOfDateProperty().get(), "a variant edited");
        variantReal.setText(variantWas);
        assertFalse(whatIf.outOfDateProperty().get(), "the variant's edit undone");

        // Cleared (the key leaves the document) and typed back (it comes back at its map's end): the same form.
        baseReal.setText("");
        assertTrue(w.editor().document().get("storage.real").isEmpty());
        assertTrue(whatIf.outOfDateProperty().get(), "cleared");
        baseReal.setText(baseWas);
        assertFalse(whatIf.outOfDateProperty().get(), "typed back after clearing");

        // Begun before an edit, shown after it: out of date at once, and up to date once the edit is undone.
        var madeFrom = whatIf.forms();
        baseReal.setText("6MiB");
        whatIf.show(compared, madeFrom);
        assertTrue(whatIf.outOfDateProperty().get(), "edited while it ran");
        baseReal.setText(baseWas);
        assertFalse(whatIf.outOfDateProperty().get());

        // A variant added is not undone by anything but a new comparison.
        whatIf.duplicate(w.editor());
        assertTrue(whatIf.outOfDateProperty().get(), "a variant added");
    }

    @Test
    void aRecoveryThatLeavesNothingUnsavedClearsTheAutosave() throws Exception {
        // An older version's autosave cut short: the scenario, unedited, kept for variants that are not there.
        Path file = TestFiles.small(temp, "small.yaml");
        Path settings = Files.createDirectories(temp.resolve("settings"));
        Files.writeString(settings.resolve("recovery.yaml"), Files.readString(file));
        Files.writeString(settings.resolve("recovery.path"), file.toAbsolutePath() + "\n\nunedited");

        Workspace next = workspace();
        next.recover(next.recovery().pending().orElseThrow());

        assertFalse(next.isDirty());
        assertTrue(next.whatIf().unsaved().isEmpty());
        assertTrue(next.recovery().pending().isEmpty(), "not offered again at the next start");
    }

    @Test
    void recoveredWorkKnowsWhenItsFileWasChangedSinceTheLostSessionOpenedIt() throws Exception {
        Workspace w = workspace();
        Path file = TestFiles.small(temp, "small.yaml");
        w.open(file);
        w.editor().field("storage.real").orElseThrow().setText("8MiB");
        w.autosave();
        w.recovery().close(); // the session ends

        Workspace unchanged = workspace();
        unchanged.recover(unchanged.recovery().pending().orElseThrow());
        assertFalse(unchanged.changedOnDisk(), "the file is as the lost session opened it");

        // Edited elsewhere after the crash (a pull, another editor): saving the recovered work over it must ask.
        Files.writeString(file, Files.readString(file) + "# edited elsewhere, a longer file\n");
        unchanged.recovery().close();
        Workspace changed = workspace();
        changed.recover(changed.recovery().pending().orElseThrow());
        assertTrue(changed.changedOnDisk());
    }

    /** The scenario opened from {@code file} with one variant, its real memory set to {@code real}. */
    /** A comparison of a base with no metrics and no variants, to be shown. */
    private static Runs.Compared emptyComparison() {
        return new Runs.Compared(new org.swapset.core.forecast.Comparison(
                new org.swapset.core.forecast.Forecast("base", 7, 3, 60, 600, List.of()), List.of()), List.of());
    }

    private Workspace withEditedVariant(Path file, String real) throws Exception {
        Workspace w = workspace();
        w.open(file);
        EditorModel variant = w.whatIf().duplicate(w.editor());
        variant.field("storage.real").orElseThrow().setText(real);
        return w;
    }

    @Test
    void anUnsavedVariantIsAutosavedWithItsScenarioAndRecoveredBesideIt() throws Exception {
        Path file = TestFiles.small(temp, "small.yaml");
        Workspace w = withEditedVariant(file, "8MiB");
        w.whatIf().duplicate(w.editor()); // as duplicated: nothing typed, nothing to keep
        w.autosave();

        w.recovery().close(); // the session ends: its autosave is left for the next
        Workspace next = workspace();
        Recovery.Found found = next.recovery().pending().orElseThrow();
        assertFalse(found.edited(), "the scenario itself has no edits");
        assertEquals(1, found.variants().size());
        next.recover(found);

        assertFalse(next.isDirty(), "the scenario is its file, as saved");
        assertEquals(file.toAbsolutePath(), next.fileProperty().get());
        assertEquals(1, next.whatIf().variants().size());
        EditorModel variant = next.whatIf().variants().get(0);
        assertEquals("8MiB", variant.field("storage.real").orElseThrow().getText());
        assertEquals("desktop small (variant 1)", variant.name());
        assertEquals(List.of(variant), next.whatIf().unsaved(), "still unsaved: closing asks, the autosave keeps it");
        assertTrue(variant.document().source().startsWith("variant 'desktop small (variant 1)' of "),
                "its messages name it as a variant: " + variant.document().source());

        Path saved = temp.resolve("variant.yaml");
        next.saveVariant(variant, saved);
        assertTrue(next.recovery().pending().isEmpty(), "saving the last unsaved work clears the autosave");
        assertEquals(8L << 20, ScenarioLoader.load(saved, TestFiles.registry()).storage().realBytes());
    }

    @Test
    void anEditedScenarioAndItsVariantsComeBackTogetherEachWithItsFile() throws Exception {
        Path file = TestFiles.small(temp, "small.yaml");
        Workspace w = withEditedVariant(file, "8MiB");
        EditorModel second = w.whatIf().duplicate(w.editor());
        Path secondFile = temp.resolve("second.yaml");
        w.saveVariant(second, secondFile);
        second.field("workloads[0].users").orElseThrow().setText("31"); // edited again since
        w.editor().field("workloads[0].users").orElseThrow().setText("25");
        w.autosave();

        w.recovery().close(); // the session ends: its autosave is left for the next
        Workspace next = workspace();
        Recovery.Found found = next.recovery().pending().orElseThrow();
        assertTrue(found.edited());
        next.recover(found);
        assertTrue(next.isDirty());
        assertEquals("25", next.editor().field("workloads[0].users").orElseThrow().getText());
        List<EditorModel> variants = next.whatIf().variants();
        assertEquals(List.of("8MiB", "4MiB"), variants.stream()
                .map(v -> v.field("storage.real").orElseThrow().getText()).toList(), "in order");
        assertEquals("31", variants.get(1).field("workloads[0].users").orElseThrow().getText());
        assertEquals(Optional.empty(), next.whatIf().file(variants.get(0)));
        assertEquals(Optional.of(secondFile.toAbsolutePath()), next.whatIf().file(variants.get(1)));
        assertEquals(variants, next.whatIf().unsaved());
        assertFalse(next.whatIf().changedOnDisk(variants.get(1), secondFile), "as the lost session saved it");

        // Its file edited elsewhere after the crash: saving the recovered variant over it must ask.
        Files.writeString(secondFile, Files.readString(secondFile) + "# edited elsewhere, a longer file\n");
        assertTrue(next.whatIf().changedOnDisk(variants.get(1), secondFile));
        assertFalse(next.whatIf().changedOnDisk(variants.get(1), temp.resolve("elsewhere.yaml")));
    }

    @Test
    void savingTheScenarioKeepsTheUnsavedVariantsInTheAutosaveAndRemovingTheLastClearsIt() throws Exception {
        Path file = TestFiles.small(temp, "small.yaml");
        Workspace w = withEditedVariant(file, "8MiB");
        w.editor().field("workloads[0].users").orElseThrow().setText("25");
        w.autosave();
        w.save();

        Recovery.Found found = w.recovery().pending().orElseThrow();
        assertFalse(found.edited(), "the scenario is saved");
        assertEquals(1, found.variants().size(), "its variant is not");

        w.removeVariant(w.whatIf().variants().get(0));
        assertTrue(w.recovery().pending().isEmpty(), "nothing unsaved is left");
    }

    @Test
    void aNewScenarioAndAVariantWhoseFileIsGoneAreRecoveredFromTheirTexts() throws Exception {
        Workspace w = workspace();
        w.newFromTemplate("hpo-3081d-base.yaml");
        EditorModel variant = w.whatIf().duplicate(w.editor());
        Path gone = temp.resolve("gone.yaml");
        w.saveVariant(variant, gone);
        variant.field("storage.real").orElseThrow().setText("24MiB");
        w.autosave();
        Files.delete(gone);

        w.recovery().close(); // the session ends: its autosave is left for the next
        Workspace next = workspace();
        next.recover(next.recovery().pending().orElseThrow());
        assertNull(next.fileProperty().get());
        assertFalse(next.isDirty(), "the template as it was, never edited");
        assertEquals("HPO 1.0 base, 3081D 16 MB, 310 users", next.editor().name());
        EditorModel back = next.whatIf().variants().get(0);
        assertEquals("24MiB", back.field("storage.real").orElseThrow().getText());
        assertTrue(next.whatIf().changedOnDisk(back, gone), "a file gone since counts as changed");
    }

    @Test
    void aScenarioAutosavedForItsVariantsIsItsTextWhenItsFileNoLongerOpens() throws Exception {
        Path file = TestFiles.small(temp, "small.yaml");
        Workspace w = withEditedVariant(file, "8MiB");
        w.autosave();
        Files.delete(file);

        w.recovery().close(); // the session ends: its autosave is left for the next
        Workspace next = workspace();
        next.recover(next.recovery().pending().orElseThrow());
        assertTrue(next.isDirty(), "the text is the only copy left: unsaved");
        assertEquals(file.toAbsolutePath(), next.fileProperty().get());
        assertEquals("desktop small", next.editor().name());
        assertEquals(1, next.whatIf().variants().size());
    }

    @Test
    void openingAnotherScenarioDropsTheVariantsOfTheLast() throws Exception {
        Workspace w = withEditedVariant(TestFiles.small(temp, "small.yaml"), "8MiB");
        w.open(TestFiles.small(temp, "other.yaml"));
        assertEquals(List.of(), w.whatIf().variants());
    }

    @Test
    void recentFilesAreNewestFirstWithoutRepeatsAndSurviveARestart() throws Exception {
        Workspace w = workspace();
        Path a = TestFiles.small(temp, "a.yaml");
        Path b = TestFiles.small(temp, "b.yaml");
        w.open(a);
        w.open(b);
        w.open(a);
        assertEquals(java.util.List.of(a.toAbsolutePath(), b.toAbsolutePath()), workspace().recent().files());
    }

    @Test
    void aNewScenarioFromATemplateHasNoFileYet() throws Exception {
        Workspace w = workspace();
        assertTrue(Templates.names().contains("hpo-3081d-base.yaml"), Templates.names().toString());
        w.newFromTemplate("hpo-3081d-base.yaml");
        assertNull(w.fileProperty().get());
        assertEquals("Swapset — HPO 1.0 base, 3081D 16 MB, 310 users (not saved)", w.titleProperty().get());
        assertEquals("", w.editor().problemProperty().get(), "the template is valid");
    }
}
