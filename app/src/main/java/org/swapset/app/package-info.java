/**
 * The {@code swapset} command line: a plain main class ({@link org.swapset.app.Main}) with one small picocli command
 * per verb ({@code run}, {@code check}, {@code plugins}, {@code app}). Commands take their streams, environment and
 * core through a {@link org.swapset.app.Context}, so tests run them in-process; every failure is one line on standard
 * error and an exit code of 2 for bad input or 1 for an internal failure.
 */
package org.swapset.app;
