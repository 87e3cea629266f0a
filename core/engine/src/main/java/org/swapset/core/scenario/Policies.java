package org.swapset.core.scenario;

import java.util.Optional;

/**
 * The control program's policies. Replacement, page-out device selection and slot allocation are always present (the
 * loader fills in defaults); the others are present when the scenario names them.
 */
public record Policies(PluginSelection replacement, PluginSelection pageOutDevice,
                       PluginSelection slotAllocator, Optional<PluginSelection> scheduler,
                       Optional<PluginSelection> swap) {
}
