package org.swapset.plugins.policies;

import org.swapset.spi.policy.PageOutDeviceSelector;

/**
 * The round-turkey prototype's page-out device selection (Tetzlaff et al. 1987, "Round-turkey prototype", "Device
 * selection"): "select the same page-out device (up to) eight times, unless a cylinder boundary is reached", so that
 * page-outs queued together go out blocked in one start-I/O; then the next device in turn. A "bigger but
 * slower-moving bird" than VM's round robin.
 */
final class RoundTurkey implements PageOutDeviceSelector {

    private final int pagesPerDevice;
    private int current = -1;
    private int placedHere;

    RoundTurkey(int pagesPerDevice) {
        this.pagesPerDevice = pagesPerDevice;
    }

    @Override
    public int select(int deviceCount, DevicePredicate hasFreeSlot) {
        if (current >= 0 && current < deviceCount && placedHere < pagesPerDevice && hasFreeSlot.test(current)) {
            return current;
        }
        int from = current < 0 ? 0 : current + 1;
        for (int tried = 0; tried < deviceCount; tried++) {
            int d = (from + tried) % deviceCount;
            if (hasFreeSlot.test(d)) {
                current = d;
                placedHere = 0;
                return d;
            }
        }
        return -1;
    }

    @Override
    public void placed(int device, boolean newCylinder) {
        if (device != current) {
            return;
        }
        placedHere++;
        if (newCylinder && placedHere > 1) {
            placedHere = pagesPerDevice; // a cylinder boundary: the next page-out goes to the next device
        }
    }
}
