/**
 * Hardware extension points: processors and paging devices. A processor is a plain description
 * ({@link org.swapset.spi.hardware.ProcessorSpec}); a paging device answers one question, how long a start-I/O of
 * <i>k</i> pages at a given seek distance spends in each phase ({@link org.swapset.spi.hardware.PagingDevice#plan}).
 * The engine turns those phases into queueing on devices and contention on channels and paths, so RPS misses and
 * path waits come out of the simulation rather than out of a formula.
 */
package org.swapset.spi.hardware;
