package org.swapset.core.plugin;

import com.google.inject.AbstractModule;
import java.io.IOException;
import java.io.OutputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.swapset.spi.SwapsetPlugin;

/** Builds small plugin jars at test time: compiles Java sources against the SPI and Guice, and jars the classes. */
final class TestJars {

    private TestJars() {
    }

    /**
     * Compiles {@code sources} (class name to source text) and writes a jar listing {@code services} in
     * {@code META-INF/services/com.google.inject.Module}.
     */
    static Path pluginJar(Path jar, Path work, Map<String, String> sources, List<String> services) throws IOException {
        Path src = Files.createDirectories(work.resolve(jar.getFileName() + "-src"));
        Path classes = Files.createDirectories(work.resolve(jar.getFileName() + "-classes"));
        List<String> args = new ArrayList<>(List.of("-d", classes.toString(), "-classpath", classPath(),
                "--release", "17", "-nowarn"));
        for (Map.Entry<String, String> e : sources.entrySet()) {
            Path file = src.resolve(e.getKey().replace('.', '/') + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, e.getValue());
            args.add(file.toString());
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac.run(null, null, System.err, args.toArray(String[]::new)) != 0) {
            throw new IllegalStateException("test plugin sources did not compile");
        }
        // A plugin jar declares the SPI it was built for; the host refuses one that does not.
        java.util.jar.Manifest manifest = new java.util.jar.Manifest();
        manifest.getMainAttributes().put(java.util.jar.Attributes.Name.MANIFEST_VERSION, "1.0");
        manifest.getMainAttributes().putValue(org.swapset.spi.SpiVersion.MANIFEST_ATTRIBUTE,
                org.swapset.spi.SpiVersion.CURRENT_TEXT);
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest);
             Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                Files.copy(f, out);
                out.closeEntry();
            }
            out.putNextEntry(new JarEntry("META-INF/services/com.google.inject.Module"));
            writeLines(out, services);
            out.closeEntry();
        }
        return jar;
    }

    private static void writeLines(OutputStream out, List<String> lines) throws IOException {
        out.write((String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8));
    }

    private static String classPath() {
        List<String> entries = new ArrayList<>();
        for (Class<?> c : List.of(SwapsetPlugin.class, AbstractModule.class, jakarta.inject.Provider.class)) {
            try {
                entries.add(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
            } catch (URISyntaxException e) {
                throw new IllegalStateException(e);
            }
        }
        return String.join(java.io.File.pathSeparator, entries);
    }

    /** The source of a plugin contributing one processor factory with the given id. */
    static String processorPlugin(String pkg, String className, String id, String contributeBody) {
        return """
                package %1$s;

                import org.swapset.spi.Parameters;
                import org.swapset.spi.hardware.ProcessorFactory;
                import org.swapset.spi.hardware.ProcessorSpec;

                public final class %2$s extends org.swapset.spi.SwapsetPlugin {
                    @Override
                    protected void contribute(Contributions c) {
                        %4$s
                        c.add(new ProcessorFactory() {
                            public String id() { return "%3$s"; }
                            public String description() { return "a test processor"; }
                            public ProcessorSpec create(Parameters p) {
                                return new ProcessorSpec("%3$s", 1, 1.0, 24, 16L << 20);
                            }
                        });
                    }
                }
                """.formatted(pkg, className, id, contributeBody);
    }
}
