package org.arithmos.multicartes.ui;

import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import java.util.function.IntConsumer;
import org.arithmos.cards.CardSize;
import org.arithmos.engine.multicartes.MulticartesObservation;

/**
 * The middle of a Multicartes table, for the game against robots and the live table alike: the combination
 * card in play (each number a button that asks "can this number be made?") and the discard pile with the
 * combination cards left.
 */
class McBoard extends Div {

    McBoard() {
        addClassName("mc-board");
    }

    /** @param ask told the number of the combination card the pupil clicked */
    void show(MulticartesObservation view, McWords words, IntConsumer ask) {
        removeAll();
        Div card = new Div();
        card.addClassName("mc-combination");
        card.setId("mc-combination");
        // A name needs a role: aria-label on a plain div is prohibited (decision 0021).
        card.getElement().setAttribute("role", "group");
        card.getElement().setAttribute("aria-label", words.combinationName(view.combination()));
        for (int number : view.combination().values()) {
            McCard tile = McCard.tile(number, words.t("mc.ask", number));
            tile.addClickListener(e -> ask.accept(number));
            card.add(tile);
        }
        Div combination = new Div(new Span(words.t("mc.combination")), card);
        combination.addClassName("mc-zone");
        Div discard = new Div(new Span(words.t("mc.discard")));
        discard.addClassName("mc-zone");
        discard.setId("mc-discard");
        if (view.discardTop() != null) {
            discard.add(McCard.number(view.discardTop(), CardSize.NORMAL, words.cardName(view.discardTop()), false));
        } else {
            discard.add(new Span(words.t("mc.discard.empty")));
        }
        Span pile = new Span(words.t("mc.pile", view.pileSize()));
        pile.addClassName("mc-pile");
        discard.add(pile);
        add(combination, discard);
    }
}
