/**
 * Paging I/O on devices and channels. {@link org.swapset.core.vm.io.PagingIo} queues page requests per device,
 * combines queued requests for one cylinder into a single start-I/O the way VM's paging supervisor builds one
 * channel program per arm position, and plays each start-I/O through its phases on the simulation's event queue:
 * the control-unit overhead holds the channel, positioning (seek and rotational latency) leaves it free, and the
 * transfer needs it again, so RPS misses and channel waits come out of the contention rather than out of a formula.
 * Every request and start-I/O lives in primitive arrays owned by {@code PagingIo}, so the hot path allocates nothing.
 */
package org.swapset.core.vm.io;
