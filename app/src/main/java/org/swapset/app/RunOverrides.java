package org.swapset.app;

import org.swapset.core.scenario.RunControl;
import org.swapset.core.scenario.Scenario;
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

    /** Worker threads: {@code --threads}, else the available processors. */
    int workers() {
        return threads != null ? threads : Runtime.getRuntime().availableProcessors();
    }
}
