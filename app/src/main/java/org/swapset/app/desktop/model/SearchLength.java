package org.swapset.app.desktop.model;

import java.util.Map;

/**
 * How many forecasts a capacity search ({@link org.swapset.core.forecast.CapacitySearch}) makes, from the outcomes
 * of those it has made: the count it forecasts next, and the search's total, an estimate or a bound.
 *
 * <p>The search starts at the scenario's users, doubles while the target is met (up to its limit) or halves while
 * it is not (down to 1), then bisects between the largest count that met the target ({@code lo}) and the smallest
 * that did not ({@code hi}) down to one user. Whatever the outcomes, every count it made that met the target is at
 * or below {@code lo} and every one that did not is at or above {@code hi}, so the outcomes alone say where it
 * stands. Bisecting a span {@code d = hi - lo} takes at most ceil(log2 d) forecasts (at least floor(log2 d)).
 *
 * <ul>
 *   <li>Bisecting: the total is at most what is done plus ceil(log2(hi - lo)), a bound.</li>
 *   <li>Bracketing (no count yet on one side): the estimate takes the doubling or halving being forecast to close the
 *   bracket, and a bisection over its span after it; the bound follows every doubling (to the limit) or halving
 *   (to 1) that could come instead. Where the two agree (the doubling reaches the limit) the total is a bound, else
 *   it is "about" the estimate, and grows if the bracket does not close.</li>
 *   <li>The first forecast: the larger of the estimates after a doubling and after a halving.</li>
 * </ul>
 *
 * A count whose forecast failed is one that did not meet the target, as the search takes it.
 *
 * @param done    the forecasts made
 * @param next    the user count the search forecasts next, or 0 when it has ended
 * @param total   the forecasts the search makes in all: an estimate, or a bound when {@code bounded}
 * @param bounded whether {@code total} is a bound (at most) rather than an estimate (about)
 */
public record SearchLength(int done, int next, int total, boolean bounded) {

    /**
     * Where a search stands.
     *
     * @param scenarioUsers the scenario's users, where the search starts
     * @param maxUsers      the search's limit
     * @param met           each count forecast so far, whether it met the target (false for a failed forecast)
     */
    public static SearchLength of(int scenarioUsers, int maxUsers, Map<Integer, Boolean> met) {
        if (scenarioUsers < 1 || maxUsers < scenarioUsers) {
            throw new IllegalArgumentException("users must be between 1 and " + maxUsers + ", was " + scenarioUsers);
        }
        int done = met.size();
        int lo = 0;                 // the largest count that met the target
        int hi = Integer.MAX_VALUE; // the smallest that did not
        for (Map.Entry<Integer, Boolean> e : met.entrySet()) {
            if (e.getValue()) {
                lo = Math.max(lo, e.getKey());
            } else {
                hi = Math.min(hi, e.getKey());
            }
        }
        if (done == 0) {
            int s = scenarioUsers;
            int about = Math.max(upAbout(s, maxUsers), downAbout(s));
            return new SearchLength(0, s, 1 + about, Math.max(upMost(s, maxUsers), downMost(s)) == about);
        }
        if (hi == Integer.MAX_VALUE) { // all met: doubling
            int next = lo >= maxUsers ? 0 : up(lo, maxUsers);
            return new SearchLength(done, next, done + upAbout(lo, maxUsers),
                    upMost(lo, maxUsers) == upAbout(lo, maxUsers));
        }
        if (lo == 0) {                 // none met: halving
            return new SearchLength(done, hi / 2, done + downAbout(hi), downMost(hi) == downAbout(hi));
        }
        return new SearchLength(done, hi - lo > 1 ? lo + (hi - lo) / 2 : 0, done + bisection(hi - lo), true);
    }

    /** The search has ended: there is no next forecast. */
    public boolean ended() {
        return next == 0;
    }

    /** The forecasts that bisect a span of {@code d} users (met at its low end, not at its high): ceil(log2 d). */
    static int bisection(int d) {
        return d <= 1 ? 0 : 32 - Integer.numberOfLeadingZeros(d - 1);
    }

    private static int up(int lo, int maxUsers) {
        return (int) Math.min(maxUsers, 2L * lo);
    }

    /** After {@code lo} met with nothing above it yet: the next doubling, then bisecting its span. */
    private static int upAbout(int lo, int maxUsers) {
        return lo >= maxUsers ? 0 : 1 + bisection(up(lo, maxUsers) - lo);
    }

    /** After {@code lo} met with nothing above it yet: the most forecasts that can follow. */
    private static int upMost(int lo, int maxUsers) {
        if (lo >= maxUsers) {
            return 0;
        }
        int next = up(lo, maxUsers);
        return 1 + Math.max(bisection(next - lo), upMost(next, maxUsers));
    }

    /** After {@code hi} did not meet the target with nothing below it yet: the next halving, then its span. */
    private static int downAbout(int hi) {
        return hi / 2 < 1 ? 0 : 1 + bisection(hi - hi / 2);
    }

    /** After {@code hi} did not meet the target with nothing below it yet: the most forecasts that can follow. */
    private static int downMost(int hi) {
        int next = hi / 2;
        return next < 1 ? 0 : 1 + Math.max(bisection(hi - next), downMost(next));
    }
}
