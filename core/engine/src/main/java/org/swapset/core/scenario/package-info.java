/**
 * Scenario files: the records a scenario is read into, the loader that reads YAML or JSON into them with errors that
 * name the file, line, column and path, units in values ({@code 16MiB}, {@code 15s}), and the writer that saves a
 * scenario back.
 */
package org.swapset.core.scenario;
