package org.swapset.core.forecast;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.scenario.DeviceGroup;
import org.swapset.core.scenario.GuestDeviceGroup;
import org.swapset.core.scenario.PluginSelection;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.Workload;
import org.swapset.spi.PluginFamily;
import org.swapset.spi.hardware.PagingDevice;
import org.swapset.spi.policy.PageOutDeviceSelector;
import org.swapset.spi.policy.ReplacementPolicy;
import org.swapset.spi.policy.SchedulerPolicy;
import org.swapset.spi.policy.SlotAllocator;
import org.swapset.spi.policy.SwapPolicy;
import org.swapset.spi.workload.GuestBehaviour;
import org.swapset.spi.workload.WorkloadModel;

/**
 * Which plugin of a scenario a failure (or a thread stuck in a loop) came from, read off the stack: the topmost frame
 * whose class belongs to a plugin the scenario uses. A jar from the plugins folder is recognised by its class loader's
 * name ({@link PluginHost#LOADER_PREFIX} and the jar's path); a bundled plugin by its factory's package. When one
 * plugin supplies several of the scenario's selections, the family of the class in the frame decides.
 *
 * @param id     the plugin id ({@code wsclock})
 * @param family its family
 * @param source the jar it came from, or {@code class path}
 * @param path   where the scenario chose it ({@code policies.replacement})
 * @param file   the scenario file
 * @param frame  the frame that was running plugin code
 */
public record PluginBlame(String id, PluginFamily family, String source, String path, String file,
                          StackTraceElement frame) {

    /** One line: {@code plugin 'x' (replacement policy at policies.replacement of s.yaml, from /p/x.jar)}. */
    public String describe() {
        return "plugin '" + id + "' (" + family.label() + " at " + path + " of " + file + ", from " + source + ")";
    }

    /** The frame as {@code Class.method(File.java:12)}, without the class loader's name. */
    public String where() {
        return frame.getClassName() + "." + frame.getMethodName() + "(" + (frame.getFileName() == null ? "?"
                : frame.getFileName() + (frame.getLineNumber() > 0 ? ":" + frame.getLineNumber() : "")) + ")";
    }

    /**
     * The plugin the failure was thrown in, looking through its causes from the innermost out. Never throws: a
     * failure to trace the plugin must not hide the failure itself.
     */
    public static Optional<PluginBlame> of(Throwable failure, Scenario scenario) {
        try {
            return trace(failure, scenario);
        } catch (RuntimeException | LinkageError e) {
            return Optional.empty();
        }
    }

    private static Optional<PluginBlame> trace(Throwable failure, Scenario scenario) {
        List<Throwable> chain = new ArrayList<>();
        for (Throwable t = failure; t != null && !chain.contains(t); t = t.getCause()) {
            chain.add(0, t);
        }
        for (Throwable t : chain) {
            if (t instanceof PluginContractException broken) {
                // Found by the engine after the plugin returned: the exception names the plugin itself.
                for (Map.Entry<String, PluginSelection> u : used(scenario)) {
                    if (u.getValue() == broken.plugin()) {
                        PluginSelection s = u.getValue();
                        StackTraceElement frame = new StackTraceElement(s.factory().getClass().getName(),
                                broken.method(), null, -1);
                        return Optional.of(new PluginBlame(s.id(), s.factory().family(), sourceOf(s), u.getKey(),
                                scenario.source(), frame));
                    }
                }
            }
        }
        for (Throwable t : chain) {
            Optional<PluginBlame> blame = trace(t.getStackTrace(), scenario);
            if (blame.isPresent()) {
                return blame;
            }
        }
        return Optional.empty();
    }

    /** The plugin running in the topmost frame that belongs to one of the scenario's plugins. Never throws. */
    public static Optional<PluginBlame> of(StackTraceElement[] stack, Scenario scenario) {
        try {
            return trace(stack, scenario);
        } catch (RuntimeException | LinkageError e) {
            return Optional.empty();
        }
    }

    private static Optional<PluginBlame> trace(StackTraceElement[] stack, Scenario scenario) {
        List<Map.Entry<String, PluginSelection>> used = used(scenario);
        for (StackTraceElement frame : stack) {
            List<Map.Entry<String, PluginSelection>> matches = new ArrayList<>();
            for (Map.Entry<String, PluginSelection> u : used) {
                if (belongs(frame, u.getValue())) {
                    matches.add(u);
                }
            }
            if (matches.isEmpty()) {
                continue;
            }
            Map.Entry<String, PluginSelection> chosen = matches.get(0);
            PluginFamily family = familyOf(frame, chosen.getValue());
            for (Map.Entry<String, PluginSelection> m : matches) {
                if (m.getValue().factory().family() == family) {
                    chosen = m;
                    break;
                }
            }
            PluginSelection s = chosen.getValue();
            return Optional.of(new PluginBlame(s.id(), s.factory().family(), sourceOf(s), chosen.getKey(),
                    scenario.source(), frame));
        }
        return Optional.empty();
    }

    private static List<Map.Entry<String, PluginSelection>> used(Scenario scenario) {
        List<Map.Entry<String, PluginSelection>> used = new ArrayList<>();
        add(used, "processor", scenario.processor());
        for (int i = 0; i < scenario.pagingDevices().size(); i++) {
            DeviceGroup g = scenario.pagingDevices().get(i);
            add(used, "pagingDevices[" + i + "]", g == null ? null : g.device());
        }
        for (int i = 0; scenario.guestDevices() != null && i < scenario.guestDevices().size(); i++) {
            GuestDeviceGroup g = scenario.guestDevices().get(i);
            add(used, "guestDevices[" + i + "]", g == null ? null : g.device());
        }
        if (scenario.policies() != null) {
            add(used, "policies.replacement", scenario.policies().replacement());
            add(used, "policies.pageOutDevice", scenario.policies().pageOutDevice());
            add(used, "policies.slotAllocator", scenario.policies().slotAllocator());
            if (scenario.policies().scheduler() != null) {
                scenario.policies().scheduler().ifPresent(s -> add(used, "policies.scheduler", s));
            }
            if (scenario.policies().swap() != null) {
                scenario.policies().swap().ifPresent(s -> add(used, "policies.swap", s));
            }
        }
        for (int i = 0; i < scenario.workloads().size(); i++) {
            Workload w = scenario.workloads().get(i);
            add(used, "workloads[" + i + "]", w == null ? null : w.model());
        }
        return used;
    }

    private static void add(List<Map.Entry<String, PluginSelection>> used, String path, PluginSelection s) {
        if (s != null) {
            used.add(Map.entry(path, s));
        }
    }

    private static boolean belongs(StackTraceElement frame, PluginSelection selection) {
        Class<?> factory = selection.factory().getClass();
        ClassLoader loader = factory.getClassLoader();
        String loaderName = loader == null ? null : loader.getName();
        if (loaderName != null && loaderName.startsWith(PluginHost.LOADER_PREFIX)) {
            return loaderName.equals(frame.getClassLoaderName());
        }
        String pkg = factory.getPackageName();
        return !pkg.isEmpty() && frame.getClassName().startsWith(pkg + ".")
                && !frame.getClassName().startsWith("org.swapset.core.");
    }

    private static String sourceOf(PluginSelection selection) {
        ClassLoader loader = selection.factory().getClass().getClassLoader();
        String name = loader == null ? null : loader.getName();
        return name != null && name.startsWith(PluginHost.LOADER_PREFIX)
                ? name.substring(PluginHost.LOADER_PREFIX.length()) : PluginHost.CLASS_PATH;
    }

    /** The family of the SPI type the frame's class (or the class enclosing it) implements, else the selection's. */
    private static PluginFamily familyOf(StackTraceElement frame, PluginSelection selection) {
        String name = frame.getClassName();
        ClassLoader loader = selection.factory().getClass().getClassLoader();
        while (true) {
            try {
                Class<?> type = Class.forName(name, false, loader);
                for (PluginFamily family : PluginFamily.values()) {
                    if (family.factoryType().isAssignableFrom(type) || isProduct(family, type)) {
                        return family;
                    }
                }
            } catch (ClassNotFoundException | LinkageError e) {
                // not loadable from here: try the enclosing class, then give up
            }
            int dollar = name.lastIndexOf('$');
            if (dollar < 0) {
                return selection.factory().family();
            }
            name = name.substring(0, dollar);
        }
    }

    /** Whether the type is what a factory of the family makes. */
    private static boolean isProduct(PluginFamily family, Class<?> type) {
        return switch (family) {
            case PROCESSOR -> false; // a ProcessorSpec is a record of the SPI, not plugin code
            case PAGING_DEVICE -> PagingDevice.class.isAssignableFrom(type);
            case REPLACEMENT_POLICY -> ReplacementPolicy.class.isAssignableFrom(type);
            case PAGE_OUT_DEVICE_SELECTOR -> PageOutDeviceSelector.class.isAssignableFrom(type);
            case SLOT_ALLOCATOR -> SlotAllocator.class.isAssignableFrom(type);
            case SCHEDULER_POLICY -> SchedulerPolicy.class.isAssignableFrom(type);
            case SWAP_POLICY -> SwapPolicy.class.isAssignableFrom(type);
            case WORKLOAD -> WorkloadModel.class.isAssignableFrom(type) || GuestBehaviour.class.isAssignableFrom(type);
        };
    }
}
