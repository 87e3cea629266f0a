package org.swapset.core.trace;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.swapset.core.scenario.ScenarioException;

/**
 * A page-reference trace held in primitive arrays: the pages, renumbered densely in order of first reference (so a
 * replay indexes arrays, not maps), and a write flag per reference.
 *
 * <p>The text format: one reference per line, a page number (decimal, non-negative) optionally followed by {@code R}
 * or {@code W} (read, the default, or write), separated by blanks or a comma; blank lines and lines starting with
 * {@code #} are skipped. A file ending in {@code .gz} is read through gzip.
 */
public final class ReferenceTrace {

    private final int[] pages;
    private final boolean[] writes;
    private final int distinct;

    private ReferenceTrace(int[] pages, boolean[] writes, int distinct) {
        this.pages = pages;
        this.writes = writes;
        this.distinct = distinct;
    }

    /** A trace of the given pages, all reads (for tests and programmatic use). */
    public static ReferenceTrace of(long... pageNumbers) {
        Builder b = new Builder();
        for (long p : pageNumbers) {
            if (p < 0) {
                throw new IllegalArgumentException("a page number must not be negative, was " + p);
            }
            b.add(p, false);
        }
        return b.build();
    }

    /** Reads a trace file; errors name the file, the line and what was expected. */
    public static ReferenceTrace read(Path file) throws ScenarioException {
        try (InputStream raw = Files.newInputStream(file);
             InputStream in = file.toString().endsWith(".gz") ? new InflatingReader(raw) : raw) {
            return parse(in, file);
        } catch (IOException e) {
            String why = e instanceof java.io.EOFException && e.getMessage() == null
                    ? "it ends early (a truncated compressed file?)"
                    : org.swapset.core.scenario.ScenarioDocument.readProblem(file, e);
            throw new ScenarioException(file.toString(), 0, 0, "", "cannot read the trace: " + why, List.of());
        }
    }

    /**
     * Parses bytes directly, a buffer at a time, with no string per line: a line is blanks, digits, an optional
     * separator (blanks or a comma), an optional R or W, blanks; or blank; or a comment starting with #.
     */
    private static ReferenceTrace parse(InputStream in, Path file) throws IOException, ScenarioException {
        Builder b = new Builder();
        try {
            return parse(in, file, b);
        } catch (TooLarge e) {
            throw new ScenarioException(file.toString(), b.line, 0, "", e.getMessage(), List.of());
        }
    }

    /** The most references a trace may hold: the arrays are indexed by int. */
    public static final int MAX_REFERENCES = Integer.MAX_VALUE & -Builder.CHUNK; // whole chunks, under 2^31

    /** The trace would not fit: thrown by the builder, turned into a {@link ScenarioException} with the line. */
    private static final class TooLarge extends RuntimeException {
        TooLarge(String message) {
            super(message);
        }
    }

    /**
     * Checks, before arrays are grown, that the heap can hold them; a compressed trace can expand far beyond its
     * file size, so the file's size proves nothing.
     */
    private static void ensureHeap(long bytes, int references) {
        Runtime rt = Runtime.getRuntime();
        long free = rt.maxMemory() - (rt.totalMemory() - rt.freeMemory());
        if (bytes > free) {
            throw new TooLarge("the trace does not fit in memory: after " + references + " references, reading on "
                    + "needs " + (bytes >> 20) + " MiB more heap and " + (free >> 20) + " MiB are free; run with a "
                    + "larger -Xmx (about " + ((rt.maxMemory() + 2 * bytes) >> 20) + " MiB) or a shorter trace");
        }
    }

    /** Buffer size: large reads keep the per-call overhead of the stream (and of inflating) small. */
    private static final int BUFFER = 1 << 20;

    /** Digits the fast path reads at most (the running value cannot overflow a long); longer goes the slow way. */
    private static final int MAX_DIGITS = 18;

    /** The largest page number accepted: 2^31 pages of 4 KiB, as addresses go. */
    private static final long MAX_PAGE = Integer.MAX_VALUE * 4096L;

    /**
     * A line-oriented state machine over the bytes, with a fast path for the lines a trace is made of: from the start
     * of a line, {@link #simpleLines} reads as many {@code DIGITS\n} or {@code DIGITS FLAG\n} lines as it can.
     * Anything else (blanks, commas, comments, a line split across two reads, a mistake) goes through the state
     * machine from the start of the line, which is what defines the format and words the errors.
     */
    private static ReferenceTrace parse(InputStream in, Path file, Builder b) throws IOException, ScenarioException {
        byte[] buffer = new byte[BUFFER];
        int lineNumber = 1;
        // Per-line state.
        int state = 0; // 0 before the number, 1 in it, 2 after it, 3 after the flag, 4 in a comment
        long page = 0;
        boolean write = false;
        int read;
        while ((read = in.read(buffer)) > 0) {
            for (int k = 0; k < read; k++) {
                if (state == 0) {
                    int stop = simpleLines(buffer, k, read, b);
                    if (stop != k) {
                        lineNumber = b.line;
                        k = stop - 1;
                        continue;
                    }
                }
                int c = buffer[k];
                if (c == '\n') {
                    if (state == 1 || state == 2 || state == 3) {
                        b.add(page, write);
                    }
                    state = 0;
                    page = 0;
                    write = false;
                    lineNumber++;
                    b.line = lineNumber;
                    continue;
                }
                if (c < 0 && state != 4) {
                    // A byte above 0x7F outside a comment (UTF-8, a binary file): not a reference.
                    throw bad(file, lineNumber, state == 3 ? "nothing after the R/W flag" : "a page number and an "
                            + "optional R or W", c);
                }
                switch (state) {
                    case 0 -> {
                        if (c >= '0' && c <= '9') {
                            page = c - '0';
                            state = 1;
                        } else if (c == '#') {
                            state = 4;
                        } else if (c > ' ') {
                            throw bad(file, lineNumber, "a page number", c);
                        }
                    }
                    case 1 -> {
                        if (c >= '0' && c <= '9') {
                            page = page * 10 + (c - '0');
                            if (page > MAX_PAGE) {
                                throw bad(file, lineNumber, "a page number small enough", NOTHING);
                            }
                        } else if (c <= ' ' || c == ',') {
                            state = 2;
                        } else {
                            state = flag(c, file, lineNumber);
                            write = c == 'W' || c == 'w';
                        }
                    }
                    case 2 -> {
                        if (c > ' ' && c != ',') {
                            state = flag(c, file, lineNumber);
                            write = c == 'W' || c == 'w';
                        }
                    }
                    case 3 -> {
                        if (c > ' ') {
                            throw bad(file, lineNumber, "nothing after the R/W flag", c);
                        }
                    }
                    default -> {
                        // in a comment
                    }
                }
            }
        }
        if (state == 1 || state == 2 || state == 3) {
            b.add(page, write);
        }
        return b.build();
    }

    /**
     * Reads the lines of the forms a trace is mostly made of, {@code DIGITS\n} and {@code DIGITS FLAG\n} (with
     * {@code \r\n} too), from {@code buffer[from..to)}, in a small loop that compiles well, and counts them in the
     * builder's line number.
     *
     * @return where it stopped: the start of the first line of another form or not wholly in the buffer, or {@code to}
     */
    private static int simpleLines(byte[] buffer, int from, int to, Builder b) {
        int k = from;
        while (true) {
            int j = k;
            long v = 0;
            int d;
            int limit = Math.min(to, k + MAX_DIGITS);
            while (j < limit && (d = buffer[j] - '0') >= 0 && d <= 9) {
                v = v * 10 + d;
                j++;
            }
            if (j == k || j >= to || v > MAX_PAGE) {
                return k;
            }
            byte c = buffer[j];
            boolean write = false;
            if (c == ' ' && j + 1 < to) {
                byte f = buffer[j + 1];
                if (f == 'R' || f == 'r') {
                    j += 2;
                } else if (f == 'W' || f == 'w') {
                    write = true;
                    j += 2;
                } else {
                    return k;
                }
                if (j >= to) {
                    return k;
                }
                c = buffer[j];
            }
            if (c == '\r' && j + 1 < to) {
                c = buffer[++j];
            }
            if (c != '\n') {
                return k;
            }
            b.add(v, write);
            b.line++;
            k = j + 1;
        }
    }

    private static int flag(int c, Path file, int line) throws ScenarioException {
        if (c == 'R' || c == 'r' || c == 'W' || c == 'w') {
            return 3;
        }
        throw bad(file, line, "R or W after the page number", c);
    }

    /** For {@link #bad}: nothing found to quote. */
    private static final int NOTHING = Integer.MIN_VALUE;

    /**
     * A line that is not a reference; {@code found} is the byte where it went wrong (as read, signed), or
     * {@link #NOTHING} to leave it unsaid.
     */
    private static ScenarioException bad(Path file, int line, String expected, int found) {
        String what = found == NOTHING ? "" : found > ' ' && found < 127 ? ", found '" + (char) found + "'"
                : String.format(java.util.Locale.ROOT, ", found byte 0x%02x", found & 0xff);
        return new ScenarioException(file.toString(), line, 0, "", "expected " + expected + what + " (a line is a "
                + "page number and an optional R or W)", List.of());
    }

    public int length() {
        return pages.length;
    }

    /** Distinct pages referenced. */
    public int distinctPages() {
        return distinct;
    }

    /** The dense page number (0 .. distinctPages-1) of reference {@code i}. */
    public int page(int i) {
        return pages[i];
    }

    /** The dense page numbers themselves, for the replay loops of this package; not to be written. */
    int[] pageArray() {
        return pages;
    }

    public boolean isWrite(int i) {
        return writes[i];
    }

    /** For each reference, the position of the next reference to the same page, or {@link Long#MAX_VALUE}. */
    long[] nextUses() {
        long[] next = new long[pages.length];
        int[] seen = new int[distinct];
        Arrays.fill(seen, -1);
        for (int i = pages.length - 1; i >= 0; i--) {
            int p = pages[i];
            next[i] = seen[p] < 0 ? Long.MAX_VALUE : seen[p];
            seen[p] = i;
        }
        return next;
    }

    /**
     * Collects references, renumbering pages densely (no boxing): a page number below {@link #DIRECT_LIMIT} is looked
     * up in an array indexed by the number itself, grown as larger numbers appear (traces mostly number their pages
     * densely from zero, and the array keeps neighbouring pages together in the cache); a larger one in an
     * open-addressing hash map.
     */
    static final class Builder {
        /** Page numbers below this are renumbered through the direct array (at most 16 MiB of it). */
        static final long DIRECT_LIMIT = 1L << 22;

        /**
         * References are kept in chunks of this many once the first has grown to it, so a long trace is copied once,
         * whole, when it is complete, rather than at every doubling of one array.
         */
        static final int CHUNK = 1 << 20;

        private final List<int[]> fullPages = new ArrayList<>();
        private final List<boolean[]> fullWrites = new ArrayList<>();
        private int[] pages = new int[1 << 12];
        private boolean[] writes = new boolean[1 << 12];
        private int fill;                        // used in the current chunk
        private int size;                        // in all
        private int[] direct = new int[1 << 12]; // id + 1 of each page number below its length; 0 for none yet
        private long[] keys = new long[1 << 12];
        private int[] ids = new int[1 << 12];
        private int hashed;                      // pages in the hash map
        private int distinct;

        Builder() {
            Arrays.fill(keys, -1L);
        }

        /** The line being read, for messages. */
        int line = 1;

        void add(long page, boolean write) {
            if (fill == pages.length) {
                nextChunk();
            }
            pages[fill] = idOf(page);
            writes[fill++] = write;
            size++;
        }

        private void nextChunk() {
            if (size >= MAX_REFERENCES) {
                throw new TooLarge("the trace has more than " + MAX_REFERENCES + " references; split it");
            }
            // Room for the next chunk and, at the end, for one array of everything read so far.
            ensureHeap((size + (long) CHUNK) * 5, size);
            if (pages.length < CHUNK) {
                pages = Arrays.copyOf(pages, pages.length * 2);
                writes = Arrays.copyOf(writes, writes.length * 2);
            } else {
                fullPages.add(pages);
                fullWrites.add(writes);
                pages = new int[CHUNK];
                writes = new boolean[CHUNK];
                fill = 0;
            }
        }

        private int idOf(long page) {
            if (page >= 0 && page < direct.length) {
                int id = direct[(int) page] - 1;
                if (id >= 0) {
                    return id;
                }
                checkDistinct();
                direct[(int) page] = distinct + 1;
                return distinct++;
            }
            if (page >= 0 && page < DIRECT_LIMIT) {
                int length = (int) Math.min(DIRECT_LIMIT, Long.highestOneBit(page) << 1);
                ensureHeap(length * 4L, size);
                direct = Arrays.copyOf(direct, length);
                return idOf(page);
            }
            int mask = keys.length - 1;
            int slot = (int) (mix(page) & mask);
            while (keys[slot] != -1L) {
                if (keys[slot] == page) {
                    return ids[slot];
                }
                slot = (slot + 1) & mask;
            }
            checkDistinct();
            keys[slot] = page;
            ids[slot] = distinct;
            if (++hashed * 2 > keys.length) {
                grow();
            }
            return distinct++;
        }

        private void checkDistinct() {
            if (distinct >= 1 << 29) {
                throw new TooLarge("the trace references more than " + (1 << 29) + " distinct pages");
            }
        }

        private void grow() {
            if (keys.length >= 1 << 30) {
                throw new TooLarge("the trace references more than " + (1 << 29) + " distinct pages");
            }
            ensureHeap(keys.length * 2L * 12, size);
            long[] oldKeys = keys;
            int[] oldIds = ids;
            keys = new long[oldKeys.length * 2];
            ids = new int[oldKeys.length * 2];
            Arrays.fill(keys, -1L);
            int mask = keys.length - 1;
            for (int i = 0; i < oldKeys.length; i++) {
                if (oldKeys[i] != -1L) {
                    int slot = (int) (mix(oldKeys[i]) & mask);
                    while (keys[slot] != -1L) {
                        slot = (slot + 1) & mask;
                    }
                    keys[slot] = oldKeys[i];
                    ids[slot] = oldIds[i];
                }
            }
        }

        private static long mix(long x) {
            x *= 0x9E3779B97F4A7C15L;
            return x ^ (x >>> 29);
        }

        ReferenceTrace build() {
            int[] allPages = new int[size];
            boolean[] allWrites = new boolean[size];
            int at = 0;
            for (int c = 0; c < fullPages.size(); c++) {
                System.arraycopy(fullPages.get(c), 0, allPages, at, CHUNK);
                System.arraycopy(fullWrites.get(c), 0, allWrites, at, CHUNK);
                at += CHUNK;
            }
            System.arraycopy(pages, 0, allPages, at, fill);
            System.arraycopy(writes, 0, allWrites, at, fill);
            return new ReferenceTrace(allPages, allWrites, distinct);
        }
    }
}
