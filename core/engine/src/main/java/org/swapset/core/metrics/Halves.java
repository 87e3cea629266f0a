package org.swapset.core.metrics;

/**
 * A metric measured over each half of a replication's measured interval apart: what tells a run still settling (its
 * warm-up too short, storage still filling) from one in its steady state, where the two halves differ only by
 * chance.
 *
 * @param first  the value over the first half (NaN when it could not be measured, e.g. no transaction ended)
 * @param second the value over the second half
 */
public record Halves(double first, double second) {
}
