package org.arithmos.engine.nambarz;

/** NZ-DECK-5: fewer jokers make the game harder. */
public enum JokerLevel {
    /** All 12 jokers. */
    BEGINNER(3),
    /** 8 jokers, two of each kind. */
    CONFIRMED(2),
    /** 4 jokers, one of each kind. */
    EXPERIENCED(1);

    private final int perKind;

    JokerLevel(int perKind) {
        this.perKind = perKind;
    }

    public int perKind() {
        return perKind;
    }

    public int jokers() {
        return perKind * JokerKind.values().length;
    }

    /** 80 number cards plus the jokers of this level. */
    public int deckSize() {
        return 80 + jokers();
    }
}
