/**
 * Named random streams. The only place in Swapset where generators are created: every stream of a run is derived
 * from the scenario's seed, the replication number and the stream's name, so a replication is a pure function of
 * (scenario, seed, replication) whatever thread runs it and however many run at once.
 */
package org.swapset.core.random;
