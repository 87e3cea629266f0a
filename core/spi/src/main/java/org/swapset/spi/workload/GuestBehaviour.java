package org.swapset.spi.workload;

/** One user's behaviour. Called from the simulation thread only; may keep state (a drifting working set). */
public interface GuestBehaviour {

    /** Seconds the user thinks before the next transaction. */
    double thinkTime();

    /** Describes the next transaction into {@code plan} (call {@link TransactionPlan#begin} first). */
    void nextTransaction(TransactionPlan plan);
}
