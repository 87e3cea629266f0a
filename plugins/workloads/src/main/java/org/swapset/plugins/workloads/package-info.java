/**
 * The bundled workloads. {@code cms-interactive} models terminal users of CMS: think, then a command whose pages
 * come largely from a working set that repeats from one transaction to the next (Tetzlaff et al. 1987, "Working set
 * considerations": "CMS users have a repeatable working set ... across transactions"), with a tunable drift.
 * {@code linux-ballast-io} is the fast-CCW seed's DASD I/O tool on Linux guests: a ballast file written and read
 * through channel programs packed as Linux's DASD driver packs them, 31-bit or 64-bit.
 */
package org.swapset.plugins.workloads;
