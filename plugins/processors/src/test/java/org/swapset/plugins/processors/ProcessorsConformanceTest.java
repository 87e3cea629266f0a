package org.swapset.plugins.processors;

import org.junit.jupiter.api.Nested;
import org.swapset.kit.PluginConformance;
import org.swapset.kit.ProcessorConformance;
import org.swapset.spi.PluginFamily;
import org.swapset.spi.SwapsetPlugin;
import org.swapset.spi.hardware.ProcessorFactory;

/** The bundled processors pass the plugin kit, as a third party's would have to. */
class ProcessorsConformanceTest extends PluginConformance {

    @Override
    protected SwapsetPlugin plugin() {
        return new ProcessorsPlugin();
    }

    static ProcessorFactory byId(String id) {
        return new ProcessorsPlugin().factories().stream()
                .filter(f -> f.family() == PluginFamily.PROCESSOR && f.id().equals(id))
                .map(ProcessorFactory.class::cast).findFirst().orElseThrow(() -> new AssertionError("no " + id));
    }

    @Nested
    class Ibm4341Model2 extends ProcessorConformance {
        @Override
        protected ProcessorFactory factory() {
            return byId("ibm-4341-2");
        }
    }

    @Nested
    class Ibm3081D extends ProcessorConformance {
        @Override
        protected ProcessorFactory factory() {
            return byId("ibm-3081d");
        }
    }

    @Nested
    class Ibm3081K extends ProcessorConformance {
        @Override
        protected ProcessorFactory factory() {
            return byId("ibm-3081k");
        }
    }

    @Nested
    class Ibm2064Model109 extends ProcessorConformance {
        @Override
        protected ProcessorFactory factory() {
            return byId("ibm-2064-109");
        }
    }

    @Nested
    class Ibm2064Model1C8 extends ProcessorConformance {
        @Override
        protected ProcessorFactory factory() {
            return byId("ibm-2064-1c8");
        }
    }

    @Nested
    class Ibm2084Model308 extends ProcessorConformance {
        @Override
        protected ProcessorFactory factory() {
            return byId("ibm-2084-308");
        }
    }
}
