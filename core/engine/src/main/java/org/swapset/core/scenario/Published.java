package org.swapset.core.scenario;

import java.util.List;

/**
 * Figures published for the system a scenario describes.
 *
 * @param source    the publication (author, title, table)
 * @param tolerance the default relative error allowed for each figure
 * @param figures   the figures
 */
public record Published(String source, double tolerance, List<PublishedFigure> figures) {
    public Published {
        figures = List.copyOf(figures);
    }

    /** The tolerance that applies to a figure. */
    public double toleranceOf(PublishedFigure figure) {
        return Double.isNaN(figure.tolerance()) ? tolerance : figure.tolerance();
    }
}
