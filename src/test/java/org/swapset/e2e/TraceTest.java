package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code swapset trace}: textbook fault counts through the command line, gzip, CSV, and line-numbered errors. */
class TraceTest {

    @TempDir
    Path temp;

    private static final String BELADY = "1\n2\n3\n4 W\n1\n2\n# a comment\n5,W\n1\n2\n\n3\n4\n5\n";

    @Test
    void replaysAGzippedTraceAsCsv() throws IOException {
        Path file = temp.resolve("belady.trace.gz");
        try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(file))) {
            out.write(BELADY.getBytes(StandardCharsets.US_ASCII));
        }

        Cli cli = Cli.run("trace", file.toString(), "--policy", "fifo,opt", "--frames", "3,4", "--csv");

        assertEquals(0, cli.exitCode(), cli.err());
        assertEquals("policy,frames,faults,references\nfifo,3,9,12\nfifo,4,10,12\nopt,3,7,12\nopt,4,6,12\n",
                cli.out());
    }

    @Test
    void aPolicysParametersFollowItsIdAndAMistakeThereIsNamed() throws IOException {
        Path file = Files.writeString(temp.resolve("belady.trace"), BELADY);
        // Second chance with the hand passing every frame: a page comes in referenced (true) or not (false). Worked
        // by hand on Belady's string: 9 and 10 faults on 3 and 4 frames, against 10 and 8.
        Cli cli = Cli.run("trace", file.toString(), "--policy", "clock,clock:newPageReferenced=false", "--frames",
                "3,4", "--csv");
        assertEquals(0, cli.exitCode(), cli.err());
        assertEquals("policy,frames,faults,references\nclock,3,9,12\nclock,4,10,12\n"
                + "clock:newPageReferenced=false,3,10,12\nclock:newPageReferenced=false,4,8,12\n", cli.out());

        Cli bad = Cli.run("trace", file.toString(), "--policy", "clock:newPageRef=false", "--frames", "3");
        assertEquals(2, bad.exitCode());
        assertTrue(bad.err().startsWith("swapset: --policy clock:newPageRef=false: policy 'clock' has no parameter "
                + "'newPageRef'; its parameters: newPageReferenced (did you mean 'newPageReferenced'?)"), bad.err());
    }

    @Test
    void aBadLineIsNamedWithItsNumber() throws IOException {
        Path file = temp.resolve("bad.trace");
        Files.writeString(file, "1\n2\nthree\n");

        Cli cli = Cli.run("trace", file.toString(), "--policy", "lru", "--frames", "2");

        assertEquals(2, cli.exitCode());
        assertTrue(cli.err().contains(file + ":3:") && cli.err().contains("expected a page number, found 't'"),
                cli.err());
    }

    /** A trace with no references (only comments) is refused, not answered with ratios of 0 out of 0. */
    @Test
    void aTraceWithNoReferencesIsBadInput() throws IOException {
        Path file = temp.resolve("empty.trace");
        Files.writeString(file, "# nothing yet\n\n");
        Cli cli = Cli.run("trace", file.toString(), "--policy", "lru", "--frames", "2");
        assertEquals(2, cli.exitCode(), cli.out());
        assertTrue(cli.err().startsWith("swapset: " + file + " holds no page references"), cli.err());
    }

    @Test
    void withTheWorkingSetTheCsvIsOneTable() throws IOException {
        Path file = Files.writeString(temp.resolve("belady.trace"), BELADY);

        Cli cli = Cli.run("trace", file.toString(), "--policy", "fifo", "--frames", "3", "--ws", "2", "--csv");

        assertEquals(0, cli.exitCode(), cli.err());
        List<String> lines = cli.out().lines().toList();
        assertEquals("policy,frames,tau,faults,meanSize,references", lines.get(0));
        assertEquals("fifo,3,,9,,12", lines.get(1));
        assertTrue(lines.get(2).startsWith("ws,,2,"), cli.out());
        assertEquals(3, lines.size(), "one header, one row each");
        assertTrue(lines.stream().allMatch(l -> l.split(",", -1).length == 6), cli.out());
    }
}
