/**
 * The desktop application: thin JavaFX views over the view models in {@code org.swapset.app.desktop.model}.
 * {@link org.swapset.app.desktop.DesktopApp} is the {@code Application} the command line launches (after
 * {@link org.swapset.app.desktop.Display} has checked that there is a display); {@code MainWindow} lays out the
 * menus, tool bar, status bar and the configuration, results, compare and plugins tabs; the questions it asks go
 * through {@code Dialogs}, so UI tests can answer them. {@link org.swapset.app.desktop.ScenarioSummary} is the
 * one-line-per-part text summary of a scenario.
 */
package org.swapset.app.desktop;
