package org.arithmos.engine.cards;

import java.util.ArrayList;
import java.util.List;
import org.arithmos.engine.core.Rng;

/** French decks: the 52 cards in a fixed order, and shuffles of one or more decks drawn from a seeded Rng. */
public final class Decks {

    private Decks() {
    }

    /** The 52 cards, suit by suit (hearts, diamonds, clubs, spades), ace to king. */
    public static List<PlayingCard> standard() {
        List<PlayingCard> cards = new ArrayList<>(52);
        for (Suit s : Suit.values()) {
            for (Rank r : Rank.values()) {
                cards.add(PlayingCard.of(r, s));
            }
        }
        return List.copyOf(cards);
    }

    /** {@code decks} decks of 52 plus {@code jokersPerDeck} jokers each, shuffled by {@code rng}. */
    public static List<PlayingCard> shuffled(int decks, int jokersPerDeck, Rng rng) {
        List<PlayingCard> cards = new ArrayList<>();
        for (int d = 0; d < decks; d++) {
            cards.addAll(standard());
            for (int j = 0; j < jokersPerDeck; j++) {
                cards.add(PlayingCard.JOKER);
            }
        }
        for (int i = cards.size() - 1; i > 0; i--) {
            int k = rng.nextInt(i + 1);
            PlayingCard t = cards.get(i);
            cards.set(i, cards.get(k));
            cards.set(k, t);
        }
        return List.copyOf(cards);
    }
}
