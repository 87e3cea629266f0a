package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code swapset compare}: common random numbers make a scenario against itself differ by exactly nothing. */
class CompareTest {

    @TempDir
    Path temp;

    private Path small(String name, String edit) throws IOException {
        Path file = temp.resolve(name);
        try (InputStream in = CompareTest.class.getResourceAsStream("/e2e/small.yaml")) {
            Files.writeString(file, new String(in.readAllBytes()).replace("users: 20", edit));
        }
        return file;
    }

    @Test
    void aScenarioAgainstItselfHasRatiosOfOneAndNoSignificantDifference() throws IOException {
        Path base = small("base.yaml", "users: 20");
        Path same = small("same.yaml", "users: 20");

        Cli cli = Cli.run("compare", base.toString(), same.toString(), "--replications", "3");

        assertEquals(0, cli.exitCode(), cli.err());
        List<String> rows = cli.out().lines()
                .filter(l -> l.startsWith("Mean response time") || l.startsWith("Transaction rate ")).toList();
        assertEquals(2, rows.size(), cli.out());
        assertTrue(cli.out().contains("\n  changes: none\n"), cli.out());
        rows.forEach(l -> assertTrue(l.contains("1.000") && l.contains("0 ± 0 ~"), l));
        // The command line's --replications is for both: the variant's run control, as its file's, is the base's.
        assertFalse(cli.err().contains("run with the base's run control"), cli.err());
    }

    @Test
    void aVariantWhoseOwnRunControlDiffersIsToldItRunsWithTheBases() throws IOException {
        Path base = small("base.yaml", "users: 20");
        Path other = small("other.yaml", "users: 20");
        Files.writeString(other, Files.readString(other).replace("seed: ", "seed: 4"));
        Cli cli = Cli.run("compare", base.toString(), other.toString(), "--replications", "2");
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.err().contains(other + ": run with the base's run control (seed "), cli.err());
        // Durations as the scenario writes them (30s, 2min), not "30.0 s".
        assertTrue(cli.err().contains(", warm-up 30s, duration 2min, 2 replications) for common random numbers"),
                cli.err());
    }

    @Test
    void moreUsersRespondMoreSlowlyAndSignificantly() throws IOException {
        Path base = small("base.yaml", "users: 20");
        Path more = small("more.yaml", "users: 60");

        Cli cli = Cli.run("compare", base.toString(), more.toString(), "--replications", "3");

        assertEquals(0, cli.exitCode(), cli.err());
        // What was compared, under the variant's name; and a same-seed copy changes nothing.
        assertTrue(cli.out().contains("\n  changes: workloads[0].users: 20 → 60\n"), cli.out());
        String throughput = cli.out().lines().filter(l -> l.startsWith("Transaction rate ")).findFirst().orElseThrow();
        assertTrue(!throughput.contains("~") && !throughput.contains(" 1.000 "), throughput);
        // The response: base, variant, ratio, difference; the ratio above one and the difference significant.
        String response = cli.out().lines().filter(l -> l.startsWith("Mean response time")).findFirst().orElseThrow();
        String[] columns = response.substring("Mean response time".length()).trim().split("\\s+");
        assertTrue(Double.parseDouble(columns[2]) > 1, response);
        assertFalse(response.contains("~"), response);
    }

    /**
     * A variant the model cannot run is said so as run and sweep say it, not with an exception's class name, and,
     * as a user count to sweep and capacity, it is an answer about the variant (a limit of the system modelled), not
     * a failure of the command.
     */
    @Test
    void aVariantTheSystemCannotRunIsSaidToBeSo() throws IOException {
        Path base = small("base.yaml", "users: 20");
        Path full = small("full.yaml", "users: 200");
        Files.writeString(full, Files.readString(full).replace("  - type: ibm-3380\n",
                "  - type: ibm-3380\n    cylinders: 1\n"));
        Path html = temp.resolve("compare.html");
        Path json = temp.resolve("compare.json");
        Cli cli = Cli.run("compare", base.toString(), full.toString(), "--replications", "2", "--html",
                html.toString(), "--json", json.toString());
        assertEquals(0, cli.exitCode(), cli.err());
        com.fasterxml.jackson.databind.JsonNode root = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(json.toFile());
        assertEquals("cannot run", root.at("/variants/0/outcome").asText(), root.toString());
        assertEquals(full.toString(), root.at("/variants/0/file").asText());
        assertTrue(root.at("/variants/0/changes").toString().contains("\"workloads[0].users: 20 → 200\""),
                root.toString());
        assertEquals(base.toString(), root.at("/base/file").asText());
        assertTrue(cli.out().contains("Variant 1 e2e small   cannot run: paging space is full: "), cli.out());
        assertFalse(cli.out().contains("FAILED"), cli.out());
        assertTrue(cli.err().contains("swapset: 1 of 1 variants cannot run; only the base was forecast"),
                cli.err());
        assertTrue(Files.readString(html).contains("<span class=\"bad\">cannot run</span>: paging space is full"),
                Files.readString(html));
        assertFalse(cli.out().contains("Exception") || cli.err().contains("Exception"), cli.out() + cli.err());
        // The same file as the base: nothing to compare against, said the same way, with run's exit status for it.
        Cli asBase = Cli.run("compare", full.toString(), base.toString(), "--replications", "2", "--json",
                json.toString());
        assertEquals(4, asBase.exitCode(), asBase.err());
        // The JSON says so too: the last comparison's file is not left to be read for this one.
        com.fasterxml.jackson.databind.JsonNode none = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(json.toFile());
        assertEquals("cannot run", none.at("/base/outcome").asText(), none.toString());
        assertEquals("not run", none.at("/variants/0/outcome").asText(), none.toString());
        assertEquals(0, none.at("/metrics").size());
        assertTrue(asBase.err().startsWith("swapset: the base " + full + " cannot run: paging space is full: "),
                asBase.err());
        assertFalse(asBase.err().contains("Exception"), asBase.err());
    }

    @Test
    void needsAVariant() throws IOException {
        Cli cli = Cli.run("compare", small("base.yaml", "users: 20").toString());
        assertEquals(2, cli.exitCode());
    }
}
