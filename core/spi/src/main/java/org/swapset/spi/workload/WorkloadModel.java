package org.swapset.spi.workload;

import java.util.List;
import org.swapset.spi.RandomStream;

/** A class of users in a scenario: how many, how big, and how each behaves. One instance per run. */
public interface WorkloadModel {

    /** How many users (virtual machines) this workload logs on. */
    int users();

    /** Size of each user's address space, in 4 KB pages. */
    int addressSpacePages();

    /**
     * Pages of a user's address space that can hold paging slots between transactions: all of them, unless the
     * workload gives some back at the end of each transaction ({@link TransactionPlan#releaseAtEnd}), which then hold
     * slots only while a transaction runs. What a planner checks paging space against. Since SPI 1.3.
     */
    default int persistentPages() {
        return addressSpacePages();
    }

    /** Names of the transaction classes, e.g. {@code trivial}, {@code non-trivial}; reported separately. */
    List<String> transactionClasses();

    /** Whether a transaction of this class starts from the terminal (an interactive, Q1-entering transaction). */
    default boolean interactive(int transactionClass) {
        return true;
    }

    /**
     * How many disks of its own each user does guest DASD I/O to ({@link TransactionPlan#startSubchannel}); the
     * scenario gives them in {@code guestDevices}, and a scenario that gives fewer is refused. The default is none.
     * Since SPI 1.2.
     */
    default int guestDisks() {
        return 0;
    }

    /**
     * Whether this workload settles into a steady state that the measured interval samples: users that go on
     * transacting as long as the run lasts (the default). A workload that plays out a fixed protocol and ends inside
     * the run (a measurement script: experiments, then its programs exit) is not: its forecast is of the protocol as
     * a whole, idle end included, and the host does not compare the two halves of the measured interval to tell
     * whether the run had settled (they differ by design). Since SPI 1.8.
     */
    default boolean steadyState() {
        return true;
    }

    /** Creates user number {@code index}'s behaviour, drawing all its randomness from {@code random}. */
    GuestBehaviour newGuest(int index, RandomStream random);

    /**
     * Registers this workload's own measurements (scores, fault counts). Called once per run, before
     * {@link #newGuest}; the default registers none.
     */
    default void measure(WorkloadMeasurements measurements) {
    }
}
