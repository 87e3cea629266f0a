package org.swapset.app;

import java.nio.file.Path;
import java.util.Optional;
import org.swapset.core.scenario.RunControl;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioDocument;
import org.swapset.core.scenario.ScenarioException;
import picocli.CommandLine.Option;

/**
 * The options that override a scenario's run control for one command, {@code --seed} and {@code --replications}, and
 * how many worker threads run replications or sweep points, {@code --threads}.
 */
final class RunOverrides {

    /** The most replications a forecast runs, as the scenario's {@code run.replications} allows. */
    static final int MAX_REPLICATIONS = org.swapset.core.scenario.ScenarioLoader.MAX_REPLICATIONS;

    @Option(names = "--seed", paramLabel = "N", description = "Override the scenario's seed.")
    Long seed;

    @Option(names = "--replications", paramLabel = "N", description = "Override the number of replications.")
    Integer replications;

    @Option(names = "--threads", paramLabel = "N", description = "Worker threads (default: available processors).")
    Integer threads;

    /**
     * Rejects values no run can use; {@code minReplications} is 1, or 2 where the command needs a confidence
     * interval.
     */
    void check(int minReplications) {
        if (replications != null && replications < minReplications) {
            throw new BadInputException("--replications must be at least " + minReplications
                    + (minReplications > 1 ? " for a confidence interval" : "") + ", was " + replications);
        }
        if (replications != null && replications > MAX_REPLICATIONS) {
            throw new BadInputException("--replications must be at most " + MAX_REPLICATIONS + " (as in a scenario's "
                    + "run.replications), was " + replications);
        }
        if (threads != null && threads < 1) {
            throw new BadInputException("--threads must be at least 1, was " + threads);
        }
    }

    /** The run control with the seed and replications given on the command line, if any. */
    RunControl apply(RunControl run) {
        RunControl r = run;
        if (seed != null) {
            r = r.withSeed(seed);
        }
        if (replications != null) {
            r = r.withReplications(replications);
        }
        return r;
    }

    /** The scenario with its run control overridden as {@link #apply(RunControl)} does. */
    Scenario apply(Scenario scenario) {
        return scenario.withRun(apply(scenario.run()));
    }

    /**
     * The scenario as {@link #apply(Scenario)} overrides it, for a command that gives confidence intervals: refused
     * when its replications, the file's {@code run.replications} with no {@code --replications} over it, are fewer
     * than 2 (one replication would answer "95%: 33 to 33" and "± n/a"). The error names the file's line.
     */
    Scenario applyForInterval(Scenario scenario, String command) {
        Scenario applied = apply(scenario);
        if (applied.run().replications() >= 2) {
            return applied;
        }
        String at = scenario.source();
        try {
            Optional<ScenarioDocument.Node> node = ScenarioDocument.read(Path.of(scenario.source()))
                    .node("run.replications");
            if (node.isPresent()) {
                at += ":" + node.get().line() + ":" + node.get().column();
            }
        } catch (ScenarioException | RuntimeException e) {
            // The file changed or went since it was loaded: its name is enough.
        }
        throw new BadInputException(at + ": run.replications: " + applied.run().replications() + ", but " + command
                + " needs at least 2 replications for a confidence interval; give --replications 2 or more, or set "
                + "run.replications to 2 or more in the file");
    }

    /** Worker threads: {@code --threads}, else the available processors. */
    int workers() {
        return threads != null ? threads : Runtime.getRuntime().availableProcessors();
    }
}
