package org.swapset.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.swapset.spi.RandomStream;
import org.swapset.spi.policy.SchedulerPolicy.Queue;
import org.swapset.spi.policy.SwapPolicy;
import org.swapset.spi.policy.SwapPolicyFactory;

/**
 * The contract of a {@link SwapPolicy}, driven as the engine's scheduler drives one, on the kit's
 * {@link KitPagingControl}: users start transactions, enter Q1, reference pages (faulting, reclaiming, swap-faulting),
 * end slices, drop to Q2 and finish; the free list is replenished through the policy when storage runs short, and
 * {@code periodic} is called every {@code periodSeconds}. Throughout, the policy may only ask what the documentation of
 * {@link org.swapset.spi.policy.PagingControl} allows (it never trims, logically swaps or asks about a page the control
 * says is not in use, never swaps out a page that is not logically swapped, never swaps in a set that is not on a
 * device; the fake fails the test naming the request), and {@code replenish} returns no more frames than it gave.
 * The same events give the same requests (determinism); and the edge cases hold: no users at all, one frame of storage,
 * storage full of pages all in use and referenced, and swap devices with no room. Each check has a time limit, so a
 * policy that loops fails instead of hanging the build.
 */
@Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
public abstract class SwapPolicyConformance extends FactoryConformance<SwapPolicyFactory> {

    private SwapPolicy create() {
        SwapPolicy policy = factory().create(parameters());
        assertNotNull(policy, factory().id() + ": create returned null");
        return policy;
    }

    @Test
    void itsPeriodIsZeroOrPositive() {
        double period = create().periodSeconds();
        assertTrue(period >= 0 && !Double.isNaN(period), factory().id() + ": periodSeconds() is " + period
                + "; 0 means no periodic calls");
    }

    @Test
    void itAsksOnlyWhatTheControlAllowsWhileUsersComeAndGo() {
        drive(create(), new KitPagingControl(12, 64, 300), random(1), 20_000);
    }

    @Test
    void theSameEventsGiveTheSameRequests() {
        List<String> first = drive(create(), new KitPagingControl(8, 48, 160, 400), random(2), 10_000);
        List<String> second = drive(create(), new KitPagingControl(8, 48, 160, 400), random(2), 10_000);
        for (int i = 0; i < Math.min(first.size(), second.size()); i++) {
            assertEquals(first.get(i), second.get(i), factory().id() + ": two instances given the same events asked "
                    + "differently at request " + i);
        }
        assertEquals(first.size(), second.size(), factory().id() + ": two instances given the same events made "
                + "different numbers of requests");
    }

    @Test
    void withNoUsersItGivesNothingAndAsksNothingOfAnyone() {
        SwapPolicy policy = create();
        KitPagingControl control = new KitPagingControl(0, 16, 64);
        for (int i = 0; i < 10; i++) {
            assertEquals(0, control.replenish(policy, 1 + i), factory().id() + ": replenish with no users");
            if (policy.periodSeconds() > 0) {
                policy.periodic(control);
            }
        }
    }

    @Test
    void oneFrameOfStorageIsEnough() {
        drive(create(), new KitPagingControl(3, 16, 1), random(3), 3_000);
    }

    @Test
    void fullStorageWithEveryPageInUseAndReferencedIsHandled() {
        SwapPolicy policy = create();
        int users = 6;
        KitPagingControl control = new KitPagingControl(users, 32, users * 16);
        for (int u = 0; u < users; u++) {
            start(policy, control, u, true);
            for (int p = 0; p < 16; p++) {
                control.touch(u, p, policy);
            }
        }
        assertEquals(0, control.freeFrames());
        // Everyone in queue, every page referenced: the policy may free something or nothing, but must answer.
        control.replenish(policy, 4);
        for (int u = 0; u < users; u++) {
            end(policy, control, u, Queue.Q1, true);
        }
        // Everyone out of queue: replenish until the policy has nothing left to give; it must say so.
        int answers = 0;
        while (control.replenish(policy, 8) > 0) {
            answers++;
            assertTrue(answers < 10_000, factory().id() + ": replenish kept giving frames that do not exist");
            while (control.takeFlushed()) {
                // the engine takes what was put on the flush list
            }
        }
        for (int u = 0; u < users; u++) {
            start(policy, control, u, true);
            for (int p = 0; p < 32; p++) {
                control.touch(u, p, policy);
            }
        }
    }

    @Test
    void swapDevicesWithNoRoomAreHandled() {
        drive(create(), new KitPagingControl(10, 64, 200, 0), random(4), 10_000);
    }

    private static void start(SwapPolicy policy, KitPagingControl control, int user, boolean interactive) {
        policy.transactionStarted(user, interactive, control);
        control.queue(user, true);
        policy.queueAdded(user, Queue.Q1, interactive, control);
    }

    private static void end(SwapPolicy policy, KitPagingControl control, int user, Queue queue, boolean interactive) {
        policy.queueDropped(user, queue, interactive, control);
        control.queue(user, false);
        policy.transactionEnded(user, control);
    }

    /**
     * Runs {@code steps} scheduler events on the control and returns its log of requests. Each step advances the clock
     * 50 ms (calling {@code periodic} when a period has passed) and picks a user: one out of queue starts a transaction
     * and enters Q1; one in queue runs (references a few pages around its working set), ends a slice (and half the time
     * drops to Q2) or ends its transaction. Now and then the engine takes a frame from the flush list.
     */
    private List<String> drive(SwapPolicy policy, KitPagingControl control, RandomStream r, int steps) {
        int users = control.users();
        int pages = control.addressSpacePages(0);
        boolean[] inQueue = new boolean[users];
        boolean[] interactive = new boolean[users];
        Queue[] queue = new Queue[users];
        double period = policy.periodSeconds();
        double now = 0;
        double tick = period > 0 && Double.isFinite(period) ? period : Double.POSITIVE_INFINITY;
        for (int step = 0; step < steps; step++) {
            now += 0.05;
            while (now >= tick) {
                policy.periodic(control);
                tick += period;
            }
            int u = r.nextInt(users);
            if (!inQueue[u]) {
                interactive[u] = r.chance(0.7);
                queue[u] = Queue.Q1;
                inQueue[u] = true;
                start(policy, control, u, interactive[u]);
                continue;
            }
            double x = r.uniform();
            if (x < 0.7) {
                int base = u * 7 % pages;
                int spread = Math.max(1, pages / 2);
                for (int k = 0; k < 4; k++) {
                    control.touch(u, (base + r.nextInt(spread)) % pages, policy);
                }
            } else if (x < 0.85) {
                policy.timeSliceEnded(u, control);
                if (r.chance(0.5)) {
                    policy.queueDropped(u, queue[u], interactive[u], control);
                    control.queue(u, false);
                    queue[u] = Queue.Q2;
                    interactive[u] = false;
                    control.queue(u, true);
                    policy.queueAdded(u, Queue.Q2, false, control);
                }
            } else {
                end(policy, control, u, queue[u], interactive[u]);
                inQueue[u] = false;
            }
            if (r.chance(0.1)) {
                control.takeFlushed();
            }
        }
        return control.calls();
    }
}
