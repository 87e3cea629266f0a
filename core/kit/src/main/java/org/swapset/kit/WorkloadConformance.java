package org.swapset.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.swapset.spi.RandomStream;
import org.swapset.spi.workload.GuestBehaviour;
import org.swapset.spi.workload.WorkEnd;
import org.swapset.spi.workload.WorkloadMeasurements;
import org.swapset.spi.workload.TransactionPlan;
import org.swapset.spi.workload.WorkloadFactory;
import org.swapset.spi.workload.WorkloadModel;

/**
 * The contract of a {@link WorkloadModel}: at least one user with an address space of at least one page and named
 * transaction classes; guests whose think times are finite and non-negative and whose every transaction starts with
 * {@code begin} (once), in a class that exists, with a finite non-negative instruction count, references to pages
 * inside the address space, virtual I/Os with finite non-negative times and start-subchannels to one of the user's
 * {@code guestDisks()} disks with at least one block and one CCW; and determinism: guests created with
 * streams of the same seed behave identically, transaction for transaction.
 */
public abstract class WorkloadConformance extends FactoryConformance<WorkloadFactory> {

    /** Transactions asked of each guest in each test. */
    protected int transactionsPerGuest() {
        return 200;
    }

    /** Guests tried in each test (or all users when there are fewer). */
    protected int guests() {
        return 8;
    }

    private WorkloadModel create() {
        WorkloadModel model = factory().create(parameters());
        assertNotNull(model, factory().id() + ": create returned null");
        model.measure(new CheckingMeasurements(factory().id()));
        return model;
    }

    /** Measurements that check what a workload registers and records, as the engine's do. */
    private static final class CheckingMeasurements implements WorkloadMeasurements {
        private final String id;
        private final java.util.Set<String> ids = new HashSet<>();

        CheckingMeasurements(String id) {
            this.id = id;
        }

        private void register(String measurement) {
            assertTrue(measurement != null && measurement.matches("[A-Za-z][A-Za-z0-9.-]*"), id + ": measurement id '"
                    + measurement + "' must start with a letter and hold only letters, digits, dots and dashes");
            assertTrue(ids.add(measurement), id + ": measurement '" + measurement + "' registered twice");
        }

        @Override
        public Counter counter(String measurement, String label, String unit) {
            register(measurement);
            return a -> assertTrue(Double.isFinite(a), id + ": counter " + measurement + " given " + a);
        }

        @Override
        public Observations observations(String measurement, String label, String unit) {
            register(measurement);
            return v -> assertTrue(Double.isFinite(v), id + ": observations " + measurement + " given " + v);
        }

        @Override
        public double measuredFrom() {
            return 0;
        }
    }

    @Test
    void theWorkloadHasUsersAnAddressSpaceAndNamedTransactionClasses() {
        WorkloadModel model = create();
        String id = factory().id();
        assertTrue(model.users() >= 1, id + ": users() is " + model.users());
        assertTrue(model.addressSpacePages() >= 1, id + ": addressSpacePages() is " + model.addressSpacePages());
        List<String> classes = model.transactionClasses();
        assertTrue(classes != null && !classes.isEmpty(), id + ": names at least one transaction class");
        assertEquals(classes.size(), new HashSet<>(classes).size(), id + ": class names are distinct: " + classes);
        for (String c : classes) {
            assertTrue(c != null && !c.isBlank(), id + ": a transaction class has no name: " + classes);
        }
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void everyTransactionIsWellFormed() {
        WorkloadModel model = create();
        int guests = Math.min(guests(), model.users());
        for (int g = 0; g < guests; g++) {
            play(model, g, random(g), null);
        }
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void guestsWithTheSameSeedBehaveIdentically() {
        WorkloadModel first = create();
        WorkloadModel second = create();
        int guests = Math.min(guests(), first.users());
        for (int g = 0; g < guests; g++) {
            StringBuilder a = new StringBuilder();
            StringBuilder b = new StringBuilder();
            play(first, g, random(100 + g), a);
            play(second, g, random(100 + g), b);
            assertEquals(a.length(), b.length(), factory().id() + ": guest " + g + " differs between two models");
            assertTrue(a.toString().equals(b.toString()), factory().id() + ": guest " + g + " with the same seed "
                    + "behaved differently");
        }
    }

    /** Asks one guest for think times and transactions, checking each; records them into {@code log} if given. */
    private void play(WorkloadModel model, int index, RandomStream random, StringBuilder log) {
        String id = factory().id();
        GuestBehaviour guest = model.newGuest(index, random);
        assertNotNull(guest, id + ": newGuest(" + index + ") returned null");
        CheckingPlan plan = new CheckingPlan(id, index, model.addressSpacePages(), model.transactionClasses().size(),
                model.guestDisks(), log);
        double now = 0;
        for (int t = 0; t < transactionsPerGuest(); t++) {
            double think = guest.thinkTime();
            assertTrue(Double.isFinite(think) && think >= 0, id + ": guest " + index + " thinks " + think + " s");
            if (log != null) {
                log.append('T').append(Double.doubleToLongBits(think));
            }
            plan.transaction = t;
            plan.begun = false;
            plan.references = 0;
            now += think;
            plan.now = now;
            guest.nextTransaction(plan);
            assertTrue(plan.begun, id + ": guest " + index + " transaction " + t + " never called begin()");
            // As the engine does: the work ran to its end (a millisecond of it), and the guest hears so.
            now += 0.001;
            guest.workEnded(plan.references, WorkEnd.COMPLETED);
        }
        guest.measurementEnded(now);
    }

    /** A {@link TransactionPlan} that checks each call, as the engine's would fail on a bad one. */
    private static final class CheckingPlan implements TransactionPlan {
        final String id;
        final int guest;
        final int pages;
        final int classes;
        final int disks;
        final StringBuilder log;
        int transaction;
        boolean begun;
        int references;
        double now;

        CheckingPlan(String id, int guest, int pages, int classes, int disks, StringBuilder log) {
            this.id = id;
            this.guest = guest;
            this.pages = pages;
            this.classes = classes;
            this.disks = disks;
            this.log = log;
        }

        private String where() {
            return id + ": guest " + guest + " transaction " + transaction + ": ";
        }

        @Override
        public void begin(int transactionClass, double instructions) {
            if (begun) {
                fail(where() + "begin() called twice");
            }
            begun = true;
            assertTrue(transactionClass >= 0 && transactionClass < classes, where() + "class " + transactionClass
                    + " of " + classes);
            assertTrue(Double.isFinite(instructions) && instructions >= 0, where() + instructions + " instructions");
            if (log != null) {
                log.append('B').append(transactionClass).append(':').append(Double.doubleToLongBits(instructions));
            }
        }

        @Override
        public void reference(int page, boolean write) {
            if (!begun) {
                fail(where() + "reference() before begin()");
            }
            assertTrue(page >= 0 && page < pages, where() + "page " + page + " outside the address space of "
                    + pages + " pages");
            references++;
            if (log != null) {
                log.append(write ? 'W' : 'R').append(page);
            }
        }

        @Override
        public double now() {
            return now;
        }

        @Override
        public void endBy(double time) {
            assertTrue(!Double.isNaN(time), where() + "endBy(NaN)");
        }

        @Override
        public void startSubchannel(int disk, int firstBlock, int blocks, int ccws, boolean write) {
            if (!begun) {
                fail(where() + "startSubchannel() before begin()");
            }
            assertTrue(disk >= 0 && disk < disks, where() + "disk " + disk + " of the user's " + disks
                    + " (guestDisks())");
            assertTrue(firstBlock >= 0 && blocks >= 1 && ccws >= 1, where() + "start-subchannel of " + blocks
                    + " block(s) from block " + firstBlock + " with " + ccws + " CCW(s)");
            if (log != null) {
                log.append(write ? 'S' : 's').append(disk).append(':').append(firstBlock).append(':').append(blocks)
                        .append(':').append(ccws);
            }
        }

        @Override
        public void virtualIo(int count, double secondsEach) {
            if (!begun) {
                fail(where() + "virtualIo() before begin()");
            }
            assertTrue(count >= 0, where() + count + " virtual I/Os");
            assertTrue(Double.isFinite(secondsEach) && secondsEach >= 0, where() + "virtual I/O of " + secondsEach
                    + " s");
            if (log != null) {
                log.append('V').append(count).append(':').append(Double.doubleToLongBits(secondsEach));
            }
        }
    }
}
