package org.swapset.plugins.workloads;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swapset.kit.KitParameters;
import org.swapset.spi.RandomStream;
import org.swapset.spi.workload.GuestBehaviour;
import org.swapset.spi.workload.TransactionPlan;

/**
 * The CMS user's draws: runs of Bernoulli trials drawn as geometric gaps (one draw per success or per miss) must be
 * the same independent trials as one coin toss per position, and a non-trivial transaction's extra pages a uniform
 * sample of the pages outside the working set, whichever way they are drawn.
 */
class CmsInteractiveTest {

    /** The model with these parameters (name, value, ...), the rest at their defaults. */
    private static CmsInteractive model(String... namesAndValues) {
        return new CmsInteractive(KitParameters.with(new CmsInteractiveFactory().parameters(), namesAndValues));
    }

    @Test
    void skipIsGeometricWithTheEdgesExact() {
        RandomStream random = new RandomStream(7);
        double p = 0.2;
        double logMiss = Math.log1p(-p);
        int draws = 200_000;
        double sum = 0;
        int zeros = 0;
        for (int i = 0; i < draws; i++) {
            int k = CmsInteractive.skip(random, logMiss);
            sum += k;
            zeros += k == 0 ? 1 : 0;
        }
        assertEquals((1 - p) / p, sum / draws, 0.05, "mean failures before a success");
        assertEquals(p, zeros / (double) draws, 0.005, "P(no failure before the success) = p");
        assertEquals(Integer.MAX_VALUE, CmsInteractive.skip(random, Math.log1p(-0.0)), "p = 0: never");
        assertEquals(0, CmsInteractive.skip(random, Math.log1p(-1.0)), "p = 1: at once");
    }

    /**
     * Each position touched with probability p, independently: per-position frequencies, adjacent pairs (p^2) and
     * the order of the touched pages, for a rare touch (jumps between touches) and a common one (between misses).
     */
    @Test
    void touchRunsAreIndependentTrialsAtEveryPosition() {
        for (double p : new double[] {0.05, 0.3, 0.7, 0.95}) {
            boolean byMisses = p > 0.5;
            double logMiss = Math.log1p(-(byMisses ? 1 - p : p));
            int positions = 40;
            int from = 5;
            int[] set = new int[positions];
            for (int i = 0; i < positions; i++) {
                set[i] = 100 + i;
            }
            RandomStream random = new RandomStream(11);
            int runs = 40_000;
            int[] hits = new int[positions];
            int[] pairs = new int[positions];
            int[] touched = new int[positions + 3];
            for (int r = 0; r < runs; r++) {
                touched[0] = touched[1] = touched[2] = -1;
                int n = CmsInteractive.touchRun(random, set, from, positions, logMiss, byMisses, touched, 3);
                assertTrue(touched[0] == -1 && touched[2] == -1, "appends after what is there");
                boolean[] hit = new boolean[positions];
                for (int k = 3; k < n; k++) {
                    int position = touched[k] - 100;
                    assertTrue(position >= from && position < positions, "only positions of the run: " + position);
                    assertTrue(k == 3 || touched[k] > touched[k - 1], "in order, each once");
                    hit[position] = true;
                    hits[position]++;
                }
                for (int i = from; i + 1 < positions; i++) {
                    pairs[i] += hit[i] && hit[i + 1] ? 1 : 0;
                }
            }
            double sd = Math.sqrt(p * (1 - p) / runs);
            for (int i = 0; i < positions; i++) {
                double expected = i < from ? 0 : p;
                assertEquals(expected, hits[i] / (double) runs, 5 * sd + 1e-12, "p=" + p + ", position " + i);
            }
            double pairSd = Math.sqrt(p * p * (1 - p * p) / runs);
            for (int i = from; i + 1 < positions; i++) {
                assertEquals(p * p, pairs[i] / (double) runs, 5 * pairSd, "p=" + p + ", pair at " + i);
            }
        }
    }

    /** A plan that keeps the last transaction's pages, and those it gives back. */
    private static class Pages implements TransactionPlan {
        int transactionClass;
        final Set<Integer> pages = new HashSet<>();
        final Set<Integer> released = new HashSet<>();
        int references;
        double instructions;

        @Override
        public void begin(int transactionClass, double instructions) {
            this.transactionClass = transactionClass;
            this.instructions = instructions;
            pages.clear();
            released.clear();
            references = 0;
        }

        @Override
        public void releaseAtEnd(int page) {
            released.add(page);
        }

        @Override
        public void reference(int page, boolean write) {
            pages.add(page);
            references++;
        }

        @Override
        public void cpReference(int page, boolean write) {
            reference(page, write);
        }

        @Override
        public void virtualIo(int count, double secondsEach) {
        }
    }

    /**
     * Non-trivial transactions touch the whole working set and then distinct extra pages outside it, each page
     * outside equally often: with few pages outside the set (listed and sampled) and with many (rejection).
     */
    @Test
    void extraPagesAreAUniformSampleOfThePagesOutsideTheSet() {
        for (String space : new String[] {"64KiB", "1MiB"}) {            // 16 pages (12 outside) or 256 (252 outside)
            CmsInteractive model = model(
                    "users", "1", "addressSpace", space, "workingSet", "4", "nonTrivialExtraPages", "3",
                    "trivialFraction", "0", "drift", "0", "cpPages", "0");
            GuestBehaviour user = model.newGuest(0, new RandomStream(3));
            Pages plan = new Pages();
            int pages = model.addressSpacePages();
            int[] counts = new int[pages];
            Set<Integer> always = null;
            int transactions = 30_000;
            for (int t = 0; t < transactions; t++) {
                user.nextTransaction(plan);
                assertEquals(CmsInteractive.NON_TRIVIAL, plan.transactionClass);
                assertEquals(4 + 3, plan.pages.size(), "the set and three distinct extra pages");
                for (int page : plan.pages) {
                    counts[page]++;
                }
                if (always == null) {
                    always = new HashSet<>(plan.pages);
                } else {
                    always.retainAll(plan.pages);
                }
            }
            assertEquals(4, always.size(), space + ": the working set is in every transaction (no drift)");
            double expected = transactions * 3.0 / (pages - 4);
            for (int page = 0; page < pages; page++) {
                if (!always.contains(page)) {
                    assertEquals(expected, counts[page], 6 * Math.sqrt(expected), space + ", page " + page);
                }
            }
        }
    }

    /**
     * A non-trivial command's own storage is the top nonTrivialTransientPages pages of the address space: each such
     * transaction references all of them and gives all of them back; trivial ones touch none; the working set, its
     * drift and the extra pages stay below them.
     */
    @Test
    void transientPagesAreTheNonTrivialCommandsOwnAndGivenBack() {
        CmsInteractive model = model(
                "users", "1", "addressSpace", "64KiB", "workingSet", "4", "nonTrivialExtraPages", "2",
                "nonTrivialTransientPages", "6", "trivialFraction", "0.5", "drift", "0.3", "cpPages", "0");
        GuestBehaviour user = model.newGuest(0, new RandomStream(5));
        Pages plan = new Pages();
        Set<Integer> transientArea = Set.of(10, 11, 12, 13, 14, 15);
        int nonTrivial = 0;
        for (int t = 0; t < 5_000; t++) {
            user.nextTransaction(plan);
            Set<Integer> below = new HashSet<>(plan.pages);
            below.removeAll(transientArea);
            assertTrue(below.stream().allMatch(p -> p < 10), "working set and extras below the transient area");
            if (plan.transactionClass == CmsInteractive.NON_TRIVIAL) {
                nonTrivial++;
                assertTrue(plan.pages.containsAll(transientArea), "all of its own storage referenced");
                assertEquals(transientArea, plan.released, "and given back");
                assertEquals(4 + 2, below.size(), "the set and two extra pages");
            } else {
                assertTrue(plan.released.isEmpty() && plan.pages.stream().noneMatch(transientArea::contains),
                        "a trivial transaction neither touches nor gives back the transient area");
            }
        }
        assertTrue(nonTrivial > 2_000 && nonTrivial < 3_000, "about half non-trivial: " + nonTrivial);
    }

    /**
     * The pages CP references for the user (its I/O buffers) stay at their virtual addresses while the rest of the
     * working set drifts: on z/VM what must be below the 2 GB line is a set that does not grow with time.
     */
    @Test
    void cpPagesStayPutWhileTheRestOfTheWorkingSetDrifts() {
        CmsInteractive model = model(
                "users", "1", "addressSpace", "1MiB", "workingSet", "20", "nonTrivialExtraPages", "0",
                "trivialFraction", "0", "drift", "0.3", "cpPages", "5", "cpReferenceFraction", "1");
        GuestBehaviour user = model.newGuest(0, new RandomStream(9));
        Set<Integer> cp = new HashSet<>();
        Pages plan = new Pages() {
            @Override
            public void begin(int transactionClass, double instructions) {
                super.begin(transactionClass, instructions);
                cp.clear();
            }

            @Override
            public void cpReference(int page, boolean write) {
                cp.add(page);
                super.reference(page, write);
            }
        };
        Set<Integer> first = null;
        Set<Integer> seen = new HashSet<>();
        for (int t = 0; t < 200; t++) {
            user.nextTransaction(plan);
            assertEquals(5, cp.size(), "a non-trivial transaction references every one of the five CP pages");
            if (first == null) {
                first = new HashSet<>(cp);
            }
            assertEquals(first, cp, "transaction " + t + ": the same CP pages");
            seen.addAll(plan.pages);
        }
        assertTrue(seen.size() > 150, "the other 15 positions drift over the address space: " + seen.size());
    }

    @Test
    void aTransientAreaThatDoesNotFitIsRefused() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> model("users", "1", "addressSpace", "64KiB", "workingSet", "4", "nonTrivialExtraPages", "2",
                        "nonTrivialTransientPages", "11"));
        assertTrue(e.getMessage().contains("nonTrivialTransientPages (11)")
                && e.getMessage().contains("address space of 16 pages"), e.getMessage());
    }

    /**
     * With rereferences "transaction" every command references each touched page referencesPerPage times on average
     * however long it runs; with "instructions" the re-references go with the command's instructions, so a command
     * twice the mean length references its pages twice as often, and each slice of a long one finds them referenced.
     */
    @Test
    void reReferencesFollowTheInstructionsWhenAsked() {
        for (String mode : new String[] {"transaction", "instructions"}) {
            CmsInteractive model = model(
                    "users", "1", "addressSpace", "64KiB", "workingSet", "4", "nonTrivialExtraPages", "2",
                    "nonTrivialTransientPages", "6", "trivialFraction", "0.3", "drift", "0.1", "cpPages", "0",
                    "referencesPerPage", "5", "trivialInstructions", "100000", "nonTrivialInstructions", "2000000",
                    "rereferences", mode);
            GuestBehaviour user = model.newGuest(0, new RandomStream(9));
            Pages plan = new Pages();
            for (int t = 0; t < 2_000; t++) {
                user.nextTransaction(plan);
                int n = plan.pages.size();
                double mean = plan.transactionClass == CmsInteractive.TRIVIAL ? 100_000 : 2_000_000;
                double scale = mode.equals("instructions") ? plan.instructions / mean : 1.0;
                assertEquals(Math.round(n * 4.0 * scale), plan.references - n,
                        mode + ": re-references of a command of " + plan.instructions + " instructions");
            }
        }
    }

    /** Drift needs a page outside the working set to move to; without one the scenario is refused, not hung. */
    @Test
    void driftWithNoPageOutsideTheWorkingSetIsRefused() {
        IllegalArgumentException e = org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class,
                () -> model("users", "1", "addressSpace", "64KiB", "workingSet", "6", "nonTrivialExtraPages", "0",
                        "nonTrivialTransientPages", "10", "drift", "0.1"));
        assertTrue(e.getMessage().contains("drift (0.1)") && e.getMessage().contains("workingSet (6)"),
                e.getMessage());
        model("users", "1",
                "addressSpace", "64KiB", "workingSet", "6", "nonTrivialExtraPages", "0", "nonTrivialTransientPages",
                "10", "drift", "0"); // no drift: a working set that fills its pages is fine
    }

    /**
     * With followUps p a share p of the think times is zero (the next terminal interaction of the same command) and
     * the others keep the think time's mean, so commands are separated by the mean think and transactions per
     * command are 1 / (1 - p); with followUps 0 no think time is zero.
     */
    @Test
    void followUpsComeWithNoThinkTimeAndTheOthersKeepTheMean() {
        for (double p : new double[] {0.0, 0.2, 0.5}) {
            CmsInteractive model = model("users", "1", "thinkTime", "15s", "followUps", Double.toString(p));
            GuestBehaviour user = model.newGuest(0, new RandomStream(11));
            int draws = 200_000;
            int zero = 0;
            double thinking = 0;
            for (int i = 0; i < draws; i++) {
                double think = user.thinkTime();
                if (think == 0) {
                    zero++;
                } else {
                    thinking += think;
                }
            }
            double share = (double) zero / draws;
            assertEquals(p, share, 4 * Math.sqrt(p * (1 - p) / draws) + 1e-12, "share of follow-ups at " + p);
            int commands = draws - zero;
            assertEquals(15.0, thinking / commands, 4 * 15.0 / Math.sqrt(commands), "mean think between commands");
        }
    }
}
