package org.swapset.core.forecast;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.swapset.core.metrics.Metric;

class SweepTest {

    @Test
    void parsesRangesAndLists() {
        assertEquals(List.of("100", "120", "140"), Sweep.Axis.parse("workloads[0].users=100..140/20").values());
        assertEquals(List.of("1", "2", "3"), Sweep.Axis.parse("x=1..3").values());
        assertEquals(List.of("0.5", "0.75", "1"), Sweep.Axis.parse("x=0.5..1/0.25").values());
        assertEquals(List.of("4MiB", "8MiB", "16MiB"), Sweep.Axis.parse("storage.real = 4MiB, 8MiB,16MiB").values());
        assertEquals("storage.real", Sweep.Axis.parse("storage.real=4MiB").path());
    }

    @Test
    void rejectsBadSpecifications() {
        assertThrows(IllegalArgumentException.class, () -> Sweep.Axis.parse("users"));
        assertThrows(IllegalArgumentException.class, () -> Sweep.Axis.parse("users=10..1"));
        assertThrows(IllegalArgumentException.class, () -> Sweep.Axis.parse("users=1..10/0"));
        assertThrows(IllegalArgumentException.class, () -> Sweep.Axis.parse("storage.real=4MiB..16MiB/4MiB"));
        // A step left out: fine for a few values, refused (with a step to try) for hundreds of forecasts.
        assertEquals(50, Sweep.Axis.parse("u=1..50").values().size());
        assertEquals("--vary 'workloads[0].users=100..400': 301 values with the default step of 1; give the step, "
                + "e.g. workloads[0].users=100..400/30", assertThrows(IllegalArgumentException.class,
                () -> Sweep.Axis.parse("workloads[0].users=100..400")).getMessage());
        assertThrows(IllegalArgumentException.class, () -> new Sweep(List.of()));
        assertThrows(IllegalArgumentException.class, () -> new Sweep(List.of(Sweep.Axis.parse("a=1..200"),
                Sweep.Axis.parse("b=1..200"))));
        IllegalArgumentException twice = assertThrows(IllegalArgumentException.class, () -> new Sweep(List.of(
                Sweep.Axis.parse("a=1,2"), Sweep.Axis.parse("a=3"))));
        assertEquals("--vary a is given twice; give each path once, with all its values", twice.getMessage());
        // A value given twice would be forecast and tabled twice: refused as a path given twice is.
        assertEquals("--vary 'workloads[0].users=50,60,50': '50' is given twice", assertThrows(
                IllegalArgumentException.class, () -> Sweep.Axis.parse("workloads[0].users=50,60,50")).getMessage());
    }

    @Test
    void pointsAreTheProductWithTheLastAxisFastest() {
        Sweep sweep = new Sweep(List.of(Sweep.Axis.parse("a=1,2"), Sweep.Axis.parse("b=x,y,z")));
        assertEquals(List.of(List.of("1", "x"), List.of("1", "y"), List.of("1", "z"), List.of("2", "x"),
                List.of("2", "y"), List.of("2", "z")), sweep.points());
    }

    @Test
    void csvHasOneRowPerPointAndMetric() {
        Sweep sweep = new Sweep(List.of(Sweep.Axis.parse("users=1,2")));
        double[] reps = {1.0, 3.0};
        Forecast f = new Forecast("s", 1, 2, 0, 60, List.of(
                new MetricForecast(new Metric("r", "R", "s"), Statistics.estimate(reps), reps),
                new MetricForecast(new Metric("x", "X", "/s"), Statistics.estimate(reps), reps)));
        String csv = sweep.csv(List.of(f, f));
        List<String> lines = csv.lines().toList();
        assertEquals("users,metric,unit,mean,halfWidth,lower,upper,n,status", lines.get(0));
        assertTrue(lines.get(4).endsWith(",2,ok"), lines.get(4));
        assertEquals(5, lines.size());
        assertEquals("2,x,/s,2.0", lines.get(4).substring(0, "2,x,/s,2.0".length()));
    }

    @Test
    void theTableWritesCountsWhole() {
        // 11,299 and 11,301 faults: rounded to four digits both were "11300", and a planner could not tell them apart.
        Sweep sweep = new Sweep(List.of(Sweep.Axis.parse("readAhead=16KiB,128KiB")));
        List<Forecast> forecasts = new java.util.ArrayList<>();
        for (double faults : new double[] {11299, 11301}) {
            double[] reps = {faults, faults};
            forecasts.add(new Forecast("s", 1, 2, 0, 60, List.of(new MetricForecast(new Metric("faults", "Faults",
                    ""), Statistics.estimate(reps), reps))));
        }
        String table = sweep.table(forecasts, List.of("faults"));
        assertTrue(table.contains("11299 ± 0") && table.contains("11301 ± 0"), table);
    }
}
