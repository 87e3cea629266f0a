/**
 * Measurement: counters and rates, time-weighted averages (utilisation, queue length), response-time distributions
 * with percentiles, the registry of named metrics a model reports, and the immutable result of one replication.
 */
package org.swapset.core.metrics;
