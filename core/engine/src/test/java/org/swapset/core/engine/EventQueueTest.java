package org.swapset.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
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

    /** Schedules an event in both queues; returns the next sequence number. */
    private static long addBoth(EventQueue queue, PriorityQueue<Event> reference, long sequence, double time,
            int target) {
        queue.add(time, 1, target, (int) sequence);
        reference.add(new Event(time, sequence, 1, target, (int) sequence));
        return sequence + 1;
    }

    @Test
    void clustersOfEverySizeWithTiesComeOutInReferenceOrder() {
        // Clusters of 1 to 40 events within a tiny interval (one day, gathered at once: the two-event, rank, insertion
        // and merge sorts), in random order, half of them on a few shared instants, among events spread wider.
        SplittableRandom random = new SplittableRandom(23);
        EventQueue queue = new EventQueue(16);
        PriorityQueue<Event> reference = referenceQueue();
        long sequence = 0;
        double now = 0;
        for (int round = 0; round < 3_000; round++) {
            double at = now + random.nextDouble() * Math.pow(10, random.nextInt(-3, 3));
            int cluster = 1 + random.nextInt(40);
            for (int i = 0; i < cluster; i++) {
                double time = random.nextBoolean() ? at + random.nextInt(3) * 1e-12 : at + random.nextDouble() * 1e-9;
                sequence = addBoth(queue, reference, sequence, time, i);
            }
            sequence = addBoth(queue, reference, sequence, now + random.nextDouble(), 65_535);
            int pops = random.nextInt(cluster + 2);
            for (int i = 0; i < pops && !reference.isEmpty(); i++) {
                now = popBoth(queue, reference, "in round " + round).time();
            }
        }
        while (!reference.isEmpty()) {
            popBoth(queue, reference, "draining");
        }
        assertTrue(queue.isEmpty());
    }

    @Test
    void eventsScheduledForTheDayBeingPoppedGoAfterTheirEqualsAndBeforeLaterOnes() {
        // After each pop, events at the present, at times of pending events (ties with events already gathered),
        // just after the present and just before the latest pending event: all in the day being popped, or near it.
        SplittableRandom random = new SplittableRandom(29);
        EventQueue queue = new EventQueue(16);
        PriorityQueue<Event> reference = referenceQueue();
        long sequence = 0;
        for (int i = 0; i < 500; i++) {
            sequence = addBoth(queue, reference, sequence, random.nextInt(200) * 0.001, i);
        }
        double now = 0;
        for (int step = 0; step < 100_000 && !reference.isEmpty(); step++) {
            now = popBoth(queue, reference, "at step " + step).time();
            List<Event> pending = new ArrayList<>(reference);
            int adds = random.nextInt(3);
            for (int i = 0; i < adds; i++) {
                double time = switch (random.nextInt(4)) {
                    case 0 -> now;
                    case 1 -> pending.isEmpty() ? now : pending.get(random.nextInt(pending.size())).time();
                    case 2 -> now + random.nextInt(1, 5) * 1e-4;
                    default -> now + random.nextInt(300) * 0.001;
                };
                sequence = addBoth(queue, reference, sequence, time, step & 0xFFFF);
            }
            if (random.nextInt(50) == 0) {
                assertEquals(reference.peek().time(), queue.peekTime(), "peek at step " + step);
            }
        }
    }

    @Test
    void rebuildsWhileSomeEventsAreGatheredKeepTheOrderOfTies() {
        // Pop a little (so the bottom holds part of a day, ties among it), then grow the queue sixteenfold and shrink
        // it again, each rebuild taking the gathered events back with the others.
        SplittableRandom random = new SplittableRandom(31);
        EventQueue queue = new EventQueue(16);
        PriorityQueue<Event> reference = referenceQueue();
        long sequence = 0;
        double now = 0;
        for (int cycle = 0; cycle < 6; cycle++) {
            for (int i = 0; i < 200; i++) {
                sequence = addBoth(queue, reference, sequence, now + random.nextInt(20) * 0.01, i);
            }
            for (int i = 0; i < 5; i++) {
                now = popBoth(queue, reference, "before growing, cycle " + cycle).time();
            }
            for (int i = 0; i < 3_000; i++) {
                double time = random.nextBoolean() ? now : now + random.nextInt(1_000) * 0.01;
                sequence = addBoth(queue, reference, sequence, time, i);
                if (i % 7 == 0) {
                    now = popBoth(queue, reference, "while growing, cycle " + cycle).time();
                }
            }
            while (reference.size() > 20) {
                now = popBoth(queue, reference, "while shrinking, cycle " + cycle).time();
                if (random.nextInt(5) == 0) {
                    sequence = addBoth(queue, reference, sequence, now, 7);
                }
            }
        }
        while (!reference.isEmpty()) {
            popBoth(queue, reference, "draining");
        }
    }

    @Test
    void farFutureAndInfiniteTimesWaitBehindDenseNearEvents() {
        // Microsecond days with events hours, years and forever ahead (days further than an int counts from the
        // base, so the queue counts them again from the present as the near events run out).
        SplittableRandom random = new SplittableRandom(37);
        EventQueue queue = new EventQueue(16);
        PriorityQueue<Event> reference = referenceQueue();
        long sequence = 0;
        double[] far = {3_600, 1e7, 1e12, 1e300, Double.MAX_VALUE, Double.POSITIVE_INFINITY};
        for (double time : far) {
            sequence = addBoth(queue, reference, sequence, time, 1);
            sequence = addBoth(queue, reference, sequence, time, 2);
        }
        double now = 0;
        for (int step = 0; step < 50_000; step++) {
            sequence = addBoth(queue, reference, sequence, now + random.nextInt(1, 100) * 1e-6, step & 0xFFFF);
            if (step % 1_000 == 0) {
                sequence = addBoth(queue, reference, sequence, now + far[random.nextInt(far.length)], 3);
            }
            now = popBoth(queue, reference, "at step " + step).time();
        }
        double last = Double.NEGATIVE_INFINITY;
        while (!reference.isEmpty()) {
            assertEquals(reference.peek().time(), queue.peekTime());
            last = popBoth(queue, reference, "draining").time();
            if (last < 1e6) {
                sequence = addBoth(queue, reference, sequence, last + 1e6, 4); // a jump of 10^12 days
            }
        }
        assertEquals(Double.POSITIVE_INFINITY, last);
        assertTrue(queue.isEmpty());
    }

    @Test
    void holdingAtAFixedSizeAllocatesNothing() {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        SplittableRandom random = new SplittableRandom(41);
        EventQueue queue = new EventQueue(16);
        for (int i = 0; i < 4_096; i++) {
            queue.add(random.nextDouble(), 0, i, i);
        }
        double[] increments = new double[1 << 12];
        for (int i = 0; i < increments.length; i++) {
            increments[i] = random.nextBoolean() ? -Math.log(1 - random.nextDouble()) : random.nextInt(4) * 1e-3;
        }
        for (int i = 0; i < 300_000; i++) { // the arrays grow to the run's peak
            queue.pop();
            queue.add(queue.time() + increments[i & (increments.length - 1)], 0, queue.target(), queue.arg());
        }
        long before = threads.getThreadAllocatedBytes(Thread.currentThread().getId());
        for (int i = 0; i < 300_000; i++) {
            queue.pop();
            queue.add(queue.time() + increments[i & (increments.length - 1)], 0, queue.target(), queue.arg());
        }
        long allocated = threads.getThreadAllocatedBytes(Thread.currentThread().getId()) - before;
        assertEquals(0, allocated, "bytes allocated by 300,000 pops and adds");
    }

    @Test
    void rejectsNaNTimesAndOutOfRangeFields() {
        EventQueue queue = new EventQueue();
        assertThrows(IllegalArgumentException.class, () -> queue.add(Double.NaN, 0, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> queue.add(1, EventQueue.MAX_TYPES, 0, 0));
        assertThrows(IllegalArgumentException.class, () -> queue.add(1, 0, EventQueue.MAX_TARGETS, 0));
    }
}
