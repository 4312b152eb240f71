package org.arithmos.tables.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;

/** A card game's refused step in the debrief: the reason, with its numbers, as the table told the pupil. */
public final class RefusalWords {

    private RefusalWords() {
    }

    public static Component of(String reason) {
        Div out = new Div(new Paragraph(reason));
        out.addClassName("debrief-example");
        return out;
    }
}
