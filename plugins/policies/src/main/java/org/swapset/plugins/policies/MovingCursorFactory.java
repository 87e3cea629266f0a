package org.swapset.plugins.policies;

import static org.swapset.spi.ParameterDescriptor.choice;

import java.util.List;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.Parameters;
import org.swapset.spi.policy.SlotAllocator;
import org.swapset.spi.policy.SlotAllocatorFactory;

/** Factory for {@link MovingCursor}, id {@code moving-cursor}. */
public final class MovingCursorFactory implements SlotAllocatorFactory {

    @Override
    public String id() {
        return "moving-cursor";
    }

    @Override
    public String description() {
        return "HPO prototype slot selection: a cursor sweeping the paging area, taking free slots ahead of it, "
                + "reflected at the ends (or the right edge only: contiguous allocation disabled)";
    }

    @Override
    public List<ParameterDescriptor> parameters() {
        return List.of(choice("placement", "cursor", List.of("cursor", "right-edge"),
                "cursor: allocate with the moving cursor; right-edge: the highest free slot of the area "
                        + "(the paper's contiguous-allocation-disabled experiment)."));
    }

    @Override
    public SlotAllocator create(Parameters p) {
        return new MovingCursor(p.text("placement").equals("right-edge"));
    }
}
