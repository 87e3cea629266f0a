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
            // Less the locks each session holds on its autosave, which stay.
            return files.map(p -> p.getFileName().toString()).filter(n -> !n.endsWith(".lock")).sorted().toList();
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

        // Taken and saved again: the one file replaces them.
        recovery.taken();
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

        recovery.taken();
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

    @Test
    void anEarlierVersionsPathFileThatDoesNotReadIsKeptAsideAndTheTextOfferedWithoutAFile() throws Exception {
        Recovery recovery = earlier(null, null);
        Path settings = temp.resolve("settings");
        Files.write(settings.resolve("recovery.path"), new byte[] {'/', 'a', (byte) 0xC3, '\n'}); // not UTF-8

        Recovery.Found found = recovery.pending().orElseThrow();

        assertEquals(new Recovery.Text("name: old\n", Optional.empty(), Optional.empty()), found.base());
        List<String> left = files(settings);
        assertTrue(left.contains("recovery.yaml"), "the text is not touched: " + left);
        String aside = left.stream().filter(n -> n.startsWith("recovery.path.unreadable-")).findFirst().orElseThrow();
        assertTrue(found.unread().orElseThrow().endsWith("that is kept in " + settings.resolve(aside)),
                found.unread().get());
    }

    @Test
    void anAutosaveThatDoesNotReadFallsBackToAnEarlierVersionsFilesAndNamesWhereItIsKept() throws Exception {
        Recovery recovery = earlier("/work/a.yaml", null);
        Path settings = temp.resolve("settings");
        Files.writeString(settings.resolve("autosave.yaml"), "edited: [true\n");

        Recovery.Found found = recovery.pending().orElseThrow();

        assertEquals(new Recovery.Text("name: old\n", Optional.of(Path.of("/work/a.yaml")), Optional.empty()),
                found.base());
        String aside = files(settings).stream().filter(n -> n.startsWith("autosave.yaml.unreadable-")).findFirst()
                .orElseThrow();
        assertTrue(found.unread().orElseThrow().startsWith("the autosave could not be read (")
                && found.unread().get().endsWith("it is kept in " + settings.resolve(aside)), found.unread().get());
        assertTrue(files(settings).containsAll(List.of("recovery.path", "recovery.yaml")));
    }

    @Test
    void theNewerOfAnAutosaveAndAnEarlierVersionsFilesIsOfferedAndOnlyWhatWasReadOrOlderGoes() throws Exception {
        Path settings = Files.createDirectories(temp.resolve("settings"));
        Recovery lost = new Recovery(settings);
        lost.save(new Recovery.Text("name: older\n", Optional.empty(), Optional.empty()), true, List.of());
        lost.close();
        Files.setLastModifiedTime(settings.resolve("autosave.yaml"),
                java.nio.file.attribute.FileTime.fromMillis(System.currentTimeMillis() - 60_000));
        Recovery recovery = earlier(null, null); // written since, by an earlier version run after this one

        assertEquals("name: old\n", recovery.pending().orElseThrow().base().text());
        recovery.save(new Recovery.Text("name: other\n", Optional.empty(), Optional.empty()), true, List.of());
        assertTrue(files(settings).contains("recovery.yaml"), "not taken: still there " + files(settings));

        recovery.pending();
        recovery.taken();
        recovery.clear();
        // The older autosave is a session's of this version: kept, and offered next (an older earlier-version
        // autosave behind a newer autosave.yaml is what goes with it).
        assertEquals(List.of("autosave.yaml"), files(settings), "taken: the files read go");
        assertEquals("name: older\n", new Recovery(settings).pending().orElseThrow().base().text());
    }

    @Test
    void aRunningSessionsAutosaveIsNotOfferedNorOverwrittenByAnother() throws Exception {
        Path settings = Files.createDirectories(temp.resolve("settings"));
        Recovery.Text a = new Recovery.Text("name: a\n", Optional.empty(), Optional.empty());
        Recovery.Text b = new Recovery.Text("name: b\n", Optional.empty(), Optional.empty());
        Recovery first = new Recovery(settings);
        first.save(a, true, List.of());

        Recovery second = new Recovery(settings);
        assertTrue(second.pending().isEmpty(), "the first session is alive: its work is not offered");
        second.save(b, true, List.of());
        assertEquals(List.of("autosave-2.yaml", "autosave.yaml"), files(settings));
        second.clear();
        assertEquals(List.of("autosave.yaml"), files(settings), "clearing its own leaves the other's");
        first.save(a, true, List.of());

        first.close(); // the first session dies
        Recovery third = new Recovery(settings);
        assertEquals(a, third.pending().orElseThrow().base());
        third.taken();
        third.save(a, true, List.of());
        assertEquals(List.of("autosave-2.yaml"), files(settings), "recovered into its own, the dead one's gone");
        third.close();
    }

    @Test
    void twoSessionsThatEndedWithoutSavingAreOfferedOneAStartTheOtherCountedAndKept() throws Exception {
        Path settings = Files.createDirectories(temp.resolve("settings"));
        Recovery.Text a = new Recovery.Text("name: a\n", Optional.empty(), Optional.empty());
        Recovery.Text b = new Recovery.Text("name: b\n", Optional.empty(), Optional.empty());
        Recovery first = new Recovery(settings);
        first.save(a, true, List.of());
        Recovery second = new Recovery(settings);
        second.save(b, true, List.of());
        Files.setLastModifiedTime(settings.resolve("autosave.yaml"), java.nio.file.attribute.FileTime.fromMillis(1000));
        first.close();
        second.close(); // both die; the second's work is the newer

        Recovery next = new Recovery(settings);
        assertEquals(b, next.pending().orElseThrow().base(), "the newest first");
        assertEquals(1, next.othersWaiting());
        next.taken();
        next.save(b, true, List.of());
        assertEquals(List.of("autosave-3.yaml", "autosave.yaml"), files(settings),
                "recovered into a new autosave of its own, the other session's work untouched");
        next.close();

        Recovery after = new Recovery(settings);
        assertTrue(after.pending().isPresent());
        assertEquals(1, after.othersWaiting(), "the work recovered and not saved is kept too");
        after.decline();
        Recovery last = new Recovery(settings);
        assertTrue(last.pending().isPresent());
        assertEquals(0, last.othersWaiting());
        last.close();
    }

    @Test
    void anEndedSessionsWorkIsOfferedToOneStartingSessionAtATimeUntilItIsAnswered() throws Exception {
        Path settings = temp.resolve("settings");
        Recovery ended = new Recovery(settings);
        ended.save(new Recovery.Text("name: lost\n", Optional.empty(), Optional.empty()), true, List.of());
        ended.close(); // the session ended without saving

        Recovery a = new Recovery(settings);
        Recovery b = new Recovery(settings);
        assertTrue(a.pending().isPresent(), "A asks: recover?");
        // Two sessions starting at once (two files opened together): while A's question is up, B starts.
        assertTrue(b.pending().isEmpty(), "not offered to B as well, to be recovered twice");
        a.postponed(); // A: Ask next time
        assertTrue(b.pending().isPresent(), "left for later by A, it is B's to answer");
        b.taken();
        b.save(new Recovery.Text("name: lost\n", Optional.empty(), Optional.empty()), true, List.of());
        assertEquals(List.of("autosave-2.yaml"), files(settings), "recovered into B's own, the ended one's gone");
        Recovery c = new Recovery(settings);
        assertTrue(c.pending().isEmpty(), "B is running: its autosave is not offered");
        a.close();
        b.close();
        c.close();
    }
}
