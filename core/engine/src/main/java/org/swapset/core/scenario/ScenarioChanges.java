package org.swapset.core.scenario;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a variant changes in its base, value by value, as written in the files: {@code storage.real: 16MiB → 24MiB},
 * {@code pagingDevices[1]: (none) → ...} for what only one side has. A comparison names them beside each variant, so
 * that a page read later says what was compared. The names, descriptions, published figures and run control are left
 * out: a variant is renamed as a matter of course, and it runs with the base's run control.
 */
public final class ScenarioChanges {

    /** The top-level keys that are not part of what a variant changes. */
    private static final Set<String> IGNORED = Set.of("name", "description", "published", "run");

    private ScenarioChanges() {
    }

    /** Each changed value as {@code path: was → now}, in the variant's order, then what only the base has. */
    public static List<String> between(ScenarioDocument base, ScenarioDocument variant) {
        Map<String, String> was = new LinkedHashMap<>();
        Map<String, String> now = new LinkedHashMap<>();
        flatten("", base.root(), was);
        flatten("", variant.root(), now);
        Set<String> paths = new LinkedHashSet<>(now.keySet());
        paths.addAll(was.keySet());
        List<String> changes = new ArrayList<>();
        for (String path : paths) {
            String a = was.get(path);
            String b = now.get(path);
            if (a == null || !a.equals(b)) {
                changes.add(path + ": " + (a == null ? "(none)" : a) + " → " + (b == null ? "(none)" : b));
            }
        }
        return changes;
    }

    /** The changes as one line, the first {@code max} of them and how many more: for a comparison's list. */
    public static String summary(List<String> changes, int max) {
        if (changes.isEmpty()) {
            return "none";
        }
        String shown = String.join("; ", changes.subList(0, Math.min(max, changes.size())));
        return changes.size() > max ? shown + "; and " + (changes.size() - max) + " more" : shown;
    }

    private static void flatten(String path, ScenarioDocument.Node node, Map<String, String> out) {
        if (node instanceof ScenarioDocument.MapNode map) {
            if (map.keys().isEmpty() && !path.isEmpty()) {
                out.put(path, "{}");
            }
            map.entries().forEach((key, value) -> {
                if (!(path.isEmpty() && IGNORED.contains(key))) {
                    flatten(path.isEmpty() ? key : path + "." + key, value, out);
                }
            });
        } else if (node instanceof ScenarioDocument.ListNode list) {
            if (list.items().isEmpty()) {
                out.put(path, "[]");
            }
            for (int i = 0; i < list.items().size(); i++) {
                flatten(path + "[" + i + "]", list.items().get(i), out);
            }
        } else if (node instanceof ScenarioDocument.Scalar scalar) {
            out.put(path, scalar.kind() == ScenarioDocument.ScalarKind.NULL ? "null" : scalar.text());
        }
    }
}
