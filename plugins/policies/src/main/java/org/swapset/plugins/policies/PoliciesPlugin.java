package org.swapset.plugins.policies;

import org.swapset.spi.SwapsetPlugin;

/** The bundled policies. */
public final class PoliciesPlugin extends SwapsetPlugin {

    @Override
    protected void contribute(Contributions c) {
        c.add(new CoreTableScanFactory());
        c.add(new FifoFactory());
        c.add(new SimplePolicyFactories.LruFactory());
        c.add(new SimplePolicyFactories.OptFactory());
        c.add(new SimplePolicyFactories.ClockFactory());
        c.add(new RoundRobin());
        c.add(new ZigzagFactory());
        c.add(new RoundTurkeyFactory());
        c.add(new MovingCursorFactory());
        c.add(new VmSpSchedulerFactory());
        c.add(new DemandPagingFactory());
        c.add(new SwapSetsFactory());
    }

    @Override
    public String name() {
        return "swapset-policies";
    }
}
