package org.swapset.app.desktop.model;

import java.util.Optional;
import java.util.OptionalDouble;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleObjectProperty;
import org.swapset.core.forecast.CapacitySearch;
import org.swapset.core.forecast.Forecast;
import org.swapset.core.forecast.ForecastReport;
import org.swapset.core.forecast.HtmlReport;
import org.swapset.core.forecast.Validation;
import org.swapset.core.scenario.Scenario;

/**
 * What the results dashboard shows: the last forecast and the scenario it was made for, the last capacity answer,
 * and the last curve of a metric against users; and the exports of them (CSV, JSON, the HTML report), which are
 * the command line's own formats.
 */
public final class ResultsModel {

    private final ObjectProperty<Forecast> forecast = new SimpleObjectProperty<>(this, "forecast");
    private final ObjectProperty<Scenario> scenario = new SimpleObjectProperty<>(this, "scenario");
    private final ObjectProperty<CapacitySearch.Result> capacity = new SimpleObjectProperty<>(this, "capacity");
    private final ObjectProperty<Curve> curve = new SimpleObjectProperty<>(this, "curve");
    private final ObjectProperty<CapacitySearch.Target> target = new SimpleObjectProperty<>(this, "target");
    private final javafx.beans.property.StringProperty caption =
            new javafx.beans.property.SimpleStringProperty(this, "caption", "");

    /** The last forecast; null before the first run. */
    public ObjectProperty<Forecast> forecastProperty() {
        return forecast;
    }

    /** The scenario the forecast was made for. */
    public ObjectProperty<Scenario> scenarioProperty() {
        return scenario;
    }

    public ObjectProperty<CapacitySearch.Result> capacityProperty() {
        return capacity;
    }

    public ObjectProperty<Curve> curveProperty() {
        return curve;
    }

    /** The target of the last capacity search, drawn on the curve. */
    public ObjectProperty<CapacitySearch.Target> targetProperty() {
        return target;
    }

    /** What the figures are: "NAME — forecast at 310 users; seed 1, 5 replications of 1200 s". */
    public javafx.beans.property.StringProperty captionProperty() {
        return caption;
    }

    /**
     * Shows a forecast (and forgets nothing else: the curve and capacity stay until replaced).
     *
     * @param s     the scenario as run
     * @param users the users of its first workload, for the caption
     */
    public void showForecast(Scenario s, java.util.OptionalInt users, Forecast f) {
        scenario.set(s);
        caption.set(f.scenario() + " — forecast" + (users.isPresent() ? " at " + users.getAsInt() + " users" : "")
                + "; seed " + f.seed() + ", " + f.replications()
                + " replications of " + ForecastReport.significant(f.durationSeconds(), 4) + " s");
        forecast.set(f);
    }

    /** The forecast against the scenario's published figures, when it has any. */
    public Optional<Validation> validation() {
        Forecast f = forecast.get();
        Scenario s = scenario.get();
        if (f == null || s == null) {
            return Optional.empty();
        }
        return s.published().map(p -> Validation.of(f, p));
    }

    /**
     * The target value in the curve's unit, when the curve is of the target's metric (none when the target's unit
     * cannot be the metric's, which the capacity search reports).
     */
    public OptionalDouble targetValue() {
        CapacitySearch.Target t = target.get();
        Curve c = curve.get();
        if (t == null || c == null || !c.metric().equals(t.metric())) {
            return OptionalDouble.empty();
        }
        try {
            return OptionalDouble.of(t.valueIn(c.unit()));
        } catch (IllegalArgumentException e) {
            return OptionalDouble.empty();
        }
    }

    public String csv() {
        return ForecastReport.csv(required());
    }

    public String json() {
        return ForecastReport.json(required());
    }

    public String html() {
        return HtmlReport.forecast(required(), validation());
    }

    private Forecast required() {
        Forecast f = forecast.get();
        if (f == null) {
            throw new IllegalStateException("run a forecast first");
        }
        return f;
    }
}
