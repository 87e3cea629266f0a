package org.swapset.app.desktop.model;

/**
 * There is nothing yet to export or show ("run a forecast first", "compare first"): not a failure, and said as an
 * information, while any other exception from making an export is one.
 */
public final class NothingYetException extends IllegalStateException {

    private static final long serialVersionUID = 1L;

    public NothingYetException(String instruction) {
        super(instruction);
    }
}
