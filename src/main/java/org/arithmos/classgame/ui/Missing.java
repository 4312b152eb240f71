package org.arithmos.classgame.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;

/**
 * A class or class game that does not exist or is not the teacher's: the same words for both, as for a class
 * (docs/decisions/0008), so that nothing tells which.
 */
final class Missing extends Div {

    Missing() {
        setId("not-found");
        addClassName("not-found");
        Anchor back = new Anchor("classes", getTranslation("teacher.notFound.back"));
        back.addClassName("back-link");
        add(new H1(getTranslation("teacher.notFound.title")), new Paragraph(getTranslation("teacher.notFound.text")),
                back);
    }

    static java.util.Optional<Long> number(String text) {
        try {
            return java.util.Optional.of(Long.parseLong(text));
        } catch (NumberFormatException e) {
            return java.util.Optional.empty();
        }
    }

    static java.util.Optional<java.util.UUID> uuid(String text) {
        try {
            return java.util.Optional.of(java.util.UUID.fromString(text));
        } catch (IllegalArgumentException e) {
            return java.util.Optional.empty();
        }
    }
}
