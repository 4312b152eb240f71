package org.arithmos.engine.nambarz;

/** A number-symbol card (NZ-DECK-2): four copies of each value 1-10. Written {@code 7}. */
public record SymbolCard(int value) implements NumberCard {

    public SymbolCard {
        if (value < 1 || value > 10) {
            throw new IllegalArgumentException("values are 1-10, not " + value);
        }
    }

    public static SymbolCard of(int value) {
        if (value < 1 || value > 10) {
            throw new IllegalArgumentException("values are 1-10, not " + value);
        }
        return (SymbolCard) Card.ofFace(value - 1);
    }

    @Override
    public CardType type() {
        return CardType.SYMBOL;
    }

    @Override
    public int face() {
        return value - 1;
    }

    @Override
    public String notation() {
        return Integer.toString(value);
    }

    @Override
    public String toString() {
        return notation();
    }
}
