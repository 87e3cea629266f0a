package org.swapset.spi;

/**
 * The checked values of one plugin's parameters, as a scenario gave them (or their defaults). The host has already
 * checked every value against the plugin's {@link ParameterDescriptor}s, so a plugin reads them without re-checking.
 * Asking for a name the plugin did not declare, or with the wrong type, is a programming error and throws
 * {@link IllegalArgumentException}.
 */
public interface Parameters {

    long integer(String name);

    double decimal(String name);

    boolean bool(String name);

    /** A {@link ParameterType#DURATION}, in seconds. */
    double seconds(String name);

    /** A {@link ParameterType#SIZE}, in bytes. */
    long bytes(String name);

    /** A {@link ParameterType#CHOICE} or {@link ParameterType#STRING}. */
    String text(String name);

    /** Where these parameters came from in the scenario, e.g. {@code policies.replacement}, for messages. */
    String path();
}
