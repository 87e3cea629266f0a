package org.swapset.core.scenario;

import java.util.List;
import java.util.Optional;

/**
 * A checked scenario: a machine, its control program's policies, the workloads, how to run it, and optionally the
 * figures published for it. Every plugin it names has been resolved and its parameters checked.
 *
 * @param source         the file it was read from (for messages), or a description such as "(template)"
 * @param name           a short name for reports and the window title
 * @param description    free text
 * @param processor      the processor model
 * @param storage        real, expanded and locked storage
 * @param controlProgram CP's instruction costs
 * @param channels       channels, by name
 * @param pagingDevices  paging devices, grouped
 * @param policies       the control program's policies
 * @param workloads      the user classes, at least one
 * @param run            seed, warm-up, duration, replications
 * @param published      measured figures, when the scenario reproduces a measurement
 * @param guestDevices   disks the workloads' users do their own I/O to, grouped; empty when none does
 */
public record Scenario(String source, String name, String description, PluginSelection processor, Storage storage,
                       ControlProgram controlProgram, List<Channel> channels, List<DeviceGroup> pagingDevices,
                       Policies policies, List<Workload> workloads, RunControl run, Optional<Published> published,
                       List<GuestDeviceGroup> guestDevices) {
    public Scenario {
        channels = List.copyOf(channels);
        guestDevices = List.copyOf(guestDevices);
        pagingDevices = List.copyOf(pagingDevices);
        workloads = List.copyOf(workloads);
        if (workloads.isEmpty()) {
            throw new IllegalArgumentException("a scenario needs at least one workload");
        }
    }

    /** A scenario whose users have no disks of their own. */
    public Scenario(String source, String name, String description, PluginSelection processor, Storage storage,
                    ControlProgram controlProgram, List<Channel> channels, List<DeviceGroup> pagingDevices,
                    Policies policies, List<Workload> workloads, RunControl run, Optional<Published> published) {
        this(source, name, description, processor, storage, controlProgram, channels, pagingDevices, policies,
                workloads, run, published, List.of());
    }

    public Scenario withRun(RunControl newRun) {
        return new Scenario(source, name, description, processor, storage, controlProgram, channels, pagingDevices,
                policies, workloads, newRun, published, guestDevices);
    }
}
