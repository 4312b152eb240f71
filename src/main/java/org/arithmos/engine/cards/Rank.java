package org.arithmos.engine.cards;

/** Ace to King; {@link #number()} is 1 (ace) to 13 (king), the order of a suit with the ace low. */
public enum Rank {
    ACE("A"), TWO("2"), THREE("3"), FOUR("4"), FIVE("5"), SIX("6"), SEVEN("7"), EIGHT("8"), NINE("9"),
    TEN("10"), JACK("J"), QUEEN("Q"), KING("K");

    private final String symbol;

    Rank(String symbol) {
        this.symbol = symbol;
    }

    /** 1 for the ace, 11 jack, 12 queen, 13 king. */
    public int number() {
        return ordinal() + 1;
    }

    /** "A", "2" … "10", "J", "Q", "K". */
    public String symbol() {
        return symbol;
    }

    public boolean face() {
        return this == JACK || this == QUEEN || this == KING;
    }

    public static Rank ofNumber(int n) {
        if (n < 1 || n > 13) {
            throw new IllegalArgumentException("no rank " + n);
        }
        return values()[n - 1];
    }

    public static Rank ofSymbol(String s) {
        for (Rank r : values()) {
            if (r.symbol.equalsIgnoreCase(s)) {
                return r;
            }
        }
        throw new IllegalArgumentException("no rank " + s);
    }
}
