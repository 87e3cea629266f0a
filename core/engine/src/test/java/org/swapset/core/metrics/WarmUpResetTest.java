package org.swapset.core.metrics;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.swapset.core.engine.Simulation;

/** Statistics reset through {@link Simulation#onWarmUpEnd} report only the measured interval. */
class WarmUpResetTest {

    @Test
    void whatHappensDuringTheWarmUpIsLeftOutOfTheMeasuredInterval() {
        Simulation sim = new Simulation();
        TimeWeighted level = new TimeWeighted(0.0);
        Tally tally = new Tally();
        int change = sim.register("change", (target, arg) -> {
            level.set(sim.now(), arg);
            tally.add(arg);
        });
        sim.onWarmUpEnd(() -> {
            level.reset(sim.now());
            tally.reset();
        });
        sim.at(2.0, change, 0, 9);   // warm-up: level 9 on [2,5), observation 9
        sim.at(5.0, change, 0, 4);   // warm-up: level 4 on [5,15), observation 4
        sim.at(15.0, change, 0, 2);  // measured: level 2 on [15,20), observation 2
        sim.run(10.0, 10.0, () -> false);

        assertEquals(20.0, sim.now());
        // Measured [10,20]: 4 for 5 s, then 2 for 5 s.
        assertEquals(3.0, level.mean(sim.now()), 1e-12);
        assertEquals(4.0, level.max());
        assertEquals(1, tally.count());
        assertEquals(2.0, tally.mean());
    }
}
