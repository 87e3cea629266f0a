package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The autosave's files: the scenario and its unsaved variants come back exactly as written, texts of any shape
 * included; an autosave written before variants were kept still reads; clearing leaves nothing.
 */
class RecoveryTest {

    @TempDir
    Path temp;

    @Test
    void theScenarioAndItsVariantsComeBackExactlyAsWritten() throws Exception {
        Recovery recovery = new Recovery(temp.resolve("settings"));
        Recovery.Text base = new Recovery.Text("name: base\n", Optional.of(temp.resolve("base.yaml")),
                Optional.of("1700000000000/120"));
        // Texts a YAML block cannot hold as they are: trailing blanks, tabs, a document marker, no last newline.
        List<Recovery.Text> variants = List.of(
                new Recovery.Text("name: 'v1'  \n\tdescription: x\n---\n# é ✓\n", Optional.empty(), Optional.empty()),
                new Recovery.Text("  name: v2\r\nstorage: {real: 8MiB}", Optional.of(temp.resolve("v2.yaml")),
                        Optional.of("1700000000001/64")),
                new Recovery.Text("", Optional.of(temp.resolve("v3.json")), Optional.empty()));

        recovery.save(base, false, variants);

        Recovery.Found found = recovery.pending().orElseThrow();
        assertEquals(base, found.base());
        assertFalse(found.edited(), "autosaved for its variants only");
        assertEquals(variants, found.variants());
        try (Stream<Path> files = Files.list(temp.resolve("settings"))) {
            assertEquals(List.of("recovery-variants.yaml", "recovery.path", "recovery.yaml"),
                    files.map(p -> p.getFileName().toString()).sorted().toList(), "no temporary files left");
        }
    }

    @Test
    void anEditedScenarioWithoutVariantsOrFileLeavesNoVariantsFile() throws Exception {
        Recovery recovery = new Recovery(temp.resolve("settings"));
        recovery.save(new Recovery.Text("name: a\n", Optional.empty(), Optional.empty()), false,
                List.of(new Recovery.Text("name: b\n", Optional.empty(), Optional.empty())));
        recovery.save(new Recovery.Text("name: new\n", Optional.empty(), Optional.of("ignored without a file")),
                true, List.of());

        Recovery.Found found = recovery.pending().orElseThrow();
        assertEquals(new Recovery.Text("name: new\n", Optional.empty(), Optional.empty()), found.base());
        assertTrue(found.edited());
        assertEquals(List.of(), found.variants(), "the variants saved since are gone from the autosave");
        assertFalse(Files.exists(temp.resolve("settings/recovery-variants.yaml")));
    }

    @Test
    void anAutosaveFromBeforeVariantsWereKeptStillReads() throws Exception {
        Path settings = Files.createDirectories(temp.resolve("settings"));
        Recovery recovery = new Recovery(settings);
        Files.writeString(settings.resolve("recovery.yaml"), "name: old\n");

        // As the last version wrote them: the file and its stamp; the file alone (older still); no file.
        Files.writeString(settings.resolve("recovery.path"), "/work/a.yaml\n1700000000000/99");
        assertEquals(new Recovery.Found(new Recovery.Text("name: old\n", Optional.of(Path.of("/work/a.yaml")),
                Optional.of("1700000000000/99")), true, List.of()), recovery.pending().orElseThrow());
        Files.writeString(settings.resolve("recovery.path"), "/work/a.yaml");
        assertEquals(new Recovery.Found(new Recovery.Text("name: old\n", Optional.of(Path.of("/work/a.yaml")),
                Optional.empty()), true, List.of()), recovery.pending().orElseThrow());
        Files.writeString(settings.resolve("recovery.path"), "");
        assertEquals(new Recovery.Found(new Recovery.Text("name: old\n", Optional.empty(), Optional.empty()), true,
                List.of()), recovery.pending().orElseThrow());
        Files.delete(settings.resolve("recovery.path"));
        assertEquals(new Recovery.Found(new Recovery.Text("name: old\n", Optional.empty(), Optional.empty()), true,
                List.of()), recovery.pending().orElseThrow());
    }

    @Test
    void variantsLeftWithoutTheirScenarioAreNotOfferedAndClearingLeavesNothing() throws Exception {
        Path settings = temp.resolve("settings");
        Recovery recovery = new Recovery(settings);
        recovery.save(new Recovery.Text("name: a\n", Optional.empty(), Optional.empty()), true,
                List.of(new Recovery.Text("name: b\n", Optional.empty(), Optional.empty())));
        Files.delete(settings.resolve("recovery.yaml")); // a clear cut short after its first file
        assertTrue(recovery.pending().isEmpty(), "recovery.yaml, written last, is what says there is work");

        recovery.clear();
        try (Stream<Path> files = Files.list(settings)) {
            assertEquals(List.of(), files.toList());
        }
    }
}
