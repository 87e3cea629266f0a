package org.swapset.app.desktop;

import java.util.Map;

/** Whether a window can be opened: on Linux and other X11 systems this needs a display, unless under Monocle. */
public final class Display {

    private Display() {
    }

    /**
     * @param env           the environment variables
     * @param osName        the {@code os.name} system property
     * @param glassPlatform the {@code glass.platform} system property, or null
     */
    public static boolean available(Map<String, String> env, String osName, String glassPlatform) {
        if ("Monocle".equalsIgnoreCase(glassPlatform)) {
            return true;
        }
        String os = osName.toLowerCase();
        if (os.startsWith("windows") || os.startsWith("mac")) {
            return true;
        }
        return notBlank(env.get("DISPLAY")) || notBlank(env.get("WAYLAND_DISPLAY"));
    }

    private static boolean notBlank(String s) {
        return s != null && !s.isBlank();
    }
}
