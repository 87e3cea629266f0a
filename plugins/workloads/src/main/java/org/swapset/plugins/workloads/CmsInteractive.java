package org.swapset.plugins.workloads;

import java.util.List;
import org.swapset.spi.Parameters;
import org.swapset.spi.RandomStream;
import org.swapset.spi.workload.GuestBehaviour;
import org.swapset.spi.workload.TransactionPlan;
import org.swapset.spi.workload.WorkloadModel;

/**
 * Interactive CMS users. Each user keeps a working set of {@code workingSet} distinct pages of its address space.
 * Before each transaction every working-set page is replaced, with probability {@code drift}, by a page of the address
 * space not in the set: that is how the working set moves over time. A transaction is trivial with probability
 * {@code trivialFraction}: it touches each working-set page with probability {@code trivialTouch} (with
 * {@code trivialRepeatability} r, the first {@code trivialTouch} share of the set's positions with probability
 * r + (1 - r) trivialTouch and the others with (1 - r) trivialTouch, so that the same pages recur); otherwise it is
 * non-trivial and touches the whole working set plus {@code nonTrivialExtraPages} pages outside it. Each touched page
 * is referenced {@code referencesPerPage} times on average: once each in random order, then the remaining references
 * at random among the touched pages, so re-references are spread over the transaction. A reference is a write with
 * probability {@code writeFraction}. The first {@code cpPages} pages of the working set are the user's I/O buffers
 * and the like: a reference to one of them is, with probability {@code cpReferenceFraction}, one the control program
 * makes on the user's behalf, which on z/VM needs the page below the 2 GB line.
 */
final class CmsInteractive implements WorkloadModel {

    static final int TRIVIAL = 0;
    static final int NON_TRIVIAL = 1;

    private final int users;
    private final int addressSpacePages;
    private final double thinkTime;
    private final String thinkDistribution;
    private final int workingSet;
    private final double drift;
    private final double trivialFraction;
    private final double trivialTouch;
    private final double trivialRepeatability;
    private final double cpReferenceFraction;
    private final int cpPages;
    private final int trivialCore;       // working-set positions a repeatable trivial transaction favours
    private final double trivialInstructions;
    private final double nonTrivialInstructions;
    private final int nonTrivialExtraPages;
    private final double referencesPerPage;
    private final double writeFraction;
    private final double trivialIos;
    private final double nonTrivialIos;
    private final double ioTime;

    CmsInteractive(Parameters p) {
        users = (int) p.integer("users");
        addressSpacePages = (int) (p.bytes("addressSpace") / 4096);
        thinkTime = p.seconds("thinkTime");
        thinkDistribution = p.text("thinkDistribution");
        workingSet = (int) p.integer("workingSet");
        drift = p.decimal("drift");
        trivialFraction = p.decimal("trivialFraction");
        trivialTouch = p.decimal("trivialTouch");
        trivialRepeatability = p.decimal("trivialRepeatability");
        cpReferenceFraction = p.decimal("cpReferenceFraction");
        cpPages = (int) p.integer("cpPages");
        trivialInstructions = p.decimal("trivialInstructions");
        nonTrivialInstructions = p.decimal("nonTrivialInstructions");
        nonTrivialExtraPages = (int) p.integer("nonTrivialExtraPages");
        referencesPerPage = p.decimal("referencesPerPage");
        writeFraction = p.decimal("writeFraction");
        trivialIos = p.decimal("trivialIos");
        nonTrivialIos = p.decimal("nonTrivialIos");
        ioTime = p.seconds("ioTime");
        trivialCore = (int) Math.round(trivialTouch * workingSet);
        if (cpPages > workingSet) {
            throw new IllegalArgumentException(p.path() + ": cpPages (" + cpPages + ") exceeds the working set of "
                    + workingSet + " pages");
        }
        if (workingSet + nonTrivialExtraPages > addressSpacePages) {
            throw new IllegalArgumentException(p.path() + ": workingSet (" + workingSet + ") plus nonTrivialExtraPages ("
                    + nonTrivialExtraPages + ") exceed the address space of " + addressSpacePages + " pages");
        }
    }

    @Override
    public int users() {
        return users;
    }

    @Override
    public int addressSpacePages() {
        return addressSpacePages;
    }

    @Override
    public List<String> transactionClasses() {
        return List.of("trivial", "non-trivial");
    }

    @Override
    public GuestBehaviour newGuest(int index, RandomStream random) {
        return new User(random);
    }

    /** One CMS user. Scratch arrays are allocated once here, never per transaction. */
    private final class User implements GuestBehaviour {
        private final RandomStream random;
        private final int[] set = new int[workingSet];
        private final boolean[] inSet = new boolean[addressSpacePages];
        private final int[] touched = new int[workingSet + nonTrivialExtraPages];
        private final boolean[] extra = new boolean[addressSpacePages];
        private final boolean[] cpPage = new boolean[addressSpacePages]; // the working set's first cpPages pages

        User(RandomStream random) {
            this.random = random;
            for (int i = 0; i < workingSet; i++) {
                set[i] = pageOutsideSet();
                inSet[set[i]] = true;
                cpPage[set[i]] = i < cpPages;
            }
        }

        private int pageOutsideSet() {
            int page;
            do {
                page = random.nextInt(addressSpacePages);
            } while (inSet[page]);
            return page;
        }

        @Override
        public double thinkTime() {
            return switch (thinkDistribution) {
                case "constant" -> thinkTime;
                case "erlang-2" -> random.erlang(2, thinkTime);
                case "hyperexponential" -> random.hyperexponential(thinkTime, 4.0);
                default -> random.exponential(thinkTime);
            };
        }

        @Override
        public void nextTransaction(TransactionPlan plan) {
            drift();
            boolean trivial = random.chance(trivialFraction);
            int n = 0;
            if (trivial) {
                // Positions below trivialCore are touched with probability r + (1 - r) t, the others with
                // (1 - r) t: the mean stays t, and r = 1 touches the same pages every time.
                double core = trivialRepeatability + (1 - trivialRepeatability) * trivialTouch;
                double rest = (1 - trivialRepeatability) * trivialTouch;
                for (int i = 0; i < workingSet; i++) {
                    if (random.chance(i < trivialCore ? core : rest)) {
                        touched[n++] = set[i];
                    }
                }
                if (n == 0) {
                    touched[n++] = set[random.nextInt(workingSet)];
                }
            } else {
                System.arraycopy(set, 0, touched, 0, workingSet);
                n = workingSet;
                for (int i = 0; i < nonTrivialExtraPages; i++) {
                    int page;
                    do {
                        page = random.nextInt(addressSpacePages);
                    } while (inSet[page] || extra[page]);
                    extra[page] = true;
                    touched[n++] = page;
                }
                for (int i = workingSet; i < n; i++) {
                    extra[touched[i]] = false;
                }
            }
            double instructions = random.exponential(trivial ? trivialInstructions : nonTrivialInstructions);
            plan.begin(trivial ? TRIVIAL : NON_TRIVIAL, instructions);
            // First reference to each touched page in random order (Fisher-Yates as we go) ...
            for (int i = 0; i < n; i++) {
                int j = i + random.nextInt(n - i);
                int page = touched[j];
                touched[j] = touched[i];
                touched[i] = page;
                reference(plan, page, random.chance(writeFraction));
            }
            // ... then the re-references, uniformly among the touched pages.
            int repeats = (int) Math.round(n * (referencesPerPage - 1.0));
            for (int i = 0; i < repeats; i++) {
                reference(plan, touched[random.nextInt(n)], random.chance(writeFraction));
            }
            double ios = trivial ? trivialIos : nonTrivialIos;
            int count = ios <= 0 ? 0 : poisson(ios);
            if (count > 0) {
                plan.virtualIo(count, ioTime);
            }
        }

        /**
         * A reference by the user, or, to one of its cpPages buffer pages, with probability cpReferenceFraction one
         * CP makes on its behalf.
         */
        private void reference(TransactionPlan plan, int page, boolean write) {
            if (cpPage[page] && random.chance(cpReferenceFraction)) {
                plan.cpReference(page, write);
            } else {
                plan.reference(page, write);
            }
        }

        private void drift() {
            if (drift <= 0) {
                return;
            }
            for (int i = 0; i < workingSet; i++) {
                if (random.chance(drift)) {
                    int replacement = pageOutsideSet();
                    inSet[set[i]] = false;
                    cpPage[set[i]] = false;
                    set[i] = replacement;
                    inSet[replacement] = true;
                    cpPage[replacement] = i < cpPages;
                }
            }
        }

        private int poisson(double mean) {
            // Knuth's product method; means here are small (a few I/Os per transaction).
            double limit = Math.exp(-mean);
            double product = random.uniform();
            int k = 0;
            while (product > limit) {
                product *= random.uniform();
                k++;
            }
            return k;
        }
    }
}
