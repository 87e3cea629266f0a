package org.swapset.e2e;

import java.io.File;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

/**
 * Builds {@code examples/wsclock-plugin} with Maven as its author would, against this build's SPI and kit, on a
 * machine that has only a JDK and Maven: nothing is installed into the user's local repository. A private local
 * repository under {@code target/} is seeded with hard links to the user's (the third-party artifacts the main build
 * already fetched; copies where links cannot be made), minus any {@code org/swapset} artifacts there, which may be
 * stale, plus this build's parent POMs, SPI and kit. Maven runs offline first and, if something is missing, once
 * more online.
 *
 * <p>Public for the desktop test that selects the example in the window ({@code org.swapset.app.desktop}); the test
 * classes of one run share one build ({@link #shared}).
 */
public final class ExamplePluginBuild {

    static final String VERSION = "0.1.0-SNAPSHOT";

    private static Path shared;

    private ExamplePluginBuild() {
    }

    /**
     * The example's jar, built once per test JVM under {@code target/e2e/example-build} (fresh: the folder is emptied
     * first), so the test classes that need it pay for one Maven build between them.
     */
    public static synchronized Path shared() throws IOException, InterruptedException {
        if (shared == null) {
            Path work = root().resolve("target/e2e/example-build");
            deleteTree(work);
            Files.createDirectories(work);
            shared = build(work);
        }
        return shared;
    }

    public static Path root() {
        return Path.of(System.getProperty("swapset.root", ".")).toAbsolutePath().normalize();
    }

    /** Builds the example in a copy under {@code work} and returns its jar. */
    static Path build(Path work) throws IOException, InterruptedException {
        Path root = root();
        Path repo = root.resolve("target/e2e/example-repo");
        seedRepository(repo);
        Path project = work.resolve("wsclock-plugin");
        copyTree(root.resolve("examples/wsclock-plugin"), project);
        Path log = work.resolve("maven.log");
        int code = maven(project, repo, log, true);
        if (code != 0) {
            code = maven(project, repo, log, false);
        }
        if (code != 0) {
            List<String> lines = Files.readAllLines(log);
            throw new AssertionError("the example plugin's build failed (exit " + code + "):\n"
                    + String.join("\n", lines.subList(Math.max(0, lines.size() - 40), lines.size())));
        }
        Path jar = project.resolve("target/wsclock-plugin-1.0.0.jar");
        if (!Files.isRegularFile(jar)) {
            throw new AssertionError("the example plugin's build made no " + jar);
        }
        return jar;
    }

    private static int maven(Path project, Path repo, Path log, boolean offline)
            throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(mvn(), "-B", "-ntp", "-Dmaven.repo.local=" + repo,
                "package"));
        if (offline) {
            command.add(1, "-o");
        }
        Process p = new ProcessBuilder(command).directory(project.toFile()).redirectErrorStream(true)
                .redirectOutput(log.toFile()).start();
        if (!p.waitFor(5, TimeUnit.MINUTES)) {
            p.destroyForcibly();
            throw new AssertionError("the example plugin's build took more than 5 minutes; log in " + log);
        }
        return p.exitValue();
    }

    private static String mvn() {
        String home = System.getProperty("swapset.maven.home");
        boolean windows = System.getProperty("os.name").toLowerCase().startsWith("windows");
        if (home != null && !home.isBlank()) {
            Path bin = Path.of(home, "bin", windows ? "mvn.cmd" : "mvn");
            if (Files.isRegularFile(bin)) {
                return bin.toString();
            }
        }
        return windows ? "mvn.cmd" : "mvn";
    }

    /** A fresh private repository: the user's third-party artifacts, and this build's Swapset ones. */
    static void seedRepository(Path repo) throws IOException {
        deleteTree(repo);
        Files.createDirectories(repo);
        Path user = Path.of(System.getProperty("swapset.m2",
                Path.of(System.getProperty("user.home"), ".m2", "repository").toString()));
        if (Files.isDirectory(user)) {
            Path swapset = user.resolve("org/swapset");
            try (Stream<Path> files = Files.walk(user)) {
                for (Path f : files.filter(Files::isRegularFile).filter(f -> !f.startsWith(swapset)).toList()) {
                    Path target = repo.resolve(user.relativize(f).toString());
                    Files.createDirectories(target.getParent());
                    try {
                        Files.createLink(target, f);
                    } catch (FileAlreadyExistsException e) {
                        // listed twice through a link: one is enough
                    } catch (IOException | UnsupportedOperationException e) {
                        Files.copy(f, target, StandardCopyOption.REPLACE_EXISTING);
                    }
                }
            }
        }
        Path root = root();
        install(repo, "swapset-parent", root.resolve("pom.xml"), null);
        install(repo, "swapset-core-parent", root.resolve("core/pom.xml"), null);
        install(repo, "swapset-spi", root.resolve("core/spi/pom.xml"), jarOf(org.swapset.spi.SpiVersion.class, repo));
        install(repo, "swapset-plugin-kit", root.resolve("core/kit/pom.xml"),
                jarOf(org.swapset.kit.PluginConformance.class, repo));
    }

    private static void install(Path repo, String artifact, Path pom, Path jar) throws IOException {
        Path dir = Files.createDirectories(repo.resolve("org/swapset/" + artifact + "/" + VERSION));
        Files.copy(pom, dir.resolve(artifact + "-" + VERSION + ".pom"), StandardCopyOption.REPLACE_EXISTING);
        if (jar != null) {
            Files.copy(jar, dir.resolve(artifact + "-" + VERSION + ".jar"), StandardCopyOption.REPLACE_EXISTING);
        }
    }

    /** The jar a class was loaded from; under {@code mvn test} it is a class folder, which is packed into one. */
    private static Path jarOf(Class<?> type, Path work) throws IOException {
        Path location;
        try {
            location = Path.of(type.getProtectionDomain().getCodeSource().getLocation().toURI());
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
        if (Files.isRegularFile(location)) {
            return location;
        }
        Path jar = work.resolve(type.getSimpleName() + "-classes.jar");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
             Stream<Path> files = Files.walk(location)) {
            for (Path f : files.filter(Files::isRegularFile).sorted().toList()) {
                out.putNextEntry(new JarEntry(location.relativize(f).toString().replace(File.separatorChar, '/')));
                Files.copy(f, out);
                out.closeEntry();
            }
        }
        return jar;
    }

    /** Copies the example's sources (its pom, README and src; not a target folder an author may have left). */
    private static void copyTree(Path from, Path to) throws IOException {
        try (Stream<Path> files = Files.walk(from)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                Path relative = from.relativize(f);
                if (relative.startsWith("target")) {
                    continue;
                }
                Path target = to.resolve(relative.toString());
                Files.createDirectories(target.getParent());
                Files.copy(f, target, StandardCopyOption.REPLACE_EXISTING);
            }
        }
    }

    static void deleteTree(Path dir) throws IOException {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.sorted(Comparator.reverseOrder()).toList()) {
                try {
                    Files.delete(f);
                } catch (IOException e) {
                    throw new UncheckedIOException("cannot delete " + f, e);
                }
            }
        }
    }

    static String read(Path file) throws IOException {
        return Files.readString(file, StandardCharsets.UTF_8);
    }
}
