package org.swapset.plugins.policies;

import org.swapset.spi.policy.SchedulerPolicy;

/**
 * The VM/SP scheduler's decisions (Tetzlaff et al. 1987, "Multiprogramming level control"; VM/SP System
 * Programmer's Guide R3, SC19-6203-2, FACTS.md section 3 "VM/SP scheduler"; VM/370 R6 working-set projection,
 * FACTS.md "VM/370 R6 working-set projection").
 *
 * <ul>
 *   <li>A user is queue-added when its projected working set plus the sum of the projected working sets of the users
 *       in queue (SUMWSS) fits the frames available to users (APAGES); for a Q1 user APAGES is first multiplied by
 *       {@code q1Factor} (1.25 in VM/SP), so interactive users rarely see storage constraint.</li>
 *   <li>An optional fixed limit on the users in Q2 (the prototype's artifice; 0 = none).</li>
 *   <li>The projection is revised at each queue-drop from the frames the user holds then (A) and the projection it
 *       was admitted with (P): P' = (A + P) / 2 when the last two projections erred in opposite directions, that is
 *       when (LP - LA)(P - A) &lt; 0, else P' = A.</li>
 * </ul>
 */
final class VmSpScheduler implements SchedulerPolicy {

    private final double q1Slice;
    private final double q2Slice;
    private final double dispatchSlice;
    private final double q1Factor;
    private final int q2Limit;

    VmSpScheduler(double q1Slice, double q2Slice, double dispatchSlice, double q1Factor, int q2Limit) {
        this.q1Slice = q1Slice;
        this.q2Slice = q2Slice;
        this.dispatchSlice = dispatchSlice;
        this.q1Factor = q1Factor;
        this.q2Limit = q2Limit;
    }

    @Override
    public double timeSlice(Queue queue) {
        return queue == Queue.Q1 ? q1Slice : q2Slice;
    }

    @Override
    public double dispatchSlice() {
        return dispatchSlice;
    }

    @Override
    public boolean admit(Queue queue, int projectedWss, long sumWss, long availableFrames, int inQueue) {
        if (queue == Queue.Q2 && q2Limit > 0 && inQueue >= q2Limit) {
            return false;
        }
        double apages = queue == Queue.Q1 ? availableFrames * q1Factor : availableFrames;
        return sumWss + projectedWss <= apages;
    }

    @Override
    public int projectWorkingSet(int projection, int actual, int previousProjection, int previousActual) {
        long lastError = (long) previousProjection - previousActual;
        long error = (long) projection - actual;
        if (lastError * error < 0) {
            return (int) (((long) actual + projection) / 2);
        }
        return actual;
    }
}
