package org.swapset.plugins.workloads;

import java.util.List;
import org.swapset.spi.ParameterException;
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
 * non-trivial and touches the whole working set plus {@code nonTrivialExtraPages} pages outside it, and the
 * {@code nonTrivialTransientPages} pages at the top of the address space: storage the command acquires for itself (a
 * compiler's work areas) and gives back when it ends, as CMS does with its default SET RELPAGE ON (DIAGNOSE X'10'),
 * so they are cleared pages each time and hold no paging slot between commands. Each touched page
 * is referenced {@code referencesPerPage} times on average: once each in random order, then the remaining references
 * at random among the touched pages, so re-references are spread over the transaction; with {@code rereferences:
 * instructions} their number goes with the transaction's instructions ({@code referencesPerPage} for one of its
 * class's mean length), as a running program keeps referencing its pages at a rate: then each time slice of a long
 * command references its pages again, which a policy that reads the working set at each slice's end (Denning's
 * W(t, tau), tau the slice) relies on. A reference is a write with
 * probability {@code writeFraction}. The first {@code cpPages} pages of the working set are the user's I/O buffers
 * and the like: a reference to one of them is, with probability {@code cpReferenceFraction}, one the control program
 * makes on the user's behalf, which on z/VM needs the page below the 2 GB line. They do not drift: buffers stay at
 * their virtual addresses. With probability {@code followUps} a
 * transaction is followed by the next with no think time (a terminal interaction inside one command), so the think
 * time separates commands, not every transaction.
 */
final class CmsInteractive implements WorkloadModel {

    static final int TRIVIAL = 0;
    static final int NON_TRIVIAL = 1;

    private static final int THINK_EXPONENTIAL = 0;
    private static final int THINK_CONSTANT = 1;
    private static final int THINK_ERLANG_2 = 2;
    private static final int THINK_HYPEREXPONENTIAL = 3;

    private final int users;
    private final int addressSpacePages;
    private final double thinkTime;
    private final String thinkDistribution;
    private final int thinkKind;         // thinkDistribution as one of the THINK_ constants
    private final double followUps;
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
    private final int transientPages;    // the top of the address space: a non-trivial command's own storage
    private final int persistentPages;   // the rest, where the working set and the extra pages are
    private final double referencesPerPage;
    private final boolean rereferencesByInstructions; // re-references in proportion to the command's instructions
    private final double writeFraction;
    private final double trivialIos;
    private final double nonTrivialIos;
    private final double ioTime;
    private final double trivialIoLimit;      // exp(-trivialIos), for the Poisson draw
    private final double nonTrivialIoLimit;   // exp(-nonTrivialIos)
    // A transaction's touched pages, written afresh by each: shared by the users of this model, which one simulation
    // drives on one thread (one instance per run), so that a user's own state stays small in the cache.
    private final int[] touched;
    private final boolean fewOutside;     // few pages outside a working set: extra pages sampled from a list of them
    private final int[] outside;          // scratch: that list (empty when not needed)
    private final double logKeepDrift;    // ln(1 - drift): the gaps between drifting working-set positions
    private final double logCore;         // the gaps of a trivial transaction's touches among its core positions
    private final double logRest;         // ... and among the others (see skip)
    private final boolean coreByMisses;   // core touch probability above one half: count the gaps between misses
    private final boolean restByMisses;

    CmsInteractive(Parameters p) {
        users = (int) p.integer("users");
        addressSpacePages = (int) (p.bytes("addressSpace") / 4096);
        thinkTime = p.seconds("thinkTime");
        thinkDistribution = p.text("thinkDistribution");
        thinkKind = switch (thinkDistribution) {
            case "constant" -> THINK_CONSTANT;
            case "erlang-2" -> THINK_ERLANG_2;
            case "hyperexponential" -> THINK_HYPEREXPONENTIAL;
            default -> THINK_EXPONENTIAL;
        };
        followUps = p.decimal("followUps");
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
        transientPages = (int) p.integer("nonTrivialTransientPages");
        persistentPages = addressSpacePages - transientPages;
        referencesPerPage = p.decimal("referencesPerPage");
        rereferencesByInstructions = "instructions".equals(p.text("rereferences"));
        writeFraction = p.decimal("writeFraction");
        trivialIos = p.decimal("trivialIos");
        nonTrivialIos = p.decimal("nonTrivialIos");
        ioTime = p.seconds("ioTime");
        trivialIoLimit = Math.exp(-trivialIos);
        nonTrivialIoLimit = Math.exp(-nonTrivialIos);
        trivialCore = (int) Math.round(trivialTouch * workingSet);
        touched = new int[workingSet + nonTrivialExtraPages + Math.max(0, transientPages)];
        int free = Math.max(0, persistentPages - workingSet);
        fewOutside = free < 4L * nonTrivialExtraPages;
        outside = new int[fewOutside ? free : 0];
        double core = trivialRepeatability + (1 - trivialRepeatability) * trivialTouch;
        double rest = (1 - trivialRepeatability) * trivialTouch;
        logKeepDrift = Math.log1p(-drift);
        coreByMisses = core > 0.5;
        restByMisses = rest > 0.5;
        logCore = Math.log1p(-(coreByMisses ? 1 - core : core));
        logRest = Math.log1p(-(restByMisses ? 1 - rest : rest));
        // Combinations the descriptors cannot check one value at a time: refused at the parameter (ParameterException),
        // so a scenario file reports them at load with the line, not when a run starts.
        if (cpPages > workingSet) {
            throw new ParameterException("cpPages", "cpPages (" + cpPages + ") exceeds the working set of "
                    + workingSet + " pages");
        }
        if ((long) workingSet + nonTrivialExtraPages + transientPages > addressSpacePages) {
            throw new ParameterException("addressSpace", "workingSet (" + workingSet + ") plus nonTrivialExtraPages ("
                    + nonTrivialExtraPages + ") plus nonTrivialTransientPages (" + transientPages
                    + ") exceed the address space of " + addressSpacePages + " pages");
        }
        if (drift > 0 && workingSet >= persistentPages) {
            // Drift replaces a working-set page by one outside the set: there must be one.
            throw new ParameterException("drift", "drift (" + drift + ") needs pages outside the working set to "
                    + "drift to, but workingSet (" + workingSet + ") fills the " + persistentPages + " pages below the "
                    + "nonTrivialTransientPages (" + transientPages + "); make the address space larger, the working "
                    + "set or the transient pages smaller, or drift 0");
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

    /** The transient area of non-trivial commands is given back at their end. */
    @Override
    public int persistentPages() {
        return persistentPages;
    }

    @Override
    public List<String> transactionClasses() {
        return List.of("trivial", "non-trivial");
    }

    @Override
    public GuestBehaviour newGuest(int index, RandomStream random) {
        return new User(random);
    }

    // Per page of a user's address space, in User.flags.
    private static final byte IN_SET = 1;   // in the working set
    private static final byte CP_PAGE = 2;  // one of the working set's first cpPages pages
    private static final byte EXTRA = 4;    // drawn already as one of this non-trivial transaction's extra pages

    /**
     * The number of failures before the next success in independent trials that each succeed with the probability p
     * whose {@code ln(1 - p)} is {@code logMiss}: a geometric draw, one uniform however long the run, so that a run of
     * Bernoulli trials costs a draw per success, not per trial. {@link Integer#MAX_VALUE} when p is 0; 0 when p is 1.
     */
    static int skip(RandomStream random, double logMiss) {
        if (logMiss == 0) {
            return Integer.MAX_VALUE;
        }
        double gap = Math.log(1.0 - random.uniform()) / logMiss; // log of a uniform in (0, 1], over ln(1 - p)
        return gap >= Integer.MAX_VALUE ? Integer.MAX_VALUE : (int) gap;
    }

    /**
     * Marks positions {@code from} (inclusive) to {@code to} (exclusive) of the working set as touched, each
     * independently with the probability that {@code logMiss} and {@code byMisses} describe (see the constructor),
     * appending the touched pages to {@code touched} from {@code n}; returns the new count.
     */
    static int touchRun(RandomStream random, int[] set, int from, int to, double logMiss, boolean byMisses,
                        int[] touched, int n) {
        if (!byMisses) {                                   // few touches: jump from one to the next
            for (long i = from + (long) skip(random, logMiss); i < to; i += 1L + skip(random, logMiss)) {
                touched[n++] = set[(int) i];
            }
            return n;
        }
        long miss = from + (long) skip(random, logMiss);   // most touched: jump from one miss to the next
        for (int i = from; i < to; i++) {
            if (i == miss) {
                miss = i + 1L + skip(random, logMiss);
            } else {
                touched[n++] = set[i];
            }
        }
        return n;
    }

    /** One CMS user. Its arrays are allocated once here, never per transaction. */
    private final class User implements GuestBehaviour {
        private final RandomStream random;
        private final int[] set = new int[workingSet];
        private final byte[] flags = new byte[addressSpacePages]; // IN_SET, CP_PAGE and EXTRA by page

        User(RandomStream random) {
            this.random = random;
            for (int i = 0; i < workingSet; i++) {
                set[i] = pageOutsideSet();
                flags[set[i]] = i < cpPages ? IN_SET | CP_PAGE : IN_SET;
            }
        }

        private int pageOutsideSet() {
            int page;
            do {
                page = random.nextInt(persistentPages);
            } while ((flags[page] & IN_SET) != 0);
            return page;
        }

        @Override
        public double thinkTime() {
            if (followUps > 0 && random.chance(followUps)) {
                return 0; // the command goes on at once: another terminal interaction, no think
            }
            return switch (thinkKind) {
                case THINK_CONSTANT -> thinkTime;
                case THINK_ERLANG_2 -> random.erlang(2, thinkTime);
                case THINK_HYPEREXPONENTIAL -> random.hyperexponential(thinkTime, 4.0);
                default -> random.exponential(thinkTime);
            };
        }

        @Override
        public void nextTransaction(TransactionPlan plan) {
            int[] touched = CmsInteractive.this.touched;
            byte[] flags = this.flags;
            drift();
            boolean trivial = random.chance(trivialFraction);
            int n = 0;
            if (trivial) {
                // Positions below trivialCore are touched with probability r + (1 - r) t, the others with
                // (1 - r) t: the mean stays t, and r = 1 touches the same pages every time.
                // Drawn as runs of Bernoulli trials (touchRun), one draw per touch or per miss, whichever is rarer.
                n = touchRun(random, set, 0, trivialCore, logCore, coreByMisses, touched, n);
                n = touchRun(random, set, trivialCore, workingSet, logRest, restByMisses, touched, n);
                if (n == 0) {
                    touched[n++] = set[random.nextInt(workingSet)];
                }
            } else {
                System.arraycopy(set, 0, touched, 0, workingSet);
                n = workingSet;
                if (!fewOutside) {
                    // Many pages outside the set: draw from the whole address space and reject (about 4/3 draws
                    // a page at worst).
                    for (int i = 0; i < nonTrivialExtraPages; i++) {
                        int page;
                        do {
                            page = random.nextInt(persistentPages);
                        } while ((flags[page] & (IN_SET | EXTRA)) != 0);
                        flags[page] |= EXTRA;
                        touched[n++] = page;
                    }
                    for (int i = workingSet; i < n; i++) {
                        flags[touched[i]] &= ~EXTRA;
                    }
                } else {
                    // Few: list them and take a partial Fisher-Yates sample, one draw a page (rejection would take
                    // about free * H(extra) draws, 560 for 30 of 30).
                    int[] outside = CmsInteractive.this.outside;
                    int m = 0;
                    for (int page = 0; page < persistentPages; page++) {
                        if ((flags[page] & IN_SET) == 0) {
                            outside[m++] = page;
                        }
                    }
                    for (int i = 0; i < nonTrivialExtraPages; i++) {
                        int j = i + random.nextInt(m - i);
                        int page = outside[j];
                        outside[j] = outside[i];
                        outside[i] = page;
                        touched[n++] = page;
                    }
                }
            }
            double instructions = random.exponential(trivial ? trivialInstructions : nonTrivialInstructions);
            plan.begin(trivial ? TRIVIAL : NON_TRIVIAL, instructions);
            if (!trivial) {
                // The command's own storage: touched like the rest, given back when it ends.
                for (int page = persistentPages; page < addressSpacePages; page++) {
                    touched[n++] = page;
                    plan.releaseAtEnd(page);
                }
            }
            // First reference to each touched page in random order (Fisher-Yates as we go) ...
            for (int i = 0; i < n; i++) {
                int j = i + random.nextInt(n - i);
                int page = touched[j];
                touched[j] = touched[i];
                touched[i] = page;
                reference(plan, page, random.chance(writeFraction));
            }
            // ... then the re-references, uniformly among the touched pages.
            double scale = rereferencesByInstructions
                    ? instructions / (trivial ? trivialInstructions : nonTrivialInstructions) : 1.0;
            int repeats = (int) Math.round(n * (referencesPerPage - 1.0) * scale);
            for (int i = 0; i < repeats; i++) {
                reference(plan, touched[random.nextInt(n)], random.chance(writeFraction));
            }
            double ios = trivial ? trivialIos : nonTrivialIos;
            int count = ios <= 0 ? 0 : poisson(trivial ? trivialIoLimit : nonTrivialIoLimit);
            if (count > 0) {
                plan.virtualIo(count, ioTime);
            }
        }

        /**
         * A reference by the user, or, to one of its cpPages buffer pages, with probability cpReferenceFraction one
         * CP makes on its behalf.
         */
        private void reference(TransactionPlan plan, int page, boolean write) {
            if ((flags[page] & CP_PAGE) != 0 && random.chance(cpReferenceFraction)) {
                plan.cpReference(page, write);
            } else {
                plan.reference(page, write);
            }
        }

        private void drift() {
            if (drift <= 0) {
                return;
            }
            // Positions that drift, as a run of Bernoulli trials: one draw per drifting position (skip). The first
            // cpPages positions do not: the user's I/O buffers and parameter lists stay at their virtual addresses
            // from one command to the next, so what CP needs below the 2 GB line is a set of pages that does not
            // grow with time ("all their requirements for page frames below the 2G line would have fit", the z/VM
            // 4.3 report says of 8 GB with nothing locked).
            for (long d = cpPages + skip(random, logKeepDrift); d < workingSet;
                    d += 1L + skip(random, logKeepDrift)) {
                int i = (int) d;
                int replacement = pageOutsideSet();
                flags[set[i]] = 0;
                set[i] = replacement;
                flags[replacement] = IN_SET;
            }
        }

        /** A Poisson draw of mean m, given {@code limit} = exp(-m). */
        private int poisson(double limit) {
            // Knuth's product method; means here are small (a few I/Os per transaction).
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
