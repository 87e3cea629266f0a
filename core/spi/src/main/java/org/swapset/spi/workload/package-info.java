/**
 * The workload extension point: who the guests are and what they do. A {@link org.swapset.spi.workload.WorkloadModel}
 * creates one {@link org.swapset.spi.workload.GuestBehaviour} per user; the engine asks it for think times and has
 * it describe each transaction (CPU demand, page references, virtual I/O) into an engine-owned, reused
 * {@link org.swapset.spi.workload.TransactionPlan}, so describing a transaction allocates nothing per reference.
 */
package org.swapset.spi.workload;
