package org.arithmos.classroom.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import java.util.Optional;

/**
 * What a teacher sees for a class that does not exist or is someone else's: the same words for both, so
 * that nothing tells which (docs/decisions/0008).
 */
final class NotFound extends Div {

    NotFound() {
        setId("not-found");
        addClassName("not-found");
        Anchor back = new Anchor("classes", getTranslation("teacher.notFound.back"));
        back.setId("not-found-back");
        back.addClassName("back-link");
        add(new H1(getTranslation("teacher.notFound.title")), new Paragraph(getTranslation("teacher.notFound.text")), back);
    }

    /** The class id in the address, if it is a number. */
    static Optional<Long> classId(BeforeEnterEvent event) {
        try {
            return event.getRouteParameters().get("classId").map(Long::parseLong);
        } catch (NumberFormatException e) {
            return Optional.empty();
        }
    }
}
