package org.swapset.core.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class DeferredEventTest {

    @Test
    void aDeferredEventRunsWhenTheCurrentOneEndsBeforeOthersAtTheSameInstant() {
        Simulation sim = new Simulation();
        List<String> log = new ArrayList<>();
        int[] deferred = new int[1];
        deferred[0] = sim.register("deferred", (t, a) -> log.add("deferred " + t + " at " + sim.now()));
        int other = sim.register("other", (t, a) -> log.add("other " + t));
        int first = sim.register("first", (t, a) -> {
            sim.deferToEndOfEvent(deferred[0], 1, 0);
            sim.deferToEndOfEvent(deferred[0], 2, 0);
            log.add("first");
        });
        sim.at(1.0, first, 0, 0);
        sim.at(1.0, other, 9, 0); // queued for the same instant, before the deferral was made
        sim.runUntil(2.0, () -> false);

        assertEquals(List.of("first", "deferred 1 at 1.0", "deferred 2 at 1.0", "other 9"), log);
        assertEquals(4, sim.eventsHandled());
    }

    @Test
    void deferralsMadeBeforeTheRunRunFirstAndManyAreKept() {
        Simulation sim = new Simulation();
        List<Integer> seen = new ArrayList<>();
        int type = sim.register("d", (t, a) -> seen.add(t));
        for (int i = 0; i < 100; i++) {
            sim.deferToEndOfEvent(type, i, 0);
        }
        sim.runUntil(1.0, () -> false);
        assertEquals(100, seen.size());
        assertEquals(99, seen.get(99));
        assertThrows(IllegalArgumentException.class, () -> sim.deferToEndOfEvent(7, 0, 0));
    }
}
