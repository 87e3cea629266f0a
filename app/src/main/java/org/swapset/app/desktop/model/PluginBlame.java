package org.swapset.app.desktop.model;

import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Optional;
import org.swapset.core.plugin.LoadedPlugin;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.spi.PluginFactory;

/**
 * Says which plugin a failure came from, for the error dialog: the loaded factory whose package holds the deepest
 * application frame of the failure's stack traces (its causes included). Plugins live in their own packages, so the
 * frame that threw inside a plugin names it.
 */
public final class PluginBlame {

    private PluginBlame() {
    }

    /**
     * "replacement policy 'clock' of plugin NAME VERSION (SOURCE)" when the frame is a factory's own class or the
     * class it is named after, else "plugin NAME VERSION (SOURCE)" by package; empty when no plugin frame is found.
     */
    public static Optional<String> of(Throwable failure, PluginRegistry registry) {
        Map<Throwable, Boolean> seen = new IdentityHashMap<>();
        for (Throwable t = failure; t != null && seen.put(t, true) == null; t = t.getCause()) {
            for (StackTraceElement frame : t.getStackTrace()) {
                Optional<String> blamed = blame(frame.getClassName(), registry);
                if (blamed.isPresent()) {
                    return blamed;
                }
            }
        }
        return Optional.empty();
    }

    private static Optional<String> blame(String className, PluginRegistry registry) {
        String outer = className.contains("$") ? className.substring(0, className.indexOf('$')) : className;
        LoadedPlugin inPackage = null;
        for (LoadedPlugin plugin : registry.plugins()) {
            for (PluginFactory f : plugin.factories()) {
                String factoryClass = f.getClass().getName();
                // The factory itself, or the class it is named after (Clock for ClockFactory): that very plugin id.
                if (outer.equals(factoryClass) || (outer + "Factory").equals(factoryClass)) {
                    return Optional.of(f.family().label() + " '" + f.id() + "' of plugin " + describe(plugin));
                }
                String pkg = f.getClass().getPackageName();
                if (inPackage == null && !pkg.isEmpty() && !pkg.startsWith("org.swapset.core")
                        && className.startsWith(pkg + ".")) {
                    inPackage = plugin;
                }
            }
        }
        return Optional.ofNullable(inPackage).map(p -> "plugin " + describe(p));
    }

    private static String describe(LoadedPlugin plugin) {
        return plugin.name() + " " + plugin.version() + " (" + plugin.source() + ")";
    }

    /** The message of the innermost cause: what actually went wrong. */
    public static String rootMessage(Throwable failure) {
        Throwable t = failure;
        while (t.getCause() != null && t.getCause() != t) {
            t = t.getCause();
        }
        return t.getMessage() == null ? t.getClass().getName() : t.getClass().getSimpleName() + ": " + t.getMessage();
    }
}
