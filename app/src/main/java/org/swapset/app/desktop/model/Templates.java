package org.swapset.app.desktop.model;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystem;
import java.nio.file.FileSystemAlreadyExistsException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The scenarios bundled with the application (the repository's {@code scenarios/} folder, packed into the jar),
 * offered as templates for a new scenario.
 */
public final class Templates {

    private static final String FOLDER = "scenarios/";
    private static final String MARKER = FOLDER + "default.yaml";

    private Templates() {
    }

    /** The bundled scenario file names, sorted. */
    public static List<String> names() {
        URL marker = Templates.class.getClassLoader().getResource(MARKER);
        if (marker == null) {
            throw new IllegalStateException("the bundled " + MARKER + " is missing from the class path");
        }
        try {
            URI uri = marker.toURI();
            if (uri.getScheme().equals("jar")) {
                try (FileSystem jar = jarFileSystem(uri)) {
                    return list(jar.getPath("/" + FOLDER));
                } catch (UnsupportedOperationException e) {
                    // The jar's file system was already open (and is not ours to close).
                    return list(FileSystems.getFileSystem(uri).getPath("/" + FOLDER));
                }
            }
            return list(Path.of(uri).getParent());
        } catch (URISyntaxException | IOException e) {
            throw new IllegalStateException("cannot list the bundled scenarios: " + e.getMessage(), e);
        }
    }

    private static FileSystem jarFileSystem(URI uri) throws IOException {
        try {
            return FileSystems.newFileSystem(uri, Map.of());
        } catch (FileSystemAlreadyExistsException e) {
            throw new UnsupportedOperationException(e);
        }
    }

    private static List<String> list(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString().replace("/", ""))
                    .filter(n -> n.endsWith(".yaml") || n.endsWith(".yml") || n.endsWith(".json"))
                    .sorted().toList();
        }
    }

    /** The text of a bundled scenario. */
    public static String text(String name) {
        try (InputStream in = Templates.class.getClassLoader().getResourceAsStream(FOLDER + name)) {
            if (in == null) {
                throw new IllegalArgumentException("no bundled scenario '" + name + "'; bundled: " + names());
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
