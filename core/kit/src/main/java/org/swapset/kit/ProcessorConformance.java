package org.swapset.kit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.swapset.spi.hardware.ProcessorFactory;
import org.swapset.spi.hardware.ProcessorSpec;

/**
 * The contract of a {@link ProcessorFactory}: with its parameters it describes a processor (a model name, at least
 * one CPU, a positive finite speed, storage for at least one page) that turns a positive number of instructions into
 * a positive finite time, and the same parameters always describe the same processor.
 */
public abstract class ProcessorConformance extends FactoryConformance<ProcessorFactory> {

    private ProcessorSpec create() {
        ProcessorSpec spec = factory().create(parameters());
        assertNotNull(spec, factory().id() + ": create returned null");
        return spec;
    }

    @Test
    void itDescribesAProcessorTheEngineCanRun() {
        ProcessorSpec spec = create();
        String id = factory().id();
        assertTrue(!spec.model().isBlank(), id + ": the model has a name");
        assertTrue(spec.maxRealStorageBytes() >= KitParameters.PAGE_BYTES, id + ": storage for at least one page");
        for (double instructions : new double[] {1, 2_500, 1e9}) {
            double seconds = spec.secondsFor(instructions);
            assertTrue(seconds > 0 && Double.isFinite(seconds), id + ": " + instructions + " instructions take "
                    + seconds + " s");
        }
        assertTrue(spec.secondsFor(2e6) > spec.secondsFor(1e6), id + ": more instructions take longer");
    }

    @Test
    void theSameParametersDescribeTheSameProcessor() {
        assertEquals(create(), create(), factory().id() + ": two creates with the same parameters differ");
    }
}
