package org.swapset.e2e;

import com.google.inject.AbstractModule;
import java.io.File;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.swapset.spi.SpiVersion;
import org.swapset.spi.SwapsetPlugin;

/**
 * Builds third-party plugin jars at test time: compiles Java sources with the system compiler against the SPI and
 * Guice, and packs the classes with a {@code META-INF/services/com.google.inject.Module} listing.
 */
final class PluginJars {

    private PluginJars() {
    }

    /** A plugin whose {@code contribute} adds a working replacement policy with the given id. */
    static String rotatingVictimPlugin(String pkg, String id) {
        return """
                package %1$s;

                import java.util.List;
                import org.swapset.spi.ParameterDescriptor;
                import org.swapset.spi.Parameters;
                import org.swapset.spi.policy.FrameView;
                import org.swapset.spi.policy.ReplacementPolicy;
                import org.swapset.spi.policy.ReplacementPolicyFactory;

                /** A third-party plugin: a replacement policy that takes reclaimable frames in turn, ignoring use. */
                public final class VictimPlugin extends org.swapset.spi.SwapsetPlugin {
                    @Override
                    protected void contribute(Contributions c) {
                        c.add(new ReplacementPolicyFactory() {
                            public String id() { return "%2$s"; }
                            public String description() { return "takes reclaimable frames in turn"; }
                            public List<ParameterDescriptor> parameters() {
                                return List.of(ParameterDescriptor.integer("stride", 1, 1, 64, "frames",
                                        "How far the hand moves after each victim."));
                            }
                            public ReplacementPolicy create(Parameters p) {
                                int stride = (int) p.integer("stride");
                                return new ReplacementPolicy() {
                                    private int hand;
                                    private long examined;
                                    public int selectVictims(FrameView frames, int wanted, int[] out) {
                                        int n = frames.frameCount();
                                        int found = 0;
                                        for (int looked = 0; looked < n && found < wanted; looked++) {
                                            int f = hand;
                                            hand = (hand + stride) %% n;
                                            examined++;
                                            if (frames.isReclaimable(f)) {
                                                out[found++] = f;
                                            }
                                        }
                                        return found;
                                    }
                                    public long framesExamined() { return examined; }
                                };
                            }
                        });
                    }
                }
                """.formatted(pkg, id);
    }

    /** A plugin whose {@code contribute} throws. */
    static String throwingPlugin(String pkg) {
        return """
                package %1$s;

                public final class BrokenPlugin extends org.swapset.spi.SwapsetPlugin {
                    @Override
                    protected void contribute(Contributions c) {
                        throw new IllegalStateException("the licence file is missing");
                    }
                }
                """.formatted(pkg);
    }

    /**
     * Compiles {@code sources} (class name to text) and writes {@code jar}, listing {@code service}, declaring this
     * SPI's version in its manifest.
     */
    static Path build(Path jar, Path work, Map<String, String> sources, String service) throws IOException {
        return build(jar, work, sources, service, SpiVersion.CURRENT_TEXT);
    }

    /**
     * Compiles {@code sources} and writes {@code jar}, listing {@code service}; its manifest declares
     * {@code spiVersion} as the SPI it was built for, or nothing when that is null.
     */
    static Path build(Path jar, Path work, Map<String, String> sources, String service, String spiVersion)
            throws IOException {
        Path src = Files.createDirectories(work.resolve(jar.getFileName() + ".src"));
        Path classes = Files.createDirectories(work.resolve(jar.getFileName() + ".classes"));
        List<String> args = new ArrayList<>(List.of("-d", classes.toString(), "-classpath", compileClassPath(),
                "--release", "17"));
        for (Map.Entry<String, String> e : sources.entrySet()) {
            Path file = src.resolve(e.getKey().replace('.', '/') + ".java");
            Files.createDirectories(file.getParent());
            Files.writeString(file, e.getValue());
            args.add(file.toString());
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        if (javac.run(null, null, System.err, args.toArray(String[]::new)) != 0) {
            throw new IllegalStateException("the test plugin did not compile");
        }
        Files.createDirectories(jar.getParent());
        Manifest manifest = new Manifest();
        manifest.getMainAttributes().put(Attributes.Name.MANIFEST_VERSION, "1.0");
        if (spiVersion != null) {
            manifest.getMainAttributes().putValue(SpiVersion.MANIFEST_ATTRIBUTE, spiVersion);
        }
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar), manifest);
             Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(f).toString().replace(File.separatorChar, '/')));
                Files.copy(f, out);
                out.closeEntry();
            }
            out.putNextEntry(new JarEntry("META-INF/services/com.google.inject.Module"));
            out.write((service + "\n").getBytes(StandardCharsets.UTF_8));
            out.closeEntry();
        }
        return jar;
    }

    /** The SPI, Guice and jakarta.inject jars (or class folders) of the test class path. */
    private static String compileClassPath() {
        List<String> entries = new ArrayList<>();
        for (Class<?> c : List.of(SwapsetPlugin.class, AbstractModule.class, jakarta.inject.Provider.class)) {
            try {
                entries.add(Path.of(c.getProtectionDomain().getCodeSource().getLocation().toURI()).toString());
            } catch (URISyntaxException e) {
                throw new IllegalStateException(e);
            }
        }
        return String.join(File.pathSeparator, entries);
    }
}
