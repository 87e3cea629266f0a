package org.swapset.core.scenario;

/**
 * One class of users.
 *
 * @param name  the name reports use for this class ({@code cms})
 * @param model the workload plugin and its parameters
 */
public record Workload(String name, PluginSelection model) {
}
