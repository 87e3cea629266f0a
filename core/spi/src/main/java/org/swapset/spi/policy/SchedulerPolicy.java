package org.swapset.spi.policy;

/**
 * Decides who enters the multiprogramming set and for how long. The engine keeps the eligible and dispatch lists,
 * classifies users into Q1 (interactive, entered at transaction start) and Q2 (after a Q1 slice of CPU), and asks
 * this policy the questions below.
 */
public interface SchedulerPolicy {

    /** The queue a user is in or asks to enter. */
    enum Queue { Q1, Q2 }

    /** CPU seconds a user may use in one stay in the given queue before an end-of-slice. */
    double timeSlice(Queue queue);

    /** Dispatching time slice: CPU seconds before a dispatched user yields the processor to another. */
    double dispatchSlice();

    /**
     * Whether a user may be queue-added now.
     *
     * @param queue            the queue the user enters
     * @param projectedWss     the user's projected working-set size, in frames
     * @param sumWss           the sum of the projected working sets of the users in queue now
     * @param availableFrames  APAGES: frames available to users
     * @param inQueue          how many users are in the given queue now
     */
    boolean admit(Queue queue, int projectedWss, long sumWss, long availableFrames, int inQueue);

    /**
     * The projected working set for a user's next stay, computed at queue-drop.
     *
     * @param projection         the projection the user was admitted with for the stay that just ended
     * @param actual             the frames the user holds at this drop
     * @param previousProjection the projection of the stay before (0 before the user's second drop)
     * @param previousActual     the frames the user held at the drop before (0 before its second drop)
     */
    int projectWorkingSet(int projection, int actual, int previousProjection, int previousActual);
}
