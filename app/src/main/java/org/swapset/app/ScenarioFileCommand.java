package org.swapset.app;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * What the commands that forecast one scenario file at several points ({@code capacity}, {@code sweep},
 * {@code report}) declare alike: the file, the common options and the run overrides.
 */
abstract class ScenarioFileCommand implements Callable<Integer> {

    final Context context;

    @Mixin
    CommonOptions common;

    @Mixin
    RunOverrides overrides;

    @Parameters(index = "0", paramLabel = "FILE", description = "The scenario.")
    Path file;

    ScenarioFileCommand(Context context) {
        this.context = context;
    }
}
