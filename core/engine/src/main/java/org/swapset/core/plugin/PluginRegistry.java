package org.swapset.core.plugin;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.PluginFamily;

/**
 * The factories available to a run, by family and id, and where each came from. Immutable; built by
 * {@link PluginHost} (or directly, in tests).
 */
public final class PluginRegistry {

    private final Map<PluginFamily, Map<String, PluginFactory>> byFamily;
    private final List<LoadedPlugin> plugins;
    private final List<PluginLoadFailure> failures;

    public PluginRegistry(Map<PluginFamily, Map<String, PluginFactory>> byFamily, List<LoadedPlugin> plugins,
                          List<PluginLoadFailure> failures) {
        EnumMap<PluginFamily, Map<String, PluginFactory>> copy = new EnumMap<>(PluginFamily.class);
        for (PluginFamily family : PluginFamily.values()) {
            copy.put(family, Collections.unmodifiableMap(new TreeMap<>(byFamily.getOrDefault(family, Map.of()))));
        }
        this.byFamily = Collections.unmodifiableMap(copy);
        this.plugins = List.copyOf(plugins);
        this.failures = List.copyOf(failures);
    }

    /** A registry holding exactly these factories, as if from one bundled plugin; for tests. */
    public static PluginRegistry of(PluginFactory... factories) {
        EnumMap<PluginFamily, Map<String, PluginFactory>> map = new EnumMap<>(PluginFamily.class);
        for (PluginFactory f : factories) {
            PluginFactory previous = map.computeIfAbsent(f.family(), k -> new TreeMap<>()).put(f.id(), f);
            if (previous != null) {
                throw new IllegalArgumentException("two " + f.family().label() + "s with id '" + f.id() + "'");
            }
        }
        return new PluginRegistry(map, List.of(new LoadedPlugin("test", "dev", "class path", List.of(factories))),
                List.of());
    }

    public Optional<PluginFactory> find(PluginFamily family, String id) {
        return Optional.ofNullable(byFamily.get(family).get(id));
    }

    /** The factory with this id, cast to its family's factory type. */
    public <F extends PluginFactory> Optional<F> find(PluginFamily family, String id, Class<F> type) {
        return find(family, id).map(type::cast);
    }

    /** The ids of one family, sorted. */
    public List<String> ids(PluginFamily family) {
        return new ArrayList<>(byFamily.get(family).keySet());
    }

    /** All factories of one family, sorted by id. */
    public Map<String, PluginFactory> factories(PluginFamily family) {
        return byFamily.get(family);
    }

    public List<LoadedPlugin> plugins() {
        return plugins;
    }

    public List<PluginLoadFailure> failures() {
        return failures;
    }

    /** The plugin that contributed a factory, for error messages naming the jar. */
    public Optional<LoadedPlugin> pluginOf(PluginFactory factory) {
        return plugins.stream().filter(p -> p.factories().contains(factory)).findFirst();
    }
}
