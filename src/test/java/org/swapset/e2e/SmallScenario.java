package org.swapset.e2e;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/** The end-to-end small system ({@code /e2e/small.yaml}) written to a file, with short runs and edits of the text. */
final class SmallScenario {

    private SmallScenario() {
    }

    /** The small system's text. */
    static String text() {
        try (InputStream in = SmallScenario.class.getResourceAsStream("/e2e/small.yaml")) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Writes {@code dir/name} with a 10 s warm-up and 40 s measured (a run takes moments), then each pair of
     * {@code replacements} (text to find, text to put) applied in turn.
     */
    static Path write(Path dir, String name, String... replacements) throws IOException {
        String text = text().replace("warmUp: 30s", "warmUp: 10s").replace("duration: 2min", "duration: 40s");
        for (int i = 0; i + 1 < replacements.length; i += 2) {
            text = text.replace(replacements[i], replacements[i + 1]);
        }
        return Files.writeString(dir.resolve(name), text);
    }
}
