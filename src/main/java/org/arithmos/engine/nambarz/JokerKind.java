package org.arithmos.engine.nambarz;

/** The four jokers (NZ-DECK-4), three of each at beginner level (NZ-DECK-5). */
public enum JokerKind {
    /** Change-number: covers only a symbol card; a symbol card may follow (NZ-JOKER-1, NZ-JOKER-2). */
    NUMBER("J-number"),
    /** Change-drawing: covers only a drawing card; a drawing card may follow. */
    DRAWING("J-drawing"),
    /** Change-number/drawing: covers any number card; any number card may follow. */
    ANY("J-any"),
    /** Replay: play again on the card under it (NZ-JOKER-5). */
    REPLAY("J-replay");

    private final String notation;

    JokerKind(String notation) {
        this.notation = notation;
    }

    public String notation() {
        return notation;
    }

    /** The three change jokers, as opposed to replay. */
    public boolean isChange() {
        return this != REPLAY;
    }

    /** Whether this change joker may cover, and be followed by, a card of this type (NZ-JOKER-1/2). */
    public boolean fits(CardType type) {
        return switch (this) {
            case NUMBER -> type == CardType.SYMBOL;
            case DRAWING -> type == CardType.DRAWING;
            case ANY -> true;
            case REPLAY -> false;
        };
    }

    public static JokerKind parse(String text) {
        for (JokerKind k : values()) {
            if (k.notation.equalsIgnoreCase(text)) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown joker \"" + text + "\" (J-number, J-drawing, J-any, J-replay)");
    }
}
