package org.swapset.app;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.Callable;
import org.swapset.core.plugin.LoadedPlugin;
import org.swapset.core.plugin.PluginLoadFailure;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.PluginFamily;
import org.swapset.spi.SpiVersion;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code swapset plugins}: what each family offers, where it came from, its parameters, and jars that failed. */
@Command(name = "plugins", description = "List the loaded plugins by family, their parameters, and failed jars.")
final class PluginsCommand implements Callable<Integer> {

    private final Context context;

    @Mixin
    PluginOptions common;

    PluginsCommand(Context context) {
        this.context = context;
    }

    @Override
    public Integer call() {
        PluginRegistry registry = common.registry(context);
        // Where the jars were looked for: --plugins, else $SWAPSET_PLUGINS, else ~/.swapset/plugins.
        String folder = context.pluginsDir(common.plugins).map(Path::toString).orElse(Messages.NO_PLUGINS_FOLDER);
        print(registry, folder, context.out());
        return 0;
    }

    /** Writes the listing of {@code registry}, loaded from {@code folder}, to {@code out}. */
    static void print(PluginRegistry registry, String folder, PrintStream out) {
        out.println("Swapset SPI " + SpiVersion.CURRENT + " (loads plugins built for SPI "
                + SpiVersion.CURRENT.loadableRange() + ")");
        out.println("plugins folder: " + folder);
        out.println("plugins: " + registry.plugins().size());
        for (LoadedPlugin p : registry.plugins()) {
            out.println("  " + p.name() + " " + p.version() + ", built for SPI " + p.spiVersion() + " [" + p.source()
                    + "]");
        }
        for (PluginFamily family : PluginFamily.values()) {
            Map<String, PluginFactory> factories = registry.factories(family);
            out.println(plural(family.label()) + " (" + family.key() + "): " + factories.size());
            for (PluginFactory f : factories.values()) {
                String source = registry.pluginOf(f).map(LoadedPlugin::source).orElse("?");
                out.println("  " + f.id() + " - " + f.description() + " [" + source + "]");
                for (ParameterDescriptor p : f.parameters()) {
                    out.println("      " + Messages.parameter(p));
                }
            }
        }
        if (!registry.failures().isEmpty()) {
            out.println("failed plugin jars: " + registry.failures().size());
            for (PluginLoadFailure failure : registry.failures()) {
                out.println("  " + failure.source() + ": " + failure.reason());
            }
        }
        out.flush();
    }

    private static String plural(String label) {
        return label.endsWith("y") ? label.substring(0, label.length() - 1) + "ies" : label + "s";
    }
}
