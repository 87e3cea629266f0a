package org.swapset.app;

import org.swapset.core.scenario.ScenarioException;

/** A mistake in what the user gave (a missing file, a bad option value): exit code 2, one line, no stack trace. */
public final class BadInputException extends RuntimeException {

    public BadInputException(String message) {
        super(message);
    }

    /** The problems of a scenario file, where a command cannot throw them as they are: reported a line each. */
    public BadInputException(ScenarioException problems) {
        super(problems.getMessage(), problems);
    }
}
