package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A gzip'd trace that expands far beyond the heap (a few hundred kilobytes on disk, 30 million references) fails with
 * a clean one-line error saying how much heap reading on would need, in a JVM with a 48 MiB heap, rather than with
 * an OutOfMemoryError.
 */
class TraceLimitTest {

    @TempDir
    Path temp;

    @Test
    void aTraceThatExpandsBeyondTheHeapFailsCleanly() throws Exception {
        Path trace = temp.resolve("bomb.trace.gz");
        byte[] line = "1\n2 W\n3\n".getBytes(StandardCharsets.US_ASCII);
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(trace), 1 << 16)) {
            for (int i = 0; i < 10_000_000; i++) {
                out.write(line);
            }
        }
        assertTrue(Files.size(trace) < 2_000_000, "the compressed trace is small: " + Files.size(trace));
        String classPath = System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
        Path out = temp.resolve("out");
        Path err = temp.resolve("err");
        Process p = new ProcessBuilder(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx48m", "-XX:-HeapDumpOnOutOfMemoryError", "-cp", classPath, "org.swapset.app.Main", "trace",
                trace.toString(), "--policy", "fifo", "--frames", "4"))
                .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(p.waitFor(2, TimeUnit.MINUTES), "the trace command did not end");
        String stderr = Files.readString(err);

        assertEquals(2, p.exitValue(), Files.readString(out) + stderr);
        assertEquals(1, stderr.lines().count(), stderr);
        assertTrue(stderr.startsWith("swapset: " + trace + ":"), stderr);
        assertTrue(stderr.contains("the trace does not fit in memory") && stderr.contains("larger -Xmx"), stderr);
        assertTrue(!stderr.contains("OutOfMemoryError"), stderr);
    }
}
