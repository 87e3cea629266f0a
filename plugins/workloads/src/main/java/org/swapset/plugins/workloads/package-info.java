/**
 * The bundled workloads. {@code cms-interactive} models terminal users of CMS: think, then a command whose pages
 * come largely from a working set that repeats from one transaction to the next (Tetzlaff et al. 1987, "Working set
 * considerations": "CMS users have a repeatable working set ... across transactions"), with a tunable drift.
 */
package org.swapset.plugins.workloads;
