package org.swapset.app.desktop;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** A window needs DISPLAY or WAYLAND_DISPLAY on Linux, unless JavaFX runs under Monocle. */
class DisplayTest {

    @Test
    void linuxWithoutDisplayHasNone() {
        assertFalse(Display.available(Map.of(), "Linux", null));
        assertFalse(Display.available(Map.of("DISPLAY", " "), "Linux", null));
    }

    @Test
    void linuxWithAnX11OrWaylandDisplayHasOne() {
        assertTrue(Display.available(Map.of("DISPLAY", ":99"), "Linux", null));
        assertTrue(Display.available(Map.of("WAYLAND_DISPLAY", "wayland-0"), "Linux", null));
    }

    @Test
    void monocleNeedsNoDisplay() {
        assertTrue(Display.available(Map.of(), "Linux", "Monocle"));
    }

    @Test
    void windowsAndMacAlwaysHaveOne() {
        assertTrue(Display.available(Map.of(), "Windows 11", null));
        assertTrue(Display.available(Map.of(), "Mac OS X", null));
    }
}
