package org.swapset.app;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The output files and folders a command was given, checked before it runs anything, so that a forecast of minutes
 * is not lost to a bad path at the end and nothing the user saved is overwritten by mistake: a file output must not
 * be a folder, must not be one of the command's input files (the scenario being run), must not be named by two
 * options, and must be in a folder that exists and can be written; a folder output must not be a file, and it or
 * its parent must exist and be writable.
 */
final class OutputPaths {

    private record Output(String option, Path path, boolean folder) {
    }

    private final List<Path> inputs;
    private final List<Output> outputs = new ArrayList<>();

    private OutputPaths(Collection<Path> inputs) {
        this.inputs = List.copyOf(inputs);
    }

    /** The outputs of a command whose inputs (scenario files, traces) are {@code inputs}. */
    static OutputPaths reading(Collection<Path> inputs) {
        return new OutputPaths(inputs);
    }

    /** A file the command will write, given by {@code option}; null when the option was not given. */
    OutputPaths file(String option, Path path) {
        if (path != null) {
            outputs.add(new Output(option, path, false));
        }
        return this;
    }

    /** A folder the command will write files in, given by {@code option}; null when the option was not given. */
    OutputPaths folder(String option, Path path) {
        if (path != null) {
            outputs.add(new Output(option, path, true));
        }
        return this;
    }

    /** @throws BadInputException naming the option, the path and what would be valid, at the first problem */
    void check() {
        for (int i = 0; i < outputs.size(); i++) {
            Output o = outputs.get(i);
            String named = o.option() + " " + o.path();
            if (o.path().toString().isBlank()) {
                throw new BadInputException(o.option() + ": the path is empty; name a " + (o.folder() ? "folder" : "file"));
            }
            for (int j = 0; j < i; j++) {
                // Two folders may be one (charts as PNG and as SVG, their files apart by extension); a file may not
                // be another output.
                if (!(o.folder() && outputs.get(j).folder()) && same(outputs.get(j).path(), o.path())) {
                    throw new BadInputException(named + ": is also the " + outputs.get(j).option()
                            + " output; name another " + (o.folder() ? "folder" : "file"));
                }
            }
            for (Path input : inputs) {
                if (same(input, o.path())) {
                    throw new BadInputException(named + ": is an input of this command (" + input + "); writing "
                            + "there would overwrite it: name another " + (o.folder() ? "folder" : "file"));
                }
            }
            Path absolute = o.path().toAbsolutePath().normalize();
            Path parent = absolute.getParent();
            if (o.folder()) {
                if (Files.exists(absolute) && !Files.isDirectory(absolute)) {
                    throw new BadInputException(named + ": is a file; name a folder for the charts");
                }
                if (Files.isDirectory(absolute)) {
                    writable(named, absolute);
                    continue;
                }
            } else if (Files.isDirectory(absolute)) {
                throw new BadInputException(named + ": is a folder; name a file");
            } else if (Files.exists(absolute) && !Files.isWritable(absolute)) {
                throw new BadInputException(named + ": the file is read-only; name another or make it writable");
            }
            if (parent == null || !Files.isDirectory(parent)) {
                throw new BadInputException(named + ": folder not found: " + parent);
            }
            writable(named, parent);
        }
    }

    private static void writable(String named, Path folder) {
        if (!Files.isWritable(folder)) {
            throw new BadInputException(named + ": cannot write in " + folder + ": permission denied");
        }
    }

    /** The same file: the same path once normalised, or, when both exist, one file by the file system. */
    private static boolean same(Path a, Path b) {
        Path x = a.toAbsolutePath().normalize();
        Path y = b.toAbsolutePath().normalize();
        if (x.equals(y)) {
            return true;
        }
        try {
            return Files.exists(x) && Files.exists(y) && Files.isSameFile(x, y);
        } catch (IOException e) {
            return false;
        }
    }
}
