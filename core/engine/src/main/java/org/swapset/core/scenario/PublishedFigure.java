package org.swapset.core.scenario;

/**
 * One measured figure a scenario should reproduce.
 *
 * @param metric    the forecast metric it compares with ({@code q1Response.mean})
 * @param value     the published value, in the metric's unit
 * @param tolerance the relative error allowed (0.15 = 15%); NaN means the scenario's default
 * @param label     how the source names it ({@code Q1 seconds})
 */
public record PublishedFigure(String metric, double value, double tolerance, String label) {
}
