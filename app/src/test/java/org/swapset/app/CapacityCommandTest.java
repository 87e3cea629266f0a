package org.swapset.app;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/**
 * The analytic answer names a device as the forecast's metrics name its group ("2 x ibm-3350 on ch1"), not "ibm-3350
 * 1 on ch1", which read as a third naming of one group.
 */
class CapacityCommandTest {

    @Test
    void anActuatorIsNamedAsItsGroupIsWithItsPlaceInIt() {
        assertEquals("ibm-3350 on ch1 (1 of 2)", CapacityCommand.actuator("ibm-3350", "ch1", 0, 2));
        assertEquals("ibm-3350 on ch1 (2 of 2)", CapacityCommand.actuator("ibm-3350", "ch1", 1, 2));
        assertEquals("ibm-3380 on chpid-1", CapacityCommand.actuator("ibm-3380", "chpid-1", 0, 1));
    }

    /** A search's log line keeps every digit of a large value: 25,060 against a target of 25,000 is told apart. */
    @Test
    void aLoggedValueKeepsTheDigitsOfItsWholePart() {
        assertEquals("25060", CapacityRun.logged(25060));
        assertEquals("13824", CapacityRun.logged(13824));
        assertEquals("0.8407", CapacityRun.logged(0.84071));
        assertEquals("1.020", CapacityRun.logged(1.0198));
        assertEquals("1234", CapacityRun.logged(1234.4));
        assertEquals("10000", CapacityRun.logged(9999.7), "not 1.000e+04, which %.4g writes");
    }
}
