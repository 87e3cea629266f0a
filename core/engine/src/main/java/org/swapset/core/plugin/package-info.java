/**
 * The plugin host: finds {@link org.swapset.spi.SwapsetPlugin} modules with {@code java.util.ServiceLoader} on the
 * class path and in a plugins folder, checks that no two claim one id, builds the Guice injector and exposes the
 * factories by family and id as a {@link org.swapset.core.plugin.PluginRegistry}.
 */
package org.swapset.core.plugin;
