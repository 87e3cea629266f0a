package org.swapset.core.scenario;

/**
 * Identical paging devices on one channel.
 *
 * @param device  the device model and its parameters
 * @param count   how many actuators
 * @param channel the name of the channel they are attached to
 * @param role    what they are used for
 */
public record DeviceGroup(PluginSelection device, int count, String channel, DeviceRole role) {
    public DeviceGroup {
        if (count < 1) {
            throw new IllegalArgumentException("device count must be at least 1, was " + count);
        }
    }
}
