package org.swapset.core.plugin;

/**
 * A plugin jar (or module) that could not be loaded; the others still were.
 *
 * @param source the jar's path or the module's class name
 * @param reason one line saying what went wrong
 * @param cause  the underlying exception, for {@code --verbose}
 */
public record PluginLoadFailure(String source, String reason, Throwable cause) {
}
