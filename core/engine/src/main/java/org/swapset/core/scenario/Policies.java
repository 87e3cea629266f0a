package org.swapset.core.scenario;

import java.util.Optional;

/**
 * The control program's policies. Replacement, page-out device selection and slot allocation are always present (the
 * loader fills in defaults); the scheduler and swap policy are present when the scenario names them or their defaults ({@code vm-sp},
 * {@code demand-paging}) are loaded. With no scheduler every user is admitted at once with no time slices; with no
 * swap policy nothing happens to a user's pages at queue-drop.
 */
public record Policies(PluginSelection replacement, PluginSelection pageOutDevice,
                       PluginSelection slotAllocator, Optional<PluginSelection> scheduler,
                       Optional<PluginSelection> swap) {
}
