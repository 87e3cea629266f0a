/**
 * Measurement: time-weighted levels ({@link org.swapset.core.metrics.TimeWeighted}, for utilisation and queue
 * lengths), observation tallies with exact percentiles ({@link org.swapset.core.metrics.Tally}, for response times),
 * the registry of named, unit-bearing metrics a model reports ({@link org.swapset.core.metrics.MetricsRegistry}),
 * and the immutable result of one replication ({@link org.swapset.core.metrics.RunResult}).
 *
 * <p>Counters and rates need no class: a model keeps a {@code long} and registers a gauge that divides it by the
 * measured interval. The statistics are updated on every event, so none of them allocates per observation once its
 * storage has grown; each is reset through {@link org.swapset.core.engine.Simulation#onWarmUpEnd} so that the warm-up
 * is left out of what is reported.
 */
package org.swapset.core.metrics;
