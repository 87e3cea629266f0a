package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The autosave: the scenario and its unsaved variants come back exactly as written, texts of any shape included, from
 * one file replaced whole; the files of earlier versions still read; what cannot be read is kept aside and named;
 * clearing leaves nothing.
 */
class RecoveryTest {

    @TempDir
    Path temp;

    private List<String> files(Path folder) throws IOException {
        try (Stream<Path> files = Files.list(folder)) {
            return files.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void theScenarioAndItsVariantsComeBackExactlyAsWrittenFromOneFile() throws Exception {
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
        assertEquals(Optional.empty(), found.unread());
        // One file, renamed into place whole: no moment pairs a scenario with another's file or variants.
        assertEquals(List.of("autosave.yaml"), files(temp.resolve("settings")), "no temporary files left");
    }

    @Test
    void eachSaveReplacesTheWholeSet() throws Exception {
        Recovery recovery = new Recovery(temp.resolve("settings"));
        recovery.save(new Recovery.Text("name: a\n", Optional.of(temp.resolve("a.yaml")), Optional.of("1/2")), false,
                List.of(new Recovery.Text("name: b\n", Optional.empty(), Optional.empty())));
        recovery.save(new Recovery.Text("name: new\n", Optional.empty(), Optional.of("ignored without a file")),
                true, List.of());

        Recovery.Found found = recovery.pending().orElseThrow();
        assertEquals(new Recovery.Text("name: new\n", Optional.empty(), Optional.empty()), found.base());
        assertTrue(found.edited());
        assertEquals(List.of(), found.variants(), "the variants saved since are gone from the autosave");
    }

    /** An earlier version's autosave: the text, and the given recovery.path and variants file when not null. */
    private Recovery earlier(String path, String variants) throws IOException {
        Path settings = Files.createDirectories(temp.resolve("settings"));
        Files.writeString(settings.resolve("recovery.yaml"), "name: old\n");
        if (path != null) {
            Files.writeString(settings.resolve("recovery.path"), path);
        }
        if (variants != null) {
            Files.writeString(settings.resolve("recovery-variants.yaml"), variants);
        }
        return new Recovery(settings);
    }

    @Test
    void anAutosaveOfEarlierVersionsStillReads() throws Exception {
        Recovery.Text old = new Recovery.Text("name: old\n", Optional.of(Path.of("/work/a.yaml")),
                Optional.of("1700000000000/99"));
        // With its variants in a file of their own, the scenario kept for them.
        Recovery recovery = earlier("/work/a.yaml\n1700000000000/99\nunedited",
                "- file: /work/v.yaml\n  text: |\n    name: v\n- text: \"name: w\\n\"\n");
        assertEquals(new Recovery.Found(old, false, List.of(
                new Recovery.Text("name: v\n", Optional.of(Path.of("/work/v.yaml")), Optional.empty()),
                new Recovery.Text("name: w\n", Optional.empty(), Optional.empty()))), recovery.pending().orElseThrow());
        Files.delete(temp.resolve("settings/recovery-variants.yaml"));
        // Before variants were kept: the file and its stamp; the file alone (older still); no file.
        Files.writeString(temp.resolve("settings/recovery.path"), "/work/a.yaml\n1700000000000/99");
        assertEquals(new Recovery.Found(old, true, List.of()), recovery.pending().orElseThrow());
        Files.writeString(temp.resolve("settings/recovery.path"), "/work/a.yaml");
        assertEquals(new Recovery.Found(new Recovery.Text("name: old\n", Optional.of(Path.of("/work/a.yaml")),
                Optional.empty()), true, List.of()), recovery.pending().orElseThrow());
        Files.writeString(temp.resolve("settings/recovery.path"), "");
        assertEquals(new Recovery.Found(new Recovery.Text("name: old\n", Optional.empty(), Optional.empty()), true,
                List.of()), recovery.pending().orElseThrow());
        Files.delete(temp.resolve("settings/recovery.path"));
        assertEquals(new Recovery.Found(new Recovery.Text("name: old\n", Optional.empty(), Optional.empty()), true,
                List.of()), recovery.pending().orElseThrow());

        // Saved again: the one file replaces them.
        recovery.save(old, true, List.of());
        assertEquals(List.of("autosave.yaml"), files(temp.resolve("settings")));
        assertEquals(new Recovery.Found(old, true, List.of()), recovery.pending().orElseThrow());
    }

    @Test
    void variantsOfAnEarlierVersionThatDoNotReadAreKeptAsideAndNamedAndTheScenarioStillOffered() throws Exception {
        String broken = "- text: [not, closed\n";
        Recovery recovery = earlier("/work/a.yaml\n\nunedited", broken);

        Recovery.Found found = recovery.pending().orElseThrow();

        assertEquals(new Recovery.Text("name: old\n", Optional.of(Path.of("/work/a.yaml")), Optional.empty()),
                found.base());
        assertEquals(List.of(), found.variants());
        List<String> left = files(temp.resolve("settings"));
        assertEquals(3, left.size(), left.toString());
        String aside = left.get(0);
        assertTrue(aside.startsWith("recovery-variants.yaml.unreadable-"), aside);
        assertEquals(broken, Files.readString(temp.resolve("settings").resolve(aside)));
        String unread = found.unread().orElseThrow();
        assertTrue(unread.startsWith("its what-if variants could not be read (") && unread.endsWith(
                "); they are kept in " + temp.resolve("settings").resolve(aside)), unread);
        assertFalse(unread.contains("\n"), "the parser's first line only: " + unread);

        recovery.clear();
        assertEquals(List.of(aside), files(temp.resolve("settings")), "clearing keeps what was put aside");
    }

    @Test
    void variantsThatDoNotReadInTheFileAreKeptAsideWithItAndTheScenarioStaysInTheAutosave() throws Exception {
        Path settings = Files.createDirectories(temp.resolve("settings"));
        String later = "edited: true\ntext: |\n  name: a\nvariants: {format: 3}\n"; // as a later version might
        Files.writeString(settings.resolve("autosave.yaml"), later);
        Recovery recovery = new Recovery(settings);

        Recovery.Found found = recovery.pending().orElseThrow();

        Recovery.Text base = new Recovery.Text("name: a\n", Optional.empty(), Optional.empty());
        assertEquals(base, found.base());
        assertTrue(found.edited());
        List<String> left = files(settings);
        assertEquals(2, left.size(), left.toString());
        assertTrue(left.get(1).startsWith("autosave.yaml.unreadable-"), left.toString());
        assertEquals(later, Files.readString(settings.resolve(left.get(1))));
        assertTrue(found.unread().orElseThrow().contains("(not a list of variants); they are kept in "
                + settings.resolve(left.get(1))), found.unread().get());
        assertEquals(new Recovery.Found(base, true, List.of()), recovery.pending().orElseThrow(),
                "the autosave holds what could be read, and is asked about once");
    }

    @Test
    void anAutosaveThatDoesNotReadIsKeptAsideAndNamed() throws Exception {
        Path settings = Files.createDirectories(temp.resolve("settings"));
        Files.writeString(settings.resolve("autosave.yaml"), "edited: [true\n");
        Recovery recovery = new Recovery(settings);

        IOException e = assertThrows(IOException.class, recovery::pending);

        List<String> left = files(settings);
        assertEquals(1, left.size());
        assertTrue(left.get(0).startsWith("autosave.yaml.unreadable-"), left.toString());
        assertTrue(e.getMessage().startsWith("the autosave could not be read (") && e.getMessage().endsWith(
                "); it is kept in " + settings.resolve(left.get(0))), e.getMessage());
        assertTrue(recovery.pending().isEmpty());
    }

    @Test
    void filesLeftWithoutTheirScenarioAreNotOfferedAndClearingLeavesNothing() throws Exception {
        Path settings = Files.createDirectories(temp.resolve("settings"));
        Recovery recovery = new Recovery(settings);
        // An earlier version's clear cut short after its first file.
        Files.writeString(settings.resolve("recovery.path"), "/work/a.yaml");
        Files.writeString(settings.resolve("recovery-variants.yaml"), "- text: x\n");
        assertTrue(recovery.pending().isEmpty(), "recovery.yaml is what said there is work");
        recovery.save(new Recovery.Text("name: a\n", Optional.empty(), Optional.empty()), true, List.of());

        recovery.clear();
        assertEquals(List.of(), files(settings));
    }
}
