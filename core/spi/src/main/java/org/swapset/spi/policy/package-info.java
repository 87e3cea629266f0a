/**
 * Policy extension points: which frames to free ({@link org.swapset.spi.policy.ReplacementPolicy}), where a page-out
 * goes ({@link org.swapset.spi.policy.PageOutDeviceSelector}, {@link org.swapset.spi.policy.SlotAllocator}), who is
 * in the multiprogramming set ({@link org.swapset.spi.policy.SchedulerPolicy}) and what happens to a user's pages
 * across queue-stays ({@link org.swapset.spi.policy.SwapPolicy}).
 *
 * <p>Policies are independent of each other and of the hardware: a scenario composes them. They see the engine's
 * state through narrow views ({@link org.swapset.spi.policy.FrameView}, {@link org.swapset.spi.policy.SlotMap}) and
 * act through {@link org.swapset.spi.policy.PagingControl}; they keep their own state (a scan hand, a cursor) in
 * fields, one instance per run.
 */
package org.swapset.spi.policy;
