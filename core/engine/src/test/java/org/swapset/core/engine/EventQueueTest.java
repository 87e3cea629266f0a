package org.swapset.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Comparator;
import java.util.PriorityQueue;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The event queue pops events in (time, sequence) order: earliest first, and events at one instant in the order
 * they were scheduled, whatever mixture of schedules, pops and peeks comes in between.
 */
class EventQueueTest {

    private record Event(double time, long sequence, int type, int target, int arg) {
    }

    /** The order the event queue must follow: time, then the order of scheduling. */
    private static PriorityQueue<Event> referenceQueue() {
        return new PriorityQueue<>(Comparator.comparingDouble(Event::time).thenComparingLong(Event::sequence));
    }

    /** Pops the queue and the reference, checks the popped event's time, target and argument, returns it. */
    private static Event popBoth(EventQueue queue, PriorityQueue<Event> reference, String where) {
        Event expected = reference.poll();
        queue.pop();
        assertEquals(expected.time(), queue.time(), "time " + where);
        assertEquals(expected.target(), queue.target(), "target " + where);
        assertEquals(expected.arg(), queue.arg(), "arg " + where);
        return expected;
    }

    @Test
    void popsInTheSameOrderAsAReferenceQueueUnderRandomMixedOperations() {
        SplittableRandom random = new SplittableRandom(7);
        EventQueue queue = new EventQueue(16);
        PriorityQueue<Event> reference = referenceQueue();
        long sequence = 0;
        double now = 0;
        for (int step = 0; step < 200_000; step++) {
            int action = random.nextInt(10);
            if (action < 5 || reference.isEmpty()) {
                // Coarse times make ties frequent, so the sequence tie-break is exercised.
                double time = now + random.nextInt(4) * 0.5;
                int type = random.nextInt(EventQueue.MAX_TYPES);
                int target = random.nextInt(EventQueue.MAX_TARGETS);
                int arg = random.nextInt();
                queue.add(time, type, target, arg);
                reference.add(new Event(time, sequence++, type, target, arg));
            } else if (action < 9) {
                Event expected = popBoth(queue, reference, "at step " + step);
                assertEquals(expected.type(), queue.type(), "type at step " + step);
                now = expected.time();
            } else {
                assertEquals(reference.peek().time(), queue.peekTime(), "peek at step " + step);
            }
            assertEquals(reference.size(), queue.size(), "size at step " + step);
        }
    }

    @Test
    void popsInReferenceOrderAcrossTimeScalesWhileTheCalendarGrowsAndShrinks() {
        // Bursts of events microseconds apart (many to a day: long bucket lists), think times of seconds to hours
        // (later years in the same buckets), exact ties and the odd infinite time; the queue grows to tens of
        // thousands of events and drains again, so it rebuilds both ways and re-estimates its width.
        SplittableRandom random = new SplittableRandom(11);
        EventQueue queue = new EventQueue(16);
        PriorityQueue<Event> reference = referenceQueue();
        long sequence = 0;
        double now = 0;
        for (int phase = 0; phase < 6; phase++) {
            boolean growing = phase % 2 == 0;
            for (int step = 0; step < 40_000; step++) {
                // Infinite times wait for the final drain: nothing can be scheduled after one has been popped.
                boolean schedule = growing ? random.nextInt(10) < 8 : random.nextInt(10) < 2;
                if (schedule || reference.isEmpty() || reference.peek().time() == Double.POSITIVE_INFINITY) {
                    int kind = random.nextInt(100);
                    double time = kind < 60 ? now + random.nextInt(50) * 1e-6
                            : kind < 70 ? now
                            : kind < 99 ? now + random.nextDouble() * Math.pow(10, random.nextInt(5))
                            : Double.POSITIVE_INFINITY;
                    int target = random.nextInt(EventQueue.MAX_TARGETS);
                    queue.add(time, 1, target, step);
                    reference.add(new Event(time, sequence++, 1, target, step));
                } else {
                    now = popBoth(queue, reference, "at phase " + phase + " step " + step).time();
                }
                assertEquals(reference.size(), queue.size());
            }
        }
        while (!reference.isEmpty()) {
            Event expected = reference.poll();
            queue.pop();
            assertEquals(expected.target(), queue.target());
        }
        assertTrue(queue.isEmpty());
    }

    @Test
    void popNotAfterLeavesLaterEventsInPlace() {
        EventQueue queue = new EventQueue();
        queue.add(1.0, 0, 1, 0);
        queue.add(3.0, 0, 3, 0);
        assertTrue(queue.popNotAfter(2.0));
        assertEquals(1, queue.target());
        assertTrue(!queue.popNotAfter(2.0));
        assertEquals(1, queue.size());
        queue.add(2.0, 0, 2, 0);
        assertTrue(queue.popNotAfter(2.0));
        assertEquals(2, queue.target());
        assertTrue(queue.popNotAfter(3.0));
        assertEquals(3, queue.target());
        assertTrue(!queue.popNotAfter(Double.POSITIVE_INFINITY));
    }

    @Test
    void eventsAtOneInstantComeOutInSchedulingOrder() {
        EventQueue queue = new EventQueue();
        for (int i = 0; i < 100; i++) {
            queue.add(5.0, 1, i, -i);
        }
        for (int i = 0; i < 100; i++) {
            queue.pop();
            assertEquals(i, queue.target());
            assertEquals(-i, queue.arg());
        }
        assertTrue(queue.isEmpty());
    }

    @Test
    void negativeZeroInfiniteAndNegativeTimesAreOrderedLikeDoubles() {
        EventQueue queue = new EventQueue();
        double[] times = {Double.POSITIVE_INFINITY, 3.5, -0.0, -2.0, 0.0, Double.MIN_VALUE, -Double.MAX_VALUE, 1e300};
        for (int i = 0; i < times.length; i++) {
            queue.add(times[i], 0, i, 0);
        }
        int[] expectedTargets = {6, 3, 2, 4, 5, 1, 7, 0};
        for (int expected : expectedTargets) {
            queue.pop();
            assertEquals(expected, queue.target());
            assertEquals(times[expected] + 0.0, queue.time());
        }
    }

    @Test
    void peekingAnEmptiedQueueGivesInfinityAndPoppingItThrows() {
        EventQueue queue = new EventQueue();
        queue.add(1.0, 0, 0, 0);
        queue.pop();
        assertTrue(queue.isEmpty());
        assertEquals(Double.POSITIVE_INFINITY, queue.peekTime());
        assertThrows(IllegalStateException.class, queue::pop);
    }

    @Test
    void clearRestartsWithAnEmptyQueue() {
        EventQueue queue = new EventQueue();
        for (int i = 0; i < 50; i++) {
            queue.add(50 - i, 0, i, 0);
        }
        queue.pop();
        queue.clear();
        assertTrue(queue.isEmpty());
        queue.add(2.0, 0, 1, 0);
        queue.add(1.0, 0, 2, 0);
        queue.pop();
        assertEquals(2, queue.target());
        assertEquals(1, queue.size());
    }

    @Test
    void anEventBeforeTheLastPoppedOneIsRejectedWithBothTimes() {
        EventQueue queue = new EventQueue();
        queue.add(5.0, 0, 0, 0);
        queue.pop();
        queue.add(5.0, 0, 1, 0);
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> queue.add(4.5, 2, 3, 0));
        assertEquals("event at t=4.5 s (type 2, target 3) is before the last popped event at t=5.0 s", e.getMessage());
    }

    @Test
    void peekingAheadDoesNotStopAnEarlierEventFromBeingScheduled() {
        // What Simulation.runUntil does at the end of an interval: peek past the end, stop, then schedule at the end.
        EventQueue queue = new EventQueue();
        queue.add(1.0, 0, 1, 0);
        queue.add(9.0, 0, 9, 0);
        queue.pop();
        assertEquals(9.0, queue.peekTime());
        queue.add(5.0, 0, 5, 0);
        assertEquals(5.0, queue.peekTime());
        queue.pop();
        assertEquals(5, queue.target());
        queue.pop();
        assertEquals(9, queue.target());
    }

    @Test
    void manyEventsAtOneInstantScheduledWhileDispatchingKeepTheirOrder() {
        EventQueue queue = new EventQueue(16);
        queue.add(1.0, 0, 0, 0);
        for (int i = 1; i < 10_000; i++) {
            queue.pop();
            assertEquals(i - 1, queue.target());
            queue.add(1.0, 0, i, 0);
            if (i % 3 == 0) {
                queue.add(2.0, 0, 100_000 + i, 0);
            }
        }
        queue.pop();
        assertEquals(9_999, queue.target());
        queue.pop();
        assertEquals(2.0, queue.time());
        assertEquals(100_003, queue.target());
    }

    @Test
    void rejectsNaNTimesAndOutOfRangeFields() {
        EventQueue queue = new EventQueue();
        assertThrows(IllegalArgumentException.class, () -> queue.add(Double.NaN, 0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> queue.add(1, EventQueue.MAX_TYPES, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> queue.add(1, 0, EventQueue.MAX_TARGETS, 0));
    }
}
