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

    /** One output: a file, or a folder and the names of the files the command will write in it. */
    private record Output(String option, Path path, boolean folder, List<String> files) {
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
            outputs.add(new Output(option, path, false, List.of()));
        }
        return this;
    }

    /**
     * A folder the command will write {@code files} in (their names), given by {@code option}; null when the option
     * was not given.
     */
    OutputPaths folder(String option, Path path, List<String> files) {
        if (path != null) {
            outputs.add(new Output(option, path, true, List.copyOf(files)));
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
            if (o.path().toString().equals("-")) {
                // Unix tools read "-" as standard output; writing a file named "-" would surprise.
                throw new BadInputException(o.option() + " -: standard output is not offered (outputs are written "
                        + "whole, through a temporary file); name a " + (o.folder() ? "folder" : "file")
                        + (o.folder() ? "" : ", e.g. " + o.option() + " out" + extension(o.option())));
            }
            for (int j = 0; j < i; j++) {
                // Two folders may be one (charts as PNG and as SVG, their files apart by extension); a file may not
                // be another output.
                if (!(o.folder() && outputs.get(j).folder()) && same(outputs.get(j).path(), o.path())) {
                    throw new BadInputException(named + ": is also the " + outputs.get(j).option()
                            + " output; name another " + (o.folder() ? "folder" : "file"));
                }
                // A file that one of a folder's outputs would be written over (--html DIR/utilisation.svg with
                // --svg DIR): the chart replaced the report, and both were said written.
                Output folder = o.folder() ? o : outputs.get(j);
                Output file = o.folder() ? outputs.get(j) : o;
                if (folder.folder() && !file.folder()) {
                    for (String name : folder.files()) {
                        if (same(folder.path().resolve(name), file.path())) {
                            throw new BadInputException(file.option() + " " + file.path() + ": " + folder.option()
                                    + " " + folder.path() + " writes its " + name + " there; name another file");
                        }
                    }
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
                    for (String name : o.files()) {
                        Path inside = absolute.resolve(name);
                        for (Path input : inputs) {
                            if (same(input, inside)) {
                                throw new BadInputException(named + ": would write " + inside + ", an input of this "
                                        + "command; name another folder");
                            }
                        }
                        replaceable(o.option() + " " + o.path() + ": " + name, inside);
                    }
                    continue;
                }
            } else if (Files.isDirectory(absolute)) {
                throw new BadInputException(named + ": is a folder; name a file");
            } else {
                replaceable(named, o.path().toAbsolutePath());
            }
            if (parent == null || !Files.isDirectory(parent)) {
                throw new BadInputException(named + ": folder not found: " + parent);
            }
            writable(named, parent);
        }
    }

    /**
     * An existing file the output would replace must be one an output may replace: a regular, writable file that is
     * not a saved scenario (a symbolic link is written through, so what it names is checked).
     */
    private static void replaceable(String named, Path file) {
        if (Files.isSymbolicLink(file) && !Files.exists(file)) {
            throw new BadInputException(named + ": a symbolic link to a file that does not exist; name a file");
        }
        if (!Files.exists(file)) {
            return;
        }
        if (Files.isDirectory(file)) {
            throw new BadInputException(named + ": is a folder; name a file");
        }
        if (!Files.isRegularFile(file)) {
            throw new BadInputException(named + ": not a regular file (a device or a pipe?); outputs are written "
                    + "whole, through a temporary file and a rename: name a regular file");
        }
        if (!Files.isWritable(file)) {
            throw new BadInputException(named + ": the file is read-only; name another or make it writable");
        }
        if (isScenario(file)) {
            throw new BadInputException(named + ": is a saved scenario; writing the output there would replace it: "
                    + "name another file");
        }
    }

    /** A YAML file (outputs are never YAML), or a JSON file with a scenario's sections. */
    private static boolean isScenario(Path file) {
        String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        if (name.endsWith(".yaml") || name.endsWith(".yml")) {
            return true;
        }
        if (!name.endsWith(".json")) {
            return false;
        }
        try {
            if (Files.size(file) > 16L << 20) {
                return false;
            }
            com.fasterxml.jackson.databind.JsonNode tree = new com.fasterxml.jackson.databind.ObjectMapper()
                    .readTree(file.toFile());
            return tree != null && tree.isObject() && tree.has("workloads") && tree.has("processor");
        } catch (IOException | RuntimeException e) {
            return false; // not JSON, or not readable: not a scenario this could lose
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

    /** The usual extension of an option's file: {@code .json} for {@code --json}. */
    private static String extension(String option) {
        return option.startsWith("--") ? "." + option.substring(2) : "";
    }
}
