package org.swapset.plugins.workloads;

import org.swapset.spi.SwapsetPlugin;

/** The bundled workloads. */
public final class WorkloadsPlugin extends SwapsetPlugin {

    @Override
    protected void contribute(Contributions c) {
        c.add(new CmsInteractiveFactory());
        c.add(new LinuxGuestFactory());
        c.add(new LinuxFileAccessFactory());
        c.add(new LinuxBallastIoFactory());
    }

    @Override
    public String name() {
        return "swapset-workloads";
    }
}
