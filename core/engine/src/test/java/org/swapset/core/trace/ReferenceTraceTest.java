package org.swapset.core.trace;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.core.scenario.ScenarioException;

/**
 * The trace reader gives, plain or gzip'd, exactly the references a line-by-line reading of the format gives - on
 * several megabytes mixing every form a line may take (so lines fall across the reader's buffers and its fast and
 * slow paths meet), page numbers small and huge - and its errors name the file and the right line.
 */
class ReferenceTraceTest {

    @TempDir
    Path temp;

    /** The format read the slow, obvious way: a line at a time, split on blanks and commas. */
    private static List<long[]> reference(String text) {
        List<long[]> refs = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            String t = line.strip();
            if (t.isEmpty() || t.startsWith("#")) {
                continue;
            }
            String[] parts = t.split("[\\s,]+");
            boolean write = parts.length > 1 && parts[1].equalsIgnoreCase("W");
            refs.add(new long[] {Long.parseLong(parts[0]), write ? 1 : 0});
        }
        return refs;
    }

    private static String mixedTrace(SplittableRandom random, int lines) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < lines; i++) {
            long page = switch (random.nextInt(4)) {
                case 0 -> random.nextInt(100);
                case 1 -> random.nextInt(5_000_000); // past the direct array: through the hash map
                case 2 -> random.nextLong(1L << 40);
                default -> random.nextInt(20_000);
            };
            String number = random.nextInt(50) == 0 ? "000" + page : Long.toString(page);
            switch (random.nextInt(12)) {
                case 0 -> sb.append(number).append(" W\n");
                case 1 -> sb.append(number).append(" r\n");
                case 2 -> sb.append("  ").append(number).append(" , w  \n");
                case 3 -> sb.append(number).append("\r\n");
                case 4 -> sb.append(number).append(" W\r\n");
                case 5 -> sb.append("# a comment ").append(number).append('\n');
                case 6 -> sb.append('\n');
                case 7 -> sb.append(number).append(",R\n");
                default -> sb.append(number).append('\n');
            }
        }
        return sb.append("42").toString(); // no newline at the end
    }

    private void assertReads(String text, ReferenceTrace trace) {
        List<long[]> expected = reference(text);
        assertEquals(expected.size(), trace.length());
        Map<Long, Integer> ids = new HashMap<>();
        for (int i = 0; i < expected.size(); i++) {
            long page = expected.get(i)[0];
            int id = ids.computeIfAbsent(page, p -> ids.size());
            assertEquals(id, trace.page(i), "reference " + i + " (page " + page + ")");
            assertEquals(expected.get(i)[1] == 1, trace.isWrite(i), "the flag of reference " + i);
        }
        assertEquals(ids.size(), trace.distinctPages());
    }

    @Test
    void everyFormOfLineReadsAsTheFormatSaysPlainAndGzipped() throws IOException, ScenarioException {
        String text = mixedTrace(new SplittableRandom(5), 600_000);
        assertTrue(text.length() > 3 << 20, "several of the reader's buffers: " + text.length());
        Path plain = temp.resolve("t.trace");
        Files.writeString(plain, text, StandardCharsets.US_ASCII);
        assertReads(text, ReferenceTrace.read(plain));
        Path gz = temp.resolve("t.trace.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
            out.write(text.getBytes(StandardCharsets.US_ASCII));
        }
        assertReads(text, ReferenceTrace.read(gz));
    }

    @Test
    void aTraceOfSeveralChunksKeepsEveryReferenceInOrder() {
        SplittableRandom random = new SplittableRandom(11);
        long[] pages = new long[2 * ReferenceTrace.Builder.CHUNK + 12_345];
        for (int i = 0; i < pages.length; i++) {
            pages[i] = random.nextInt(3) == 0 ? random.nextLong(1L << 40) : random.nextInt(50_000);
        }
        ReferenceTrace trace = ReferenceTrace.of(pages);
        assertEquals(pages.length, trace.length());
        Map<Long, Integer> ids = new HashMap<>();
        for (int i = 0; i < pages.length; i++) {
            int id = ids.computeIfAbsent(pages[i], p -> ids.size());
            if (id != trace.page(i)) {
                assertEquals(id, trace.page(i), "reference " + i);
            }
        }
        assertEquals(ids.size(), trace.distinctPages());
    }

    @Test
    void anErrorAfterManyFastLinesNamesTheFileAndItsLine() throws IOException {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < 300_000; i++) {
            sb.append(i % 977).append(i % 3 == 0 ? " W\n" : "\n");
        }
        sb.append("12 X\n");
        Path file = temp.resolve("bad.trace.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
            out.write(sb.toString().getBytes(StandardCharsets.US_ASCII));
        }
        ScenarioException e = assertThrows(ScenarioException.class, () -> ReferenceTrace.read(file));
        assertTrue(e.getMessage().startsWith(file + ":300001:"), e.getMessage());
        assertTrue(e.getMessage().contains("R or W"), e.getMessage());
    }

    @Test
    void aTruncatedGzipFailsCleanlyNamingTheFile() throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (OutputStream out = new GZIPOutputStream(bytes)) {
            for (int i = 0; i < 400_000; i++) {
                out.write((i + "\n").getBytes(StandardCharsets.US_ASCII));
            }
        }
        byte[] all = bytes.toByteArray();
        Path file = temp.resolve("cut.trace.gz");
        Files.write(file, Arrays.copyOf(all, all.length / 2));
        ScenarioException e = assertThrows(ScenarioException.class, () -> ReferenceTrace.read(file));
        assertTrue(e.getMessage().startsWith(file.toString()), e.getMessage());
        assertTrue(e.getMessage().contains("cannot read the trace"), e.getMessage());
    }

    @Test
    void aPageNumberTooLargeIsAnErrorOnItsLine() throws IOException {
        Path file = temp.resolve("big.trace");
        Files.writeString(file, "1\n2\n8796093022208\n");
        ScenarioException e = assertThrows(ScenarioException.class, () -> ReferenceTrace.read(file));
        assertTrue(e.getMessage().startsWith(file + ":3:"), e.getMessage());
    }

    @Test
    void aByteBeyondAsciiIsAnErrorOnItsLineExceptInAComment() throws IOException, ScenarioException {
        Path file = temp.resolve("utf8.trace");
        Files.writeString(file, "# pages of the café workload\n1\n2\n3é\n", java.nio.charset.StandardCharsets.UTF_8);
        ScenarioException e = assertThrows(ScenarioException.class, () -> ReferenceTrace.read(file));
        assertTrue(e.getMessage().startsWith(file + ":4:") && e.getMessage().contains("found byte 0xc3"),
                e.getMessage());
        Files.writeString(file, "# pages of the café workload\n1\n2 W\n", java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(2, ReferenceTrace.read(file).length(), "a comment may say anything");
    }
}
