package org.arithmos.classroom.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.OrderedList;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import java.util.Locale;
import org.arithmos.classroom.ParentCard;

/**
 * A slip for a pupil's parents: whose it is, what the code is for, where to sign up and the code to type
 * (docs/decisions/0008: a parent sees only the children linked by such a code).
 */
final class ParentCardView extends Div implements CardsPage.Card {

    private final Span address = new Span();

    ParentCardView(ParentCard card, Locale locale) {
        addClassName("parent-card");
        setId("parent-card-" + card.pupilId());
        getElement().setAttribute("data-pupil", card.displayName());
        Div to = new Div(new Span(t(locale, "teacher.parents.to", card.displayName(), card.className())));
        to.addClassName("pc-to");
        Paragraph why = new Paragraph(t(locale, "teacher.parents.why", card.displayName()));
        why.addClassName("pc-why");
        address.addClassName("pc-address");
        Span code = new Span(card.code());
        code.addClassName("pc-code");
        OrderedList steps = new OrderedList(
                new ListItem(new Span(t(locale, "teacher.parents.step1") + " "), address,
                        new Span(" " + t(locale, "teacher.parents.step1b"))),
                new ListItem(new Span(t(locale, "teacher.parents.step2") + " "), code));
        steps.addClassName("pc-steps");
        Paragraph keep = new Paragraph(t(locale, "teacher.parents.keep"));
        keep.addClassName("pc-keep");
        add(to, why, steps, keep);
    }

    /** Where parents sign up: this server's address, as the page was opened. */
    @Override
    public void setOrigin(String origin) {
        address.setText(origin + "/signup");
    }

    private String t(Locale locale, String key, Object... args) {
        return getTranslation(locale, key, args);
    }
}
