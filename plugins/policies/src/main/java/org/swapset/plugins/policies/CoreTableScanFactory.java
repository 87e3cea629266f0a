package org.swapset.plugins.policies;

import org.swapset.spi.Parameters;
import org.swapset.spi.policy.ReplacementPolicy;
import org.swapset.spi.policy.ReplacementPolicyFactory;

/** Factory for {@link CoreTableScan}, id {@code core-table-scan}. */
public final class CoreTableScanFactory implements ReplacementPolicyFactory {

    @Override
    public String id() {
        return "core-table-scan";
    }

    @Override
    public String description() {
        return "VM/SP core table scan: a clock hand resets reference bits and takes unreferenced frames (global LRU "
                + "approximation)";
    }

    @Override
    public ReplacementPolicy create(Parameters parameters) {
        return new CoreTableScan();
    }
}
