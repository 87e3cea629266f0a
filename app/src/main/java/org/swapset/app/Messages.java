package org.swapset.app;

import java.util.List;
import org.swapset.core.scenario.ScenarioException;

/** What the command line and the desktop say alike: an error on one line, a warning, a plugin's parameter. */
public final class Messages {

    /** Where plugin jars were looked for when there is none: as {@code swapset plugins} and the Plugins tab say. */
    public static final String NO_PLUGINS_FOLDER = "none (no --plugins, no $"
            + org.swapset.core.plugin.PluginHost.PLUGINS_ENV + ", and " + java.nio.file.Path.of(
            System.getProperty("user.home"), ".swapset", "plugins") + " does not exist)";

    /**
     * A plugin's parameter as {@code swapset plugins} lists it: name, type, unit, default, range and help ("mipsPerCpu
     * (decimal, MIPS) default 1.2, range 0.5..3: Speed of one CPU ...").
     */
    public static String parameter(org.swapset.spi.ParameterDescriptor p) {
        StringBuilder s = new StringBuilder(p.name()).append(" (").append(p.type().name().toLowerCase());
        if (!p.unit().isEmpty()) {
            s.append(", ").append(p.unit());
        }
        s.append(") ").append(p.required() ? "required" : "default " + p.defaultValue());
        if (!p.choices().isEmpty()) {
            s.append(", one of ").append(String.join("|", p.choices()));
        } else if (!Double.isNaN(p.min()) || !Double.isNaN(p.max())) {
            s.append(", range ").append(org.swapset.core.scenario.Units.formatRange(p.type(), p.min(), p.max(), ".."));
        }
        return s.append(": ").append(p.help()).toString();
    }

    private Messages() {
    }

    /**
     * A scenario's problems, a line each, the first being the exception's message: for a {@link ScenarioException} or
     * a {@link BadInputException} made from one; empty for any other error.
     */
    public static List<String> problemLines(Throwable e) {
        Throwable problems = e instanceof BadInputException ? e.getCause() : e;
        return problems instanceof ScenarioException s ? s.messages().stream().map(Messages::oneLine).toList()
                : List.of();
    }

    /**
     * Warns, on standard error, of each metric the forecast found still moving between the halves of its measured
     * interval ({@link org.swapset.core.forecast.Settling}): a forecast made before the run settled; of a
     * measured interval in which no transaction ended, whose response times are n/a; and of a paging space nearly
     * full.
     */
    static void warnings(Context context, org.swapset.core.forecast.Forecast f) {
        warnings(context, f, f.scenario());
    }

    /** The same, each warning said of {@code which} ("at 299 users, the answer") rather than the scenario's name. */
    static void warnings(Context context, org.swapset.core.forecast.Forecast f, String which) {
        for (org.swapset.core.forecast.Forecast.Notice n : f.notices()) {
            context.err().println("swapset: warning: " + which + ": " + n.text());
        }
        context.err().flush();
    }

    /** The message with its line breaks (and the blanks around them) turned into single spaces; "" for null. */
    public static String oneLine(String message) {
        return message == null ? "" : message.replaceAll("\\s*\\R\\s*", " ");
    }

    /**
     * Why a file could not be written, for a person: the file system's reason in words ("the folder /x no longer
     * exists", "permission denied") rather than the name of a temporary file.
     */
    public static String describeWrite(Throwable e) {
        if (e instanceof java.nio.file.NoSuchFileException missing) {
            java.nio.file.Path path = java.nio.file.Path.of(missing.getFile());
            java.nio.file.Path folder = path.toAbsolutePath().getParent();
            return "the folder " + folder + " does not exist (any more); choose another";
        }
        if (e instanceof java.nio.file.AccessDeniedException denied) {
            return "permission denied: " + denied.getFile() + " cannot be written";
        }
        if (e instanceof java.nio.file.FileSystemException fs && fs.getReason() != null) {
            return fs.getReason() + " (" + fs.getFile() + ")";
        }
        return oneLine(e);
    }

    /** The exception's message on one line, or its class name when it has none. */
    public static String oneLine(Throwable e) {
        return oneLine(e.getMessage() == null ? e.getClass().getName() : e.getMessage());
    }
}
