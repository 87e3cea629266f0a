package org.swapset.e2e;

import org.swapset.core.forecast.Forecast;

/** Reading forecasts in tests. */
final class Forecasts {

    private Forecasts() {
    }

    /** The mean over replications of a metric the forecast must have. */
    static double mean(Forecast f, String metric) {
        return f.metric(metric).orElseThrow(() -> new AssertionError("no metric " + metric)).estimate().mean();
    }
}
