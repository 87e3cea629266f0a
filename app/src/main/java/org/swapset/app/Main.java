package org.swapset.app;

import java.io.PrintStream;
import java.nio.file.NoSuchFileException;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import org.swapset.app.desktop.DesktopApp;
import org.swapset.core.forecast.ReplicationException;
import org.swapset.core.forecast.TimeLimitException;
import org.swapset.core.plugin.PluginConflictException;
import org.swapset.core.plugin.PluginHost;
import org.swapset.core.scenario.ScenarioException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code swapset} command line. A plain main class, so the fat jar starts without the JavaFX launcher; the
 * desktop window is started from here through {@link DesktopApp}.
 *
 * <p>Exit codes: 0 done; 3 (validate) a figure outside its tolerance; 2 bad input (a scenario error, a missing file, an unknown option, a plugin conflict);
 * 1 an internal failure. Each failure is one line on standard error (a scenario's problems a line each), with a stack
 * trace only under {@code --verbose}.
 */
@Command(name = "swapset", mixinStandardHelpOptions = true, version = "swapset 0.1.0",
        description = "Capacity planning for virtual-memory systems.",
        subcommandsRepeatable = false)
public final class Main implements Runnable {

    /**
     * The exit status when the model cannot run a scenario (its paging space fills): the system modelled cannot carry
     * the load, which is an answer, not bad input (2) nor a failure (1).
     */
    static final int CANNOT_RUN = 4;

    private final Context context;

    private Main(Context context) {
        this.context = context;
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(new CommandLine(this),
                "name a command: run, check, validate, compare, capacity, sweep, report, experiments, trace, "
                        + "plugins or app (see --help)");
    }

    /** Runs the command line and exits with its code. */
    public static void main(String[] args) {
        AtomicBoolean cancelled = new AtomicBoolean();
        java.util.concurrent.CountDownLatch finished = new java.util.concurrent.CountDownLatch(1);
        // Ctrl-C: ask the command to stop and give it a few seconds to say so (the JVM ends when the hooks return);
        // a forecast stops at its next poll and nothing is written.
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            cancelled.set(true);
            try {
                finished.await(5, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }, "swapset-interrupt"));
        Context context = new Context(System.out, System.err, System.getenv(), PluginHost::load, new CoreBackend(),
                cancelled::get, DesktopApp::open);
        int code = execute(context, args);
        finished.countDown();
        System.exit(code);
    }

    /** Runs one command line in-process and returns its exit code; what it prints goes to the context's streams. */
    public static int execute(Context context, String... args) {
        CommandLine cli = new CommandLine(new Main(context));
        cli.addSubcommand("run", new RunCommand(context));
        cli.addSubcommand("check", new CheckCommand(context));
        cli.addSubcommand("validate", new ValidateCommand(context));
        cli.addSubcommand("compare", new CompareCommand(context));
        cli.addSubcommand("experiments", new ExperimentsCommand(context));
        cli.addSubcommand("capacity", new CapacityCommand(context));
        cli.addSubcommand("sweep", new SweepCommand(context));
        cli.addSubcommand("report", new ReportCommand(context));
        cli.addSubcommand("trace", new TraceCommand(context));
        cli.addSubcommand("plugins", new PluginsCommand(context));
        cli.addSubcommand("app", new AppCommand(context));
        cli.addSubcommand("help", new CommandLine.HelpCommand());
        for (CommandLine sub : cli.getSubcommands().values()) {
            if (!(sub.getCommand() instanceof CommandLine.HelpCommand)) {
                sub.getCommandSpec().addOption(CommandLine.Model.OptionSpec.builder("-h", "--help").usageHelp(true)
                        .description("Show this help and exit.").build());
            }
        }
        cli.setOut(new java.io.PrintWriter(context.out(), true));
        cli.setErr(new java.io.PrintWriter(context.err(), true));
        boolean verbose = Arrays.asList(args).contains("--verbose");
        cli.setParameterExceptionHandler((e, a) -> {
            fail(context.err(), List.of(plain(e) + suggestion(e)), e, verbose);
            return 2;
        });
        cli.setExecutionExceptionHandler((e, command, parseResult) -> {
            if (cancelled(e) && context.cancelled().getAsBoolean()) {
                // Ctrl-C: outputs are written whole or not at all, so nothing half-written is left.
                fail(context.err(), List.of("interrupted (each output is written whole or not at all)"), e, verbose);
                return 130;
            }
            int code = isBadInput(e) ? 2 : 1;
            // A plugin that failed or a run past its time limit is not Swapset's own error: say what happened.
            boolean named = e instanceof TimeLimitException || e instanceof CannotWriteException
                    || e instanceof ReplicationException r && r.plugin().isPresent();
            String message;
            String cannotRun = e instanceof CannotRunException ? e.getMessage() : CannotRunException.said(e);
            if (cannotRun != null) {
                // The modelled system's own limit (with its file, where the command named it): the scenario asks
                // more of it than it has. An answer about the system, not a failure of Swapset's: its own exit
                // status, so a script can tell the two apart.
                message = cannotRun;
                code = CANNOT_RUN;
            } else {
                message = code == 2 || named ? e.getMessage() : "internal error: " + e;
            }
            List<String> problems = Messages.problemLines(e); // a scenario's problems, a line each
            fail(context.err(), problems.isEmpty() ? java.util.Collections.singletonList(message) : problems, e, verbose);
            return code;
        });
        return cli.execute(args);
    }

    /**
     * Picocli's message in the planner's words: "'abc' is not a whole number" rather than "is not a long", and an
     * argument too many named as such rather than "Unmatched argument at index 2".
     */
    static String plain(CommandLine.ParameterException e) {
        if (e instanceof CommandLine.UnmatchedArgumentException u && !u.isUnknownOption()
                && !u.getUnmatched().isEmpty()) {
            List<String> extra = u.getUnmatched();
            if (e.getCommandLine().getParent() == null) {
                return "unknown command '" + extra.get(0) + "'";
            }
            if (u.getSuggestions().isEmpty()) {
                String command = helpFor(e.getCommandLine());
                return (extra.size() == 1 ? "unexpected argument '" + extra.get(0) + "'"
                        : "unexpected arguments '" + String.join("', '", extra) + "'") + ": " + command
                        + " takes no more (see " + command + " --help)";
            }
        }
        return e.getMessage().replaceAll("is not an? (long|int|short|byte|Long|Integer)$", "is not a whole number")
                .replaceAll("is not an? (double|float|Double|Float)$", "is not a number");
    }

    /**
     * For a misspelt command or option, picocli's closest matches ("; did you mean --replications?") and where to
     * look; "" for other mistakes.
     */
    private static String suggestion(CommandLine.ParameterException e) {
        if (!(e instanceof CommandLine.UnmatchedArgumentException u)) {
            return "";
        }
        List<String> near = u.getSuggestions();
        String help = " (see " + helpFor(e.getCommandLine()) + " --help)";
        if (!near.isEmpty()) {
            return "; did you mean " + String.join(" or ", near.subList(0, Math.min(3, near.size()))) + "?" + help;
        }
        return u.isUnknownOption() || e.getCommandLine().getParent() == null ? help : "";
    }

    private static String helpFor(CommandLine cli) {
        List<String> names = new java.util.ArrayList<>();
        for (CommandLine c = cli; c != null; c = c.getParent()) {
            names.add(0, c.getCommandName());
        }
        return String.join(" ", names);
    }

    private static boolean cancelled(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (t instanceof org.swapset.core.engine.CancelledException) {
                return true;
            }
        }
        return false;
    }

    private static boolean isBadInput(Exception e) {
        return e instanceof ScenarioException || e instanceof BadInputException
                || e instanceof PluginConflictException || e instanceof NoSuchFileException;
    }

    /** Reports a failure: each message on a line of its own. */
    private static void fail(PrintStream err, List<String> messages, Throwable e, boolean verbose) {
        for (String message : messages) {
            String line = message == null ? e.getClass().getSimpleName()
                    : message.replaceAll("\\s*\\R\\s*", " ");
            err.println("swapset: " + line);
        }
        if (verbose) {
            e.printStackTrace(err);
        }
        err.flush();
    }
}
