package org.arithmos.engine.nainjaune;

import org.arithmos.engine.cards.PlayingCard;
import org.arithmos.engine.cards.Rank;
import org.arithmos.engine.cards.Suit;

/** The five boxes of the board (NJ-DECK-1), in the board's order; putting a box's card wins its tokens (NJ-BOX-1). */
public enum Box {
    NAIN_JAUNE(Rank.SEVEN, Suit.DIAMONDS),
    TEN_OF_DIAMONDS(Rank.TEN, Suit.DIAMONDS),
    JACK_OF_CLUBS(Rank.JACK, Suit.CLUBS),
    QUEEN_OF_SPADES(Rank.QUEEN, Suit.SPADES),
    KING_OF_DIAMONDS(Rank.KING, Suit.DIAMONDS);

    private final PlayingCard.Suited card;

    Box(Rank rank, Suit suit) {
        this.card = PlayingCard.of(rank, suit);
    }

    public PlayingCard.Suited card() {
        return card;
    }

    /** The box of this card, or null. */
    public static Box of(PlayingCard card) {
        for (Box b : values()) {
            if (b.card.equals(card)) {
                return b;
            }
        }
        return null;
    }
}
