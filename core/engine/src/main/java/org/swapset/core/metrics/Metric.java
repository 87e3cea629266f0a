package org.swapset.core.metrics;

import java.util.Objects;

/**
 * A named, unit-bearing figure a forecast reports.
 *
 * @param id    stable key used in scenarios' {@code published:} blocks, targets and output files
 *              ({@code response.mean}, {@code device.0.utilisation})
 * @param label how a person reads it ({@code Mean response time})
 * @param unit  its unit ({@code s}, {@code /s}, {@code %}, {@code pages}); empty for a pure number
 */
public record Metric(String id, String label, String unit) {
    public Metric {
        Objects.requireNonNull(id);
        Objects.requireNonNull(label);
        Objects.requireNonNull(unit);
    }
}
