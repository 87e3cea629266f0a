package org.swapset.spi;

/**
 * The type of a plugin parameter, which fixes how its value is written in a scenario file and read by
 * {@link Parameters}.
 */
public enum ParameterType {
    /** A whole number, e.g. {@code 8}. */
    INTEGER,
    /** A real number, e.g. {@code 0.25}; a trailing {@code %} divides by 100. */
    DECIMAL,
    /** {@code true} or {@code false}. */
    BOOLEAN,
    /** A time with its unit: {@code 15s}, {@code 250ms}, {@code 2min}; read in seconds. */
    DURATION,
    /** A storage size with its unit: {@code 16MiB}, {@code 4096 frames}; read in bytes. */
    SIZE,
    /** One of a fixed list of words, e.g. {@code fifo} or {@code lifo}. */
    CHOICE,
    /** Free text. */
    STRING
}
