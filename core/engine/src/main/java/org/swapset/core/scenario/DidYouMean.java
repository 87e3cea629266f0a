package org.swapset.core.scenario;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/** "Did you mean" candidates for a mistyped key or id: close in edit distance, or sharing a prefix. */
public final class DidYouMean {

    private DidYouMean() {
    }

    /** " (did you mean 'x'?)" with the closest candidate, or "" when none is close: the end of a message. */
    public static String hint(String word, Collection<String> candidates) {
        List<String> close = suggest(word, candidates);
        return close.isEmpty() ? "" : " (did you mean '" + close.get(0) + "'?)";
    }

    /** How messages about an unknown metric id end: where the ids are listed. */
    public static final String METRIC_IDS = "; see ./swapset run FILE --json OUT for the metric ids";

    /**
     * The candidates within an edit distance of 2 (optimal string alignment: insertions, deletions, substitutions and
     * swaps of neighbours), or of which the word is a prefix or that are a prefix of it; closest first, at most 3.
     */
    public static List<String> suggest(String word, Collection<String> candidates) {
        String w = word.toLowerCase(Locale.ROOT);
        record Scored(String candidate, int distance) {
        }
        List<Scored> scored = new ArrayList<>();
        for (String c : candidates) {
            String lc = c.toLowerCase(Locale.ROOT);
            int d = distance(w, lc);
            boolean prefix = !w.isEmpty() && (lc.startsWith(w) || w.startsWith(lc));
            if (d <= 2 || prefix) {
                scored.add(new Scored(c, d));
            }
        }
        scored.sort(Comparator.comparingInt(Scored::distance).thenComparing(Scored::candidate));
        return scored.stream().limit(3).map(Scored::candidate).toList();
    }

    static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
