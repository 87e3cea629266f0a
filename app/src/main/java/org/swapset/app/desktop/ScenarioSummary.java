package org.swapset.app.desktop;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.swapset.core.scenario.DeviceGroup;
import org.swapset.core.scenario.PluginSelection;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.Storage;
import org.swapset.core.scenario.Workload;

/**
 * What the desktop window shows of a scenario, as plain text: the view model of the scenario view, built without
 * JavaFX so it can be tested anywhere.
 *
 * @param title       the window title, "Swapset — NAME"
 * @param name        the scenario's name
 * @param description its description
 * @param processor   the processor model and its parameters
 * @param storage     real, expanded, locked and control-program storage
 * @param devices     one line per paging-device group
 * @param workloads   one line per workload
 */
public record ScenarioSummary(String title, String name, String description, String processor, String storage,
                              List<String> devices, List<String> workloads) {

    public ScenarioSummary {
        devices = List.copyOf(devices);
        workloads = List.copyOf(workloads);
    }

    /** The summary of a checked scenario. */
    public static ScenarioSummary of(Scenario s) {
        List<String> devices = new ArrayList<>();
        for (DeviceGroup g : s.pagingDevices()) {
            devices.add(g.count() + " x " + selection(g.device()) + " on " + g.channel() + " ("
                    + g.role().toString().toLowerCase(Locale.ROOT) + ")");
        }
        List<String> workloads = new ArrayList<>();
        for (Workload w : s.workloads()) {
            String model = selection(w.model());
            workloads.add(w.name().equals(w.model().id()) ? model : w.name() + ": " + model);
        }
        return new ScenarioSummary("Swapset — " + s.name(), s.name(), s.description(), selection(s.processor()),
                storage(s.storage()), devices, workloads);
    }

    private static String selection(PluginSelection p) {
        String written = p.parameters().written().isEmpty() ? "" : " " + p.parameters().written();
        return p.id() + written;
    }

    private static String storage(Storage st) {
        return "real " + size(st.realBytes()) + ", expanded " + size(st.expandedBytes()) + ", locked "
                + size(st.lockedBytes()) + ", control program " + size(st.controlProgramBytes());
    }

    /** A byte count in the largest binary unit that divides it evenly. */
    static String size(long bytes) {
        String[] units = {"B", "KiB", "MiB", "GiB", "TiB"};
        int u = 0;
        long v = bytes;
        while (u < units.length - 1 && v != 0 && v % 1024 == 0) {
            v /= 1024;
            u++;
        }
        return v + " " + units[u];
    }
}
