package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;

import java.util.stream.Collectors;
import java.util.stream.IntStream;
import javafx.scene.control.Alert;
import javafx.scene.control.DialogPane;
import javafx.stage.FileChooser;
import javafx.stage.Stage;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;
import org.testfx.api.FxRobot;
import org.testfx.framework.junit5.ApplicationExtension;
import org.testfx.framework.junit5.Start;

/**
 * The real dialogs, set up without being shown: a save chooser opens in the folder of the file it suggests (else the
 * last folder chosen), and a long list of problems keeps "Save anyway" within the screen.
 */
@ExtendWith(ApplicationExtension.class)
class FxDialogsTest {

    @Start
    void start(Stage stage) {
        // Only the toolkit is needed.
    }

    /** A user read "'V1', has changes" and a literal "autosave.yaml.declined-TIME" in these two questions. */
    @Test
    void theQuestionsAboutUnsavedWorkReadAsSentences() {
        assertEquals("The what-if variant 'V' has changes not saved to a file (Compare tab, \"Save variant as...\")."
                + " Go on and lose it?", FxDialogs.discardVariantsText(java.util.List.of("V")));
        assertEquals("2 what-if variants ('A', 'B') have changes not saved to a file (Compare tab, \"Save variant "
                + "as...\"). Go on and lose them?", FxDialogs.discardVariantsText(java.util.List.of("A", "B")));
        String recover = FxDialogs.recoverText("small.yaml", "");
        assertTrue(recover.startsWith("A session ended with unsaved changes to small.yaml. Recover them? Discard "
                + "keeps a copy in the autosave's folder"), recover);
        assertTrue(!recover.contains("TIME"), recover);
        assertTrue(FxDialogs.overwriteChangedText(Path.of("/s/small.yaml")).startsWith("/s/small.yaml was changed by "
                + "another program since it was opened or last saved here."), "a save here counts as its opening");
    }

    /** What is no failure (nothing to export yet) is an information, not an alert with the red error icon. */
    @Test
    void anInformationIsNotAnError(FxRobot robot) {
        robot.interact(() -> {
            Alert alert = FxDialogs.informationAlert("Nothing to export yet", "Run a forecast first.");
            assertEquals(Alert.AlertType.INFORMATION, alert.getAlertType());
            assertEquals("Run a forecast first.", alert.getContentText());
        });
        assertEquals("Run a forecast first.", Exports.sentence("run a forecast first"));
        assertEquals("Compare first.", Exports.sentence("compare first"));
        assertEquals("Already one.", Exports.sentence("Already one."));
    }

    @Test
    void saveAnywayWithTwentyProblemsStaysWithinTheSmallestWindowsHeight(FxRobot robot) {
        // As the loader reports them: twenty lines, the last saying how many more there are.
        String problems = IntStream.rangeClosed(1, 20).mapToObj(i -> "/home/someone/scenarios/a-long-name.yaml:" + i
                + ": workloads[" + i + "].users: 'lots' is not a whole number (a count of users, at least 1)")
                .collect(Collectors.joining("\n")) + "\n5 more problems not listed; put these right and check again";
        robot.interact(() -> {
            Alert alert = FxDialogs.saveInvalidAlert(problems);
            DialogPane pane = alert.getDialogPane();
            pane.applyCss();
            pane.layout();
            double height = pane.prefHeight(pane.prefWidth(-1));
            assertTrue(height <= DesktopApp.MIN_HEIGHT, "the question is " + height + " high");
            assertTrue(pane.lookupAll(".text-area").stream().anyMatch(
                    n -> ((javafx.scene.control.TextArea) n).getText().equals(problems)), "every problem is there");
        });
    }

    @Test
    void aSaveChooserOpensInTheFolderOfTheFileItSuggestsElseInTheLastFolder(@TempDir Path temp) throws Exception {
        Path file = Files.createDirectories(temp.resolve("variants")).resolve("bigger.yaml");
        File last = Files.createDirectories(temp.resolve("last")).toFile();

        FileChooser own = FxDialogs.saveChooser("Save variant", file, "yaml", last);
        assertEquals(file.getParent().toFile(), own.getInitialDirectory());
        assertEquals("bigger.yaml", own.getInitialFileName());

        assertEquals(last, FxDialogs.saveChooser("Save variant", Path.of("variant.yaml"), "yaml", last)
                .getInitialDirectory(), "a bare name: the last folder");
        FileChooser gone = FxDialogs.saveChooser("Save variant", temp.resolve("gone/v.yaml"), "yaml", last);
        assertEquals(last, gone.getInitialDirectory(), "a folder since removed: the last folder");
        assertEquals("v.yaml", gone.getInitialFileName());
    }

    /**
     * A bare name with no folder chosen yet (a new scenario from a bundled template has no file, and its exports and
     * Save suggest its name alone) is offered in the home folder, as a bundled scenario's files are, not in the folder
     * the application was started from (the project's root).
     */
    @Test
    void aBareNameBeforeAnyFolderWasChosenIsOfferedInTheHomeFolder() {
        File home = Path.of(System.getProperty("user.home")).toFile();
        assertEquals(home, FxDialogs.saveChooser("Export report", Path.of("HPO-1.0-base.html"), "html", null)
                .getInitialDirectory());
        assertEquals(home, FxDialogs.saveChooser("Save scenario", Path.of("HPO-1.0-base.yaml"), "yaml", null)
                .getInitialDirectory(), "where Save offers it");
    }
}
