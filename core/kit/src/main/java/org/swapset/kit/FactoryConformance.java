package org.swapset.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.ParameterType;
import org.swapset.spi.Parameters;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.RandomStream;

/**
 * What every factory of every family must be: a well-formed id, a description, the family its interface says, and
 * complete parameter descriptors (see {@link #checkDescriptors}). The family classes extend this one, so extending
 * any of them runs these checks too.
 *
 * @param <F> the family's factory interface
 */
public abstract class FactoryConformance<F extends PluginFactory> {

    /** The factory under test; called once per test, so it may build a new one each time. */
    protected abstract F factory();

    /** The parameters the kit creates instances with: the defaults unless overridden. */
    protected Parameters parameters() {
        return KitParameters.defaults(factory().parameters());
    }

    /** The seed of the kit's random choices; override to try others. */
    protected long seed() {
        return 20_261_122L;
    }

    /** A fresh stream from {@link #seed()} plus an offset, so two uses of one seed repeat each other exactly. */
    protected final RandomStream random(long offset) {
        return new RandomStream(seed() * 31 + offset);
    }

    /**
     * Names of integer or decimal parameters that are pure numbers (a factor, a fraction, a count of nothing in
     * particular) and so rightly have no unit. Every other numeric parameter must name its unit.
     */
    protected Set<String> dimensionless() {
        return Set.of();
    }

    @Test
    void theFactoryHasAWellFormedIdADescriptionAndItsFamily() {
        F f = factory();
        assertTrue(PluginFactory.isValidId(f.id()), "id '" + f.id() + "' must be lower-case words joined by hyphens");
        assertTrue(f.description() != null && !f.description().isBlank(), f.id() + ": needs a one-line description");
        assertFalse(f.description().contains("\n"), f.id() + ": the description is one line");
        assertTrue(f.family().factoryType().isInstance(f), f.id() + ": says it is a " + f.family().label()
                + " but does not implement " + f.family().factoryType().getSimpleName());
    }

    @Test
    void everyParameterDescriptorIsCompleteAndItsDefaultIsValid() {
        checkDescriptors(factory().id(), factory().parameters(), dimensionless());
    }

    @Test
    void noParameterTakesTheNameOfAKeyTheScenarioUsesBesideIt() {
        F f = factory();
        for (ParameterDescriptor d : f.parameters()) {
            assertFalse(f.family().reservedKeys().contains(d.name()), f.id() + "." + d.name()
                    + ": Swapset refuses the plugin at load, as it declares a parameter "
                    + f.family().reservedKeyReason(d.name()));
        }
    }

    /**
     * Checks descriptors as the host and the desktop form rely on them: unique names; help text; a unit on every
     * numeric parameter (unless listed as dimensionless), {@code s} on durations and {@code B} on sizes, none on
     * booleans and choices; a range only on numeric types; and a default that parses as its type and lies in the
     * range (a required parameter has none).
     */
    public static void checkDescriptors(String id, List<ParameterDescriptor> descriptors, Set<String> dimensionless) {
        if (descriptors == null) {
            fail(id + ": parameters() returned null; return List.of() when there are none");
        }
        Set<String> names = new HashSet<>();
        for (ParameterDescriptor d : descriptors) {
            String where = id + "." + d.name();
            assertTrue(names.add(d.name()), where + ": declared twice");
            assertTrue(d.help().strip().length() >= 10, where + ": the help text should say what it is");
            boolean numeric = d.type() == ParameterType.INTEGER || d.type() == ParameterType.DECIMAL
                    || d.type() == ParameterType.DURATION || d.type() == ParameterType.SIZE;
            switch (d.type()) {
                case INTEGER, DECIMAL -> assertTrue(!d.unit().isBlank() || dimensionless.contains(d.name()),
                        where + ": a numeric parameter names its unit, or the test lists it as dimensionless"
                                + " (override dimensionless() in the family's conformance test and"
                                + " dimensionless(String factoryId) in the PluginConformance test)");
                case DURATION -> assertEquals("s", d.unit(), where + ": durations are held in seconds");
                case SIZE -> assertEquals("B", d.unit(), where + ": sizes are held in bytes");
                case BOOLEAN, CHOICE -> assertTrue(d.unit().isEmpty(), where + ": has no unit");
                default -> { }
            }
            if (!numeric) {
                assertTrue(Double.isNaN(d.min()) && Double.isNaN(d.max()), where + ": a " + d.type()
                        + " parameter has no numeric range");
            }
            if (d.defaultValue() == null) {
                continue;
            }
            Object value;
            try {
                value = KitParameters.parse(d.type(), d.defaultValue());
            } catch (IllegalArgumentException e) {
                fail(where + ": the default '" + d.defaultValue() + "' does not parse as " + d.type() + ": "
                        + e.getMessage());
                return;
            }
            if (value instanceof Number n) {
                double v = n.doubleValue();
                assertTrue(Double.isNaN(d.min()) || v >= d.min(), where + ": the default " + d.defaultValue()
                        + " is below the minimum " + d.min());
                assertTrue(Double.isNaN(d.max()) || v <= d.max(), where + ": the default " + d.defaultValue()
                        + " is above the maximum " + d.max());
            }
            if (d.type() == ParameterType.CHOICE) {
                assertTrue(d.choices().contains(d.defaultValue()), where + ": the default is not a choice");
            }
        }
    }
}
