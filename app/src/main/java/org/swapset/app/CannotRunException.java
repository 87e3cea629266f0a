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
        String said = said(e);
        return said == null ? e : new CannotRunException(file + ": " + said, e);
    }

    /**
     * "scenario 'NAME' cannot run: paging space is full: ..." when {@code e} is the model's own limit, else null: as
     * every command says it, with its file before it where the command knows it.
     */
    static String said(Throwable e) {
        return e instanceof ReplicationException r && r.getCause() instanceof PagingSpaceFullException full
                ? "scenario '" + r.scenario() + "' cannot run: " + full.getMessage() : null;
    }

    static RuntimeException named(Path file, RuntimeException e) {
        return named(file.toString(), e);
    }
}
