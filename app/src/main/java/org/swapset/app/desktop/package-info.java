/**
 * The desktop shell: a JavaFX window on one scenario. {@link org.swapset.app.desktop.ScenarioSummary} turns a
 * scenario into the lines the window shows and is tested without the FX thread; {@link
 * org.swapset.app.desktop.DesktopApp} is the {@code Application} the command line launches, and {@link
 * org.swapset.app.desktop.Display} decides beforehand whether there is a display to open it on.
 */
package org.swapset.app.desktop;
