package org.swapset.app;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.swapset.core.scenario.Scenario;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/** {@code swapset check FILE}: reads and checks a scenario without running it. */
@Command(name = "check", description = "Load and validate a scenario file without running it.")
final class CheckCommand implements Callable<Integer> {

    private final Context context;

    @Mixin
    CommonOptions common;

    @Parameters(paramLabel = "FILE", description = "The scenario file.")
    Path file;

    CheckCommand(Context context) {
        this.context = context;
    }

    @Override
    public Integer call() throws Exception {
        Scenario scenario = Scenarios.load(context, Optional.of(file), common.registry(context));
        context.out().println(file + ": ok (name: " + scenario.name() + ")");
        return 0;
    }
}
