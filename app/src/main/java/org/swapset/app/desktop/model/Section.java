package org.swapset.app.desktop.model;

import java.util.List;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;

/**
 * A group of fields in the configuration form: a heading, the scenario path it covers ({@code storage},
 * {@code pagingDevices[1]}), its fields, and a message when the loader faults the section as a whole (real storage
 * smaller than what is locked, say).
 *
 * @param title     the heading
 * @param path      the scenario path of the section
 * @param fields    its fields, in form order
 * @param removable whether it is an item of a list that the user may remove
 * @param error     the loader's message about the whole section, or null
 */
public record Section(String title, String path, List<FieldModel> fields, boolean removable, StringProperty error) {

    public Section {
        fields = List.copyOf(fields);
    }

    Section(String title, String path, List<FieldModel> fields, boolean removable) {
        this(title, path, fields, removable, new SimpleStringProperty(null));
    }
}
