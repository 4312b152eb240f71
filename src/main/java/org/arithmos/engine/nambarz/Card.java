package org.arithmos.engine.nambarz;

import java.util.Locale;

/**
 * A Nambarz card (NZ-DECK-1). Copies of a card are identical, so a card is its face; there are 34
 * faces, numbered for compact multisets: symbol 1-10, then the 20 drawing faces, then the 4 jokers.
 * Written as in NZ-NOTE-1: {@code 7}, {@code 7-fish}, {@code J-replay}.
 */
public sealed interface Card permits NumberCard, Joker {

    int FACES = 34;

    /** 0-33, see {@link #ofFace}. */
    int face();

    /** NZ-NOTE-1 notation. */
    String notation();

    static Card ofFace(int face) {
        return Faces.ALL[face];
    }

    /** Reads NZ-NOTE-1 notation; case and surrounding spaces do not matter. */
    static Card parse(String text) {
        String t = text == null ? "" : text.strip().toLowerCase(Locale.ROOT);
        if (t.startsWith("j-")) {
            return Joker.of(JokerKind.parse(text.strip()));
        }
        int dash = t.indexOf('-');
        String number = dash < 0 ? t : t.substring(0, dash);
        int value;
        try {
            value = Integer.parseInt(number);
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("unknown card \"" + text + "\" (e.g. 7, 7-fish, J-replay)");
        }
        if (value < 1 || value > 10) {
            throw new IllegalArgumentException("unknown card \"" + text + "\": values are 1 to 10");
        }
        if (dash < 0) {
            return SymbolCard.of(value);
        }
        Animal animal = Animal.parse(t.substring(dash + 1));
        if (!animal.isOn(value)) {
            throw new IllegalArgumentException("there is no card \"" + text + "\": the " + animal.notation()
                    + " is on " + animal.lowValue() + " and " + animal.highValue());
        }
        return DrawingCard.of(value, animal);
    }

    /** Canonical instances, one per face. */
    final class Faces {
        static final Card[] ALL = new Card[FACES];

        static {
            for (int v = 1; v <= 10; v++) {
                ALL[v - 1] = new SymbolCard(v);
                ALL[10 + (v - 1) * 2] = new DrawingCard(v, Animal.onValue(v, 0));
                ALL[11 + (v - 1) * 2] = new DrawingCard(v, Animal.onValue(v, 1));
            }
            for (JokerKind k : JokerKind.values()) {
                ALL[30 + k.ordinal()] = new Joker(k);
            }
        }

        private Faces() {
        }
    }
}
