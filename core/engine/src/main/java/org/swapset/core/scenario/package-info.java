/**
 * Scenario files: the records a scenario is read into, the loader that reads YAML or JSON into them with errors that
 * name the file, line, column and path, units in values ({@code 16MiB}, {@code 15s}), and the writer that saves a
 * scenario back.
 *
 * <p>Reading happens in two steps. {@link org.swapset.core.scenario.ScenarioDocument} parses the text (YAML or
 * JSON) into a tree that remembers the line and column of every node and can be changed by path
 * ({@code workloads[0].users}) for sweeps and {@code --set}; {@link org.swapset.core.scenario.ScenarioLoader} then
 * checks that tree section by section against the plugins' parameter descriptors and builds the records. Every
 * problem becomes a {@link org.swapset.core.scenario.ScenarioException} that names the file, line, column and path,
 * says what was expected and suggests the closest valid word.
 */
package org.swapset.core.scenario;
