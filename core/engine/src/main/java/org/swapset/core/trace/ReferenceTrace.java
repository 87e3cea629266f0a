package org.swapset.core.trace;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.zip.GZIPInputStream;
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
            b.add(p, false);
        }
        return b.build();
    }

    /** Reads a trace file; errors name the file, the line and what was expected. */
    public static ReferenceTrace read(Path file) throws ScenarioException {
        try (InputStream raw = Files.newInputStream(file);
             InputStream in = file.toString().endsWith(".gz") ? new GZIPInputStream(raw, 1 << 16) : raw) {
            return parse(in, file);
        } catch (IOException e) {
            throw new ScenarioException(file.toString(), 0, 0, "", "cannot read the trace: " + e.getMessage(),
                    List.of());
        }
    }

    /**
     * Parses bytes directly, a buffer at a time, with no string per line: a line is blanks, digits, an optional
     * separator (blanks or a comma), an optional R or W, blanks; or blank; or a comment starting with #.
     */
    private static ReferenceTrace parse(InputStream in, Path file) throws IOException, ScenarioException {
        Builder b = new Builder();
        byte[] buffer = new byte[1 << 16];
        int lineNumber = 1;
        // Per-line state.
        int state = 0; // 0 before the number, 1 in it, 2 after it, 3 after the flag, 4 in a comment
        long page = 0;
        boolean write = false;
        int read;
        while ((read = in.read(buffer)) > 0) {
            for (int k = 0; k < read; k++) {
                int c = buffer[k];
                if (c == '\n') {
                    if (state == 1 || state == 2 || state == 3) {
                        b.add(page, write);
                    }
                    state = 0;
                    page = 0;
                    write = false;
                    lineNumber++;
                    continue;
                }
                switch (state) {
                    case 0 -> {
                        if (c >= '0' && c <= '9') {
                            page = c - '0';
                            state = 1;
                        } else if (c == '#') {
                            state = 4;
                        } else if (c > ' ') {
                            throw bad(file, lineNumber, "a page number");
                        }
                    }
                    case 1 -> {
                        if (c >= '0' && c <= '9') {
                            page = page * 10 + (c - '0');
                            if (page > Integer.MAX_VALUE * 4096L) {
                                throw bad(file, lineNumber, "a page number small enough");
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
                            throw bad(file, lineNumber, "nothing after the R/W flag");
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

    private static int flag(int c, Path file, int line) throws ScenarioException {
        if (c == 'R' || c == 'r' || c == 'W' || c == 'w') {
            return 3;
        }
        throw bad(file, line, "R or W after the page number");
    }

    private static ScenarioException bad(Path file, int line, String expected) {
        return new ScenarioException(file.toString(), line, 0, "", "expected " + expected + " (a line is a page "
                + "number and an optional R or W)", List.of());
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

    /** Collects references, renumbering pages densely through an open-addressing map (no boxing). */
    static final class Builder {
        private int[] pages = new int[1 << 16];
        private boolean[] writes = new boolean[1 << 16];
        private int size;
        private long[] keys = new long[1 << 12];
        private int[] ids = new int[1 << 12];
        private int distinct;

        Builder() {
            Arrays.fill(keys, -1L);
        }

        void add(long page, boolean write) {
            if (size == pages.length) {
                pages = Arrays.copyOf(pages, size * 2);
                writes = Arrays.copyOf(writes, size * 2);
            }
            pages[size] = idOf(page);
            writes[size++] = write;
        }

        private int idOf(long page) {
            int mask = keys.length - 1;
            int slot = (int) (mix(page) & mask);
            while (keys[slot] != -1L) {
                if (keys[slot] == page) {
                    return ids[slot];
                }
                slot = (slot + 1) & mask;
            }
            keys[slot] = page;
            ids[slot] = distinct;
            if (++distinct * 2 > keys.length) {
                grow();
            }
            return distinct - 1;
        }

        private void grow() {
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
            return new ReferenceTrace(Arrays.copyOf(pages, size), Arrays.copyOf(writes, size), distinct);
        }
    }
}
