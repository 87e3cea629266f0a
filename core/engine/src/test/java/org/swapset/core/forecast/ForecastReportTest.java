package org.swapset.core.forecast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.swapset.core.metrics.Metric;

/** Reports show every metric in report order, with numbers independent of the locale and doubles kept exact. */
class ForecastReportTest {

    private static Forecast sample() {
        return new Forecast("ibm-3081-cms", 42, 3, 100, 1000, List.of(
                new MetricForecast(new Metric("response.mean", "Mean response time", "s"),
                        Statistics.estimate(new double[] {1.0, 2.0, 3.0}), new double[] {1.0, 2.0, 3.0}),
                new MetricForecast(new Metric("response.p95", "95th percentile response, trivial", "s"),
                        Statistics.estimate(new double[] {0.1 + 0.2, 4.0, 5.0}), new double[] {0.1 + 0.2, 4.0, 5.0}),
                new MetricForecast(new Metric("paging.rate", "Page-ins", "/s"),
                        Statistics.estimate(new double[] {123456.0, Double.NaN, 123457.0}),
                        new double[] {123456.0, Double.NaN, 123457.0})));
    }

    /**
     * A difference is rounded to its interval's resolution, the second significant digit of the half-width, and reads
     * 0 below it (a plugin test saw 2.961e-16 ± 0.055); a desktop user saw -0.00669 ± 0.043 beside -0.0001691 ±
     * 0.0022 and 0 ± 0.54, digits the intervals call noise.
     */
    @Test
    void aDifferenceFarInsideItsIntervalReadsZero() {
        assertEquals("0", ForecastReport.differenceMean(2.961e-16, 0.055));
        assertEquals("0", ForecastReport.differenceMean(-0.0002, 0.055));
        assertEquals("0.001", ForecastReport.differenceMean(0.001, 0.055), "at the second digit of 0.055: kept");
        assertEquals("0.123", ForecastReport.differenceMean(0.123456, 0.055));
        assertEquals("-0.007", ForecastReport.differenceMean(-0.00669, 0.043));
        assertEquals("-0.0002", ForecastReport.differenceMean(-0.0001691, 0.0022));
        assertEquals("0", ForecastReport.differenceMean(-0.003, 0.54));
        assertEquals("1230", ForecastReport.differenceMean(1234.5, 120));
        assertEquals("-12.346", ForecastReport.differenceMean(-12.3456, 0.012));
        assertEquals("0.75 ± 0.87", ForecastReport.difference(0.7479, 0.87));
        assertEquals("-5.0 ± 5.6", ForecastReport.difference(-4.98, 5.6), "the tenths the interval resolves, zero too");
        // The interval to the same place as the mean: its own zero kept too.
        assertEquals("-5.0 ± 5.0", ForecastReport.difference(-4.98, 5.0));
        assertEquals("0.30 ± 0.10", ForecastReport.difference(0.3, 0.1));
        assertEquals("1230 ± 120", ForecastReport.difference(1234.5, 120));
        assertEquals("0 ± 0.055", ForecastReport.difference(2.961e-16, 0.055));
        assertEquals("0.50", ForecastReport.differenceMean(0.4996, 0.12));
        // An interval far narrower than the mean's own precision (constant differences but for float jitter): the
        // mean as ever, not digits of noise nor an overflowed rounding (a review found 922.33... for 1000 ± 1e-15).
        assertEquals("1000", ForecastReport.differenceMean(1000, 1e-15));
        assertEquals("0.1", ForecastReport.differenceMean(0.1, 3e-17));
        assertEquals("0.5", ForecastReport.differenceMean(0.5, 1e-320));
        assertEquals("1", ForecastReport.differenceMean(1, Double.MIN_VALUE));
        assertEquals("1000000", ForecastReport.differenceMean(1e6, 1e-6));
        assertEquals("-1.29", ForecastReport.differenceMean(-1.29, 0.2));
        assertEquals("2.961e-16", ForecastReport.differenceMean(2.961e-16, 0), "no interval: as it is");
        assertEquals("n/a", ForecastReport.differenceMean(Double.NaN, 0.1));
    }

    /**
     * A metric with no value (no transaction ended, in one forecast or both) has no difference and no interval: n/a
     * alone, and no mark of a difference that is not significant, where it read "n/a ± n/a ~".
     */
    @Test
    void aDifferenceOfAMetricWithNoValueIsNaAlone() {
        assertEquals("n/a", ForecastReport.difference(Double.NaN, Double.NaN));
        Comparison.Cell none = new Comparison.Cell(Statistics.estimate(new double[] {Double.NaN, Double.NaN}),
                Double.NaN, Statistics.estimate(new double[] {Double.NaN, Double.NaN}));
        assertEquals("", none.mark());
        Comparison.Cell noise = new Comparison.Cell(Statistics.estimate(new double[] {1, 2}), 1,
                Statistics.estimate(new double[] {-1, 1}));
        assertEquals(" ~", noise.mark(), "a difference within its noise is still marked");
    }

    /**
     * A mean beside its interval shows no digit finer than the half-width's last (0.671 ± 0.077, not 0.6709), keeps
     * every whole digit (a count stays exact), and is as value() writes it when the interval is finer or absent.
     */
    @Test
    void aMeanBesideItsIntervalIsRoundedToTheIntervalsLastDigit() {
        assertEquals("0.671", ForecastReport.mean(0.6709, 0.077, 4));
        assertEquals("0.671 ± 0.077", ForecastReport.estimate(0.6709, 0.077, 4));
        assertEquals("99.95", ForecastReport.mean(99.95, 0.15, 4), "already to the interval's place");
        assertEquals("3.0", ForecastReport.mean(2.999, 0.5, 4), "the interval's tenths, zero too");
        assertEquals("0.6", ForecastReport.mean(0.6, 0.077, 4), "no digits added");
        assertEquals("11299", ForecastReport.mean(11299, 120, 4), "whole digits kept");
        assertEquals("0.9993", ForecastReport.mean(0.99934, Double.NaN, 4), "one replication: no interval");
        assertEquals("0.9993", ForecastReport.mean(0.99934, 0, 4));
        assertEquals("0.99934", ForecastReport.mean(0.99934, 0.00012, 5), "a narrow interval: value's own digits");
        assertEquals("1.235e-05", ForecastReport.mean(1.2345e-5, 1e-6, 4), "beyond plain notation: as value");
        assertEquals("n/a", ForecastReport.mean(Double.NaN, Double.NaN, 4));
        assertEquals("n/a", ForecastReport.estimate(Double.NaN, Double.NaN, 4), "no value: no interval either");
    }

    @Test
    void tableHasAHeaderLineAlignedColumnsAndABlankLineBetweenGroups() {
        String expected = """
                Scenario ibm-3081-cms   seed 42   replications 3   warm-up 100 s   duration 1000 s
                Metric                               Mean  ± 95%  Unit
                Mean response time                      2    2.5  s
                95th percentile response, trivial     3.1    6.2  s
                
                Page-ins                           123457    6.4  /s
                """;
        assertEquals(expected, ForecastReport.table(sample()));
    }

    @Test
    void csvIsTidyWithExactDoublesAndQuotedText() {
        String csv = ForecastReport.csv(sample());
        String[] lines = csv.split("\n");
        assertEquals("metric,label,unit,mean,halfWidth,lower,upper,sd,n", lines[0]);
        assertEquals(4, lines.length);
        assertTrue(lines[1].startsWith("response.mean,Mean response time,s,2.0,2.48"), lines[1]);
        assertTrue(lines[1].endsWith(",1.0,3"), lines[1]);
        assertTrue(lines[2].startsWith("response.p95,\"95th percentile response, trivial\",s,3.1,"), lines[2]);
        assertTrue(lines[3].startsWith("paging.rate,Page-ins,/s,123456.5,"), lines[3]);
        assertTrue(lines[3].endsWith(",2"), lines[3]);
    }

    @Test
    void jsonHasAFixedKeyOrderEveryReplicationAndExactDoubles() throws Exception {
        String json = ForecastReport.json(sample());
        JsonNode root = new ObjectMapper().readTree(json);
        assertEquals(List.of("scenario", "seed", "replications", "warmUpSeconds", "durationSeconds", "metrics",
                "settling"), names(root.fieldNames()));
        JsonNode p95 = root.get("metrics").get(1);
        assertEquals(List.of("id", "label", "unit", "mean", "halfWidth", "lower", "upper", "sd", "n", "replications"),
                names(p95.fieldNames()));
        assertEquals(0.1 + 0.2, p95.get("replications").get(0).doubleValue());
        assertTrue(json.contains("0.30000000000000004"), json);
        assertEquals("NaN", root.get("metrics").get(2).get("replications").get(1).asText());
        assertEquals(42, root.get("seed").asLong());
        assertTrue(!json.contains("\r"));
        assertEquals(json, ForecastReport.json(sample()));
    }

    @Test
    void significantDigitsSwitchToScientificNotationOnlyForExtremeMagnitudes() {
        assertEquals("0.0012346", ForecastReport.significant(0.00123456789, 5));
        assertEquals("1.2346e-07", ForecastReport.significant(1.23456789e-7, 5));
        assertEquals("1.2e+12", ForecastReport.significant(1.23456789e12, 2));
        assertEquals("-3", ForecastReport.significant(-2.999, 2));
        assertEquals("2.5", ForecastReport.significant(2.5, 5));
        assertEquals("n/a", ForecastReport.significant(Double.NaN, 3));
        assertEquals("0", ForecastReport.significant(0.0, 3));
    }

    @Test
    void aValueKeepsEveryDigitOfItsWholePart() {
        assertEquals("11299", ForecastReport.value(11299, 4), "not 11300: a count published exactly");
        assertEquals("-11301", ForecastReport.value(-11301.2, 4));
        assertEquals("517.8", ForecastReport.value(517.8123, 4));
        assertEquals("0.4939", ForecastReport.value(0.49389, 4));
        assertEquals("1000", ForecastReport.value(999.99, 4));
        assertEquals("1.2346e+12", ForecastReport.value(1.23456789e12, 5), "beyond plain notation as significant()");
        assertEquals("n/a", ForecastReport.value(Double.NaN, 4));
    }

    private static List<String> names(Iterator<String> it) {
        List<String> out = new java.util.ArrayList<>();
        it.forEachRemaining(out::add);
        return out;
    }
}
