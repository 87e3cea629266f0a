/**
 * Forecasting: replications run in parallel with results independent of the thread count, confidence intervals
 * over replications, and (in later issues) capacity search, sweeps, comparisons and validation against published
 * figures.
 */
package org.swapset.core.forecast;
