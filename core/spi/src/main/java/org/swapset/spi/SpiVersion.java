package org.swapset.spi;

import java.util.Objects;

/**
 * The version of this SPI, {@code major.minor}, and the rule the host loads plugins by. A minor version adds to the
 * SPI without breaking what was there (a new default method, a new family); a major version may break plugins. A
 * plugin built for {@code M.m} therefore runs on a host whose SPI is {@code M.n} with {@code n >= m}, and on nothing
 * else: the host refuses it at load, naming both versions.
 *
 * <p>A plugin declares the version it was built for with the jar manifest attribute {@value #MANIFEST_ATTRIBUTE}
 * (see examples/wsclock-plugin/pom.xml), or by overriding
 * {@link SwapsetPlugin#spiVersion()} to return {@code Optional.of(SpiVersion.parse(SpiVersion.CURRENT_TEXT))}:
 * {@link #CURRENT_TEXT} is a compile-time constant, so its value is copied into the plugin's class when the plugin is
 * compiled and keeps saying which SPI that was.
 *
 * @param major incompatible changes
 * @param minor compatible additions
 */
public record SpiVersion(int major, int minor) implements Comparable<SpiVersion> {

    /** This SPI's version as text; a compile-time constant, so it is copied into whatever is compiled against it. */
    public static final String CURRENT_TEXT = "1.8";

    /** This SPI's version. */
    public static final SpiVersion CURRENT = parse(CURRENT_TEXT);

    /** The jar manifest attribute a plugin jar declares its SPI version with. */
    public static final String MANIFEST_ATTRIBUTE = "Swapset-SPI-Version";

    public SpiVersion {
        if (major < 0 || minor < 0) {
            throw new IllegalArgumentException("SPI version numbers cannot be negative: " + major + "." + minor);
        }
    }

    /**
     * Reads {@code major.minor}, e.g. {@code 1.0}.
     *
     * @throws IllegalArgumentException when the text is not two whole numbers joined by a dot
     */
    public static SpiVersion parse(String text) {
        Objects.requireNonNull(text, "text");
        String s = text.strip();
        int dot = s.indexOf('.');
        if (dot <= 0 || dot == s.length() - 1 || !s.matches("\\d{1,6}\\.\\d{1,6}")) {
            throw new IllegalArgumentException("'" + text + "' is not an SPI version; expected MAJOR.MINOR, e.g. "
                    + CURRENT_TEXT);
        }
        return new SpiVersion(Integer.parseInt(s.substring(0, dot)), Integer.parseInt(s.substring(dot + 1)));
    }

    /** Whether a host with this SPI version can load a plugin built for {@code builtFor}: same major, minor not newer. */
    public boolean canLoad(SpiVersion builtFor) {
        return builtFor.major == major && builtFor.minor <= minor;
    }

    /** What a host with this SPI version loads, for messages: {@code 1.0 to 1.5}. */
    public String loadableRange() {
        return minor == 0 ? major + ".0" : major + ".0 to " + this;
    }

    @Override
    public int compareTo(SpiVersion o) {
        return major != o.major ? Integer.compare(major, o.major) : Integer.compare(minor, o.minor);
    }

    @Override
    public String toString() {
        return major + "." + minor;
    }
}
