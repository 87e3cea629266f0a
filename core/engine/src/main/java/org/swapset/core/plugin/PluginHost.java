package org.swapset.core.plugin;

import com.google.inject.Guice;
import com.google.inject.Injector;
import com.google.inject.Key;
import com.google.inject.Module;
import com.google.inject.util.Types;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceConfigurationError;
import java.util.ServiceLoader;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.PluginFamily;
import org.swapset.spi.SpiVersion;
import org.swapset.spi.SwapsetPlugin;

/**
 * Loads plugins and builds the {@link PluginRegistry}. Bundled plugins are the {@link SwapsetPlugin} modules that
 * {@link ServiceLoader} finds on the class path; each jar in the plugins folder gets a class loader of its own whose
 * parent is the SPI's loader, so third-party jars cannot see one another. A jar that cannot be loaded becomes a
 * {@link PluginLoadFailure} and the others still load. Two jars claiming one family and id are both refused, each
 * failure naming the other (which should serve it cannot be guessed), and a jar claiming a bundled id is refused;
 * two bundled factories claiming one id (Swapset's own packaging) stop the load with a
 * {@link PluginConflictException}.
 *
 * <p>Before a plugin's code is asked for anything, its SPI version is checked ({@link SwapsetPlugin#spiVersion()}):
 * a plugin built for an SPI this host cannot run, or a jar from the plugins folder that declares none, is refused as
 * a {@link PluginLoadFailure} saying which version it needs and which this host has.
 */
public final class PluginHost {

    /** The source name of plugins found on the class path. */
    public static final String CLASS_PATH = "class path";

    /**
     * The name of a plugin jar's class loader is this followed by the jar's path; stack trace elements carry it
     * ({@link StackTraceElement#getClassLoaderName()}), so a failure can be traced to its jar.
     */
    public static final String LOADER_PREFIX = "swapset-plugin ";

    /** The environment variable naming the plugins folder. */
    public static final String PLUGINS_ENV = "SWAPSET_PLUGINS";

    private PluginHost() {
    }

    /**
     * The plugins folder to use when the command line names none: {@code $SWAPSET_PLUGINS} if set, else
     * {@code ~/.swapset/plugins}; empty when that folder does not exist.
     */
    public static Optional<Path> defaultPluginsDir() {
        String env = System.getenv(PLUGINS_ENV);
        Path dir = env != null && !env.isBlank()
                ? Path.of(env)
                : Path.of(System.getProperty("user.home"), ".swapset", "plugins");
        return Files.isDirectory(dir) ? Optional.of(dir) : Optional.empty();
    }

    /** Loads the bundled plugins and those in {@code pluginsDir}, with the SPI's class loader as the class path. */
    public static PluginRegistry load(Optional<Path> pluginsDir) {
        return load(pluginsDir, SwapsetPlugin.class.getClassLoader());
    }

    /** Where an id two jars claimed is marked as claimed: neither serves it, and a third claimant is refused too. */
    private static final String CONTESTED = "(contested)";

    /**
     * Loads the plugins that {@code classPath} lists as services, and those in {@code pluginsDir}.
     *
     * @param pluginsDir a folder of plugin jars; an absent or missing folder means none
     * @param classPath  where to look for bundled plugins; each jar's loader still has the SPI's loader as parent
     * @throws PluginConflictException when two bundled factories of one family share an id (two jars that do are
     *                                  both refused and listed with the other failures; everything else loads)
     */
    public static PluginRegistry load(Optional<Path> pluginsDir, ClassLoader classPath) {
        List<SwapsetPlugin> modules = new ArrayList<>();
        List<LoadedPlugin> loaded = new ArrayList<>();
        List<PluginLoadFailure> failures = new ArrayList<>();
        Map<PluginFamily, Map<String, String>> claimed = new EnumMap<>(PluginFamily.class);

        loadBundled(classPath, modules, loaded, failures, claimed);
        if (pluginsDir.isPresent() && Files.isDirectory(pluginsDir.get())) {
            for (Path jar : jarsIn(pluginsDir.get(), failures)) {
                loadJar(jar, modules, loaded, failures, claimed);
            }
        }

        Injector injector = Guice.createInjector(modules);
        Map<PluginFamily, Map<String, PluginFactory>> byFamily = new EnumMap<>(PluginFamily.class);
        for (PluginFamily family : PluginFamily.values()) {
            byFamily.put(family, factoriesOf(injector, family));
        }
        return new PluginRegistry(byFamily, sameInstances(loaded, byFamily), failures);
    }

    /**
     * A plugin's {@code contribute} runs once for inspection and once for binding, so it may create new factory
     * objects each time; the plugins list must hold the instances the injector bound, so that
     * {@link PluginRegistry#pluginOf} finds them.
     */
    private static List<LoadedPlugin> sameInstances(List<LoadedPlugin> loaded,
                                                    Map<PluginFamily, Map<String, PluginFactory>> byFamily) {
        List<LoadedPlugin> result = new ArrayList<>();
        for (LoadedPlugin p : loaded) {
            List<PluginFactory> bound = new ArrayList<>();
            for (PluginFactory f : p.factories()) {
                bound.add(byFamily.get(f.family()).getOrDefault(f.id(), f));
            }
            result.add(new LoadedPlugin(p.name(), p.version(), p.source(), bound, p.spiVersion()));
        }
        return result;
    }

    @SuppressWarnings("unchecked")
    private static Map<String, PluginFactory> factoriesOf(Injector injector, PluginFamily family) {
        Key<?> key = Key.get(Types.mapOf(String.class, family.factoryType()));
        if (injector.getExistingBinding(key) == null) {
            return Map.of();
        }
        return (Map<String, PluginFactory>) injector.getInstance(key);
    }

    private static void loadBundled(ClassLoader classPath, List<SwapsetPlugin> modules, List<LoadedPlugin> loaded,
                                    List<PluginLoadFailure> failures, Map<PluginFamily, Map<String, String>> claimed) {
        Iterator<Module> it = ServiceLoader.load(Module.class, classPath).iterator();
        while (true) {
            Module module;
            try {
                if (!it.hasNext()) {
                    break;
                }
                module = it.next();
            } catch (ServiceConfigurationError e) {
                failures.add(new PluginLoadFailure(CLASS_PATH, oneLine(e), e));
                continue;
            }
            if (module instanceof SwapsetPlugin plugin) {
                accept(plugin, CLASS_PATH, modules, loaded, failures, claimed);
            }
        }
    }

    private static List<Path> jarsIn(Path dir, List<PluginLoadFailure> failures) {
        try (Stream<Path> files = Files.list(dir)) {
            return files.filter(p -> p.getFileName().toString().endsWith(".jar") && Files.isRegularFile(p))
                    .sorted((a, b) -> a.getFileName().toString().compareTo(b.getFileName().toString()))
                    .toList();
        } catch (IOException e) {
            failures.add(new PluginLoadFailure(dir.toString(), "cannot list the plugins folder: " + oneLine(e), e));
            return List.of();
        }
    }

    private static void loadJar(Path jar, List<SwapsetPlugin> modules, List<LoadedPlugin> loaded,
                                List<PluginLoadFailure> failures, Map<PluginFamily, Map<String, String>> claimed) {
        String source = jar.toAbsolutePath().normalize().toString();
        try (JarFile ignored = new JarFile(jar.toFile())) {
            // Opening it once tells "not a jar" apart from a jar whose services are broken.
        } catch (IOException e) {
            failures.add(new PluginLoadFailure(source, "not a readable jar: " + oneLine(e), e));
            return;
        }
        URLClassLoader loader;
        try {
            // Named, so that a stack trace through the plugin's classes says which jar they came from.
            loader = new URLClassLoader(LOADER_PREFIX + source, new URL[] {jar.toUri().toURL()},
                    SwapsetPlugin.class.getClassLoader());
        } catch (MalformedURLException e) {
            failures.add(new PluginLoadFailure(source, oneLine(e), e));
            return;
        }
        List<SwapsetPlugin> found = new ArrayList<>();
        try {
            for (Module module : ServiceLoader.load(Module.class, loader)) {
                // The parent's services are listed too; keep only what this jar defines.
                if (module.getClass().getClassLoader() == loader && module instanceof SwapsetPlugin plugin) {
                    found.add(plugin);
                }
            }
        } catch (ServiceConfigurationError | LinkageError | RuntimeException e) {
            failures.add(new PluginLoadFailure(source, oneLine(e), e));
            return;
        }
        if (found.isEmpty()) {
            failures.add(new PluginLoadFailure(source,
                    "lists no SwapsetPlugin in META-INF/services/com.google.inject.Module", null));
            return;
        }
        for (SwapsetPlugin plugin : found) {
            accept(plugin, source, modules, loaded, failures, claimed);
        }
    }

    /**
     * What is wrong with a factory's parameter descriptors for the scenario loader to rely on them, if anything: a
     * name declared twice, a default that does not read as its type or lies outside its range (a choice's default
     * not among its choices {@code ParameterDescriptor} refuses itself). The kit's
     * {@code FactoryConformance.checkDescriptors} checks these and more, such as units and help.
     */
    static Optional<String> malformedDescriptor(List<org.swapset.spi.ParameterDescriptor> descriptors) {
        java.util.Set<String> names = new java.util.HashSet<>();
        for (org.swapset.spi.ParameterDescriptor d : descriptors) {
            if (!names.add(d.name())) {
                return Optional.of("declares the parameter '" + d.name() + "' twice");
            }
            if (d.defaultValue() == null) {
                continue;
            }
            Object value;
            try {
                value = org.swapset.core.scenario.Units.parse(d.type(), d.defaultValue());
            } catch (IllegalArgumentException e) {
                return Optional.of("gives '" + d.name() + "' the default '" + d.defaultValue() + "', which is not a "
                        + d.type().name().toLowerCase(java.util.Locale.ROOT) + ": " + e.getMessage());
            }
            if (value instanceof Number n && (n.doubleValue() < d.min() || n.doubleValue() > d.max())) {
                return Optional.of("gives '" + d.name() + "' the default " + d.defaultValue() + ", outside its own "
                        + "range " + org.swapset.core.scenario.Units.formatRange(d.type(), d.min(), d.max(), ".."));
            }
        }
        return Optional.empty();
    }

    private static void accept(SwapsetPlugin plugin, String source, List<SwapsetPlugin> modules,
                               List<LoadedPlugin> loaded, List<PluginLoadFailure> failures,
                               Map<PluginFamily, Map<String, String>> claimed) {
        SpiVersion builtFor;
        try {
            Optional<SpiVersion> declared = plugin.spiVersion();
            if (declared.isEmpty() && !source.equals(CLASS_PATH)) {
                failures.add(new PluginLoadFailure(source, plugin.getClass().getName() + ": refused: it declares no "
                        + "SPI version; add the manifest attribute '" + SpiVersion.MANIFEST_ATTRIBUTE + ": "
                        + SpiVersion.CURRENT + "' to its jar (this Swapset's SPI is " + SpiVersion.CURRENT + ")", null));
                return;
            }
            // A bundled plugin without a declaration was built in the same build as the host.
            builtFor = declared.orElse(SpiVersion.CURRENT);
        } catch (RuntimeException | LinkageError e) {
            failures.add(new PluginLoadFailure(source, plugin.getClass().getName() + ": refused: cannot read its SPI "
                    + "version: " + oneLine(e), e));
            return;
        }
        if (!SpiVersion.CURRENT.canLoad(builtFor)) {
            failures.add(new PluginLoadFailure(source, plugin.getClass().getName() + ": refused: it was built for SPI "
                    + builtFor + " and needs a Swapset whose SPI is " + builtFor + " or a later " + builtFor.major()
                    + ".x; this Swapset's SPI is " + SpiVersion.CURRENT + " (it loads plugins built for "
                    + SpiVersion.CURRENT.loadableRange() + "); rebuild the plugin against swapset-spi "
                    + SpiVersion.CURRENT,
                    null));
            return;
        }
        List<PluginFactory> factories;
        String name;
        String version;
        try {
            factories = plugin.factories();
            if (factories == null) {
                throw new IllegalStateException("factories() returned null; return List.of() for none");
            }
            for (PluginFactory f : factories) {
                if (f == null) {
                    throw new IllegalStateException("factories() has a null entry");
                }
            }
            name = plugin.name();
            version = plugin.version();
        } catch (RuntimeException | LinkageError e) {
            failures.add(new PluginLoadFailure(source, plugin.getClass().getName() + ": " + oneLine(e), e));
            return;
        }
        // Every factory must describe itself: the loader, the form and `plugins` ask each for its parameters.
        for (PluginFactory f : factories) {
            java.util.Optional<String> reserved;
            Optional<String> malformed;
            try {
                List<org.swapset.spi.ParameterDescriptor> declared = f.parameters();
                if (declared == null) {
                    throw new IllegalStateException("parameters() returned null; return List.of() for none");
                }
                reserved = declared.stream().map(org.swapset.spi.ParameterDescriptor::name)
                        .filter(n -> f.family().reservedKeys().contains(n)).findFirst();
                malformed = malformedDescriptor(declared);
            } catch (RuntimeException | LinkageError e) {
                failures.add(new PluginLoadFailure(source, plugin.getClass().getName() + ": refused: factory "
                        + f.getClass().getName() + " cannot list its parameters: " + oneLine(e), e));
                return;
            }
            if (reserved.isPresent()) {
                // A scenario's `count: 6` would make six devices and give the plugin 6 as well.
                failures.add(new PluginLoadFailure(source, plugin.getClass().getName() + ": refused: its "
                        + f.family().label() + " '" + f.id() + "' declares a parameter "
                        + f.family().reservedKeyReason(reserved.get()), null));
                return;
            }
            if (malformed.isPresent()) {
                // A scenario that leaves the parameter out would run with a value the plugin says it refuses.
                failures.add(new PluginLoadFailure(source, plugin.getClass().getName() + ": refused: its "
                        + f.family().label() + " '" + f.id() + "' " + malformed.get(), null));
                return;
            }
        }
        for (PluginFactory f : factories) {
            String previous = claimed.computeIfAbsent(f.family(), k -> new HashMap<>()).get(f.id());
            if (previous == null) {
                continue;
            }
            if (previous.equals(CLASS_PATH) && source.equals(CLASS_PATH)) {
                throw new PluginConflictException(f.family(), f.id(), previous, source); // Swapset's own packaging
            }
            // Which of two jars should serve the id cannot be guessed (an old and a new version side by side, say):
            // neither does, both are listed as refused, and everything else loads. A jar cannot take a bundled id.
            String what = f.family().label() + " id '" + f.id() + "'";
            if (previous.equals(CLASS_PATH)) {
                failures.add(new PluginLoadFailure(source, plugin.getClass().getName() + ": refused: it claims the "
                        + what + ", which a bundled plugin has; give it another id", null));
                return;
            }
            for (int i = loaded.size() - 1; i >= 0; i--) {
                LoadedPlugin other = loaded.get(i);
                if (other.source().equals(previous) && other.factories().stream()
                        .anyMatch(o -> o.family() == f.family() && o.id().equals(f.id()))) {
                    loaded.remove(i);
                    String otherClass = modules.remove(i).getClass().getName();
                    for (PluginFactory o : other.factories()) {
                        claimed.get(o.family()).remove(o.id());
                    }
                    if (!previous.equals(source)) {
                        // Said as the other refusal is, its plugin class first.
                        failures.add(new PluginLoadFailure(previous, otherClass + ": refused: it and " + source
                                + " both claim the " + what + "; remove one of them", null));
                    }
                }
            }
            claimed.get(f.family()).put(f.id(), CONTESTED);
            failures.add(new PluginLoadFailure(source, plugin.getClass().getName() + ": refused: " + (previous
                    .equals(source) ? "another plugin in the same jar also claims the " + what + "; give one of them "
                    + "another id" : "it and " + (previous.equals(CONTESTED) ? "another refused jar" : previous)
                    + " both claim the " + what + "; remove one of them"), null));
            return;
        }
        for (PluginFactory f : factories) {
            claimed.get(f.family()).put(f.id(), source);
        }
        modules.add(plugin);
        loaded.add(new LoadedPlugin(name, version, source, factories, builtFor));
    }

    /** One line for a message: the exception's class and message, and the root cause's when it differs. */
    static String oneLine(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String text = describe(e);
        if (root != e) {
            text += " (caused by " + describe(root) + ")";
        }
        return text.replaceAll("\\s*\\R\\s*", " ");
    }

    private static String describe(Throwable e) {
        String message = e.getMessage();
        return e.getClass().getSimpleName() + (message == null || message.isBlank() ? "" : ": " + message);
    }
}
