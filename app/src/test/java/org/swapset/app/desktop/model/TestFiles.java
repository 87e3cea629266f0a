package org.swapset.app.desktop.model;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.swapset.core.plugin.LoadedPlugin;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.plugin.PluginLoadFailure;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.PluginFamily;

/** The small scenario the desktop tests use, and the bundled plugins. */
public final class TestFiles {

    private static PluginRegistry registry;

    private TestFiles() {
    }

    /** Copies the small scenario into {@code dir} under {@code name}. */
    public static Path small(Path dir, String name) throws IOException {
        Path file = dir.resolve(name);
        try (InputStream in = TestFiles.class.getResourceAsStream("/desktop/small.yaml")) {
            Files.copy(in, file);
        }
        return file;
    }

    /** The plugins on the class path (loaded once). */
    public static synchronized PluginRegistry registry() {
        if (registry == null) {
            registry = PluginHost.load(Optional.empty());
        }
        return registry;
    }

    /**
     * The bundled plugins plus one third-party replacement policy, as if loaded from {@code jar} by a plugin of that
     * id and version, and the given jars that failed to load.
     */
    public static PluginRegistry registryWith(String pluginId, String version, String jar, PluginFactory policy,
                                              List<PluginLoadFailure> failures) {
        PluginRegistry bundled = registry();
        Map<PluginFamily, Map<String, PluginFactory>> factories = new EnumMap<>(PluginFamily.class);
        for (PluginFamily f : PluginFamily.values()) {
            factories.put(f, new TreeMap<>(bundled.factories(f)));
        }
        factories.get(policy.family()).put(policy.id(), policy);
        List<LoadedPlugin> plugins = new ArrayList<>(bundled.plugins());
        plugins.add(new LoadedPlugin(pluginId, version, jar, List.of(policy)));
        return new PluginRegistry(factories, plugins, failures);
    }
}
