package org.swapset.app.desktop.model;

import java.util.List;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import org.swapset.core.scenario.Units;
import org.swapset.spi.ParameterDescriptor;
import org.swapset.spi.ParameterType;
import org.swapset.spi.PluginFamily;

/**
 * One field of the configuration form: a scenario path ({@code workloads[0].users}), the text written there (empty
 * when the file leaves it to its default), and the loader's complaint about it, if any. Built from a
 * {@link ParameterDescriptor}, or for a plugin's {@code type}, from the ids of the plugins loaded for its family.
 */
public final class FieldModel {

    /** How the view shows the field. */
    public enum Kind {
        /** Free text: numbers, durations, sizes, names. */
        TEXT,
        /** One of {@link #choices()}. */
        CHOICE,
        /** A plugin id of {@link #family()}; changing it changes the form. */
        PLUGIN
    }

    private final String path;
    private final String label;
    private final Kind kind;
    private final List<String> choices;
    private final String prompt;
    private final String help;
    private final PluginFamily family;
    private final StringProperty text;
    private final StringProperty error = new SimpleStringProperty(this, "error", null);
    private String item;

    FieldModel(String path, String label, Kind kind, List<String> choices, String prompt, String help,
               PluginFamily family, String text) {
        this.path = path;
        this.label = label;
        this.kind = kind;
        this.choices = List.copyOf(choices);
        this.prompt = prompt;
        this.help = help;
        this.family = family;
        this.text = new SimpleStringProperty(this, "text", text);
    }

    /** A field for a described parameter at {@code path}, showing {@code written} (null when not written). */
    static FieldModel of(String path, ParameterDescriptor d, String written) {
        boolean choice = d.type() == ParameterType.CHOICE || d.type() == ParameterType.BOOLEAN;
        List<String> choices = new java.util.ArrayList<>(d.type() == ParameterType.BOOLEAN ? List.of("true", "false")
                : d.choices());
        if (d.defaultValue() != null) {
            choices.add(0, ""); // the empty choice: leave it to the default
        }
        String prompt = d.defaultValue() == null ? "required" : d.defaultValue();
        return new FieldModel(path, d.name(), choice ? Kind.CHOICE : Kind.TEXT, choices, prompt, help(d), null,
                written == null ? "" : written);
    }

    /** The help a tooltip shows: the descriptor's text, then type, unit, range and default. */
    static String help(ParameterDescriptor d) {
        StringBuilder s = new StringBuilder(d.help()).append("\n").append(d.type().name().toLowerCase());
        if (!d.unit().isEmpty()) {
            s.append(", ").append(d.unit());
        }
        if (!Double.isNaN(d.min()) || !Double.isNaN(d.max())) {
            s.append(", range ").append(Units.formatRange(d.type(), d.min(), d.max(), " to "));
        }
        if (!d.choices().isEmpty()) {
            s.append(", one of ").append(String.join(", ", d.choices()));
        }
        s.append(d.required() ? "; required" : "; default " + d.defaultValue());
        return s.toString();
    }


    public String path() {
        return path;
    }

    /**
     * The list item this field stands for on its own, which the form lets the user remove beside the field
     * ({@code channels[2]} for the field {@code channels[2].name}), or null.
     */
    public String item() {
        return item;
    }

    /** Marks the field as standing for the list item {@code itemPath}; returns it. */
    FieldModel standingFor(String itemPath) {
        this.item = itemPath;
        return this;
    }

    public String label() {
        return label;
    }

    public Kind kind() {
        return kind;
    }

    public List<String> choices() {
        return choices;
    }

    /** What an empty field means: the default, or "required". */
    public String prompt() {
        return prompt;
    }

    /** Help text for a tooltip. */
    public String help() {
        return help;
    }

    /** The plugin family of a {@link Kind#PLUGIN} field, else null. */
    public PluginFamily family() {
        return family;
    }

    /** The text in the field; setting it edits the scenario. */
    public StringProperty textProperty() {
        return text;
    }

    public String getText() {
        return text.get();
    }

    public void setText(String value) {
        text.set(value);
    }

    /** The scenario loader's message about this field, or null when it has none. */
    public StringProperty errorProperty() {
        return error;
    }

    public String getError() {
        return error.get();
    }

    @Override
    public String toString() {
        return path + "=" + getText() + (getError() == null ? "" : " (" + getError() + ")");
    }
}
