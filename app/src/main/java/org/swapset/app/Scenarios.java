package org.swapset.app;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.Scenario;
import org.swapset.core.scenario.ScenarioException;

/** Finds the scenario a command names, or the bundled default, and loads it. */
public final class Scenarios {

    /** The bundled default scenario, as a class-path resource. */
    static final String DEFAULT = "scenarios/default.yaml";

    private Scenarios() {
    }

    /** Loads {@code file}, or the bundled default scenario when it is empty. */
    static Scenario load(Context context, Optional<Path> file, PluginRegistry registry) throws ScenarioException {
        Path path = file.orElseGet(Scenarios::extractDefault);
        if (file.isPresent()) {
            requireFile(path);
        }
        return context.backend().load(path, registry);
    }

    /**
     * Loads every file before any is forecast, so that a bad one is reported with the others, not after minutes:
     * each bad file's problems are printed, a line each, and then one error says how many files were bad.
     *
     * @throws BadInputException when any file is not valid; nothing has been forecast
     */
    static List<Scenario> loadAll(Context context, List<Path> files, PluginRegistry registry) {
        List<Scenario> loaded = new ArrayList<>();
        int bad = 0;
        for (Path file : files) {
            try {
                loaded.add(load(context, Optional.of(file), registry));
            } catch (ScenarioException | BadInputException e) {
                List<String> problems = Messages.problemLines(e); // every problem of the file, a line each
                (problems.isEmpty() ? List.of(Messages.oneLine(e)) : problems)
                        .forEach(m -> context.err().println("swapset: " + m));
                bad++;
            }
        }
        if (bad > 0) {
            context.err().flush();
            throw new BadInputException(bad + " of " + files.size() + " scenario files "
                    + (bad == 1 ? "is" : "are") + " not valid; nothing was forecast");
        }
        return loaded;
    }

    /**
     * @throws BadInputException when {@code path} is not a scenario file: not there, a folder, or not a regular
     *                           file (a device, a pipe)
     */
    static void requireFile(Path path) {
        if (path.toString().isBlank()) {
            throw new BadInputException("the scenario file's name is empty; name a scenario file (.yaml, .yml or "
                    + ".json)");
        }
        if (Files.isRegularFile(path)) {
            return;
        }
        if (Files.isDirectory(path)) {
            throw new BadInputException(path + ": is a folder; name a scenario file (.yaml, .yml or .json)");
        }
        if (Files.exists(path)) {
            throw new BadInputException(path + ": not a regular file (a device or a pipe?); name a scenario file "
                    + "(.yaml, .yml or .json)");
        }
        throw new BadInputException("scenario file not found: " + path);
    }

    /**
     * The loader reads files, so the bundled default is copied to a temporary folder under its own name, which is
     * what messages about it show.
     */
    public static Path extractDefault() {
        try (InputStream in = Scenarios.class.getClassLoader().getResourceAsStream(DEFAULT)) {
            if (in == null) {
                throw new IllegalStateException("the bundled " + DEFAULT + " is missing from the class path");
            }
            Path dir = Files.createTempDirectory("swapset-");
            dir.toFile().deleteOnExit();
            Path file = dir.resolve("default.yaml");
            Files.copy(in, file, StandardCopyOption.REPLACE_EXISTING);
            file.toFile().deleteOnExit();
            return file;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot extract the bundled default scenario", e);
        }
    }
}
