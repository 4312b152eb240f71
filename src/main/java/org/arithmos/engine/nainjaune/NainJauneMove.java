package org.arithmos.engine.nainjaune;

import java.util.Locale;
import org.arithmos.engine.cards.PlayingCard;

/**
 * One turn: put a card (continuing the open sequence, NJ-PLAY-3, or starting one, NJ-PLAY-2), or pass
 * (NJ-PLAY-5). A blocked sequence needs no move: the engine sees it (docs/rules-decisions.md 33).
 * Notation: the card ("5S", "10D") or "pass".
 */
public sealed interface NainJauneMove {

    String notation();

    record Put(PlayingCard.Suited card) implements NainJauneMove {
        public Put {
            if (card == null) {
                throw new IllegalArgumentException("put which card?");
            }
        }

        @Override
        public String notation() {
            return card.notation();
        }
    }

    record Pass() implements NainJauneMove {
        @Override
        public String notation() {
            return "pass";
        }
    }

    static Put put(String card) {
        return new Put((PlayingCard.Suited) PlayingCard.parse(card));
    }

    /** Reads "5S", "10d" or "pass". */
    static NainJauneMove parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        if (t.equals("pass")) {
            return new Pass();
        }
        if (PlayingCard.parse(t) instanceof PlayingCard.Suited s) {
            return new Put(s);
        }
        throw new IllegalArgumentException("Nain Jaune has no jokers: " + text);
    }
}
