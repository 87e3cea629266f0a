package org.swapset.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Report files are replaced whole and leave no temporary file behind. */
class AtomicFilesTest {

    @TempDir
    Path temp;

    @Test
    void writingReplacesTheFileAndLeavesNothingElse() throws IOException {
        Path target = temp.resolve("out.json");
        Files.writeString(target, "old content that is longer than the new");

        AtomicFiles.write(target, "{}");

        assertEquals("{}", Files.readString(target));
        try (Stream<Path> files = Files.list(temp)) {
            assertEquals(1, files.count());
        }
    }

    @Test
    void aMissingFolderIsBadInput() {
        assertThrows(BadInputException.class, () -> AtomicFiles.write(temp.resolve("no/out.csv"), "x"));
    }
}
