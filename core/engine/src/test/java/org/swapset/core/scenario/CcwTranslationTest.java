package org.swapset.core.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.swapset.core.scenario.GuestDeviceGroup.Access;

/**
 * CCW translation costs are per start-subchannel plus per CCW, fast or full; the minidisk cache handles only
 * fast-translated I/O to minidisks, with the cache on.
 */
class CcwTranslationTest {

    private static CcwTranslation costs(boolean fast, boolean mdc) {
        return new CcwTranslation(fast, 6000, 300, 2000, 75, mdc, 2000);
    }

    @Test
    void fullTranslationCostsItsPerSschAndPerCcwInstructions() {
        assertEquals(6000 + 10 * 300, costs(false, true).instructions(10));
        assertEquals(6000 + 6 * 300, costs(false, true).instructions(6));
    }

    @Test
    void fastTranslationCostsItsOwnPerSschAndPerCcwInstructions() {
        assertEquals(2000 + 10 * 75, costs(true, true).instructions(10));
        assertEquals(2000 + 75, costs(true, true).instructions(1));
    }

    @Test
    void halfTheCcwsPerSschAtTwiceTheSschPerMbCostsAboutTwiceAsMuchWhenSschCostsDominate() {
        CcwTranslation c = costs(true, true);
        // 31-bit: 32 SSCH/MB of 8 data + 2 control CCWs; 64-bit: 64 SSCH/MB of 4 + 2.
        double perMb31 = 32 * c.instructions(10);
        double perMb64 = 64 * c.instructions(6);
        assertEquals(64 * (2000 + 6 * 75) - 32 * (2000 + 10 * 75), perMb64 - perMb31, 1e-9);
        assertTrue(perMb64 / perMb31 > 1.7 && perMb64 / perMb31 < 2, () -> "ratio " + perMb64 / perMb31);
    }

    @Test
    void fastTranslationSavesPerSschAndPerCcw() {
        double saving = costs(false, true).instructions(10) - costs(true, true).instructions(10);
        assertEquals((6000 - 2000) + 10 * (300 - 75), saving);
    }

    @Test
    void onlyFastTranslatedIoToAMinidiskWithTheCacheOnIsCacheable() {
        assertTrue(costs(true, true).cacheable(Access.MINIDISK));
        assertFalse(costs(false, true).cacheable(Access.MINIDISK), "full translation is never cached");
        assertFalse(costs(true, true).cacheable(Access.DEDICATED), "the cache never holds dedicated DASD");
        assertFalse(costs(true, false).cacheable(Access.MINIDISK), "SET MDCACHE OFF");
    }

    @Test
    void aChannelProgramHasAtLeastOneCcwAndCostsAreNotNegative() {
        assertThrows(IllegalArgumentException.class, () -> costs(true, true).instructions(0));
        assertThrows(IllegalArgumentException.class, () -> new CcwTranslation(true, -1, 0, 0, 0, true, 0));
    }
}
