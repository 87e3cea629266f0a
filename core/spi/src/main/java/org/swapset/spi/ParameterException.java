package org.swapset.spi;

import java.util.Objects;

/**
 * A factory's {@code create} refuses a combination of parameter values that each pass their own descriptor (a 31-bit
 * guest given storage above 2 GB, a file larger than its disks). The scenario loader reports it at the named
 * parameter's line with its path ({@code workloads[0].architecture}), as it reports a value out of range. Since SPI
 * 1.2.
 */
public class ParameterException extends IllegalArgumentException {

    private static final long serialVersionUID = 1L;

    private final String parameter;

    /**
     * @param parameter the name of the parameter the problem is best shown at (one of the factory's descriptors)
     * @param message   what is wrong and what would be right, without the parameter's path (the loader adds it)
     */
    public ParameterException(String parameter, String message) {
        super(message);
        this.parameter = Objects.requireNonNull(parameter, "parameter");
    }

    /** The parameter the problem is shown at. */
    public String parameter() {
        return parameter;
    }
}
