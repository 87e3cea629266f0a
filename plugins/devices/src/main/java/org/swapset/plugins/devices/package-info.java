/**
 * The bundled paging device models. Rotating disks (2305-2, 3350, 3380, 3390-3) share one model,
 * {@link org.swapset.plugins.devices.RotatingDisk}, fed by a {@link org.swapset.plugins.devices.DiskFigures}
 * record per model: control-unit overhead, a seek curve calibrated to the published average, a uniformly
 * distributed rotational latency and a transfer at the published data rate, with one revolution lost per RPS miss.
 * The RAMAC-1 array behind a 3990-6 is a cached controller emulating 3390-3 volumes
 * ({@link org.swapset.plugins.devices.CachedArray}); {@code ssd} is a flash device with a fixed access latency.
 * Every figure cites its row in the project's facts sheet (FACTS.md section 1) with that row's tag; estimates are
 * marked [EST] and are parameters a planner can override.
 */
package org.swapset.plugins.devices;
