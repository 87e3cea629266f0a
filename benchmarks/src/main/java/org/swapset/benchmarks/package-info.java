/**
 * JMH benchmarks for Swapset's speed targets. They are compiled by the normal build, so they cannot rot, and run on
 * demand from the shaded jar ({@code java -jar benchmarks/target/benchmarks.jar}). Every benchmark draws its random
 * numbers in a seeded {@code @Setup}, so the measured operation does no generator work and two runs measure the
 * same sequence of events.
 */
package org.swapset.benchmarks;
