package org.swapset.core.forecast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swapset.core.metrics.Metric;

class ComparisonTest {

    private static MetricForecast metric(String id, double... values) {
        return new MetricForecast(new Metric(id, id, "s"), Statistics.estimate(values), values);
    }

    private static Forecast forecast(String name, long seed, MetricForecast... metrics) {
        return new Forecast(name, seed, metrics[0].replications().length, 0, 60, List.of(metrics));
    }

    @Test
    void pairsReplicationsSoCommonNoiseCancels() {
        // The variant is the base plus 0.1 in every replication, while replications differ by far more than 0.1:
        // independent intervals would overlap, the paired one is exactly 0.1 wide of zero.
        Forecast base = forecast("base", 1, metric("r", 1.0, 2.0, 3.0, 4.0));
        Forecast variant = forecast("variant", 1, metric("r", 1.1, 2.1, 3.1, 4.1));
        Comparison.Cell cell = new Comparison(base, List.of(variant)).cell("r", 0).orElseThrow();

        assertEquals(0.1, cell.difference().mean(), 1e-12);
        assertEquals(0.0, cell.difference().halfWidth(), 1e-12);
        assertEquals(2.6 / 2.5, cell.ratio(), 1e-12);
        assertTrue(cell.significant());
    }

    @Test
    void aMetricThatIsZeroInTheBaseHasNoRatioEvenWhenZeroInTheVariant() {
        Forecast base = forecast("base", 1, metric("eligible", 0.0, 0.0, 0.0));
        Forecast variant = forecast("variant", 1, metric("eligible", 0.0, 0.0, 0.0));
        Comparison c = new Comparison(base, List.of(variant));
        assertTrue(Double.isNaN(c.cell("eligible", 0).orElseThrow().ratio()));
        assertTrue(c.table().lines().anyMatch(l -> l.matches(".* - +0 ± 0 ~.*")), c.table());
    }

    @Test
    void aDifferenceWhoseIntervalHoldsZeroIsNotSignificant() {
        Forecast base = forecast("base", 1, metric("r", 1.0, 2.0, 3.0));
        Forecast variant = forecast("variant", 1, metric("r", 1.5, 1.5, 3.0));
        Comparison comparison = new Comparison(base, List.of(variant));

        assertFalse(comparison.cell("r", 0).orElseThrow().significant());
        assertTrue(comparison.table().contains("~"), comparison.table());
    }

    @Test
    void refusesVariantsRunWithOtherSeedsOrReplications() {
        Forecast base = forecast("base", 1, metric("r", 1.0, 2.0, 3.0));
        assertThrows(IllegalArgumentException.class,
                () -> new Comparison(base, List.of(forecast("v", 2, metric("r", 1.0, 2.0, 3.0)))));
        assertThrows(IllegalArgumentException.class,
                () -> new Comparison(base, List.of(forecast("v", 1, metric("r", 1.0, 2.0)))));
    }

    @Test
    void aMetricOnlyOneSideHasIsLeftEmpty() {
        Forecast base = forecast("base", 1, metric("r", 1.0, 2.0));
        Forecast variant = forecast("v", 1, metric("x", 1.0, 2.0));
        Comparison comparison = new Comparison(base, List.of(variant));
        assertTrue(comparison.cell("r", 0).isEmpty());
        assertTrue(comparison.table().lines().anyMatch(l -> l.startsWith("r ") && l.contains(" - ")),
                comparison.table());
    }

    @Test
    void aFailedVariantIsListedWithItsErrorAndTheOthersKeepTheirNumbers() {
        Forecast base = forecast("base", 1, metric("r", 1.0, 2.0, 3.0));
        Forecast first = forecast("first", 1, metric("r", 1.5, 2.5, 3.5));
        Forecast third = forecast("third", 1, metric("r", 2.0, 3.0, 4.0));
        Comparison comparison = new Comparison(base, List.of(first, third),
                List.of(new Comparison.Failure(1, "second", "plugin 'x' threw")));

        String table = comparison.table();
        assertEquals(1, comparison.number(0));
        assertEquals(3, comparison.number(1));
        assertTrue(table.contains("Variant 1 first\nVariant 2 second   FAILED: plugin 'x' threw\nVariant 3 third\n"),
                table);
        String header = table.lines().filter(l -> l.startsWith("Metric")).findFirst().orElseThrow();
        assertTrue(header.contains(" V1 ") && header.contains(" V3 ") && !header.contains(" V2 "), header);
        assertThrows(IllegalArgumentException.class, () -> new Comparison(base, List.of(first),
                List.of(new Comparison.Failure(2, "x", "y"))));
    }

    /**
     * A variant the model cannot run is named with what it changes, in the table and the page, as the others are:
     * that is the variant whose changes the planner most needs to see; and a paging space nearly full is warned of.
     */
    @Test
    void aVariantThatCannotRunKeepsItsChangesAndANearlyFullPagingSpaceIsWarnedOf() {
        Forecast base = forecast("base", 1, metric("r", 1.0, 2.0, 3.0));
        Forecast full = new Forecast("more users", 1, 3, 0, 60, List.of(metric("r", 1.5, 2.5, 3.5),
                new MetricForecast(new Metric("paging.slots", "slots", "slots"),
                        Statistics.estimate(new double[] {2304, 2304, 2304}), new double[] {2304, 2304, 2304}),
                new MetricForecast(new Metric("storage.virtual", "pages", "pages"),
                        Statistics.estimate(new double[] {5120, 5120, 5120}), new double[] {5120, 5120, 5120}),
                new MetricForecast(new Metric("paging.spacePeak", "peak", "%"),
                        Statistics.estimate(new double[] {95, 96, 97}), new double[] {95, 96, 97})));
        Comparison comparison = new Comparison(base, List.of(full),
                List.of(new Comparison.Failure(0, "fewer drums", "paging space is full", true)));
        List<List<String>> changes = List.of(List.of("pagingDevices[1].count: 2 → 1"),
                List.of("workloads[0].users: 310 → 360"));

        String table = comparison.table(changes);
        assertTrue(table.contains("Variant 1 fewer drums   cannot run: paging space is full\n  changes: "
                + "pagingDevices[1].count: 2 → 1\nVariant 2 more users\n  changes: workloads[0].users: 310 → 360\n"),
                table);
        String html = HtmlReport.comparison(comparison, "", changes);
        assertTrue(html.contains("fewer drums <span class=\"bad\">cannot run</span>: paging space is full<br><span "
                + "class=\"changes\">Changes: pagingDevices[1].count: 2 → 1</span></li>"), html);
        assertEquals(List.of("Paging space nearly full: V2 (more users): the paging space peaked at 96 % of its 2,304 "
                + "slots (paging.spacePeak), for 5,120 pages of virtual storage: a few more users or pages fill it, and "
                + "the model cannot run past that; add paging devices to carry more"), comparison.warnings());
        assertTrue(html.contains("<b>Paging space nearly full:</b> V2 (more users): the paging space peaked"), html);
    }

    /**
     * The JSON a CI job reads: every variant in the order given with its outcome and changes, and per metric the
     * base's mean and each compared variant's mean, ratio, paired difference and significance.
     */
    @Test
    void theJsonHasEveryVariantsOutcomeAndEachMetricsPairedDifference() throws Exception {
        Forecast base = forecast("base", 1, metric("r", 1.0, 2.0, 3.0));
        Forecast third = forecast("third", 1, metric("r", 2.0, 3.0, 4.0));
        Comparison comparison = new Comparison(base, List.of(third),
                List.of(new Comparison.Failure(0, "first", "plugin 'x' threw"),
                        new Comparison.Failure(1, "second", "paging space is full", true)));
        String text = comparison.json(List.of("b.yaml", "1.yaml", "2.yaml", "3.yaml"),
                List.of(List.of("a: 1 → 2"), List.of(), List.of("c: 3 → 4")));
        com.fasterxml.jackson.databind.JsonNode root = new com.fasterxml.jackson.databind.ObjectMapper()
                .readTree(text);
        assertEquals("b.yaml", root.at("/base/file").asText());
        assertEquals(3, root.at("/base/replications").asInt());
        assertEquals("failed", root.at("/variants/0/outcome").asText());
        assertEquals("plugin 'x' threw", root.at("/variants/0/failure").asText());
        assertEquals("a: 1 → 2", root.at("/variants/0/changes/0").asText());
        assertEquals("cannot run", root.at("/variants/1/outcome").asText());
        assertEquals("compared", root.at("/variants/2/outcome").asText());
        assertEquals("third", root.at("/variants/2/scenario").asText());
        assertEquals("3.yaml", root.at("/variants/2/file").asText());
        assertTrue(root.at("/variants/2/failure").isMissingNode());
        assertEquals("r", root.at("/metrics/0/id").asText());
        assertEquals(2.0, root.at("/metrics/0/mean").asDouble(), 1e-12);
        assertEquals(3, root.at("/metrics/0/variants/0/number").asInt());
        assertEquals(3.0, root.at("/metrics/0/variants/0/mean").asDouble(), 1e-12);
        assertEquals(1.5, root.at("/metrics/0/variants/0/ratio").asDouble(), 1e-12);
        assertEquals(1.0, root.at("/metrics/0/variants/0/difference").asDouble(), 1e-12);
        assertEquals(0.0, root.at("/metrics/0/variants/0/differenceHalfWidth").asDouble(), 1e-12);
        assertTrue(root.at("/metrics/0/variants/0/significant").asBoolean());
        assertEquals(0, root.at("/warnings").size());
        assertEquals(0, root.at("/variantOnly").size());
        assertTrue(text.endsWith("}\n") && !text.contains("\r"), text);
    }

    private static MetricForecast device(String id, String label, double... values) {
        return new MetricForecast(new Metric(id, label, "%"), Statistics.estimate(values), values);
    }

    @Test
    void aVariantsOwnDevicesAreNotPairedWithTheBasesByPositionButListedAsTheirs() {
        // The base pages to 2305s on ch1; the variant's first group is 3380s there and its 2305s moved to ch4.
        Forecast base = forecast("base", 1, metric("r", 1.0, 2.0),
                device("devices[0].utilisation", "Device utilisation, 2 x ibm-2305-2 on ch1", 77, 78));
        Forecast variant = forecast("variant", 1, metric("r", 1.1, 2.1),
                device("devices[0].utilisation", "Device utilisation, 2 x ibm-3380 on ch1", 35, 36),
                device("devices[1].utilisation", "Device utilisation, 2 x ibm-2305-2 on ch4", 64, 65));
        Comparison c = new Comparison(base, List.of(variant));
        assertTrue(c.cell("r", 0).isPresent());
        assertTrue(c.cell("devices[0].utilisation", 0).isEmpty(), "different hardware under one id: not paired");
        assertEquals(List.of("Device utilisation, 2 x ibm-3380 on ch1", "Device utilisation, 2 x ibm-2305-2 on ch4"),
                c.variantOnly().keySet().stream().map(Metric::label).toList());
        String table = c.table();
        assertTrue(table.lines().anyMatch(l -> l.matches(
                "Device utilisation, 2 x ibm-2305-2 on ch1\\s+77\\.5\\s+-\\s+-\\s+-\\s+%")), table);
        assertTrue(table.lines().anyMatch(l -> l.matches(
                "Device utilisation, 2 x ibm-2305-2 on ch4\\s+-\\s+64\\.5\\s+-\\s+-\\s+%")), table);
    }

    @Test
    void deviceGroupsArePairedByWhatTheyAreNotByTheirPlaceInTheList() {
        // The variant drops the base's group on ch1: its group on ch2 is now devices[0], the base's devices[1]. Paired
        // by id, "on ch2" had come out twice, once with a base value only and once with a variant value only.
        Forecast base = forecast("base", 1, device("devices[0].utilisation", "Device utilisation, 2 x 3350 on ch1",
                10, 11), device("devices[1].utilisation", "Device utilisation, 2 x 3350 on ch2", 20, 21));
        Forecast variant = forecast("variant", 1, device("devices[0].utilisation",
                "Device utilisation, 2 x 3350 on ch2", 25, 27));
        Comparison c = new Comparison(base, List.of(variant));
        assertTrue(c.cell("devices[0].utilisation", 0).isEmpty(), "ch1 is the base's alone");
        assertEquals(5.5, c.cell("devices[1].utilisation", 0).orElseThrow().difference().mean(), 1e-12);
        assertTrue(c.variantOnly().isEmpty(), "nothing of the variant is left unpaired");
        assertEquals(1, c.table().lines().filter(l -> l.startsWith("Device utilisation, 2 x 3350 on ch2")).count(),
                c.table());
    }

    @Test
    void twoGroupsAlikeArePairedInOrderAndAThirdIsTheVariantsAlone() {
        Forecast base = forecast("base", 1, device("devices[0].utilisation", "U, 2 x 3350 on ch1", 10, 11),
                device("devices[1].utilisation", "U, 2 x 3350 on ch1", 20, 21));
        Forecast variant = forecast("variant", 1, device("devices[0].utilisation", "U, 2 x 3350 on ch1", 12, 13),
                device("devices[1].utilisation", "U, 2 x 3350 on ch1", 22, 23),
                device("devices[2].utilisation", "U, 2 x 3350 on ch1", 32, 33));
        Comparison c = new Comparison(base, List.of(variant));
        assertEquals(2, c.cell("devices[0].utilisation", 0).orElseThrow().difference().mean(), 1e-12);
        assertEquals(2, c.cell("devices[1].utilisation", 0).orElseThrow().difference().mean(), 1e-12);
        assertEquals(1, c.variantOnly().size());
        assertEquals(32.5, c.variantOnly().values().iterator().next().get(0).estimate().mean(), 1e-12);
    }

    @Test
    void aForecastComparedThatHadNotSettledIsSaidWithItsPlaceAndInTheExportedPage() {
        // The Compare tab and compare --html had said nothing where the Results tab and stderr warned.
        Forecast base = forecast("base", 1, metric("r", 1.0, 2.0));
        Forecast v = forecast("six MiB", 1, metric("r", 1.1, 2.1));
        Settling falling = new Settling("throughput", "Transaction rate", "/s",
                Statistics.estimate(new double[] {10, 10, 10, 10, 10}),
                Statistics.estimate(new double[] {-2, -2.01, -1.99, -2, -2}));
        Forecast drifting = new Forecast(v.scenario(), v.seed(), v.replications(), v.warmUpSeconds(),
                v.durationSeconds(), v.metrics(), List.of(falling));
        Comparison c = new Comparison(base, List.of(drifting));
        assertEquals(1, c.warnings().size(), c.warnings().toString());
        assertTrue(c.warnings().get(0).startsWith("Not settled: V1 (six MiB): Transaction rate fell 20 %"),
                c.warnings().get(0));
        assertTrue(HtmlReport.comparison(c).contains("<p class=\"warning\"><b>Not settled:</b> V1 (six MiB): "
                + "Transaction rate fell 20 %"), HtmlReport.comparison(c));
        assertTrue(new Comparison(base, List.of(v)).warnings().isEmpty());
    }
}
