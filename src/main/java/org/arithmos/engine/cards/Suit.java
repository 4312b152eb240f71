package org.arithmos.engine.cards;

/** The four suits of a French deck, with the letter used in move notation. */
public enum Suit {
    HEARTS('H', '♥', true), DIAMONDS('D', '♦', true), CLUBS('C', '♣', false), SPADES('S', '♠', false);

    private final char letter;
    private final char symbol;
    private final boolean red;

    Suit(char letter, char symbol, boolean red) {
        this.letter = letter;
        this.symbol = symbol;
        this.red = red;
    }

    public char letter() {
        return letter;
    }

    public char symbol() {
        return symbol;
    }

    public boolean red() {
        return red;
    }

    public static Suit ofLetter(char c) {
        for (Suit s : values()) {
            if (s.letter == Character.toUpperCase(c)) {
                return s;
            }
        }
        throw new IllegalArgumentException("no suit " + c);
    }
}
