package org.swapset.core.plugin;

import org.swapset.spi.PluginFamily;

/**
 * Two loaded plugins contribute a factory with one family and id. Nothing can be run until one of them is removed,
 * so the message names the id, the family and both sources (jar paths, or "class path" for bundled plugins).
 */
public final class PluginConflictException extends RuntimeException {

    private final PluginFamily family;
    private final String id;
    private final String firstSource;
    private final String secondSource;

    /**
     * @param family       the family both factories belong to
     * @param id           the id both claim
     * @param firstSource  where the first one came from
     * @param secondSource where the second one came from
     */
    public PluginConflictException(PluginFamily family, String id, String firstSource, String secondSource) {
        super("two plugins claim the " + family.label() + " id '" + id + "': " + firstSource + " and "
                + secondSource + "; remove one of them");
        this.family = family;
        this.id = id;
        this.firstSource = firstSource;
        this.secondSource = secondSource;
    }

    public PluginFamily family() {
        return family;
    }

    public String id() {
        return id;
    }

    public String firstSource() {
        return firstSource;
    }

    public String secondSource() {
        return secondSource;
    }
}
