/**
 * The bundled workloads. {@code cms-interactive} models terminal users of CMS: think, then a command whose pages
 * come largely from a working set that repeats from one transaction to the next (Tetzlaff et al. 1987, "Working set
 * considerations": "CMS users have a repeatable working set ... across transactions"), with a tunable drift.
 * {@code linux-file-access} models a Linux process mapping a file on an SSD and touching it a byte at a time: the
 * guest's page cache with on-demand readahead and mmap read-around (FACTS 5), an SSD whose DRAM cache warms, and the
 * file-access seed's disk, short and long page faults with their costs.
 * {@code linux-ballast-io} is the fast-CCW seed's DASD I/O tool on Linux guests: a ballast file written and read
 * through channel programs packed as Linux's DASD driver packs them, 31-bit or 64-bit.
 */
package org.swapset.plugins.workloads;
