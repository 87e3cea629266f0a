package org.swapset.core.forecast;

import java.util.ArrayList;
import java.util.List;

/**
 * Exact mean value analysis of a closed, single-class interactive system (Reiser and Lavenberg 1980; FACTS.md
 * section 4, "Exact MVA"): N users who think Z seconds between transactions and visit service centres with given
 * service demands per transaction. For n = 1..N: R_k(n) = D_k (1 + Q_k(n-1)) at a queueing centre, D_k at a delay
 * centre; X(n) = n / (Z + sum R_k(n)); Q_k(n) = X(n) R_k(n). It gives a forecast's response-against-users curve in
 * microseconds, and the asymptotic bounds of the operational laws (FACTS.md, "Operational laws").
 *
 * <p>A centre of m identical servers (the processors of a multiprocessor) is taken by Seidmann's approximation: a
 * queueing centre of demand D/m followed by a delay of D(m-1)/m; it is exact at both ends of the load range.
 */
public final class MeanValueAnalysis {

    /**
     * A service centre.
     *
     * @param name    what it is ("CPU", "devices[0] #1")
     * @param demand  seconds of service one transaction needs there, in total
     * @param servers identical servers (1 for a device); ignored for a delay centre
     * @param delay   a delay (infinite-server) centre: no queueing
     */
    public record Centre(String name, double demand, int servers, boolean delay) {
        public Centre {
            if (!(demand >= 0) || Double.isInfinite(demand)) {
                throw new IllegalArgumentException(name + ": demand must be finite and >= 0, was " + demand);
            }
            if (servers < 1) {
                throw new IllegalArgumentException(name + ": servers must be at least 1, was " + servers);
            }
        }

        public static Centre queue(String name, double demand) {
            return new Centre(name, demand, 1, false);
        }

        public static Centre delay(String name, double demand) {
            return new Centre(name, demand, 1, true);
        }
    }

    /**
     * The system at one population.
     *
     * @param users      N
     * @param throughput X(N), transactions per second
     * @param response   R(N), seconds
     * @param residence  R_k(N) per centre, in the order given
     * @param queue      Q_k(N) per centre: mean transactions at or in service there
     */
    public record Point(int users, double throughput, double response, double[] residence, double[] queue) {
    }

    private final List<Centre> centres;
    private final double thinkTime;

    public MeanValueAnalysis(List<Centre> centres, double thinkTime) {
        if (centres.isEmpty()) {
            throw new IllegalArgumentException("at least one service centre is needed");
        }
        if (!(thinkTime >= 0) || Double.isInfinite(thinkTime)) {
            throw new IllegalArgumentException("think time must be finite and >= 0, was " + thinkTime);
        }
        this.centres = List.copyOf(centres);
        this.thinkTime = thinkTime;
    }

    /** The exact solution for 1..maxUsers users, one point per population. */
    public List<Point> solve(int maxUsers) {
        if (maxUsers < 1) {
            throw new IllegalArgumentException("users must be at least 1, was " + maxUsers);
        }
        // Expand multi-server centres (Seidmann): a queue of D/m plus a delay of D(m-1)/m.
        int k = centres.size();
        double[] queueDemand = new double[k];
        double[] fixedDelay = new double[k];
        for (int i = 0; i < k; i++) {
            Centre c = centres.get(i);
            if (c.delay()) {
                fixedDelay[i] = c.demand();
            } else {
                queueDemand[i] = c.demand() / c.servers();
                fixedDelay[i] = c.demand() * (c.servers() - 1) / c.servers();
            }
        }
        double[] queued = new double[k]; // Q_k(n-1) of the queueing part
        List<Point> points = new ArrayList<>(maxUsers);
        for (int n = 1; n <= maxUsers; n++) {
            double[] residence = new double[k];
            double total = 0;
            for (int i = 0; i < k; i++) {
                residence[i] = queueDemand[i] * (1 + queued[i]) + fixedDelay[i];
                total += residence[i];
            }
            double x = n / (thinkTime + total);
            double[] q = new double[k];
            for (int i = 0; i < k; i++) {
                queued[i] = x * queueDemand[i] * (1 + queued[i]);
                q[i] = x * residence[i];
            }
            points.add(new Point(n, x, total, residence, q));
        }
        return points;
    }

    /** Total demand D = sum of D_k. */
    public double totalDemand() {
        return centres.stream().mapToDouble(Centre::demand).sum();
    }

    /** The bottleneck's demand per server, D_max: 1 / D_max bounds the throughput. */
    public double maxDemand() {
        return centres.stream().filter(c -> !c.delay()).mapToDouble(c -> c.demand() / c.servers()).max().orElse(0);
    }

    /** The bottleneck centre, or null when every centre is a delay. */
    public Centre bottleneck() {
        Centre best = null;
        for (Centre c : centres) {
            if (!c.delay() && (best == null || c.demand() / c.servers() > best.demand() / best.servers())) {
                best = c;
            }
        }
        return best;
    }

    /** Upper bound on throughput: min(N / (D + Z), 1 / D_max). */
    public double throughputBound(int users) {
        double dMax = maxDemand();
        return Math.min(users / (totalDemand() + thinkTime), dMax == 0 ? Double.POSITIVE_INFINITY : 1 / dMax);
    }

    /** Lower bound on response time: max(D, N D_max - Z). */
    public double responseBound(int users) {
        return Math.max(totalDemand(), users * maxDemand() - thinkTime);
    }

    /** The knee of the bounds, N* = (D + Z) / D_max: beyond it the bottleneck saturates. */
    public double kneeUsers() {
        double dMax = maxDemand();
        return dMax == 0 ? Double.POSITIVE_INFINITY : (totalDemand() + thinkTime) / dMax;
    }
}
