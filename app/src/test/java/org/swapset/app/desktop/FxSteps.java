package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import javafx.scene.control.TextField;
import org.swapset.app.desktop.model.EditorModel;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** Steps the desktop tests take on the window: wait for a job, find a field, set a form value. */
final class FxSteps {

    private FxSteps() {
    }

    /** Waits, up to {@code seconds}, for {@code condition}, with the FX events before and after handled. */
    static void await(int seconds, BooleanSupplier condition) throws Exception {
        WaitForAsyncUtils.waitForFxEvents();
        WaitForAsyncUtils.waitFor(seconds, TimeUnit.SECONDS, condition::getAsBoolean);
        WaitForAsyncUtils.waitForFxEvents();
    }

    static TextField field(FxRobot robot, String query) {
        return robot.lookup(query).queryAs(TextField.class);
    }

    /** Sets the form's value at {@code path}, which the form must accept. */
    static void setText(FxRobot robot, EditorModel editor, String path, String text) {
        robot.interact(() -> editor.field(path).orElseThrow().setText(text));
        assertEquals("", editor.problemProperty().get(), path + " = " + text);
    }
}
