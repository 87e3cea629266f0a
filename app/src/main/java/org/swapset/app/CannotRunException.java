package org.swapset.app;

import java.nio.file.Path;
import org.swapset.core.forecast.ReplicationException;
import org.swapset.core.vm.PagingSpaceFullException;

/**
 * A scenario the model cannot run (its paging space filled), said with the file it came from, as {@code validate}
 * and {@code compare} say it: two files may carry one scenario name, and the planner must know which to change.
 * {@link Main} gives it exit status {@link Main#CANNOT_RUN}.
 */
final class CannotRunException extends RuntimeException {

    private CannotRunException(String message, Throwable cause) {
        super(message, cause);
    }

    /**
     * {@code e} with its file named when it is the model's own limit ("FILE: scenario 'NAME' cannot run: paging
     * space is full..."); any other failure unchanged.
     */
    static RuntimeException named(String file, RuntimeException e) {
        if (e instanceof ReplicationException r && r.getCause() instanceof PagingSpaceFullException full) {
            return new CannotRunException(file + ": scenario '" + r.scenario() + "' cannot run: " + full.getMessage(),
                    e);
        }
        return e;
    }

    static RuntimeException named(Path file, RuntimeException e) {
        return named(file.toString(), e);
    }
}
