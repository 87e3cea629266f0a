package org.swapset.core.forecast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.swapset.core.metrics.Metric;
import org.swapset.core.scenario.Published;
import org.swapset.core.scenario.PublishedFigure;

/**
 * The HTML report is one self-contained page (no scripts, no external links) with the key figures and their
 * intervals, the bottleneck, the published-versus-forecast table and, for a comparison, ratios and significance;
 * text from scenarios is escaped everywhere it appears.
 */
class HtmlReportTest {

    private static MetricForecast metric(String id, String label, String unit, double... values) {
        return new MetricForecast(new Metric(id, label, unit), Statistics.estimate(values), values);
    }

    private static Forecast forecast(String name, double shift) {
        return new Forecast(name, 7, 3, 60, 600, List.of(
                metric("response.mean", "Mean response <time>", "s", 1.0 + shift, 2.0 + shift, 3.0 + shift),
                metric("throughput", "Transaction rate", "/s", 10, 10, 10),
                metric("cpu.utilisation", "Processor utilisation", "%", 50, 52, 54),
                metric("devices[0].utilisation", "Device utilisation, 2 x ibm-3380 on \"ch1\"", "%", 80, 81, 82)));
    }

    @Test
    void aForecastPageShowsKeyFiguresWithIntervalsAndTheBottleneck() {
        String html = HtmlReport.forecast(forecast("Base & <b>bold</b>", 0), Optional.empty());
        assertTrue(html.startsWith("<!DOCTYPE html>"), html);
        assertTrue(html.contains("<h1>Base &amp; &lt;b&gt;bold&lt;/b&gt;</h1>"), html);
        assertFalse(html.contains("<b>bold</b>"), "scenario names are escaped");
        assertTrue(html.contains("Mean response &lt;time&gt;"), html);
        // mean 2, t(0.975, 2) * 1 / sqrt(3) = 2.48: the interval is 2 +- 2.5 (-0.48 to 4.5), shown from 0, since
        // no forecast metric is negative
        assertTrue(html.contains("<div class=\"value\">2 s</div><div class=\"ci\">± 2.5 (0 to 4.484)</div>"), html);
        assertTrue(html.contains("<b>Bottleneck:</b> Device utilisation, 2 x ibm-3380 on &quot;ch1&quot; at 81%"),
                html);
        assertTrue(html.contains("<svg"), "the utilisation chart is inline SVG");
        assertFalse(html.contains("<script"), html);
        String withoutSvgNamespace = html.replace("xmlns=\"http://www.w3.org/2000/svg\"", "");
        assertFalse(withoutSvgNamespace.contains("http://") || withoutSvgNamespace.contains("https://"),
                "no link to anywhere but the SVG namespace");
        assertFalse(html.contains("src="), "nothing is loaded from elsewhere");
        assertFalse(html.contains("Published and forecast"), "no published table without published figures");
    }

    @Test
    void aShareInPercentIsShownAtMostOneHundred() {
        Forecast f = new Forecast("Saturated", 7, 3, 60, 600, List.of(
                metric("cpu.utilisation", "Processor utilisation", "%", 99.6, 99.9, 100)));
        String html = HtmlReport.forecast(f, Optional.empty());
        // mean 99.83, half-width 0.52: 99.32 to 100.35 as computed, shown to 100
        assertTrue(html.contains("(99.32 to 100)"), html);
        assertFalse(html.contains("100.3"), html);
    }

    @Test
    void aCountIsShownWholeInTheTableOfAllMetrics() {
        // 801,108 page slots, the same in every replication: not "801110" and "801100 to 801100".
        Forecast f = new Forecast("Slots", 7, 3, 60, 600, List.of(
                metric("paging.slots", "Paging space: page slots", "slots", 801108, 801108, 801108)));
        String html = HtmlReport.forecast(f, Optional.empty());
        assertTrue(html.contains("<td class=\"n\">801108</td><td class=\"n\">0</td><td class=\"n\">801108 to 801108"
                + "</td>"), html);
    }

    @Test
    void aKeyFigureTheScenarioDoesNotProduceHasNoCard() {
        // A Linux guest has no Q1 and no trivial response: n/a in the table of all metrics, no card among the key ones.
        Forecast f = new Forecast("Guest", 7, 3, 60, 600, List.of(
                metric("response.mean", "Mean response time", "s", 1, 2, 3),
                metric("trivial.response", "Trivial response (VMMAP)", "s", Double.NaN, Double.NaN, Double.NaN)));
        String html = HtmlReport.forecast(f, Optional.empty());
        String cards = html.substring(html.indexOf("<div class=\"figures\">"), html.indexOf("</div>\n<p class"));
        assertTrue(cards.contains("Mean response time"), cards);
        assertFalse(cards.contains("Trivial response"), cards);
        assertTrue(html.contains("Trivial response (VMMAP)"), "still listed among all metrics");
    }

    @Test
    void aForecastWithPublishedFiguresHasTheComparisonTable() {
        Forecast f = forecast("Base", 0);
        Published published = new Published("Smith <1987>, Table 2", 0.15, List.of(
                new PublishedFigure("response.mean", 2.1, Double.NaN, "Response & think"),
                new PublishedFigure("throughput", 20, 0.1, "Rate")));
        String html = HtmlReport.forecast(f, Optional.of(Validation.of(f, published)));
        assertTrue(html.contains("Published in: Smith &lt;1987&gt;, Table 2"), html);
        assertTrue(html.contains("<tr><td>Response &amp; think</td><td class=\"n\">2.1</td><td class=\"n\">2 ± 2.5"
                + "</td><td class=\"n\">-4.8%</td><td class=\"n\">15%</td><td class=\"ok\">ok</td></tr>"), html);
        assertTrue(html.contains("<td class=\"n\">-50.0%</td><td class=\"n\">10%</td><td class=\"bad\">outside</td>"),
                html);
    }

    @Test
    void aComparisonPageHasRatiosAndMarksDifferencesThatAreNotSignificant() {
        Forecast base = forecast("Base", 0);
        Forecast variant = forecast("More <storage>", 1);
        String html = HtmlReport.comparison(new Comparison(base, List.of(variant)));
        assertTrue(html.contains("<li>More &lt;storage&gt;</li>"), html);
        // response: every replication 1 s slower, so the paired difference is exactly 1 with no spread
        assertTrue(html.contains("<td class=\"n\">3</td><td class=\"n\">1.500</td><td class=\"n\">1 ± 0</td>"), html);
        // throughput equal in every replication: the difference 0 ± 0 is not significant
        assertTrue(html.contains("<td class=\"n ns\">1.000</td><td class=\"n ns\">0 ± 0 ~</td>"), html);
    }

    @Test
    void aComparisonPageListsAFailedVariantWithItsErrorAndKeepsTheOthersNumbers() {
        Forecast base = forecast("Base", 0);
        Comparison c = new Comparison(base, List.of(forecast("first", 1), forecast("third", 2)),
                List.of(new Comparison.Failure(1, "second", "plugin 'x' <threw>")));
        String html = HtmlReport.comparison(c);
        assertTrue(html.contains("<li value=\"0\"><b>Base</b>: Base</li>\n<li>first</li>\n<li>second <span "
                + "class=\"bad\">FAILED</span>: plugin &#39;x&#39; &lt;threw&gt;</li>\n<li>third</li>\n</ol>"), html);
        // With what each variant changes, under its name (the failed one's changes are not shown: it has no columns).
        String named = HtmlReport.comparison(c, "", List.of(List.of("storage.real: 16MiB → 24MiB"), List.of("x"),
                List.of()));
        assertTrue(named.contains("<li>first<br><span class=\"changes\">Changes: storage.real: 16MiB → 24MiB</span>"
                + "</li>\n<li>second <span class=\"bad\">FAILED</span>"), named);
        assertTrue(named.contains("<li>third<br><span class=\"changes\">Changes: none</span></li>"), named);
        assertTrue(html.contains("<th>Base</th><th>V1</th><th>Ratio</th><th>Difference ± 95%</th><th>V3</th>"), html);
        assertFalse(html.contains("<th>V2</th>"), html);
    }

    @Test
    void escapingCoversEveryCharacterThatIsSpecialInHtml() {
        assertEquals("&lt;a href=&quot;x&quot;&gt;it&#39;s &amp; more&lt;/a&gt;",
                HtmlReport.escape("<a href=\"x\">it's & more</a>"));
    }
}
