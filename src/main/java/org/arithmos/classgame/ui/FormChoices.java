package org.arithmos.classgame.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasValue;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;

/**
 * What the teacher chose in a game's form, field by field, by each field's id (every game's form gives its fields
 * stable ids, which its browser tests use): the language switch makes the form again in the new language, and it
 * takes these choices back (a trial's finding: they returned to their defaults; docs/decisions/0028).
 */
final class FormChoices {

    private final Map<String, Object> byId = new LinkedHashMap<>();

    private FormChoices() {
    }

    /** The values of the form's fields, in the order they are shown (the order a teacher fills them in). */
    static FormChoices of(Component form) {
        FormChoices out = new FormChoices();
        fields(form).forEach(f -> out.byId.put(((Component) f).getId().orElseThrow(), f.getValue()));
        return out;
    }

    /** Gives {@code form}'s fields the values kept, in the same order; a field this form lacks is left out. */
    @SuppressWarnings({"unchecked", "rawtypes"})
    void giveTo(Component form) {
        Map<String, HasValue> fields = new LinkedHashMap<>();
        fields(form).forEach(f -> fields.put(((Component) f).getId().orElseThrow(), f));
        byId.forEach((id, value) -> {
            HasValue field = fields.get(id);
            if (field != null && value != null) {
                field.setValue(value);
            }
        });
    }

    private static Stream<HasValue<?, ?>> fields(Component form) {
        return Stream.concat(Stream.of(form), form.getChildren().flatMap(FormChoices::descendants))
                .filter(c -> c instanceof HasValue<?, ?> && c.getId().isPresent()).map(c -> (HasValue<?, ?>) c);
    }

    private static Stream<Component> descendants(Component c) {
        return Stream.concat(Stream.of(c), c.getChildren().flatMap(FormChoices::descendants));
    }
}
