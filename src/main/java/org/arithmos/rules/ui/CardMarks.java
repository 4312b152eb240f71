package org.arithmos.rules.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.ui.CardView.State;
import org.arithmos.cards.ui.CardView;
import org.arithmos.engine.nambarz.Card;

/**
 * How a card looks when the game marks it: selected, hinted, at fault, disabled, face down. The first two
 * cards can be pressed, to try choosing a card.
 */
class CardMarks extends Div {

    CardMarks() {
        setId("card-marks");
        addClassName("card-marks");
        var grid = new Div(
                mark("normal", pressable("7-fish", false)),
                mark("selected", pressable("3", true)),
                mark("hinted", new CardView(Card.parse("8-bee")).setState(State.HINTED)),
                mark("atFault", new CardView(Card.parse("5-cat")).setState(State.AT_FAULT)),
                mark("disabled", new CardView(Card.parse("9")).setState(State.DISABLED)),
                mark("faceDown", new CardView(Card.parse("J-replay")).setFaceDown(true)));
        grid.addClassName("card-grid");
        add(new H3(getTranslation("rules.marks.title")), new Paragraph(getTranslation("rules.marks.intro")), grid);
    }

    /** A card to try: pressing it (mouse, Enter or Space) chooses it or puts it back. */
    private static CardView pressable(String notation, boolean selected) {
        var card = CardView.clickable(Card.parse(notation), CardSize.NORMAL).setSelected(selected);
        card.addClickListener(click -> card.setSelected(!card.isSelected()));
        return card;
    }

    private Component mark(String key, CardView card) {
        var figure = figure(card, getTranslation("rules.marks." + key));
        figure.setId("card-mark-" + key);
        return figure;
    }

    /** A card with a caption under it. */
    static Div figure(CardView card, String caption) {
        var text = new Span(caption);
        text.addClassName("card-caption");
        var figure = new Div(card, text);
        figure.addClassName("card-figure");
        return figure;
    }
}
