package org.swapset.core.scenario;

import java.util.Objects;

/**
 * Disks a workload's users do their own I/O to (guest DASD I/O, not paging): identical volumes of one device model on
 * one channel, given out to the workload's users in order, {@code WorkloadModel.guestDisks()} each.
 *
 * @param name     a name for reports ({@code guestDevices.NAME.utilisation})
 * @param device   the device model (any paging-device plugin: the same service times serve guest I/O)
 * @param count    how many volumes
 * @param channel  the declared channel they are on (shared with any paging devices there)
 * @param workload the name of the workload whose users own them
 * @param access   how the guest has them
 */
public record GuestDeviceGroup(String name, PluginSelection device, int count, String channel, String workload,
                               Access access) {

    /** How a virtual machine has a disk. */
    public enum Access {
        /** A whole real volume DEDICATEd to the guest: the minidisk cache never holds it (FACTS 3, row "MDC"). */
        DEDICATED,
        /** A minidisk: the minidisk cache may hold its blocks. */
        MINIDISK
    }

    public GuestDeviceGroup {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(device, "device");
        Objects.requireNonNull(channel, "channel");
        Objects.requireNonNull(workload, "workload");
        Objects.requireNonNull(access, "access");
        if (count < 1) {
            throw new IllegalArgumentException("count must be at least 1, was " + count);
        }
    }
}
