package org.swapset.plugins.policies;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.swapset.kit.KitPagingControl;
import org.swapset.kit.KitPagingControl.PageState;
import org.swapset.spi.policy.SchedulerPolicy.Queue;

/**
 * The prepage prototype's swap policy against the kit's paging control: formation, order, partial swap-out,
 * prepaging.
 */
class SwapSetsTest {

    private static int[] range(int from, int to) {
        int[] r = new int[to - from];
        for (int i = 0; i < r.length; i++) {
            r[i] = from + i;
        }
        return r;
    }

    /** Swap set {@code set} was written for {@code user} and holds {@code pages}, in that order. */
    private static void assertSet(KitPagingControl pc, int set, int user, int... pages) {
        assertEquals(user, pc.swapSetOwner(set));
        assertArrayEquals(pages, pc.swapSetPages(set));
    }

    private static SwapSets policy(int setSize, SwapSets.Prepage prepage, int prepageSets, int minimumSets) {
        return new SwapSets(setSize, prepageSets, prepage, minimumSets, 0, 0.125, true);
    }

    @Test
    void queueDropKeepsTheReferencedPagesAndTrimsTheRest() {
        KitPagingControl pc = new KitPagingControl(1, 64, 1000);
        pc.inUse(0, range(0, 30), 1, 5, 9, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 2, 3, 4, 6, 7);
        SwapSets swap = policy(8, SwapSets.Prepage.INTERACTIVE, 2, 2);
        swap.queueDropped(0, Queue.Q1, true, pc);
        assertEquals(18, pc.count(0, PageState.LOGICAL));
        assertEquals(12, pc.count(0, PageState.FLUSHED));
        assertEquals(PageState.FLUSHED, pc.state(0, 0));
        assertEquals(PageState.LOGICAL, pc.state(0, 1));
        assertEquals(1, swap.swapList(0));
    }

    @Test
    void theMinimumWorkingSetKeepsTwoSwapSetsWorthWhenTheUserHasThem() {
        KitPagingControl pc = new KitPagingControl(2, 64, 1000);
        pc.inUse(0, range(0, 20), 7, 13);       // 20 pages, 2 referenced: keeps 16
        pc.inUse(1, range(0, 10), 3);           // 10 pages, fewer than 16: only the referenced one
        SwapSets swap = policy(8, SwapSets.Prepage.INTERACTIVE, 2, 2);
        swap.queueDropped(0, Queue.Q2, false, pc);
        swap.queueDropped(1, Queue.Q2, false, pc);
        assertEquals(16, pc.count(0, PageState.LOGICAL));
        assertEquals(PageState.LOGICAL, pc.state(0, 7));
        assertEquals(PageState.LOGICAL, pc.state(0, 13));
        assertEquals(1, pc.count(1, PageState.LOGICAL));
        assertEquals(2, swap.swapList(0));
    }

    @Test
    void swapSetsAreFormedByVirtualAddressOneSetPerReplenishAndAUserIsWhollySwappedBeforeTheNext() {
        KitPagingControl pc = new KitPagingControl(2, 64, 1000);
        int[] ws = {40, 3, 17, 8, 9, 50, 33, 2, 60, 11};
        pc.inUse(0, ws, ws);
        pc.inUse(1, range(0, 4), 0, 1, 2, 3);
        SwapSets swap = policy(4, SwapSets.Prepage.INTERACTIVE, 2, 0);
        swap.queueDropped(0, Queue.Q1, true, pc);
        swap.queueDropped(1, Queue.Q1, true, pc);
        assertEquals(4, swap.replenish(100, pc));
        assertSet(pc, 0, 0, 2, 3, 8, 9); // user 0, its four lowest pages
        assertEquals(4, swap.replenish(100, pc));
        assertSet(pc, 1, 0, 11, 17, 33, 40);
        // Partially swapped: user 0 still holds two logically swapped pages and is still first.
        assertEquals(2, pc.count(0, PageState.LOGICAL));
        assertEquals(2, swap.replenish(100, pc));
        assertSet(pc, 2, 0, 50, 60);
        assertEquals(0, swap.swapList(0));
        assertEquals(4, swap.replenish(100, pc));
        assertEquals(1, pc.swapSetOwner(3));
        assertEquals(0, swap.replenish(100, pc)); // nobody left
    }

    @Test
    void q2UsersAreSwappedOutBeforeQ1UsersEachListInDropOrder() {
        KitPagingControl pc = new KitPagingControl(4, 16, 1000);
        for (int u = 0; u < 4; u++) {
            pc.inUse(u, new int[] {0}, 0);
        }
        SwapSets swap = policy(8, SwapSets.Prepage.INTERACTIVE, 2, 0);
        swap.queueDropped(0, Queue.Q1, true, pc);
        swap.queueDropped(1, Queue.Q2, false, pc);
        swap.queueDropped(2, Queue.Q1, true, pc);
        swap.queueDropped(3, Queue.Q2, false, pc);
        for (int i = 0; i < 4; i++) {
            swap.replenish(1, pc);
        }
        assertEquals(List.of(1, 3, 0, 2), pc.swapOutUsers());
    }

    @Test
    void aUserWhoseQ1SliceRanOutJoinsTheQ2ListUnlessToldToKeepItByTheQueueItLeft() {
        for (boolean toQ2 : new boolean[] {true, false}) {
            KitPagingControl pc = new KitPagingControl(3, 16, 1000);
            for (int u = 0; u < 3; u++) {
                pc.inUse(u, new int[] {0}, 0);
            }
            SwapSets swap = new SwapSets(8, 2, SwapSets.Prepage.INTERACTIVE, 0, 0, 0.125, toQ2);
            swap.queueDropped(0, Queue.Q1, true, pc);      // a trivial command done in Q1
            swap.timeSliceEnded(1, pc);                     // user 1 used its Q1 slice: on to wait for Q2
            swap.queueDropped(1, Queue.Q1, false, pc);
            swap.queueDropped(2, Queue.Q1, true, pc);      // the slice's mark is used once, by its own drop
            assertEquals(toQ2 ? 2 : 1, swap.swapList(1));
            assertEquals(1, swap.swapList(2));
            for (int i = 0; i < 3; i++) {
                swap.replenish(1, pc);
            }
            assertEquals(toQ2 ? List.of(1, 0, 2) : List.of(0, 1, 2), pc.swapOutUsers());
        }
        // A slice's end that did not drop its user leaves no mark on a later drop.
        KitPagingControl pc = new KitPagingControl(1, 16, 1000);
        pc.inUse(0, new int[] {0}, 0);
        SwapSets swap = new SwapSets(8, 2, SwapSets.Prepage.INTERACTIVE, 0, 0, 0.125, true);
        swap.timeSliceEnded(0, pc);
        swap.queueAdded(0, Queue.Q1, true, pc);
        swap.queueDropped(0, Queue.Q1, true, pc);
        assertEquals(1, swap.swapList(0));
    }

    @Test
    void aUserAddedToQueueLeavesTheSwapListAndGetsItsRetainedPagesBack() {
        KitPagingControl pc = new KitPagingControl(2, 16, 1000);
        pc.inUse(0, range(0, 5), 0, 1, 2, 3, 4);
        pc.inUse(1, range(0, 5), 0, 1);
        SwapSets swap = policy(8, SwapSets.Prepage.INTERACTIVE, 2, 0);
        swap.queueDropped(0, Queue.Q2, false, pc);
        swap.queueDropped(1, Queue.Q2, false, pc);
        swap.queueAdded(0, Queue.Q1, true, pc);
        assertEquals(0, swap.swapList(0));
        assertEquals(5, pc.count(0, PageState.IN_USE));
        swap.replenish(1, pc);
        assertEquals(List.of(1), pc.swapOutUsers());
    }

    @Test
    void prepagingBringsAtMostTwoSwapSetsForInteractiveUsersAndNoneForOthers() {
        KitPagingControl pc = new KitPagingControl(2, 64, 1000);
        for (int u = 0; u < 2; u++) {
            int[] pages = range(0, 40);
            pc.inUse(u, pages, pages);
        }
        SwapSets swap = policy(8, SwapSets.Prepage.INTERACTIVE, 2, 0);
        swap.queueDropped(0, Queue.Q1, true, pc);
        swap.queueDropped(1, Queue.Q1, true, pc);
        for (int i = 0; i < 10; i++) {
            swap.replenish(8, pc); // both wholly swapped: five sets each
        }
        assertEquals(10, pc.swapSetsWritten());
        swap.queueAdded(0, Queue.Q1, true, pc);
        assertEquals(List.of(0, 1), pc.swappedIn()); // its two lowest sets
        assertEquals(16, pc.count(0, PageState.IN_USE));
        swap.queueAdded(1, Queue.Q2, false, pc);
        assertEquals(2, pc.swappedIn().size()); // non-interactive: none
        // Nor for a user the workload calls interactive when it is added to Q2: "no prepaging for noninteractive
        // users", and a Q2 user is not an interactive one.
        swap.queueDropped(1, Queue.Q1, true, pc);
        for (int i = 0; i < 10; i++) {
            swap.replenish(8, pc);
        }
        swap.queueAdded(1, Queue.Q2, true, pc);
        assertEquals(2, pc.swappedIn().size(), "added to Q2: no prepaging");
    }

    /** One user who referenced pages 0..39, dropped from {@code queue} and wholly swapped out: five sets of 8. */
    private static KitPagingControl whollySwapped(SwapSets swap, Queue queue) {
        KitPagingControl pc = new KitPagingControl(1, 64, 1000);
        int[] pages = range(0, 40);
        pc.inUse(0, pages, pages);
        swap.queueDropped(0, queue, queue == Queue.Q1, pc);
        for (int i = 0; i < 5; i++) {
            swap.replenish(8, pc);
        }
        return pc;
    }

    @Test
    void twoSetsArePrepagedWhenAnInteractiveUserBecomesReadyTheSwapFaultsAmongThem() {
        SwapSets swap = policy(8, SwapSets.Prepage.INTERACTIVE, 2, 0);
        KitPagingControl pc = whollySwapped(swap, Queue.Q1);
        // Ready again: its first touch, before the queue-add, swap-faults in the set holding page 20; the policy then
        // hears the user is ready and prepages one set beside it ("two of his swap sets are prepaged").
        pc.transactionStarted(0);
        assertTrue(pc.touch(0, 20, swap));
        assertEquals(1, pc.swapSetsReadThisTransaction(0));
        swap.transactionStarted(0, true, pc);
        assertEquals(1, pc.swappedIn().size(), "one set prepaged: two in all");
        assertEquals(16, pc.count(0, PageState.IN_USE));
        swap.queueAdded(0, Queue.Q1, true, pc);
        assertEquals(1, pc.swappedIn().size(), "nothing more at the queue-add");
        // The next transaction starts counting again; with no fault first, both sets are prepaged as it becomes ready.
        swap.queueDropped(0, Queue.Q1, true, pc);
        for (int i = 0; i < 2; i++) {
            swap.replenish(8, pc);
        }
        pc.transactionStarted(0);
        swap.transactionStarted(0, true, pc);
        assertEquals(3, pc.swappedIn().size(), "no fault first: two prepaged when ready");
        swap.queueAdded(0, Queue.Q1, true, pc);
        assertEquals(3, pc.swappedIn().size());
        // A non-interactive transaction is not prepaged when it starts.
        swap.queueDropped(0, Queue.Q2, false, pc);
        for (int i = 0; i < 2; i++) {
            swap.replenish(8, pc);
        }
        pc.transactionStarted(0);
        swap.transactionStarted(0, false, pc);
        assertEquals(3, pc.swappedIn().size());
    }

    @Test
    void fullPrepagingBringsEverySwapSet() {
        SwapSets swap = policy(8, SwapSets.Prepage.FULL, 2, 0);
        KitPagingControl pc = whollySwapped(swap, Queue.Q2);
        swap.queueAdded(0, Queue.Q2, false, pc);
        assertEquals(5, pc.swappedIn().size());
        assertTrue(IntStream.range(0, 40).allMatch(p -> pc.state(0, p) == PageState.IN_USE));
    }
}
