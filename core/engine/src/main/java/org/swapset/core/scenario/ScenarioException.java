package org.swapset.core.scenario;

import java.util.ArrayList;
import java.util.List;

/**
 * A scenario that cannot be used, with where and why: one {@link Problem} or several (the loader reports the problems
 * of a scenario's independent parts together), each with the file, the line and column, the path of the bad field
 * ({@code workloads[0].thinkTime}), what was wrong and what would be valid. The message is the first problem's one
 * line, {@code FILE:LINE:COLUMN: PATH: problem (valid: ...; did you mean ...?)}, and the accessors ({@link #line},
 * {@link #path}, ...) are the first problem's; {@link #messages} gives every problem's line.
 */
public final class ScenarioException extends Exception {

    /**
     * One problem in a scenario.
     *
     * @param file        the file's name as the user gave it
     * @param line        1-based line, or 0 when unknown (a missing file)
     * @param column      1-based column, or 0 when unknown
     * @param path        the path of the field ({@code run.duration}); empty for the whole file
     * @param problem     what is wrong and what would be valid
     * @param suggestions "did you mean" candidates, best first; may be empty
     */
    public record Problem(String file, int line, int column, String path, String problem, List<String> suggestions) {

        public Problem {
            path = path == null ? "" : path;
            suggestions = List.copyOf(suggestions);
        }

        /** The problem on one line: {@code FILE:LINE:COLUMN: PATH: problem (did you mean 'x'?)}. */
        public String message() {
            StringBuilder sb = new StringBuilder(file);
            if (line > 0) {
                sb.append(':').append(line);
                if (column > 0) {
                    sb.append(':').append(column);
                }
            }
            sb.append(": ");
            if (!path.isEmpty()) {
                sb.append(path).append(": ");
            }
            sb.append(problem);
            if (!suggestions.isEmpty()) {
                sb.append(" (did you mean ").append(String.join(" or ", suggestions.stream().map(s -> "'" + s + "'")
                        .toList())).append("?)");
            }
            return sb.toString();
        }
    }

    private final List<Problem> problems;
    private final int unlisted;

    /** One problem; see {@link Problem} for the parameters. */
    public ScenarioException(String file, int line, int column, String path, String problem,
                             List<String> suggestions) {
        this(List.of(new Problem(file, line, column, path, problem, suggestions)), 0);
    }

    /**
     * @param problems the problems listed, in the order they were found; at least one
     * @param unlisted how many more were found and not listed (the list was cut)
     */
    public ScenarioException(List<Problem> problems, int unlisted) {
        super(problems.get(0).message());
        if (unlisted < 0) {
            throw new IllegalArgumentException("unlisted must be at least 0, was " + unlisted);
        }
        this.problems = List.copyOf(problems);
        this.unlisted = unlisted;
    }

    /** Every problem listed, the first being the one the message and the accessors describe. */
    public List<Problem> problems() {
        return problems;
    }

    /** How many problems were found besides those listed; 0 when the list is whole. */
    public int unlisted() {
        return unlisted;
    }

    /** Each problem's one-line message, then, when the list was cut, a line saying how many more there are. */
    public List<String> messages() {
        List<String> lines = new ArrayList<>();
        problems.forEach(p -> lines.add(p.message()));
        if (unlisted > 0) {
            lines.add(file() + ": " + unlisted + " more " + (unlisted == 1 ? "problem" : "problems")
                    + " not listed; put these right and check again");
        }
        return lines;
    }

    public String file() {
        return problems.get(0).file();
    }

    public int line() {
        return problems.get(0).line();
    }

    public int column() {
        return problems.get(0).column();
    }

    public String path() {
        return problems.get(0).path();
    }

    public String problem() {
        return problems.get(0).problem();
    }

    public List<String> suggestions() {
        return problems.get(0).suggestions();
    }
}
