package org.swapset.plugins.processors;

import org.swapset.kit.KitParameters;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.ServiceLoader;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.swapset.spi.PluginFactory;
import org.swapset.spi.hardware.ProcessorFactory;
import org.swapset.spi.hardware.ProcessorSpec;

/** The processor plugin lists its models, and each makes the spec the facts sheet gives by default. */
class ProcessorsPluginTest {

    private static ProcessorFactory factory(String id) {
        return (ProcessorFactory) new ProcessorsPlugin().factories().stream()
                .filter(f -> f.id().equals(id)).findFirst().orElseThrow();
    }

    private static ProcessorSpec defaults(String id, String... overrides) {
        ProcessorFactory f = factory(id);
        return f.create(KitParameters.with(f.parameters(), overrides));
    }

    @Test
    void thePluginIsFoundByServiceLoaderAndListsItsModels() {
        boolean found = ServiceLoader.load(com.google.inject.Module.class).stream()
                .anyMatch(p -> p.type() == ProcessorsPlugin.class);
        assertTrue(found, "META-INF/services lists ProcessorsPlugin");
        assertEquals(List.of("ibm-4341-2", "ibm-3081d", "ibm-3081k", "ibm-2064-109", "ibm-2064-1c8", "ibm-2084-301",
                "ibm-2084-302", "ibm-2084-304", "ibm-2084-308"),
                new ProcessorsPlugin().factories().stream().map(PluginFactory::id).collect(Collectors.toList()));
    }

    @Test
    void theDefaultsAreTheFactsSheetFigures() {
        assertEquals(new ProcessorSpec("IBM 4341-2", 1, 1.2, 24, 16L << 20), defaults("ibm-4341-2"));
        assertEquals(new ProcessorSpec("IBM 3081D", 2, 5.0, 31, 32L << 20), defaults("ibm-3081d"));
        assertEquals(new ProcessorSpec("IBM 3081K", 2, 7.0, 31, 32L << 20), defaults("ibm-3081k"));
        assertEquals(new ProcessorSpec("IBM 2064-109 LPAR", 2, 225.0, 64, 64L << 30), defaults("ibm-2064-109"));
        assertEquals(new ProcessorSpec("IBM 2064-1C8", 8, 225.0, 64, 64L << 30), defaults("ibm-2064-1c8"));
        // z990: the n-way's zMIPS over its CPs, so the multiprocessor factor is in the figure per CP.
        assertEquals(new ProcessorSpec("IBM 2084-301", 1, 450.0, 64, 256L << 30), defaults("ibm-2084-301"));
        assertEquals(new ProcessorSpec("IBM 2084-302", 2, 426.5, 64, 256L << 30), defaults("ibm-2084-302"));
        assertEquals(new ProcessorSpec("IBM 2084-304", 4, 405.0, 64, 256L << 30), defaults("ibm-2084-304"));
        assertEquals(new ProcessorSpec("IBM 2084-308", 8, 373.75, 64, 256L << 30), defaults("ibm-2084-308"));
        assertEquals(2990.0, 8 * defaults("ibm-2084-308").mipsPerCpu(), 1e-9, "the 8-way's published 2,990");
    }

    @Test
    void aPlannerCanOverrideTheSpeedEstimateAndTheLparCpuCount() {
        ProcessorSpec lpar = defaults("ibm-2064-109", "cpus", "4", "mipsPerCpu", "210");
        assertEquals(4, lpar.cpus());
        assertEquals(210.0, lpar.mipsPerCpu());
        assertEquals(2.0, defaults("ibm-4341-2", "mipsPerCpu", "2.0").mipsPerCpu());
    }

    @Test
    void onlyTheLparHasACpusParameterAndItAllowsOneToNine() {
        var cpus = factory("ibm-2064-109").parameters().stream().filter(p -> p.name().equals("cpus")).findFirst()
                .orElseThrow();
        assertEquals(1.0, cpus.min());
        assertEquals(9.0, cpus.max());
        assertEquals("2", cpus.defaultValue());
        for (String id : List.of("ibm-4341-2", "ibm-3081d", "ibm-3081k", "ibm-2064-1c8", "ibm-2084-304")) {
            assertTrue(factory(id).parameters().stream().noneMatch(p -> p.name().equals("cpus")), id);
        }
    }
}
