package org.swapset.app.desktop.model;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Optional;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.ReadOnlyBooleanProperty;
import javafx.beans.property.ReadOnlyBooleanWrapper;
import javafx.beans.property.ReadOnlyStringProperty;
import javafx.beans.property.ReadOnlyStringWrapper;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.value.ChangeListener;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.ScenarioDocument;
import org.swapset.core.scenario.ScenarioException;
import org.swapset.core.scenario.ScenarioWriter;

/**
 * The scenario being worked on: where it is saved, whether it has unsaved changes, and its editor. Files are the
 * command line's own scenario files, read with {@link ScenarioDocument} and written with {@link ScenarioWriter}
 * (temporary file, then an atomic rename), so a file saved here runs unchanged with {@code swapset run}. A file
 * saved without edits keeps its text, comments and all; an edited one has its edits written into that text
 * ({@link ScenarioDocument#patchInto}), or is written from the document when they cannot be.
 *
 * <p>The scenario's what-if variants are its {@link WhatIf}, emptied when another scenario is loaded. Unsaved work,
 * the scenario's and its variants', is autosaved to {@link Recovery} by {@link #autosave()}, which the window calls
 * periodically; saving or removing brings the autosave up to date at once.
 */
public final class Workspace {

    private final PluginRegistry registry;
    private final RecentFiles recent;
    private final Recovery recovery;
    private final WhatIf whatIf = new WhatIf();
    private final ObjectProperty<EditorModel> editor = new SimpleObjectProperty<>(this, "editor");
    private final ObjectProperty<Path> file = new SimpleObjectProperty<>(this, "file");
    private final ReadOnlyBooleanWrapper dirty = new ReadOnlyBooleanWrapper(this, "dirty");
    private final ReadOnlyStringWrapper title = new ReadOnlyStringWrapper(this, "title", "Swapset");
    private final ChangeListener<Number> onEdit = (o, was, now) -> {
        whatIf.formsChanged(); // the comparison's base is the form as it was, unless the edit was undone
        boolean before = dirty.get();
        dirty.set(!asSaved());
        updateTitle();
        if (before && !dirty.get()) {
            // Typed back to what is saved: an autosave of the edit would be offered at the next start.
            try {
                updateRecovery();
            } catch (IOException e) {
                // The next autosave tick tries again.
            }
        }
    };
    /**
     * Whether {@link #loadedText} is what the scenario's file holds, so that the form's values written back into it
     * unchanged mean nothing is unsaved (as opened, saved, or the template a new one started from); not for recovered
     * edits, whose text the file does not hold: then any edit leaves the scenario unsaved.
     */
    private boolean loadedIsSaved;
    /** The text the document was read from, written back as is while there are no edits. */
    private String loadedText;
    /** The file's modification time and size when it was opened or last saved here, or null. */
    private String stamp;
    /** A stamp no file has: recovered work whose file's stamp was not kept. */
    static final String UNKNOWN_STAMP = "unknown";

    /** @param settingsDir where recent files and the autosave live: {@code ~/.swapset}, or a test's folder */
    public Workspace(PluginRegistry registry, Path settingsDir) {
        this.registry = registry;
        this.recent = new RecentFiles(settingsDir);
        this.recovery = new Recovery(settingsDir);
        dirty.addListener((o, was, now) -> updateTitle());
        file.addListener((o, was, now) -> updateTitle());
        whatIf.unsavedCountProperty().addListener((o, was, now) -> updateTitle());
        whatIf.baseIs(() -> editor.get() == null ? null : editor.get().document().toCanonicalYaml());
    }

    private String scenarioName() {
        EditorModel e = editor.get();
        if (e == null) {
            return "no scenario";
        }
        String name = e.name();
        return name.isBlank() ? file.get() == null ? "new scenario" : file.get().getFileName().toString() : name;
    }

    /**
     * "Swapset — NAME (file.yaml)", with a "*" before the name while it has unsaved edits, and "· 1 variant not
     * saved" after it while what-if variants have edits no file holds (what closing would ask about): the window
     * title.
     */
    public ReadOnlyStringProperty titleProperty() {
        return title.getReadOnlyProperty();
    }

    private void updateTitle() {
        Path f = file.get();
        int variants = whatIf.unsavedCountProperty().get();
        title.set("Swapset — " + (dirty.get() ? "*" : "") + scenarioName()
                + (f == null ? " (not saved)" : " (" + f.getFileName() + ")")
                + (variants == 0 ? "" : " · " + variants + (variants == 1 ? " variant" : " variants") + " not saved"));
    }

    public ObjectProperty<EditorModel> editorProperty() {
        return editor;
    }

    public EditorModel editor() {
        return editor.get();
    }

    /** The file the scenario is saved in; null for a new scenario not yet saved. */
    public ObjectProperty<Path> fileProperty() {
        return file;
    }

    /** Whether there are edits not yet saved. */
    public ReadOnlyBooleanProperty dirtyProperty() {
        return dirty.getReadOnlyProperty();
    }

    public boolean isDirty() {
        return dirty.get();
    }

    public RecentFiles recent() {
        return recent;
    }

    public Recovery recovery() {
        return recovery;
    }

    /** The scenario's what-if variants and their last comparison. */
    public WhatIf whatIf() {
        return whatIf;
    }

    public PluginRegistry registry() {
        return registry;
    }

    /** Opens a scenario file; a file that does not parse is refused with the loader's message. */
    public void open(Path path) throws ScenarioException {
        ScenarioDocument doc = ScenarioDocument.read(path);
        load(doc, readText(path));
        loadedIsSaved = true;
        file.set(path.toAbsolutePath());
        stamp = stampOf(path);
        dirty.set(false);
        recent.add(path);
        forgetUnsaved();
    }

    /** Starts a new, unsaved scenario from a bundled one. */
    public void newFromTemplate(String name) throws ScenarioException {
        String text = Templates.text(name);
        load(ScenarioDocument.parse(text, name, name.endsWith(".json")), text);
        loadedIsSaved = true;
        file.set(null);
        dirty.set(false);
        forgetUnsaved();
    }

    /**
     * A scenario opened or made new has nothing unsaved, and the work of the last, which the user chose to discard
     * before, has no autosave: one the autosave timer wrote while the file dialog was up must not be offered at the
     * next start. Should the folder refuse, the next autosave or save replaces it.
     */
    private void forgetUnsaved() {
        try {
            recovery.clear();
        } catch (IOException e) {
            // Left, to be replaced by this session's next autosave or cleared by its next save.
        }
    }

    /**
     * Takes back work autosaved by an earlier session: the scenario unsaved, and belonging to its original file if it
     * had one, then its unsaved variants, each belonging to the file it was last saved to if it was. A scenario that
     * was autosaved only for its variants (no edits of its own) is its file as it now is, when that still opens.
     * Nothing is replaced when any of the texts does not read. The autosave then holds what is still unsaved, and is
     * cleared when nothing is (a scenario kept for variants that could not be read): it is not offered again.
     *
     * @throws IOException when the autosave could not be brought up to date; the work is recovered all the same
     */
    public void recover(Recovery.Found found) throws ScenarioException, IOException {
        Recovery.Text base = found.base();
        String source = base.original().map(p -> p.getFileName().toString()).orElse("recovered.yaml");
        ScenarioDocument doc = ScenarioDocument.parse(base.text(), source, false);
        java.util.List<ScenarioDocument> variants = new java.util.ArrayList<>();
        for (Recovery.Text v : found.variants()) {
            variants.add(ScenarioDocument.parse(v.text(), v.original().map(Path::toString)
                    .orElse("variant " + (variants.size() + 1) + " of " + source), false));
        }
        if (found.edited() || base.original().isEmpty() || !reopen(base.original().get())) {
            boolean edited = found.edited() || base.original().isPresent(); // a file gone: the text is all there is
            // The recovered text is what saves write edits into, so its comments and layout (the file's, kept by
            // the autosave) stay; a JSON file's is the document's YAML, and its saves are rendered whole as before.
            load(doc, base.original().filter(Workspace::isJson).isPresent() ? null : base.text());
            loadedIsSaved = !edited;
            file.set(base.original().orElse(null));
            // The file as it was when the lost session opened it: saving over a later change asks first. When that
            // is not known, any file there counts as changed.
            stamp = base.original().isEmpty() ? null : base.stamp().orElse(UNKNOWN_STAMP);
            dirty.set(edited);
        }
        for (int i = 0; i < variants.size(); i++) {
            Recovery.Text v = found.variants().get(i);
            ScenarioDocument variant = variants.get(i);
            if (v.original().isEmpty()) {
                // Named as a variant made in this session is: after its name and the scenario it is a variant of.
                variant = variant.copy("variant '" + variant.get("name").orElse("") + "' of "
                        + editor.get().document().source());
            }
            whatIf.recover(new EditorModel(variant, registry), v.original(), v.stamp());
        }
        recovery.taken();
        updateRecovery();
    }

    /**
     * Whether the form's values are the saved text's: an edit typed back to what it was leaves nothing unsaved. Only a
     * YAML text is compared, value for value (the edits written into it give it back unchanged); a JSON file's, or a
     * change of shape (a device added), counts as unsaved.
     */
    private boolean asSaved() {
        if (!loadedIsSaved || loadedText == null || isJson(file.get()) || editor.get() == null) {
            return false;
        }
        return editor.get().document().patchInto(loadedText).map(loadedText::equals).orElse(false);
    }

    /** Opens {@code path} as saved; false, with nothing changed, when it no longer opens. */
    private boolean reopen(Path path) {
        try {
            open(path);
            return true;
        } catch (ScenarioException e) {
            return false;
        }
    }

    /** Saves to the current file. */
    public void save() throws IOException {
        if (file.get() == null) {
            throw new IllegalStateException("a new scenario is saved with save as");
        }
        saveAs(file.get());
    }

    /** Saves to {@code target} and makes it the current file. */
    public void saveAs(Path target) throws IOException {
        String text = text(target);
        ScenarioWriter.save(target, text);
        adoptSaved(editor.get(), target, text);
        loadedText = text;
        loadedIsSaved = true;
        file.set(target.toAbsolutePath());
        stamp = stampOf(target);
        dirty.set(false);
        recent.add(target);
        updateRecovery();
    }

    /**
     * Saves a variant to {@code target} (see {@link WhatIf#save}), written into the scenario file's own text when
     * it can be; the autosave then no longer holds it.
     */
    public void saveVariant(EditorModel variant, Path target) throws IOException {
        whatIf.save(variant, target, originalYaml());
        updateRecovery();
    }

    /** Removes a variant, and forgets its autosave and the last comparison (whose columns were numbered with it). */
    public void removeVariant(EditorModel variant) throws IOException {
        whatIf.variants().remove(variant);
        // The last comparison's columns (V1, V2...) were numbered with it: they would now name other variants.
        whatIf.comparedProperty().set(null);
        updateRecovery();
    }

    /**
     * Whether the current file was changed on disk by something else since it was opened or saved here: saving
     * over it would lose that change.
     */
    public boolean changedOnDisk() {
        Path f = file.get();
        return f != null && stamp != null && !stamp.equals(stampOf(f));
    }

    /** Whether {@code target} is the current file and {@link #changedOnDisk()}: saving as it would lose that change. */
    public boolean changedOnDisk(Path target) {
        Path f = file.get();
        return f != null && f.equals(target.toAbsolutePath()) && changedOnDisk();
    }

    /** A file's modification time and size, or "gone": what tells that something else changed it. */
    static String stampOf(Path path) {
        try {
            return java.nio.file.Files.getLastModifiedTime(path).toMillis() + "/" + java.nio.file.Files.size(path);
        } catch (IOException e) {
            return "gone";
        }
    }

    /**
     * Writes unsaved work to the recovery files: the scenario when it or any variant has unsaved edits, with the
     * unsaved variants; does nothing when everything is saved.
     */
    public void autosave() throws IOException {
        java.util.List<Recovery.Text> variants = whatIf.unsavedTexts(originalYaml());
        if (editor.get() != null && (dirty.get() || !variants.isEmpty())) {
            recovery.save(new Recovery.Text(autosaveText(), Optional.ofNullable(file.get()),
                    Optional.ofNullable(stamp)), dirty.get(), variants);
        }
    }

    /**
     * The scenario as the autosave keeps it: the edits written into the YAML text it was opened from, as a save
     * writes them, so that recovered work saved later keeps the file's comments and layout; the document's own YAML
     * when there is no such text (a JSON file) or the edits cannot be written into it.
     */
    private String autosaveText() {
        return editor.get().document().yamlInto(originalYaml());
    }

    /** After a save or a removal: the autosave keeps what is still unsaved, and is gone when nothing is. */
    private void updateRecovery() throws IOException {
        if (dirty.get() || !whatIf.unsaved().isEmpty()) {
            autosave();
        } else {
            recovery.clear();
        }
    }

    /** Forgets unsaved work, the scenario's and its variants': on closing without saving. */
    public void discardRecovery() throws IOException {
        recovery.clear();
    }

    /** The YAML text the scenario was opened from (or last saved as), when it was YAML: what variants patch. */
    public java.util.Optional<String> originalYaml() {
        return loadedText != null && !isJson(file.get()) ? java.util.Optional.of(loadedText)
                : java.util.Optional.empty();
    }

    /** The text a save to {@code target} writes: JSON for a {@code .json} file, YAML otherwise. */
    public String text(Path target) throws IOException {
        boolean json = isJson(target);
        if (!dirty.get() && loadedText != null && json == isJson(file.get())) {
            return loadedText;
        }
        // As YAML, the form's edits written into the file's own text: its comments and layout stay.
        ScenarioDocument document = editor.get().document();
        return json ? render(document.toYaml(), true) : document.yamlInto(originalYaml());
    }

    /**
     * After a save, the document takes the file's name and lines (its messages then point into the file as it now
     * is) and is checked again, so that a message shown names the file and line.
     */
    static void adoptSaved(EditorModel editor, Path target, String text) {
        try {
            editor.document().adopt(ScenarioDocument.parse(text, target.toString(), isJson(target)));
            editor.saved();
            editor.recheck();
        } catch (ScenarioException | IllegalArgumentException e) {
            // The file holds what was saved; only the lines in later messages may be those of the earlier text.
        }
    }

    /** A document's YAML as a file's text: as it is, or as indented JSON for a {@code .json} file. */
    static String render(String yaml, boolean json) throws IOException {
        if (!json) {
            return yaml;
        }
        return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                .writeValueAsString(new YAMLMapper().readTree(yaml)) + "\n";
    }

    /** Whether a file is written as JSON: its name ends in .json, in any case, as the loader reads it. */
    static boolean isJson(Path p) {
        return p != null && p.getFileName().toString().toLowerCase(java.util.Locale.ROOT).endsWith(".json");
    }

    private void load(ScenarioDocument doc, String text) {
        EditorModel old = editor.get();
        if (old != null) {
            old.editsProperty().removeListener(onEdit);
        }
        EditorModel model = new EditorModel(doc, registry);
        model.editsProperty().addListener(onEdit);
        loadedText = text;
        // Variants of the last scenario, and their comparison, are not variants of this one.
        whatIf.variants().clear();
        whatIf.comparedProperty().set(null);
        editor.set(model);
        updateTitle();
    }

    private static String readText(Path path) {
        try {
            return java.nio.file.Files.readString(path);
        } catch (IOException e) {
            return null; // ScenarioDocument.read has just read it; without the text, saves write the document
        }
    }
}
