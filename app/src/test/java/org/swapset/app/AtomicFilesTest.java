package org.swapset.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
    void aWriteTheFileSystemRefusesNamesTheFileAndLeavesWhatWasThere() throws IOException {
        Path target = Files.createDirectories(temp.resolve("out.json")); // a folder with a file in it: no rename
        Files.writeString(target.resolve("kept.txt"), "kept");

        CannotWriteException e = assertThrows(CannotWriteException.class, () -> AtomicFiles.write(target, "{}"));

        assertTrue(e.getMessage().startsWith("cannot write " + target + ": "), e.getMessage());
        assertTrue(e.getMessage().endsWith("; nothing was changed there"), e.getMessage());
        assertEquals("kept", Files.readString(target.resolve("kept.txt")));
        try (Stream<Path> files = Files.list(temp)) {
            assertEquals(1, files.count(), "no temporary file left");
        }
    }

    @Test
    void aMissingFolderIsBadInput() {
        assertThrows(BadInputException.class, () -> AtomicFiles.write(temp.resolve("no/out.csv"), "x"));
    }

    @Test
    void severalOutputsAreAllReplacedOrNoneIs() throws IOException {
        Path json = Files.writeString(temp.resolve("out.json"), "old json");
        Path csv = Files.writeString(temp.resolve("out.csv"), "old csv");
        Path blocked = Files.createDirectories(temp.resolve("out.html")); // cannot be replaced by a file
        java.util.LinkedHashMap<Path, String> outputs = new java.util.LinkedHashMap<>();
        outputs.put(json, "new json");
        outputs.put(csv, "new csv");
        outputs.put(blocked, "<html>");
        CannotWriteException e = assertThrows(CannotWriteException.class, () -> AtomicFiles.writeAll(outputs));
        assertTrue(e.getMessage().startsWith("cannot write " + blocked + ": "), e.getMessage());
        assertTrue(e.getMessage().endsWith("; none of the 3 output files was changed"), e.getMessage());
        assertEquals("old json", Files.readString(json));
        assertEquals("old csv", Files.readString(csv));
        try (Stream<Path> files = Files.list(temp)) {
            assertEquals(3, files.count(), "no temporary file left");
        }

        outputs.remove(blocked);
        AtomicFiles.writeAll(outputs);
        assertEquals("new json", Files.readString(json));
        assertEquals("new csv", Files.readString(csv));
    }
}
