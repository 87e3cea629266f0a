package org.swapset.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.swapset.spi.RandomStream;
import org.swapset.spi.policy.PageOutDeviceSelector;
import org.swapset.spi.policy.PageOutDeviceSelectorFactory;

/**
 * The contract of a {@link PageOutDeviceSelector}: {@code select} returns a device with a free slot, and -1 only when
 * none has one, whatever devices fill up and empty between calls; after each choice the engine calls {@code placed}
 * with whether the page went to a new cylinder. One device works, and the same answers give the same choices.
 */
public abstract class PageOutDeviceSelectorConformance extends FactoryConformance<PageOutDeviceSelectorFactory> {

    private PageOutDeviceSelector create() {
        PageOutDeviceSelector selector = factory().create(parameters());
        assertNotNull(selector, factory().id() + ": create returned null");
        return selector;
    }

    private List<Integer> drive(PageOutDeviceSelector selector, int devices, RandomStream random) {
        boolean[] hasFree = new boolean[devices];
        List<Integer> chosen = new ArrayList<>();
        for (int step = 0; step < 20_000; step++) {
            int withFree = 0;
            for (int d = 0; d < devices; d++) {
                hasFree[d] = random.chance(step % 100 < 5 ? 0.0 : 0.7);
                withFree += hasFree[d] ? 1 : 0;
            }
            int device = selector.select(devices, d -> hasFree[d]);
            String where = factory().id() + ", step " + step + " with " + withFree + " of " + devices
                    + " devices having a free slot: chose " + device;
            if (device == -1) {
                assertEquals(0, withFree, where + ", although a device has a free slot");
            } else {
                assertTrue(device >= 0 && device < devices, where + ": no such device");
                assertTrue(hasFree[device], where + ", which is full");
                selector.placed(device, random.chance(0.3));
            }
            chosen.add(device);
        }
        return chosen;
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void itChoosesADeviceWithAFreeSlotOrSaysNoneHasOne() {
        drive(create(), 6, random(1));
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void oneDeviceWorks() {
        drive(create(), 1, random(2));
    }

    @Test
    @Timeout(value = 60, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void theSameAnswersGiveTheSameChoices() {
        assertEquals(drive(create(), 5, random(3)), drive(create(), 5, random(3)),
                factory().id() + ": two selectors given the same answers chose differently");
    }
}
