package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code run --html} and {@code compare --html} write one self-contained HTML page beside the usual table. */
class HtmlReportCliTest {

    @TempDir
    Path temp;

    private Path small(String name, String edit) throws IOException {
        Path file = temp.resolve(name);
        try (InputStream in = HtmlReportCliTest.class.getResourceAsStream("/e2e/small.yaml")) {
            Files.writeString(file, new String(in.readAllBytes()).replace("users: 20", edit));
        }
        return file;
    }

    @Test
    void runWritesTheForecastAsHtml() throws IOException {
        Path html = temp.resolve("report.html");
        Cli cli = Cli.run("run", small("base.yaml", "users: 20").toString(), "--replications", "2",
                "--html", html.toString());
        assertEquals(0, cli.exitCode(), cli.err());
        String page = Files.readString(html);
        assertTrue(page.startsWith("<!DOCTYPE html>") && page.endsWith("</html>\n"), page);
        assertTrue(page.contains("Mean response time") && page.contains("<b>Bottleneck:</b>"), page);
        try (var files = Files.list(temp)) {
            assertEquals(2, files.count(), "no temporary file is left beside the report");
        }
    }

    @Test
    void compareWritesRatiosAsHtml() throws IOException {
        Path html = temp.resolve("compare.html");
        Cli cli = Cli.run("compare", small("base.yaml", "users: 20").toString(),
                small("more.yaml", "users: 40").toString(), "--replications", "2", "--html", html.toString());
        assertEquals(0, cli.exitCode(), cli.err());
        String page = Files.readString(html);
        assertTrue(page.contains("<h1>Comparison with ") && page.contains("<th>Ratio</th>"), page);
    }
}
