package org.swapset.app.desktop;

import java.io.File;
import java.nio.file.Path;
import java.util.Optional;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.scene.control.TextArea;
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
        FileChooser chooser = chooser("Open scenario");
        chooser.getExtensionFilters().addAll(new FileChooser.ExtensionFilter("Scenarios", "*.yaml", "*.yml",
                "*.json"), new FileChooser.ExtensionFilter("All files", "*"));
        return remember(chooser.showOpenDialog(owner));
    }

    @Override
    public Optional<Path> chooseSave(String title, String suggestedName, String extension) {
        FileChooser chooser = chooser(title);
        chooser.setInitialFileName(suggestedName);
        chooser.getExtensionFilters().add(new FileChooser.ExtensionFilter(extension.toUpperCase(), "*." + extension));
        return remember(chooser.showSaveDialog(owner));
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
        ButtonType save = new ButtonType("Save anyway", ButtonBar.ButtonData.YES);
        Alert alert = new Alert(Alert.AlertType.WARNING, "The loader refuses the scenario as it stands:\n" + problem
                + "\n\nThe file will keep your work, but it will not run (here or with swapset run) until this is"
                + " put right.", save, ButtonType.CANCEL);
        alert.initOwner(owner);
        alert.setHeaderText("Save a scenario that does not run?");
        alert.getDialogPane().setMinHeight(javafx.scene.layout.Region.USE_PREF_SIZE);
        cancelByDefault(alert, save);
        return alert.showAndWait().orElse(ButtonType.CANCEL) == save;
    }

    @Override
    public boolean overwriteChanged(Path file) {
        ButtonType overwrite = new ButtonType("Overwrite", ButtonBar.ButtonData.YES);
        Alert alert = new Alert(Alert.AlertType.WARNING, file + " was changed by another program since it was opened "
                + "here. Saving now replaces that change with this window's scenario (Save as... keeps both).",
                overwrite, ButtonType.CANCEL);
        alert.initOwner(owner);
        alert.setHeaderText("The file changed on disk");
        cancelByDefault(alert, overwrite);
        return alert.showAndWait().orElse(ButtonType.CANCEL) == overwrite;
    }

    /** Enter on a question that can lose work answers Cancel: the risky button is not the default. */
    private static void cancelByDefault(Alert alert, ButtonType risky) {
        ((javafx.scene.control.Button) alert.getDialogPane().lookupButton(risky)).setDefaultButton(false);
        ((javafx.scene.control.Button) alert.getDialogPane().lookupButton(ButtonType.CANCEL)).setDefaultButton(true);
    }

    @Override
    public boolean discardVariants(int count) {
        ButtonType discard = new ButtonType(count == 1 ? "Discard the variant" : "Discard the variants",
                ButtonBar.ButtonData.NO);
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, (count == 1 ? "A what-if variant has" : count
                + " what-if variants have") + " changes not saved to a file (Compare tab, \"Save variant as...\")."
                + " Go on and lose " + (count == 1 ? "it" : "them") + "?", discard, ButtonType.CANCEL);
        alert.initOwner(owner);
        alert.setHeaderText("Unsaved variants");
        return alert.showAndWait().orElse(ButtonType.CANCEL) == discard;
    }

    @Override
    public boolean recover(String what) {
        Alert alert = new Alert(Alert.AlertType.CONFIRMATION, "The last session ended with unsaved changes to "
                + what + ". Recover them?", ButtonType.YES, ButtonType.NO);
        alert.initOwner(owner);
        alert.setHeaderText("Recover unsaved work");
        return alert.showAndWait().orElse(ButtonType.NO) == ButtonType.YES;
    }

    @Override
    public void error(String header, String message) {
        Alert alert = new Alert(Alert.AlertType.ERROR);
        alert.initOwner(owner);
        alert.setTitle("Swapset");
        alert.setHeaderText(header);
        TextArea text = new TextArea(message);
        text.setEditable(false);
        text.setWrapText(true);
        text.setPrefRowCount(6);
        alert.getDialogPane().setContent(text);
        alert.show();
    }

    private FileChooser chooser(String title) {
        FileChooser chooser = new FileChooser();
        chooser.setTitle(title);
        if (lastFolder != null && lastFolder.isDirectory()) {
            chooser.setInitialDirectory(lastFolder);
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
