package org.swapset.app;

/** A mistake in what the user gave (a missing file, a bad option value): exit code 2, one line, no stack trace. */
public final class BadInputException extends RuntimeException {

    public BadInputException(String message) {
        super(message);
    }
}
