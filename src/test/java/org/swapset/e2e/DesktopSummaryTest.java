package org.swapset.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.swapset.app.desktop.ScenarioSummary;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.scenario.ScenarioLoader;

/** The desktop window's view model shows a loaded scenario's name, machine, devices and workloads. */
class DesktopSummaryTest {

    @TempDir
    Path temp;

    @Test
    void theSmallScenarioIsSummarisedForTheWindow() throws Exception {
        Path file = temp.resolve("small.yaml");
        try (InputStream in = DesktopSummaryTest.class.getResourceAsStream("/e2e/small.yaml")) {
            Files.copy(in, file);
        }

        ScenarioSummary s = ScenarioSummary.of(ScenarioLoader.load(file, PluginHost.load(Optional.empty())));

        assertEquals("Swapset — e2e small", s.title());
        assertEquals("ibm-4341-2", s.processor());
        assertEquals("real 4 MiB, expanded 0 B, locked 0 B, control program 1 MiB", s.storage());
        assertEquals(List.of("1 x ibm-3380 on chpid-1 (paging)"), s.devices());
        assertEquals(List.of("cms-interactive {users=20, workingSet=30}"), s.workloads());
    }
}
