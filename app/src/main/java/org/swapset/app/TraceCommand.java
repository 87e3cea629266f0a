package org.swapset.app;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import org.swapset.core.plugin.ParameterValues;
import org.swapset.core.plugin.PluginRegistry;
import org.swapset.core.scenario.DidYouMean;
import org.swapset.core.scenario.Units;
import org.swapset.core.trace.ReferenceTrace;
import org.swapset.core.trace.StackDistances;
import org.swapset.core.trace.TraceReplay;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.PluginFamily;
import org.swapset.spi.policy.ReplacementPolicyFactory;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code swapset trace FILE --policy ID --frames 256,1024}: replays a page-reference trace (text, one page number a
 * line with an optional R/W flag; {@code .gz} read directly) through replacement-policy plugins, with their default
 * parameters, and reports faults per policy and frame count.
 */
@Command(name = "trace", description = "Replay a page-reference trace through replacement policies: faults per "
        + "number of frames.")
final class TraceCommand implements Callable<Integer> {

    /** Up to this many frame counts, LRU is replayed for each; beyond, its stack distances are computed once. */
    private static final int LRU_REPLAYS = 8;

    private final Context context;

    @Mixin
    PluginOptions common;

    @Parameters(index = "0", paramLabel = "FILE", description = "The trace: a page number per line, optional R/W.")
    Path file;

    @Option(names = "--policy", required = true, split = ",", paramLabel = "ID[:NAME=VALUE...],...",
            description = "Replacement-policy plugin ids, e.g. fifo,lru,opt,core-table-scan, each with its "
                    + "parameters after colons if not their defaults: clock:newPageReferenced=false.")
    List<String> policies;

    @Option(names = "--frames", required = true, split = ",", paramLabel = "N,...", description = "Frame counts.")
    List<Integer> frames;

    @Option(names = "--csv", description = "Print CSV: policy,frames,faults,references; with --ws, one table "
            + "policy,frames,tau,faults,meanSize,references (policy 'ws' on the working-set rows).")
    boolean csv;

    @Option(names = "--ws", split = ",", paramLabel = "TAU,...", description = "Also the working set WS(tau), tau "
            + "in references: faults and mean size.")
    List<Integer> windows;

    TraceCommand(Context context) {
        this.context = context;
    }

    @Override
    public Integer call() throws Exception {
        if (!Files.isRegularFile(file)) {
            throw new BadInputException(Files.isDirectory(file) ? file + ": is a folder, not a trace file"
                    : "trace file not found: " + file);
        }
        for (int i = 0; i < frames.size(); i++) {
            int n = frames.get(i);
            if (n < 1) {
                throw new BadInputException("--frames: a frame count must be at least 1, was " + n);
            }
            if (frames.subList(0, i).contains(n)) {
                throw new BadInputException("--frames: " + n + " is given twice");
            }
        }
        PluginRegistry registry = common.registry(context);
        Map<String, ReplacementPolicyFactory> factories = new LinkedHashMap<>();
        Map<String, ParameterValues> parameters = new HashMap<>();
        for (String spec : policies) {
            String id = spec.split(":", -1)[0];
            ReplacementPolicyFactory f = registry.find(PluginFamily.REPLACEMENT_POLICY, id,
                    ReplacementPolicyFactory.class).orElseThrow(() -> {
                        List<String> valid = registry.ids(PluginFamily.REPLACEMENT_POLICY);
                        return new BadInputException("--policy: unknown replacement policy '" + id + "'; valid: "
                                + String.join(", ", valid) + DidYouMean.hint(id, valid));
                    });
            if (factories.containsKey(spec)) {
                throw new BadInputException("--policy: " + spec + " is given twice");
            }
            factories.put(spec, f);
            parameters.put(spec, parameters(f, spec));
        }
        ReferenceTrace trace = ReferenceTrace.read(file);
        if (trace.length() == 0) {
            // Every ratio would be 0 out of 0: most likely the wrong file, or one still being written.
            throw new BadInputException(file + " holds no page references (a trace has one reference a line: a page "
                    + "number, optionally followed by R or W; blank lines and lines starting with # are skipped)");
        }
        // LRU and OPT are stack algorithms: one pass over the trace gives their faults for every size (tested equal
        // to replaying each size). LRU's pass costs about as much as ten replays on its own loop, so it is taken only
        // for more sizes than that.
        StackDistances lru = factories.containsKey("lru") && frames.size() > LRU_REPLAYS ? StackDistances.lru(trace)
                : null;
        int width = Math.max(16, factories.keySet().stream().mapToInt(String::length).max().orElse(0));
        StackDistances opt = factories.containsKey("opt") ? StackDistances.opt(trace) : null;
        // With --ws, one CSV table for both kinds of row (a CSV reader takes one header), each with its own columns.
        boolean oneTable = csv && windows != null;
        StringBuilder out = new StringBuilder(oneTable ? "policy,frames,tau,faults,meanSize,references\n"
                : csv ? "policy,frames,faults,references\n"
                : String.format(Locale.ROOT, "%-" + width + "s %10s %12s %12s %10s%n", "policy", "frames",
                "faults", "references", "ratio"));
        for (Map.Entry<String, ReplacementPolicyFactory> e : factories.entrySet()) {
            for (int n : frames) {
                // With a frame for every distinct page nothing is ever replaced: each page faults once, whatever
                // the policy, so more frames than that are replayed as that many (a count of 2^31 - 1 allocated
                // nothing it could use, and ran out of memory).
                int m = Math.min(n, trace.distinctPages());
                long faults = lru != null && e.getKey().equals("lru") ? lru.faults(m)
                        : opt != null && e.getKey().equals("opt") ? opt.faults(m)
                        : TraceReplay.faults(e.getValue(), parameters.get(e.getKey()), m, trace);
                if (csv) {
                    out.append(e.getKey()).append(',').append(n).append(oneTable ? ",," : ",").append(faults)
                            .append(oneTable ? ",," : ",").append(trace.length()).append('\n');
                } else {
                    out.append(String.format(Locale.ROOT, "%-" + width + "s %10d %12d %12d %10.4f%n", e.getKey(), n,
                            faults,
                            trace.length(), trace.length() == 0 ? 0.0 : (double) faults / trace.length()));
                }
            }
        }
        if (windows != null) {
            out.append(csv ? "" : String.format(Locale.ROOT, "%nWS(tau) %10s %12s %12s%n",
                    "tau", "faults", "mean size"));
            for (int tau : windows) {
                if (tau < 1) {
                    throw new BadInputException("--ws: a window must be at least 1 reference, was " + tau);
                }
                double[] ws = StackDistances.workingSet(trace, tau);
                out.append(csv ? "ws,," + tau + "," + (long) ws[0] + "," + ws[1] + "," + trace.length() + "\n"
                        : String.format(Locale.ROOT, "        %10d %12d %12.2f%n", tau, (long) ws[0], ws[1]));
            }
        }
        context.out().print(out);
        context.out().flush();
        return 0;
    }

    /**
     * The policy's parameters: its defaults, with those given after the id ({@code clock:newPageReferenced=false})
     * in their place; a parameter without a default must be given.
     */
    private static ParameterValues parameters(ReplacementPolicyFactory factory, String spec) {
        Map<String, ParameterDescriptor> descriptors = new LinkedHashMap<>();
        for (ParameterDescriptor d : factory.parameters()) {
            descriptors.put(d.name(), d);
        }
        Map<String, String> given = new LinkedHashMap<>();
        String[] parts = spec.split(":", -1);
        for (int i = 1; i < parts.length; i++) {
            int eq = parts[i].indexOf('=');
            String name = eq < 0 ? parts[i] : parts[i].substring(0, eq);
            if (eq < 0 || !descriptors.containsKey(name)) {
                List<String> valid = List.copyOf(descriptors.keySet());
                throw new BadInputException("--policy " + spec + ": " + (eq < 0 ? "'" + parts[i] + "' is not "
                        + "NAME=VALUE" : "policy '" + factory.id() + "' has no parameter '" + name + "'")
                        + "; its parameters: " + (valid.isEmpty() ? "none" : String.join(", ", valid))
                        + DidYouMean.hint(name, valid));
            }
            given.put(name, parts[i].substring(eq + 1));
        }
        Map<String, Object> values = new HashMap<>();
        for (ParameterDescriptor d : descriptors.values()) {
            String text = given.containsKey(d.name()) ? given.get(d.name()) : d.defaultValue();
            if (text == null) {
                throw new BadInputException("--policy " + spec + ": policy '" + factory.id() + "' needs its "
                        + "parameter '" + d.name() + "': give it as " + factory.id() + ":" + d.name() + "=VALUE");
            }
            Object value;
            try {
                value = Units.parse(d.type(), text);
            } catch (IllegalArgumentException e) {
                throw new BadInputException("--policy " + spec + ": " + d.name() + ": " + e.getMessage());
            }
            // Checked as a scenario's value is: a plugin relies on its own range and choices.
            if (d.type() == org.swapset.spi.ParameterType.CHOICE && !d.choices().contains(text)) {
                throw new BadInputException("--policy " + spec + ": " + d.name() + ": '" + text + "' is not one of "
                        + String.join(", ", d.choices()) + DidYouMean.hint(text, d.choices()));
            }
            if (value instanceof Number n && (n.doubleValue() < d.min() || n.doubleValue() > d.max())) {
                throw new BadInputException("--policy " + spec + ": " + d.name() + ": '" + text + "' is out of "
                        + "range " + Units.formatRange(d.type(), d.min(), d.max(), ".."));
            }
            values.put(d.name(), value);
        }
        return new ParameterValues("--policy " + factory.id(), descriptors, values, Map.of());
    }
}
