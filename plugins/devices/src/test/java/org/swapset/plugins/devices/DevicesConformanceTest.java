package org.swapset.plugins.devices;

import java.util.Set;
import org.junit.jupiter.api.Nested;
import org.swapset.kit.PagingDeviceConformance;
import org.swapset.kit.PluginConformance;
import org.swapset.spi.PluginFamily;
import org.swapset.spi.SwapsetPlugin;
import org.swapset.spi.hardware.PagingDeviceFactory;

/** The bundled paging devices pass the plugin kit, as a third party's would have to. */
class DevicesConformanceTest extends PluginConformance {

    @Override
    protected SwapsetPlugin plugin() {
        return new DevicesPlugin();
    }

    /** The cached arrays' read-hit ratio is a fraction: no unit. */
    @Override
    protected Set<String> dimensionless(String factoryId) {
        return factoryId.equals("ramac-1-3990-6") || factoryId.equals("rva-t82") ? Set.of("readHitRatio") : Set.of();
    }

    static PagingDeviceFactory byId(String id) {
        return new DevicesPlugin().factories().stream()
                .filter(f -> f.family() == PluginFamily.PAGING_DEVICE && f.id().equals(id))
                .map(PagingDeviceFactory.class::cast).findFirst().orElseThrow(() -> new AssertionError("no " + id));
    }

    @Nested
    class Ibm2305 extends PagingDeviceConformance {
        @Override
        protected PagingDeviceFactory factory() {
            return byId("ibm-2305-2");
        }
    }

    @Nested
    class Ibm3350 extends PagingDeviceConformance {
        @Override
        protected PagingDeviceFactory factory() {
            return byId("ibm-3350");
        }
    }

    @Nested
    class Ibm3380 extends PagingDeviceConformance {
        @Override
        protected PagingDeviceFactory factory() {
            return byId("ibm-3380");
        }
    }

    @Nested
    class Ibm3390Model3 extends PagingDeviceConformance {
        @Override
        protected PagingDeviceFactory factory() {
            return byId("ibm-3390-3");
        }
    }

    @Nested
    class Ramac1Behind3990 extends PagingDeviceConformance {
        @Override
        protected PagingDeviceFactory factory() {
            return byId("ramac-1-3990-6");
        }

        @Override
        protected Set<String> dimensionless() {
            return Set.of("readHitRatio");
        }
    }

    @Nested
    class RvaT82 extends PagingDeviceConformance {
        @Override
        protected PagingDeviceFactory factory() {
            return byId("rva-t82");
        }

        @Override
        protected Set<String> dimensionless() {
            return Set.of("readHitRatio");
        }
    }

    @Nested
    class SolidStateDrive extends PagingDeviceConformance {
        @Override
        protected PagingDeviceFactory factory() {
            return byId("ssd");
        }
    }
}
