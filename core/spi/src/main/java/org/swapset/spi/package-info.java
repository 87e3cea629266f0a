/**
 * The service-provider interface of Swapset: everything a plugin is written against, and nothing else.
 *
 * <p>A plugin is a jar with one or more {@link org.swapset.spi.SwapsetPlugin} subclasses listed in
 * {@code META-INF/services/com.google.inject.Module}. Each contributes named factories (a processor, a paging
 * device, a replacement policy, a page-out device selector, a slot allocator, a scheduler policy, a swap policy
 * or a workload) to the host's Guice multibindings. A factory has a stable public id such as {@code ibm-3380} or
 * {@code core-table-scan}, a one-line description, and the descriptors of its parameters, so that the command
 * line can list them, the scenario loader can check them and the desktop application can build a form for them
 * without knowing the plugin.
 *
 * <p>Nothing here exposes the engine's internals: policies see real storage through
 * {@link org.swapset.spi.policy.FrameView}, devices are asked for timings through
 * {@link org.swapset.spi.hardware.PagingDevice#plan}, and workloads describe transactions into an
 * engine-owned {@link org.swapset.spi.workload.TransactionPlan}. All randomness reaches a plugin as a
 * {@link org.swapset.spi.RandomStream} handed to it; a plugin never creates a generator.
 */
package org.swapset.spi;
