package org.swapset.app.desktop;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.Label;
import javafx.scene.control.TextArea;
import javafx.scene.layout.VBox;
import javafx.stage.FileChooser;
import javafx.stage.Window;

/** {@link Dialogs} with JavaFX alerts and the platform's file choosers. */
final class FxDialogs implements Dialogs {

    private final Window owner;
    private File lastFolder;

    FxDialogs(Window owner) {
        this.owner = owner;
    }

    @Override
    public Optional<Path> chooseOpen() {
        FileChooser chooser = chooser("Open scenario", lastFolder);
        chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("Scenarios", "*.yaml", "*.yml",
                "*.json"), new FileChooser.ExtensionFilter("All files", "*"));
        return remember(chooser.showOpenDialog(owner));
    }

    @Override
    public Optional<Path> chooseSave(String title, Path suggested, String extension) {
        return remember(saveChooser(title, suggested, extension, lastFolder).showSaveDialog(owner));
    }

    /**
     * The save chooser: in the suggested file's folder when it names one that exists (a file saved before, whose
     * folder the platform's chooser would not otherwise open in after a restart), else in {@code lastFolder}, else
     * (nothing chosen yet, as for a new scenario from a template, which has no file) in the home folder, where Save
     * and the exports offer a bundled scenario's files ({@link MainWindow#besideScenario}), not in the folder the
     * application was started from (the project's own, for {@code ./swapset desktop}).
     */
    static FileChooser saveChooser(String title, Path suggested, String extension, File lastFolder) {
        Path folder = suggested.toAbsolutePath().getParent();
        FileChooser chooser = chooser(title, suggested.getParent() != null && Files.isDirectory(folder)
                ? folder.toFile() : lastFolder != null && lastFolder.isDirectory() ? lastFolder
                : MainWindow.home().toFile());
        chooser.setInitialFileName(suggested.getFileName().toString());
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(extension.toUpperCase(), "*." + extension));
        return chooser;
    }

    @Override
    public Unsaved unsaved(String name) {
        ButtonType save = new ButtonType("Save", ButtonBar.ButtonData.YES);
        ButtonType discard = new ButtonType("Don't save", ButtonBar.ButtonData.NO);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "Save the changes to " + name + "?", save, discard,
                ButtonType.CANCEL);
        alert.initOwner(owner);
        alert.setHeaderText("Unsaved changes");
        ButtonType answer = alert.showAndWait().orElse(ButtonType.CANCEL);
        return answer == save ? Unsaved.SAVE : answer == discard ? Unsaved.DISCARD : Unsaved.CANCEL;
    }

    @Override
    public boolean saveInvalid(String problem) {
        Alert alert = saveInvalidAlert(problem);
        alert.initOwner(owner);
        return alert.showAndWait().orElse(ButtonType.CANCEL) == SAVE_ANYWAY;
    }

    private static final ButtonType SAVE_ANYWAY = new ButtonType("Save anyway", ButtonBar.ButtonData.YES);

    /**
     * The "Save anyway" question, not yet shown: the loader's problems (up to 20 lines, and how many more) in a text
     * area a few lines high that scrolls, so the question and its buttons stay on the screen.
     */
    static Alert saveInvalidAlert(String problem) {
        Alert alert = new Alert(Alert.AlertType.WARNING, "", SAVE_ANYWAY, ButtonType.CANCEL);
        alert.setHeaderText("Save a scenario that does not run?");
        TextArea problems = messageArea(problem);
        problems.setPrefColumnCount(60);
        Label after = new Label("The file will keep your work, but it will not run (here or with swapset run) until"
                + " this is put right.");
        after.setWrapText(true);
        alert.getDialogPane().setContent(new VBox(8, new Label("The loader refuses the scenario as it stands:"),
                problems, after));
        alert.getDialogPane().setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        cancelByDefault(alert, SAVE_ANYWAY);
        return alert;
    }

    /** A message too long for a dialog's own text: read only, wrapped, six lines high and scrolled. */
    private static TextArea messageArea(String message) {
        TextArea text = new TextArea(message);
        text.setEditable(false);
        text.setWrapText(true);
        text.setPrefRowCount(6);
        return text;
    }

    @Override
    public boolean overwriteChanged(Path file) {
        ButtonType overwrite = new ButtonType("Overwrite", ButtonBar.ButtonData.YES);
        Alert alert = new Alert(Alert.AlertType.WARNING, overwriteChangedText(file), overwrite, ButtonType.CANCEL);
        alert.initOwner(owner);
        alert.setHeaderText("The file changed on disk");
        cancelByDefault(alert, overwrite);
        return alert.showAndWait().orElse(ButtonType.CANCEL) == overwrite;
    }

    @Override
    public boolean replaceFiles(java.util.List<Path> files) {
        ButtonType replace = new ButtonType("Replace", ButtonBar.ButtonData.YES);
        Alert alert = new Alert(Alert.AlertType.WARNING, replaceFilesText(files), replace, ButtonType.CANCEL);
        alert.initOwner(owner);
        alert.setHeaderText(files.size() == 1 ? "Replace an existing file?" : "Replace existing files?");
        cancelByDefault(alert, replace);
        return alert.showAndWait().orElse(ButtonType.CANCEL) == replace;
    }

    /** "charts-utilisation.png and charts-paging-rates.png exist already in /home/me. Replace them?" */
    static String replaceFilesText(java.util.List<Path> files) {
        String listed = org.swapset.core.scenario.Units.listed(files.stream().map(f -> f.getFileName().toString())
                .toList());
        Path folder = files.get(0).toAbsolutePath().getParent();
        return listed + (files.size() == 1 ? " exists" : " exist") + " already in " + folder + ". Replace "
                + (files.size() == 1 ? "it" : "them") + "?";
    }

    /** What "save over a file changed on disk?" says: changed since it was opened, or saved, here. */
    static String overwriteChangedText(Path file) {
        return file + " was changed by another program since it was opened or last saved here. Saving now replaces "
                + "that change with this window's scenario (Save as... keeps both).";
    }

    /** Enter on a question that can lose work answers Cancel: the risky button is not the default. */
    private static void cancelByDefault(Alert alert, ButtonType risky) {
        ((javafx.scene.control.Button) alert.getDialogPane().lookupButton(risky)).setDefaultButton(false);
        ((javafx.scene.control.Button) alert.getDialogPane().lookupButton(ButtonType.CANCEL)).setDefaultButton(true);
    }

    @Override
    public boolean discardVariants(java.util.List<String> names) {
        int count = names.size();
        ButtonType discard = new ButtonType(count == 1 ? "Discard the variant" : "Discard the variants",
                ButtonBar.ButtonData.NO);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, discardVariantsText(names), discard,
                ButtonType.CANCEL);
        alert.initOwner(owner);
        alert.setHeaderText("Unsaved variants");
        cancelByDefault(alert, discard);
        return alert.showAndWait().orElse(ButtonType.CANCEL) == discard;
    }

    /**
     * "The what-if variant 'A' has changes ..." or "2 what-if variants ('A', 'B') have changes ...": what dropping
     * unsaved variants asks.
     */
    static String discardVariantsText(java.util.List<String> names) {
        int count = names.size();
        String quoted = names.stream().map(n -> "'" + n + "'").collect(java.util.stream.Collectors.joining(", "));
        return (count == 1 ? "The what-if variant " + quoted + " has" : count + " what-if variants (" + quoted
                + ") have") + " changes not saved to a file (Compare tab, \"Save variant as...\"). Go on and lose "
                + (count == 1 ? "it" : "them") + "?";
    }

    /** What the recovery question says of an autosave found at the start. */
    static String recoverText(String what, String others) {
        return "A session ended with unsaved changes to " + what + ". Recover them? Discard keeps a copy in the "
                + "autosave's folder, named with the time it was discarded; closing this asks again at the next start."
                + (others.isEmpty() ? "" : "\n\n" + others);
    }

    @Override
    public Recover recover(String what, String others) {
        // Escape or closing the window is "Later": the work is kept and offered again at the next start.
        ButtonType recover = new ButtonType("Recover", ButtonBar.ButtonData.OK_DONE);
        ButtonType discard = new ButtonType("Discard", ButtonBar.ButtonData.OTHER);
        ButtonType later = new ButtonType("Ask next time", ButtonBar.ButtonData.CANCEL_CLOSE);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, recoverText(what, others), recover, discard, later);
        alert.initOwner(owner);
        alert.setHeaderText("Recover unsaved work");
        ButtonType answer = alert.showAndWait().orElse(null);
        return answer == recover ? Recover.RECOVER : answer == discard ? Recover.DISCARD : Recover.LATER;
    }

    @Override
    public void info(String header, String message) {
        Alert alert = informationAlert(header, message);
        alert.initOwner(owner);
        alert.show();
    }

    /** The information alert, not yet shown: the blue "i", not the red error icon, for what is no failure. */
    static Alert informationAlert(String header, String message) {
        Alert alert = new Alert(Alert.AlertType.INFORMATION, message);
        alert.setTitle("Swapset");
        alert.setHeaderText(header);
        return alert;
    }

    @Override
    public void error(String header, String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR);
        alert.initOwner(owner);
        alert.setTitle("Swapset");
        alert.setHeaderText(header);
        alert.getDialogPane().setContent(messageArea(message));
        alert.show();
    }

    private static FileChooser chooser(String title, File folder) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        if (folder != null && folder.isDirectory()) {
            chooser.setInitialDirectory(folder);
        }
        return chooser;
    }

    private Optional<Path> remember(File file) {
        if (file != null) {
            lastFolder = file.getParentFile();
        }
        return Optional.ofNullable(file).map(File::toPath);
    }
}
