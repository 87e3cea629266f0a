package org.swapset.plugins.policies;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.swapset.spi.policy.SchedulerPolicy.Queue;

class VmSpSchedulerTest {

    private final VmSpScheduler scheduler = new VmSpScheduler(0.05, 0.4, 0.01, 1.25, 0);

    @Test
    void admitsWhenTheProjectionFitsApages() {
        assertTrue(scheduler.admit(Queue.Q2, 100, 900, 1000, 5));
        assertFalse(scheduler.admit(Queue.Q2, 101, 900, 1000, 5));
    }

    @Test
    void givesQ1AQuarterMoreRoom() {
        // APAGES x 1.25 for Q1: 1250 frames.
        assertTrue(scheduler.admit(Queue.Q1, 350, 900, 1000, 5));
        assertFalse(scheduler.admit(Queue.Q1, 351, 900, 1000, 5));
    }

    @Test
    void honoursAQ2Limit() {
        VmSpScheduler limited = new VmSpScheduler(0.05, 0.4, 0.01, 1.25, 3);
        assertTrue(limited.admit(Queue.Q2, 1, 0, 1000, 2));
        assertFalse(limited.admit(Queue.Q2, 1, 0, 1000, 3));
        assertTrue(limited.admit(Queue.Q1, 1, 0, 1000, 3)); // the limit is on Q2 only
    }

    @Test
    void projectsLikeVm370() {
        // Errors of the same sign (or a first drop): the projection becomes the actual.
        assertEquals(40, scheduler.projectWorkingSet(30, 40, 0, 0));
        assertEquals(40, scheduler.projectWorkingSet(30, 40, 20, 25));
        // Errors of opposite signs: (LP - LA)(P - A) < 0, so P' = (A + P) / 2.
        assertEquals(35, scheduler.projectWorkingSet(30, 40, 50, 45));
    }

    @Test
    void slices() {
        assertEquals(0.05, scheduler.timeSlice(Queue.Q1));
        assertEquals(0.4, scheduler.timeSlice(Queue.Q2));
        assertEquals(0.01, scheduler.dispatchSlice());
    }
}
