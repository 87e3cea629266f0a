package org.swapset.core.forecast;

import org.swapset.core.scenario.PluginSelection;

/**
 * A plugin broke its contract in what it returned (a factory that made nothing, a victim outside storage, more
 * victims than asked for), found by the engine after the plugin's code had returned, so that no frame of the
 * plugin is on the stack to trace it by: the exception names the plugin itself, and {@link PluginBlame} blames it.
 */
public final class PluginContractException extends IllegalStateException {

    private final transient PluginSelection plugin;
    private final String method;

    /**
     * @param plugin  the scenario's selection of the plugin at fault
     * @param method  the SPI method whose result broke the contract, e.g. "selectVictims"
     * @param problem what it did, e.g. "chose frame -7, which is outside storage (0 to 4095)"
     */
    public PluginContractException(PluginSelection plugin, String method, String problem) {
        super(plugin.factory().family().label() + " '" + plugin.id() + "' " + problem);
        this.plugin = plugin;
        this.method = method;
    }

    /** The SPI method whose result broke the contract. */
    public String method() {
        return method;
    }

    /** The selection of the plugin at fault. */
    public PluginSelection plugin() {
        return plugin;
    }

    /**
     * {@code made}, when the factory of {@code plugin} made something.
     *
     * @throws PluginContractException when its {@code create} returned null
     */
    public static <T> T created(PluginSelection plugin, T made) {
        if (made == null) {
            throw new PluginContractException(plugin, "create", "returned null from create(); a factory must return "
                    + "the " + plugin.factory().family().label() + " it makes, or throw");
        }
        return made;
    }
}
