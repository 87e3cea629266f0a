package org.swapset.core.engine;

/** Thrown out of a run that was cancelled (by the user, or by a time limit). */
public final class CancelledException extends RuntimeException {

    public CancelledException(double simulatedTime) {
        super("run cancelled at t=" + simulatedTime + " s");
    }
}
