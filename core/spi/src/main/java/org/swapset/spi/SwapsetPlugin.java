package org.swapset.spi;

import com.google.inject.AbstractModule;
import com.google.inject.multibindings.MapBinder;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.CodeSource;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.jar.JarFile;
import java.util.jar.Manifest;

/**
 * The base class of a plugin: a Guice module, found through {@code java.util.ServiceLoader} (list the subclass in
 * {@code META-INF/services/com.google.inject.Module}), that contributes factories to the host.
 *
 * <pre>{@code
 * public final class MyPolicies extends SwapsetPlugin {
 *     @Override protected void contribute(Contributions c) {
 *         c.add(new WsClockFactory());
 *     }
 * }
 * }</pre>
 *
 * Each factory goes into a {@code MapBinder<String, F>} keyed by its id, where {@code F} is its family's factory
 * interface (see {@link #mapBinderKeyType}). The host reads {@link #factories()} before it builds the injector so
 * that it can name both jars when two plugins claim one id.
 */
public abstract class SwapsetPlugin extends AbstractModule {

    /** Where a plugin adds its factories. */
    public interface Contributions {
        /** Adds one factory; its id must be well formed and unique within this plugin and family. */
        void add(PluginFactory factory);
    }

    /** Adds this plugin's factories. Called once when the host inspects the plugin and once when it binds it. */
    protected abstract void contribute(Contributions contributions);

    /** A short name for messages and the plugins view; the simple class name unless overridden. */
    public String name() {
        return getClass().getSimpleName();
    }

    /** The plugin's version, from its jar manifest's Implementation-Version, or "dev". */
    public String version() {
        String v = getClass().getPackage() == null ? null : getClass().getPackage().getImplementationVersion();
        return v == null ? "dev" : v;
    }

    /**
     * The SPI version this plugin was built for, which the host checks before it uses the plugin (see
     * {@link SpiVersion} for the rule). By default, the {@value SpiVersion#MANIFEST_ATTRIBUTE} attribute of the
     * manifest of the jar the plugin's class was loaded from; empty when there is none (a class folder, or a jar that
     * does not declare it). A plugin may override this instead of writing the manifest attribute:
     *
     * <pre>{@code
     * @Override public Optional<SpiVersion> spiVersion() {
     *     return Optional.of(SpiVersion.parse(SpiVersion.CURRENT_TEXT)); // the constant is compiled into the plugin
     * }
     * }</pre>
     *
     * @throws IllegalArgumentException when the manifest attribute is not {@code MAJOR.MINOR}
     */
    public Optional<SpiVersion> spiVersion() {
        CodeSource code = getClass().getProtectionDomain().getCodeSource();
        if (code == null || code.getLocation() == null) {
            return Optional.empty();
        }
        Path jar;
        try {
            jar = Path.of(code.getLocation().toURI());
        } catch (URISyntaxException | IllegalArgumentException | java.nio.file.FileSystemNotFoundException e) {
            return Optional.empty();
        }
        if (!Files.isRegularFile(jar)) {
            return Optional.empty();
        }
        try (JarFile file = new JarFile(jar.toFile())) {
            Manifest manifest = file.getManifest();
            String text = manifest == null ? null : manifest.getMainAttributes().getValue(SpiVersion.MANIFEST_ATTRIBUTE);
            return text == null ? Optional.empty() : Optional.of(SpiVersion.parse(text));
        } catch (IOException e) {
            return Optional.empty();
        }
    }

    /** The factories this plugin contributes, in the order it adds them. */
    public final List<PluginFactory> factories() {
        List<PluginFactory> list = new ArrayList<>();
        contribute(factory -> {
            Objects.requireNonNull(factory, "factory");
            if (!PluginFactory.isValidId(factory.id())) {
                throw new IllegalArgumentException(name() + ": plugin id '" + factory.id()
                        + "' is not lower-case words joined by hyphens");
            }
            if (!factory.family().factoryType().isInstance(factory)) {
                throw new IllegalArgumentException(name() + ": factory '" + factory.id() + "' says it is a "
                        + factory.family().label() + " but does not implement "
                        + factory.family().factoryType().getSimpleName());
            }
            for (PluginFactory f : list) {
                if (f.family() == factory.family() && f.id().equals(factory.id())) {
                    throw new IllegalArgumentException(name() + " adds two " + factory.family().label()
                            + "s with id '" + factory.id() + "'");
                }
            }
            list.add(factory);
        });
        return Collections.unmodifiableList(list);
    }

    @Override
    protected final void configure() {
        for (PluginFactory factory : factories()) {
            mapBinder(factory.family()).addBinding(factory.id()).toInstance(factory);
        }
    }

    @SuppressWarnings("unchecked")
    private MapBinder<String, PluginFactory> mapBinder(PluginFamily family) {
        return MapBinder.newMapBinder(binder(), String.class, (Class<PluginFactory>) mapBinderKeyType(family));
    }

    /** The value type of the map binder that holds a family's factories. */
    public static Class<? extends PluginFactory> mapBinderKeyType(PluginFamily family) {
        return family.factoryType();
    }
}
