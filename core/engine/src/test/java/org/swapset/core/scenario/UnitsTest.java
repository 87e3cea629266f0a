package org.swapset.core.scenario;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** Units read durations, sizes, percentages, whole numbers and booleans as people write them, and write them back. */
class UnitsTest {

    @ParameterizedTest
    @CsvSource({"15s, 15", "250ms, 0.25", "2min, 120", "1h, 3600", "30 us, 0.00003", "100ns, 0.0000001",
            "1.5s, 1.5", "0.5min, 30", "5m, 300"})
    void durationsAreReadInSeconds(String text, double seconds) {
        assertEquals(seconds, Units.parseDuration(text), seconds * 1e-15);
    }

    @Test
    void aBareNumberIsNotADuration() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Units.parseDuration("15"));
        assertTrue(e.getMessage().contains("needs a unit: ns, us, ms, s, min (or m), h"), e.getMessage());
    }

    @Test
    void anUnknownDurationUnitListsTheUnits() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Units.parseDuration("3 days"));
        assertTrue(e.getMessage().contains("unknown duration unit 'days'"), e.getMessage());
        assertTrue(e.getMessage().contains("min (or m), h"), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource({"16MiB, 16777216", "4096 frames, 16777216", "4096 pages, 16777216", "2GiB, 2147483648",
            "896M, 939524096", "64KB, 65536", "1K, 1024", "1TiB, 1099511627776", "0B, 0", "1.5GiB, 1610612736",
            "1 frame, 4096"})
    void sizesAreReadInBytesWithPowersOf1024(String text, long bytes) {
        assertEquals(bytes, Units.parseSize(text));
    }

    @Test
    void aCapitalPrefixWithASmallBIsBitsAndRefusedWhileAllLowerCaseReadsAsBytes() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Units.parseSize("16Mb"));
        assertEquals("'16Mb': 'Mb' reads as bits; sizes are in bytes: write 16MB", e.getMessage());
        assertThrows(IllegalArgumentException.class, () -> Units.parseSize("2Gib"));
        assertEquals(16L << 20, Units.parseSize("16mb"));
        assertEquals(16L << 20, Units.parseSize("16mib"));
    }

    @Test
    void aSmallBAfterAnUnknownPrefixIsAnUnknownUnitNotBits() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Units.parseSize("16Qb"));
        assertTrue(e.getMessage().startsWith("unknown size unit 'Qb' in '16Qb'"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"4096", "16 parsecs", "0.3B", "lots"})
    void badSizesAreRefusedNamingTheUnits(String text) {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Units.parseSize(text));
        assertTrue(e.getMessage().contains("'" + text + "'"), e.getMessage());
    }

    /** A fraction of a byte is told as such, and a size beyond any storage as that, not "below 2^63" for both. */
    @Test
    void aSizeThatIsNoWholeNumberOfBytesSaysWhatItIs() {
        assertEquals("'0.001 frames' is 4.096 bytes: a size is a whole number of bytes",
                assertThrows(IllegalArgumentException.class, () -> Units.parseSize("0.001 frames")).getMessage());
        assertEquals("'9000000TiB' is 2^63 bytes or more, larger than any storage",
                assertThrows(IllegalArgumentException.class, () -> Units.parseSize("9000000TiB")).getMessage());
        assertEquals("'8388608TiB' is 2^63 bytes or more, larger than any storage",
                assertThrows(IllegalArgumentException.class, () -> Units.parseSize("8388608TiB")).getMessage());
        assertEquals("'-9000000TiB' is 2^63 bytes or more, larger than any storage",
                assertThrows(IllegalArgumentException.class, () -> Units.parseSize("-9000000TiB")).getMessage());
    }

    @Test
    void percentagesAreFractions() {
        assertEquals(0.15, Units.parseDecimal("15%"), 1e-15);
        assertEquals(0.25, Units.parseDecimal("0.25"));
        assertThrows(IllegalArgumentException.class, () -> Units.parseDecimal("15 percent"));
    }

    @Test
    void integersAreWholeNumbersOnly() {
        assertEquals(-42, Units.parseInteger("-42"));
        assertThrows(IllegalArgumentException.class, () -> Units.parseInteger("1.5"));
        assertThrows(IllegalArgumentException.class, () -> Units.parseInteger("99999999999999999999"));
    }

    @Test
    void booleansAreTrueOrFalseOnly() {
        assertTrue(Units.parseBoolean("true"));
        assertEquals(false, Units.parseBoolean("false"));
        assertThrows(IllegalArgumentException.class, () -> Units.parseBoolean("yes"));
    }

    @ParameterizedTest
    @CsvSource({"16777216, 16MiB", "4096, 4KiB", "1000, 1000B", "0, 0B", "2147483648, 2GiB"})
    void sizesAreWrittenInTheLargestExactUnit(long bytes, String text) {
        assertEquals(text, Units.formatSize(bytes));
        assertEquals(bytes, Units.parseSize(text));
    }

    @ParameterizedTest
    @CsvSource({"2682060, 745h 1min", "3600, 1h", "3661, 1h 1min 1s", "90, 1min 30s", "15, 15s", "0.25, 250ms",
            "90.5, 1min 30.5s", "3599.9999, 1h", "119.9996, 2min", "86399.9999, 24h", "61.0004, 1min 1s"})
    void durationsAreSaidInHoursMinutesAndSeconds(double seconds, String text) {
        assertEquals(text, Units.describeDuration(seconds));
    }

    @ParameterizedTest
    @CsvSource({"15, 15s", "0.25, 250ms", "120, 2min", "3600, 1h", "0.00003, 30us", "0.0000001, 100ns",
            "1.5, 1500ms", "0, 0s", "5400, 90min", "0.00303, 3.03ms", "0.0101, 10.1ms", "0.0012345, 1234.5us",
            "0.000999, 999us", "0.0000012, 1.2us"})
    void durationsAreWrittenInTheLargestWholeUnitAndReadBack(double seconds, String text) {
        assertEquals(text, Units.formatDuration(seconds));
        assertEquals(seconds, Units.parseDuration(text), seconds * 1e-15);
    }

    @Test
    void awkwardDurationsStillRoundTrip() {
        double seconds = 1.0 / 3;
        assertEquals(seconds, Units.parseDuration(Units.formatDuration(seconds)), 1e-15);
    }
}
