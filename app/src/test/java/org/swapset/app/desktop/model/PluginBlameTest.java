package org.swapset.app.desktop.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.swapset.core.forecast.ReplicationException;

/** A failure thrown inside a plugin's code is blamed on that plugin, by the frame that threw. */
class PluginBlameTest {

    private static RuntimeException thrownAt(String className) {
        RuntimeException e = new IllegalStateException("frame table inconsistent");
        e.setStackTrace(new StackTraceElement[] {
            new StackTraceElement(className, "select", "X.java", 10),
            new StackTraceElement("org.swapset.core.vm.VmSystem", "fault", "VmSystem.java", 99)});
        return e;
    }

    @Test
    void theFactoryNamedAfterTheFailingClassIsNamedWithItsPlugin() {
        var registry = TestFiles.registry();
        var factory = registry.factories(org.swapset.spi.PluginFamily.REPLACEMENT_POLICY).get("core-table-scan");
        String policyClass = factory.getClass().getName().replaceFirst("Factory$", "");
        ReplicationException failure = new ReplicationException("s", 2, thrownAt(policyClass));
        Optional<String> blamed = PluginBlame.of(failure, registry);
        String plugin = registry.pluginOf(factory).orElseThrow().name();
        assertTrue(blamed.orElseThrow().startsWith("replacement policy 'core-table-scan' of plugin " + plugin),
                blamed.toString());
        assertEquals("IllegalStateException: frame table inconsistent", PluginBlame.rootMessage(failure));
    }

    @Test
    void coreFailuresBlameNoPlugin() {
        assertEquals(Optional.empty(), PluginBlame.of(thrownAt("org.swapset.core.vm.FrameTable"),
                TestFiles.registry()));
    }
}
