package org.swapset.app.desktop.model;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Optional;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.plugin.PluginRegistry;

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
}
