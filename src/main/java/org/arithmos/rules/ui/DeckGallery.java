package org.arithmos.rules.ui;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import java.util.ArrayList;
import java.util.List;
import org.arithmos.cards.CardSize;
import org.arithmos.cards.ui.CardView;
import org.arithmos.engine.nambarz.Card;
import org.arithmos.engine.nambarz.Joker;
import org.arithmos.engine.nambarz.JokerKind;
import org.arithmos.engine.nambarz.SymbolCard;

/**
 * Every face of the deck (NZ-DECK-1..4) with the back, laid out five to a row so that the rows read as
 * the rule does: 1-5 above 6-10, and each animal above itself five numbers on.
 */
class DeckGallery extends Div {

    DeckGallery() {
        setId("deck");
        addClassName("deck");
        add(new H3(getTranslation("rules.deck.title")));

        List<Card> symbols = new ArrayList<>();
        for (int value = 1; value <= 10; value++) {
            symbols.add(SymbolCard.of(value));
        }
        add(group("deck-symbol", "rules.deck.symbol", symbols, false));

        // Faces 10-29: value by value, the value's first animal then its second.
        List<Card> drawings = new ArrayList<>();
        for (int firstValue : new int[] {1, 6}) {
            for (int slot = 0; slot < 2; slot++) {
                for (int value = firstValue; value < firstValue + 5; value++) {
                    drawings.add(Card.ofFace(10 + (value - 1) * 2 + slot));
                }
            }
        }
        add(group("deck-drawing", "rules.deck.drawing", drawings, false));

        List<Card> jokers = new ArrayList<>();
        for (JokerKind kind : JokerKind.values()) {
            jokers.add(Joker.of(kind));
        }
        add(group("deck-jokers", "rules.deck.jokers", jokers, true));

        var back = new Div(CardView.back(CardSize.NORMAL));
        back.addClassName("card-grid");
        var backGroup = new Div(new Paragraph(getTranslation("rules.deck.back")), back);
        backGroup.setId("deck-back");
        add(backGroup);
    }

    private Component group(String id, String textKey, List<Card> cards, boolean captions) {
        var grid = new Div();
        grid.addClassName("card-grid");
        for (Card card : cards) {
            var view = new CardView(card, CardSize.NORMAL);
            if (captions && card instanceof Joker joker) {
                grid.add(CardMarks.figure(view, getTranslation("card.joker." + joker.kind().notation().substring(2))));
            } else {
                grid.add(view);
            }
        }
        var group = new Div(new Paragraph(getTranslation(textKey)), grid);
        group.setId(id);
        return group;
    }
}
