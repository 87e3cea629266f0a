package org.swapset.plugins.policies;

import org.swapset.spi.Parameters;
import org.swapset.spi.policy.PageOutDeviceSelector;
import org.swapset.spi.policy.PageOutDeviceSelectorFactory;

/**
 * VM/SP's page-out device selection: "each device is selected in turn" (Tetzlaff et al. 1987, "Background"), skipping
 * devices with no free slot. Id {@code round-robin}.
 */
public final class RoundRobin implements PageOutDeviceSelectorFactory {

    @Override
    public String id() {
        return "round-robin";
    }

    @Override
    public String description() {
        return "VM/SP page-out device selection: one page to each paging device in turn";
    }

    @Override
    public PageOutDeviceSelector create(Parameters parameters) {
        return new PageOutDeviceSelector() {
            private int next;

            @Override
            public int select(int deviceCount, DevicePredicate hasFreeSlot) {
                for (int tried = 0; tried < deviceCount; tried++) {
                    int d = (next + tried) % deviceCount;
                    if (hasFreeSlot.test(d)) {
                        next = (d + 1) % deviceCount;
                        return d;
                    }
                }
                return -1;
            }
        };
    }
}
