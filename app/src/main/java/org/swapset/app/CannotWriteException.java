package org.swapset.app;

import java.io.IOException;
import java.nio.file.Path;

/**
 * An output file could not be written after the work was done (the disk filled, the folder went away): the message
 * names the file and the file system's reason; what was there before is left as it was. An {@link IOException},
 * so the desktop's handlers of failed writes take it as before.
 */
public final class CannotWriteException extends IOException {

    CannotWriteException(Path target, IOException cause) {
        super("cannot write " + target + ": " + Messages.describeWrite(cause) + "; nothing was changed there", cause);
    }

    /** One of several outputs written together could not be: none of them was changed. */
    CannotWriteException(Path target, IOException cause, int together) {
        super("cannot write " + target + ": " + Messages.describeWrite(cause) + "; none of the " + together
                + " output files was changed", cause);
    }
}
