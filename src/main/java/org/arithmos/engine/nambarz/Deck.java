package org.arithmos.engine.nambarz;

import java.util.ArrayList;
import java.util.List;

/** The cards of a game (NZ-DECK-1..5). */
public final class Deck {

    private Deck() {
    }

    /** How many copies of a face the deck holds at this joker level. */
    public static int copies(int face, JokerLevel level) {
        if (face < 10) {
            return 4;
        }
        if (face < 30) {
            return 2;
        }
        return level.perKind();
    }

    /** Every card of the deck, in face order. */
    public static List<Card> cards(JokerLevel level) {
        List<Card> cards = new ArrayList<>(level.deckSize());
        for (int face = 0; face < Card.FACES; face++) {
            for (int i = copies(face, level); i > 0; i--) {
                cards.add(Card.ofFace(face));
            }
        }
        return cards;
    }
}
