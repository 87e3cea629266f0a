package org.swapset.core.scenario;

import java.util.List;

/**
 * A scenario that cannot be used, with where and why: the file, the line and column, the path of the bad field
 * ({@code workloads[0].thinkTime}), what was wrong and what would be valid. Its message is one line:
 * {@code FILE:LINE:COLUMN: PATH: problem (valid: ...; did you mean ...?)}.
 */
public final class ScenarioException extends Exception {

    private final String file;
    private final int line;
    private final int column;
    private final String path;
    private final String problem;
    private final List<String> suggestions;

    /**
     * @param file        the file's name as the user gave it
     * @param line        1-based line, or 0 when unknown (a missing file)
     * @param column      1-based column, or 0 when unknown
     * @param path        the path of the field ({@code run.duration}); empty for the whole file
     * @param problem     what is wrong and what would be valid
     * @param suggestions "did you mean" candidates, best first; may be empty
     */
    public ScenarioException(String file, int line, int column, String path, String problem,
                             List<String> suggestions) {
        super(format(file, line, column, path, problem, suggestions));
        this.file = file;
        this.line = line;
        this.column = column;
        this.path = path;
        this.problem = problem;
        this.suggestions = List.copyOf(suggestions);
    }

    private static String format(String file, int line, int column, String path, String problem,
                                 List<String> suggestions) {
        StringBuilder sb = new StringBuilder(file);
        if (line > 0) {
            sb.append(':').append(line);
            if (column > 0) {
                sb.append(':').append(column);
            }
        }
        sb.append(": ");
        if (path != null && !path.isEmpty()) {
            sb.append(path).append(": ");
        }
        sb.append(problem);
        if (!suggestions.isEmpty()) {
            sb.append(" (did you mean ").append(String.join(" or ", suggestions.stream().map(s -> "'" + s + "'")
                    .toList())).append("?)");
        }
        return sb.toString();
    }

    public String file() {
        return file;
    }

    public int line() {
        return line;
    }

    public int column() {
        return column;
    }

    public String path() {
        return path;
    }

    public String problem() {
        return problem;
    }

    public List<String> suggestions() {
        return suggestions;
    }
}
