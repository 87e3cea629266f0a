package org.swapset.core.scenario;

import java.util.ArrayList;
import java.util.List;

/**
 * The path of a node in a scenario file, as messages print it and {@code --set} takes it:
 * {@code workloads[0].thinkTime}. Immutable; {@link #key} and {@link #index} return longer paths.
 *
 * @param steps each step: a key (String) or an index (Integer)
 */
public record NodePath(List<Object> steps) {

    /** The path of the whole file. */
    public static final NodePath ROOT = new NodePath(List.of());

    public NodePath {
        steps = List.copyOf(steps);
    }

    public NodePath key(String key) {
        List<Object> next = new ArrayList<>(steps);
        next.add(key);
        return new NodePath(next);
    }

    public NodePath index(int index) {
        List<Object> next = new ArrayList<>(steps);
        next.add(index);
        return new NodePath(next);
    }

    /**
     * Reads {@code workloads[0].users} or {@code storage.real}.
     *
     * @throws IllegalArgumentException when the text is not a path
     */
    public static NodePath parse(String text) {
        List<Object> steps = new ArrayList<>();
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            if (c == '[') {
                int close = text.indexOf(']', i);
                if (close < 0) {
                    throw new IllegalArgumentException("'" + text + "': '[' without ']'");
                }
                int index;
                try {
                    index = Integer.parseInt(text.substring(i + 1, close).strip());
                } catch (NumberFormatException e) {
                    index = -1;
                }
                if (index < 0 || steps.isEmpty()) {
                    throw new IllegalArgumentException("'" + text + "': expected a list's key and an index from 0 in "
                            + "[], e.g. workloads[0]");
                }
                steps.add(index);
                i = close + 1;
                if (i < n && text.charAt(i) == '.') {
                    i++;
                    if (i == n) {
                        throw new IllegalArgumentException("'" + text + "' ends with '.'");
                    }
                } else if (i < n && text.charAt(i) != '[') {
                    // workloads[0]users read as workloads[0].users would pass a typo unseen
                    throw new IllegalArgumentException("'" + text + "': expected '.' or '[' after ']', e.g. "
                            + "workloads[0].users");
                }
            } else {
                int end = i;
                while (end < n && text.charAt(end) != '.' && text.charAt(end) != '[') {
                    end++;
                }
                if (end == i) {
                    throw new IllegalArgumentException("'" + text + "' has an empty key; expected e.g. storage.real");
                }
                steps.add(text.substring(i, end));
                i = end;
                if (i < n && text.charAt(i) == '.') {
                    i++;
                    if (i == n) {
                        throw new IllegalArgumentException("'" + text + "' ends with '.'");
                    }
                    if (text.charAt(i) == '[') {
                        // workloads.[0].users read as workloads[0].users would pass a typo unseen
                        throw new IllegalArgumentException("'" + text + "': '.' before '[', expected e.g. "
                                + "workloads[0].users");
                    }
                }
            }
        }
        if (steps.isEmpty()) {
            throw new IllegalArgumentException("the path is empty; expected e.g. storage.real or workloads[0].users");
        }
        return new NodePath(steps);
    }

    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        for (Object step : steps) {
            if (step instanceof Integer index) {
                sb.append('[').append(index).append(']');
            } else {
                if (sb.length() > 0) {
                    sb.append('.');
                }
                sb.append(step);
            }
        }
        return sb.toString();
    }
}
