/**
 * The view models of the desktop application: plain Java with JavaFX properties, tested without the FX thread.
 * {@link org.swapset.app.desktop.model.Workspace} opens and saves the command line's scenario files (atomically),
 * keeps recent files and the autosave; {@link org.swapset.app.desktop.model.EditorModel} generates the configuration
 * form from the loader's and the loaded plugins' parameter descriptors and lets the scenario loader itself judge
 * every edit; {@link org.swapset.app.desktop.model.Jobs} runs one long job at a time off the UI thread with progress,
 * times and cancellation; {@link org.swapset.app.desktop.model.Runs} makes those jobs from the same core calls the
 * commands make, so the app's answers equal the command line's; the rest are results, variants, charts and exports.
 */
package org.swapset.app.desktop.model;
