package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code report} forecasts a small scenario at a few user counts and writes one self-contained HTML page (the three
 * charts as inline SVG, the points, every metric with its interval, nothing loaded from elsewhere) and the charts as
 * PNG and SVG files; bad input fails on one line naming the file or the option, before anything runs.
 */
class ReportCliTest {

    private static final byte[] PNG_SIGNATURE = {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};

    @TempDir
    Path temp;

    /** The end-to-end small system with short runs: a report over four user counts takes seconds. */
    private Path small() throws IOException {
        Path file = temp.resolve("small.yaml");
        try (InputStream in = ReportCliTest.class.getResourceAsStream("/e2e/small.yaml")) {
            String text = new String(in.readAllBytes(), StandardCharsets.UTF_8)
                    .replace("warmUp: 30s", "warmUp: 10s").replace("duration: 2min", "duration: 40s");
            Files.writeString(file, text);
        }
        return file;
    }

    @Test
    void theReportHasTheThreeChartsAndTheTableAndWritesChartFiles() throws IOException {
        Path html = temp.resolve("report.html");
        Path png = temp.resolve("png");
        Path svg = temp.resolve("svg");
        Cli cli = Cli.run("report", small().toString(), "--replications", "2", "--users", "10..40/15",
                "--target", "q1.seconds<=1s", "--html", html.toString(), "--png", png.toString(),
                "--svg", svg.toString());
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.err().contains("report: e2e small at 4 user counts (10 to 40)"), cli.err());
        // The points: 10, 25, 40 and the scenario's own 20, each forecast.
        assertTrue(cli.out().contains("q1.seconds (s)"), cli.out());
        for (String users : List.of("10", "20", "25", "40")) {
            assertTrue(Pattern.compile("(?m)^" + users + " ").matcher(cli.out()).find(), cli.out());
        }

        String page = Files.readString(html);
        assertTrue(page.startsWith("<!DOCTYPE html>") && page.endsWith("</html>\n"));
        assertTrue(page.contains("<h2>Q1 seconds against users</h2>"), "the response chart, titled by the target");
        assertTrue(page.contains("<h2>Paging rates by kind against users</h2>"));
        assertTrue(page.contains("<h2>Utilisation against users</h2>"));
        assertEquals(3, count(page, "<figure class=\"chart\"><svg "), "three charts, inline SVG");
        assertTrue(page.contains("target 1.0"), "the target line is labelled");
        assertTrue(page.contains("Demand page reads"), "paging by kind");
        assertTrue(page.contains("1 x ibm-3380 on chpid-1"), "a line per device");
        assertTrue(page.contains("<h2>All metrics</h2>") && page.contains("<th>95% interval</th>"));
        assertTrue(page.contains("<code>devices[0].utilisation</code>") && page.contains("<code>q1.seconds</code>"));
        assertTrue(page.contains("<tr><td class=\"n\">25</td>"), "the points table");
        // Self-contained: no scripts, style sheets, images or fonts from elsewhere; references only within the page.
        assertFalse(page.contains("<script") || page.contains("<link") || page.contains("<img")
                || page.contains("@import"), "nothing loaded from elsewhere");
        Matcher urls = Pattern.compile("url\\(([^)]*)\\)|href=['\"]([^'\"]*)").matcher(page);
        while (urls.find()) {
            String target = urls.group(1) != null ? urls.group(1) : urls.group(2);
            assertTrue(target.startsWith("#"), "a reference outside the page: " + target);
        }

        for (String chart : List.of("response-vs-users", "paging-by-kind", "utilisation")) {
            byte[] bytes = Files.readAllBytes(png.resolve(chart + ".png"));
            assertTrue(bytes.length > 5_000, chart + ".png is a real chart: " + bytes.length + " bytes");
            assertArrayEquals(PNG_SIGNATURE, java.util.Arrays.copyOf(bytes, 8), chart + ".png is a PNG");
            String svgText = Files.readString(svg.resolve(chart + ".svg"));
            assertTrue(svgText.length() > 5_000 && svgText.contains("<svg") && svgText.trim().endsWith("</svg>"),
                    chart + ".svg");
        }
        try (Stream<Path> files = Stream.concat(Files.list(temp), Stream.concat(Files.list(png), Files.list(svg)))) {
            assertTrue(files.noneMatch(f -> f.getFileName().toString().endsWith(".tmp")), "no temporary file left");
        }
    }

    /**
     * The small scenario with {@code users} users and one cylinder of paging space: 150 slots, which 10 users fit and
     * 200 users' working sets overflow.
     */
    private Path onOneCylinder(int users) throws IOException {
        Path file = small();
        Files.writeString(file, Files.readString(file).replace("  - type: ibm-3380\n",
                "  - type: ibm-3380\n    cylinders: 1\n").replace("users: 20", "users: " + users));
        return file;
    }

    /**
     * A user count the model cannot run is left out of the charts, and the page and every chart file say so: a
     * reader of the page or of one PNG sees which counts are missing and why, not a narrower sweep.
     */
    @Test
    void countsTheModelCannotRunAreNamedOnThePageAndOnEachChart() throws IOException {
        Path file = onOneCylinder(10);
        Path html = temp.resolve("report.html");
        Path svg = temp.resolve("svg");
        Cli cli = Cli.run("report", file.toString(), "--replications", "2", "--users", "5,200", "--html",
                html.toString(), "--svg", svg.toString());
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.err().contains("200 users left out of the charts: cannot run: paging space is full"),
                cli.err());
        String page = Files.readString(html);
        assertTrue(page.contains("the charts from forecasts at 2 of 3 user counts from 5 to 200"), page);
        assertTrue(page.contains("Not charted: 200 users: cannot run: paging space is full"), page);
        for (String chart : List.of("response-vs-users", "paging-by-kind", "utilisation")) {
            String drawn = Files.readString(svg.resolve(chart + ".svg"));
            assertTrue(drawn.contains("No forecast at 200 users: cannot run"), chart);
        }
    }

    /**
     * The scenario's own count is one more the model may be unable to run: it is left out as any other, and the
     * key figures are given at the nearest count that ran, said so, rather than the whole report refused.
     */
    @Test
    void whenTheScenariosOwnCountCannotRunTheKeyFiguresAreAtTheNearestThatDid() throws IOException {
        Path file = onOneCylinder(200);
        Path html = temp.resolve("report.html");
        Cli cli = Cli.run("report", file.toString(), "--replications", "2", "--users", "5,10", "--html",
                html.toString());
        assertEquals(0, cli.exitCode(), cli.err());
        assertTrue(cli.err().contains("200 users left out of the charts: cannot run: paging space is full"),
                cli.err());
        assertTrue(cli.err().contains("key figures at 10 users, the nearest count that ran to the scenario's 200"),
                cli.err());
        String page = Files.readString(html);
        assertTrue(page.contains("Key figures, bottleneck and tables at 10 users, the nearest count that ran to the "
                + "scenario&#39;s 200 (see below); the charts from forecasts at 2 of 3 user counts from 5 to 200"), page);
        assertTrue(page.contains("Not charted: 200 users: cannot run: paging space is full"), page);
    }

    @Test
    void aMissingScenarioIsBadInputNamingTheFile() {
        Path missing = temp.resolve("nope.yaml");
        Cli cli = Cli.run("report", missing.toString(), "--html", temp.resolve("r.html").toString());
        assertEquals(2, cli.exitCode());
        assertEquals("swapset: scenario file not found: " + missing + "\n", cli.err());
        assertFalse(Files.exists(temp.resolve("r.html")));
    }

    @Test
    void aBadUsersRangeIsBadInputNamingTheOption() throws IOException {
        Path file = small();
        for (String[] bad : List.of(
                // the range's own reason first, as sweep gives it
                new String[] {"400..100/50", "--users '400..100/50': the range must run upwards with a positive step; "
                        + "expected FROM..TO/STEP or N,N,..."},
                new String[] {"1..2000000/1", "--users '1..2000000/1': more than 10000 values; expected"},
                new String[] {"10..40/2.5", "--users '10..40/2.5': '12.5' is not a whole number of users"},
                new String[] {"0,10", "--users '0,10': a user count must be at least 1, was 0"},
                new String[] {"1..1000/1", "--users '1..1000/1': 1000 user counts; at most 50"},
                new String[] {"lots", "--users 'lots': 'lots' is not a whole number of users"})) {
            Cli cli = Cli.run("report", file.toString(), "--users", bad[0], "--html",
                    temp.resolve("r.html").toString());
            assertEquals(2, cli.exitCode(), bad[0] + ": " + cli.err());
            assertTrue(cli.err().startsWith("swapset: " + bad[1]), cli.err());
            assertEquals(1, cli.err().lines().count(), cli.err());
        }
        assertFalse(Files.exists(temp.resolve("r.html")));
    }

    @Test
    void otherBadInputIsNamedBeforeAnythingRuns() throws IOException {
        Path file = small();
        Cli none = Cli.run("report", file.toString());
        assertEquals(2, none.exitCode());
        assertTrue(none.err().startsWith("swapset: name an output: --html FILE, --png DIR or --svg DIR"), none.err());

        Cli target = Cli.run("report", file.toString(), "--target", "q1.seconds<1s", "--png", temp.toString());
        assertEquals(2, target.exitCode());
        assertTrue(target.err().startsWith("swapset: --target: target 'q1.seconds<1s': expected METRIC<=VALUE"),
                target.err());

        // A misspelt metric or a unit that does not fit it: refused before the forecasts, which would take days.
        Path days = Files.writeString(temp.resolve("days.yaml"), Files.readString(file).replace("duration: 40s",
                "duration: 700h"));
        Cli metric = Cli.run("report", days.toString(), "--target", "q1.secnds<=1s", "--png",
                temp.resolve("charts").toString(), "--time-limit", "20s");
        assertEquals(2, metric.exitCode(), metric.err());
        assertTrue(metric.err().contains("--target: the forecast has no metric 'q1.secnds' (did you mean "
                + "'q1.seconds'?)"), metric.err());
        Cli unit = Cli.run("report", days.toString(), "--target", "throughput>=1s", "--png",
                temp.resolve("charts").toString(), "--time-limit", "20s");
        assertEquals(2, unit.exitCode(), unit.err());
        assertTrue(unit.err().contains("a duration, but throughput is in '/s'"), unit.err());
        assertFalse(Files.exists(temp.resolve("charts")), "no chart folder made for a report that did not run");

        Path nowhere = temp.resolve("no/such/folder/r.html");
        Cli folder = Cli.run("report", file.toString(), "--html", nowhere.toString());
        assertEquals(2, folder.exitCode());
        assertTrue(folder.err().startsWith("swapset: --html " + nowhere + ": folder not found"), folder.err());
    }

    @Test
    void theHelpDescribesTheOptions() {
        Cli cli = Cli.run("report", "--help");
        assertEquals(0, cli.exitCode(), cli.err());
        for (String option : List.of("--html", "--png", "--svg", "--target", "--users", "--workload", "--seed",
                "--replications", "--threads", "--plugins", "--time-limit")) {
            assertTrue(cli.out().contains(option), option + " in\n" + cli.out());
        }
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
            n++;
        }
        return n;
    }
}
