package org.swapset.plugins.devices;

import org.swapset.spi.SwapsetPlugin;

/**
 * Contributes the bundled paging devices: {@code ibm-2305-2}, {@code ibm-3350}, {@code ibm-3380},
 * {@code ibm-3390-3} ({@link RotatingDiskFactory}), {@code ramac-1-3990-6} ({@link CachedArrayFactory}) and
 * {@code ssd} ({@link SolidStateFactory}).
 */
public final class DevicesPlugin extends SwapsetPlugin {

    @Override
    public String name() {
        return "swapset-devices"; // as the policies and workloads name themselves in the plugins listing
    }

    @Override
    protected void contribute(Contributions contributions) {
        for (DiskFigures figures : DiskFigures.BUNDLED) {
            contributions.add(new RotatingDiskFactory(figures));
        }
        contributions.add(new CachedArrayFactory());
        contributions.add(new RvaT82Factory());
        contributions.add(new SolidStateFactory());
    }
}
