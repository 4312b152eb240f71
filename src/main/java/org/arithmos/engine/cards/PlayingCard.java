package org.arithmos.engine.cards;

/**
 * A card of a French 52-card deck, or a joker (Krambambuli's option, KB-DECK-1). Two decks hold equal
 * cards: they are equal values here, as they are interchangeable in play. Notation: rank then suit letter
 * ("AH", "10D", "QS"), "JK" for a joker.
 */
public sealed interface PlayingCard permits PlayingCard.Suited, PlayingCard.Joker {

    String notation();

    record Suited(Rank rank, Suit suit) implements PlayingCard {
        @Override
        public String notation() {
            return rank.symbol() + suit.letter();
        }

        @Override
        public String toString() {
            return rank.symbol() + suit.symbol();
        }
    }

    record Joker() implements PlayingCard {
        @Override
        public String notation() {
            return "JK";
        }

        @Override
        public String toString() {
            return "🃏";
        }
    }

    Joker JOKER = new Joker();

    static Suited of(Rank rank, Suit suit) {
        return new Suited(rank, suit);
    }

    /** Parses "AH", "10d", "QS", "JK"; throws IllegalArgumentException with the text for anything else. */
    static PlayingCard parse(String text) {
        String t = text.strip().toUpperCase(java.util.Locale.ROOT);
        if (t.equals("JK")) {
            return JOKER;
        }
        if (t.length() < 2 || t.length() > 3) {
            throw new IllegalArgumentException("not a card: " + text);
        }
        return new Suited(Rank.ofSymbol(t.substring(0, t.length() - 1)), Suit.ofLetter(t.charAt(t.length() - 1)));
    }
}
