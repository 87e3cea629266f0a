package org.swapset.core.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

/**
 * One run of one model: the clock, the event queue and the loop that pops events and hands them to their handlers.
 * There is no static state, so independent simulations run in parallel on different threads.
 *
 * <p>A run has a warm-up, whose statistics are discarded (listeners registered with {@link #onWarmUpEnd} reset
 * theirs), followed by the measured interval.
 */
public final class Simulation {

    /** How many events run between checks of the cancellation flag. */
    private static final int CANCEL_CHECK_INTERVAL = 1 << 14;

    private final EventQueue queue = new EventQueue();
    private final List<EventHandler> handlers = new ArrayList<>();
    private final List<String> handlerNames = new ArrayList<>();
    private EventHandler[] handlerArray = new EventHandler[0];
    private final List<Runnable> warmUpListeners = new ArrayList<>();
    private double now;

    // Events deferred to the end of the current event: a ring of (type, target, arg), drained after each handler.
    private int[] deferredType = new int[16];
    private int[] deferredTarget = new int[16];
    private int[] deferredArg = new int[16];
    private int deferredHead;
    private int deferredCount;
    private long eventsHandled;
    private boolean stopped;
    private int warmUpType = -1;

    /** Registers an event handler and returns the type number to schedule its events with. */
    public int register(String name, EventHandler handler) {
        if (handlers.size() >= EventQueue.MAX_TYPES) {
            throw new IllegalStateException("more than " + EventQueue.MAX_TYPES + " event types");
        }
        handlers.add(handler);
        handlerNames.add(name);
        handlerArray = handlers.toArray(new EventHandler[0]);
        return handlers.size() - 1;
    }

    /** The name a handler was registered under, for messages. */
    public String handlerName(int type) {
        return handlerNames.get(type);
    }

    /** The current simulated time in seconds. */
    public double now() {
        return now;
    }

    /** Events handled so far. */
    public long eventsHandled() {
        return eventsHandled;
    }

    /**
     * Schedules an event at an absolute time.
     *
     * @throws IllegalStateException if the time is before now (a "past event"), with both times in the message
     */
    public void at(double time, int type, int target, int arg) {
        if (time < now) {
            throw new IllegalStateException("past event: '" + handlerName(type) + "' for target " + target
                    + " scheduled at t=" + time + " s but the clock is at t=" + now + " s");
        }
        queue.add(time, type, target, arg);
    }

    /** Schedules an event {@code delay} seconds from now. */
    public void after(double delay, int type, int target, int arg) {
        if (!(delay >= 0)) {
            throw new IllegalArgumentException("negative or NaN delay " + delay + " s for '" + handlerName(type)
                    + "' (target " + target + ") at t=" + now + " s");
        }
        queue.add(now + delay, type, target, arg);
    }

    /**
     * Handles an event at the current instant as soon as the current event's handler returns, before any other
     * event, without going through the event queue. Deferred events run in the order they were deferred. For work
     * that must follow everything the current event does (a device starting its I/O after the caller has queued all
     * of this instant's requests), at no cost to the queue.
     */
    public void deferToEndOfEvent(int type, int target, int arg) {
        if (type < 0 || type >= handlers.size()) {
            throw new IllegalArgumentException("event type " + type + " is not registered");
        }
        if (deferredCount == deferredType.length) {
            int n = deferredType.length * 2;
            int[] t = new int[n];
            int[] g = new int[n];
            int[] a = new int[n];
            for (int i = 0; i < deferredCount; i++) {
                int j = (deferredHead + i) % deferredType.length;
                t[i] = deferredType[j];
                g[i] = deferredTarget[j];
                a[i] = deferredArg[j];
            }
            deferredType = t;
            deferredTarget = g;
            deferredArg = a;
            deferredHead = 0;
        }
        int tail = (deferredHead + deferredCount) % deferredType.length;
        deferredType[tail] = type;
        deferredTarget[tail] = target;
        deferredArg[tail] = arg;
        deferredCount++;
    }

    /** Runs the deferred events, including any they defer in turn. */
    private void runDeferred() {
        while (deferredCount > 0) {
            int i = deferredHead;
            deferredHead = (deferredHead + 1) % deferredType.length;
            deferredCount--;
            handlerArray[deferredType[i]].handle(deferredTarget[i], deferredArg[i]);
            eventsHandled++;
        }
    }

    /** The time of the next pending event, or +infinity. */
    public double nextEventTime() {
        return queue.peekTime();
    }

    /** Calls {@code listener} when the warm-up ends, so that it can discard what it measured so far. */
    public void onWarmUpEnd(Runnable listener) {
        warmUpListeners.add(listener);
    }

    /** Stops the run after the current event. */
    public void stop() {
        stopped = true;
    }

    /**
     * Runs the warm-up and then the measured interval.
     *
     * @param warmUp    seconds discarded at the start
     * @param measured  seconds measured after the warm-up
     * @param cancelled polled every few thousand events; when true the run ends with {@link CancelledException}
     */
    public void run(double warmUp, double measured, BooleanSupplier cancelled) {
        if (!(warmUp >= 0) || !(measured > 0)) {
            throw new IllegalArgumentException("warm-up must be >= 0 and the measured interval > 0: " + warmUp
                    + " s, " + measured + " s");
        }
        if (warmUpType < 0) {
            warmUpType = register("end of warm-up", (t, a) -> warmUpListeners.forEach(Runnable::run));
        }
        at(now + warmUp, warmUpType, 0, 0);
        runUntil(now + warmUp + measured, cancelled);
    }

    /** Pops and handles events until the clock would pass {@code end}, then sets the clock to {@code end}. */
    public void runUntil(double end, BooleanSupplier cancelled) {
        stopped = false;
        runDeferred();
        EventQueue q = queue;
        int sinceCheck = 0;
        while (!stopped && q.popNotAfter(end)) {
            now = q.time();
            handlerArray[q.type()].handle(q.target(), q.arg());
            eventsHandled++;
            if (deferredCount > 0) {
                runDeferred();
            }
            if (++sinceCheck == CANCEL_CHECK_INTERVAL) {
                sinceCheck = 0;
                if (cancelled.getAsBoolean()) {
                    throw new CancelledException(now);
                }
            }
        }
        if (!stopped) {
            now = Math.max(now, end);
        }
    }
}
