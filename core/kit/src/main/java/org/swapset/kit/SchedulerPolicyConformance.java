package org.swapset.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swapset.spi.RandomStream;
import org.swapset.spi.policy.SchedulerPolicy;
import org.swapset.spi.policy.SchedulerPolicy.Queue;
import org.swapset.spi.policy.SchedulerPolicyFactory;

/**
 * The contract of a {@link SchedulerPolicy} as the engine's scheduler asks it: positive, finite time slices for both
 * queues and for dispatching; a user with a small working set is admitted to a system with nobody in queue and all
 * storage free; a projected working set is never negative; and two instances asked the same questions give the same
 * answers.
 */
public abstract class SchedulerPolicyConformance extends FactoryConformance<SchedulerPolicyFactory> {

    private SchedulerPolicy create() {
        SchedulerPolicy policy = factory().create(parameters());
        assertNotNull(policy, factory().id() + ": create returned null");
        return policy;
    }

    @Test
    void theTimeSlicesArePositiveAndFinite() {
        SchedulerPolicy policy = create();
        for (Queue q : Queue.values()) {
            double slice = policy.timeSlice(q);
            assertTrue(slice > 0 && Double.isFinite(slice), factory().id() + ": " + q + " time slice " + slice + " s");
        }
        double dispatch = policy.dispatchSlice();
        assertTrue(dispatch > 0 && Double.isFinite(dispatch), factory().id() + ": dispatch slice " + dispatch + " s");
    }

    @Test
    void aSmallUserIsAdmittedToAnEmptySystem() {
        SchedulerPolicy policy = create();
        for (Queue q : Queue.values()) {
            assertTrue(policy.admit(q, 1, 0, 1_000, 0), factory().id() + ": a user of 1 frame is refused " + q
                    + " with 1000 frames free and nobody in queue");
        }
    }

    @Test
    void aProjectedWorkingSetIsNeverNegative() {
        SchedulerPolicy policy = create();
        RandomStream r = random(1);
        for (int i = 0; i < 20_000; i++) {
            int projection = r.nextInt(100_000);
            int actual = r.nextInt(100_000);
            int previousProjection = i % 7 == 0 ? 0 : r.nextInt(100_000);
            int previousActual = i % 7 == 0 ? 0 : r.nextInt(100_000);
            int next = policy.projectWorkingSet(projection, actual, previousProjection, previousActual);
            assertTrue(next >= 0, factory().id() + ": projected " + next + " from " + projection + ", " + actual
                    + ", " + previousProjection + ", " + previousActual);
        }
    }

    @Test
    void twoInstancesAskedTheSameQuestionsGiveTheSameAnswers() {
        assertEquals(answers(create(), random(2)), answers(create(), random(2)),
                factory().id() + ": two instances answered the same questions differently");
    }

    private static List<Long> answers(SchedulerPolicy policy, RandomStream r) {
        List<Long> out = new ArrayList<>();
        for (int i = 0; i < 10_000; i++) {
            Queue q = r.chance(0.5) ? Queue.Q1 : Queue.Q2;
            long available = 1 + r.nextInt(100_000);
            out.add(policy.admit(q, r.nextInt(5_000), r.nextInt(200_000), available, r.nextInt(400)) ? 1L : 0L);
            out.add((long) policy.projectWorkingSet(r.nextInt(5_000), r.nextInt(5_000), r.nextInt(5_000),
                    r.nextInt(5_000)));
        }
        return out;
    }
}
