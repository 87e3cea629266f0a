package org.swapset.plugins.policies;

import org.swapset.spi.Parameters;
import org.swapset.spi.policy.SlotAllocator;
import org.swapset.spi.policy.SlotAllocatorFactory;

/** Factory for {@link Zigzag}, id {@code zigzag}. */
public final class ZigzagFactory implements SlotAllocatorFactory {

    @Override
    public String id() {
        return "zigzag";
    }

    @Override
    public String description() {
        return "VM/SP slot selection: the last cylinder used, else the free slot nearest the centre of the volume";
    }

    @Override
    public SlotAllocator create(Parameters parameters) {
        return new Zigzag();
    }
}
