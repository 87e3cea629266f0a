package org.swapset.app;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.time.Duration;
import org.junit.jupiter.api.Test;

/** The time limit's syntax, shared by {@code --time-limit} and the desktop's Time limit field. */
class TimeLimitTest {

    @Test
    void readsANumberAndAUnit() {
        assertEquals(Duration.ofSeconds(90), TimeLimit.parse("90s"));
        assertEquals(Duration.ofMinutes(10), TimeLimit.parse("10m"));
        assertEquals(Duration.ofMinutes(10), TimeLimit.parse(" 10 min "));
        assertEquals(Duration.ofHours(1), TimeLimit.parse("1h"));
        assertEquals(Duration.ofMillis(1500), TimeLimit.parse("1.5s"));
        assertEquals(Duration.ofMillis(500), TimeLimit.parse("500ms"));
    }

    @Test
    void saysWhatIsValid() {
        assertEquals("expected a number and a unit (ms, s, m or min, h), e.g. 10m",
                assertThrows(IllegalArgumentException.class, () -> TimeLimit.parse("10")).getMessage());
        assertEquals("expected a number and a unit (ms, s, m or min, h), e.g. 10m",
                assertThrows(IllegalArgumentException.class, () -> TimeLimit.parse("2 seconds")).getMessage());
        assertEquals("must be between 1ms and a year",
                assertThrows(IllegalArgumentException.class, () -> TimeLimit.parse("0s")).getMessage());
        assertEquals("must be between 1ms and a year",
                assertThrows(IllegalArgumentException.class, () -> TimeLimit.parse("9000h")).getMessage());
    }

    @Test
    void theCommandLineNamesItsOption() {
        assertEquals("--time-limit '10': expected a number and a unit (ms, s, m or min, h), e.g. 10m",
                assertThrows(BadInputException.class, () -> CommonOptions.parseLimit("10")).getMessage());
        assertEquals(Duration.ofMinutes(10), CommonOptions.parseLimit("10m"));
    }

    @Test
    void writesTheLimitAsTheMessagesDo() {
        assertEquals("10min", TimeLimit.format(Duration.ofMinutes(10)));
        assertEquals("90s", TimeLimit.format(Duration.ofSeconds(90)));
        assertEquals("1500ms", TimeLimit.format(Duration.ofMillis(1500)));
    }
}
