package org.swapset.core.trace;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
             InputStream in = file.toString().endsWith(".gz") ? new GZIPInputStream(raw, 1 << 16) : raw;
             BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.US_ASCII),
                     1 << 16)) {
            Builder b = new Builder();
            String line;
            int lineNumber = 0;
            while ((line = reader.readLine()) != null) {
                lineNumber++;
                parseLine(line, b, file, lineNumber);
            }
            return b.build();
        } catch (IOException e) {
            throw new ScenarioException(file.toString(), 0, 0, "", "cannot read the trace: " + e.getMessage(),
                    List.of());
        }
    }

    private static void parseLine(String line, Builder b, Path file, int lineNumber) throws ScenarioException {
        int n = line.length();
        int i = 0;
        while (i < n && line.charAt(i) <= ' ') {
            i++;
        }
        if (i == n || line.charAt(i) == '#') {
            return;
        }
        long page = 0;
        int start = i;
        while (i < n && line.charAt(i) >= '0' && line.charAt(i) <= '9') {
            page = page * 10 + (line.charAt(i) - '0');
            if (page > Integer.MAX_VALUE * 4096L) {
                throw bad(file, lineNumber, line, "a page number too large");
            }
            i++;
        }
        if (i == start) {
            throw bad(file, lineNumber, line, "a page number");
        }
        while (i < n && (line.charAt(i) <= ' ' || line.charAt(i) == ',')) {
            i++;
        }
        boolean write = false;
        if (i < n) {
            char flag = line.charAt(i++);
            if (flag == 'W' || flag == 'w') {
                write = true;
            } else if (flag != 'R' && flag != 'r') {
                throw bad(file, lineNumber, line, "R or W after the page number");
            }
            while (i < n && line.charAt(i) <= ' ') {
                i++;
            }
            if (i < n) {
                throw bad(file, lineNumber, line, "nothing after the R/W flag");
            }
        }
        b.add(page, write);
    }

    private static ScenarioException bad(Path file, int line, String text, String expected) {
        String shown = text.length() > 60 ? text.substring(0, 60) + "..." : text;
        return new ScenarioException(file.toString(), line, 0, "", "expected " + expected + " (a line is a page "
                + "number and an optional R or W), found '" + shown + "'", List.of());
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

    /** Collects references, renumbering pages densely. */
    static final class Builder {
        private int[] pages = new int[1024];
        private boolean[] writes = new boolean[1024];
        private int size;
        private final Map<Long, Integer> ids = new HashMap<>();

        void add(long page, boolean write) {
            if (size == pages.length) {
                pages = Arrays.copyOf(pages, size * 2);
                writes = Arrays.copyOf(writes, size * 2);
            }
            Integer id = ids.get(page);
            if (id == null) {
                id = ids.size();
                ids.put(page, id);
            }
            pages[size] = id;
            writes[size++] = write;
        }

        ReferenceTrace build() {
            return new ReferenceTrace(Arrays.copyOf(pages, size), Arrays.copyOf(writes, size), ids.size());
        }
    }
}
