package org.swapset.core.engine;

/** Handles one type of event. Registered with {@link Simulation#register}, which returns the type number. */
@FunctionalInterface
public interface EventHandler {

    /**
     * @param target the entity the event is for (a user, a device...)
     * @param arg    an argument chosen by whoever scheduled it (often a generation number for lazy cancellation)
     */
    void handle(int target, int arg);
}
