package org.arithmos.classroom.ui;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.icon.VaadinIcon;

/** A link that looks like a big button: for going to another page (printing, progress), not for acting. */
final class LinkButton extends Anchor {

    private final Span label = new Span();

    LinkButton(String id, VaadinIcon icon) {
        setId(id);
        addClassName("link-button");
        add(icon.create(), label);
    }

    void setLabel(String text) {
        label.setText(text);
    }
}
