package org.swapset.app.desktop.model;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLGenerator;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.swapset.app.AtomicFiles;
import org.yaml.snakeyaml.LoaderOptions;

/**
 * The autosave of unsaved work, in one file in the settings folder: the scenario's text, the file it belongs to (if it
 * has one) and whether it has edits of its own, and the what-if variants with unsaved edits, each with its text and
 * the file it was last saved to. The file is replaced whole in one atomic rename, so the scenario and its variants are
 * always of the same moment (a crash never pairs one file's text with another's path, nor a scenario with variants it
 * no longer has), and it is deleted when the work is saved or discarded. While variants are unsaved the base is
 * autosaved too, edited or not, as what they are variants of.
 *
 * <p>Each session (a running instance) has its own autosave, held under an OS lock on {@code NAME.lock} beside it
 * while it has unsaved work: the first of {@code autosave.yaml}, {@code autosave-2.yaml}... that holds no work and
 * whose lock it takes. An autosave whose lock is free at start-up was left by a session that ended without saving;
 * {@link #pending()} offers the newest such, and never one a running session holds; it takes the offered one's lock
 * (so that two sessions starting at once are not both offered it) and keeps it until the work is taken and its file
 * deleted, declined, set aside or the session ends. Nothing offered is deleted
 * unless the work is {@link #taken()} (it then goes when this session's autosave is next written or cleared); a
 * {@link #decline() declined} one is moved aside as {@code NAME.declined-TIME}; one left unanswered stays.
 *
 * <p>Earlier versions wrote three files, still read: the text in {@code recovery.yaml}, the file and its stamp (and
 * "unedited") in {@code recovery.path}, the variants in {@code recovery-variants.yaml}; the newer of them and an
 * autosave is offered. What cannot be read (a disk error, a later version's format) is never deleted: it is moved
 * aside as {@code NAME.unreadable-TIME} (copied, when the autosave is rewritten with what could be read) and named,
 * in {@link Found#unread}, or in the exception {@link #pending()} throws when nothing can be read.
 */
public final class Recovery {

    /**
     * One scenario's autosaved text.
     *
     * @param text     the scenario text
     * @param original the file it was edited from or last saved to, when it had one
     * @param stamp    that file's modification time and size when it was opened or last saved there, as the
     *                 workspace records them; empty when not known (no file, or an autosave from before they were
     *                 kept)
     */
    public record Text(String text, Optional<Path> original, Optional<String> stamp) {
    }

    /**
     * Work found at start-up.
     *
     * @param base     the scenario
     * @param edited   whether the scenario itself had unsaved edits; when not, it is here for the variants
     * @param variants its what-if variants with unsaved edits, in order
     * @param unread   when part of it could not be read, what to tell the user: "its what-if variants could not be
     *                 read (WHY); they are kept in FILE", and likewise for the file it belongs to or a newer autosave
     */
    public record Found(Text base, boolean edited, List<Text> variants, Optional<String> unread) {

        /** Work read whole. */
        public Found(Text base, boolean edited, List<Text> variants) {
            this(base, edited, variants, Optional.empty());
        }
    }

    /** The file: a map, each text as a literal block; as long as the texts, which are trusted. */
    private static final YAMLMapper YAML = yaml();

    /** The word on the third line of an earlier version's {@code recovery.path} for a base kept for its variants. */
    private static final String UNEDITED = "unedited";

    /** The names of the sessions' autosaves: the first running one's, then a second's at once... */
    private static final Pattern SLOT = Pattern.compile("autosave(-[0-9]+)?\\.yaml");

    /**
     * The locks this JVM holds, by lock file: the OS lock is the process's, so two sessions in one JVM (tests) tell
     * each other's apart here; a second channel on a locked file would be refused or, closed, drop the lock.
     */
    private static final Map<Path, FileLock> HELD = new HashMap<>();

    private final Path dir;
    /** This session's autosave, while it has one (its lock held); null when it has nothing unsaved. */
    private Path own;
    private final Path textFile;
    private final Path pathFile;
    private final Path variantsFile;
    /** The files the work {@link #pending()} found was read from, and older ones it supersedes. */
    private final Set<Path> offered = new LinkedHashSet<>();
    /** Files to delete when the autosave is next written or cleared: the work in them was taken. */
    private final Set<Path> superseded = new LinkedHashSet<>();
    /** Autosaves of other ended sessions that {@link #pending()} found beside the one it offers. */
    private int othersWaiting;

    public Recovery(Path settingsDir) {
        this.dir = settingsDir;
        this.textFile = settingsDir.resolve("recovery.yaml");
        this.pathFile = settingsDir.resolve("recovery.path");
        this.variantsFile = settingsDir.resolve("recovery-variants.yaml");
    }

    /** Saves unsaved work: the scenario, whether it is edited, and its unsaved variants (see {@link Found}). */
    public void save(Text base, boolean edited, List<Text> variants) throws IOException {
        Files.createDirectories(dir);
        if (own == null) {
            own = claim();
        }
        write(own, base, edited, variants);
        clearSuperseded();
    }

    /**
     * This session's autosave: the first of {@code autosave.yaml}, {@code autosave-2.yaml}... that no file holds
     * (work of a running session, or left for the next start) and whose lock it takes, held until it is cleared or
     * the session ends.
     */
    private Path claim() {
        for (int n = 1; ; n++) {
            Path slot = dir.resolve(n == 1 ? "autosave.yaml" : "autosave-" + n + ".yaml");
            if (!Files.exists(slot) && lock(slot)) {
                if (!Files.exists(slot)) {
                    return slot;
                }
                unlock(slot); // written by a session that has just ended
            }
        }
    }

    /** Whether no running session holds {@code autosave}: its work was left by one that ended. */
    private static boolean free(Path autosave) {
        if (!lock(autosave)) {
            return false;
        }
        unlock(autosave);
        return true;
    }

    /**
     * Takes the lock of an autosave, kept in {@code NAME.lock} beside it; false when a running session holds it. A
     * lock file that cannot be opened (a read-only folder) counts as free: no running session could have made it.
     */
    private static boolean lock(Path autosave) {
        Path lockFile = lockOf(autosave);
        synchronized (HELD) {
            if (HELD.containsKey(lockFile)) {
                return false;
            }
            FileChannel channel;
            try {
                channel = FileChannel.open(lockFile, StandardOpenOption.CREATE,
                        StandardOpenOption.WRITE);
            } catch (IOException e) {
                return true;
            }
            try {
                FileLock lock = channel.tryLock();
                if (lock != null) {
                    HELD.put(lockFile, lock);
                    return true;
                }
            } catch (IOException | OverlappingFileLockException e) {
                // held by another
            }
            try {
                channel.close();
            } catch (IOException e) {
                // nothing held
            }
            return false;
        }
    }

    /**
     * {@code NAME.lock} beside an autosave, as one absolute path however the folder was named: this JVM must never
     * open a second channel on a file it holds locked (closing it may drop the lock).
     */
    private static Path lockOf(Path autosave) {
        return autosave.toAbsolutePath().normalize().resolveSibling(autosave.getFileName() + ".lock");
    }

    private static void unlock(Path autosave) {
        Path lockFile = lockOf(autosave);
        synchronized (HELD) {
            FileLock lock = HELD.remove(lockFile);
            if (lock != null) {
                try {
                    lock.channel().close();
                } catch (IOException e) {
                    // released with the process
                }
            }
        }
    }

    /**
     * The session ends: its autosave, if it has one, stays for the next start to offer, and its lock is released
     * (as it is when the process dies).
     */
    public void close() {
        if (own != null) {
            unlock(own);
            own = null;
        }
        release(offered);
        release(superseded);
    }

    /** Releases the locks of offered autosaves (other sessions' files; never this session's own). */
    private void release(java.util.Collection<Path> files) {
        for (Path p : files) {
            if (!p.equals(own)) {
                unlock(p);
            }
        }
    }

    private static void write(Path to, Text base, boolean edited, List<Text> variants) throws IOException {
        Files.createDirectories(to.getParent());
        Map<String, Object> all = new LinkedHashMap<>();
        all.put("edited", edited);
        all.putAll(entry(base));
        all.put("variants", variants.stream().map(Recovery::entry).toList());
        AtomicFiles.write(to, YAML.writeValueAsString(all));
    }

    private static Map<String, String> entry(Text t) {
        Map<String, String> entry = new LinkedHashMap<>();
        t.original().ifPresent(p -> entry.put("file", p.toAbsolutePath().toString()));
        t.original().flatMap(p -> t.stamp()).ifPresent(s -> entry.put("stamp", s));
        entry.put("text", t.text());
        return entry;
    }

    /**
     * The work left by a session that ended without saving, if any: the newer of {@code autosave.yaml} and an earlier
     * version's files when both are there, the other when the newer cannot be read (named in {@link Found#unread}).
     * Variants that cannot be read are kept aside and named in {@link Found#unread}, and the scenario is still
     * offered. Nothing is deleted here: what is offered goes when it is {@link #taken()} and the autosave next written
     * or cleared, or aside when it is {@link #decline() declined}.
     *
     * @throws IOException when no autosave can be read at all; what could not be read has been moved aside (when the
     *                     folder allows), and the message names where it is
     */
    public Optional<Found> pending() throws IOException {
        release(offered);
        offered.clear();
        othersWaiting = 0;
        List<Path> sources = new ArrayList<>();
        try (Stream<Path> all = Files.list(dir)) {
            all.filter(p -> SLOT.matcher(p.getFileName().toString()).matches() && Files.isRegularFile(p))
                    .filter(p -> p.equals(own) || free(p)).forEach(sources::add);
        } catch (NoSuchFileException e) {
            return Optional.empty();
        }
        if (Files.isRegularFile(textFile)) {
            sources.add(textFile);
        }
        sources.sort(Comparator.comparingLong(Recovery::modified).reversed()
                .thenComparing(p -> p.equals(textFile))); // the newest; of the same moment, this version's
        List<String> failed = new ArrayList<>();
        for (int i = 0; i < sources.size(); i++) {
            Path source = sources.get(i);
            if (source != textFile && !source.equals(own) && !lock(source)) {
                continue; // found free, and taken since by a session starting beside this one
            }
            try {
                Found found = source == textFile ? readEarlier() : readFile(source);
                offered.addAll(source == textFile ? earlier() : List.of(source));
                if (source != textFile && sources.subList(i, sources.size()).contains(textFile)) {
                    offered.addAll(earlier()); // older: superseded by this autosave
                }
                othersWaiting = (int) sources.subList(i + 1, sources.size()).stream()
                        .filter(p -> p != textFile).count();
                if (failed.isEmpty()) {
                    return Optional.of(found);
                }
                List<String> notes = new ArrayList<>(failed);
                found.unread().ifPresent(notes::add);
                return Optional.of(new Found(found.base(), found.edited(), found.variants(),
                        Optional.of(String.join("; ", notes))));
            } catch (IOException e) {
                failed.add(e.getMessage());
                if (!source.equals(own)) {
                    unlock(source);
                }
            }
        }
        if (!failed.isEmpty()) {
            throw new IOException(String.join("; ", failed));
        }
        return Optional.empty();
    }

    /**
     * How many autosaves of other sessions that ended without saving were found, by the last {@link #pending()},
     * beside the one it offers: one is offered a start (the window holds one scenario), and these wait, untouched,
     * for the next starts.
     */
    public int othersWaiting() {
        return othersWaiting;
    }

    private List<Path> earlier() {
        return List.of(textFile, pathFile, variantsFile);
    }

    private static long modified(Path p) {
        try {
            return Files.getLastModifiedTime(p).toMillis();
        } catch (IOException e) {
            return Long.MIN_VALUE;
        }
    }

    private Found readFile(Path file) throws IOException {
        JsonNode all;
        try {
            all = YAML.readTree(file.toFile());
            if (all == null || !all.path("text").isTextual()) {
                throw new IOException("it holds no scenario text");
            }
        } catch (IOException e) {
            throw new IOException("the autosave could not be read (" + why(e) + "); it is kept in " + aside(file), e);
        }
        Text base = text(all.path("text").asText(), all.path("file").asText(""), all.path("stamp").asText(""));
        boolean edited = all.path("edited").asBoolean(true);
        try {
            return new Found(base, edited, variants(all.path("variants")));
        } catch (IOException e) {
            // All of it kept: a copy aside, then the autosave replaced in one rename by what could be read, of the
            // same moment. A crash between the two leaves both.
            String unread = unread(e, copyAside(file));
            try {
                write(file, base, edited, List.of());
            } catch (IOException notNow) {
                // Offered all the same; recovering or discarding it writes or clears the autosave again.
            }
            return new Found(base, edited, List.of(), Optional.of(unread));
        }
    }

    private Found readEarlier() throws IOException {
        String text;
        try {
            text = Files.readString(textFile);
        } catch (IOException e) {
            throw new IOException("the autosave could not be read (" + why(e) + "); it is kept in "
                    + aside(textFile), e);
        }
        String paths;
        Optional<String> unreadPath = Optional.empty();
        try {
            paths = Files.isRegularFile(pathFile) ? Files.readString(pathFile) : "";
        } catch (IOException e) {
            // The text is offered without a file: saving it asks where.
            paths = "";
            unreadPath = Optional.of("the file it belongs to could not be read (" + why(e) + "); that is kept in "
                    + aside(pathFile));
        }
        String[] lines = paths.split("\n", -1);
        String path = lines[0].strip();
        String stamp = lines.length > 1 ? lines[1].strip() : "";
        boolean edited = lines.length < 3 || !lines[2].strip().equals(UNEDITED);
        Text base = text(text, path, stamp);
        if (!Files.isRegularFile(variantsFile)) {
            return new Found(base, edited, List.of(), unreadPath);
        }
        try {
            return new Found(base, edited, variants(YAML.readTree(variantsFile.toFile())), unreadPath);
        } catch (IOException e) {
            String unread = unread(e, aside(variantsFile));
            return new Found(base, edited, List.of(),
                    Optional.of(unreadPath.map(u -> u + "; " + unread).orElse(unread)));
        }
    }

    /** The variants in a list of maps, each with its text; none for no list. */
    private static List<Text> variants(JsonNode list) throws IOException {
        if (list == null || list.isMissingNode() || list.isNull()) {
            return List.of();
        }
        if (!list.isArray()) {
            throw new IOException("not a list of variants");
        }
        List<Text> variants = new ArrayList<>();
        for (JsonNode entry : list) {
            if (!entry.path("text").isTextual()) {
                throw new IOException("variant " + (variants.size() + 1) + " has no text");
            }
            variants.add(text(entry.path("text").asText(), entry.path("file").asText(""),
                    entry.path("stamp").asText("")));
        }
        return variants;
    }

    private static String unread(IOException e, Path kept) {
        return "its what-if variants could not be read (" + why(e) + "); they are kept in " + kept;
    }

    /** The first line of a failure's message (a YAML parser's goes on with the source and its location). */
    private static String why(IOException e) {
        String m = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return m.lines().findFirst().orElse(m).strip();
    }

    /** Moves a file that cannot be read out of the way, as {@code NAME.unreadable-TIME}; where it is now. */
    private static Path aside(Path unreadable) {
        try {
            return Files.move(unreadable, kept(unreadable, "unreadable"));
        } catch (IOException e) {
            // A folder that refuses the rename: it stays where it is, and is named there. Only the user's decline
            // clears an autosave, so it is not deleted either.
            return unreadable;
        }
    }

    /** Copies a file that cannot be read, as {@code NAME.unreadable-TIME}; where the copy is (the file, if none). */
    private static Path copyAside(Path unreadable) {
        try {
            return Files.copy(unreadable, kept(unreadable, "unreadable"));
        } catch (IOException e) {
            return unreadable;
        }
    }

    /** {@code NAME.WHY-TIME} beside {@code p}. */
    private static Path kept(Path p, String why) {
        return p.resolveSibling(p.getFileName() + "." + why + "-"
                + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss-SSS")));
    }

    private static Text text(String text, String path, String stamp) {
        return new Text(text, path.isEmpty() ? Optional.empty() : Optional.of(Path.of(path)),
                path.isEmpty() || stamp.isEmpty() ? Optional.empty() : Optional.of(stamp));
    }

    private static YAMLMapper yaml() {
        LoaderOptions options = new LoaderOptions();
        options.setCodePointLimit(Integer.MAX_VALUE);
        return new YAMLMapper(YAMLFactory.builder().loaderOptions(options)
                .enable(YAMLGenerator.Feature.LITERAL_BLOCK_STYLE).build());
    }

    /** Forgets the autosave: the work was saved, discarded or recovered. */
    public void clear() throws IOException {
        clearSuperseded();
        if (own != null) {
            Files.deleteIfExists(own);
            close();
        }
    }

    /**
     * The work {@link #pending()} offered was taken: its files (and older ones it superseded) go when the autosave
     * is next written or cleared.
     */
    public void taken() {
        superseded.addAll(offered);
        offered.clear();
    }

    /**
     * The user left the work {@link #pending()} offered for later ("Ask next time"): its files stay where they are,
     * to be offered at the next start, and their lock is let go.
     */
    public void postponed() {
        release(offered);
        offered.clear();
    }

    /**
     * The user declined the work {@link #pending()} offered: its files are moved aside as
     * {@code NAME.declined-TIME}, so that it is not offered again and nothing typed is lost to one answer.
     *
     * @return where the autosave is now kept
     * @throws IOException when a file could not be moved; it is where it was, and offered again at the next start
     */
    public List<Path> decline() throws IOException {
        List<Path> kept = new ArrayList<>();
        for (Path p : offered) {
            if (Files.isRegularFile(p)) {
                kept.add(Files.move(p, kept(p, "declined")));
            }
        }
        release(offered);
        offered.clear();
        return kept;
    }

    /**
     * The work {@link #pending()} offered could not be taken (its text does not load): its files are moved aside as
     * {@code NAME.unreadable-TIME}, not offered again, and named.
     *
     * @return where it is kept: the files moved, or where they stayed when the folder refused
     */
    public List<Path> keepAside() {
        List<Path> kept = new ArrayList<>();
        for (Path p : offered) {
            if (Files.isRegularFile(p)) {
                kept.add(aside(p));
            }
        }
        release(offered);
        offered.clear();
        return kept;
    }

    /**
     * The files of work taken or superseded; and an earlier version's pieces left without their text (what said
     * there is work), which are never offered.
     */
    private void clearSuperseded() throws IOException {
        superseded.remove(own); // this session's own autosave: written, or cleared by clear()
        for (Path p : List.copyOf(superseded)) {
            Files.deleteIfExists(p);
            superseded.remove(p);
            unlock(p); // held since it was offered
        }
        if (!Files.exists(textFile)) {
            Files.deleteIfExists(pathFile);
            Files.deleteIfExists(variantsFile);
        }
    }
}
