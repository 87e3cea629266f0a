/**
 * The discrete-event engine: a clock, an event queue and a run loop. It knows nothing about paging.
 *
 * <p>Events are plain numbers, not objects: a time, a type (which {@link org.swapset.core.engine.EventHandler}
 * handles it), a target (an entity index, such as a user or a device) and an argument. They are totally ordered by
 * (time, sequence number), so two events at one instant run in the order they were scheduled and a run is exactly
 * repeatable. Cancellation is lazy: an entity keeps a generation counter, passes it as the argument and ignores an
 * event whose generation is stale, so the queue never searches.
 */
package org.swapset.core.engine;
